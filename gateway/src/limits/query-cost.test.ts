import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import fc from 'fast-check';
import { buildSchema, getOperationAST, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { DEFAULT_LIMITS } from '../config';
import { loadTypeDefs } from '../schema';
import { estimateCost, type CostOptions } from './query-cost';

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const options: CostOptions = { defaultListSize: DEFAULT_LIMITS.defaultListSize };

function cost(
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
  on = schema,
  opts = options,
) {
  const document = parse(query);
  const operation = getOperationAST(document, operationName)!;
  return estimateCost({ schema: on, document, operation, variables }, opts);
}

describe('the cost model', () => {
  it('a scalar costs 1, an object 2 plus its fields, a limit multiplies the items of its page', () => {
    expect(cost('{ schemaVersion }')).toBe(1);
    // fecs 2 + items (2 + 10 × 2) + pageInfo (2 + 1): the limit multiplies the items, not the pageInfo.
    const page = 'query($l: Int) { fecs(limit: $l) { items { uuid originalName } pageInfo { total } } }';
    expect(cost('{ fecs(limit: 10) { items { uuid originalName } pageInfo { total } } }')).toBe(27);
    expect(cost(page, { l: 10 })).toBe(27);
    // Absent or null: the argument's schema default (50 for fecs).
    expect(cost(page)).toBe(2 + 2 + 50 * 2 + 3);
    expect(cost(page, { l: null })).toBe(2 + 2 + 50 * 2 + 3);
    // The variable's own default when the request does not give it.
    expect(cost(page.replace('$l: Int', '$l: Int = 7'))).toBe(2 + 2 + 7 * 2 + 3);
  });

  it('a list without limit counts the default list size; a read by ids counts its ids', () => {
    // analysis 2 + controls (2 + 50 × 2)
    expect(cost('{ analysis(uuid: "a") { controls { controlId label } } }')).toBe(2 + 2 + 50 * 2);
    const byIds = 'query($ids: [ID!]) { analyses(ids: $ids, limit: 500) { items { uuid } } }';
    expect(cost(byIds, { ids: ['a', 'b', 'c'] })).toBe(2 + 2 + 3);
    expect(cost(byIds, {})).toBe(2 + 2 + 500);
    expect(cost('{ folders(ids: ["a", "b"]) { uuid name } }')).toBe(2 + 2 * 2);
  });

  it('counts fragments and inline fragments where they are spread, and known @skip / @include', () => {
    const inline = cost('{ fecs(limit: 5) { items { uuid originalName } } }');
    expect(
      cost(
        '{ fecs(limit: 5) { ...Page } } fragment Page on FecPage { items { ...Row } } fragment Row on Fec { uuid originalName }',
      ),
    ).toBe(inline);
    expect(cost('{ fecs(limit: 5) { ... on FecPage { items { ... { uuid originalName } } } } }')).toBe(
      inline,
    );
    expect(cost('{ schemaVersion me @skip(if: true) { uuid } }')).toBe(1);
    expect(cost('query($v: Boolean!) { schemaVersion me @include(if: $v) { uuid } }', { v: false })).toBe(1);
    // Unknown condition: counted (conservative).
    expect(cost('query($v: Boolean!) { schemaVersion me @include(if: $v) { uuid } }')).toBe(1 + 3);
  });

  it('counts a list declared with @listSize at its declared size, a limit still first', () => {
    const sized = buildSchema(`
      directive @listSize(assumedSize: Int!) on FIELD_DEFINITION
      type Query { sections(limit: Int): [Section!]! @listSize(assumedSize: 4) plain: [Section!]! }
      type Section { key: String }
    `);
    expect(cost('{ sections { key } }', {}, undefined, sized)).toBe(2 + 4 * 1);
    expect(cost('{ sections(limit: 2) { key } }', {}, undefined, sized)).toBe(2 + 2 * 1);
    expect(cost('{ plain { key } }', {}, undefined, sized)).toBe(2 + options.defaultListSize * 1);
  });

  it('does not count introspection (schema in memory, staff only in production)', () => {
    expect(cost('{ __schema { types { name fields { name args { name } } } } }')).toBe(0);
    expect(cost('{ __typename schemaVersion }')).toBe(2);
  });

  it('prices the nested query of issue #10 beyond a billion', () => {
    const nested =
      '{fecs(limit:1000){items{folder{fecs(limit:1000){items{folder{fecs(limit:1000){items{uuid originalName}}}}}}}}}';
    expect(cost(nested)).toBe(2_006_006_004);
  });

  it('stays linear on nested fragment spreads (no exponential blow-up while estimating)', () => {
    const levels = 30;
    let query = '{ me { ...F0 } }';
    for (let i = 0; i < levels; i++) {
      query += ` fragment F${i} on Me { uuid ${i + 1 < levels ? `a: currentAccount { uuid } ...F${i + 1} ...F${i + 1}` : ''} }`;
    }
    const started = process.hrtime.bigint();
    expect(cost(query)).toBeGreaterThan(2 ** 29);
    // Not a timing assertion on the machine: a sanity bound that only an exponential walk would break.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });
});

/** Every operation of the web client, with the largest variables it sends. */
function clientOperations(): { name: string; query: string }[] {
  const root = join(import.meta.dirname, '../../../client/src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql'));
  const source = files.map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
  const document = parse(source);
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: operation.name!.value, query: source }));
}

