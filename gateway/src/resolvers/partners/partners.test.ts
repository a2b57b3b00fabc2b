import { setTimeout as sleep } from 'node:timers/promises';
import type { TestDatabase } from '../../../../platform/db';
import { realFec } from '../../../../api/src/analyses/testing/fixtures';
import type { TestUser } from '../../../../api/src/testing/harness';
import { readFile } from 'node:fs/promises';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf } from '../users/test-support';

/**
 * The partner journey through `/graphql` with `Authorization: Bearer fak_…`: a key created by the Owner,
 * an upload prepared twice with one idempotency key, the file sent to the signed URL through the gateway,
 * one FEC, its analysis run by the engine, results read; the budget on every answer, and its refusals.
 */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

type Created = {
  createApiKey: { apiKey: { uuid: string; prefix: string; scopes: string[] }; secret: string };
};
type Upload = {
  uuid: string;
  status: string;
  uploadUrl: string;
  idempotencyKey: string;
  fec: { uuid: string; companyName: string | null } | null;
  analysis: { uuid: string; status: string } | null;
};

const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { apiKey { uuid prefix scopes createdBy } secret }
}`;
const UPLOAD = 'uuid status uploadUrl idempotencyKey fec { uuid companyName } analysis { uuid status }';

async function newKey(scopes: string[]): Promise<{ uuid: string; secret: string }> {
  const res = await g.gql<Created>(
    CREATE_KEY,
    { input: { name: 'Cabinet partenaire', scopes } },
    { token: owner.accessToken },
  );
  const created = dataOf(res).createApiKey;
  return { uuid: created.apiKey.uuid, secret: created.secret };
}

const origin = () => g.url.replace(/\/graphql$/, '');

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('partner API through GraphQL', () => {
  it('lists the scopes and the keys (never their secret) for the Owner', async () => {
    const key = await newKey(['FECS_READ']);
    const res = await g.gql<{
      apiKeyScopes: { scope: string; description: string }[];
      apiKeys: { items: { uuid: string; prefix: string; scopes: string[]; createdBy: string }[] };
    }>(
      '{ apiKeyScopes { scope description } apiKeys { items { uuid prefix scopes createdBy lastUsedAt revokedAt budgetCapacity budgetRefillPerSecond } pageInfo { total } } }',
      {},
      { token: owner.accessToken },
    );
    const data = dataOf(res);
    expect(data.apiKeyScopes.map((s) => s.scope)).toEqual([
      'FECS_READ',
      'FECS_IMPORT',
      'REPORTS',
      'REVIEW',
      'ECF',
    ]);
    const listed = data.apiKeys.items.find((k) => k.uuid === key.uuid)!;
    expect(listed).toMatchObject({
      prefix: key.secret.slice(0, 16),
      scopes: ['FECS_READ'],
      createdBy: owner.email,
    });
    expect(JSON.stringify(res)).not.toContain(key.secret);
  });

  it("puts the key's budget on extensions.cost, and refuses with BUDGET_EXHAUSTED (429, Retry-After) when spent", async () => {
    const key = await newKey(['FECS_READ']);
    const first = await g.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, { token: key.secret });
    expect(dataOf(first).me.uuid).toBe(owner.uuid);
    const cost = (
      first as unknown as { extensions: { cost: { estimated: number; budget: Record<string, number> } } }
    ).extensions.cost;
    expect(cost.budget).toEqual({
      remaining: 10_000 - cost.estimated,
      capacity: 10_000,
      refillPerSecond: 100,
    });
    // A person's token has no budget.
    const person = await g.gql('{ me { uuid } }', {}, { token: owner.accessToken });
    expect(
      (person as unknown as { extensions: { cost: Record<string, unknown> } }).extensions.cost.budget,
    ).toBeUndefined();

    await g.api.db
      .updateTable('api_keys')
      .set({
        budget_capacity: 5,
        budget_refill_per_second: 0.5,
        budget_level: 5,
        budget_updated_at: new Date(),
      })
      .where('uuid', '=', key.uuid)
      .execute();
    const spent = await g.gql('{ fecs { items { uuid } } }', {}, { token: key.secret });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const error = errorOf(spent);
    expect(error.extensions?.code).toBe('BUDGET_EXHAUSTED');
    expect(error.message).toMatch(
      /^Budget de requêtes épuisé pour cette clé d'API : réessayez dans \d+ secondes\.$/,
    );
  });

  it('refuses a revoked key (UNAUTHENTICATED) and a key asking for keys (FORBIDDEN)', async () => {
    const key = await newKey(['FECS_READ', 'FECS_IMPORT', 'REPORTS']);
    const keys = await g.gql('{ apiKeys { items { uuid } } }', {}, { token: key.secret });
    expect(errorOf(keys).extensions?.code).toBe('FORBIDDEN');
    const create = await g.gql(
      CREATE_KEY,
      { input: { name: 'Fille', scopes: ['REPORTS'] } },
      { token: key.secret },
    );
    expect(errorOf(create).extensions?.code).toBe('FORBIDDEN');
    const revoked = await g.gql<{ revokeApiKey: { revokedAt: string | null } }>(
      'mutation ($u: ID!) { revokeApiKey(uuid: $u) { revokedAt } }',
      { u: key.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(revoked).revokeApiKey.revokedAt).not.toBeNull();
    const refused = await g.gql('{ me { uuid } }', {}, { token: key.secret });
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toMatchObject({
      message: "Cette clé d'API est révoquée ou inconnue.",
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('imports once by signed URL, runs the analysis and reads its results', async () => {
    const key = await newKey(['FECS_READ', 'FECS_IMPORT', 'REPORTS']);
    const input = {
      idempotencyKey: 'export-2023',
      fileName: '000000000FEC20231231.txt',
      termsAccepted: true,
      companyName: 'Partenaire SA',
    };
    const prepare = () =>
      g.gql<{ createFecUpload: Upload }>(
        `mutation ($input: CreateFecUploadInput!) { createFecUpload(input: $input) { ${UPLOAD} } }`,
        { input },
        { token: key.secret },
      );
    const first = dataOf(await prepare()).createFecUpload;
    const second = dataOf(await prepare()).createFecUpload;
    expect(second.uuid).toBe(first.uuid);
    expect(first).toMatchObject({
      status: 'PENDING',
      fec: null,
      analysis: null,
      idempotencyKey: 'export-2023',
    });
    expect(first.uploadUrl).toMatch(
      /^\/upload\/fec-uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );

    const before = await g.api.db.selectFrom('fecs').select('uuid').execute();
    const file = await readFile(realFec('000000000FEC20231231.txt'));
    const sent = await fetch(`${origin()}${first.uploadUrl}`, { method: 'PUT', body: file });
    expect(sent.status).toBe(201);
    const again = await fetch(`${origin()}${first.uploadUrl}`, { method: 'PUT', body: file });
    expect(again.status).toBe(200);
    const after = await g.api.db.selectFrom('fecs').select('uuid').execute();
    expect(after.length).toBe(before.length + 1);

    let upload: Upload | null = null;
    for (let i = 0; i < 240; i++) {
      const res = await g.gql<{ fecUpload: Upload }>(
        `query ($u: ID!) { fecUpload(uuid: $u) { ${UPLOAD} } }`,
        { u: first.uuid },
        { token: key.secret },
      );
      upload = dataOf(res).fecUpload;
      if (upload.analysis?.status === 'DONE' || upload.analysis?.status === 'ERROR') break;
      await sleep(250);
    }
    expect(upload).toMatchObject({
      status: 'RECEIVED',
      fec: { companyName: 'Partenaire SA' },
      analysis: { status: 'DONE' },
    });
    const replay = dataOf(await prepare()).createFecUpload;
    expect(replay).toMatchObject({ uuid: first.uuid, status: 'RECEIVED', fec: { uuid: upload!.fec!.uuid } });

    const results = await g.gql<{
      analysis: { status: string; summary: { category: string; count: number }[] };
    }>(
      'query ($u: ID!) { analysis(uuid: $u) { status summary { category count } } }',
      { u: upload!.analysis!.uuid },
      { token: key.secret },
    );
    expect(dataOf(results).analysis.summary.length).toBeGreaterThan(0);

    // generateReport forwards its idempotency key: the same request twice asks for one report.
    const generate = () =>
      g.gql<{ generateReport: { reports: { uuid: string }[] } }>(
        'mutation ($input: GenerateReportInput!) { generateReport(input: $input) { reports { uuid } } }',
        {
          input: {
            name: 'Revue partenaire',
            fecUuids: [upload!.fec!.uuid],
            formats: ['XLSX'],
            idempotencyKey: 'rapport-1',
          },
        },
        { token: key.secret },
      );
    const r1 = dataOf(await generate()).generateReport.reports;
    const r2 = dataOf(await generate()).generateReport.reports;
    expect(r2.map((r) => r.uuid)).toEqual(r1.map((r) => r.uuid));
  }, 120_000);
});
