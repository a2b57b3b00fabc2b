import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  easterSunday,
  frenchPublicHolidays,
  isValidDate,
  weekDay,
  isWeekendOrHoliday,
} from './dates';

describe('dates AAAAMMJJ', () => {
  it('knows the calendar', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(2024, 4, 31)).toBe(false);
  });
  it('computes Easter and French holidays', () => {
    expect(easterSunday(2024)).toBe(20240331);
    expect(easterSunday(2025)).toBe(20250420);
    expect(frenchPublicHolidays(2024).has(20240401)).toBe(true); // lundi de Pâques
    expect(frenchPublicHolidays(2024).has(20240509)).toBe(true); // Ascension
    expect(frenchPublicHolidays(2024).size).toBe(11);
  });
  it('knows week days', () => {
    expect(weekDay(20241121)).toBe(4); // jeudi
    expect(isWeekendOrHoliday(20241123)).toBe(true);
    expect(isWeekendOrHoliday(20241121)).toBe(false);
  });
  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60000 }), fc.integer({ min: -5000, max: 5000 }), (start, n) => {
        const d = addDays(19700101, start);
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });
});
