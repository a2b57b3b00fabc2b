import fc from 'fast-check';
import { DateIssue, lastDate, parseDate, parseDateBytes } from './date';

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

  it('reads UTF-8 bytes exactly as the string parser reads the decoded text', () => {
    const dateLike = fc
      .array(fc.constantFrom(...'0123456789-/. T:é'.split('')), { maxLength: 20 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string({ maxLength: 20, unit: 'binary' })), (s) => {
        const t = Buffer.from(s, 'utf8').toString('utf8');
        const d = parseDate(t);
        const expected = [d, lastDate.issue];
        const buf = Buffer.from(t, 'utf8');
        const v = parseDateBytes(buf, 0, buf.length, (a, b) => buf.toString('utf8', a, b));
        expect([v, lastDate.issue]).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
