import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename, join } from 'node:path';
import type { ApiHarness, TestUser } from '../../testing/harness';
import { startAnalysis } from '../start-analysis';

/** The real anonymised FECs (read in place, never copied into the repository). */
export const REAL_FECS = join(import.meta.dirname, '../../../../../shared/fixtures/fec-real');
export const realFec = (name: string) => join(REAL_FECS, name);

/** A FEC stored and recorded straight away (not through the upload route). */
export async function insertFec(
  h: ApiHarness,
  owner: Pick<TestUser, 'uuid' | 'accountUuid'>,
  path: string,
  fields: {
    originalName?: string;
    siren?: string;
    fiscal_start?: string;
    fiscal_end?: string;
    locked?: boolean;
  } = {},
): Promise<string> {
  const uuid = randomUUID();
  const name = fields.originalName ?? basename(path);
  const key = `fecs/${owner.accountUuid}/${uuid}/${name}`;
  const stored = await h.deps.storage.put(key, createReadStream(path));
  await h.db
    .insertInto('fecs')
    .values({
      uuid,
      account_uuid: owner.accountUuid,
      folder_uuid: null,
      owner_uuid: owner.uuid,
      anonymous_token_hash: null,
      original_name: name,
      storage_key: key,
      size: stored.size,
      sha256: stored.sha256,
      line_count: null,
      company_name: null,
      siren: fields.siren ?? null,
      revenue_type: null,
      fiscal_start: fields.fiscal_start ?? null,
      fiscal_end: fields.fiscal_end ?? null,
      extra: '{}',
      status: null,
      offer: null,
      locked: fields.locked ?? false,
      price_ht_cents: null,
    })
    .execute();
  return uuid;
}

export async function analyse(h: ApiHarness, owner: Pick<TestUser, 'uuid' | 'accountUuid'>, fecUuid: string) {
  const row = await startAnalysis(h.deps, {
    accountUuid: owner.accountUuid,
    fecUuids: [fecUuid],
    createdBy: owner.uuid,
  });
  return row.uuid;
}

const FINISHED = ['done', 'error', 'postcondition'];

/** Waits for an analysis to finish (polls the table; gives up after `timeoutMs`). */
export async function waitFinished(h: ApiHarness, uuid: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    if (FINISHED.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`analysis ${uuid} still ${row.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitCorrected(h: ApiHarness, uuid: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    if (row.corrected_status !== 'inprogress') return row;
    if (Date.now() > until) throw new Error(`corrected FEC of ${uuid} still in progress`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
