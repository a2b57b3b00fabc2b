import fc from 'fast-check';
import { AmountIssue, lastAmount, parseAmount, parseAmountBytes } from './amount';

function read(s: string): [number, AmountIssue] {
  const v = parseAmount(s);
  return [v, lastAmount.issue];
}

describe('parseAmount', () => {
  it.each([
    ['1234,56', 123456, AmountIssue.None],
    ['0,00', 0, AmountIssue.None],
    ['-12,5', -1250, AmountIssue.None],
    ['12', 1200, AmountIssue.None],
    ['0000000069,60', 6960, AmountIssue.None],
    ['12,34-', -1234, AmountIssue.None],
    ['+7,00', 700, AmountIssue.None],
    ['12,3400', 1234, AmountIssue.None],
    ['12,345', 1235, AmountIssue.Rounded],
    ['-12,345', -1235, AmountIssue.Rounded],
    ['12.50', 1250, AmountIssue.DecimalPoint],
    ['1 234,50', 123450, AmountIssue.Thousands],
    ['1\u00a0234,50', 123450, AmountIssue.Thousands],
    ['1.234,50', 123450, AmountIssue.Thousands],
    ['1,234.50', 123450, AmountIssue.Thousands],
    ['12,3456', 1235, AmountIssue.Rounded],
    ['12,3449', 1234, AmountIssue.Rounded],
    ['1.234.567', 123456700, AmountIssue.Thousands],
    ['', 0, AmountIssue.Empty],
    ['abc', 0, AmountIssue.Invalid],
    ['12,a', 0, AmountIssue.Invalid],
    ['-', 0, AmountIssue.Invalid],
    [',', 0, AmountIssue.Invalid],
    ['1234567890123456789,00', 0, AmountIssue.Invalid],
  ])('%j → %d', (s, cents, issue) => {
    expect(read(s)).toEqual([cents, issue]);
  });

  it('reads back every amount written in the legal form, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.boolean(), (cents, trailing) => {
        const abs = Math.abs(cents);
        const body = `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
        const s = cents < 0 ? (trailing ? body + '-' : '-' + body) : body;
        expect(read(s)).toEqual([cents, AmountIssue.None]);
      }),
    );
  });

  it('never throws and always classifies garbage', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const v = parseAmount(s);
        expect(Number.isSafeInteger(v)).toBe(true);
        if (lastAmount.issue === AmountIssue.Invalid || lastAmount.issue === AmountIssue.Empty)
          expect(v).toBe(0);
      }),
    );
  });

  it('reads UTF-8 bytes exactly as the string parser reads the decoded text', () => {
    const amountLike = fc
      .array(fc.constantFrom(..."0123456789,.-+ \u00a0\u202f'é".split('')), { maxLength: 24 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(fc.oneof(amountLike, fc.string({ maxLength: 30, unit: 'binary' })), (s) => {
        const expected = read(s);
        const buf = Buffer.from(s, 'utf8');
        const v = parseAmountBytes(buf, 0, buf.length, (a, b) => buf.toString('utf8', a, b));
        // A lone surrogate does not survive UTF-8: compare with the text the bytes hold.
        const back = buf.toString('utf8');
        expect([v, lastAmount.issue]).toEqual(back === s ? expected : read(back));
      }),
      { numRuns: 2000 },
    );
  });
});
