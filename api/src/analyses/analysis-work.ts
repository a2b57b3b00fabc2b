import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import type { AnalysisRow } from './analysis-store';

/**
 * What the analyses domain asks of whoever keeps the accountant's work on an analysis (review/, wired in
 * start.ts and the tests' harness). A port, so the arrow points one way: analyses/ never imports review/.
 * Comments are core, but they belong to the dossier the review domain keeps (issue 37): a re-run, the
 * corrected FEC or a re-import of the same company and year shows them again.
 */
export interface AnalysisWork {
  /**
   * The dossier an analysis' work belongs to: null for a multi-analysis, or when it has none yet and
   * `create` is false (reads never create one).
   */
  dossierOf(db: ApiDb, analysis: AnalysisRow, options: { create: boolean }): Promise<string | null>;
  /** Throws an ApiError when the dossier's work may not change (its review is signed off). */
  assertWritable(db: ApiDb, dossierUuid: string): Promise<void>;
  /** Throws 403 unless the caller may read the dossier's work (a comment whose analysis is gone). */
  requireReader(db: ApiDb, caller: Caller, dossierUuid: string): Promise<void>;
  /** A comment was written on a control of the dossier: the people in its conversation are told. */
  commented(
    deps: Pick<ApiDeps, 'db' | 'mail' | 'config' | 'log'>,
    input: { analysis: AnalysisRow; dossierUuid: string; controlId: string; author: Caller; body: string },
  ): Promise<void>;
}

/** No review domain (tools that build deps without it): comments stay with the analysis they were written in. */
export const analysisOnlyWork: AnalysisWork = {
  dossierOf: async () => null,
  assertWritable: async () => undefined,
  requireReader: async () => undefined,
  commented: async () => undefined,
};
