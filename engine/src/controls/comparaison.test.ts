import { AN_CONTINUITE_COMPARISON } from './an-continuite';
import { EVOLUTION } from './evolution';
import { cleanLedger, entry, summarise } from './testing';
import type { FecLine } from '../model/line';

const Y2023 = { start: 20230101, end: 20231231 };
const Y2024 = { start: 20240101, end: 20241231 };
const od = (num: string) => ({
  journalCode: 'OD',
  journalLib: 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: 20230615,
  validDate: 20230615,
});

/** 2023, whose closing balances are the clean ledger's opening entries (profit 6 400,00 €). */
function year2023(): FecLine[] {
  return [
    ...entry(od('1'), ['512000', 1000000, 0], ['101000', 0, 1000000]),
    ...entry(od('2'), ['512000', 500000, 0], ['706000', 0, 500000]),
    ...entry(od('3'), ['411000', 240000, 0], ['706000', 0, 240000]),
    ...entry(od('4'), ['530000', 50000, 0], ['706000', 0, 50000]),
    ...entry(od('5'), ['606100', 120000, 0], ['401000', 0, 120000]),
    ...entry(od('6'), ['606100', 30000, 0], ['408000', 0, 30000]),
  ];
}

const n1 = summarise(year2023(), { fiscalYear: Y2023, fileName: '123456789FEC20231231' });
const n = summarise(cleanLedger(), { fiscalYear: Y2024 });

describe('AN-CONTINUITE (comparison)', () => {
  it('is OK when the opening balances are the previous closing ones, result included', () => {
    expect(AN_CONTINUITE_COMPARISON.compare([n1, n], { toleranceCents: 0 }, 1000).result).toBe('OK');
  });

  it('finds the accounts whose opening balance differs', () => {
    const changed = cleanLedger().map((l) =>
      l.journalCode !== 'AN'
        ? l
        : l.compteNum === '530000'
          ? { ...l, debit: 40000 }
          : l.compteNum === '512000'
            ? { ...l, debit: 1510000 }
            : l,
    );
    const o = AN_CONTINUITE_COMPARISON.compare(
      [n1, summarise(changed, { fiscalYear: Y2024 })],
      { toleranceCents: 0 },
      1000,
    );
    expect(o).toMatchObject({ result: 'ERROR', count: 2, amount: 20000 });
    expect(o.rows.map((r) => [r.compteNum, r.line])).toEqual([
      ['512000', 4],
      ['530000', 5],
    ]);
  });

  it('is NA for files that are not consecutive years of one company', () => {
    const n2 = summarise(year2023(), { fiscalYear: { start: 20220101, end: 20221231 } });
    expect(AN_CONTINUITE_COMPARISON.compare([n2, n], { toleranceCents: 0 }, 1000).result).toBe('NA');
    const other = { ...n1, siren: '987654321' };
    expect(AN_CONTINUITE_COMPARISON.compare([other, n], { toleranceCents: 0 }, 1000).result).toBe('NA');
  });
});

describe('EVOLUTION', () => {
  const params = EVOLUTION.params;

  it('warns on aggregates that vary beyond maxVariation between two years', () => {
    // Turnover 7 900,00 → 2 489,90; payroll 0 → 2 150,00; result 6 400,00 → −636,24. Purchases
    // (1 500,00 → 976,14) vary by less than minDeltaCents, cash (+3 %) by less than maxVariation.
    const o = EVOLUTION.compare([n1, n], { ...params, minDeltaShare: 0, minDeltaFloorCents: 100000 }, 1000);
    expect(o).toMatchObject({ result: 'WARNING', count: 3, amount: 541010 + 215000 + 703624 });
    expect(o.rows.map((r) => r.compteNum)).toEqual(['70', '64', '6-7']);
    expect(o.rows[1].detail).toMatch(/apparition/);
  });

  it('ignores variations below minDeltaCents', () => {
    expect(
      EVOLUTION.compare([n1, n], { ...params, minDeltaShare: 0, minDeltaFloorCents: 100000000 }, 1000).result,
    ).toBe('OK');
  });

  it('gives a table for several companies over one year', () => {
    const other = { ...n, siren: '987654321', fileName: '987654321FEC20241231' };
    const o = EVOLUTION.compare([n, other], params, 1000);
    expect(o).toMatchObject({ result: 'INFO', count: 12 });
  });

  it('needs two files', () => {
    expect(EVOLUTION.compare([n], params, 1000).result).toBe('NA');
  });
});
