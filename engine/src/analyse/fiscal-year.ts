import type { FiscalYear } from '../model/format';
import { addDays, daysInMonth, formatDateFr, monthOf, yearOf, ymd } from '../util/dates';

/** Adds `months` to the first day of a month; returns AAAAMMJJ. */
function addMonths(firstOfMonth: number, months: number): number {
  const m0 = yearOf(firstOfMonth) * 12 + (monthOf(firstOfMonth) - 1) + months;
  return ymd(Math.floor(m0 / 12), (m0 % 12) + 1, 1);
}

/** A 12-month fiscal year closing on `end`. */
export function yearEndingOn(end: number): FiscalYear {
  const y = yearOf(end);
  const m = monthOf(end);
  // Closing on the last day of a month: the year starts on the 1st of the next month a year before.
  if (end % 100 === daysInMonth(y, m)) return { start: addMonths(ymd(y, m, 1), -11), end };
  return { start: addDays(ymd(y - 1, m, end % 100), 1), end };
}

/** A 12-month fiscal year starting on the 1st of the month of `date`. */
export function yearStartingAround(date: number): FiscalYear {
  const start = ymd(yearOf(date), monthOf(date), 1);
  return { start, end: addDays(addMonths(start, 12), -1) };
}

/** Days of 1900–2099 get a slot of a flat array (372 per year: 12 × 31), the rest a map. */
const FIRST_YEAR = 1900;
const SLOTS = 200 * 372;
const slotOf = (d: number) =>
  (((d / 10000) | 0) - FIRST_YEAR) * 372 + ((((d / 100) | 0) % 100) - 1) * 31 + ((d % 100) - 1);
/**
 * Dated lines per day. Its size is bounded by the calendar (a flat array of 74,400 counters, and a map
 * for the rare dates outside 1900–2099), whatever the number of lines counted: the pipeline counts every
 * line of the file in it, at the cost of one array increment per line.
 */
export class DateHistogram {
  private readonly slots = new Int32Array(SLOTS);
  /** Distinct dates seen, in the order first seen. */
  private readonly seen: number[] = [];
  private readonly others = new Map<number, number>();
  private lastDate = 0;
  private lastSlot = 0;
  total = 0;

  static of(dates: Iterable<number>): DateHistogram {
    const h = new DateHistogram();
    for (const d of dates) h.add(d);
    return h;
  }

  /** Counts one dated line (0 = no date, ignored). */
  add(date: number): void {
    if (date <= 0) return;
    this.total++;
    // The lines of an entry share its date: skip the arithmetic.
    if (date === this.lastDate) {
      this.slots[this.lastSlot]++;
      return;
    }
    const slot = slotOf(date);
    if (slot >= 0 && slot < SLOTS) {
      if (this.slots[slot]++ === 0) this.seen.push(date);
      this.lastDate = date;
      this.lastSlot = slot;
      return;
    }
    const n = this.others.get(date) ?? 0;
    if (n === 0) this.seen.push(date);
    this.others.set(date, n + 1);
  }

  /** Dated lines between two dates, both inclusive. */
  countBetween(start: number, end: number): number {
    let n = 0;
    for (const d of this.seen) if (d >= start && d <= end) n += this.countOf(d);
    return n;
  }

  private countOf(date: number): number {
    const slot = slotOf(date);
    return slot >= 0 && slot < SLOTS ? this.slots[slot] : (this.others.get(date) ?? 0);
  }

  /** Lines dated within [start, end], both inclusive. */
  between(start: number, end: number): number {
    let n = 0;
    for (const d of this.seen) if (d >= start && d <= end) n += this.countOf(d);
    return n;
  }

  /** Lines dated within [start, end] whose month (year × 12 + month − 1) passes `keep`. */
  betweenIn(start: number, end: number, keep: (month: number) => boolean): number {
    let n = 0;
    for (const d of this.seen)
      if (d >= start && d <= end && keep(yearOf(d) * 12 + monthOf(d) - 1)) n += this.countOf(d);
    return n;
  }

  /** Lines per month, keyed by year × 12 + month − 1. */
  months(): Map<number, number> {
    const out = new Map<number, number>();
    for (const d of this.seen) {
      const m = yearOf(d) * 12 + monthOf(d) - 1;
      out.set(m, (out.get(m) ?? 0) + this.countOf(d));
    }
    return out;
  }
}

/**
 * A month is "active" when it holds at least this share of a typical busy month (the median of the
 * 12 busiest months): a few stray dates never make a month active, a quiet August usually does not
 * matter (it sits inside every candidate year).
 */
const ACTIVE_SHARE = 0.5;
const PEAK_SHARE = 0.1;

const monthStart = (m: number) => ymd(Math.floor(m / 12), (m % 12) + 1, 1);

