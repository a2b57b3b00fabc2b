import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

/** Nullable, optional on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
import type { AccountRole } from '../permissions/roles';

/**
 * pending: invited, not yet accepted by the invitee (nothing of the account is theirs yet, and the account
 * sees only their address); active: a member.
 */
export type MembershipStatus = 'pending' | 'active';

/**
 * A user's place in one account. Role and blocking belong here, not to the user: an account's
 * administrators manage the membership, never the person (email, names, password, enabled state).
 */
export interface MembershipsTable {
  account_uuid: string;
  user_uuid: string;
  role: AccountRole;
  /** Defaults to active (a membership made by signing up or by the database's older rows). */
  status: Generated<MembershipStatus>;
  /** Blocked in this account only (the user keeps their other accounts). */
  blocked_at: Optional<Date>;
  invited_by: Optional<string>;
  invited_at: Optional<Date>;
  created_at: Timestamp;
}

/** The membership as services read it. */
export interface Membership {
  account_uuid: string;
  user_uuid: string;
  role: AccountRole;
  status: MembershipStatus;
  blocked_at: Date | null;
  invited_by: string | null;
  invited_at: Date | null;
}

export interface MembershipTables {
  memberships: MembershipsTable;
}
