import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

type WriteListener = () => void;

/** This process's watchers of PostgreSQL writes (data versions), and the channels they listen on. */
const listeners = new Set<WriteListener>();
const channels = new Set<string>();

/**
 * Calls `listener` once a statement sent through this process's Kysely pools has changed data: an INSERT,
 * UPDATE or DELETE that touched rows, any other statement but a SELECT or transaction control
 * (conservative: DDL, WITH…), and the COMMIT of a transaction that did either. A write touching no row
 * (a sweep finding nothing) changes nothing. Returns the function that stops watching.
 */
export function watchPgWrites(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes through the pools are also announced on `channel` (NOTIFY: at commit, to every process). */
export function announceWritesOn(channel: string): () => void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal invalide : ${channel}`);
  channels.add(channel);
  return () => channels.delete(channel);
}

const CONTROL = /^\s*(begin|start|savepoint|release|rollback|commit|end)\b/i;
const ENDS = /^\s*(commit|end)\b/i;
const DML = /^\s*(insert|update|delete)\b/i;

/** A Kysely pool over `pool` whose writes the watchers see; ends `pool` only if `owned`. */
export function watchedPgPool(pool: pg.Pool, owned: boolean): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      /** This lease's open transaction changed data (told at its COMMIT). */
      let dirty = false;
      const query = async (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
        const result = await client.query(sql as string, parameters as unknown[]);
        if (typeof sql !== 'string' || /^\s*select\b/i.test(sql) || listeners.size + channels.size === 0)
          return result;
        let changed: boolean;
        if (CONTROL.test(sql)) {
          changed = ENDS.test(sql) && dirty;
          dirty = false;
        } else {
          changed = DML.test(sql) ? (result.rowCount ?? 1) > 0 : true;
          dirty ||= changed;
          // Inside a transaction PostgreSQL delivers it at COMMIT (never after a ROLLBACK).
          if (changed) for (const channel of channels) await client.query(`NOTIFY ${channel}`);
        }
        if (changed) for (const listener of listeners) listener();
        return result;
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    async end(): Promise<void> {
      if (owned) await pool.end();
    },
  };
}
