import type { AnalysisReport, ControlResult } from '../../../engine/src/index';

export const CATEGORIES = ['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'] as const;

/** Number of controls per result category (every category present, 0 when none). */
export function countByCategory(controls: Array<Pick<ControlResult, 'result'>>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  for (const c of controls) counts[c.result] = (counts[c.result] ?? 0) + 1;
  return counts;
}

/** The report kept in `analyses.report`: everything but the controls (they have their own table). */
export function reportWithoutControls(report: AnalysisReport): Omit<AnalysisReport, 'controls'> {
  const { controls: _controls, ...rest } = report;
  return rest;
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
