import { TVA_CARBU } from './tva-carbu';
import { TVA_CREDIT } from './tva-credit';
import { TVA_JOURNAL } from './tva-journal';
import { TVA_OUBLI } from './tva-oubli';
import { TVA_TAUX } from './tva-taux';
import { cleanLedger, entry, rowLines, runControl } from './testing';

const base = cleanLedger();
const L0 = base.length + 2;
const head = (journalCode: string, journalLib: string, num: string, date = 20240304) => ({
  journalCode,
  journalLib,
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  pieceRef: `${journalCode}-${num}`,
  ecritureLib: 'Facture',
});
const ac = (num: string, date?: number) => head('AC', 'Achats', num, date);
const f003 = { compAuxNum: 'F003' };
const noVat = base.filter((l) => !l.compteNum.startsWith('445')).map((l) => ({ ...l }));

describe('TVA-TAUX', () => {
  it('finds an apparent rate matching no legal rate', () => {
    const lines = [
      ...base,
      ...entry(ac('2'), ['606100', 100000, 0], ['445660', 15000, 0], ['401000', 0, 115000, f003]),
    ];
    const o = runControl(TVA_TAUX, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 15000 });
    expect(rowLines(o)).toEqual([L0 + 1]);
    expect(o.rows[0].detail).toMatch(/^Taux apparent 15,00 %/);
  });

  it('accepts every legal rate, rounding, and mixed rates below the highest', () => {
    const lines = [
      ...base,
      ...entry(ac('2'), ['607000', 1000, 0], ['445660', 55, 0], ['401000', 0, 1055, f003]), // 5,5 %
      ...entry(ac('3'), ['607000', 33333, 0], ['445660', 3333, 0], ['401000', 0, 36666, f003]), // 10 %
      ...entry(
        ac('4'),
        ['607000', 10000, 0],
        ['607100', 10000, 0],
        ['445661', 2000, 0],
        ['445662', 550, 0],
        ['401000', 0, 22550, f003],
      ),
    ];
    expect(runControl(TVA_TAUX, lines).result).toBe('OK');
  });

  it('leaves charges and revenue outside the scope of VAT out of the base', () => {
    // A cash discount (765) lowers the total, not the taxable base.
    const lines = [
      ...base,
      ...entry(
        ac('2'),
        ['606100', 100000, 0],
        ['445660', 20000, 0],
        ['765000', 0, 10000],
        ['401000', 0, 110000, f003],
      ),
    ];
    expect(runControl(TVA_TAUX, lines).result).toBe('OK');
    expect(runControl(TVA_TAUX, lines, {}, { baseExcludedPrefixes: [] }).count).toBe(1);
  });

  it('leaves VAT returns alone and is NA without VAT accounts', () => {
    const ret = entry(
      head('OD', 'Opérations diverses', '3'),
      ['445710', 49798, 0],
      ['445660', 0, 25523],
      ['445510', 0, 24275],
    );
    expect(runControl(TVA_TAUX, [...base, ...ret]).result).toBe('OK');
    expect(runControl(TVA_TAUX, noVat).result).toBe('NA');
  });
});

describe('TVA-JOURNAL', () => {
  it('finds accounts that do not belong in the journal', () => {
    const lines = [
      ...base,
      ...entry(head('VT', 'Ventes', '2'), ['411000', 1200, 0], ['706000', 0, 1000], ['445660', 0, 200]),
      ...entry(head('OD', 'Opérations diverses', '3'), ['627000', 500, 0], ['512000', 0, 500]),
      ...entry(head('BQ', 'Banque', '7'), ['512000', 10000, 0], ['530000', 0, 10000]),
      ...entry(ac('2'), ['401000', 300, 0], ['706000', 0, 300]),
    ];
    const o = runControl(TVA_JOURNAL, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 4 });
    expect(rowLines(o)).toEqual([L0 + 2, L0 + 4, L0 + 6, L0 + 8]);
  });

  it("accepts a shop's takings in the sales journal, not cash paid out from it", () => {
    const takings = entry(
      head('VEN', 'Ventes', '2'),
      ['530000', 68000, 0],
      ['511300', 247263, 0],
      ['467200', 9890, 0],
      ['707000', 0, 325153 - 1000],
      ['445710', 0, 1000],
    );
    expect(runControl(TVA_JOURNAL, [...base, ...takings]).result).toBe('OK');
    // Cash leaving in the sales journal, or cash against a customer account, is still wrong.
    const refund = entry(head('VEN', 'Ventes', '3'), ['707000', 5000, 0], ['530000', 0, 5000]);
    const invoice = entry(
      head('VEN', 'Ventes', '4'),
      ['411000', 5000, 0],
      ['530000', 0, 0],
      ['706000', 0, 5000],
    );
    const o = runControl(TVA_JOURNAL, [...base, ...takings, ...refund, ...invoice]);
    expect(o.count).toBe(2);
    expect(rowLines(o)).toEqual([L0 + 6, L0 + 8]);
  });

  it('recognises a bank journal from its entries when its name says nothing', () => {
    const lcl = (num: string) => entry(head('LCL', 'LCL 00123', num), ['627000', 500, 0], ['512100', 0, 500]);
    expect(runControl(TVA_JOURNAL, [...base, ...lcl('1'), ...lcl('2')]).result).toBe('OK');
  });
});

