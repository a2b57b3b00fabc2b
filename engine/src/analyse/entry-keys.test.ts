import { Rng } from '../generator/prng';
import { EntryKeys } from './entry-keys';

/** EntryKeys against a plain Set of "journal\0number" on keys in order, out of order, with gaps and odd forms. */
describe('EntryKeys', () => {
  const forms = (n: number, r: Rng): string => {
    switch (r.int(0, 7)) {
      case 0:
        return String(n);
      case 1:
        return String(n).padStart(6, '0');
      case 2:
        return `VT-2024-${String(n).padStart(5, '0')}`;
      case 3:
        return `F${n}B`;
      case 4:
        return 'SANS-NUMERO';
      case 5:
        return `a\u0001${n}`;
      case 6:
        return `a${n}\u0001`;
      default:
        return `${'9'.repeat(16)}${n}`;
    }
  };

  it.each([1, 2, 3, 4, 5])('says new exactly when a Set does (seed %i)', (seed) => {
    const r = new Rng(seed);
    const keys = new EntryKeys();
    const ref = new Set<string>();
    const counters: Record<string, number> = { AC: 0, VT: 0, BQ: 0 };
    for (let i = 0; i < 20_000; i++) {
      const journal = ['AC', 'VT', 'BQ'][r.int(0, 2)];
      const roll = r.int(0, 9);
      let n: number;
      if (roll < 6)
        n = ++counters[journal]; // in order
      else if (roll < 8)
        n = counters[journal] += r.int(2, 5); // a gap
      else n = r.int(0, counters[journal] + 3); // back to an earlier number, or a hole filled
      const num = roll === 9 ? forms(n, r) : r.int(0, 3) === 0 ? forms(n, r) : String(n);
      const key = journal + '\u0000' + num;
      const expected = !ref.has(key);
      ref.add(key);
      expect([i, keys.add(journal, num)]).toEqual([i, expected]);
    }
  });
});
