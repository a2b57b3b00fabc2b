import { AN_TETE } from './an-tete';
import { CHRONO } from './chrono';
import { HORS_EXO } from './hors-exo';
import { SEQ_MULTIDATE } from './seq-multidate';
import { SEQ_RUPT } from './seq-rupt';
import { cleanLedger, entry, line, rowLines, runControl } from './testing';
import { VALID_AVANT } from './valid-avant';
import { VALID_TARDIVE } from './valid-tardive';
import type { FecLine } from '../model/line';

const base = cleanLedger();
const L0 = base.length + 2;
const bq = (num: string, date: number, validDate = date) => ({
  journalCode: 'BQ',
  journalLib: 'Banque',
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate,
  ecritureLib: 'Frais bancaires',
});
const fees = (num: string, date: number, validDate = date) =>
  entry(bq(num, date, validDate), ['627000', 1500, 0], ['512000', 0, 1500]);

describe('SEQ-RUPT', () => {
  it('finds a missing number in a journal (BQ 1…6, then 8)', () => {
    const o = runControl(SEQ_RUPT, [...base, ...fees('8', 20240301)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 0, total: 1 });
    expect(o.rows[0]).toMatchObject({ line: L0, journalCode: 'BQ', ecritureNum: '8' });
    expect(o.rows[0].detail).toBe('Numéro 7 absent dans le journal BQ');
  });

  it('reports a gap from minMissing numbers on', () => {
    const lines = [...base, ...fees('10', 20240301)]; // 7, 8, 9 missing
    expect(runControl(SEQ_RUPT, lines, {}, { minMissing: 3 }).count).toBe(1);
    expect(runControl(SEQ_RUPT, lines, {}, { minMissing: 4 }).result).toBe('OK');
  });

  it('follows one file-wide numbering when journals share it', () => {
    const lines = [
      ...entry(bq('1', 20240105), ['627000', 100, 0], ['512000', 0, 100]),
      ...entry({ ...bq('2', 20240106), journalCode: 'OD' }, ['606100', 100, 0], ['401000', 0, 100]),
      ...entry(bq('3', 20240108), ['627000', 100, 0], ['512000', 0, 100]),
      ...entry({ ...bq('5', 20240109), journalCode: 'OD' }, ['606100', 100, 0], ['401000', 0, 100]),
    ];
    const o = runControl(SEQ_RUPT, lines);
    expect(o.count).toBe(1);
    expect(o.rows[0]).toMatchObject({ line: 8, journalCode: 'OD', ecritureNum: '5' });
    expect(o.rows[0].detail).toMatch(/numérotation du fichier/);
    expect(runControl(SEQ_RUPT, lines, {}, { mode: 'journal' }).count).toBe(2); // BQ 1, 3; OD 2, 5
  });

  it('keeps prefixes and zero padding apart and rebuilds numbers', () => {
    const lines = [
      ...entry(bq('VT-2024-0001', 20240105), ['627000', 100, 0], ['512000', 0, 100]),
      ...entry(bq('VT-2024-0004', 20240106), ['627000', 100, 0], ['512000', 0, 100]),
    ];
    const o = runControl(SEQ_RUPT, lines);
    expect(o.rows[0].detail).toBe(
      'Numéros VT-2024-0002 à VT-2024-0003 absents dans le journal BQ (2 numéros)',
    );
  });

  it('sorts numbers that arrive out of order', () => {
    const lines = [
      ...base.filter((l) => l.journalCode !== 'BQ' || l.ecritureNum !== '6'),
      ...fees('6', 20240301),
    ];
    lines.reverse();
    expect(runControl(SEQ_RUPT, lines).result).toBe('OK');
  });

  it('is NA when numbers have no digits', () => {
    expect(
      runControl(
        SEQ_RUPT,
        base.map((l) => ({ ...l, ecritureNum: 'X' })),
      ).result,
    ).toBe('NA');
  });
});

describe('SEQ-MULTIDATE', () => {
  it('finds an entry whose lines carry two dates', () => {
    const lines = [
      ...base,
      line({ ...bq('7', 20240301), compteNum: '627000', debit: 1500 }),
      line({ ...bq('7', 20240302), compteNum: '512000', credit: 1500 }),
    ];
    const o = runControl(SEQ_MULTIDATE, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 1 });
    expect(rowLines(o)).toEqual([L0 + 1]);
  });

  it('finds a number reused later in the file with another date', () => {
    const lines = [...base, ...fees('7', 20240301), ...fees('8', 20240302), ...fees('7', 20240305)];
    const o = runControl(SEQ_MULTIDATE, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 1 });
    expect(rowLines(o)).toEqual([L0 + 4]);
    expect(
      runControl(SEQ_MULTIDATE, [
        ...base,
        ...fees('7', 20240301),
        ...fees('8', 20240302),
        ...fees('7', 20240301),
      ]).result,
    ).toBe('OK');
  });

  it('also for numbers without digits, and once per key', () => {
    const lines = [
      ...base,
      ...fees('A', 20240301),
      ...fees('B', 20240302),
      ...fees('A', 20240305),
      ...fees('C', 20240305),
      ...fees('A', 20240306),
    ];
    const o = runControl(SEQ_MULTIDATE, lines);
    expect(o.count).toBe(1);
    expect(rowLines(o)).toEqual([L0 + 4, L0 + 8]);
  });
});

