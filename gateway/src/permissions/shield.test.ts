import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { allResolvers, allRules } from '../resolvers';
import { buildSchema } from '../schema';
import { allow, isAuthenticated } from './rules';
import { permissionsFor } from './shield';

const typeDefs = /* GraphQL */ `
  type Query {
    schemaVersion: String
    open: Item
    forgotten: String
    guarded: String
  }
  type Mutation {
    ping: String
    change: String
  }
  type Item {
    name: String
  }
`;
const resolvers = {
  Query: {
    open: () => ({ name: 'visible' }),
    forgotten: () => 'should never be seen',
    guarded: () => 'secret',
  },
  Mutation: { change: () => 'changed' },
};

function run(source: string, accessToken: string | null = null) {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const shielded = applyMiddleware(
    schema,
    permissionsFor(schema, { Query: { open: allow, guarded: isAuthenticated } }),
  );
  return graphql({ schema: shielded, source, contextValue: { accessToken } });
}

describe('the permission layer', () => {
  it('denies a root field that has no rule, in French', async () => {
    const forgotten = await run('{ forgotten }');
    expect(forgotten.data?.forgotten).toBeNull();
    expect(forgotten.errors?.[0].message).toBe('Interdit');
    expect(forgotten.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mutation = await run('mutation { change }');
    expect(mutation.errors?.[0].message).toBe('Interdit');
  });

  it('applies the rule a root field has, and leaves the fields of what it returns alone', async () => {
    expect((await run('{ open { name } }')).data).toEqual({ open: { name: 'visible' } });
    const anonymous = await run('{ guarded }');
    expect(anonymous.errors?.[0].message).toBe('Utilisateur non connecté.');
    expect((await run('{ guarded }', 'token')).data).toEqual({ guarded: 'secret' });
  });

  it('gives every root field of the product schema an explicit rule', () => {
    const schema = buildSchema({ permissions: false });
    const rules = allRules();
    const missing: string[] = [];
    for (const root of ['Query', 'Mutation'] as const) {
      const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
      for (const field of Object.keys(type?.getFields() ?? {})) {
        if (['schemaVersion', 'ping'].includes(field)) continue;
        if (!rules[root]?.[field]) missing.push(`${root}.${field}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(allResolvers()).length).toBeGreaterThan(5);
  });
});
