import type { Category, ControlOutcome, Cycle, DetailRow, SystemicPattern, Theme } from '../model/control';
import type {
  Conformity,
  Diagnostic,
  FecEncoding,
  FecSeparator,
  FecVariant,
  FiscalYear,
  TesterVerdict,
} from '../model/format';
import type { FecSummary } from '../model/aggregates';
import type { Statements } from '../statements/types';

/** One control's result as other programs read it (amounts in integer cents). */
export interface ControlResult {
  id: string;
  label: string;
  theme: Theme;
  cycle: Cycle;
  result: Category;
  count: number;
  amount: number;
  rows: DetailRow[];
  total: number;
  reason: string | null;
  /** A file-wide finding reported once (see SystemicPattern), else null. */
  pattern: SystemicPattern | null;
}

/** The fiscal year the controls ran on, how it was decided, and what the entries themselves show. */
export interface FiscalYearReport {
  /** AAAAMMJJ, both inclusive. */
  start: number;
  end: number;
  /** 'option': declared by the caller (the FEC's dates); 'file-name'; 'data': inferred from the entries. */
  source: 'option' | 'file-name' | 'data';
  /** The year the bulk of the entries points to (whatever was declared); null when no entry is dated. */
  suggested: { start: number; end: number } | null;
  /** Entries dated outside the decided year (reported as outliers, never moving the year); lines when
   * the file has no real numbering (HORS-EXO then counts lines): `outliersUnit` says which. */
  outliers: number;
  outliersUnit: 'entries' | 'lines';
  /** Dated lines of the file, and how many fall inside the decided year (0: the year fits no entry). */
  datedLines: number;
  linesInside: number;
}

/** One entry worth a look first: flagged by several controls, or by heavy ones, on a large amount. */
export interface RiskyEntry {
  journalCode: string;
  ecritureNum: string;
  /** AAAAMMJJ, 0 when unknown. */
  ecritureDate: number;
  /** Physical line of the entry's first flagged row. */
  line: number;
  label: string;
  /** Integer cents: the entry's largest flagged amount. */
  amount: number;
  /** 0–100. */
  score: number;
  /** Control ids that flagged it. */
  controls: string[];
}

/** The file's risk score and its riskiest entries across all controls (synthesis page). */
export interface RiskAssessment {
  /** 0 (nothing to look at) – 100. */
  score: number;
  level: 'faible' | 'modere' | 'eleve';
  /** One French sentence: what drives the score. */
  summary: string;
  /** At most 20, riskiest first. */
  entries: RiskyEntry[];
}

/** An auditor's test a FEC cannot support, and why (said in the UI, never silently skipped). */
export interface UnsupportedTest {
  test: string;
  reason: string;
}

/** The CLI's `--json` document: its shape is a contract (other programs rely on it). */
export interface AnalysisReport {
  file: { name: string; siren: string | null; closingDate: number; bytes: number };
  format: {
    variant: FecVariant | null;
    encoding: FecEncoding | null;
    separator: FecSeparator | null;
    lines: number;
    entries: number;
    /** Our verdict: every rule, the tester's and those beyond it (diagnostics with `beyondTester`). */
    conformity: Conformity;
    /** The DGFiP tester's predicted verdict: its rules only, as it applies them. */
    tester: TesterVerdict;
    diagnosticCounts: Record<string, number>;
    diagnostics: Diagnostic[];
  };
  totals: { debit: number; credit: number };
  fiscalYear: FiscalYearReport;
  risk: RiskAssessment;
  unsupportedTests: UnsupportedTest[];
  controls: ControlResult[];
  /** The accountant's figures: trial balance, SIG, balance sheet, income statement, tax-return boxes, ratios. */
  statements: Statements;
}

/** Everything an analysis yields: the report, plus what the product and the comparisons need. */
export interface AnalysisResult {
  report: AnalysisReport;
  /** False when the input cannot be read as a FEC at all (empty, binary, no header). */
  readable: boolean;
  fiscalYear: FiscalYear;
  fiscalYearSource: 'option' | 'file-name' | 'data';
  /** Résumé for comparison controls; null when unreadable. */
  summary: FecSummary | null;
}

export function toControlResult(
  meta: { id: string; label: string; theme: Theme; cycle: Cycle },
  o: ControlOutcome,
): ControlResult {
  return {
    id: meta.id,
    label: meta.label,
    theme: meta.theme,
    cycle: meta.cycle,
    result: o.result,
    count: o.count,
    amount: o.amount,
    rows: o.rows,
    total: o.total,
    reason: o.reason ?? null,
    pattern: o.pattern ?? null,
  };
}
