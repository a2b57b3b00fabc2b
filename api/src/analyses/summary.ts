import type { AnalysisReport, ControlResult } from '../../../engine/src/index';

export const CATEGORIES = ['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'] as const;

/** Number of controls per result category (every category present, 0 when none). */
export function countByCategory(controls: Array<Pick<ControlResult, 'result'>>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  for (const c of controls) counts[c.result] = (counts[c.result] ?? 0) + 1;
  return counts;
}

/**
 * The report kept in `analyses.report`: everything but the controls (they have their own table) and the
 * statements (issue 36: `analysis_statements`, read by their own routes, not by every read of an analysis).
 */
export function reportWithoutControls(report: AnalysisReport): Omit<AnalysisReport, 'controls'> {
  const { controls: _controls, ...rest } = report;
  const { statements: _statements, ...kept } = rest as typeof rest & { statements?: unknown };
  return kept as Omit<AnalysisReport, 'controls'>;
}

/** The engine's statements of a report, when it computed them. */
export function statementsOfReport(report: AnalysisReport): unknown {
  return (report as AnalysisReport & { statements?: unknown }).statements ?? null;
}

/** A FEC's declared fiscal date (a `date` column: string on PGlite, Date with `pg`) → AAAAMMJJ. */
export function ymdOf(value: string | Date | null | undefined): number | undefined {
  if (!value) return undefined;
  if (value instanceof Date) {
    return value.getFullYear() * 10000 + (value.getMonth() + 1) * 100 + value.getDate();
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? Number(m[1] + m[2] + m[3]) : undefined;
}

/**
 * A control's explanation as a locked FEC may show it: some explanations quote an amount (« 71,70 € de
 * dons… »), which the free offer hides like the amount at stake itself.
 */
export function reasonWhenLocked(reason: string | null, locked: boolean): string | null {
  return reason && locked && /€|\d,\d\d/.test(reason) ? null : reason;
}

/**
 * A control's systemic pattern as a locked FEC may show it: the finding stays (like the result and its
 * count), but a message quoting an amount is hidden like the amount at stake.
 */
export function patternWhenLocked<P extends { message: string }>(
  pattern: P | null,
  locked: boolean,
): P | null {
  if (!pattern || !locked) return pattern ?? null;
  return reasonWhenLocked(pattern.message, locked) === null
    ? { ...pattern, message: 'Constat systémique : débloquez le FEC pour en voir le détail.' }
    : pattern;
}

/**
 * The stored report as a caller may read it: a locked FEC (free offer) keeps its risk score but not
 * which entries drive it (their labels and amounts are the detail the offer hides).
 */
export function reportWhenLocked(report: unknown, locked: boolean): unknown {
  if (!locked || !report || typeof report !== 'object') return report ?? null;
  const r = report as { risk?: { entries?: unknown[] } };
  if (!r.risk || typeof r.risk !== 'object') return report;
  return { ...r, risk: { ...r.risk, entries: [] } };
}

/**
 * The corrected FEC's summary as a caller may read it: a locked FEC (free offer) keeps the counts and the
 * tester's verdict on the corrected file, not its first changes (they quote the FEC's values).
 */
export function correctedSummaryWhenLocked(summary: unknown, locked: boolean): unknown {
  if (!summary || typeof summary !== 'object') return null;
  return locked ? { ...summary, firstChanges: [] } : summary;
}
