import type { AccountTotals, Aggregates } from '../../model/aggregates';
import { own } from './findings';

/** Net balance, debit positive (integer cents). */
export function balance(t: { debit: number; credit: number }): number {
  return t.debit - t.credit;
}

/** Opening part of the balance (à-nouveaux), debit positive. */
export function openingBalance(t: AccountTotals): number {
  return t.openingDebit - t.openingCredit;
}

export function startsWithAny(compteNum: string, prefixes: readonly string[]): boolean {
  for (const p of prefixes) if (compteNum.startsWith(p)) return true;
  return false;
}

/**
 * Per-account decision cache: an account number test (prefixes, exceptions, label regex) runs once
 * per distinct CompteNum instead of once per line.
 */
export class AccountCache<T> {
  private readonly cache = new Map<string, T>();
  constructor(private readonly decide: (compteNum: string, compteLib: string) => T) {}

  get(compteNum: string, compteLib = ''): T {
    let v = this.cache.get(compteNum);
    if (v === undefined) {
      v = this.decide(compteNum, compteLib);
      this.cache.set(own(compteNum), v);
    }
    return v;
  }
}

/** Splits an `auxiliaries` key of the aggregates into CompteNum and CompAuxNum. */
export function splitAuxKey(key: string): [string, string] {
  const i = key.indexOf('\u0000');
  return [key.slice(0, i), key.slice(i + 1)];
}

/** True when the file has at least one VAT account (445x): otherwise the company is out of VAT scope. */
export function hasVatAccount(aggregates: Aggregates): boolean {
  for (const k of aggregates.accounts.keys()) if (k.startsWith('445')) return true;
  return false;
}

/** Sum of the net balances (debit positive) of the accounts under `prefixes`. */
export function sumBalances(aggregates: Aggregates, prefixes: readonly string[]): number {
  let s = 0;
  for (const [k, t] of aggregates.accounts) if (startsWithAny(k, prefixes)) s += t.debit - t.credit;
  return s;
}

export interface ThirdPartyUnit {
  compteNum: string;
  compAuxNum: string;
  totals: AccountTotals;
}

/**
 * Third-party balances under `prefixes`: per auxiliary for accounts that use auxiliaries, per account
 * otherwise (files where each supplier has its own 401xxx account).
 */
export function thirdPartyUnits(aggregates: Aggregates, prefixes: readonly string[]): ThirdPartyUnit[] {
  const units: ThirdPartyUnit[] = [];
  const withAux = new Set<string>();
  for (const [key, totals] of aggregates.auxiliaries) {
    const [compteNum, compAuxNum] = splitAuxKey(key);
    if (!startsWithAny(compteNum, prefixes)) continue;
    withAux.add(compteNum);
    units.push({ compteNum, compAuxNum, totals });
  }
  for (const [compteNum, totals] of aggregates.accounts) {
    if (withAux.has(compteNum) || !startsWithAny(compteNum, prefixes)) continue;
    units.push({ compteNum, compAuxNum: '', totals });
  }
  return units;
}

/** Char-code prefix test for hot paths: no allocation, no regex. `p` holds the char codes. */
export function hasCodes(s: string, p: readonly number[]): boolean {
  if (s.length < p.length) return false;
  for (let i = 0; i < p.length; i++) if (s.charCodeAt(i) !== p[i]) return false;
  return true;
}

export function codes(prefix: string): number[] {
  const r: number[] = [];
  for (let i = 0; i < prefix.length; i++) r.push(prefix.charCodeAt(i));
  return r;
}
