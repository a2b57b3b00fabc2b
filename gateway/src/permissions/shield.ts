import type { GraphQLSchema } from 'graphql';
import type { IMiddleware } from 'graphql-middleware';
import { allow, and, deny, shield } from 'graphql-shield';
import { forbidden } from '../errors';

/** Any rule graphql-shield takes (rule, allow, deny, and/or…). */
export type ShieldRule = Parameters<typeof and>[number];

/** A domain's rules: `{ Query: { folder: isAuthenticated }, Mutation: { createFolder: can(...) } }`. */
export type DomainRules = Record<string, Record<string, ShieldRule>>;

const ROOTS = ['Query', 'Mutation', 'Subscription'];

/**
 * graphql-shield, deny by default on every root field: a Query or Mutation field without a rule is
 * refused. Upstream errors keep their French message (`allowExternalErrors`), never "Not Authorised!".
 *
 * Only the root fields (and fields a domain gives a rule to) are wrapped. Wrapping every field of the
 * objects they return — shield's default with a fallback rule — doubled the time of a 1,000-item list
 * (bench/README.md) and decided nothing: the root field's rule and the API's object checks already
 * decide who reaches those objects.
 */
export function permissionsFor(schema: GraphQLSchema, rules: DomainRules): IMiddleware {
  const tree: DomainRules = {};
  for (const [type, fields] of Object.entries(rules)) tree[type] = { ...fields };
  for (const root of ROOTS) if (schema.getType(root)) tree[root] ??= {};
  tree.Query.schemaVersion = allow;
  tree.Mutation.ping = allow;
  const generator = shield(tree, {
    fallbackRule: deny,
    fallbackError: () => forbidden(),
    allowExternalErrors: true,
    debug: false,
  });
  const middleware = generator.generate(schema) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(middleware).filter(([type]) => type in tree)) as IMiddleware;
}
