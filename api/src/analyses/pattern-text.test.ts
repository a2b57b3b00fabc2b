import { patternFinding, patternShare } from './pattern-text';

const pattern = {
  code: 'VALIDDATE-UNIQUE',
  message: 'La date de validation est la même sur toutes les écritures : date d’export probable.',
  affected: 2151,
  population: 2152,
  unit: 'entries' as const,
  share: 0.9995,
};

// French typography: narrow no-break spaces in thousands and before « % ».
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('pattern text', () => {
  it('says the share in entries or lines, French style', () => {
    expect(plain(patternShare(pattern))).toBe('2 151 écritures sur 2 152 (99,95 %)');
    expect(
      plain(patternShare({ ...pattern, unit: 'lines', affected: 1, population: 3, share: 0.3333 })),
    ).toBe('1 ligne sur 3 (33,33 %)');
    expect(plain(patternShare({ ...pattern, affected: 248, population: 248, share: 1 }))).toBe(
      '248 écritures sur 248 (100 %)',
    );
  });

  it('prints the finding once, message first', () => {
    expect(plain(patternFinding(pattern))).toBe(
      'Constat systémique : La date de validation est la même sur toutes les écritures : date d’export probable. — 2 151 écritures sur 2 152 (99,95 %)',
    );
  });
});
