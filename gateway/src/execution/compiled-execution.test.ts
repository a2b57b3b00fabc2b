import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { compiledExecution } from './compiled-execution';

/** A small schema with what the gateway's answers rely on: errors of every kind, null bubbling, unions. */
const typeDefs = `
  type Query {
    fec(id: ID!): Fec
    fecs(limit: Int = 2): [Fec!]!
    strict: [Fec!]!
    failing: String
    refused: String
    node(kind: String!): Node
  }
  type Mutation { remove(id: ID!): ID! }
  type Fec implements Node { id: ID! name: String! amount: Float broken: String! }
  type Folder implements Node { id: ID! title: String! }
  interface Node { id: ID! }
`;
const fec = (i: number) => ({ id: `f${i}`, name: `FEC ${i}`, amount: i * 1.5 });
const resolvers = {
  Query: {
    fec: (_: unknown, { id }: { id: string }) => (id === 'none' ? null : { ...fec(1), id }),
    fecs: async (_: unknown, { limit }: { limit: number }) => Array.from({ length: limit }, (_, i) => fec(i)),
    strict: () => [fec(1), { id: 'x', name: null }],
    failing: () => {
      throw new Error('Problème inattendu');
    },
    refused: () => {
      throw new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN', status: 403 } });
    },
    node: (_: unknown, { kind }: { kind: string }) =>
      kind === 'fec' ? fec(2) : { id: 'd1', title: 'Dossier', __kind: 'folder' },
  },
  Mutation: {
    remove: async () => {
      const error = new Error("Ce FEC n'existe pas.") as Error & { extensions?: unknown };
      error.extensions = { code: 'NOT_FOUND', status: 404 };
      throw error;
    },
  },
  Fec: {
    broken: () => Promise.reject(new Error('Calcul impossible')),
  },
  Node: {
    __resolveType: (n: { __kind?: string }) => (n.__kind === 'folder' ? 'Folder' : 'Fec'),
  },
};

function servers() {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  // As the gateway answers: no stack traces (they name the executor's own frames).
  return [
    new ApolloServer({ schema, includeStacktraceInErrorResponses: false }),
    new ApolloServer({ gateway: compiledExecution(schema), includeStacktraceInErrorResponses: false }),
  ] as const;
}

const OPERATIONS: [string, string, Record<string, unknown>][] = [
  [
    'lists, aliases, fragments, variables',
    `query($n: Int) { a: fecs(limit: $n) { ...F } b: fecs { id } }
     fragment F on Fec { id name amount }`,
    { n: 3 },
  ],
  ['a null object and defaults', '{ fec(id: "none") { id } fecs { id } }', {}],
  [
    '@include and @skip',
    'query($y: Boolean!) { fecs { id name @include(if: $y) amount @skip(if: $y) } }',
    { y: false },
  ],
  [
    'unions through interfaces',
    '{ a: node(kind: "fec") { id ... on Fec { name } } b: node(kind: "x") { id ... on Folder { title } } }',
    {},
  ],
  ['a resolver error without extensions', '{ failing fec(id: "1") { id } }', {}],
  ['a GraphQLError with its code', '{ refused }', {}],
  ['a rejected field under a list', '{ fecs { id broken } }', {}],
  ['null bubbling out of a non-null list', '{ strict { id name } }', {}],
  ['a mutation failing with the API’s code', 'mutation { remove(id: "1") }', {}],
  ['variables of the wrong type', 'query($n: Int) { fecs(limit: $n) { id } }', { n: 'beaucoup' }],
  ['a missing required variable', 'query($id: ID!) { fec(id: $id) { id } }', {}],
  ['an operation chosen by name', 'query A { fecs { id } } query B { fec(id: "2") { name } }', {}],
];

describe('compiled execution (graphql-jit) answers as graphql-js does', () => {
  const [reference, compiled] = servers();
  beforeAll(async () => {
    await reference.start();
    await compiled.start();
  });
  afterAll(async () => {
    await reference.stop();
    await compiled.stop();
  });

  it.each(OPERATIONS)('%s', async (_name, query, variables) => {
    const operationName = query.startsWith('query A') ? 'B' : undefined;
    const [expected, actual] = await Promise.all(
      [reference, compiled].map((server) => server.executeOperation({ query, variables, operationName })),
    );
    expect(actual.http.status).toBe(expected.http.status);
    // As sent: the JSON of both answers.
    expect(JSON.parse(JSON.stringify(actual.body))).toEqual(JSON.parse(JSON.stringify(expected.body)));
  });

  it('keeps the resolver’s own error as originalError (formatError reads the API’s answer there)', async () => {
    const seen: unknown[] = [];
    const schema = makeExecutableSchema({ typeDefs, resolvers });
    const server = new ApolloServer({
      gateway: compiledExecution(schema),
      formatError: (formatted, error) => {
        seen.push((error as GraphQLError).originalError);
        return formatted;
      },
    });
    await server.start();
    await server.executeOperation({ query: 'mutation { remove(id: "1") }' });
    await server.stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(Error);
    expect((seen[0] as Error).message).toBe("Ce FEC n'existe pas.");
  });
});
