import type { Generated, Selectable } from 'kysely';

/** Cognito user states; spec §4: UNCONFIRMED = pending, CONFIRMED = registered, FORCE_CHANGE_PASSWORD = invited. */
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export type CodePurpose = 'signup' | 'reset' | 'verify_email';

export interface UsersTable {
  sub: string;
  email: string;
  /** Lower-cased, NFC: sign-in is case-insensitive and unique on this. */
  email_normalized: string;
  email_verified: boolean;
  /** A new address waiting for its code; the current one stays in use until then. */
  pending_email: string | null;
  status: UserStatus;
  /** false = blocked (spec §4). */
  enabled: boolean;
  password_hash: string;
  password_set_at: Date;
  /** Other attributes (given_name, family_name, custom:*…), as Cognito names them. */
  attributes: Record<string, string>;
  created_at: Date;
  updated_at: Date;
}

export interface UserGroupsTable {
  sub: string;
  group_name: string;
  created_at: Date;
}

export interface CodesTable {
  sub: string;
  purpose: CodePurpose;
  /** HMAC of the code; null once used or burned by too many wrong attempts. */
  code_hash: string | null;
  expires_at: Date;
  created_at: Date;
}

export interface RefreshTokensTable {
  /** Also the `origin_jti` of every access/id token issued from this sign-in. */
  id: string;
  sub: string;
  client_id: string;
  token_hash: string;
  auth_time: Date;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface AuthSessionsTable {
  session_hash: string;
  sub: string;
  client_id: string;
  challenge: string;
  expires_at: Date;
}

/** Counters keyed by a hash of (purpose, username): failures and cool-downs, for known and unknown users alike. */
export interface ThrottleTable {
  key: string;
  count: number;
  window_started_at: Date;
  updated_at: Date;
  locked_until: Date | null;
}

export interface SigningKeysTable {
  kid: string;
  private_key_pem: string;
  public_jwk: Record<string, string>;
  created_at: Date;
}

export interface SettingsTable {
  name: string;
  value: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

export interface IdentityTables {
  users: UsersTable;
  user_groups: UserGroupsTable;
  codes: CodesTable;
  refresh_tokens: RefreshTokensTable;
  auth_sessions: AuthSessionsTable;
  throttle: ThrottleTable;
  signing_keys: SigningKeysTable;
  settings: SettingsTable;
  outbox: OutboxTable;
}

export type UserRow = Selectable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
