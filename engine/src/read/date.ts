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

function d2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

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
    const y1 = d2(s, from);
    const y2 = d2(s, from + 2);
    if (y1 >= 0 && y2 >= 0) return check(y1 * 100 + y2, d2(s, from + 4), d2(s, from + 6), DateIssue.None);
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
