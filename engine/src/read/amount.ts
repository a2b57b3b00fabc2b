/**
 * FEC amounts → signed integer cents, by char codes (no parseFloat, no allocation on the fast path).
 * The legal form is a comma decimal, no thousands separator, sign leading or trailing. Other forms are
 * read anyway (so totals and corrections stay possible) and reported through `amountIssue`.
 */

export const enum AmountIssue {
  None = 0,
  Empty = 1,
  /** '12.50': a point used as the decimal separator. */
  DecimalPoint = 2,
  /** '1 234,50' or '1.234,50': thousands separator. */
  Thousands = 3,
  /** Not a number at all, or too long to be exact. */
  Invalid = 4,
  /** More than two decimals with a non-zero tail: rounded half away from zero. */
  Rounded = 5,
}

/**
 * Issue of the last parseAmount call. A plain object field: an exported `let` would become a getter
 * once transpiled, and this is read on every amount of every line.
 */
export const lastAmount = { issue: AmountIssue.None as AmountIssue };

const MAX_DIGITS = 15; // 10^15 cents stays a safe integer with room for sums

function isSpace(c: number): boolean {
  return c === 32 || c === 0xa0 || c === 0x202f || c === 39; // space, nbsp, narrow nbsp, apostrophe
}

/** Parses `s` (already trimmed) into cents; 0 when empty or invalid (see `lastAmount`). */
export function parseAmount(s: string): number {
  return parseAmountIn(s, 0, s.length);
}

/** Parses s[from, to) (already trimmed) without slicing it: the reader's hot path. */
export function parseAmountIn(s: string, from: number, n: number): number {
  lastAmount.issue = AmountIssue.None;
  if (n === from) {
    lastAmount.issue = AmountIssue.Empty;
    return 0;
  }
  // Fast path: [-]digits,dd
  let i = from;
  let neg = false;
  let c = s.charCodeAt(from);
  if (c === 45 || c === 43) {
    neg = c === 45;
    i = from + 1;
  }
  let units = 0;
  let digits = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    units = units * 10 + (c - 48);
    digits++;
  }
  if (i === n && digits > 0 && digits <= MAX_DIGITS) return neg ? -units * 100 : units * 100;
  if (c === 44 && digits > 0 && digits <= MAX_DIGITS) {
    if (i + 3 === n) {
      const d1 = s.charCodeAt(i + 1) - 48;
      const d2 = s.charCodeAt(i + 2) - 48;
      if (d1 >= 0 && d1 <= 9 && d2 >= 0 && d2 <= 9) {
        const v = units * 100 + d1 * 10 + d2;
        return neg ? -v : v;
      }
    } else if (i + 2 === n) {
      const d1 = s.charCodeAt(i + 1) - 48;
      if (d1 >= 0 && d1 <= 9) return neg ? -(units * 100 + d1 * 10) : units * 100 + d1 * 10;
    }
  }
  return parseAmountSlow(from === 0 && n === s.length ? s : s.slice(from, n));
}

/** Every other shape: trailing sign, separators, long decimals. */
function parseAmountSlow(s: string): number {
  let start = 0;
  let end = s.length;
  let neg = false;
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  let c = s.charCodeAt(start);
  if (c === 45 || c === 43) {
    neg = c === 45;
    start++;
  } else {
    c = s.charCodeAt(end - 1);
    if (c === 45 || c === 43) {
      neg = c === 45;
      end--;
    }
  }
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  if (start >= end) return invalid();
  // Decimal separator: the last ',' or '.'; a single '.' with no ',' is a decimal point.
  const lastComma = s.lastIndexOf(',', end - 1);
  const lastDot = s.lastIndexOf('.', end - 1);
  let decPos = -1;
  let issue: AmountIssue = AmountIssue.None;
  if (lastComma >= start && lastComma > lastDot) decPos = lastComma;
  else if (lastDot >= start && lastDot > lastComma) {
    const firstDot = s.indexOf('.', start);
    if (firstDot === lastDot && lastComma < start) {
      decPos = lastDot;
      issue = AmountIssue.DecimalPoint;
    } else if (lastComma >= start) {
      decPos = lastDot; // '1,234.50'
      issue = AmountIssue.DecimalPoint;
    } else {
      issue = AmountIssue.Thousands; // '1.234.567'
    }
  }
  let units = 0;
  let digits = 0;
  let sawSeparator = false;
  const intEnd = decPos >= 0 ? decPos : end;
  for (let i = start; i < intEnd; i++) {
    c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      units = units * 10 + (c - 48);
      if (units > 0 || digits > 0) digits++;
    } else if (isSpace(c) || c === 46 || c === 44) {
      if (i === start) return invalid();
      sawSeparator = true;
    } else return invalid();
  }
  if (digits > MAX_DIGITS) return invalid();
  let cents = 0;
  let rounded = false;
  if (decPos >= 0) {
    if (decPos + 1 >= end && intEnd === start) return invalid();
    for (let i = decPos + 1, k = 0; i < end; i++, k++) {
      c = s.charCodeAt(i);
      if (c < 48 || c > 57) return invalid();
      const d = c - 48;
      if (k === 0) cents += d * 10;
      else if (k === 1) cents += d;
      else if (k === 2) {
        if (d >= 5) cents += 1;
        if (d !== 0) rounded = true;
      } else if (d !== 0) rounded = true;
    }
  } else if (intEnd === start) return invalid();
  const value = units * 100 + cents;
  if (sawSeparator && issue === AmountIssue.None) issue = AmountIssue.Thousands;
  else if (sawSeparator && issue === AmountIssue.DecimalPoint) issue = AmountIssue.Thousands;
  if (issue === AmountIssue.None && rounded) issue = AmountIssue.Rounded;
  lastAmount.issue = issue;
  return neg ? -value : value;
}

function invalid(): number {
  lastAmount.issue = AmountIssue.Invalid;
  return 0;
}

/**
 * Parses the UTF-8 bytes buf[from, to) (already trimmed): the legal shapes straight from the bytes,
 * every other one through `parseAmountIn` on the decoded text (`decoded`), so the result is the string
 * parser's on the same value.
 */
export function parseAmountBytes(
  buf: Uint8Array,
  from: number,
  n: number,
  decoded: (from: number, to: number) => string,
): number {
  lastAmount.issue = AmountIssue.None;
  if (n === from) {
    lastAmount.issue = AmountIssue.Empty;
    return 0;
  }
  let i = from;
  let neg = false;
  let c = buf[from];
  if (c === 45 || c === 43) {
    neg = c === 45;
    i = from + 1;
  }
  let units = 0;
  let digits = 0;
  for (; i < n; i++) {
    c = buf[i];
    if (c < 48 || c > 57) break;
    units = units * 10 + (c - 48);
    digits++;
  }
  if (i === n && digits > 0 && digits <= MAX_DIGITS) return neg ? -units * 100 : units * 100;
  if (c === 44 && digits > 0 && digits <= MAX_DIGITS) {
    if (i + 3 === n) {
      const d1 = buf[i + 1] - 48;
      const d2 = buf[i + 2] - 48;
      if (d1 >= 0 && d1 <= 9 && d2 >= 0 && d2 <= 9) {
        const v = units * 100 + d1 * 10 + d2;
        return neg ? -v : v;
      }
    } else if (i + 2 === n) {
      const d1 = buf[i + 1] - 48;
      if (d1 >= 0 && d1 <= 9) return neg ? -(units * 100 + d1 * 10) : units * 100 + d1 * 10;
    }
  }
  const s = decoded(from, n);
  return parseAmountIn(s, 0, s.length);
}
