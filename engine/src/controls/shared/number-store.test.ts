/**
 * NumberStore (deltas in bytes) and the sequences FileNumbering reads from it, against the columns
 * they replace (NumberCollector, buildSequences, a binary search over the sort order): same entries,
 * same sequences in the same order, same first dates, on random input — numbers in and out of order,
 * repeated, with gaps, beyond 32 bits, journals sharing a numbering or not, mixed prefixes.
 */
import fc from 'fast-check';
import { FileNumbering } from './file-numbering';
import { NumberStore } from './number-store';
import {
  buildSequences,
  groupKey,
  NumberCollector,
  NumberGroup,
  sortOrder,
  type NumberingMode,
} from './numbering';

interface Add {
  journal: string;
  prefix: string;
  width: number;
  num: number;
  valid: number;
  date: number;
}

const numArb = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: 0, max: 2 ** 31 + 5 }),
  fc.constantFrom(0, 1, 2 ** 32, 2 ** 40 + 1, 999_999_999_999_999),
);
const dateArb = fc.oneof(fc.constant(0), fc.integer({ min: 20230101, max: 20251231 }));

/** Numbers that mostly follow each other (+1), as in a real journal, with random jumps. */
const addsArb = fc.array(
  fc.record({
    journal: fc.constantFrom('VT', 'AC', 'BQ'),
    prefix: fc.constantFrom('', 'VT\u0001', 'F\u0001-24'),
    width: fc.constantFrom(1, 6),
    step: fc.oneof(fc.constant(1), fc.constant(1), fc.constant(0), fc.integer({ min: -5, max: 9 }), numArb),
    jump: fc.boolean(),
    valid: dateArb,
    date: dateArb,
  }),
  { maxLength: 400 },
);

function toAdds(
  specs: Array<{
    journal: string;
    prefix: string;
    width: number;
    step: number;
    jump: boolean;
    valid: number;
    date: number;
  }>,
): Add[] {
  const last = new Map<string, number>();
  return specs.map((s) => {
    const k = s.journal + '|' + s.prefix;
    const prev = last.get(k) ?? 0;
    const num = s.jump ? Math.max(0, s.step) : Math.max(0, prev + s.step);
    last.set(k, num);
    return { journal: s.journal, prefix: s.prefix, width: s.width, num, valid: s.valid, date: s.date };
  });
}

function firstDateReference(g: NumberGroup, num: number): number {
  const order = sortOrder(g.nums.data, g.nums.length, g.sorted);
  let lo = 0;
  let hi = g.nums.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (g.nums.data[order[mid]] < num) lo = mid + 1;
    else hi = mid;
  }
  return lo < g.nums.length && g.nums.data[order[lo]] === num ? g.date.data[order[lo]] : 0;
}

describe('NumberStore', () => {
  it('holds the entries of a NumberGroup and finds the same first dates', () => {
    fc.assert(
      fc.property(addsArb, fc.array(numArb, { maxLength: 20 }), (specs, probes) => {
        const adds = toAdds(specs.map((s) => ({ ...s, journal: 'VT', prefix: '' })));
        const store = new NumberStore('VT', '', 1);
        const group = new NumberGroup('VT', '', 1);
        adds.forEach((a, i) => {
          store.push(a.num, i * 3 + 2, a.valid, a.date);
          group.push(a.num, i * 3 + 2, a.valid, a.date);
        });
        const g = store.toGroup();
        expect(g.sorted).toBe(group.sorted);
        expect(Array.from(g.nums.data.subarray(0, g.nums.length))).toEqual(
          Array.from(group.nums.data.subarray(0, group.nums.length)),
        );
        expect(Array.from(g.lines.data.subarray(0, g.lines.length))).toEqual(
          Array.from(group.lines.data.subarray(0, group.lines.length)),
        );
        expect(Array.from(g.valid.data.subarray(0, g.valid.length))).toEqual(
          Array.from(group.valid.data.subarray(0, group.valid.length)),
        );
        expect(Array.from(g.date.data.subarray(0, g.date.length))).toEqual(
          Array.from(group.date.data.subarray(0, group.date.length)),
        );
        if (store.sorted)
          for (const n of [...probes, ...adds.map((a) => a.num)]) {
            const d = store.firstDate(n);
            expect(d === -1 ? 0 : d).toBe(firstDateReference(group, n));
          }
      }),
      { numRuns: 300 },
    );
  });
});

describe('FileNumbering over NumberStores', () => {
  it('gives the sequences and first dates of the columns it replaces', () => {
    fc.assert(
      fc.property(addsArb, fc.array(numArb, { maxLength: 10 }), (specs, probes) => {
        const adds = toAdds(specs);
        const numbering = new FileNumbering();
        const reference = new NumberCollector();
        adds.forEach((a, i) => {
          numbering.numbers.add(a.journal, a.prefix, a.width, a.num, i * 2 + 2, a.valid, a.date);
          reference.add(a.journal, a.prefix, a.width, a.num, i * 2 + 2, a.valid, a.date);
        });
        for (const mode of ['auto', 'journal', 'file'] as NumberingMode[]) {
          const got = numbering.sequencesFor(mode).map((s) => {
            const rows: number[][] = [];
            const journals: string[] = [];
            const c = s.cursor();
            while (c.next()) {
              rows.push([c.num, c.line, c.valid]);
              journals.push(c.journal);
            }
            return { scope: s.scope, prefix: s.prefix, width: s.width, rows, journals };
          });
          const want = buildSequences(reference, mode).map((s) => {
            const rows: number[][] = [];
            const journals: string[] = [];
            for (let i = 0; i < s.length; i++) {
              const at = s.order[i];
              rows.push([s.nums[at], s.lines[at], s.valid[at]]);
              journals.push(s.journals ? s.journals[at] : s.scope);
            }
            return { scope: s.scope, prefix: s.prefix, width: s.width, rows, journals };
          });
          expect(got).toEqual(want);
        }
        for (const [key, g] of reference.groups)
          for (const n of [...probes, ...adds.map((a) => a.num)])
            expect(numbering.firstDate(key, n)).toBe(firstDateReference(g, n));
        expect(numbering.firstDate(groupKey('ZZ', ''), 1)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
