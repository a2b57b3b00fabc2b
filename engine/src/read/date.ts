import { isValidDate } from '../util/dates';

/**
 * FEC dates → integer AAAAMMJJ. The legal form is AAAAMMJJ; 'JJ/MM/AAAA', 'AAAA-MM-JJ', 'JJ.MM.AAAA'
 * and a trailing time are read too (and reported), so the corrector can fix them.
 */

export const enum DateIssue {
  None = 0,
  Empty = 1,
  /** A readable date in another notation than AAAAMMJJ. */
  Format = 2,
  /** Not a calendar date (month 13, 31 April…) or not a date at all. */
  Invalid = 3,
  /** A calendar date whose year lies outside 1900–2099 (the tester's alert). */
  Year = 4,
}

/** Issue of the last parseDate call (a plain object field, see lastAmount). */
export const lastDate = { issue: DateIssue.None as DateIssue };

function check(year: number, month: number, day: number, issue: DateIssue): number {
  if (year < 0 || month < 0 || day < 0 || !isValidDate(year, month, day)) {
    lastDate.issue = DateIssue.Invalid;
    return 0;
  }
  lastDate.issue = year < 1900 || year > 2099 ? DateIssue.Year : issue;
  return year * 10000 + month * 100 + day;
}

export function parseDate(s: string): number {
  return parseDateIn(s, 0, s.length);
}

/** Parses s[from, to) (already trimmed) without slicing it: the reader's hot path. */
export function parseDateIn(s: string, from: number, to: number): number {
  const n = to - from;
  if (n === 0) {
    lastDate.issue = DateIssue.Empty;
    return 0;
  }
  if (n === 8) {
    // Eight digits read in one loop; days 1–28 of months 1–12 in 1900–2099 need no calendar lookup.
    let v = 0;
    let i = from;
    for (; i < to; i++) {
      const c = s.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
    }
    if (i === to) {
      const day = v % 100;
      const month = ((v / 100) | 0) % 100;
      const year = (v / 10000) | 0;
      if (day >= 1 && day <= 28 && month >= 1 && month <= 12 && year >= 1900 && year <= 2099) {
        lastDate.issue = DateIssue.None;
        return v;
      }
      return check(year, month, day, DateIssue.None);
    }
  }
  return parseDateSlow(n === s.length ? s : s.slice(from, to));
}

function parseDateSlow(s: string): number {
  // Drop a time part: '20240131 00:00:00', '2024-01-31T00:00:00'.
  const cut = s.search(/[ T]\d{1,2}:\d{2}/);
  const d = cut > 0 ? s.slice(0, cut) : s;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(d);
  if (m) return check(+m[1], +m[2], +m[3], DateIssue.Format);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(d);
  if (m) return check(+m[3], +m[2], +m[1], DateIssue.Format);
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(d);
  if (m) return check(+m[1], +m[2], +m[3], DateIssue.Format);
  lastDate.issue = DateIssue.Invalid;
  return 0;
}

/**
 * Parses the UTF-8 bytes buf[from, to) (already trimmed): AAAAMMJJ straight from the bytes, every
 * other shape through `parseDateIn` on the decoded text (`decoded`), so the result is the string
 * parser's on the same value.
 */
export function parseDateBytes(
  buf: Uint8Array,
  from: number,
  to: number,
  decoded: (from: number, to: number) => string,
): number {
  if (to - from === 8) {
    let v = 0;
    let i = from;
    for (; i < to; i++) {
      const c = buf[i] - 48;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
    }
    if (i === to) {
      const day = v % 100;
      const month = ((v / 100) | 0) % 100;
      const year = (v / 10000) | 0;
      if (day >= 1 && day <= 28 && month >= 1 && month <= 12 && year >= 1900 && year <= 2099) {
        lastDate.issue = DateIssue.None;
        return v;
      }
      return check(year, month, day, DateIssue.None);
    }
  }
  const s = decoded(from, to);
  return parseDateIn(s, 0, s.length);
}
