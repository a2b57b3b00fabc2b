import fc from 'fast-check';
import { isValidSiren, isValidSiret, parseFileName } from './file-name';

describe('file name and SIREN', () => {
  it('checks the Luhn key', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('123456789')).toBe(false);
    expect(isValidSiren('000000000')).toBe(true);
    expect(isValidSiren('12345678')).toBe(false);
    expect(isValidSiret('35600000000010')).toBe(true); // La Poste: digit sum 15
    expect(isValidSiret('73282932000074')).toBe(true);
  });
  it('detects any single wrong digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          const key = [...Array(10).keys()].find((k) => isValidSiren(body + k))!;
          const good = body + key;
          const digits = good.split('');
          digits[pos] = String((+digits[pos] + delta) % 10);
          expect(isValidSiren(digits.join(''))).toBe(false);
        },
      ),
    );
  });
  it('reads SIREN and closing date', () => {
    expect(parseFileName('/x/732829320FEC20231231.txt')).toEqual({
      siren: '732829320',
      sirenValid: true,
      closingDate: 20231231,
      conforming: true,
    });
    expect(parseFileName('0000000001FEC20220831.txt')).toMatchObject({
      siren: '0000000001',
      conforming: false,
      closingDate: 20220831,
    });
    expect(parseFileName('export.csv')).toMatchObject({ siren: null, conforming: false, closingDate: 0 });
    expect(parseFileName('111111111FEC20221231.TXT')).toMatchObject({ sirenValid: false, conforming: true });
    expect(parseFileName('732829320FEC20231331.txt')).toMatchObject({ closingDate: 0, conforming: false });
  });
});
