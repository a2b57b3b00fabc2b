/**
 * Connectors (issue 13) across accounts: the Owner of another account, through REST and GraphQL, on the
 * victim's connector. Every route that names it answers 404 « Ce connecteur n'existe pas. » (its existence
 * is not confirmed), a batch read naming it is 403, its company and token never appear in an answer, an
 * import of the attacker's own connector into the victim's folder is refused, and afterwards every row of
 * the victim's account (connectors and imports included) is unchanged.
 */
import type { TestDatabase } from '../../platform/db';
import { seedConnector } from '../../api/src/connectors/testing';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, dataOf, snapshotAccount, type Envelope } from './support';

const NOT_FOUND = "Ce connecteur n'existe pas.";
const SECRET = 'Société Très Secrète';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let victim: TestUser;
let attacker: TestUser;
let victimConnector: { uuid: string; token: string };
let ownConnector: string;
let victimFolder: string;
let before: Awaited<ReturnType<typeof snapshotAccount>>;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  victim = await h.newOwner();
  attacker = await h.newOwner();
  victimConnector = await seedConnector(h, victim, { name: SECRET });
  ownConnector = (await seedConnector(h, attacker)).uuid;
  const folder = await h.call<Envelope<{ uuid: string }>>('POST', '/v1/folders', {
    token: victim.accessToken,
    body: { name: 'Dossier du client', parent_uuid: '-1' },
  });
  victimFolder = dataOf(folder).uuid;
  // An import of the victim, so its imports are in the snapshot too.
  const imported = await h.call('POST', `/v1/connectors/${victimConnector.uuid}/imports`, {
    token: victim.accessToken,
    body: { start_date: '2024-01-01', end_date: '2024-12-31' },
  });
  expect(imported.status).toBe(201);
  // The import's job runs on: the snapshot waits until it has settled (FEC stored, analysis queued).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const pending = await h.db
      .selectFrom('connector_imports')
      .select('uuid')
      .where('account_uuid', '=', victim.accountUuid)
      .where('status', '=', 'generating')
      .execute();
    if (pending.length === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  before = await snapshotAccount(h, victim.accountUuid);
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const leaks = (text: string) => [SECRET, victimConnector.token, victim.email].filter((s) => text.includes(s));

describe('REST, from another account’s Owner', () => {
  it('every route naming the victim’s connector → 404, nothing of it answered', async () => {
    const u = victimConnector.uuid;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/connectors/${u}`],
      ['PUT', `/v1/connectors/${u}`, { auto_refresh: true }],
      ['POST', `/v1/connectors/${u}/refresh`],
      ['POST', `/v1/connectors/${u}/imports`, { start_date: '2025-01-01', end_date: '2025-12-31' }],
      ['DELETE', `/v1/connectors/${u}`],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of attempts) {
      const res = await h.call<{ message?: string }>(method, path, { token: attacker.accessToken, body });
      if (res.status !== 404 || res.body?.message !== NOT_FOUND)
        failures.push(`${method} ${path} → ${brief(res)}`);
      for (const leak of leaks(JSON.stringify(res.body))) failures.push(`${method} ${path} leaks ${leak}`);
    }
    expect(failures).toEqual([]);
  });

  it('a batch read naming it → 403; its own list leaves it out', async () => {
    const mixed = await h.call('GET', '/v1/connectors', {
      token: attacker.accessToken,
      query: { ids: `${ownConnector},${victimConnector.uuid}` },
    });
    expect(mixed.status).toBe(403);
    const list = await h.call<Envelope<{ items: { uuid: string }[] }>>('GET', '/v1/connectors', {
      token: attacker.accessToken,
    });
    expect(dataOf(list).items.map((c) => c.uuid)).toEqual([ownConnector]);
    expect(leaks(JSON.stringify(list.body))).toEqual([]);
  });

  it('importing its own connector into the victim’s folder → 403, no FEC anywhere', async () => {
    const res = await h.call('POST', `/v1/connectors/${ownConnector}/imports`, {
      token: attacker.accessToken,
      body: { start_date: '2025-01-01', end_date: '2025-12-31', folder_uuid: victimFolder },
    });
    expect(res.status).toBe(403);
    const fecs = await h.db
      .selectFrom('fecs')
      .select('uuid')
      .where('account_uuid', '=', attacker.accountUuid)
      .execute();
    expect(fecs).toEqual([]);
  });
});

describe('GraphQL, from another account’s Owner', () => {
  it('reads null for the victim’s connector and is refused every mutation on it', async () => {
    const read = await g.gql<{ connector: unknown }>(
      'query ($u: ID!) { connector(uuid: $u) { uuid companyName } }',
      { u: victimConnector.uuid },
      { token: attacker.accessToken },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.connector).toBeNull();
    const mutations = [
      'mutation ($u: ID!) { refreshConnector(uuid: $u) { uuid } }',
      'mutation ($u: ID!) { setConnectorAutoRefresh(uuid: $u, enabled: true) { uuid } }',
      'mutation ($u: ID!) { deleteConnector(uuid: $u) }',
    ];
    for (const m of mutations) {
      const res = await g.gql(m, { u: victimConnector.uuid }, { token: attacker.accessToken });
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(leaks(JSON.stringify(res))).toEqual([]);
    }
    const imp = await g.gql(
      `mutation ($i: ImportFromConnectorInput!) { importFromConnector(input: $i) { fec { uuid } } }`,
      { i: { connectorUuid: victimConnector.uuid, startDate: '2025-01-01', endDate: '2025-12-31' } },
      { token: attacker.accessToken },
    );
    expect(codeOf(imp)).toBe('NOT_FOUND');
  });
});

describe('afterwards', () => {
  it('every row of the victim’s account is unchanged, connectors and imports included', async () => {
    expect(await snapshotAccount(h, victim.accountUuid)).toEqual(before);
  });
});