describe('TVA-OUBLI', () => {
  const purchase = (amount: number, who = f003) =>
    entry(ac('2'), ['606100', amount, 0], ['401000', 0, amount, who]);
  // F003 charges VAT on another invoice: it is liable to VAT.
  const withVat = entry(
    ac('9', 20240305),
    ['606100', 1000, 0],
    ['445660', 200, 0],
    ['401000', 0, 1200, f003],
  );
  const ledger = [...base, ...withVat];
  const L1 = L0 + withVat.length;

  it('finds purchases on VAT-bearing accounts without deductible VAT', () => {
    const o = runControl(TVA_OUBLI, [...ledger, ...purchase(50000)]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 10000 });
    expect(rowLines(o)).toEqual([L1]);
  });

  it('reports from minBaseCents on, and ignores VAT-exempt accounts', () => {
    expect(runControl(TVA_OUBLI, [...ledger, ...purchase(10000)]).count).toBe(1);
    expect(runControl(TVA_OUBLI, [...ledger, ...purchase(9999)]).result).toBe('OK');
    const insurance = entry(ac('2'), ['616000', 50000, 0], ['401000', 0, 50000, f003]);
    expect(runControl(TVA_OUBLI, [...ledger, ...insurance]).result).toBe('OK');
  });

  it('leaves out a supplier none of whose invoices carries VAT (franchise, non-liable, foreign)', () => {
    const f004 = { compAuxNum: 'F004' };
    const lines = [...ledger, ...purchase(50000, f004), ...purchase(30000, f004)];
    expect(runControl(TVA_OUBLI, lines).result).toBe('OK');
    // Without any auxiliary account the supplier is unknown: still reported.
    expect(runControl(TVA_OUBLI, [...ledger, ...purchase(50000, { compAuxNum: '' })]).count).toBe(1);
  });

  it('is NA without VAT accounts', () => {
    expect(runControl(TVA_OUBLI, [...noVat, ...purchase(50000)]).result).toBe('NA');
  });
});

describe('TVA-CARBU', () => {
  it('finds fuel bought without recovering its VAT', () => {
    const lines = [
      ...base,
      ...entry(ac('2'), ['606120', 12000, 0, { compteLib: 'Carburants' }], ['401000', 0, 12000, f003]),
      ...entry(
        ac('3'),
        ['625100', 6000, 0, { ecritureLib: 'Gazole station Total' }],
        ['401000', 0, 6000, f003],
      ),
      ...entry(ac('4'), ['625100', 6000, 0, { ecritureLib: 'Péage autoroute' }], ['401000', 0, 6000, f003]),
    ];
    const o = runControl(TVA_CARBU, lines);
    // 120,00 TTC → 20,00 of VAT, 80 % recoverable: 16,00; 60,00 → 8,00.
    expect(o).toMatchObject({ result: 'SAVINGS', count: 2, amount: 1600 + 800 });
    expect(rowLines(o)).toEqual([L0, L0 + 2]);
  });

  it('says nothing when the VAT was booked', () => {
    const lines = [
      ...base,
      ...entry(
        ac('2'),
        ['606120', 10000, 0, { compteLib: 'Carburants' }],
        ['445660', 1600, 0],
        ['401000', 0, 11600, f003],
      ),
    ];
    expect(runControl(TVA_CARBU, lines).result).toBe('OK');
  });
});

describe('TVA-CREDIT', () => {
  const credit = (lastMove: number) => [
    ...base.map((l) =>
      l.journalCode === 'AN' && l.compteNum === '120000' ? { ...l, credit: l.credit + 200000 } : l,
    ),
    ...entry({ ...head('AN', 'À nouveaux', '1', 20240101) }, ['445670', 200000, 0]),
    ...entry(head('OD', 'Opérations diverses', '3', lastMove), ['445670', 10000, 0], ['445510', 0, 10000]),
  ];

  it('finds a VAT credit left untouched for more than dormantDays at closing', () => {
    // 02/10 → 31/12 is 90 days; 01/10 is 91.
    expect(runControl(TVA_CREDIT, credit(20241002)).result).toBe('OK');
    const o = runControl(TVA_CREDIT, credit(20241001));
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 210000 });
    expect(rowLines(o)).toEqual([L0 + 1]);
  });

  it('ignores credits below minAmountCents', () => {
    expect(runControl(TVA_CREDIT, credit(20240301), {}, { minAmountCents: 210001 }).result).toBe('OK');
  });
});
