import type { Json, Timestamp } from '../db/column-types';

export type ConnectorProviderId = 'pennylane';

/** A fiscal year as the accounting software describes it (spec §3 « Connector token »). */
export interface StoredFiscalYear {
  label: string;
  start_date: string;
  end_date: string;
}

export interface ConnectorsTable {
  uuid: string;
  account_uuid: string;
  provider: ConnectorProviderId;
  /** The token sealed with `deps.secrets` under the context `connector:<uuid>`: never stored in clear. */
  token_sealed: string;
  /** HMAC-SHA256 of the token (a key derived for this purpose): finds a token added twice to one account. */
  token_fingerprint: string;
  /** Its last 4 characters, so the user recognises it. */
  token_hint: string;
  company_name: string;
  siren: string | null;
  activity: string | null;
  address: string | null;
  fiscal_years: Json<StoredFiscalYear[]>;
  auto_refresh: boolean;
  /** When the nightly refresh is next due (null while auto_refresh is off). */
  next_refresh_at: Date | null;
  last_synced_at: Date | null;
  last_error: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export type ConnectorImportStatus = 'generating' | 'done' | 'error' | 'unchanged';

/**
 * One export asked of the software: a user's import (its FEC row exists from the start, status
 * `generating`) or a nightly refresh (the FEC is created only if the file changed).
 */
export interface ConnectorImportsTable {
  uuid: string;
  connector_uuid: string;
  account_uuid: string;
  kind: 'manual' | 'scheduled';
  /** The FEC being produced (null for a scheduled refresh until the file is known to have changed). */
  fec_uuid: string | null;
  start_date: string;
  end_date: string;
  /** Where a scheduled refresh puts its FEC, and who owns it (those of the previous import). */
  folder_uuid: string | null;
  owner_uuid: string | null;
  revenue_type: string | null;
  export_id: string | null;
  status: ConnectorImportStatus;
  error: string | null;
  /** SHA-256 of the exported file: a nightly refresh re-imports only when it differs. */
  file_sha256: string | null;
  job_id: string | null;
  attempts: number;
  heartbeat_at: Date | null;
  finished_at: Date | null;
  created_at: Timestamp;
}

export interface ConnectorTables {
  connectors: ConnectorsTable;
  connector_imports: ConnectorImportsTable;
}
