import { join } from 'node:path';
import { analyseFile } from '../analyse/analyse';
import type { AccountTotals } from '../model/aggregates';
import { computeStatements } from './compute';
import {
  closingBalances,
  compareStatements,
  openingContinuity,
  parseDeclaredTaxReturnCsv,
  reconcileTaxReturn,
} from './reconcile';
import type { Statements } from './types';

const FIXTURES = join(__dirname, '../../../../shared/fixtures/fec-real');

const t = (debit: number, credit: number, openingDebit = 0, openingCredit = 0): AccountTotals => ({
  label: '',
  debit,
  credit,
  openingDebit,
  openingCredit,
  lines: 1,
  firstLine: 1,
  lastLine: 1,
});

describe('parseDeclaredTaxReturnCsv', () => {
  it('reads code;montant with comma decimals, spaces and thousands separators', () => {
    const { declared, errors } = parseDeclaredTaxReturnCsv(
      '\uFEFFcode;montant\nFL; 1 212 844\nHN;126 234,49\r\nDI;"126234"\n10;85000\nEE;1.016.587\nRESULTAT;126 233,91\nGV;-3 044\n',
    );
    expect(errors).toEqual([]);
    expect(declared).toEqual({
      result: 12_623_391,
      boxes: { FL: 1_212_844, HN: 126_234, DI: 126_234, '010': 85_000, EE: 1_016_587, GV: -3_044 },
    });
  });

  it('reports unknown codes and non-numbers in French with their line, never a silent zero', () => {
    const { declared, errors } = parseDeclaredTaxReturnCsv(
      'FL;100\nZZ;12\nHN;douze\nDI;\nsans séparateur\nFL;200',
    );
    expect(errors).toEqual([
      { line: 2, message: expect.stringMatching(/^Ligne 2 : code « ZZ » inconnu/) },
      { line: 3, message: expect.stringMatching(/^Ligne 3 : montant « douze » de la case HN illisible/) },
      { line: 4, message: expect.stringMatching(/^Ligne 4 : montant manquant pour la case DI\./) },
      {
        line: 5,
        message: expect.stringMatching(/^Ligne 5 : « sans séparateur » n'a pas la forme code;montant/),
      },
      { line: 6, message: expect.stringMatching(/^Ligne 6 : la case FL est donnée deux fois/) },
    ]);
    expect(declared.boxes).toEqual({ FL: 200 });
    expect('HN' in declared.boxes).toBe(false);
  });
});

describe('reconcileTaxReturn', () => {
  let s: Statements;
  beforeAll(async () => {
    s = (await analyseFile(join(FIXTURES, '123456789FEC20500930.txt'))).report.statements;
  });

  it('agrees with the filed figures, and lists a planted difference with the accounts behind it', () => {
    const filed = { ...s.taxReturn.boxes };
    const same = reconcileTaxReturn(s, { result: 12_623_391, boxes: { FL: filed.FL, HN: filed.HN } });
    expect(same.differences).toBe(0);
    expect(same.lines.map((l) => l.code)).toEqual(['RESULTAT', 'FL', 'HN']);

    // Planted: 5 000 € more of sales declared than the FEC holds, and a result 5 000 € higher.
    const planted = reconcileTaxReturn(s, {
      result: 12_623_391 + 500_000,
      boxes: { FL: filed.FL + 5_000, HN: filed.HN + 5_000, DI: filed.DI, GG: filed.GG + 1, ZZ9: 3 } as Record<
        string,
        number
      >,
    });
    expect(planted.differences).toBe(4);
    const fl = planted.lines.find((l) => l.code === 'FL')!;
    expect(fl.difference).toBe(-5_000);
    expect(fl.accounts.map((a) => a.account)).toEqual(expect.arrayContaining(['707000000', '708000000']));
    expect(fl.explanation!.replace(/\s/g, ' ')).toMatch(
      /^La case FL calculée sur le FEC \(1 212 844 €\) diffère de la déclaration/u,
    );
    expect(fl.explanation).toContain('707000000');
    const result = planted.lines.find((l) => l.code === 'RESULTAT')!;
    expect(result.difference).toBe(-500_000);
    expect(result.explanation).toContain('diffère du résultat déclaré');
    expect(planted.lines.find((l) => l.code === 'GG')!.explanation).toMatch(/^Écart d'arrondi de -1 €/);
    expect(planted.lines.find((l) => l.code === 'DI')!.difference).toBe(0);
    const unknown = planted.lines.find((l) => l.code === 'ZZ9')!;
    expect([unknown.difference, unknown.explanation]).toEqual([
      null,
      expect.stringContaining("n'est pas une case"),
    ]);
  });

  it('says which boxes belong to the other form, and that a missing declared result is not compared', () => {
    const r = reconcileTaxReturn(s, { result: null, boxes: { '310': 126_234 } });
    expect(r.lines[0].difference).toBeNull();
    expect(r.lines[0].explanation).toContain("l'autre formulaire");
    expect(r.notes.map((n) => n.code)).toEqual(['NO_DECLARED_RESULT']);
    expect(r.differences).toBe(0);
  });
});

describe('openingContinuity', () => {
  it("N's à-nouveaux against N-1's closing balances, the year's result carried into equity ignored", () => {
    const previous = computeStatements({
      accounts: new Map([
        ['101000', t(0, 100_000, 0, 100_000)],
        ['512000', t(180_000, 0, 100_000, 0)],
        ['401000', t(0, 30_000)],
        ['601000', t(30_000, 0)],
        ['706000', t(0, 80_000)],
      ]),
    });
    // N: the bank opens 10 € short of N-1's closing, the result went to 110 (report à nouveau).
    const current = computeStatements({
      accounts: new Map([
        ['101000', t(0, 100_000, 0, 100_000)],
        ['110000', t(0, 50_000, 0, 50_000)],
        ['512000', t(179_000, 0, 179_000, 0)],
        ['401000', t(0, 29_000, 0, 29_000)],
      ]),
    });
    expect(openingContinuity(current, previous)).toEqual([
      { account: '401000', label: '', previousClosing: -30_000, opening: -29_000, difference: 1_000 },
      { account: '512000', label: '', previousClosing: 180_000, opening: 179_000, difference: -1_000 },
    ]);
    expect(closingBalances(previous)).toMatchObject({ '512000': 180_000, '706000': -80_000 });
    // N beside N-1 on every statement.
    const compared = compareStatements(current, previous);
    expect(compared.find((c) => c.statement === 'resultat' && c.key === 'result')).toMatchObject({
      current: 0,
      previous: 50_000,
      difference: -50_000,
    });
    expect(compared.find((c) => c.statement === 'actif' && c.key === 'CF')).toMatchObject({
      current: 179_000,
      previous: 180_000,
    });
    expect(compared.find((c) => c.statement === 'liasse' && c.key === '310')).toMatchObject({
      previous: 500,
    });
  });

  it('uses N-1 closing balances as the opening of a file without à-nouveaux', () => {
    const accounts = new Map([
      ['512000', t(10_000, 0)],
      ['706000', t(0, 10_000)],
    ]);
    const without = computeStatements({ accounts });
    expect(without.notes.map((n) => n.code)).toContain('NO_OPENING');
    // A declared first year expects none: said as such, not as a gap.
    const first = computeStatements({ accounts, firstYear: true }).notes.map((n) => n.code);
    expect([first.includes('FIRST_YEAR'), first.includes('NO_OPENING')]).toEqual([true, false]);
    const s = computeStatements({
      accounts,
      previousClosing: { '512000': 5_000, '101000': -5_000, '601000': 7 },
    });
    expect(s.notes.map((n) => n.code)).toContain('OPENING_FROM_PREVIOUS');
    const bank = s.trialBalance.find((r) => r.account === '512000')!;
    expect([bank.openingDebit, bank.closingDebit]).toEqual([5_000, 15_000]);
    expect(s.trialBalance.find((r) => r.account === '101000')!.closingCredit).toBe(5_000);
    expect(s.trialBalance.some((r) => r.account === '601000')).toBe(false);
    expect(s.balanceSheet.totalAssets).toBe(s.balanceSheet.totalLiabilities);
  });
});

describe('notes on charts and files the statements cannot fully read', () => {
  it('association, accounts outside the PCG, closed accounts, no turnover', () => {
    const s = computeStatements({
      accounts: new Map([
        ['102000', t(0, 5_000, 0, 5_000)],
        ['512000', t(5_000, 0, 5_000, 0)],
        ['801000', t(700, 0)],
        ['809000', t(0, 700)],
        ['120000', t(0, 300)],
        ['530000', t(300, 0)],
      ]),
    });
    const codes = s.notes.map((n) => n.code);
    expect(codes).toEqual(
      expect.arrayContaining(['ASSOCIATION_CHART', 'OUTSIDE_PCG', 'CLOSED_ACCOUNTS', 'RATIOS']),
    );
    expect(s.notes.find((n) => n.code === 'OUTSIDE_PCG')!.message).toContain('801000, 809000');
    expect(s.ratios.margeRate).toBeNull();
    expect(s.notes.find((n) => n.code === 'RATIOS')!.message).toContain("pas de chiffre d'affaires");
    expect(s.balanceSheet.totalAssets).toBe(s.balanceSheet.totalLiabilities);
    // No turnover: the simplified regime's form; the closed year's result (12) is its result box.
    expect(s.taxReturn.boxes['136']).toBe(3);
    // The declared result is compared with the 12's when the accounts are closed.
    const r = reconcileTaxReturn(s, { result: 300, boxes: {} });
    expect(r.lines[0]).toMatchObject({ code: 'RESULTAT', computed: 300, difference: 0 });
  });

  it('the SIG and the CAF by the PCG (additive method, current-asset depreciation left in)', () => {
    const s = computeStatements({
      accounts: new Map([
        ['707000', t(0, 100_000)],
        ['607000', t(40_000, 0)],
        ['6037', t(0, 5_000)],
        ['706000', t(0, 50_000)],
        ['606100', t(10_000, 0)],
        ['641000', t(30_000, 0)],
        ['681120', t(8_000, 0)],
        ['681730', t(2_000, 0)],
        ['781500', t(0, 1_000)],
        ['675000', t(6_000, 0)],
        ['775000', t(0, 9_000)],
        ['777000', t(0, 500)],
        ['695000', t(4_000, 0)],
        ['512000', t(65_500, 0)],
      ]),
    });
    const f = Object.fromEntries(s.sig.figures.map((x) => [x.key, x.amount]));
    expect(f).toMatchObject({
      chiffreAffaires: 150_000,
      margeCommerciale: 65_000, // 100 000 − (40 000 − 5 000)
      production: 50_000,
      valeurAjoutee: 105_000,
      ebe: 75_000,
      resultatExploitation: 66_000, // − 8 000 − 2 000 + 1 000
      resultatExceptionnel: 3_500, // 9 000 + 500 − 6 000
      resultatNet: 65_500,
      // 65 500 + 8 000 − 1 000 + 6 000 − 9 000 − 500 (6817 not added back)
      caf: 69_000,
    });
    expect(s.notes.map((n) => n.code)).not.toContain('UNBALANCED');
    const caf = s.sig.figures.find((x) => x.key === 'caf')!;
    expect(caf.accounts.reduce((a, b) => a + b.amount, 0)).toBe(caf.amount);
  });

  it('a declared regime wins over the turnover, and says so', () => {
    const accounts = new Map([
      ['411000', t(100_000_000, 0)],
      ['706000', t(0, 100_000_000)],
    ]);
    expect(computeStatements({ accounts }).taxReturn.form).toBe('2050');
    const s = computeStatements({ accounts, taxForm: '2033' });
    expect([s.taxReturn.form, s.taxReturn.formReason]).toEqual([
      '2033',
      expect.stringMatching(/^Régime déclaré/),
    ]);
    expect(s.taxReturn.boxes['218']).toBe(1_000_000);
    // Short year: 6 months of 300 000 € of services is 600 000 € a year, over 254 000 €.
    const half = computeStatements({
      accounts: new Map([
        ['411000', t(30_000_000, 0)],
        ['706000', t(0, 30_000_000)],
      ]),
      fiscalYear: { start: 20240101, end: 20240630 },
    });
    expect([half.taxReturn.form, half.taxReturn.formReason]).toEqual([
      '2050',
      expect.stringContaining('ramené à 12 mois'),
    ]);
  });
});
