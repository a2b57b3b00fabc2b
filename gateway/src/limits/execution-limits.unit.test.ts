import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { executionLimitsPlugin } from './execution-limits';

/**
 * The mechanism on a toy schema with a clock the test moves: what runs after the deadline or past the
 * field ceiling, and what the answer holds.
 */
let now = 0;
let itemsResolved = 0;

const schema = makeExecutableSchema({
  typeDefs: `
    type Query { slow: [Item!]! many: [Item]! ping: String }
    type Item { id: ID! name: String }
  `,
  resolvers: {
    Query: {
      // An upstream call that takes 100 ms of the test's clock.
      slow: async () => {
        now += 100;
        return Array.from({ length: 1000 }, (_, i) => ({ id: i }));
      },
      many: () => Array.from({ length: 1000 }, (_, i) => ({ id: i })),
      ping: () => 'pong',
    },
    Item: {
      id: (item: { id: number }) => {
        itemsResolved++;
        return item.id;
      },
    },
  },
});

async function run(limits: { executionTimeoutMs: number; maxResponseFields: number }, query: string) {
  const server = new ApolloServer({ schema, plugins: [executionLimitsPlugin(limits, () => now)] });
  await server.start();
  try {
    const response = await server.executeOperation({ query });
    if (response.body.kind !== 'single') throw new Error('single result expected');
    return { http: response.http, result: response.body.singleResult };
  } finally {
    await server.stop();
  }
}

beforeEach(() => {
  now = 0;
  itemsResolved = 0;
});

describe('executionLimitsPlugin', () => {
  it('a deadline passed during a resolver stops every field after it', async () => {
    const { http, result } = await run(
      { executionTimeoutMs: 50, maxResponseFields: 1_000_000 },
      '{ slow { id name } ping }',
    );
    expect(itemsResolved).toBe(0);
    expect(http.status).toBe(503);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'QUERY_TIMEOUT', status: 503 } }),
    ]);
  });

  it('within the deadline everything runs', async () => {
    const { result } = await run(
      { executionTimeoutMs: 150, maxResponseFields: 1_000_000 },
      '{ slow { id } }',
    );
    expect(result.errors).toBeUndefined();
    expect(itemsResolved).toBe(1000);
  });

  it('past the field ceiling, nullable items each stop at once and the answer holds one error', async () => {
    const { http, result } = await run(
      { executionTimeoutMs: 10_000, maxResponseFields: 100 },
      '{ many { id } }',
    );
    // 1 root field + 99 ids, then every remaining item fails on its first field without resolving it.
    expect(itemsResolved).toBe(99);
    expect(http.status).toBe(400);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', status: 400 });
  });

  it('an answer of fields read straight from their objects is counted once built, and refused past the ceiling', async () => {
    // 1 root field + 1,000 names, none with a resolver of its own (the guard does not wrap them).
    const over = await run({ executionTimeoutMs: 10_000, maxResponseFields: 1000 }, '{ many { name } }');
    expect(over.http.status).toBe(400);
    expect(over.result.data).toBeUndefined();
    expect(over.result.errors).toHaveLength(1);
    expect(over.result.errors?.[0]?.extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', status: 400 });
    expect(over.result.errors?.[0]?.message).toMatch(/^Réponse trop volumineuse : plus de 1\u202f000 champs/);
    const at = await run({ executionTimeoutMs: 10_000, maxResponseFields: 1001 }, '{ many { name } }');
    expect(at.result.errors).toBeUndefined();
    expect((at.result.data as { many: unknown[] }).many).toHaveLength(1000);
  });
});
