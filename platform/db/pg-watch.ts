import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

type WriteListener = () => void;

/** This process's watchers of PostgreSQL writes (data versions). */
const listeners = new Set<WriteListener>();

/**
 * Every process's writes are announced on this channel (at commit), whether or not it keeps a data version
 * itself: a worker's finished analysis must reach the web processes' caches.
 */
export const DATA_VERSION_CHANNEL = 'fec_data_version';

/**
 * Calls `listener` once a statement sent through this process's Kysely pools has changed data: an INSERT,
 * UPDATE, DELETE or MERGE that touched rows, DDL or a WITH (conservative), and the COMMIT of a
 * transaction that did either. A write touching no row
 * (a sweep finding nothing) changes nothing. Returns the function that stops watching.
 */
export function watchPgWrites(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CONTROL = /^\s*(begin|start|savepoint|release|rollback|commit|end)\b/i;
const ENDS = /^\s*(commit|end)\b/i;
const DML = /^\s*(insert|update|delete|merge)\b/i;
/** Statements that may change data whatever they report (conservative: a WITH may hide a write). */
const OTHER_WRITES =
  /^\s*(create|alter|drop|truncate|with|copy|call|do|grant|revoke|comment|refresh|import)\b/i;

/** A Kysely pool over `pool` whose writes the watchers see; `pool` is ended by its Database's close(). */
export function watchedPgPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      /** This lease's open transaction changed data (told at its COMMIT). */
      let dirty = false;
      const query = async (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
        const result = await client.query(sql as string, parameters as unknown[]);
        if (typeof sql !== 'string' || /^\s*select\b/i.test(sql)) return result;
        let changed: boolean;
        if (CONTROL.test(sql)) {
          changed = ENDS.test(sql) && dirty;
          dirty = false;
        } else {
          // SET, SHOW, LOCK… change nothing (and NOTIFY could fail where they run, e.g. read only).
          changed = DML.test(sql) ? (result.rowCount ?? 1) > 0 : OTHER_WRITES.test(sql);
          dirty ||= changed;
          // Inside a transaction PostgreSQL delivers it at COMMIT (never after a ROLLBACK).
          if (changed) await client.query(`NOTIFY ${DATA_VERSION_CHANNEL}`);
        }
        if (changed) for (const listener of listeners) listener();
        return result;
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    async end(): Promise<void> {},
  };
}
