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
  await insertFecRows(g, owner, null, 3, 'cout');
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

/** The query of issue #10: 37.8 s and 660 MB with 61 FECs before this limit. */
const NESTED =
  '{fecs(limit:1000){items{folder{fecs(limit:1000){items{folder{fecs(limit:1000){items{uuid originalName}}}}}}}}}';

describe('query cost (multiplied by list sizes, checked before execution)', () => {
  it('refuses the nested query of issue #10 with a French 400, without calling the API', async () => {
    const { result: res, calls } = await countApiCalls(g, () =>
      g.gql(NESTED, {}, { token: owner.accessToken }),
    );
    expect(calls).toEqual([]);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COSTLY', status: 400 });
    expect(res.errors?.[0]?.message).toMatch(
      /^Requête trop coûteuse : coût estimé 2\s006\s006\s004 pour un maximum de 200\s000\. Réduisez les limites \(limit\) ou l'imbrication\.$/,
    );
    const body = res as unknown as { status: number; message: string; extensions: unknown };
    expect(body.status).toBe(400);
    expect(body.message).toBe(res.errors?.[0]?.message);
    expect(body.extensions).toEqual({
      cost: { estimated: 2_006_006_004, maximum: DEFAULT_LIMITS.maxQueryCost },
    });
  });

  it('tells the cost on every answer, and runs what fits', async () => {
    const res = await g.gql<{ fecs: { items: { uuid: string }[] } }>(
      'query($l: Int) { fecs(limit: $l) { items { uuid } } }',
      { l: 10 },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.fecs.items).toHaveLength(3);
    expect((res as unknown as { extensions: unknown }).extensions).toEqual({
      cost: { estimated: 2 + 2 + 10, maximum: DEFAULT_LIMITS.maxQueryCost },
    });
    const anonymous = await g.gql('{ schemaVersion }');
    expect((anonymous as unknown as { extensions: unknown }).extensions).toEqual({
      cost: { estimated: 1, maximum: DEFAULT_LIMITS.maxQueryCost },
    });
  });

  it('follows the configured maximum (GATEWAY_MAX_QUERY_COST) and the variables sent', async () => {
    g.config.limits.maxQueryCost = 100;
    try {
      const query = 'query($l: Int) { fecs(limit: $l) { items { uuid originalName } } }';
      const small = await g.gql(query, { l: 40 }, { token: owner.accessToken });
      expect(small.errors).toBeUndefined();
      const big = await g.gql(query, { l: 60 }, { token: owner.accessToken });
      expect(big.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
      expect(big.errors?.[0]?.message).toMatch(/coût estimé 124 pour un maximum de 100\./);
    } finally {
      g.config.limits.maxQueryCost = DEFAULT_LIMITS.maxQueryCost;
    }
  });
});