/**
 * The 12-month year (on month boundaries) where the bulk of the entries lies; null without dates.
 *  1. each candidate year weighs the lines of its active months (strays and thin tails weigh nothing);
 *  2. among the heaviest, prefer edges at activity boundaries: the first month active after a quiet
 *     or empty one, the month after the last one quiet or empty;
 *  3. then the most lines in all; then the earliest start.
 * A `declared` year (file name, or dates given) holding as much of the bulk as the best wins the tie.
 * A 13-month span keeps the 12 busiest months (the 13th month's entries are outliers); a short span
 * (first year, partial export) starts where the activity starts.
 */
export function inferFiscalYear(h: DateHistogram, declared?: FiscalYear): FiscalYear | null {
  const months = h.months();
  if (months.size === 0) return null;
  const keys = [...months.keys()].sort((a, b) => a - b);
  const busiest = [...months.values()].sort((a, b) => b - a).slice(0, 12);
  const mid = busiest.length >> 1;
  const typical = busiest.length % 2 ? busiest[mid] : (busiest[mid - 1] + busiest[mid]) / 2;
  // A short span (a few busy months and some strays) has strays among its 12 busiest months: a tenth of
  // the busiest month keeps them out.
  const floor = Math.max(ACTIVE_SHARE * typical, PEAK_SHARE * busiest[0]);
  const count = (m: number) => months.get(m) ?? 0;
  const active = (m: number) => count(m) >= floor && count(m) > 0;
  let best: { start: number; weight: number; edges: number; lines: number } | null = null;
  for (let s = keys[0] - 11; s <= keys[keys.length - 1]; s++) {
    let weight = 0;
    let lines = 0;
    for (let m = s; m < s + 12; m++) {
      lines += count(m);
      if (active(m)) weight += count(m);
    }
    const edges = (active(s) && !active(s - 1) ? 1 : 0) + (active(s + 12) ? 0 : 1);
    if (
      best === null ||
      weight > best.weight ||
      (weight === best.weight && (edges > best.edges || (edges === best.edges && lines > best.lines)))
    )
      best = { start: s, weight, edges, lines };
  }
  // A declared year holding as much of the bulk is as good an answer (a short span fits several years):
  // say so rather than contradict it.
  if (declared && h.betweenIn(declared.start, declared.end, active) >= best!.weight) return declared;
  return yearStartingAround(monthStart(best!.start));
}

export interface FiscalYearDecision {
  fiscalYear: FiscalYear;
  source: 'option' | 'file-name' | 'data';
  /** The year the entries point to, whatever was declared; null when no entry is dated. */
  suggested: FiscalYear | null;
  /** Dated lines in the whole file, and those inside the decided year (set once the file is read). */
  datedLines?: number;
  linesInside?: number;
  /** French explanation when the file name was contradicted by the data. */
  warning?: string;
}

/**
 * Chooses the fiscal year: explicit options first; else the closing date of the file name when at
 * least half of the dated lines fall inside it; else the year where the bulk of the entries lies
 * (see inferFiscalYear: stray dates are outliers, they never move the year).
 */
export function decideFiscalYear(
  explicit: { start?: number; end?: number },
  nameClosingDate: number,
  sample: number[] | DateHistogram,
): FiscalYearDecision {
  const h = sample instanceof DateHistogram ? sample : DateHistogram.of(sample);
  if (explicit.end) {
    const fy = yearEndingOn(explicit.end);
    const fiscalYear = { start: explicit.start ?? fy.start, end: explicit.end };
    return { fiscalYear, source: 'option', suggested: inferFiscalYear(h, fiscalYear) };
  }
  const suggested = inferFiscalYear(h);
  if (nameClosingDate) {
    const fy = yearEndingOn(nameClosingDate);
    if (h.total === 0 || h.between(fy.start, fy.end) * 2 >= h.total)
      return { fiscalYear: fy, source: 'file-name', suggested: inferFiscalYear(h, fy) };
  }
  if (suggested === null) {
    // Nothing to infer from: keep the name's year, or a neutral one.
    return {
      fiscalYear: yearEndingOn(nameClosingDate || 19991231),
      source: nameClosingDate ? 'file-name' : 'data',
      suggested,
    };
  }
  const fy = suggested;
  const period = `du ${formatDateFr(fy.start)} au ${formatDateFr(fy.end)}`;
  return {
    fiscalYear: fy,
    source: 'data',
    suggested,
    warning: nameClosingDate
      ? `La date de clôture du nom de fichier (${formatDateFr(nameClosingDate)}) ne correspond pas aux écritures : exercice déduit des écritures, ${period}.`
      : `Aucune date de clôture dans le nom de fichier : exercice déduit des écritures, ${period}.`,
  };
}
