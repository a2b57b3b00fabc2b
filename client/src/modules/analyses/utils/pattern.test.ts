import { otherFindings, patternShare } from './pattern';

const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('patternShare', () => {
  it('says how much of the file a pattern covers, in entries or lines, French style', () => {
    expect(plain(patternShare({ affected: 2151, population: 2152, unit: 'ENTRIES', share: 0.9995 }))).toBe(
      '2 151 écritures sur 2 152 (99,95 %)',
    );
    expect(plain(patternShare({ affected: 1, population: 4, unit: 'LINES', share: 0.25 }))).toBe(
      '1 ligne sur 4 (25 %)',
    );
  });
});

describe('otherFindings', () => {
  it('counts the findings besides the pattern (the pattern is one)', () => {
    expect(otherFindings(1)).toBeNull();
    expect(otherFindings(0)).toBeNull();
    expect(otherFindings(2)).toBe('+ 1 autre constat');
    expect(plain(otherFindings(1235))).toBe('+ 1 234 autres constats');
  });
});
