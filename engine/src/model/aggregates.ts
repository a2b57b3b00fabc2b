import type { FiscalYear, FecVariant } from './format';

/** Totals of one account (or one account + auxiliary), integer cents. */
export interface AccountTotals {
  label: string;
  debit: number;
  credit: number;
  /** Part of debit/credit that comes from opening entries (à-nouveaux). */
  openingDebit: number;
  openingCredit: number;
  lines: number;
  firstLine: number;
  lastLine: number;
}

export interface JournalTotals {
  label: string;
  debit: number;
  credit: number;
  lines: number;
  entries: number;
}

/** Movements of one month (AAAAMM of EcritureDate; 0 for undated lines), integer cents. */
export interface MonthTotals {
  debit: number;
  credit: number;
  lines: number;
}

/**
 * What the single pass keeps in memory, shared by every control at the end: per account, per
 * (account, auxiliary), per journal, and the file totals. Keys are CompteNum, `CompteNum\u0000CompAuxNum`
 * and JournalCode.
 */
export interface Aggregates {
  accounts: Map<string, AccountTotals>;
  auxiliaries: Map<string, AccountTotals>;
  journals: Map<string, JournalTotals>;
  /** AAAAMM → movements of the month. */
  months: Map<number, MonthTotals>;
  debit: number;
  credit: number;
  lines: number;
  entries: number;
  /** Smallest and largest EcritureDate seen (0 when none). */
  minDate: number;
  maxDate: number;
}

/**
 * A JSON-serialisable résumé of an analysed file, enough for the comparison controls (continuity
 * with N-1, evolution) without re-reading the file.
 */
export interface FecSummary {
  fileName: string;
  siren: string | null;
  fiscalYear: FiscalYear;
  variant: FecVariant;
  debit: number;
  credit: number;
  /** CompteNum → totals. */
  accounts: Record<string, AccountTotals>;
}

export function auxKey(compteNum: string, compAuxNum: string): string {
  return compteNum + '\u0000' + compAuxNum;
}
