import type { FecSummary } from '../../model/aggregates';
import { addDays } from '../../util/dates';

/** Same company: same SIREN, or a SIREN unknown on one side (the caller chose the files). */
export function sameCompany(a: FecSummary, b: FecSummary): boolean {
  return a.siren === null || b.siren === null || a.siren === b.siren;
}

/** True when `b`'s fiscal year starts the day after `a`'s ends, for the same company. */
export function consecutive(a: FecSummary, b: FecSummary): boolean {
  return sameCompany(a, b) && addDays(a.fiscalYear.end, 1) === b.fiscalYear.start;
}

/** Net balance (debit positive) of the accounts under any of `prefixes`. */
export function summaryBalance(s: FecSummary, prefixes: readonly string[]): number {
  let total = 0;
  for (const [k, t] of Object.entries(s.accounts)) {
    for (const p of prefixes)
      if (k.startsWith(p)) {
        total += t.debit - t.credit;
        break;
      }
  }
  return total;
}

/** 'FEC 2024 (123456789FEC20241231)' for row details. */
export function summaryName(s: FecSummary): string {
  return `${s.fileName} (${String(s.fiscalYear.end).slice(0, 4)})`;
}
