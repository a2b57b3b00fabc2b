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

export interface FiscalYearDecision {
  fiscalYear: FiscalYear;
  source: 'option' | 'file-name' | 'data';
  /** French explanation when the file name was contradicted by the data. */
  warning?: string;
}

/**
 * Chooses the fiscal year: explicit options first; else the closing date of the file name when at
 * least half of the first entries fall inside it; else the year the first entries point to.
 */
export function decideFiscalYear(
  explicit: { start?: number; end?: number },
  nameClosingDate: number,
  sampleDates: number[],
): FiscalYearDecision {
  if (explicit.end) {
    const fy = yearEndingOn(explicit.end);
    return { fiscalYear: { start: explicit.start ?? fy.start, end: explicit.end }, source: 'option' };
  }
  const dates = sampleDates.filter((d) => d > 0);
  if (nameClosingDate) {
    const fy = yearEndingOn(nameClosingDate);
    const inside = dates.filter((d) => d >= fy.start && d <= fy.end).length;
    if (dates.length === 0 || inside * 2 >= dates.length) return { fiscalYear: fy, source: 'file-name' };
  }
  if (dates.length === 0) {
    // Nothing to infer from: keep the name's year, or a neutral one.
    return {
      fiscalYear: yearEndingOn(nameClosingDate || 19991231),
      source: nameClosingDate ? 'file-name' : 'data',
    };
  }
  const fy = yearStartingAround(Math.min(...dates));
  const period = `du ${formatDateFr(fy.start)} au ${formatDateFr(fy.end)}`;
  return {
    fiscalYear: fy,
    source: 'data',
    warning: nameClosingDate
      ? `La date de clôture du nom de fichier (${formatDateFr(nameClosingDate)}) ne correspond pas aux écritures : exercice déduit des écritures, ${period}.`
      : `Aucune date de clôture dans le nom de fichier : exercice déduit des écritures, ${period}.`,
  };
}
