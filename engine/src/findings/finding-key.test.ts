import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { analyseFile } from '../analyse/analyse';
import type { DetailRow } from '../model/control';
import {
  FINDING_KEY_PATTERN,
  findingKey,
  findingKeys,
  normaliseCents,
  normaliseDate,
  type FindingContent,
} from './finding-key';

const REAL = join(import.meta.dirname, '../../../../shared/fixtures/fec-real');

const ymd = fc
  .record({
    y: fc.integer({ min: 1990, max: 2060 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => y * 10000 + m * 100 + d);
const codeText = fc.stringMatching(/^[A-Z0-9]{1,8}$/);
const cents = fc.integer({ min: 0, max: 10_000_000_00 });

const detailRow: fc.Arbitrary<DetailRow> = fc.record({
  line: fc.integer({ min: 2, max: 5_000_000 }),
  journalCode: codeText,
  ecritureNum: fc.stringMatching(/^[A-Z0-9-]{1,10}$/),
  compteNum: fc.stringMatching(/^[0-9]{3,10}$/),
  compAuxNum: fc.oneof(fc.constant(''), codeText),
  debit: cents,
  credit: cents,
  ecritureDate: ymd,
  ecritureLib: fc.string({ maxLength: 30 }),
  detail: fc.string({ maxLength: 30 }),
});

const euros = (c: number, sep: ',' | '.') => {
  const s = (Math.abs(c) / 100).toFixed(2).replace('.', sep);
  return c < 0 ? `-${s}` : s;
};

/** The same row written as a corrected FEC (or an export) would write it: other formats, same content. */
const reformatted = (row: DetailRow, variant: number): FindingContent => {
  const s = String(row.ecritureDate);
  const dates = [
    s,
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`,
    `${s.slice(6)}/${s.slice(4, 6)}/${s.slice(0, 4)}`,
  ];
  const sep = variant % 2 === 0 ? ',' : '.';
  return {
    journalCode: ` ${row.journalCode.toLowerCase()} `,
    ecritureNum: `${row.ecritureNum} `,
    ecritureDate: dates[variant % 3],
    compteNum: ` ${row.compteNum}`,
    compAuxNum: row.compAuxNum ? row.compAuxNum.toLowerCase() : undefined,
    debit: variant % 4 === 0 ? row.debit : euros(row.debit, sep),
    credit: variant % 4 === 0 ? row.credit : euros(row.credit, sep),
  };
};

const multiset = (keys: string[]) => [...keys].sort();

describe('finding keys (issue 37): the same finding across runs, orders and corrections', () => {
  it('a re-run (same rows, other line numbers and wording) gives the same keys', () => {
    fc.assert(
      fc.property(detailRow, fc.integer({ min: 2, max: 9_000_000 }), fc.string(), (row, line, detail) => {
        const again = { ...row, line, detail, ecritureLib: `${row.ecritureLib} (v2)` };
        expect(findingKey('JE-DOUBLON', again)).toBe(findingKey('JE-DOUBLON', row));
        expect(findingKey('JE-DOUBLON', row)).toMatch(FINDING_KEY_PATTERN);
      }),
    );
  });

  it('reordered lines: every row keeps its key, repeats included', () => {
    fc.assert(
      fc.property(
        fc.array(detailRow, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.nat(),
        (base, repeats, seed) => {
          // Identical rows (two identical lines of one entry) on purpose, then shuffled.
          const rows = [...base, ...repeats.map((i) => ({ ...base[i % base.length], line: 1 }))];
          const shuffled = fc.sample(fc.shuffledSubarray(rows, { minLength: rows.length }), {
            seed,
            numRuns: 1,
          })[0];
          expect(multiset(findingKeys('EQ-ECR', shuffled))).toEqual(multiset(findingKeys('EQ-ECR', rows)));
          // A row that occurs once keeps exactly its key wherever it moves.
          const keys = findingKeys('EQ-ECR', rows);
          const again = new Map(shuffled.map((r, i) => [r, findingKeys('EQ-ECR', shuffled)[i]]));
          rows.forEach((r, i) => {
            if (!keys[i].includes('~') && keys.filter((k) => k.startsWith(keys[i])).length === 1) {
              expect(again.get(r)).toBe(keys[i]);
            }
          });
        },
      ),
    );
  });

  it('a corrected FEC (dates reformatted, other decimal separator, spaces, case) gives the same key', () => {
    fc.assert(
      fc.property(detailRow, fc.nat(), (row, variant) => {
        expect(findingKey('SENS-ANORMAL', reformatted(row, variant))).toBe(findingKey('SENS-ANORMAL', row));
      }),
    );
  });

  it('a changed amount (or account, date, entry number) is a new finding', () => {
    fc.assert(
      fc.property(
        detailRow,
        fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((d) => d !== 0),
        (row, delta) => {
          const k = findingKey('DOUBLON-FACT', row);
          expect(findingKey('DOUBLON-FACT', { ...row, debit: row.debit + delta })).not.toBe(k);
          expect(findingKey('DOUBLON-FACT', { ...row, credit: row.credit + delta })).not.toBe(k);
          expect(findingKey('DOUBLON-FACT', { ...row, compteNum: `${row.compteNum}9` })).not.toBe(k);
          expect(findingKey('DOUBLON-FACT', { ...row, ecritureNum: `${row.ecritureNum}X` })).not.toBe(k);
          expect(findingKey('DOUBLON-FACT', { ...row, ecritureDate: row.ecritureDate! + 1 })).not.toBe(k);
          // The same line flagged by another control is another finding.
          expect(findingKey('EQ-ECR', row)).not.toBe(k);
        },
      ),
    );
  });

  it('normalises the formats a FEC writes', () => {
    expect(normaliseDate(20240131)).toBe('20240131');
    expect(normaliseDate('2024-01-31')).toBe('20240131');
    expect(normaliseDate('31/01/2024')).toBe('20240131');
    expect(normaliseDate(undefined)).toBe('');
    expect(normaliseCents(123456)).toBe('123456');
    expect(normaliseCents('1234,56')).toBe('123456');
    expect(normaliseCents('1 234.56')).toBe('123456');
    expect(normaliseCents('1234,5')).toBe('123450');
    expect(normaliseCents('-0,50')).toBe('-50');
    expect(normaliseCents('')).toBe('');
  });

  it('on a real FEC: the corrected FEC the engine writes has the same findings as the original', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'finding-key-'));
    try {
      const corrected = join(dir, 'corrige.txt');
      const first = await analyseFile(join(REAL, '111111111FEC20221231.TXT'), {
        corrected: { output: corrected, changeLog: null },
      });
      expect(first.correction?.changesByKind.montant ?? 0).toBeGreaterThan(0);
      const second = await analyseFile(corrected);
      const keysOf = (r: typeof first) =>
        Object.fromEntries(r.report.controls.map((c) => [c.id, multiset(findingKeys(c.id, c.rows))]));
      const before = keysOf(first);
      const after = keysOf(second);
      const compared = Object.keys(before).filter((id) => before[id].length > 0 && id in after);
      expect(compared.length).toBeGreaterThan(0);
      // Spaces, amounts, encoding, line endings and header rewritten (1,868 amounts): every control finds the
      // very same lines, under the very same keys.
      expect(compared.filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
