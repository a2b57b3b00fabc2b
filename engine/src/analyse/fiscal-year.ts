import type { FiscalYear } from '../model/format';
import { addDays, daysInMonth, formatDateFr, monthOf, yearOf, ymd } from '../util/dates';
import { CLOSING_KIND, closingStrength, type ClosingDay, YearSignals } from './year-signals';

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

  /** The earliest dated line within [start, end], both inclusive; 0 when none. */
  firstBetween(start: number, end: number): number {
    let first = 0;
    for (const d of this.seen) if (d >= start && d <= end && (first === 0 || d < first)) first = d;
    return first;
  }

  /** The latest dated line within [start, end], both inclusive; 0 when none. */
  lastBetween(start: number, end: number): number {
    let last = 0;
    for (const d of this.seen) if (d >= start && d <= end && d > last) last = d;
    return last;
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

/** Lines per month (keyed by year × 12 + month − 1) and which months are active; null without dates. */
interface Activity {
  /** Months holding dated lines, ascending. */
  keys: number[];
  count(m: number): number;
  active(m: number): boolean;
}

function activityOf(h: DateHistogram): Activity | null {
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
  return { keys, count, active: (m: number) => count(m) >= floor && count(m) > 0 };
}

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
  const activity = activityOf(h);
  if (activity === null) return null;
  const { keys, count, active } = activity;
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

const monthIndex = (d: number) => yearOf(d) * 12 + monthOf(d) - 1;
const monthEnd = (m: number) => addDays(monthStart(m + 1), -1);
const fr = formatDateFr;

/** A first year may run longer than 12 months (up to 24) or shorter; later years last 12 months. */
const MAX_FIRST_YEAR_MONTHS = 24;
const CONFIRM = "Confirmez ou corrigez les dates de l'exercice.";

const KIND_WORDS: Array<[number, string]> = [
  [CLOSING_KIND.depreciation, 'amortissements'],
  [CLOSING_KIND.cutOff, 'charges et produits à rattacher'],
  [CLOSING_KIND.stock, 'stocks'],
  [CLOSING_KIND.tax, 'impôt sur les bénéfices'],
  [CLOSING_KIND.journal, "journal d'inventaire"],
  [CLOSING_KIND.vat, 'déclaration de TVA'],
];

/** « écritures de clôture (amortissements, stocks) » for the kinds of a closing day. */
function closingWords(day: ClosingDay): string {
  const words = KIND_WORDS.filter(([bit]) => day.kinds & bit).map(([, w]) => w);
  return `écritures de clôture (${words.join(', ')})`;
}

/** What the entries say of the year, beyond the bulk of their dates. */
export interface YearInference {
  year: FiscalYear;
  /** No à-nouveaux, a closing where the activity ends, and a year of other than 12 months: a first year. */
  firstYear: boolean;
  /** French: what the entries leave open and the question to ask; absent when they settle the year. */
  question?: string;
  /** 'closing': the year ends on the closing entries; 'bulk': the 12 months of inferFiscalYear. */
  basis: 'closing' | 'bulk';
}

/**
 * The year the entries show, read from their dates and from their edges (YearSignals):
 *  - with à-nouveaux, the year is the 12 months they open (or those of the bulk, inferFiscalYear, when
 *    these hold clearly more); closing entries after them, with activity up to them and within 24
 *    months (a change of closing date?), raise the question;
 *  - without à-nouveaux and with closing entries where the activity ends (the last active month), the
 *    year ends on them and starts with the first entry: a first year, shorter or longer than 12 months
 *    (up to 24, when every month before the last 12 is active) — or on the 1st of the month when the
 *    entries start in the first month of a 12-month year;
 *  - without either, a span of exactly 12 months is the year; any other span (a short first year, or
 *    an extract of a year? a long first year, or two years?) raises the question, a short one with
 *    the 12 months from its first entry as the guess.
 * The year is always given; `question` says when it is only a guess.
 */
export function inferYear(
  h: DateHistogram,
  signals: YearSignals,
  declared?: FiscalYear,
): YearInference | null {
  const inferred = inferFromEdges(h, signals);
  if (inferred === null || !declared) return inferred;
  if (inferred.basis === 'bulk') {
    // As inferFiscalYear: a declared year holding as much of the bulk is as good an answer.
    return inferFiscalYear(h, declared) === declared
      ? { year: declared, firstYear: false, basis: 'bulk' }
      : inferred;
  }
  const { active } = activityOf(h)!;
  const y = inferred.year;
  if (h.betweenIn(declared.start, declared.end, active) >= h.betweenIn(y.start, y.end, active))
    return { year: declared, firstYear: inferred.firstYear && declared.end === y.end, basis: 'bulk' };
  return inferred;
}

function inferFromEdges(h: DateHistogram, signals: YearSignals): YearInference | null {
  const bulk = inferFiscalYear(h);
  const activity = activityOf(h);
  if (bulk === null || activity === null) return null;
  const { keys, count, active } = activity;
  const activeKeys = keys.filter(active);
  const lastActive = activeKeys[activeKeys.length - 1];
  // Where the entries start and end: a quiet month beside an empty one holds strays, not activity.
  const firstMonth = keys.find((m) => active(m) || count(m + 1) > 0) ?? activeKeys[0];
  const lastMonth = keys.findLast((m) => active(m) || count(m - 1) > 0) ?? lastActive;
  const first = h.firstBetween(monthStart(firstMonth), monthEnd(firstMonth));
  const last = h.lastBetween(monthStart(lastMonth), monthEnd(lastMonth));
  const opening = signals.openingDate();
  // The closing where the activity ends first (monthly depreciation or cut-offs close every month);
  // else the one that looks most like a closing.
  const closing =
    signals.closingDay({ start: monthStart(lastActive), end: 99991231 }) ?? signals.closingDay();
  const byBulk = (question?: string): YearInference => ({
    year: bulk,
    firstYear: false,
    basis: 'bulk',
    question,
  });

  if (opening > 0) {
    // After the first year, a year opens on its à-nouveaux (dated its first day, or the last day of the
    // year before) and lasts 12 months, when that holds the bulk as well.
    const opensOn =
      opening % 100 === daysInMonth(yearOf(opening), monthOf(opening)) ? addDays(opening, 1) : opening;
    const fromOpening = yearStartingAround(opensOn);
    const inside = (y: FiscalYear) => h.betweenIn(y.start, y.end, active);
    const year = inside(fromOpening) * 10 >= inside(bulk) * 9 ? fromOpening : bulk;
    // Closing entries after those 12 months, with activity up to them: a change of closing date? Ask.
    if (
      closing &&
      closing.date > year.end &&
      monthIndex(closing.date) - monthIndex(year.start) < MAX_FIRST_YEAR_MONTHS &&
      h.betweenIn(addDays(year.end, 1), closing.date, active) > 0
    ) {
      const months = monthIndex(closing.date) - monthIndex(year.start) + 1;
      return {
        year,
        firstYear: false,
        basis: 'bulk',
        question:
          `Les à-nouveaux sont datés du ${fr(opening)} et des ${closingWords(closing)} du ` +
          `${fr(closing.date)} : l'exercice va-t-il du ${fr(year.start)} au ${fr(closing.date)} (${months} mois) ` +
          `plutôt que du ${fr(year.start)} au ${fr(year.end)} ? ${CONFIRM}`,
      };
    }
    // A full closing where the activity stops before the 12 months end: a shortened year, or an
    // extract that stops on a monthly closing? Ask.
    if (
      closing &&
      closing.date >= year.start &&
      closing.date < year.end &&
      monthIndex(closing.date) >= lastActive &&
      closingStrength(closing) >= 2
    ) {
      const months = monthIndex(closing.date) - monthIndex(year.start) + 1;
      return {
        year,
        firstYear: false,
        basis: 'bulk',
        question:
          `Les à-nouveaux sont datés du ${fr(opening)} et des ${closingWords(closing)} du ` +
          `${fr(closing.date)}, où s'arrêtent les écritures : l'exercice va-t-il du ${fr(year.start)} au ` +
          `${fr(closing.date)} (${months} mois) plutôt que du ${fr(year.start)} au ${fr(year.end)} ? ${CONFIRM}`,
      };
    }
    return { year, firstYear: false, basis: 'bulk' };
  }

  if (closing) {
    const end = closing.date;
    const endMonth = monthIndex(end);
    if (lastActive > endMonth)
      return byBulk(
        `Des ${closingWords(closing)} sont datées du ${fr(end)}, mais l'activité continue jusqu'au ` +
          `${fr(last)} et le fichier n'a pas d'à-nouveaux : l'exercice se termine-t-il le ${fr(end)} ? ${CONFIRM}`,
      );
    // The first month with entries within 24 months of the closing; a quiet month followed by an empty
    // one holds strays, not the start of the activity.
    let startMonth = endMonth;
    for (const m of keys) {
      if (m <= endMonth - MAX_FIRST_YEAR_MONTHS || m > endMonth) continue;
      if (!active(m) && count(m + 1) === 0) continue;
      startMonth = m;
      break;
    }
    const firstEntry = h.firstBetween(monthStart(startMonth), end);
    const twelve = yearEndingOn(end).start;
    if (firstEntry >= twelve) {
      // Entries from the first month of a 12-month year: that year (its first days may be quiet).
      const start = monthIndex(firstEntry) === monthIndex(twelve) ? twelve : firstEntry;
      if (h.between(start, end) * 2 < h.total) return byBulk();
      return { year: { start, end }, firstYear: start !== twelve, basis: 'closing' };
    }
    // Longer than 12 months: a first year when every month before the last 12 is active, and no
    // closing as full as this one stands among them (two years in one file, rather).
    let allActive = true;
    for (let m = monthIndex(firstEntry); m < monthIndex(twelve); m++) allActive &&= active(m);
    const earlier = signals.closingDay({ start: firstEntry, end: addDays(twelve, -1) });
    if (allActive && (earlier === null || closingStrength(earlier) < closingStrength(closing)))
      return { year: { start: firstEntry, end }, firstYear: true, basis: 'closing' };
    const months = endMonth - monthIndex(firstEntry) + 1;
    return {
      year: { start: twelve, end },
      firstYear: false,
      basis: 'closing',
      question:
        `Des ${closingWords(closing)} sont datées du ${fr(end)} et des écritures dès le ${fr(firstEntry)}, ` +
        `sans à-nouveaux : premier exercice de ${months} mois, du ${fr(firstEntry)} au ${fr(end)}, ou ` +
        `exercice de 12 mois du ${fr(twelve)} au ${fr(end)} ? ${CONFIRM}`,
    };
  }

  const span = lastMonth - firstMonth + 1;
  if (span === 12) return byBulk();
  const question =
    `Les écritures couvrent ${span} mois, du ${fr(first)} au ${fr(last)}, sans à-nouveaux ni écritures ` +
    `de clôture : ${
      span < 12
        ? "un premier exercice plus court que 12 mois, ou un extrait d'exercice"
        : 'un premier exercice de plus de 12 mois, ou des écritures de plusieurs exercices'
    } ? ${CONFIRM}`;
  // A short span: the 12 months from its start hold all of it (the bulk may leave a quiet start out).
  const from = yearStartingAround(first);
  if (span < 12 && last <= from.end) return { year: from, firstYear: false, basis: 'bulk', question };
  return byBulk(question);
}

export interface FiscalYearDecision {
  fiscalYear: FiscalYear;
  source: 'option' | 'file-name' | 'data';
  /** The year the entries point to, whatever was declared; null when no entry is dated. */
  suggested: FiscalYear | null;
  /** The entries show a first year (no à-nouveaux, a closing of other than 12 months) ending with it. */
  firstYear?: boolean;
  /** French: when the year comes from the entries but they cannot settle it, what to confirm. */
  question?: string;
  /** Dated lines in the whole file, and those inside the decided year (set once the file is read). */
  datedLines?: number;
  linesInside?: number;
  /** French explanation when the file name was contradicted by the data. */
  warning?: string;
}

/**
 * Chooses the fiscal year: explicit options first; else the closing date of the file name when at
 * least half of the dated lines fall inside it; else the year the entries show (see inferYear: the
 * bulk of their dates, where strays never move the year, and their edges — à-nouveaux, closing
 * entries — for a first year of any length). `signals` default to none (dates only).
 */
export function decideFiscalYear(
  explicit: { start?: number; end?: number },
  nameClosingDate: number,
  sample: number[] | DateHistogram,
  signals: YearSignals = new YearSignals(),
): FiscalYearDecision {
  const h = sample instanceof DateHistogram ? sample : DateHistogram.of(sample);
  const inferred = inferYear(h, signals);
  // A first year ending when the declared one does is that year (it may be shorter or longer).
  const firstYearOf = (fy: FiscalYear) => inferred?.firstYear === true && inferred.year.end === fy.end;
  if (explicit.end) {
    const fy = yearEndingOn(explicit.end);
    const fiscalYear = { start: explicit.start ?? fy.start, end: explicit.end };
    // Declared dates of other than 12 months on a file without à-nouveaux: a first year as well.
    const twelve = yearEndingOn(fiscalYear.end).start === fiscalYear.start;
    return {
      fiscalYear,
      source: 'option',
      suggested: inferYear(h, signals, fiscalYear)?.year ?? null,
      firstYear: firstYearOf(fiscalYear) || (h.total > 0 && signals.openingLines === 0 && !twelve),
    };
  }
  if (nameClosingDate) {
    const named = yearEndingOn(nameClosingDate);
    const fy = firstYearOf(named) ? inferred!.year : named;
    if (h.total === 0 || h.between(fy.start, fy.end) * 2 >= h.total)
      return {
        fiscalYear: fy,
        source: 'file-name',
        suggested: inferYear(h, signals, fy)?.year ?? null,
        firstYear: firstYearOf(fy),
      };
  }
  if (inferred === null) {
    // Nothing to infer from: keep the name's year, or a neutral one.
    return {
      fiscalYear: yearEndingOn(nameClosingDate || 19991231),
      source: nameClosingDate ? 'file-name' : 'data',
      suggested: null,
    };
  }
  const fy = inferred.year;
  let period = `du ${formatDateFr(fy.start)} au ${formatDateFr(fy.end)}`;
  if (inferred.firstYear) {
    const months = monthIndex(fy.end) - monthIndex(fy.start) + 1;
    period += ` (premier exercice de ${months} mois : pas d'à-nouveaux, clôture au ${formatDateFr(fy.end)})`;
  }
  const why = inferred.question ? ` À confirmer : ${inferred.question}` : '';
  return {
    fiscalYear: fy,
    source: 'data',
    suggested: fy,
    firstYear: inferred.firstYear,
    ...(inferred.question ? { question: inferred.question } : {}),
    warning:
      (nameClosingDate
        ? `La date de clôture du nom de fichier (${formatDateFr(nameClosingDate)}) ne correspond pas aux écritures : exercice déduit des écritures, ${period}.`
        : `Aucune date de clôture dans le nom de fichier : exercice déduit des écritures, ${period}.`) + why,
  };
}
