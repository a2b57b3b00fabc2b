import { sql, type Selectable } from 'kysely';
import { json, type ApiDb } from '../db/database';
import type {
  ApiKeyCreatedVia,
  ApiKeyReviewReason,
  ApiKeyScope,
  ApiKeysTable,
  FecUploadsTable,
  StoredUploadMetadata,
} from './tables';

/** SQL of the partner API: keys (and their budget), uploads prepared by signed URL. */

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ApiKeyWithCreator = ApiKeyRow & { creator_email: string | null };
export type FecUploadRow = Selectable<FecUploadsTable>;

export interface ApiKeyInsert {
  uuid: string;
  keyId: string;
  prefix: string;
  secretHash: Buffer;
  accountUuid: string;
  createdBy: string;
  name: string;
  scopes: ApiKeyScope[];
  now: Date;
  /** The session the key was made from (see `ApiKeysTable.created_via`). */
  createdFrom: {
    via: ApiKeyCreatedVia;
    originJti: string | null;
    signedInAt: Date | null;
    ip: string | null;
    userAgent: string | null;
  };
}

export async function insertApiKey(db: ApiDb, k: ApiKeyInsert): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      uuid: k.uuid,
      key_id: k.keyId,
      prefix: k.prefix,
      secret_hash: k.secretHash,
      account_uuid: k.accountUuid,
      created_by: k.createdBy,
      name: k.name,
      scopes: json(k.scopes),
      created_at: k.now,
      last_used_at: null,
      revoked_at: null,
      budget_updated_at: k.now,
      created_via: k.createdFrom.via,
      created_origin_jti: k.createdFrom.originJti,
      created_signed_in_at: k.createdFrom.signedInAt,
      created_ip: k.createdFrom.ip,
      created_user_agent: k.createdFrom.userAgent,
      review_reason: null,
      review_since: null,
      suspended_at: null,
    })
    .execute();
}

const withCreator = (db: ApiDb, accountUuid: string) =>
  db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.uuid', 'api_keys.created_by')
    .selectAll('api_keys')
    .select('users.email as creator_email')
    .where('api_keys.account_uuid', '=', accountUuid);

export async function accountApiKey(
  db: ApiDb,
  accountUuid: string,
  uuid: string,
): Promise<ApiKeyWithCreator | undefined> {
  return withCreator(db, accountUuid).where('api_keys.uuid', '=', uuid).executeTakeFirst();
}

export async function accountApiKeys(
  db: ApiDb,
  accountUuid: string,
  uuids: string[],
): Promise<ApiKeyWithCreator[]> {
  if (uuids.length === 0) return [];
  return withCreator(db, accountUuid).where('api_keys.uuid', 'in', uuids).execute();
}

