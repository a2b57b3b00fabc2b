/** PairTable against a Map on random keys (repeats, colliding slots, growth past many capacities). */
import fc from 'fast-check';
import { PairTable } from './pair-table';

describe('PairTable', () => {
  it('answers as a Map from (x, y) to the first value stored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -3, max: 3 })), {
          maxLength: 3000,
        }),
        fc.integer({ min: 1, max: 64 }),
        (keys, capacity) => {
          const t = new PairTable(capacity);
          const m = new Map<string, number>();
          keys.forEach(([a, b], i) => {
            // Spread small integers over the 32-bit range, as hashes are.
            const x = Math.imul(a, 0x9e3779b1);
            const y = Math.imul(b, 0x85ebca6b);
            const k = x + ',' + y;
            expect(t.getOrSet(x, y, i + 1)).toBe(m.get(k) ?? 0);
            if (!m.has(k)) m.set(k, i + 1);
          });
          expect(t.size).toBe(m.size);
        },
      ),
      { numRuns: 200 },
    );
  });
});
