import type { Aggregates } from '../../model/aggregates';
import { eur, pct } from './format';

/**
 * What an auditor scales thresholds on: the file's revenue (net credits of class 70) and its
 * balance-sheet total (debit balances of classes 2 to 5, i.e. the gross assets). A threshold is then a
 * share of one of them, never below a floor in euros (a tiny or empty file keeps a sane minimum).
 */
export function revenueOf(agg: Aggregates): number {
  let net = 0;
  for (const [k, t] of agg.accounts)
    if (k.charCodeAt(0) === 0x37 && k.charCodeAt(1) === 0x30) net += t.credit - t.debit;
  return Math.max(0, net);
}

/** `except`: prefixes left out of the base (the accounts under test must not inflate it). */
export function balanceSheetTotalOf(agg: Aggregates, except: readonly string[] = []): number {
  let total = 0;
  for (const [k, t] of agg.accounts) {
    const c = k.charCodeAt(0);
    if (c < 0x32 || c > 0x35 || t.debit <= t.credit) continue;
    if (except.some((x) => k.startsWith(x))) continue;
    total += t.debit - t.credit;
  }
  return total;
}

/** The threshold (cents), and a French phrase saying how it was set. */
export interface Materiality {
  cents: number;
  basis: string;
}

/** max(floor, share × base); `baseLabel` names the base (« du chiffre d'affaires »…). */
export function materiality(floorCents: number, share: number, base: number, baseLabel: string): Materiality {
  const relative = Math.round(share * Math.max(0, base));
  return relative > floorCents
    ? { cents: relative, basis: `seuil ${eur(relative)} = ${pct(share, 1)} ${baseLabel} (${eur(base)})` }
    : { cents: floorCents, basis: `seuil plancher ${eur(floorCents)}` };
}
