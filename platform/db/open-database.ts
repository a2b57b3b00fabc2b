import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPGlite } from './pglite-loader';
import { pglitePool } from './pglite-pool';
import { watchedPgPool } from './pg-watch';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set (and no instance is passed) PostgreSQL is used. */
  url?: string;
  /** PGlite data folder (default `./data/pglite`), used when there is no `url`. */
  dataDir?: string;
  /** PGlite in memory (tests); ignored when `url` is set. */
  inMemory?: boolean;
  /** In memory: a cached dump of a fresh cluster to start from (much faster than initdb; tests). */
  pgliteTemplateFile?: string;
  /** Reuse a PGlite instance opened elsewhere in the process; it is not closed by `close()`. */
  pglite?: PGlite;
  /** Reuse a `pg` pool opened elsewhere in the process; it is not ended by `close()`. */
  pool?: pg.Pool;
  /** Maximum PostgreSQL connections when this call creates the pool (default 10). */
  maxConnections?: number;
  /** PostgreSQL: the sessions' `application_name` (tests name their file's schema, seen in `pg_stat_activity`). */
  applicationName?: string;
  /** PostgreSQL: how long a lease may wait for a free connection before failing (default: forever). */
  connectTimeoutMs?: number;
}

export interface Database<DB> {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The underlying PGlite instance (kind 'pglite'), to share it with another service in the process. */
  pglite?: PGlite;
  /** The underlying pool (kind 'postgres'), to share it with another service in the process. */
  pool?: pg.Pool;
  /** Destroys the Kysely instance; closes the PGlite instance or pool only if this call opened it. */
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

/** Options from the environment: `DATABASE_URL` for PostgreSQL, else PGlite in `PGLITE_DATA_DIR`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: env.PGLITE_DATA_DIR?.trim() || DEFAULT_PGLITE_DIR };
}

/** Opens the project's database: PostgreSQL when a url or pool is given, PGlite otherwise. */
export async function openDatabase<DB>(options: OpenDatabaseOptions = {}): Promise<Database<DB>> {
  if (options.pglite) return fromPglite<DB>(options.pglite, false);
  if (options.pool) return fromPgPool<DB>(options.pool, false);
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      application_name: options.applicationName,
      connectionTimeoutMillis: options.connectTimeoutMs,
      // PGlite returns int8 as a JS number; do the same here so code behaves alike on both.
      types: { getTypeParser: pgTypeParser },
    });
    // An idle client losing its server must not crash the process; the next query reports the error.
    pool.on('error', () => undefined);
    return fromPgPool<DB>(pool, true);
  }
  const pglite = options.inMemory
    ? await createPGlite({ templateFile: options.pgliteTemplateFile })
    : await createPGlite({ dataDir: resolve(options.dataDir ?? DEFAULT_PGLITE_DIR) });
  return fromPglite<DB>(pglite, true);
}

const INT8_OID = 20;

function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

function fromPglite<DB>(pglite: PGlite, owned: boolean): Database<DB> {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  const closeOwned = async () => {
    if (!pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', pglite, close: closing(db, owned ? closeOwned : undefined) };
}

function fromPgPool<DB>(pool: pg.Pool, owned: boolean): Database<DB> {
  // Its statements are seen by this process's data versions (data-version.ts), when there are any.
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: watchedPgPool(pool) }) });
  const closeOwned = async () => {
    if (!pool.ending) await pool.end();
  };
  return { db, kind: 'postgres', pool, close: closing(db, owned ? closeOwned : undefined) };
}

/**
 * Destroys the Kysely instance, then closes the PGlite or pool if this call opened it. Closing is done here,
 * not by the pool Kysely sees: Kysely ends its pool only once it has run a query, and a database opened and
 * closed unused kept its PGlite open (its Postgres arms timers that keep the process alive).
 */
function closing(
  db: Pick<Kysely<unknown>, 'destroy'>,
  closeOwned: (() => Promise<void>) | undefined,
): () => Promise<void> {
  return async () => {
    await db.destroy();
    await closeOwned?.();
  };
}
