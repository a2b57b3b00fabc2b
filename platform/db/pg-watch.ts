import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { mayWriteData } from './may-write-data';

type StatementListener = (sql: string) => void;

/** This process's watchers of PostgreSQL statements (data versions), and the channel they listen on. */
const listeners = new Set<StatementListener>();
const channels = new Set<string>();

/**
 * Calls `listener` with every statement sent through the Kysely pools of this process, before it runs and
 * once it has run (a COMMIT included, so a read that overlapped a transaction is not kept). Returns the
 * function that stops watching.
 */
export function watchPgStatements(listener: StatementListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes through the pools are also announced on `channel` (NOTIFY: at commit, to every process). */
export function announceWritesOn(channel: string): () => void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal invalide : ${channel}`);
  channels.add(channel);
  return () => channels.delete(channel);
}

const tell = (sql: string) => {
  for (const listener of listeners) listener(sql);
};

/** A Kysely pool over `pool` whose statements the watchers see; ends `pool` only if `owned`. */
export function watchedPgPool(pool: pg.Pool, owned: boolean): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = async (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
        const plain = typeof sql === 'string';
        const writes = plain && listeners.size + channels.size > 0 && mayWriteData(sql);
        if (!writes) return client.query(sql as string, parameters as unknown[]);
        tell(sql);
        try {
          const result = await client.query(sql, parameters as unknown[]);
          // Inside a transaction PostgreSQL delivers it at COMMIT (never after a ROLLBACK).
          if (!/^\s*(begin|start|commit|end|rollback|savepoint|release)\b/i.test(sql))
            for (const channel of channels) await client.query(`NOTIFY ${channel}`);
          return result;
        } finally {
          tell(sql);
        }
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    async end(): Promise<void> {
      if (owned) await pool.end();
    },
  };
}
