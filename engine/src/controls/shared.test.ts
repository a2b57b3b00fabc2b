import fc from 'fast-check';
import { CONTROLS } from './catalogue';
import { DenseKeys } from '../util/dense-keys';
import {
  ACC_512,
  CLASS_6,
  LETTERED,
  scanEntry,
  SUPPLIER_CREDIT,
  VALID_EMPTY,
  VAT_DEDUCTIBLE,
} from './shared/entry-scan';
import { journalKindByName } from './shared/journals';
import { buildSequences, formatNum, NumberCollector, numericPart, sortOrder } from './shared/numbering';
import { entry, line, runAllControls } from './testing';
import type { FecEntry, FecLine } from '../model/line';

describe('numbering', () => {
  it('splits the numeric part from its prefix and rebuilds it', () => {
    expect(numericPart('VT-2024-00012')).toMatchObject({ num: 12, width: 5 });
    const p = numericPart('ANO000000001')!;
    expect(formatNum(p.prefix, 2, p.width)).toBe('ANO000000002');
    expect(formatNum(numericPart('12A')!.prefix, 13, 2)).toBe('13A');
    expect(numericPart('42')).toMatchObject({ prefix: '', num: 42, width: 2 });
    expect(numericPart('ABC')).toBeNull();
    expect(numericPart('1234567890123456')).toBeNull();
  });

  it('sorts stably, packed or not', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { maxLength: 200 }), (xs) => {
        const nums = Float64Array.from(xs);
        const order = Array.from(sortOrder(nums, xs.length, false));
        const expected = xs
          .map((v, i) => [v, i])
          .sort((a, b) => a[0] - b[0] || a[1] - b[1])
          .map(([, i]) => i);
        expect(order).toEqual(expected);
      }),
    );
  });

  it('merges journals that share one numbering, and only them', () => {
    const c = new NumberCollector();
    c.add('AC', '', 1, 1, 2, 0, 0);
    c.add('VT', '', 1, 2, 3, 0, 0);
    c.add('AC', '', 1, 3, 4, 0, 0);
    expect(buildSequences(c, 'auto').map((s) => s.scope)).toEqual(['*']);
    c.add('VT', '', 1, 1, 5, 0, 0);
    expect(buildSequences(c, 'auto').map((s) => s.scope)).toEqual(['AC', 'VT']);
  });
});

describe('DenseKeys', () => {
  it('gives the same ids as a map of joined keys', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string({ maxLength: 4 }),
            fc.string({ maxLength: 3 }),
            fc.integer({ min: -1e12, max: 1e12 }),
          ),
          {
            maxLength: 300,
          },
        ),
        (keys) => {
          const dense = new DenseKeys(4);
          const map = new Map<string, number>();
          for (const [a, b, n] of keys) {
            const id = dense.id(a, b, '', n);
            const k = JSON.stringify([a, b, n]);
            const known = map.get(k);
            if (known === undefined) {
              expect(dense.created).toBe(true);
              expect(id).toBe(map.size);
              map.set(k, id);
            } else {
              expect(dense.created).toBe(false);
              expect(id).toBe(known);
            }
          }
        },
      ),
    );
  });
});

function asEntry(lines: FecLine[]): FecEntry {
  return {
    journalCode: lines[0].journalCode,
    ecritureNum: lines[0].ecritureNum,
    lines,
    firstLine: lines[0].line,
    debit: lines.reduce((s, l) => s + l.debit, 0),
    credit: lines.reduce((s, l) => s + l.credit, 0),
    reopened: false,
    opening: false,
  };
}

