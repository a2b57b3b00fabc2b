import type { Json, Timestamp } from '../db/column-types';
import type { AnalysisStatus } from '../analyses/tables';

export type RevenueType = 'BIC' | 'BNC' | 'BA' | 'IS' | 'IR' | 'autre';

/** The extra fields of spec §3. */
export interface FecExtra {
  erp?: string | null;
  erp_other?: string | null;
  accounting_result?: number | null;
  headcount?: number | null;
  tax_return?: string | null;
  tax_return_filing_date?: string | null;
  vat_on_debits?: boolean | null;
  lettering?: boolean | null;
}

export interface FecsTable {
  uuid: string;
  /** null while anonymous (imported before sign-in), until attached at the first `users/me`. */
  account_uuid: string | null;
  folder_uuid: string | null;
  owner_uuid: string | null;
  /** SHA-256 of the anonymous token that proves who imported it. */
  anonymous_token_hash: string | null;
  original_name: string;
  storage_key: string;
  size: number;
  sha256: string;
  line_count: number | null;
  company_name: string | null;
  siren: string | null;
  revenue_type: string | null;
  fiscal_start: string | null;
  fiscal_end: string | null;
  extra: Json<FecExtra>;
  /** Latest analysis status, kept here so lists need no join. */
  status: AnalysisStatus | null;
  /** Room for billing: the offer bought, the lock of a free analysis, the computed price. */
  offer: string | null;
  locked: boolean;
  price_ht_cents: number | null;
  created_at: Timestamp;
}

/** Per-FEC grants to a user by email (Members see only what they are granted). */
export interface FecAccessTable {
  fec_uuid: string;
  email: string;
  write: boolean;
  created_at: Timestamp;
}

/**
 * Per-FEC grants to a group of the FEC's account: whoever is in the group when they read has the access
 * (resolved through `group_members`, never copied to their emails).
 */
export interface FecGroupAccessTable {
  fec_uuid: string;
  group_uuid: string;
  write: boolean;
  created_at: Timestamp;
}

export interface FecTables {
  fecs: FecsTable;
  fec_access: FecAccessTable;
  fec_group_access: FecGroupAccessTable;
}
