import type { AccountRow } from '../auth/caller';
import type { FeaturesInAccount } from '../accounts/tables';

/** Extensions a FEC may have (spec §5). */
export const ACCEPTED_EXTENSIONS = ['.txt', '.csv'];
const ACCEPTED = /\.(txt|csv)$/i;

export function acceptedFileName(name: string): boolean {
  return ACCEPTED.test(name);
}

/** The account's import feature: on unless the account's features turn it off. */
export function importEnabled(account: AccountRow): boolean {
  const features = (account.features_in_account ?? {}) as FeaturesInAccount;
  return features.import?.enabled !== false;
}

const UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'];

/** Sizes as the product shows them, in French units: 250 Mo, 1,5 Go, 812 Ko. */
export function humanSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', ',')} ${UNITS[unit]}`;
}

/**
 * A name safe as the last part of a storage key: no folders, no control or odd characters, bounded.
 * The original name is kept as is in the database for downloads.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned || 'fec.txt';
}

/** AAAAMMJJ (parseFileName's closing date) → YYYY-MM-DD, or null. */
export function isoFromCompact(date: number): string | null {
  if (!date) return null;
  const s = String(date).padStart(8, '0');
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The start of a twelve-month fiscal year closing on `end` (the day after the same date a year before). */
export function fiscalStartFor(end: string): string {
  const d = new Date(`${end}T00:00:00Z`);
  // The day after the closing, a year back (so a 29 Feb closing starts on 1 Mar).
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
  next.setUTCFullYear(next.getUTCFullYear() - 1);
  return next.toISOString().slice(0, 10);
}
