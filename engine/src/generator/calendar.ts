import type { FiscalYear } from '../model';
import {
  addDays,
  daysInMonth,
  isWeekendOrHoliday,
  monthOf,
  toEpochDay,
  weekDay,
  yearOf,
  ymd,
} from '../util/dates';

/**
 * The working days of a fiscal year (no weekends, no French public holidays) and the validation
 * rhythm: entries of a week are validated together on the Tuesday after (the next working day when
 * that Tuesday is a holiday), never after the last working day of the year. The rule is monotonic,
 * so validation dates never go back along the file, and it keeps ValidDate 4 to ~10 days after
 * EcritureDate.
 */
export class FiscalCalendar {
  readonly workingDays: number[] = [];
  readonly firstWorkingDay: number;
  readonly lastWorkingDay: number;
  /**
   * A dense table of the days around the year (two years before, one after): date arithmetic by
   * index instead of Date objects, which the generator would otherwise call millions of times.
   */
  private readonly dates: number[] = [];
  private readonly index = new Map<number, number>();
  private readonly working: boolean[] = [];
  private readonly validation = new Map<number, number>();

  constructor(readonly fiscalYear: FiscalYear) {
    const last = addDays(fiscalYear.end, 400);
    for (let d = addDays(fiscalYear.start, -800); d <= last; d = addDays(d, 1)) {
      this.index.set(d, this.dates.length);
      this.dates.push(d);
      this.working.push(!isWeekendOrHoliday(d));
    }
    for (let d = fiscalYear.start; d <= fiscalYear.end; d = addDays(d, 1)) {
      if (!isWeekendOrHoliday(d)) this.workingDays.push(d);
    }
    if (this.workingDays.length < 20) throw new Error('Fiscal year too short to generate a FEC');
    this.firstWorkingDay = this.workingDays[0];
    this.lastWorkingDay = this.workingDays[this.workingDays.length - 1];
    this.monthStarts = this.computeMonths();
  }

  /** `d` plus `n` calendar days. */
  addDays(d: number, n: number): number {
    const i = this.index.get(d);
    if (i === undefined || i + n < 0 || i + n >= this.dates.length) return addDays(d, n);
    return this.dates[i + n];
  }

  /** The working day on or after `d` (unbounded: may leave the fiscal year). */
  nextWorkingDay(d: number): number {
    let i = this.index.get(d);
    if (i === undefined) {
      while (isWeekendOrHoliday(d)) d = addDays(d, 1);
      return d;
    }
    while (i < this.dates.length - 1 && !this.working[i]) i++;
    return this.dates[i];
  }

  /** The working day on or before `d`. */
  previousWorkingDay(d: number): number {
    let i = this.index.get(d);
    if (i === undefined) {
      while (isWeekendOrHoliday(d)) d = addDays(d, -1);
      return d;
    }
    while (i > 0 && !this.working[i]) i--;
    return this.dates[i];
  }

  /** Days since an arbitrary origin, for differences (exact inside the table). */
  dayNumber(d: number): number {
    const i = this.index.get(d);
    return i === undefined ? toEpochDay(d) - toEpochDay(this.dates[0]) : i;
  }

  validationDate(ecritureDate: number): number {
    let v = this.validation.get(ecritureDate);
    if (v === undefined) {
      const sunday = this.addDays(ecritureDate, (7 - weekDay(ecritureDate)) % 7);
      v = this.nextWorkingDay(this.addDays(sunday, 2));
      if (v > this.lastWorkingDay) v = Math.max(this.lastWorkingDay, ecritureDate);
      this.validation.set(ecritureDate, v);
    }
    return v;
  }

  /** First days (AAAAMM01) of the months of the fiscal year, in order. */
  readonly monthStarts: number[];

  /** Index of a date's month in monthStarts (-1 when outside the year). */
  monthIndex(d: number): number {
    const s = this.fiscalYear.start;
    const i = (yearOf(d) - yearOf(s)) * 12 + monthOf(d) - monthOf(s);
    return i >= 0 && i < this.monthStarts.length && d >= s && d <= this.fiscalYear.end ? i : -1;
  }

  private computeMonths(): number[] {
    const out: number[] = [];
    let y = yearOf(this.fiscalYear.start);
    let m = monthOf(this.fiscalYear.start);
    for (;;) {
      const first = ymd(y, m, 1);
      if (first > this.fiscalYear.end) break;
      out.push(first);
      m++;
      if (m > 12) {
        m = 1;
        y++;
      }
    }
    return out;
  }

  /** The working day of month `first` (AAAAMM01) closest to day `day`, searching backwards then forwards, inside the year. */
  workingDayInMonth(first: number, day: number): number {
    const y = yearOf(first);
    const m = monthOf(first);
    const d = ymd(y, m, Math.min(day, daysInMonth(y, m)));
    let back = this.previousWorkingDay(d);
    if (monthOf(back) !== m) back = this.nextWorkingDay(d);
    return Math.min(Math.max(back, this.firstWorkingDay), this.lastWorkingDay);
  }
}
