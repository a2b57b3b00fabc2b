import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { AsyncLock } from './lock';

/**
 * PGlite is one single-user backend: a transaction opened by one "connection" would see the statements
 * of every other caller. Each lease therefore holds an exclusive lock for its whole life (one statement,
 * or begin…commit), shared by every pool made over the same PGlite instance, so two services in one
 * process can share the database without their transactions interleaving.
 */
const locks = new WeakMap<PGlite, AsyncLock>();

/** The lock every user of `pglite` holds around a statement or transaction (Kysely's pool, pg-boss). */
export function lockFor(pglite: PGlite): AsyncLock {
  let lock = locks.get(pglite);
  if (!lock) {
    lock = new AsyncLock();
    locks.set(pglite, lock);
  }
  return lock;
}

type StatementListener = (sql: string) => void;
const watchers = new WeakMap<PGlite, Set<StatementListener>>();

/**
 * Calls `listener` with the text of every statement sent through the Kysely pools over `pglite`, just
 * before it runs and again once it has run (inside the lease, so before any other caller's statement).
 * PGlite lives in one process only: an in-process cache can thereby see every write (auth/caller-cache).
 * Returns the function that stops watching.
 */
export function watchStatements(pglite: PGlite, listener: StatementListener): () => void {
  let set = watchers.get(pglite);
  if (!set) {
    set = new Set();
    watchers.set(pglite, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function notify(pglite: PGlite, sql: string): void {
  const set = watchers.get(pglite);
  if (set) for (const listener of set) listener(sql);
}

/** A Kysely `PostgresPool` over PGlite (Kysely's own PostgresDialect does the rest). */
export function pglitePool(pglite: PGlite): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await lockFor(pglite).acquire();
      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          notify(pglite, sql);
          let result;
          try {
            result = await pglite.query<R>(sql, [...parameters]);
          } finally {
            notify(pglite, sql);
          }
          return {
            command: result.command as PostgresQueryResult<R>['command'],
            rowCount: result.rowCount ?? result.affectedRows ?? 0,
            rows: result.rows,
          };
        },
        release,
      };
      // Streaming (cursor) is not offered: Kysely only uses that overload when a cursor is configured.
      return client as PostgresPoolClient;
    },
    // The PGlite is closed by its Database's close() (open-database.ts), when that call opened it.
    async end(): Promise<void> {},
  };
}
