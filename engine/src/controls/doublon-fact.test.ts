import { Rng } from '../generator/prng';
import { normalisePiece, pieceCode, pieceOut } from './doublon-fact';

/** The hashed normalisation against the reference one: equal hashes exactly when the strings are equal. */
describe('pieceCode', () => {
  const codeOf = (s: string): string => {
    pieceCode(s);
    return `${pieceOut[0]}:${pieceOut[1]}:${pieceOut[2]}`;
  };
  const ALPHABET = ['0', '0', '0', '1', '5', '9', 'a', 'F', 'z', 'Z', '-', ' ', '/', 'é', 'ı', 'ſ', '_'];

  it('matches normalisePiece on random references', () => {
    const r = new Rng(16);
    const byNormal = new Map<string, string>();
    const byCode = new Map<string, string>();
    for (let i = 0; i < 50_000; i++) {
      let s = '';
      const n = r.int(0, 12);
      for (let k = 0; k < n; k++) s += ALPHABET[r.int(0, r.chance(0.9) ? 12 : ALPHABET.length - 1)];
      const normal = normalisePiece(s);
      const code = codeOf(s);
      expect(code.endsWith(/\d/.test(normal) ? ':1' : ':0')).toBe(true);
      if (byNormal.has(normal)) expect([s, code]).toEqual([s, byNormal.get(normal)]);
      else byNormal.set(normal, code);
      if (byCode.has(code)) expect([s, normal]).toEqual([s, byCode.get(code)]);
      else byCode.set(code, normal);
    }
  });

  it.each([
    ['F-000123 ', 'F123'],
    ['A000', 'A0'],
    ['00A', '0A'],
    ['A0B05', 'A0B5'],
    ['10005', '10005'],
    ['ſ-01', 'S1'],
  ])('%s reads as %s', (ref, normal) => {
    expect(normalisePiece(ref)).toBe(normal);
    expect(codeOf(ref)).toBe(codeOf(normal));
  });
});
