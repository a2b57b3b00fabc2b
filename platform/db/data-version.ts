import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { watchStatements } from './pglite-pool';
import { mayWriteData } from './may-write-data';
import { DATA_VERSION_CHANNEL, watchPgWrites } from './pg-watch';

/**
 * A number that moves whenever the stored data may have changed: what an in-process cache keys its
 * entries on, so that nothing read before a write is answered after it. `bump` lets a caller signal a
 * change the database does not see (an outside service, a file).
 */
export interface DataVersion {
  current(): number;
  bump(): void;
  /** Stops watching the database (the version no longer moves on its own). */
  stop(): void;
}

export { mayWriteData };

/**
 * The data version of a PGlite database, moved by every statement that may write, sent through the
 * Kysely pools over it (every service of the process: the API, the identity service, the analysis
 * workers' results). Only meaningful where no other process writes the database: PGlite.
 */
export function pgliteDataVersion(pglite: PGlite): DataVersion {
  let version = 0;
  const stop = watchStatements(pglite, (sql) => {
    if (mayWriteData(sql)) version++;
  });
  return {
    current: () => version,
    bump: () => {
      version++;
    },
    stop,
  };
}

export { DATA_VERSION_CHANNEL };

/**
 * The data version of a PostgreSQL database several processes write: this process's own writes move it
 * once they have changed rows (its Kysely pools, pg-watch.ts), the other processes' when their commit's NOTIFY arrives (milliseconds; the
 * same kind of delay as the API's revocation list, read again every 2 s). While the listening connection is
 * down, every reading is new, so nothing keyed on it is ever reused; it reconnects every `retryMs`.
 */
export async function postgresDataVersion(
  pool: pg.Pool,
  options: { retryMs?: number; onError?: (error: unknown) => void } = {},
): Promise<DataVersion> {
  let version = 0;
  let listening = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const stopWatching = watchPgWrites(() => version++);

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', () => version++);
    next.on('error', (error) => {
      listening = false;
      options.onError?.(error);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void listen().catch(() => undefined), options.retryMs ?? 5000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
    } catch (error) {
      options.onError?.(error);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void listen().catch(() => undefined), options.retryMs ?? 5000);
      return;
    }
    // What others wrote while nobody listened is unknown: start from a new version.
    version++;
    client = next;
    listening = true;
  };
  await listen();

  return {
    current: () => (listening ? version : ++version),
    bump: () => {
      version++;
    },
    stop: () => {
      stopped = true;
      listening = false;
      clearTimeout(retry);
      stopWatching();
      void client?.end().catch(() => undefined);
    },
  };
}