describe('CHRONO', () => {
  it('finds a validation date going back along the numbering', () => {
    // BQ 6 is validated on 15/02; BQ 7 on 13/02.
    const o = runControl(CHRONO, [...base, ...fees('7', 20240212, 20240213)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(o.rows[0]).toMatchObject({ line: L0, journalCode: 'BQ', ecritureNum: '7' });
    expect(o.rows[0].detail).toBe("Validée le 13/02/2024, avant l'écriture n° 6 validée le 15/02/2024");
  });

  it('tolerates toleranceDays', () => {
    const lines = [...base, ...fees('7', 20240212, 20240213)];
    expect(runControl(CHRONO, lines, {}, { toleranceDays: 2 }).result).toBe('OK');
    expect(runControl(CHRONO, lines, {}, { toleranceDays: 1 }).result).toBe('WARNING');
  });

  it('is NA without any validation date', () => {
    expect(
      runControl(
        CHRONO,
        base.map((l) => ({ ...l, validDate: 0 })),
      ).result,
    ).toBe('NA');
  });
});

describe('AN-TETE', () => {
  it('finds opening entries not dated on the first day', () => {
    const lines = base.map((l) => (l.journalCode === 'AN' ? { ...l, ecritureDate: 20240102 } : l));
    const o = runControl(AN_TETE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(rowLines(o)).toEqual([2]);
  });

  it('finds opening entries after other numbers of a file-wide sequence', () => {
    const an = { journalCode: 'AN', journalLib: 'A nouveaux', ecritureDate: 20240101, ecritureNum: '3' };
    const lines = [
      ...entry(bq('1', 20240105), ['627000', 100, 0], ['512000', 0, 100]),
      ...entry(bq('2', 20240106), ['627000', 100, 0], ['512000', 0, 100]),
      ...entry(an, ['512000', 100000, 0], ['101000', 0, 100000]),
    ];
    const o = runControl(AN_TETE, lines);
    expect(o.count).toBe(1);
    expect(rowLines(o)).toEqual([6]);
  });

  it('warns when a non-first year has no opening entries', () => {
    const o = runControl(
      AN_TETE,
      base.filter((l) => l.journalCode !== 'AN'),
    );
    expect(o).toMatchObject({ result: 'WARNING', count: 1, rows: [] });
  });

  it('is NA for a first year', () => {
    expect(runControl(AN_TETE, base, { firstYear: true }).result).toBe('NA');
  });
});

describe('HORS-EXO', () => {
  it('finds entries dated outside the fiscal year', () => {
    const o = runControl(HORS_EXO, [...base, ...fees('7', 20241231), ...fees('8', 20250101)]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1500 });
    // Every out-of-year line is shown, and the amount is the sum of their debits.
    expect(rowLines(o)).toEqual([L0 + 2, L0 + 3]);
    expect(o.rows.reduce((t, r) => t + r.debit, 0)).toBe(o.amount);
  });
});

describe('VALID-AVANT', () => {
  it('finds entries validated before their date', () => {
    const o = runControl(VALID_AVANT, [...base, ...fees('7', 20240301, 20240229)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('is NA without any validation date', () => {
    expect(
      runControl(
        VALID_AVANT,
        base.map((l: FecLine) => ({ ...l, validDate: 0 })),
      ).result,
    ).toBe('NA');
  });
});

describe('VALID-TARDIVE', () => {
  it('finds validations more than maxDays after the entry date', () => {
    // 01/03 + 90 days = 30/05.
    expect(runControl(VALID_TARDIVE, [...base, ...fees('7', 20240301, 20240530)]).result).toBe('OK');
    const o = runControl(VALID_TARDIVE, [...base, ...fees('7', 20240301, 20240531)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(rowLines(o)).toEqual([L0]);
    expect(o.rows[0].detail).toMatch(/91 jours/);
  });

  it('leaves opening entries alone unless asked', () => {
    const lines = base.map((l) => (l.journalCode === 'AN' ? { ...l, validDate: 20240901 } : l));
    expect(runControl(VALID_TARDIVE, lines).result).toBe('OK');
    expect(runControl(VALID_TARDIVE, lines, {}, { includeOpening: true }).count).toBe(1);
  });
});
