import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

/** Account-level roles (spec §6). Internal staff roles live on the user, not on a membership. */
export type AccountRole = 'Role_Owner' | 'Role_Manager' | 'Role_Supervisor' | 'Role_Member';
export type InternalRole =
  | 'Role_Admin'
  | 'Role_CS'
  | 'Role_CSRO'
  | 'Role_Ope'
  | 'Role_OpeRO'
  | 'Role_Market'
  | 'Role_Marketing'
  | 'Role_MarketRO';

export interface FeaturesInAccount {
  branding?: Partial<
    Record<
      'principal_color' | 'secondary_color' | 'primary_bis_color' | 'indigo_color' | 'logo',
      { value: string }
    >
  >;
  import?: { enabled: boolean; api_only: boolean };
  /** Single sign-on: emails of these domains sign in through the SSO client (check_email_sso). */
  sso?: { enabled?: boolean; domains: string[] };
}

export interface AccountsTable {
  uuid: string;
  name: string;
  /** Network: the parent account whose credits members may consume (billing issue). */
  network_parent_uuid: string | null;
  features_in_account: Json<FeaturesInAccount>;
  created_at: Timestamp;
}

export interface MembershipsTable {
  account_uuid: string;
  user_uuid: string;
  role: AccountRole;
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
  type: 'line' | 'dossier' | 'file' | 'discount';
  balance: number;
  offer: string | null;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface AccountTables {
  accounts: AccountsTable;
  memberships: MembershipsTable;
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
}
