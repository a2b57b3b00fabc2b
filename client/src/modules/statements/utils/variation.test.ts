import { variation, yearHeader } from './variation';

// Intl separates thousands with a narrow no-break space and the euro sign with a no-break space.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('variation', () => {
  it('signs the euros and takes the percentage of N-1', () => {
    const v = variation(111_111, 100_000);
    expect(plain(v.amount)).toBe('+111,11 €');
    expect(plain(v.percent)).toBe('+11,1 %');
    expect(plain(v.percentLabel)).toBe('hausse de 11,1 %');
    expect(plain(variation(95_000, 100_000).percent)).toBe('-5,0 %');
    expect(plain(variation(123_456_789, 100_000_000).amount)).toBe('+234 567,89 €');
  });

  it('reads a smaller loss as a rise (percentage of |N-1|)', () => {
    const v = variation(-50_000, -100_000);
    expect(plain(v.amount)).toBe('+500,00 €');
    expect(plain(v.percent)).toBe('+50,0 %');
  });

  it('says « n.s. » without an N-1 base, nothing when both are nil or a year lacks the figure', () => {
    expect(variation(10_000, 0)).toMatchObject({
      percent: 'n.s.',
      percentLabel: 'non significatif (N-1 nul)',
    });
    expect(plain(variation(0, 0).amount)).toBe('0,00 €');
    expect(variation(0, 0).percent).toBe('');
    expect(plain(variation(100, 100).percent)).toBe('0,0 %');
    expect(variation(100, null)).toEqual({ amount: '', percent: '', percentLabel: '' });
    expect(variation(undefined, 100)).toEqual({ amount: '', percent: '', percentLabel: '' });
  });
});

describe('yearHeader', () => {
  it('names the year with its closing date when known', () => {
    expect(yearHeader('N', '2022-08-31')).toBe('N (clos le 31/08/2022)');
    expect(yearHeader('N-1', null)).toBe('N-1');
  });
});