describe('entry scan', () => {
  it('computes the facts of each entry once', () => {
    const a = asEntry(
      entry(
        { ecritureNum: 'AC-7' },
        ['606100', 1000, 0],
        ['445660', 200, 0],
        ['401000', 0, 1200, { ecritureLet: 'A' }],
      ),
    );
    const s = scanEntry(a);
    expect(s.flags & (CLASS_6 | VAT_DEDUCTIBLE | SUPPLIER_CREDIT | LETTERED)).toBe(
      CLASS_6 | VAT_DEDUCTIBLE | SUPPLIER_CREDIT | LETTERED,
    );
    expect(s.flags & (ACC_512 | VALID_EMPTY)).toBe(0);
    expect(s).toMatchObject({ num: 7, numWidth: 1, minDate: 20240115, maxDate: 20240115 });
    expect(scanEntry(a)).toBe(s);
    const b = asEntry(entry({ validDate: 0 }, ['512000', 1, 0]));
    expect(scanEntry(b).flags & (ACC_512 | VALID_EMPTY)).toBe(ACC_512 | VALID_EMPTY);
  });
});

describe('journals', () => {
  it('tells journal kinds by name', () => {
    expect(journalKindByName('BQ1', 'Banque populaire')).toBe('bank');
    expect(journalKindByName('CE', "Caisse d'Épargne")).toBe('bank');
    expect(journalKindByName('CA', 'Caisse')).toBe('cash');
    expect(journalKindByName('VT', 'Ventes')).toBe('sales');
    expect(journalKindByName('HA', 'Journal des achats')).toBe('purchases');
    expect(journalKindByName('OD', 'Opérations diverses')).toBe('misc');
    expect(journalKindByName('ANO', 'A nouveaux')).toBe('opening');
    expect(journalKindByName('CAG', 'CAG')).toBe('unknown');
  });
});

describe('robustness', () => {
  const text = fc.constantFrom('', ' ', '.', 'AN', 'A nouveaux', 'Centralisation', '0', 'x', 'total', 'é');
  const account = fc.constantFrom(
    '',
    'ABC',
    '1',
    '120000',
    '401000',
    '411000',
    '445660',
    '445670',
    '455000',
    '512000',
    '530000',
    '606100',
    '671200',
    '706000',
    '801000',
    '9',
  );
  const date = fc.constantFrom(0, 20231231, 20240101, 20240302, 20240501, 20241231, 20250101);
  const arbitraryLine = fc.record({
    journalCode: fc.constantFrom('', 'AN', 'BQ', 'VT', 'OD', 'CEN'),
    journalLib: text,
    ecritureNum: fc.constantFrom('', '1', '2', '0003', 'X', 'VT-9'),
    ecritureDate: date,
    compteNum: account,
    compAuxNum: fc.constantFrom('', 'C1', 'F1'),
    pieceRef: text,
    pieceDate: date,
    ecritureLib: text,
    debit: fc.integer({ min: -100000, max: 10000000 }),
    credit: fc.integer({ min: -100000, max: 10000000 }),
    ecritureLet: fc.constantFrom('', 'A', 'a'),
    dateLet: date,
    validDate: date,
    montantDevise: fc.option(fc.integer({ min: -1000, max: 1000 })),
    idevise: fc.constantFrom('', 'EUR', 'usd', 'ZZZ'),
  });

  it('every control returns a declared category on arbitrary lines, and never throws', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 40 }), fc.boolean(), (partials, firstYear) => {
        const out = runAllControls(
          partials.map((p) => line(p)),
          { firstYear, rowCap: 3 },
        );
        for (const c of CONTROLS) {
          const o = out[c.id];
          expect(c.categories).toContain(o.result);
          expect(o.rows.length).toBeLessThanOrEqual(3);
          expect(o.total).toBeGreaterThanOrEqual(o.rows.length);
          expect(Number.isInteger(o.amount)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('balanced random entries never trip the balance controls', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 30 }), (amounts) => {
        const lines = amounts.flatMap((a, i) =>
          entry(
            { ecritureNum: String(i + 1), journalCode: i % 2 ? 'VT' : 'OD' },
            ['411000', a, 0],
            ['706000', 0, a],
          ),
        );
        const out = runAllControls(lines);
        expect(out['EQ-ECR'].result).toBe('OK');
        expect(out['EQ-GLB'].result).toBe('OK');
        expect(out['SEQ-RUPT'].result).toBe('OK');
      }),
      { numRuns: 50 },
    );
  });
});
