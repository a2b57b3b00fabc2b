import { AN_CONTENU } from './an-contenu';
import { AN_CONTINUITE } from './an-continuite';
import { ATTENTE } from './attente';
import { EQ_ECR } from './eq-ecr';
import { EQ_GLB } from './eq-glb';
import { EXTOURNE } from './extourne';
import { SENS_ANORMAL } from './sens-anormal';
import { cleanLedger, entry, rowLines, runControl } from './testing';

const base = cleanLedger();
/** Line number of the first planted line (after the clean ledger; the header is line 1). */
const L0 = base.length + 2;
const od = (num: string, date = 20240301) => ({
  journalCode: 'OD',
  journalLib: 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  ecritureLib: 'Régularisation fournisseur',
});

describe('EQ-ECR', () => {
  const unbalanced = entry(od('3'), ['606100', 10000, 0], ['401000', 0, 8750, { compAuxNum: 'F003' }]);

  it('finds an unbalanced entry, its gap and its first line', () => {
    const o = runControl(EQ_ECR, [...base, ...unbalanced]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1250, total: 1 });
    expect(rowLines(o)).toEqual([L0]);
    expect(o.rows[0].detail).toMatch(/^Écart de 12,50\s€/);
  });

  it('tolerates a gap up to toleranceCents', () => {
    expect(runControl(EQ_ECR, [...base, ...unbalanced], {}, { toleranceCents: 1250 }).result).toBe('OK');
    expect(runControl(EQ_ECR, [...base, ...unbalanced], {}, { toleranceCents: 1249 }).result).toBe('ERROR');
  });

  it('sums the parts of a key that comes back later in the file', () => {
    const part1 = entry(od('3'), ['606100', 10000, 0], ['401000', 0, 5000]);
    const other = entry(od('4'), ['606100', 100, 0], ['401000', 0, 100]);
    const part2 = entry(od('3'), ['401000', 0, 5000]);
    expect(runControl(EQ_ECR, [...base, ...part1, ...other, ...part2]).result).toBe('OK');
    const part2bad = entry(od('3'), ['401000', 0, 4000]);
    const o = runControl(EQ_ECR, [...base, ...part1, ...other, ...part2bad]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1000 });
    expect(rowLines(o)).toEqual([L0]);
  });
});

describe('EQ-GLB', () => {
  it('finds a file whose totals differ, and the journal at fault', () => {
    const o = runControl(EQ_GLB, [...base, ...entry(od('3'), ['606100', 10000, 0], ['401000', 0, 8750])]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1250 });
    expect(o.rows).toHaveLength(1);
    expect(o.rows[0]).toMatchObject({ line: L0, journalCode: 'OD' });
    expect(o.reason).toMatch(/écart de 12,50/);
  });
});

describe('AN-CONTENU', () => {
  const an = {
    journalCode: 'AN',
    journalLib: 'À nouveaux',
    ecritureNum: '2',
    ecritureDate: 20240101,
    validDate: 20240105,
  };

  it('finds charges or revenue carried forward', () => {
    const o = runControl(AN_CONTENU, [...base, ...entry(an, ['606100', 5000, 0], ['512000', 0, 5000])]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 5000 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('finds unbalanced opening entries', () => {
    const o = runControl(AN_CONTENU, [...base, ...entry(an, ['512000', 5000, 0], ['101000', 0, 4000])]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1000 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('is NA without opening entries', () => {
    const noAn = base.filter((l) => l.journalCode !== 'AN');
    expect(runControl(AN_CONTENU, noAn).result).toBe('NA');
    expect(runControl(AN_CONTENU, noAn, { firstYear: true }).reason).toMatch(/Premier exercice/);
  });
});

describe('AN-CONTINUITE (single file)', () => {
  it('needs the previous year', () => {
    expect(runControl(AN_CONTINUITE, base)).toEqual({
      result: 'NA',
      count: 0,
      amount: 0,
      rows: [],
      total: 0,
      reason: "Nécessite le FEC de l'exercice précédent (multi-analyse).",
    });
  });
});

describe('SENS-ANORMAL', () => {
  it('finds a charge account in credit and a depreciation account in debit', () => {
    const lines = [
      ...base,
      ...entry(od('3'), ['606400', 0, 9000], ['512000', 9000, 0]),
      ...entry(od('4'), ['281830', 2500, 0], ['681120', 0, 2500]),
    ];
    const o = runControl(SENS_ANORMAL, lines);
    // 606400: 41,58 debit − 90,00 credit; 681120 (charge) credited: 25,00; 281830 debit: 25,00.
    expect(o).toMatchObject({ result: 'WARNING', count: 3, amount: 4842 + 2500 + 2500 });
    expect(rowLines(o)).toEqual([L0, L0 + 2, L0 + 3]);
  });

  it('leaves contra accounts alone (609, 603, 709…)', () => {
    const o = runControl(SENS_ANORMAL, [
      ...base,
      ...entry(od('3'), ['609000', 0, 3000], ['401000', 3000, 0]),
    ]);
    expect(o.result).toBe('OK');
  });
});

describe('ATTENTE', () => {
  const suspense = (amount: number) => entry(od('3'), ['471000', amount, 0], ['512000', 0, amount]);

  it('warns on an uncleared suspense account', () => {
    const o = runControl(ATTENTE, [...base, ...suspense(5000)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 5000 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('is an error from the materiality threshold on: 1 % of the balance sheet, at least 1 000 €', () => {
    // Small balance sheet: the 1 000 € floor.
    expect(runControl(ATTENTE, [...base, ...suspense(100000)]).result).toBe('ERROR');
    expect(runControl(ATTENTE, [...base, ...suspense(99999)]).result).toBe('WARNING');
    // 5 000 000 € of fixed assets more: the threshold becomes about 50 000 €.
    const plant = entry(od('4'), ['215400', 500000000, 0], ['164000', 0, 500000000]);
    const o = runControl(ATTENTE, [...base, ...plant, ...suspense(1000000)]);
    expect(o.result).toBe('WARNING');
    expect(o.reason).toContain('1,0 % du total du bilan');
    expect(runControl(ATTENTE, [...base, ...plant, ...suspense(6000000)]).result).toBe('ERROR');
  });
});

describe('EXTOURNE', () => {
  it('finds the part of an accrual carried forward and never reversed', () => {
    // The clean ledger reverses the 300,00 € of 408 on 31/01; reverse only 100,00 € instead.
    const lines = base.map((l) =>
      l.journalCode === 'OD' && l.ecritureNum === '1'
        ? { ...l, debit: l.debit && 10000, credit: l.credit && 10000 }
        : l,
    );
    const o = runControl(EXTOURNE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 20000 });
    expect(o.rows[0]).toMatchObject({ compteNum: '408000', line: 8 });
  });

  it('is NA without opening entries', () => {
    expect(
      runControl(
        EXTOURNE,
        base.filter((l) => l.journalCode !== 'AN'),
      ).result,
    ).toBe('NA');
    expect(runControl(EXTOURNE, base, { firstYear: true }).result).toBe('NA');
  });
});
