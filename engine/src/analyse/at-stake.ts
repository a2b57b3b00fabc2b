import type { DetailRow } from '../model/control';

/**
 * The amount at stake of several controls together, each line counted once.
 *
 * Controls overlap: the same line can be a late entry, an atypical amount and a year-end entry at once,
 * and adding up the controls' amounts counts it three times. Here each control's amount is spread over
 * the rows it reported, in proportion to their amounts (a line's larger side; an account-level row: the
 * account's), and each line — or account, for findings on balances — keeps the largest share any control
 * gives it. So:
 * - controls that share no line add up exactly as before (each one's shares sum to its amount);
 * - a line flagged by several controls counts once, for the largest amount at stake on it;
 * - the result is never less than any single control's amount, never more than their sum.
 * A finding with no line nor account (the file's totals, statistics) and the rows a control produced but
 * did not keep (`total` beyond the rows given) cannot be compared with others: they are added as they are,
 * and `complete` is then false when rows were missing (the figure is an upper bound).
 */

export interface StakeControl {
  /** Amount at stake of the control, integer cents (0: the control puts no amount at stake). */
  amount: number;
  /** Rows the control produced (exact, may exceed the rows given). */
  total: number;
  /** Set when the control reports a file-wide pattern: its example rows are not findings. */
  pattern?: unknown;
  /** The control's rows, as many as are kept (all of them in the analysis' detail file). */
  rows: Iterable<DetailRow>;
}

export interface AmountAtStake {
  /** Integer cents. */
  amount: number;
  /** False when some control's rows were not all given: its missing rows were counted without overlap. */
  complete: boolean;
}

function keyOf(r: DetailRow): string | null {
  if (r.journalCode !== '' && r.line > 0) return `L${r.line}`;
  if (r.compteNum !== '') return `A${r.compteNum}\u0000${r.compAuxNum ?? ''}`;
  return null;
}

const isExample = (r: DetailRow) => r.detail !== undefined && r.detail.startsWith('Exemple');

/** One control's amount spread over its rows' lines and accounts (see above), and what could not be. */
export interface StakeShares {
  shares: Map<string, number>;
  rest: number;
  complete: boolean;
}

export function sharesOf(c: StakeControl): StakeShares {
  const shares = new Map<string, number>();
  if (!(c.amount > 0)) return { shares, rest: 0, complete: true };
  const keyed: { key: string; weight: number }[] = [];
  let read = 0;
  for (const r of c.rows) {
    read++;
    if (c.pattern && isExample(r)) continue;
    const key = keyOf(r);
    if (key !== null) keyed.push({ key, weight: Math.max(Math.abs(r.debit), Math.abs(r.credit)) });
  }
  const complete = read >= c.total;
  if (keyed.length === 0) return { shares, rest: c.amount, complete };
  // The rows not kept carry their part of the amount: unknown lines, which cannot be compared.
  const spread = complete ? c.amount : (c.amount * read) / c.total;
  const sum = keyed.reduce((n, k) => n + k.weight, 0);
  for (const k of keyed) {
    const share = sum > 0 ? (spread * k.weight) / sum : spread / keyed.length;
    shares.set(k.key, (shares.get(k.key) ?? 0) + share);
  }
  return { shares, rest: c.amount - spread, complete };
}

/** Several controls' shares together: each line or account keeps its largest share. */
export function combineShares(parts: Iterable<StakeShares>): AmountAtStake {
  const best = new Map<string, number>();
  let amount = 0;
  let complete = true;
  for (const p of parts) {
    amount += p.rest;
    complete &&= p.complete;
    for (const [key, share] of p.shares) best.set(key, Math.max(best.get(key) ?? 0, share));
  }
  for (const share of best.values()) amount += share;
  return { amount: Math.round(amount), complete };
}

export function amountAtStake(controls: Iterable<StakeControl>): AmountAtStake {
  return combineShares([...controls].map(sharesOf));
}