/** The largest values the client sends: grids of 100 rows, 3 analyses side by side. */
const CLIENT_VARIABLES: Record<string, unknown> = {
  limit: 100,
  offset: 0,
  ids: ['a', 'b', 'c'],
  fecUuids: ['a', 'b', 'c'],
  memberUuids: Array.from({ length: 100 }, (_, i) => `m${i}`),
};

describe('every operation of the web client passes', () => {
  const operations = clientOperations();

  it('finds the client operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s', (_name, { name, query }) => {
    const estimated = cost(query, CLIENT_VARIABLES, name);
    expect(estimated).toBeGreaterThan(0);
    expect(estimated).toBeLessThanOrEqual(DEFAULT_LIMITS.maxQueryCost / 1.5);
  });

  it('the heaviest is the group list with members (500 groups × 50 members)', () => {
    const costs = operations.map((o) => [o.name, cost(o.query, CLIENT_VARIABLES, o.name)] as const);
    const [heaviest, value] = costs.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(heaviest).toBe('AccessPageGroups');
    expect(value).toBe(2 + 2 + 500 * (1 + 1 + 1 + (2 + 50 * 4)));
  });
});

describe("the gateway tests' heaviest operations pass", () => {
  const ids = Array.from({ length: 50 }, (_, i) => `a${i}`);
  it.each([
    [
      'budgets: the nested folder query of the web UI',
      `query ($uuid: ID!) { folder(uuid: $uuid) { children { uuid name } fecs(limit: 50) {
        items { uuid latestAnalysis { status summary { category count } controls { controlId result rows } } } } } }`,
      { uuid: 'f' },
    ],
    [
      'budgets: controls and comments of 50 analyses',
      `query ($ids: [ID!]) { analyses(ids: $ids) { items {
        controls { controlId comments { body } } errors: controls(category: ERROR) { controlId } } } }`,
      { ids },
    ],
    [
      'budgets: the FECs of 50 analyses',
      `query ($ids: [ID!]) { analyses(ids: $ids) { items { fecs { uuid latestAnalysis { uuid } } } } }`,
      { ids },
    ],
  ])('%s', (_name, query, variables) => {
    expect(cost(query, variables)).toBeLessThanOrEqual(DEFAULT_LIMITS.maxQueryCost);
  });
});

/** Properties on a small schema of nested lists and pages, over random operations. */
describe('properties', () => {
  const toy = buildSchema(`
    type Query { node: Node nodes(limit: Int = 10): [Node!]! page(limit: Int = 20): Page! list: [Node!]! }
    type Node {
      id: ID! name: String tags: [String!]!
      child: Node children(limit: Int): [Node!]! page(limit: Int = 5): Page! list: [Node!]!
    }
    type Page { items: [Node!]! pageInfo: PageInfo! }
    type PageInfo { total: Int! }
  `);
  interface Sel {
    leaves: string[];
    objects: { field: 'child' | 'children' | 'list' | 'page'; limit: number; sub: Sel }[];
  }
  /** Random selections of Node, at most four levels deep. */
  const selectionOf = (depth: number): fc.Arbitrary<Sel> =>
    fc.record({
      leaves: fc.uniqueArray(fc.constantFrom('id', 'name', 'tags'), { minLength: 1 }),
      objects:
        depth === 0
          ? fc.constant([])
          : fc.array(
              fc.record({
                field: fc.constantFrom(
                  'child' as const,
                  'children' as const,
                  'list' as const,
                  'page' as const,
                ),
                limit: fc.integer({ min: 0, max: 1000 }),
                sub: selectionOf(depth - 1),
              }),
              { maxLength: 2 },
            ),
    });
  const selection = selectionOf(4);

  /** The query text and its number of fields, each limit passed through `bump`. */
  function print(sel: Sel, bump: (limit: number) => number): { text: string; fields: number } {
    let fields = sel.leaves.length;
    const parts = [...sel.leaves];
    sel.objects.forEach((o, i) => {
      const inner = print(o.sub, bump);
      const alias = `o${i}: `;
      if (o.field === 'page') {
        parts.push(`${alias}page(limit: ${bump(o.limit)}) { items { ${inner.text} } pageInfo { total } }`);
        fields += 4 + inner.fields;
      } else {
        const args = o.field === 'children' ? `(limit: ${bump(o.limit)})` : '';
        parts.push(`${alias}${o.field}${args} { ${inner.text} }`);
        fields += 1 + inner.fields;
      }
    });
    return { text: parts.join(' '), fields };
  }

  const costOf = (text: string) => cost(`{ node { ${text} } }`, {}, undefined, toy);

  it('the cost is never below the number of fields', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const { text, fields } = print(sel, (l) => l);
        expect(costOf(text)).toBeGreaterThanOrEqual(fields + 1);
      }),
    );
  });

  it('the cost never decreases when a limit grows', () => {
    fc.assert(
      fc.property(selection, fc.integer({ min: 1, max: 500 }), (sel, more) => {
        const before = costOf(print(sel, (l) => l).text);
        const after = costOf(print(sel, (l) => l + more).text);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
