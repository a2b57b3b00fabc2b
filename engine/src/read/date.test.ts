import fc from 'fast-check';
import { DateIssue, lastDate, parseDate } from './date';

function read(s: string): [number, DateIssue] {
  const v = parseDate(s);
  return [v, lastDate.issue];
}

describe('parseDate', () => {
  it.each([
    ['20240131', 20240131, DateIssue.None],
    ['20240229', 20240229, DateIssue.None],
    ['20230229', 0, DateIssue.Invalid],
    ['20231332', 0, DateIssue.Invalid],
    ['20240431', 0, DateIssue.Invalid],
    ['31/01/2024', 20240131, DateIssue.Format],
    ['2024-01-31', 20240131, DateIssue.Format],
    ['20240131 00:00:00', 20240131, DateIssue.Format],
    ['18991231', 18991231, DateIssue.Year],
    ['', 0, DateIssue.Empty],
    ['2024013', 0, DateIssue.Invalid],
    ['abcdefgh', 0, DateIssue.Invalid],
  ])('%j → %d', (s, d, issue) => {
    expect(read(s)).toEqual([d, issue]);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const v = parseDate(s);
        if (lastDate.issue === DateIssue.Invalid || lastDate.issue === DateIssue.Empty) expect(v).toBe(0);
        else expect(v).toBeGreaterThan(0);
      }),
    );
  });
});
