import fc from 'fast-check';
import { isIsoDate, isSiren, noHtml, MESSAGES } from './validation';

describe('form rules of spec §5', () => {
  it('accepts real SIRENs and refuses a changed digit', () => {
    expect(isSiren('732829320')).toBe(true);
    expect(isSiren('552 100 554')).toBe(true);
    expect(isSiren('732829321')).toBe(false);
    expect(isSiren('12345678')).toBe(false);
  });

  it('a one-digit change of a valid SIREN is always caught (Luhn)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '732829320'.split('').map(Number);
        digits[pos] = (digits[pos] + delta) % 10;
        return !isSiren(digits.join(''));
      }),
    );
  });

  it('refuses markup with the spec message', () => {
    expect(noHtml('Cabinet <b>')).toBe(MESSAGES.html);
    expect(noHtml('Cabinet Dupont & fils')).toBe(true);
  });

  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('31/12/2024')).toBe(false);
  });
});
