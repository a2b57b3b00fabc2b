import { CENTRAL } from './central';
import { CLASSE_89 } from './classe-89';
import { CPT_PCG } from './cpt-pcg';
import { DEVISE } from './devise';
import { LIB_VIDE } from './lib-vide';
import { PCG_ROOTS, PCG_VERSION } from './pcg';
import { PIECE_ABS } from './piece-abs';
import { SOLDE_67 } from './solde-67';
import { cleanLedger, entry, rowLines, runControl } from './testing';
import { VALID_VIDE } from './valid-vide';

const base = cleanLedger();
const L0 = base.length + 2;
const od = (num: string, more = {}) => ({
  journalCode: 'OD',
  journalLib: 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: 20240304,
  pieceDate: 20240304,
  validDate: 20240304,
  ecritureLib: 'Régularisation',
  ...more,
});

describe('VALID-VIDE', () => {
  it('finds entries without a validation date', () => {
    const o = runControl(VALID_VIDE, [
      ...base,
      ...entry(od('3', { validDate: 0 }), ['606100', 100, 0], ['512000', 0, 100]),
    ]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('is NA for cash-basis BA/BNC files', () => {
    expect(runControl(VALID_VIDE, base, { variant: 'bnc-tresorerie' }).result).toBe('NA');
  });
});

describe('PIECE-ABS', () => {
  it('finds lines without PieceRef or PieceDate', () => {
    const lines = [
      ...base,
      ...entry(od('3'), ['606100', 100, 0, { pieceRef: '' }], ['512000', 0, 100, { pieceDate: 0 }]),
    ];
    const o = runControl(PIECE_ABS, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 2 });
    expect(rowLines(o)).toEqual([L0, L0 + 1]);
    expect(o.rows.map((r) => r.detail)).toEqual(['Référence de pièce absente', 'Date de pièce absente']);
  });
});

describe('LIB-VIDE', () => {
  it('finds empty, punctuation-only and generic labels', () => {
    const lines = [
      ...base,
      ...entry(
        od('3'),
        ['606100', 100, 0, { ecritureLib: '' }],
        ['606100', 100, 0, { ecritureLib: 'Divers' }],
        ['606100', 100, 0, { ecritureLib: ' . ' }],
        ['606100', 100, 0, { ecritureLib: 'Opérations diverses' }],
        ['606100', 100, 0, { ecritureLib: 'Divers fournitures atelier' }],
        ['512000', 0, 500, { ecritureLib: 'OD' }],
      ),
    ];
    const o = runControl(LIB_VIDE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 5 });
    expect(rowLines(o)).toEqual([L0, L0 + 1, L0 + 2, L0 + 3, L0 + 5]);
  });

  it('takes its list of generic labels as a parameter', () => {
    const lines = [
      ...base,
      ...entry(od('3'), ['606100', 100, 0, { ecritureLib: 'Achat' }], ['512000', 0, 100]),
    ];
    expect(runControl(LIB_VIDE, lines, {}, { genericLabels: ['achat'] }).count).toBe(1);
  });
});

describe('CENTRAL', () => {
  it('finds centralisation journals and total lines', () => {
    const lines = [
      ...base,
      ...entry(
        { ...od('1'), journalCode: 'CEN', journalLib: 'Centralisation ventes' },
        ['411000', 500, 0],
        ['706000', 0, 500],
      ),
      ...entry(od('3', { ecritureLib: 'Total mois de février' }), ['411000', 500, 0], ['706000', 0, 500]),
    ];
    const o = runControl(CENTRAL, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 2, amount: 1000 });
    expect(rowLines(o)).toEqual([L0, L0 + 2]);
    expect(o.rows[0].detail).toMatch(/^Journal de centralisation CEN : écriture de 5,00\s€ au débit$/);
  });

  it('puts at stake the total line shown, not its whole entry', () => {
    const lines = [
      ...base,
      ...entry(
        od('3'),
        ['411000', 500, 0, { ecritureLib: 'Total mois de février' }],
        ['706000', 0, 500],
        ['606100', 100000, 0],
        ['401000', 0, 100000],
      ),
    ];
    const o = runControl(CENTRAL, lines);
    expect(o).toMatchObject({ count: 1, amount: 500 });
    expect(o.rows[0]).toMatchObject({ line: L0, debit: 500 });
  });
});

