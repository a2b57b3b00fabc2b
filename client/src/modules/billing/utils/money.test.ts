import fc from 'fast-check';
import {
  formatCreditDelta,
  formatCredits,
  formatExpiration,
  formatHt,
  formatMoney,
  formatTtc,
  formatVatRate,
  tierLabel,
} from './money';

const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** Spaces of any kind as plain spaces, to compare with the text a person reads. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('money formatting (spec §9: fr-FR, prices HT)', () => {
  it('formats cents as a French accountant reads them', () => {
    expect(plain(formatHt(123456))).toBe('1 234,56 € HT');
    expect(plain(formatHt(8900))).toBe('89,00 € HT');
    expect(plain(formatTtc(10680))).toBe('106,80 € TTC');
    expect(plain(formatMoney(5))).toBe('0,05 €');
    expect(plain(formatMoney(-1990))).toBe('-19,90 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
    expect(plain(formatMoney(100000000))).toBe('1 000 000,00 €');
  });

  it('never breaks an amount across lines (no-break spaces only)', () => {
    expect(formatHt(123456)).not.toMatch(/ /);
  });

  it('renders nothing for a missing amount, never « 0,00 € »', () => {
    expect(formatHt(null)).toBe('');
    expect(formatTtc(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('agrees with Intl fr-FR for every amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 45), max: 2 ** 45 }), (cents) => {
        // Intl divides by 100 as a float; exact for these magnitudes.
        return formatMoney(cents) === intl.format(cents / 100);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back to the same number of cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        const text = formatHt(cents);
        expect(text.endsWith('\u00a0€\u00a0HT')).toBe(true);
        const digits = text.replace(/[^\d,-]/g, '').replace(',', '');
        return Number(digits) === cents;
      }),
      { numRuns: 2000 },
    );
  });

  it('formats VAT rates, credits, expiries and tiers', () => {
    expect(plain(formatVatRate(2000))).toBe('20 %');
    expect(plain(formatVatRate(550))).toBe('5,5 %');
    expect(plain(formatCredits('LINE', 20000))).toBe('20 000 lignes');
    expect(plain(formatCredits('FILE', 1))).toBe('1 fichier');
    expect(plain(formatCredits('DOSSIER', 5))).toBe('5 dossiers');
    expect(plain(formatCredits('DISCOUNT', 1500))).toBe('15,00 € HT');
    expect(plain(formatCreditDelta('LINE', -1200))).toBe('−1 200 lignes');
    expect(plain(formatCreditDelta('FILE', 1))).toBe('+1 fichier');
    expect(formatExpiration('2027-03')).toBe('03/2027');
    expect(formatExpiration(null)).toBe('');
    expect(plain(tierLabel(10000, null))).toBe("Jusqu'à 10 000 lignes");
    expect(plain(tierLabel(null, 1000000))).toBe('Au-delà de 1 000 000 lignes');
  });
});
