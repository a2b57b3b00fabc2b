/** The legal file name `<SIREN>FEC<AAAAMMJJ>` (any extension), the SIREN's key and the closing date. */

import { parseDate, lastDate, DateIssue } from './date';

export interface FileNameInfo {
  /** The digits before 'FEC' (9 expected), or null when the name does not follow the rule. */
  siren: string | null;
  sirenValid: boolean;
  /** Closing date AAAAMMJJ, or 0. */
  closingDate: number;
  /** True when the whole name follows `<SIREN>FEC<AAAAMMJJ>`. */
  conforming: boolean;
}

const LA_POSTE = '356000000';

/** Luhn check (doubling every second digit from the right), as for SIREN and SIRET numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIREN: 9 digits with a valid Luhn key. */
export function isValidSiren(siren: string): boolean {
  return siren.length === 9 && luhnValid(siren);
}

/** A SIRET (14 digits): Luhn on all 14, except La Poste's whose digit sum is a multiple of 5. */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE)) {
    let sum = 0;
    for (const ch of siret) sum += ch.charCodeAt(0) - 48;
    return sum % 5 === 0;
  }
  return luhnValid(siret);
}

export function parseFileName(path: string): FileNameInfo {
  const base = path.split(/[\\/]/).pop() ?? path;
  const stem = base.replace(/\.[A-Za-z0-9]{1,4}$/, '');
  const m = /^(\d+)FEC(\d{8})$/i.exec(stem) ?? /(\d+)FEC(\d{8})/i.exec(stem);
  if (!m) return { siren: null, sirenValid: false, closingDate: 0, conforming: false };
  const date = parseDate(m[2]);
  const closingDate = lastDate.issue === DateIssue.None || lastDate.issue === DateIssue.Year ? date : 0;
  const siren = m[1];
  const sirenValid = siren.length === 9 && (isValidSiren(siren) || siren === LA_POSTE);
  return {
    siren,
    sirenValid,
    closingDate,
    conforming: m.index === 0 && m[0] === stem && siren.length === 9 && closingDate > 0,
  };
}
