import fc from 'fast-check';
import type { DetailRow } from '../../model/control';
import { BucketedFindings, patternOutcome, share4, ValueCounter } from './stamp';

const row = (line: number): DetailRow => ({
  line,
  journalCode: 'OD',
  ecritureNum: String(line),
  compteNum: '606100',
  debit: 0,
  credit: 0,
  detail: 'Constat',
});

describe('ValueCounter', () => {
  it('finds the value carried by at least the given share, and only then', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 10, maxLength: 200 }), (values) => {
        const c = new ValueCounter<number>();
        for (const v of values) c.observe(v);
        const d = c.dominant(0.9);
        const counts = new Map<number, number>();
        for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
        const top = Math.max(...counts.values());
        if (top / values.length >= 0.9) {
          expect(d).not.toBeNull();
          expect(d!.affected).toBe(top);
          expect(d!.share).toBe(share4(top, values.length));
        } else expect(d).toBeNull();
      }),
    );
  });

  it('says nothing below 10 measured entries', () => {
    const c = new ValueCounter<number>();
    for (let i = 0; i < 9; i++) c.observe(20240929);
    expect(c.dominant(0.9)).toBeNull();
  });
});

describe('BucketedFindings + patternOutcome', () => {
  it('one finding for the pattern, the others individual; the amount adds up from individual rows only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 100000 })), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        (findings, stamp, cap) => {
          const b = new BucketedFindings<number>(cap);
          findings.forEach(([key, amount], i) =>
            b.add(key, () => ({ ...row(i + 2), debit: amount }), amount),
          );
          const { covered, examples, individual } = b.split(stamp);
          const mine = findings.filter(([k]) => k === stamp);
          const others = findings.filter(([k]) => k !== stamp);
          expect(covered).toBe(mine.length);
          expect(individual.count).toBe(others.length);
          expect(individual.amount).toBe(others.reduce((t, [, a]) => t + a, 0));
          expect(individual.total).toBe(others.length);
          // Rows are bounded (5 per value, then a shared budget of twice the cap); all kept while it lasts.
          const room = cap - examples.length;
          expect(individual.rows.length).toBeLessThanOrEqual(Math.min(room, others.length));
          if (findings.length <= 2 * cap) expect(individual.rows.length).toBe(Math.min(room, others.length));
          const lines = individual.rows.map((r) => r.line);
          expect(lines).toEqual([...lines].sort((x, y) => x - y));
          const o = patternOutcome(
            {
              code: 'X',
              message: 'm',
              affected: covered,
              population: findings.length,
              unit: 'entries',
              share: 1,
            },
            examples,
            individual,
            'WARNING',
            'INFO',
          );
          expect(o.count).toBe(1 + others.length);
          expect(o.amount).toBe(individual.amount);
          expect(o.result).toBe(others.length ? 'WARNING' : 'INFO');
          const ex = o.rows.filter((r) => r.detail!.startsWith('Exemple'));
          expect(ex.length).toBe(Math.min(5, cap, mine.length));
          expect(o.rows.length).toBeLessThanOrEqual(cap);
          expect(o.total).toBe(ex.length + others.length);
        },
      ),
    );
  });
});
