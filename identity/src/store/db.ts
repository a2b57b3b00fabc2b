import type { Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** A Kysely instance (or transaction) plus the schema the identity tables live in. */
export interface Scope {
  readonly db: Kysely<IdentityTables>;
  readonly schema: string;
}

export function q(scope: Scope) {
  return scope.db.withSchema(scope.schema);
}

/** PostgreSQL's unique_violation, raised alike by PostgreSQL and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
