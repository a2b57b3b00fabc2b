import type { Category, ControlOutcome, Cycle, DetailRow, Theme } from '../model/control';
import type {
  Conformity,
  Diagnostic,
  FecEncoding,
  FecSeparator,
  FecVariant,
  FiscalYear,
} from '../model/format';
import type { FecSummary } from '../model/aggregates';

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
    conformity: Conformity;
    diagnosticCounts: Record<string, number>;
    diagnostics: Diagnostic[];
  };
  totals: { debit: number; credit: number };
  controls: ControlResult[];
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
  };
}
