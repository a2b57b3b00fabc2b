import { AN_CONTENU } from './an-contenu';
import { AN_CONTINUITE } from './an-continuite';
import { ATTENTE } from './attente';
import { EQ_ECR } from './eq-ecr';
import { EQ_GLB } from './eq-glb';
import { EXTOURNE } from './extourne';
import { BALANCE_SIDES, balanceSide, SENS_ANORMAL } from './sens-anormal';
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

describe('SENS-ANORMAL: the PCG balance sides (issue 35)', () => {
  const flagged = (...legs: Parameters<typeof entry>[1][]) =>
    runControl(SENS_ANORMAL, [...base, ...entry(od('3', 20241231), ...legs)]).rows.map((r) => r.compteNum);

  it('finds deductible VAT in credit (the 622,58 € of the issue) and collected VAT in debit', () => {
    const o = runControl(SENS_ANORMAL, [
      ...entry(od('3', 20241231), ['445660', 0, 62258], ['445710', 1500, 0], ['512000', 60758, 0]),
    ]);
    expect(o).toMatchObject({ result: 'WARNING', count: 2, amount: 62258 + 1500 });
    expect(o.rows.map((r) => r.compteNum)).toEqual(['445660', '445710']);
    expect(o.rows[0].detail).toMatch(/^TVA déductible : solde créditeur de 622,58\s€, normalement débiteur$/);
    expect(o.rows[1].detail).toMatch(/^TVA collectée : solde débiteur de 15,00\s€, normalement créditeur$/);
  });

  it.each([
    ['486000', 'credit', "charges constatées d'avance"],
    ['487000', 'debit', "produits constatés d'avance"],
    ['218300', 'credit', 'immobilisations'],
    ['370000', 'credit', 'stocks et en-cours'],
    ['421000', 'debit', 'personnel - rémunérations dues'],
    ['431000', 'debit', 'sécurité sociale'],
    ['447000', 'debit', 'autres impôts, taxes et versements assimilés'],
    ['164000', 'debit', 'emprunts et dettes assimilées'],
    ['519000', 'debit', 'concours bancaires courants'],
    ['281830', 'debit', 'amortissement'],
  ])('%s in %s is abnormal (%s)', (compte, side, nature) => {
    const amount = 500000; // larger than anything the clean ledger holds on these accounts
    const legs: Parameters<typeof entry>[1][] =
      side === 'debit'
        ? [
            [compte, amount, 0],
            ['471000', 0, amount],
          ]
        : [
            [compte, 0, amount],
            ['471000', amount, 0],
          ];
    expect(flagged(...legs)).toContain(compte);
    expect(balanceSide(compte)?.[2]).toBe(nature);
  });

  it('leaves to their own controls suppliers, customers, partners, bank, till and suspense accounts', () => {
    const legs: Parameters<typeof entry>[1][] = [
      ['401000', 900000, 0],
      ['411000', 0, 900000],
      ['455000', 900000, 0],
      ['512000', 0, 2900000],
      ['530000', 0, 900000],
      ['471000', 1900000, 0],
    ];
    expect(flagged(...legs)).toEqual([]);
    for (const [prefix, side] of BALANCE_SIDES)
      if (!['debit', 'credit', 'either'].includes(side))
        expect(['401', '404', '411', '455', '512', '53', '471', '472', '473', '474', '475']).toContain(
          prefix,
        );
  });

  it("keeps the contra accounts and the owner's account on their side, and a rounding residue under 1 €", () => {
    expect(flagged(['108000', 900000, 0], ['512000', 0, 900000])).toEqual([]);
    expect(flagged(['709000', 5000, 0], ['411000', 0, 5000])).toEqual([]);
    expect(flagged(['709000', 0, 5000], ['411000', 5000, 0])).toEqual(['709000']);
    expect(flagged(['445710', 49798 + 99, 0], ['512000', 0, 49798 + 99])).toEqual([]);
    expect(flagged(['445710', 49798 + 101, 0], ['512000', 0, 49798 + 101])).toEqual(['445710']);
  });

  it('takes the most specific rule: 28 in a class of debit assets, 4287 in a class of credit debts', () => {
    expect(balanceSide('281830')?.[1]).toBe('credit');
    expect(balanceSide('215400')?.[1]).toBe('debit');
    expect(balanceSide('428700')?.[1]).toBe('debit');
    expect(balanceSide('428200')?.[1]).toBe('credit');
    expect(balanceSide('445670')?.[1]).toBe('debit');
    expect(balanceSide('110000')).toBeUndefined();
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
