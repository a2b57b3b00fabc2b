import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';

/**
 * The review domain's tables (issue 37, migration 0022_review). Work belongs to a dossier — a company
 * (SIREN) and a fiscal year end within an account, or a lone FEC when either is unknown — so it outlives the
 * run it was done in: a re-run, the corrected FEC or a re-import of the same company and year show it again.
 */

/** Review statuses (REST spelling; GraphQL TO_REVIEW, JUSTIFIED, CONFIRMED, CORRECTED, NOT_APPLICABLE). */
export const REVIEW_STATUSES = [
  'to_review',
  'justified',
  'confirmed',
  'corrected',
  'not_applicable',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What the user reads for each status (issue 37). */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  to_review: 'À examiner',
  justified: 'Justifié',
  confirmed: 'Anomalie confirmée',
  corrected: 'Corrigée par le client',
  not_applicable: 'Non applicable',
};

export interface ReviewDossiersTable {
  uuid: string;
  account_uuid: string;
  /** Both null for a dossier of one FEC whose company or year is unknown. */
  siren: string | null;
  /** AAAA-MM-JJ. */
  fiscal_end: string | null;
  created_at: Timestamp;
}

/** Which dossier a FEC's work goes to: fixed at the first review write, so correcting its dates keeps it. */
export interface ReviewDossierFecsTable {
  fec_uuid: string;
  dossier_uuid: string;
  created_at: Timestamp;
}

/**
 * One reviewed thing: a control of the dossier (`finding_key` '') or one finding of it. Its uuid is what
 * later work hangs on (attachments, notifications).
 */
export interface ReviewItemsTable {
  uuid: string;
  dossier_uuid: string;
  account_uuid: string;
  control_id: string;
  finding_key: string;
  /** The finding's row as last reviewed: shown when a later run no longer has it (« disparu »). */
  finding: Json<unknown> | null;
  /** « À examiner » until someone sets it (an item may be created by an assignment). */
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  justification: string | null;
  status_by: string | null;
  status_at: Date | null;
  /** The analysis the status was set in (no foreign key: the work outlives the run). */
  status_analysis_uuid: string | null;
  assignee_uuid: string | null;
  assigned_by: string | null;
  assigned_at: Date | null;
  assigned_analysis_uuid: string | null;
  created_at: Timestamp;
}

/** Append-only: every status and assignment ever set on an item (never updated, never deleted alone). */
export interface ReviewHistoryTable {
  uuid: string;
  item_uuid: string;
  account_uuid: string;
  analysis_uuid: string | null;
  kind: 'status' | 'assignment';
  status: ReviewStatus | null;
  justification: string | null;
  assignee_uuid: string | null;
  actor_uuid: string | null;
  /** Internal staff acting as `actor_uuid`, and the partner key used, when either. */
  impersonator_uuid: string | null;
  api_key_uuid: string | null;
  at: Timestamp;
}

/** Sign-offs of a dossier's review; the one without `reopened_at` makes the review read-only. */
export interface ReviewSignoffsTable {
  uuid: string;
  dossier_uuid: string;
  account_uuid: string;
  analysis_uuid: string;
  signed_by: string | null;
  signed_at: Timestamp;
  reopened_by: string | null;
  reopened_at: Date | null;
  reopen_reason: string | null;
}

/** A file attached to a review item (issue 37 item 4): the evidence behind a justification. */
export interface ReviewAttachmentsTable {
  uuid: string;
  item_uuid: string;
  account_uuid: string;
  /** The name the user gave it (control characters, markup and over-long names refused). */
  file_name: string;
  /** Decided from the file's bytes, never from what the browser said. */
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  uploaded_by: string | null;
  /** Internal staff acting as `uploaded_by`, and the partner key used, when either. */
  impersonator_uuid: string | null;
  api_key_uuid: string | null;
  /** The analysis it was attached in (no foreign key: the evidence outlives the run). */
  analysis_uuid: string | null;
  uploaded_at: Timestamp;
}

export interface ReviewTables {
  review_dossiers: ReviewDossiersTable;
  review_dossier_fecs: ReviewDossierFecsTable;
  review_items: ReviewItemsTable;
  review_history: ReviewHistoryTable;
  review_signoffs: ReviewSignoffsTable;
  review_attachments: ReviewAttachmentsTable;
}
