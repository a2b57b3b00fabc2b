import { randomUUID } from 'node:crypto';
import { json } from '../db/database';
import type { ApiHarness, ApiResponse } from '../testing/harness';

/** Shared by the users, accounts and groups tests: the envelope's payload, and FEC rows put straight in. */
export function dataOf<T = Record<string, unknown>>(res: ApiResponse): T {
  const body = res.body as { data?: { data?: T } };
  if (!body?.data || !('data' in body.data)) {
    throw new Error(`no data in ${res.status} ${JSON.stringify(res.body)}`);
  }
  return body.data.data as T;
}

export async function insertFec(
  h: ApiHarness,
  accountUuid: string | null,
  ownerUuid: string | null,
  extra: { anonymousTokenHash?: string } = {},
): Promise<string> {
  const uuid = randomUUID();
  await h.db
    .insertInto('fecs')
    .values({
      uuid,
      account_uuid: accountUuid,
      folder_uuid: null,
      owner_uuid: ownerUuid,
      anonymous_token_hash: extra.anonymousTokenHash ?? null,
      original_name: 'fec.txt',
      storage_key: `test/${uuid}`,
      size: 10,
      sha256: '0'.repeat(64),
      line_count: 1,
      company_name: null,
      siren: null,
      revenue_type: null,
      fiscal_start: null,
      fiscal_end: null,
      extra: json({}),
      status: null,
      offer: null,
      locked: false,
      price_ht_cents: null,
    })
    .execute();
  return uuid;
}

export async function fecOwner(h: ApiHarness, uuid: string): Promise<string | null> {
  const row = await h.db
    .selectFrom('fecs')
    .select('owner_uuid')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.owner_uuid;
}

export const impersonating = (accountUuid: string, userUuid: string) => ({
  impersonate: JSON.stringify({ account_uuid: accountUuid, user_uuid: userUuid }),
});