describe('CENTRAL (TotalEnergies)', () => {
  it('does not take the fuel supplier for a total line', () => {
    const fuel = entry(od('3', { ecritureLib: 'TOTAL' }), ['606140', 5000, 0], ['401000', 0, 5000]);
    const diesel = entry(od('4', { ecritureLib: 'Total Diesel' }), ['606140', 5000, 0], ['401000', 0, 5000]);
    expect(runControl(CENTRAL, [...base, ...fuel, ...diesel]).result).toBe('OK');
  });
});

describe('SOLDE-67', () => {
  it('finds the entries closing 6/7 into the result', () => {
    const lines = [
      ...base,
      ...entry(
        od('3', { ecritureDate: 20241231 }),
        ['706000', 248990, 0],
        ['606100', 0, 93456],
        ['120000', 0, 155534],
      ),
    ];
    const o = runControl(SOLDE_67, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 155534 });
    expect(rowLines(o)).toEqual([L0 + 2]);
  });
});

describe('CLASSE-89', () => {
  it('finds class 8 and 9 accounts', () => {
    const lines = [
      ...base,
      ...entry(od('3'), ['801000', 500, 0], ['809000', 0, 500]),
      ...entry(od('4'), ['920000', 100, 0], ['809000', 0, 100]),
    ];
    const o = runControl(CLASSE_89, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 3, amount: 500 + 600 + 100 });
    expect(rowLines(o)).toEqual([L0, L0 + 3, L0 + 2]);
  });
});

describe('CPT-PCG', () => {
  it('finds accounts whose root is not in the PCG', () => {
    const lines = [...base, ...entry(od('3'), ['6A1000', 500, 0], ['999000', 100, 0], ['512000', 0, 600])];
    const o = runControl(CPT_PCG, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 2, amount: 600 });
    expect(rowLines(o)).toEqual([L0, L0 + 1]);
    expect(o.rows.map((r) => r.detail)).toEqual([
      'Les trois premiers caractères ne sont pas des chiffres',
      'Racine 999 absente du plan comptable général',
    ]);
    expect(o.reason).toBe(`Référentiel : PCG ${PCG_VERSION}.`);
  });

  it('knows the usual roots, collective ones included', () => {
    for (const root of [
      '101',
      '401',
      '400',
      '411',
      '445',
      '512',
      '530',
      '606',
      '641',
      '706',
      '218',
      '281',
      '890',
      '221',
    ])
      expect(PCG_ROOTS.has(root)).toBe(true);
    for (const root of ['000', '102', '999', '900', '190']) expect(PCG_ROOTS.has(root)).toBe(false);
  });

  it('is NA for BA/BNC files', () => {
    expect(runControl(CPT_PCG, base, { variant: 'bnc-tresorerie', cashBasis: true }).result).toBe('NA');
    expect(runControl(CPT_PCG, base, { cashBasis: true }).result).toBe('NA');
  });
});

describe('DEVISE', () => {
  const lines = [
    ...base,
    ...entry(
      od('3'),
      ['606100', 100, 0, { montantDevise: 120 }],
      ['606100', 100, 0, { montantDevise: 120, idevise: 'XYZ' }],
      ['606100', 100, 0, { idevise: 'USD' }],
      ['606100', 100, 0, { idevise: 'EUR' }],
      ['606100', 100, 0, { montantDevise: 120, idevise: 'usd' }],
      ['512000', 0, 500, { montantDevise: 0 }],
    ),
  ];

  it('finds amounts without currency, currencies without amount, and non-ISO codes', () => {
    const o = runControl(DEVISE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 3 });
    expect(rowLines(o)).toEqual([L0, L0 + 1, L0 + 2]);
  });

  it('tolerates EUR without amount unless told otherwise', () => {
    expect(runControl(DEVISE, lines, {}, { tolerateEurWithoutAmount: false }).count).toBe(4);
  });
});
