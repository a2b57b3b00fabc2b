import type { Selectable } from 'kysely';
import type { AccountsTable } from '../accounts/tables';
import type { AccountRole, InternalRole } from '../permissions/roles';
import type { Can, Role } from '../permissions/permissions';
import type { UsersTable } from '../users/tables';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;

/** Who is asking, resolved once per request by `authenticate`. */
export interface Caller {
  /** The user acted as (the impersonation target when impersonating). */
  user: UserRow;
  account: AccountRow;
  /** The user's role in `account`. */
  role: AccountRole;
  /** Internal staff roles of the user acted as (not the impersonator's). */
  internalRoles: InternalRole[];
  roles: Role[];
  can: Can;
  /** The internal staff member impersonating, or null. */
  impersonator: UserRow | null;
  /** Impersonation by a read-only staff role: only reads are allowed. */
  readOnly: boolean;
  forceSeeAnalysisUuid: string | null;
  /**
   * The partner API key the request was made with (auth/api-key-auth.ts), or null for a person's token:
   * `can` is then the key creator's rights limited to the key's scopes.
   */
  apiKey: { uuid: string; scopes: string[] } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}
