import type { FeaturesInAccount } from '../auth/account-features';
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';

export type { FeaturesInAccount } from '../auth/account-features';

export interface AccountsTable {
  uuid: string;
  name: string;
  /** Network: the parent account whose credits members may consume (billing issue). */
  network_parent_uuid: string | null;
  features_in_account: Json<FeaturesInAccount>;
  created_at: Timestamp;
}

export interface GroupsTable {
  uuid: string;
  account_uuid: string;
  name: string;
  created_at: Timestamp;
}

export interface GroupMembersTable {
  group_uuid: string;
  user_uuid: string;
}

/** Room for the billing issue: credits per account (no billing logic here). */
export interface CreditsTable {
  uuid: string;
  account_uuid: string;
  type: 'line' | 'dossier' | 'file' | 'discount' | 'ecf';
  balance: number;
  offer: string | null;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface AccountTables {
  accounts: AccountsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  credits: CreditsTable;
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_uuid: string | null;
  /** The user acted as, when impersonating. */
  acting_as_uuid: string | null;
  account_uuid: string | null;
  action: string;
  method: string;
  path: string;
  status: number;
  /** The partner API key the request was made with (issue 13), else null. */
  api_key_uuid: Generated<string | null>;
  /** Free text given with a back-office action (the reason of an impersonation, of a block), else null. */
  detail: Generated<string | null>;
}
