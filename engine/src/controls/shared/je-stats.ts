import type { Aggregates } from '../../model/aggregates';

/**
 * Helpers of the journal-entry tests (JE-*, ISA 240 / NEP 240): the file's own scale, so that
 * « significatif » means the same on a shop's FEC and on a group's, and robust statistics (median,
 * MAD) that a few anomalies cannot drag along.
 */

/** Net revenue of the year (class 7 credits minus debits, opening entries left out), integer cents. */
export function revenueOf(agg: Aggregates): number {
  let r = 0;
  for (const [num, t] of agg.accounts) {
    if (num.charCodeAt(0) !== 0x37) continue;
    r += t.credit - t.openingCredit - (t.debit - t.openingDebit);
  }
  return Math.max(0, r);
}

/**
 * The materiality threshold of a file: `share` of its revenue, never below `floorCents`. Without
 * revenue (a holding, an association), the year's movements (debits outside opening) divided by 10
 * stand in for it: a rough order of magnitude, documented in the controls that use it.
 */
export function materiality(agg: Aggregates, share: number, floorCents: number): number {
  let base = revenueOf(agg);
  if (base === 0) {
    let opening = 0;
    for (const t of agg.accounts.values()) opening += t.openingDebit;
    base = Math.round((agg.debit - opening) / 10);
  }
  return Math.max(floorCents, Math.round(base * share));
}

/** Median of `values` (sorted in place); 0 for an empty list. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  const m = values.length >> 1;
  return values.length % 2 === 1 ? values[m] : (values[m - 1] + values[m]) / 2;
}

/** Median and median absolute deviation (unscaled) of `values`. */
export function medianMad(values: number[]): { median: number; mad: number } {
  const med = median(values);
  return { median: med, mad: median(values.map((v) => Math.abs(v - med))) };
}

/** The first three characters of an account number: the PCG « compte principal » (606, 411…). */
export function rootOf(compteNum: string): string {
  return compteNum.length <= 3 ? compteNum : compteNum.slice(0, 3);
}
