import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';

import type { ApiKeyScope } from '../auth/api-key-scopes';

export { API_KEY_SCOPES, type ApiKeyScope } from '../auth/api-key-scopes';

export interface ApiKeysTable {
  uuid: string;
  /** The 12 hex characters after `fak_`: how a presented key finds its row (the hash is then compared). */
  key_id: string;
  /** `fak_<key_id>`, shown in lists so a user recognises a key. */
  prefix: string;
  /** SHA-256 of the whole key: the secret itself is never stored. */
  secret_hash: Buffer;
  account_uuid: string;
  created_by: string | null;
  name: string;
  scopes: Json<ApiKeyScope[]>;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  budget_capacity: Generated<number>;
  budget_refill_per_second: Generated<number>;
  /** Leaky bucket: points in the bucket at `budget_updated_at` (it leaks `refill_per_second`). */
  budget_level: Generated<number>;
  budget_updated_at: Generated<Date>;
  /**
   * How the key was made (migration 0016): `session` (a person's sign-in, `created_origin_jti`),
   * `impersonation` (staff acting as the creator); null for keys made before it was recorded.
   */
  created_via: ApiKeyCreatedVia | null;
  /** The sign-in the key was created from: its `origin_jti` and time (`auth_time`). */
  created_origin_jti: string | null;
  created_signed_in_at: Date | null;
  created_ip: string | null;
  created_user_agent: string | null;
  /** « À vérifier »: why (the creator's sessions were cut) and since when; cleared when the owner keeps it. */
  review_reason: ApiKeyReviewReason | null;
  review_since: Date | null;
  /** Refused (401) until an owner keeps it: set when the creator's password was reset. */
  suspended_at: Date | null;
}

export type ApiKeyCreatedVia = 'session' | 'impersonation';
export type ApiKeyReviewReason = 'password_reset' | 'password_change' | 'signed_out_everywhere';

export type FecUploadStatus = 'pending' | 'receiving' | 'received';

/** The import form's fields as given to `POST v1/fec-uploads` (checked again when the file arrives). */
export interface StoredUploadMetadata {
  terms_accepted: boolean;
  folder_uuid: string;
  company_name?: string | null;
  siren?: string | null;
  revenue_type?: string | null;
  fiscal_start?: string | null;
  fiscal_end?: string | null;
}

export interface FecUploadsTable {
  uuid: string;
  account_uuid: string;
  created_by: string | null;
  api_key_uuid: string | null;
  idempotency_key: string;
  file_name: string;
  metadata: Json<StoredUploadMetadata>;
  status: Generated<FecUploadStatus>;
  expires_at: Timestamp;
  receiving_at: Date | null;
  received_at: Date | null;
  fec_uuid: string | null;
  analysis_uuid: string | null;
  created_at: Generated<Date>;
}

export interface PartnerTables {
  api_keys: ApiKeysTable;
  fec_uploads: FecUploadsTable;
}
