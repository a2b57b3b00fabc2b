/**
 * Reports (issue 12) across accounts: the Owner of account B tries every reports route on A's report and
 * A's FEC, through REST, GraphQL and the gateway's download route. Reads answer as if the report did not
 * exist (404 / null, nothing of A shows), generation on A's FEC is refused with the FEC message, deletion
 * finds nothing; afterwards every row of A — and its reports' rows and files — is exactly what it was, and
 * B holds no report.
 */
import type { TestDatabase } from '../../platform/db';
import { seedAnalysedFec, seedReport, type SeededAnalysedFec } from '../../api/src/reports/testing';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let a: TestUser;
let b: TestUser;
let fecA: SeededAnalysedFec;
let fecB: SeededAnalysedFec;
let done: { uuid: string; keys: string[] };
let loading: { uuid: string; keys: string[] };
let before: Awaited<ReturnType<typeof snapshot>>;
const SECRET = 'Rapport secret A';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

/** Account A as stored: every row (support.ts), its reports' rows, and whether each report file is there. */
async function snapshot(accountUuid: string) {
  const reports = await h.db
    .selectFrom('reports')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const files: Record<string, boolean> = {};
  for (const key of [...done.keys, ...loading.keys]) files[key] = await h.deps.storage.exists(key);
  return JSON.parse(JSON.stringify({ account: await snapshotAccount(h, accountUuid), reports, files }));
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue(), reports: 'record' } });
  h = g.api;
  [a, b] = [await h.newOwner(), await h.newOwner()];
  fecA = await seedAnalysedFec(h, a, { companyName: 'Société secrète' });
  fecB = await seedAnalysedFec(h, b);
  done = await seedReport(h, { accountUuid: a.accountUuid, createdBy: a.uuid, fec: fecA, name: SECRET });
  loading = await seedReport(h, {
    accountUuid: a.accountUuid,
    createdBy: a.uuid,
    fec: fecA,
    status: 'loading',
  });
  before = await snapshot(a.accountUuid);
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const NOT_FOUND = "Ce rapport n'existe pas.";
const FEC_FORBIDDEN = "Vous n'avez pas accès à ce Fec.";

describe("another account's reports, through REST", () => {
  const asB = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    h.call<Envelope<Loose> & { message?: string }>(method, path, { token: b.accessToken, body, query });

  it.each([
    ['GET', 'v1/reports/{done}', () => `/v1/reports/${done.uuid}`],
    ['GET', 'v1/reports/{loading}', () => `/v1/reports/${loading.uuid}`],
    ['GET', 'v1/reports/{done}/files/pdf', () => `/v1/reports/${done.uuid}/files/pdf`],
    ['GET', 'v1/reports/{done}/files/xlsx', () => `/v1/reports/${done.uuid}/files/xlsx`],
    ['DELETE', 'v1/reports/{done}', () => `/v1/reports/${done.uuid}`],
    ['DELETE', 'v1/reports/{loading}', () => `/v1/reports/${loading.uuid}`],
  ])('%s %s → 404, as if it did not exist', async (method, _label, path) => {
    const res = await asB(method, path());
    expect({ status: res.status, message: res.body?.message }).toEqual({ status: 404, message: NOT_FOUND });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('lists: a batch by ids leaves them out, the list shows none of them, the FEC filter is refused', async () => {
    const batch = await asB('GET', '/v1/reports', undefined, { ids: `${done.uuid},${loading.uuid}` });
    expect(batch.status).toBe(200);
    expect(batch.body.data.data).toEqual({ items: [], total: 0 });
    const all = await asB('GET', '/v1/reports');
    expect(all.body.data.data.items.map((r: { uuid: string }) => r.uuid)).not.toContain(done.uuid);
    // Filtering on its FEC is refused like the FEC's other lists.
    const byFec = await asB('GET', '/v1/reports', undefined, { fec_uuid: fecA.fecUuid });
    expect(byFec.status).toBe(403);
    expect(JSON.stringify([batch.body, all.body, byFec.body])).not.toContain(SECRET);
  });

  it("generating on A's FEC, alone or merged with B's own: 403 with the FEC message, nothing recorded", async () => {
    for (const body of [
      { name: 'Vol', fec_uuids: [fecA.fecUuid], formats: ['pdf'] },
      { name: 'Vol', fec_uuids: [fecB.fecUuid, fecA.fecUuid], merge: true, formats: ['pdf'] },
    ]) {
      const res = await asB('POST', '/v1/reports', body);
      expect({ status: res.status, message: res.body?.message }).toEqual({
        status: 403,
        message: FEC_FORBIDDEN,
      });
    }
    const ofB = await h.db
      .selectFrom('reports')
      .select('uuid')
      .where('account_uuid', '=', b.accountUuid)
      .execute();
    expect(ofB).toEqual([]);
  });
});

describe("another account's reports, through GraphQL and the download route", () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    g.gql<Loose>(query, variables, { token: b.accessToken });

  it('report(uuid) is null; reports(fecUuid) on its FEC is FORBIDDEN', async () => {
    const one = await gql('query ($u: ID!) { report(uuid: $u) { uuid name } }', { u: done.uuid });
    expect(one.errors).toBeUndefined();
    expect(one.data.report).toBeNull();
    const page = await gql('query ($f: ID) { reports(fecUuid: $f) { items { uuid } pageInfo { total } } }', {
      f: fecA.fecUuid,
    });
    expect(page.data?.reports ?? null).toBeNull();
    expect(page.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(page)).not.toContain(SECRET);
  });

  it('deleteReport: NOT_FOUND; generateReport on its FEC: FORBIDDEN', async () => {
    const deleted = await gql('mutation ($u: ID!) { deleteReport(uuid: $u) }', { u: done.uuid });
    expect(codeOf(deleted)).toBe('NOT_FOUND');
    expect(deleted.errors?.[0]?.message).toBe(NOT_FOUND);
    const generated = await gql(
      'mutation ($i: GenerateReportInput!) { generateReport(input: $i) { reports { uuid } } }',
      { i: { name: 'Vol', fecUuids: [fecA.fecUuid], formats: ['PDF'] } },
    );
    expect(codeOf(generated)).toBe('FORBIDDEN');
    expect(generated.errors?.[0]?.message).toBe(FEC_FORBIDDEN);
  });

  it('/download/reports/{uuid}.pdf with B’s session: 404, no byte of the file', async () => {
    const base = g.url.replace(/\/graphql$/, '');
    const res = await fetch(`${base}/download/reports/${done.uuid}.pdf`, {
      headers: { authorization: `Bearer ${b.accessToken}` },
    });
    const text = await res.text();
    expect(res.status).toBe(404);
    expect(text).not.toContain('document pdf');
  });
});

describe('afterwards', () => {
  it('every row of A, its reports and their files are unchanged', async () => {
    const after = await snapshot(a.accountUuid);
    expect(after).toEqual(before);
    expect(Object.values(after.files).every(Boolean)).toBe(true);
    // And A still reads its own report (the refusals above were not a broken route).
    const own = await h.call('GET', `/v1/reports/${done.uuid}/files/pdf`, { token: a.accessToken });
    expect(own.status).toBe(200);
    expect(brief(own)).toContain(`document pdf ${done.uuid}`);
  });
});
