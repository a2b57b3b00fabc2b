import type { Json, Timestamp } from '../db/column-types';

/** Spec §4. */
export type AnalysisStatus =
  'waitstart' | 'inprogress' | 'done' | 'notdone' | 'generating' | 'error' | 'postcondition';
export type CorrectedStatus = 'none' | 'inprogress' | 'done';
export type ResultCategory = 'OK' | 'WARNING' | 'ERROR' | 'SAVINGS' | 'INFO' | 'NA';

export interface AnalysesTable {
  uuid: string;
  account_uuid: string;
  /** Single analysis: one FEC. Multi-analysis: 2–3 FECs in `fec_uuids`, `fec_uuid` the first. */
  kind: 'single' | 'multi';
  fec_uuid: string;
  fec_uuids: Json<string[]>;
  status: AnalysisStatus;
  error: string | null;
  job_id: string | null;
  attempts: number;
  /** Written every few seconds by the worker running it: a stale one after a crash is resumed. */
  heartbeat_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  /** Counts per category. */
  summary: Json<Record<string, number>> | null;
  /** The report without its controls (format, diagnostics, totals). */
  report: Json<unknown> | null;
  /** The engine's FecSummary, kept for multi-analyses. */
  fec_summary: Json<unknown> | null;
  /** Storage key of the full detail (every row of every control), for CSV export. */
  detail_key: string | null;
  corrected_status: CorrectedStatus;
  /** Storage keys of the corrected FEC and of its change log (CSV). */
  corrected_key: string | null;
  corrected_log_key: string | null;
  /** The engine's CorrectionSummary (changes by kind, first changes). */
  corrected_summary: Json<unknown> | null;
  corrected_error: string | null;
  /** When the generation was asked for, and the heartbeat of the worker writing it (crash recovery). */
  corrected_requested_at: Date | null;
  corrected_heartbeat_at: Date | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface AnalysisControlsTable {
  analysis_uuid: string;
  control_id: string;
  label: string;
  theme: string;
  cycle: string;
  result: ResultCategory;
  count: number;
  amount: number;
  total: number;
  reason: string | null;
  /** The first 1,000 rows. */
  rows: Json<unknown[]>;
  /** The engine's SystemicPattern (one file-wide finding), null when none or stored before it existed. */
  pattern: Json<StoredPattern> | null;
}

/** The engine's SystemicPattern as stored (kept apart from the engine's type: rows outlive versions). */
export interface StoredPattern {
  code: string;
  message: string;
  affected: number;
  population: number;
  unit: 'entries' | 'lines';
  share: number;
}

export interface ControlCommentsTable {
  uuid: string;
  /** The analysis it was written in (kept after that analysis is gone: no foreign key since issue 37). */
  analysis_uuid: string;
  /**
   * The dossier whose work it is (issue 37): read again in every analysis of the same company and year.
   * Null for a comment on a multi-analysis (it stays with that analysis).
   */
  dossier_uuid: string | null;
  control_id: string;
  /** null once its author's profile is deleted (the comment stays). */
  user_uuid: string | null;
  body: string;
  created_at: Timestamp;
}

/** The engine's statements of a single analysis (issue 36), read by the statements routes only. */
export interface AnalysisStatementsTable {
  analysis_uuid: string;
  statements: Json<unknown>;
}

export interface AnalysisTables {
  analyses: AnalysesTable;
  analysis_statements: AnalysisStatementsTable;
  analysis_controls: AnalysisControlsTable;
  control_comments: ControlCommentsTable;
}