/** A page of the account's keys, newest first (only the active ones « à vérifier » with `toReview`). */
export async function pageOfApiKeys(
  db: ApiDb,
  accountUuid: string,
  page: { limit: number; offset: number; toReview?: boolean },
): Promise<{ items: ApiKeyWithCreator[]; total: number }> {
  const items = await withCreator(db, accountUuid)
    .$if(page.toReview === true, (q) =>
      q.where('api_keys.review_reason', 'is not', null).where('api_keys.revoked_at', 'is', null),
    )
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.uuid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_uuid', '=', accountUuid)
    .$if(page.toReview === true, (q) =>
      q.where('review_reason', 'is not', null).where('revoked_at', 'is', null),
    )
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

/** The owner keeps a key « à vérifier »: the review and any suspension end. */
export async function keepApiKeyRow(db: ApiDb, uuid: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ review_reason: null, review_since: null, suspended_at: null })
    .where('uuid', '=', uuid)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Puts up for review the active keys `userUuid` made from a session signed in before `signedInBefore` and
 * created since `createdSince`; `suspend` also refuses them until kept. A key already suspended stays so,
 * with its reason (a later, milder cut does not lift a reset's suspension).
 */
export async function flagKeysOfEndedSessions(
  db: ApiDb,
  cut: {
    userUuid: string;
    signedInBefore: Date;
    createdSince: Date;
    reason: ApiKeyReviewReason;
    suspend: boolean;
    now: Date;
  },
): Promise<number> {
  const rows = await db
    .updateTable('api_keys')
    .set({
      review_reason: sql<ApiKeyReviewReason>`case when suspended_at is null then ${cut.reason} else review_reason end`,
      review_since: cut.now,
      suspended_at: sql<Date | null>`coalesce(suspended_at, ${cut.suspend ? cut.now : null}::timestamptz)`,
    })
    .where('created_by', '=', cut.userUuid)
    .where('revoked_at', 'is', null)
    .where('created_via', '=', 'session')
    .where('created_signed_in_at', '<', cut.signedInBefore)
    .where('created_at', '>=', cut.createdSince)
    .returning('uuid')
    .execute();
  return rows.length;
}

/** Revokes for good every active key `userUuid` made in `accountUuid` (they leave it). */
export async function revokeKeysOfMember(
  db: ApiDb,
  accountUuid: string,
  userUuid: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('account_uuid', '=', accountUuid)
    .where('created_by', '=', userUuid)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes (once: a second revocation keeps the first date). */
export async function revokeApiKeyRow(db: ApiDb, uuid: string, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('uuid', '=', uuid)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- budget (leaky bucket) ----

export interface BudgetState {
  capacity: number;
  refillPerSecond: number;
  /** Points in the bucket after this request. */
  level: number;
}

export type BudgetAnswer = ({ ok: true } | { ok: false; retryAfterSeconds: number }) & BudgetState;

/**
 * The bucket's level at `now`: it leaks `refill` points a second, never below zero. The SQL below computes
 * the same (the property test compares them).
 */
export function leakedLevel(level: number, updatedAt: Date, now: Date, refill: number): number {
  const elapsed = Math.max(0, (now.getTime() - updatedAt.getTime()) / 1000);
  return Math.max(0, level - elapsed * refill);
}

/**
 * Pours `cost` points into a key's bucket in one UPDATE … RETURNING (atomic: two requests at once cannot
 * both use the last points). A cost above the capacity counts as the capacity (a huge request empties a full
 * budget rather than being refused forever). Refused → how long until it would fit.
 */
export async function consumeBudget(db: ApiDb, uuid: string, cost: number, now: Date): Promise<BudgetAnswer> {
  const elapsed = sql<number>`greatest(0, extract(epoch from (${now}::timestamptz - budget_updated_at))::double precision)`;
  const leaked = sql<number>`greatest(0, budget_level - ${elapsed} * budget_refill_per_second)`;
  const poured = sql<number>`least(${cost}::double precision, budget_capacity::double precision)`;
  const updated = await db
    .updateTable('api_keys')
    .set({
      budget_level: sql<number>`${leaked} + ${poured}`,
      budget_updated_at: sql<Date>`greatest(budget_updated_at, ${now}::timestamptz)`,
    })
    .where('uuid', '=', uuid)
    .where(sql<boolean>`${leaked} + ${poured} <= budget_capacity`)
    .returning(['budget_capacity', 'budget_refill_per_second', 'budget_level'])
    .executeTakeFirst();
  if (updated) {
    return {
      ok: true,
      capacity: Number(updated.budget_capacity),
      refillPerSecond: Number(updated.budget_refill_per_second),
      level: Number(updated.budget_level),
    };
  }
  const row = await db
    .selectFrom('api_keys')
    .select(['budget_capacity', 'budget_refill_per_second', 'budget_level', 'budget_updated_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  const capacity = Number(row.budget_capacity);
  const refill = Number(row.budget_refill_per_second);
  const level = leakedLevel(Number(row.budget_level), new Date(row.budget_updated_at), now, refill);
  const missing = level + Math.min(cost, capacity) - capacity;
  return {
    ok: false,
    capacity,
    refillPerSecond: refill,
    level,
    retryAfterSeconds: Math.max(1, Math.ceil(missing / refill)),
  };
}

// ---- uploads by signed URL ----

export interface FecUploadInsert {
  uuid: string;
  accountUuid: string;
  createdBy: string;
  apiKeyUuid: string | null;
  idempotencyKey: string;
  fileName: string;
  metadata: StoredUploadMetadata;
  expiresAt: Date;
  now: Date;
}

export async function insertFecUpload(db: ApiDb, u: FecUploadInsert): Promise<void> {
  await db
    .insertInto('fec_uploads')
    .values({
      uuid: u.uuid,
      account_uuid: u.accountUuid,
      created_by: u.createdBy,
      api_key_uuid: u.apiKeyUuid,
      idempotency_key: u.idempotencyKey,
      file_name: u.fileName,
      metadata: json(u.metadata),
      expires_at: u.expiresAt,
      receiving_at: null,
      received_at: null,
      fec_uuid: null,
      analysis_uuid: null,
      created_at: u.now,
    })
    .execute();
}

export async function findFecUpload(db: ApiDb, uuid: string): Promise<FecUploadRow | undefined> {
  return db.selectFrom('fec_uploads').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * Takes an upload for receiving its file: a pending one, or one whose receiving stopped before
 * `staleBefore` (a crash). Atomic: of two PUTs at once, one receives, the other is told to wait.
 */
export async function claimFecUpload(
  db: ApiDb,
  uuid: string,
  now: Date,
  staleBefore: Date,
): Promise<FecUploadRow | undefined> {
  return db
    .updateTable('fec_uploads')
    .set({ status: 'receiving', receiving_at: now })
    .where('uuid', '=', uuid)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'receiving'), eb('receiving_at', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A failed reception: pending again, so a corrected file may be sent to the same URL. */
export async function releaseFecUpload(db: ApiDb, uuid: string): Promise<void> {
  await db
    .updateTable('fec_uploads')
    .set({ status: 'pending', receiving_at: null })
    .where('uuid', '=', uuid)
    .where('status', '=', 'receiving')
    .execute();
}

export async function finishFecUpload(
  db: ApiDb,
  uuid: string,
  result: { fecUuid: string; analysisUuid: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('fec_uploads')
    .set({
      status: 'received',
      received_at: now,
      fec_uuid: result.fecUuid,
      analysis_uuid: result.analysisUuid,
    })
    .where('uuid', '=', uuid)
    .execute();
}
