import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Json, Timestamp } from '../db/column-types';
import { json, type ApiDb } from '../db/database';
import { ApiError, badRequest } from './errors';
import { MSG } from './messages';

/**
 * The idempotency store of replayable POSTs (`Idempotency-Key`): a partner retrying after a lost answer
 * gets the first answer back instead of a second FEC, upload or report. Platform-level: core domains
 * (fecs) and business ones (reports, partners) use it alike. One row per (account, route, key), claimed by
 * a primary-key insert, so two concurrent duplicates cannot both run: the second waits for the first's
 * answer.
 */

export interface IdempotencyKeysTable {
  account_uuid: string;
  scope: string;
  key: string;
  fingerprint: string;
  status: 'pending' | 'done';
  response_status: number | null;
  response: Json<unknown> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}

/** The key a partner chooses: 1 to 200 printable characters. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, { error: MSG.pattern });

/** The optional `Idempotency-Key` header of a route (OpenAPI and validation). */
export const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeyField
    .optional()
    .describe('Clé d’idempotence (1 à 200 caractères) : rejouer la demande rend la première réponse'),
});

/** SHA-256 of a request's meaningful parts, keys sorted, so the same request always prints the same. */
export function fingerprintOf(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, canonical(x)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export interface IdempotencyRef {
  accountUuid: string;
  /** The route (`POST /v1/fecs`): one key may serve different routes independently. */
  scope: string;
  key: string;
}

export interface StoredAnswer<T> {
  status: number;
  body: T;
  /** True when this answer was stored by an earlier request with the same key. */
  replayed: boolean;
}

/** A claim older than this is taken to be a crashed request's, and may be taken over. */
const STALE_MS = 2 * 60_000;
/** How long a duplicate waits for the first request's answer before a 409. */
const WAIT_MS = 15_000;

/**
 * Runs `run` once per (account, scope, key): the first request claims the key and stores its answer; a
 * later one with the same fingerprint gets that answer (`replayed`), with another fingerprint a 400. A
 * refusal of `run` releases the key, so a corrected retry may use it.
 */
export async function idempotent<T>(
  db: ApiDb,
  ref: IdempotencyRef,
  fingerprint: string,
  run: () => Promise<{ status: number; body: T }>,
  now: () => Date = () => new Date(),
): Promise<StoredAnswer<T>> {
  const started = Date.now();
  for (;;) {
    const at = now();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        account_uuid: ref.accountUuid,
        scope: ref.scope,
        key: ref.key,
        fingerprint,
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['account_uuid', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) return { ...(await runClaimed(db, ref, run)), replayed: false };

    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('account_uuid', '=', ref.accountUuid)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .executeTakeFirst();
    if (!row) continue; // released between our insert and our read: try again
    if (row.fingerprint !== fingerprint) {
      throw badRequest(MSG.idempotencyKeyReused, [
        { field: 'idempotency_key', message: MSG.idempotencyKeyReused },
      ]);
    }
    if (row.status === 'done') {
      const body = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
      return { status: row.response_status ?? 200, body: body as T, replayed: true };
    }
    // Pending: another request with this key is running. A crashed one's claim is taken over.
    const stale = new Date(at.getTime() - STALE_MS);
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ updated_at: at })
      .where('account_uuid', '=', ref.accountUuid)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .where('status', '=', 'pending')
      .where('updated_at', '<', stale)
      .returning('key')
      .executeTakeFirst();
    if (taken) return { ...(await runClaimed(db, ref, run)), replayed: false };
    if (Date.now() - started > WAIT_MS) throw new ApiError(409, MSG.idempotencyKeyBusy);
    await sleep(50);
  }
}

async function runClaimed<T>(
  db: ApiDb,
  ref: IdempotencyRef,
  run: () => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T }> {
  let answer: { status: number; body: T };
  try {
    answer = await run();
  } catch (error) {
    await db
      .deleteFrom('idempotency_keys')
      .where('account_uuid', '=', ref.accountUuid)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .where('status', '=', 'pending')
      .execute();
    throw error;
  }
  await db
    .updateTable('idempotency_keys')
    .set({
      status: 'done',
      response_status: answer.status,
      response: json(answer.body),
      updated_at: sql<Date>`now()`,
    })
    .where('account_uuid', '=', ref.accountUuid)
    .where('scope', '=', ref.scope)
    .where('key', '=', ref.key)
    .execute();
  return answer;
}
