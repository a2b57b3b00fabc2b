import type { AnalysisReport, CorrectionSummary, FecSummary, FiscalYear } from '../../../engine/src/index';

/**
 * What crosses the worker-thread boundary: plain JSON both ways (paths, numbers, the report with its
 * rows already capped). Big outputs (the full detail, the corrected FEC) are written to files by the
 * worker, never sent back through the message channel.
 */
interface FileTask {
  path: string;
  /** The FEC's original name: the engine reads the SIREN and closing date from it. */
  fileName: string;
  /** Fiscal year declared on the FEC (AAAAMMJJ), else the engine decides. */
  yearStart?: number;
  yearEnd?: number;
}

export interface AnalyseTask extends FileTask {
  kind: 'analyse';
  /** Rows per control written to `detailPath` (the export's "full" detail). */
  detailRowCap: number;
  /** Rows per control sent back (kept in the database). */
  dbRowCap: number;
  detailPath: string;
  /** The engine's `readerThread` (set by the pool, see readerThreadFor). */
  readerThread?: 'auto' | false;
}

export interface CorrectTask extends FileTask {
  kind: 'correct';
  outputPath: string;
  changeLogPath: string;
}

export type EngineTask = AnalyseTask | CorrectTask;

export interface AnalyseOutcome {
  readable: boolean;
  fiscalYear: FiscalYear;
  fiscalYearSource: 'option' | 'file-name' | 'data';
  summary: FecSummary | null;
  report: AnalysisReport;
  /** Detail rows written to `detailPath`. */
  detailRows: number;
}

export interface CorrectOutcome {
  readable: boolean;
  lines: number;
  correction: CorrectionSummary | null;
}
