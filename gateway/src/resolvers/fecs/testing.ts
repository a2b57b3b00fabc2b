import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { GatewayHarness } from '../../testing/harness';

/** Tests only: FEC rows, upstream call counting. */

/**
 * Counts the HTTP requests made to the product API while `run` executes, through undici's diagnostics
 * channel (every gateway → API call goes through undici). Nothing else may call the API meanwhile. The
 * platform status (maintenance), read at most every 2 s for every operation whatever it asks, is not
 * counted: it is no call of the query's own.
 */
export async function countApiCalls<T>(
  g: GatewayHarness,
  run: () => Promise<T>,
): Promise<{ result: T; calls: string[] }> {
  const origin = new URL(g.config.apiUrl).origin;
  const calls: string[] = [];
  const onCreate = (message: unknown) => {
    const { request } = message as { request: { origin: string | URL; method: string; path: string } };
    if (String(request.origin).replace(/\/$/, '') !== origin) return;
    if (request.path.split('?')[0].endsWith('/v1/platform/status')) return;
    calls.push(`${request.method} ${request.path}`);
  };
  diagnosticsChannel.subscribe('undici:request:create', onCreate);
  try {
    const result = await run();
    return { result, calls };
  } finally {
    diagnosticsChannel.unsubscribe('undici:request:create', onCreate);
  }
}

/**
 * `count` FEC rows inserted straight in the database (no stored file, no analysis): enough for lists,
 * pagination and budgets. Returns their uuids, oldest first.
 */
export async function insertFecRows(
  g: GatewayHarness,
  owner: { uuid: string; accountUuid: string },
  folderUuid: string | null,
  count: number,
  prefix = 'fec',
): Promise<string[]> {
  const base = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const uuid = randomUUID();
    return {
      uuid,
      account_uuid: owner.accountUuid,
      folder_uuid: folderUuid,
      owner_uuid: owner.uuid,
      anonymous_token_hash: null,
      original_name: `${prefix}-${String(i).padStart(3, '0')}.txt`,
      storage_key: `fecs/${owner.accountUuid}/${uuid}/missing.txt`,
      size: 1000 + i,
      sha256: '0'.repeat(64),
      line_count: 10 + i,
      company_name: `Société ${i}`,
      siren: null,
      revenue_type: 'BIC',
      fiscal_start: '2023-01-01',
      fiscal_end: '2023-12-31',
      extra: '{}',
      status: null,
      offer: null,
      locked: false,
      price_ht_cents: null,
      created_at: new Date(base + i * 1000),
    };
  });
  await g.api.db.insertInto('fecs').values(rows).execute();
  return rows.map((r) => r.uuid);
}
