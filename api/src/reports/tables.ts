import type { Json, Timestamp } from '../db/column-types';
import type { ReportFormat, ResultCategory } from './documents/report-model';

export type ReportStatus = 'loading' | 'done' | 'error';

/** The wizard's choices as stored (spec §3 « Report » options). */
export interface StoredReportOptions {
  merged: boolean;
  by_cycle: boolean;
  categories: ResultCategory[];
  themes: string[];
  control_ids: string[];
  /**
   * « Inclure les notes internes » (issue 37): comments, justifications, reopen reason. Absent from reports
   * asked for before the option: included (what they printed then).
   */
  internal_notes?: boolean;
}

/** Whether a stored report prints the internal notes (absent: yes, as before the option). */
export const internalNotesOf = (o: StoredReportOptions) => o.internal_notes !== false;

/** One document produced, in storage under `key`. */
export interface StoredReportFile {
  format: ReportFormat;
  file_name: string;
  size: number;
  key: string;
}

export interface ReportsTable {
  uuid: string;
  account_uuid: string;
  name: string;
  status: ReportStatus;
  /** 0–100, written by the job as it goes. */
  progress: number;
  error: string | null;
  formats: Json<ReportFormat[]>;
  options: Json<StoredReportOptions>;
  /** The FECs, in the user's order (one, or 2–3 merged). */
  fec_uuids: Json<string[]>;
  /** The latest done single analysis of each FEC at request time, same order. */
  analysis_uuids: Json<string[]>;
  /** Filled when done. */
  files: Json<StoredReportFile[]>;
  job_id: string | null;
  attempts: number;
  /** Written every few seconds by the worker generating it: null while waiting, stale after a crash. */
  heartbeat_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  /** Past this the retention sweep removes the files, then the row (REPORT_KEPT_DAYS). */
  expires_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
}

export interface ReportTables {
  reports: ReportsTable;
}
