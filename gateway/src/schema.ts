import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { permissionsFor } from './permissions/shield';
import { allResolvers, allRules } from './resolvers';

/** The repository's schema/ folder: one SDL file per domain, the public contract. */
export const SCHEMA_DIR = join(import.meta.dirname, '../../schema');

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/**
 * The executable schema with the permission layer applied. `permissions: false` exists for the
 * benchmark that measures the shield's own cost; nothing else may turn it off.
 */
export function buildSchema(options: { permissions?: boolean } = {}): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: allResolvers() as never });
  if (options.permissions === false) return schema;
  return applyMiddleware(schema, permissionsFor(schema, allRules()));
}
