/** Dates as integers AAAAMMJJ: cheap to compare, exact, and the FEC's own notation. */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
}

/** True when y/m/d is a real calendar day. */
export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function ymd(year: number, month: number, day: number): number {
  return year * 10000 + month * 100 + day;
}

export function yearOf(d: number): number {
  return Math.floor(d / 10000);
}
export function monthOf(d: number): number {
  return Math.floor(d / 100) % 100;
}
export function dayOf(d: number): number {
  return d % 100;
}

/**
 * True for the last day of a month: month-end entries (accruals, depreciation, payroll, VAT,
 * inventory) are dated on it by convention, whatever the weekday.
 */
export function isMonthEnd(d: number): boolean {
  return dayOf(d) === daysInMonth(yearOf(d), monthOf(d));
}

/** Days since 1970-01-01 (UTC), for differences and week days. */
export function toEpochDay(d: number): number {
  return Math.floor(Date.UTC(yearOf(d), monthOf(d) - 1, dayOf(d)) / 86400000);
}

export function fromEpochDay(n: number): number {
  const dt = new Date(n * 86400000);
  return ymd(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

export function addDays(d: number, days: number): number {
  return fromEpochDay(toEpochDay(d) + days);
}

/** b − a in days. */
export function daysBetween(a: number, b: number): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekDay(d: number): number {
  return (toEpochDay(d) + 4) % 7;
}

/** 20240131 → '31/01/2024' (the product's display format). */
export function formatDateFr(d: number): string {
  if (!d) return '';
  const s = String(d);
  return `${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
}

/** Monday..Sunday of the French calendar: Easter (Meeus/Jones/Butcher), for public holidays. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

const holidayCache = new Map<number, Set<number>>();

/** The 11 French public holidays (metropolitan France) of a year. */
export function frenchPublicHolidays(year: number): Set<number> {
  let set = holidayCache.get(year);
  if (set) return set;
  const easter = easterSunday(year);
  set = new Set([
    ymd(year, 1, 1),
    addDays(easter, 1), // lundi de Pâques
    ymd(year, 5, 1),
    ymd(year, 5, 8),
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // lundi de Pentecôte
    ymd(year, 7, 14),
    ymd(year, 8, 15),
    ymd(year, 11, 1),
    ymd(year, 11, 11),
    ymd(year, 12, 25),
  ]);
  holidayCache.set(year, set);
  return set;
}

export function isWeekendOrHoliday(d: number): boolean {
  const w = weekDay(d);
  return w === 0 || w === 6 || frenchPublicHolidays(yearOf(d)).has(d);
}
