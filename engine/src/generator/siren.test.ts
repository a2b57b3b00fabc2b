import { FiscalCalendar } from './calendar';
import { Rng } from './prng';
import { isValidSiren, luhnValid, makeSiren } from './siren';
import { isWeekendOrHoliday } from '../util/dates';

describe('SIREN', () => {
  it('checks Luhn keys', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('12345678')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('makes valid, seed-stable SIRENs', () => {
    for (let seed = 0; seed < 200; seed++) expect(isValidSiren(makeSiren(seed))).toBe(true);
    expect(makeSiren(42)).toBe(makeSiren(42));
    expect(makeSiren(42)).not.toBe(makeSiren(43));
  });
});

describe('Rng', () => {
  it('repeats from a seed and stays in range', () => {
    const a = new Rng('x');
    const b = new Rng('x');
    for (let i = 0; i < 1000; i++) {
      const v = a.int(3, 9);
      expect(v).toBe(b.int(3, 9));
      expect(v >= 3 && v <= 9).toBe(true);
    }
    expect(new Rng(1).next()).not.toBe(new Rng(2).next());
  });

  it('draws log-uniform cents inside the range', () => {
    const r = new Rng(3);
    for (let i = 0; i < 1000; i++) {
      const c = r.logUniformCents(5_000, 5_000_000);
      expect(c >= 5_000 && c < 5_000_000).toBe(true);
    }
  });
});

describe('FiscalCalendar', () => {
  const cal = new FiscalCalendar({ start: 20240101, end: 20241231 });

  it('lists the working days of 2024 (weekends and the 11 public holidays excluded)', () => {
    expect(cal.workingDays).toHaveLength(252);
    expect(cal.firstWorkingDay).toBe(20240102);
    expect(cal.workingDays.every((d) => !isWeekendOrHoliday(d))).toBe(true);
  });

  it('validates on the Tuesday after the week, monotonically, never after the year', () => {
    expect(cal.validationDate(20240103)).toBe(20240109);
    expect(cal.validationDate(20240105)).toBe(20240109);
    expect(cal.validationDate(20240108)).toBe(20240116);
    expect(cal.validationDate(20241227)).toBe(20241231);
    expect(cal.validationDate(20241231)).toBe(20241231);
    // Whit Monday 2024 (20 May) is a holiday, the Tuesday after is not.
    expect(cal.validationDate(20240517)).toBe(20240521);
    let prev = 0;
    for (const d of cal.workingDays) {
      const v = cal.validationDate(d);
      expect(v).toBeGreaterThanOrEqual(Math.max(prev, d));
      prev = v;
    }
  });

  it('does date arithmetic across the table edges', () => {
    expect(cal.addDays(20240228, 2)).toBe(20240301);
    expect(cal.addDays(20100101, 1)).toBe(20100102);
    expect(cal.nextWorkingDay(20240504)).toBe(20240506);
    expect(cal.previousWorkingDay(20240101)).toBe(20231229);
    expect(cal.monthIndex(20240315)).toBe(2);
    expect(cal.monthIndex(20250101)).toBe(-1);
  });
});
