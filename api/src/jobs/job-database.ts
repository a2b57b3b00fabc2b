import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { lockFor, type Database } from '../../../platform/db';

/** What pg-boss needs from a database: its `db` option. */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A JobSql that knows its statements in flight. */
export interface SettlingJobSql extends JobSql {
  /**
   * Resolves once no statement is in flight, a turn of the event loop later. pg-boss fires its
   * `complete`/`fail` calls without awaiting them, even after `stop()`: closing the database before they
   * land failed them ("PGlite is closed").
   */
  settle(): Promise<void>;
}

/**
 * pg-boss over the project's database. On PostgreSQL: the shared `pg` pool. On PGlite (one connection
 * shared with Kysely): every statement takes the lock Kysely's pool takes, so pg-boss never lands in the
 * middle of a Kysely transaction; calls without values are pg-boss's multi-statement scripts
 * (migrations, maintenance), run with `exec`.
 */
export function jobSql(database: Pick<Database<unknown>, 'kind' | 'pool' | 'pglite'>): SettlingJobSql {
  if (database.kind === 'postgres' && database.pool) return settling(poolSql(database.pool));
  if (database.kind === 'pglite' && database.pglite) return settling(pgliteSql(database.pglite));
  throw new Error('jobSql: the database exposes neither a pg pool nor a PGlite instance');
}

function settling(sql: JobSql): SettlingJobSql {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const statement = sql.executeSql(text, values);
      const tracked = statement.catch(() => undefined);
      inFlight.add(tracked);
      void tracked.finally(() => inFlight.delete(tracked));
      return statement;
    },
    async settle() {
      do {
        await Promise.all([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
    },
  };
}

function poolSql(pool: pg.Pool): JobSql {
  return {
    async executeSql(text, values) {
      return pool.query(text, values as unknown[] | undefined);
    },
  };
}

function pgliteSql(pglite: PGlite): JobSql {
  const lock = lockFor(pglite);
  return {
    async executeSql(text, values) {
      const release = await lock.acquire();
      try {
        if (values === undefined) {
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await pglite.query(text, values);
        return { rows: result.rows };
      } finally {
        release();
      }
    },
  };
}
