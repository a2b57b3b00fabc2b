import type { InternalRole } from '../permissions/roles';
import type { Json, Timestamp } from '../db/column-types';

/**
 * invited: created by an invitation, no password chosen yet; pending: code to validate; registered. An
 * account sees `blocked` for a member it blocked (the membership's state, not the user's).
 */
export type UserState = 'invited' | 'pending' | 'registered' | 'blocked';

/** The profile fields of spec §3 (option lists validated by the routes). */
export interface UserProfile {
  organization_type?: string | null;
  organizationType_other?: string | null;
  company?: string | null;
  turnover?: string | null;
  company_size?: string | null;
  office_phone?: string | null;
  mobile_phone?: string | null;
  position?: string | null;
  position_other?: string | null;
}

export interface UsersTable {
  uuid: string;
  /** The identity service's `sub`. */
  sub: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile: Json<UserProfile>;
  state: UserState;
  internal_roles: Json<InternalRole[]>;
  current_account_uuid: string | null;
  crm_common_infos: Json<unknown[]>;
  created_at: Timestamp;
}

/** One-time links to choose a password (invitations: api/v1/group/users/password/{token}). */
export interface PasswordTokensTable {
  token_hash: string;
  user_uuid: string;
  /** The account whose invitation the link answers (choosing the password accepts it). */
  account_uuid: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface UserTables {
  users: UsersTable;
  password_tokens: PasswordTokensTable;
}
