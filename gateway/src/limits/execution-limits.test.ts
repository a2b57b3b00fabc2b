import type { TestDatabase } from '../../../platform/db';
import type { TestUser } from '../../../api/src/testing/harness';
import { DEFAULT_LIMITS } from '../config';
import { countApiCalls, insertFecRows } from '../resolvers/fecs/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  await insertFecRows(g, owner, null, 20, 'plafond');
});
afterEach(() => {
  Object.assign(g.config.limits, DEFAULT_LIMITS);
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const FECS = '{ fecs(limit: 20) { items { uuid originalName companyName siren size } } }';
type Answer = Awaited<ReturnType<GatewayHarness['gql']>> & {
  status: number;
  message?: string;
  extensions?: { cost?: unknown };
};

describe('execution deadline (GATEWAY_EXECUTION_TIMEOUT_MS)', () => {
  it('past the deadline no resolver runs and the answer is one French 503 error, without data', async () => {
    g.config.limits.executionTimeoutMs = 0;
    const { result, calls } = await countApiCalls(g, () => g.gql(FECS, {}, { token: owner.accessToken }));
    const res = result as Answer;
    expect(calls).toEqual([]);
    expect(res.status).toBe(503);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TIMEOUT', status: 503 });
    expect(res.errors?.[0]?.message).toMatch(/^La requête a dépassé la durée maximale d'exécution \(0 s\)/);
    expect(res.message).toBe(res.errors?.[0]?.message);
    expect(res.extensions?.cost).toBeDefined();
  });
});

describe('response ceilings', () => {
  it('refuses an answer resolving more fields than GATEWAY_MAX_RESPONSE_FIELDS, in French', async () => {
    g.config.limits.maxResponseFields = 30;
    const res = (await g.gql(FECS, {}, { token: owner.accessToken })) as Answer;
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', status: 400 });
    expect(res.errors?.[0]?.message).toBe(
      'Réponse trop volumineuse : plus de 30 champs. Réduisez les limites (limit) ou le nombre de champs demandés.',
    );
    // Under the ceiling the same query passes.
    g.config.limits.maxResponseFields = 200;
    expect((await g.gql(FECS, {}, { token: owner.accessToken })).errors).toBeUndefined();
  });

  it('refuses a serialised answer over GATEWAY_MAX_RESPONSE_BYTES, keeping its cost', async () => {
    g.config.limits.maxResponseBytes = 1024;
    const res = (await g.gql(FECS, {}, { token: owner.accessToken })) as Answer;
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', status: 400 });
    expect(res.errors?.[0]?.message).toBe(
      'Réponse trop volumineuse : plus de 1 Kio. Réduisez les limites (limit) ou le nombre de champs demandés.',
    );
    expect(res.message).toBe(res.errors?.[0]?.message);
    expect(res.extensions?.cost).toEqual({ estimated: 2 + 2 + 20 * 5, maximum: DEFAULT_LIMITS.maxQueryCost });
    const small = await g.gql('{ schemaVersion }');
    expect(small.status).toBe(200);
    expect(small.errors).toBeUndefined();
  });
});
