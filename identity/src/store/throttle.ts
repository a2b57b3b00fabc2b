import { q, type Scope } from './db';

export interface Counter {
  count: number;
  lockedUntil: Date | null;
}

/** Counters keyed by a hash of (purpose, username): failures and cool-downs, known and unknown users alike. */
export class ThrottleStore {
  constructor(private readonly scope: Scope) {}

  async lockedUntil(key: string): Promise<Date | null> {
    const row = await q(this.scope)
      .selectFrom('throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.locked_until ?? null;
  }

  /**
   * Adds one to the counter in a single statement (safe under concurrency). The count restarts at 1 when
   * the counter is older than `restartBefore` (measured on `field`: last update or window start).
   */
  async increment(
    key: string,
    now: Date,
    restartBefore: Date,
    field: 'updated_at' | 'window_started_at',
  ): Promise<Counter> {
    const row = await q(this.scope)
      .insertInto('throttle')
      .values({ key, count: 1, window_started_at: now, updated_at: now, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const stale = eb(`throttle.${field}`, '<', restartBefore);
          return {
            count: eb
              .case()
              .when(stale)
              .then(1)
              .else(eb('throttle.count', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when(stale)
              .then(now)
              .else(eb.ref('throttle.window_started_at'))
              .end(),
            updated_at: now,
          };
        }),
      )
      .returning(['count', 'locked_until'])
      .executeTakeFirstOrThrow();
    return { count: row.count, lockedUntil: row.locked_until };
  }

  async lock(key: string, until: Date): Promise<void> {
    await q(this.scope).updateTable('throttle').set({ locked_until: until }).where('key', '=', key).execute();
  }

  async clear(key: string): Promise<void> {
    await q(this.scope).deleteFrom('throttle').where('key', '=', key).execute();
  }

  /** Forgets the failures unless a cool-down is running (a new code must not lift a lock). */
  async clearUnlessLocked(key: string, now: Date): Promise<void> {
    await q(this.scope)
      .deleteFrom('throttle')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .execute();
  }

  async deleteIdle(before: Date): Promise<void> {
    await q(this.scope)
      .deleteFrom('throttle')
      .where('updated_at', '<', before)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
      .execute();
  }
}
