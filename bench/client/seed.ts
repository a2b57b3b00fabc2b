/**
 * Data for the client benchmark. 5,000 FECs are written straight into the product's database (the
 * upload route would queue 5,000 analyses on two cores); PGlite belongs to one process, so the caller
 * stops the product first and restarts it after.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { ApiDatabase } from '../../api/src/db/database';
import { databaseOptionsFromEnv, openDatabase } from '../../platform/db';
import type { ApiClient } from '../../tests/e2e/support/api';

export interface Owner {
  userUuid: string;
  accountUuid: string;
}

export async function ownerOf(api: ApiClient, cookie: string): Promise<Owner> {
  const { data } = await api.gql<{ me: { uuid: string; currentAccount: { uuid: string } } }>(
    '{ me { uuid currentAccount { uuid } } }',
    {},
    cookie,
  );
  return { userUuid: data.me.uuid, accountUuid: data.me.currentAccount.uuid };
}

/** `count` FEC rows at the root of the owner's library, with varied names, companies and dates. */
export async function seedFecRows(env: Record<string, string>, owner: Owner, count: number): Promise<void> {
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
  try {
    const db = (database.db as unknown as Kysely<ApiDatabase>).withSchema(env.API_SCHEMA || 'api');
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, j) => {
        const i = start + j;
        const siren = String(100_000_000 + i * 7919).slice(0, 9);
        const year = 2015 + (i % 10);
        const uuid = randomUUID();
        const name = `${siren}FEC${year}1231.txt`;
        return {
          uuid,
          account_uuid: owner.accountUuid,
          folder_uuid: null,
          owner_uuid: owner.userUuid,
          anonymous_token_hash: null,
          original_name: name,
          // No file behind it: the grid never reads the file, and downloads are not measured.
          storage_key: `fecs/${owner.accountUuid}/${uuid}/${name}`,
          size: 10_000 + ((i * 104_729) % 50_000_000),
          sha256: randomBytes(32).toString('hex'),
          line_count: 100 + ((i * 7_877) % 900_000),
          company_name: `Société ${i.toString(36).toUpperCase()} SAS`,
          siren,
          revenue_type: null,
          fiscal_start: `${year}-01-01`,
          fiscal_end: `${year}-12-31`,
          extra: '{}',
          status: null,
          offer: null,
          locked: false,
          price_ht_cents: null,
        };
      });
      await db.insertInto('fecs').values(rows).execute();
    }
  } finally {
    await database.close();
  }
}

/** POST /upload/fecs as the browser does (multipart, fields before the file); returns the analysis uuid. */
export async function uploadFec(baseURL: string, cookie: string, file: string, name = basename(file)) {
  const form = new FormData();
  form.set('terms_accepted', 'true');
  form.set('folder_uuid', '-1');
  form.set('files', await openAsBlob(file), name);
  const res = await fetch(`${baseURL}/upload/fecs`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /upload/fecs : ${res.status} ${text.slice(0, 500)}`);
  const body = JSON.parse(text) as { data: { data: { uuid: string; analysis: { uuid: string } }[] } };
  const [fec] = body.data.data;
  return { fecUuid: fec.uuid, analysisUuid: fec.analysis.uuid };
}

/** Polls the analysis until it is finished; returns its status and how long it took. */
export async function waitAnalysis(api: ApiClient, cookie: string, uuid: string, timeoutMs = 15 * 60_000) {
  const started = Date.now();
  for (;;) {
    const { data } = await api.gql<{ analysis: { status: string } | null }>(
      'query ($u: ID!) { analysis(uuid: $u) { status } }',
      { u: uuid },
      cookie,
    );
    const status = data.analysis?.status ?? 'ABSENT';
    if (!['WAITSTART', 'INPROGRESS', 'GENERATING'].includes(status)) {
      return { status, ms: Date.now() - started };
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Analyse ${uuid} toujours ${status}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
