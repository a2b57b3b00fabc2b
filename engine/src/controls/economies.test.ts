import { AMENDES } from './amendes';
import { MECENAT } from './mecenat';
import { PETIT_MAT } from './petit-mat';
import { PROV_CLIENTS } from './prov-clients';
import { cleanLedger, entry, rowLines, runControl } from './testing';

const base = cleanLedger();
const L0 = base.length + 2;
const head = (journalCode: string, num: string, date = 20240304, more = {}) => ({
  journalCode,
  journalLib: journalCode === 'AN' ? 'À nouveaux' : 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  ecritureLib: 'Écriture',
  ...more,
});

describe('AMENDES', () => {
  it('lists fines and sumptuary expenses to add back', () => {
    const lines = [
      ...base,
      ...entry(
        head('OD', '3'),
        ['671200', 13500, 0, { compteLib: 'Pénalités et amendes' }],
        ['512000', 0, 13500],
      ),
      ...entry(head('OD', '4'), ['625700', 40000, 0, { compteLib: 'Frais de chasse' }], ['512000', 0, 40000]),
      ...entry(
        head('OD', '5'),
        ['671100', 2000, 0, { compteLib: 'Pénalités sur marchés' }],
        ['512000', 0, 2000],
      ),
    ];
    const o = runControl(AMENDES, lines);
    expect(o).toMatchObject({ result: 'INFO', count: 2, amount: 53500 });
    expect(rowLines(o)).toEqual([L0, L0 + 2]);
  });
});

describe('PETIT-MAT', () => {
  const asset = (amount: number) => entry(head('OD', '3'), ['218300', amount, 0], ['404000', 0, amount]);
  const expense = (amount: number) => entry(head('OD', '4'), ['606300', amount, 0], ['401000', 0, amount]);

  it('finds small equipment capitalised (SAVINGS), up to 500 € included', () => {
    const o = runControl(PETIT_MAT, [...base, ...asset(50000)]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 50000 });
    expect(rowLines(o)).toEqual([L0]);
    expect(runControl(PETIT_MAT, [...base, ...asset(50001)]).result).toBe('OK');
  });

  it('warns on equipment above 500 € left in charges, first', () => {
    expect(runControl(PETIT_MAT, [...base, ...expense(50000)]).result).toBe('OK');
    const o = runControl(PETIT_MAT, [...base, ...asset(30000), ...expense(50001)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 2, amount: 80001 });
    expect(rowLines(o)).toEqual([L0, L0 + 2]);
  });
});

describe('PROV-CLIENTS', () => {
  const an = head('AN', '2', 20240101, { ecritureLib: 'Report à nouveau' });
  const oldInvoice = (pieceDate: number) =>
    entry({ ...an, pieceDate }, ['411000', 100000, 0, { compAuxNum: 'C003' }], ['120000', 0, 100000]);

  it('finds customer invoices unlettered for more than ageDays', () => {
    // 31/12/2024 − 365 days = 02/01/2024: an opening balance dated 01/01 is old.
    const o = runControl(PROV_CLIENTS, [...base, ...oldInvoice(20221115)]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 100000 });
    expect(rowLines(o)).toEqual([L0]);
    const recent = entry(
      head('VT', '2', 20240102),
      ['411000', 100000, 0, { compAuxNum: 'C003' }],
      ['706000', 0, 100000],
    );
    expect(runControl(PROV_CLIENTS, [...base, ...recent]).result).toBe('OK');
  });

  it('deducts the existing provisions', () => {
    const provision = (amount: number) =>
      entry(head('OD', '3', 20241231), ['681740', amount, 0], ['491000', 0, amount]);
    expect(runControl(PROV_CLIENTS, [...base, ...oldInvoice(20221115), ...provision(100000)]).result).toBe(
      'OK',
    );
    const o = runControl(PROV_CLIENTS, [...base, ...oldInvoice(20221115), ...provision(40000)]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 60000 });
  });

  it('is NA when customer accounts are never lettered', () => {
    expect(
      runControl(
        PROV_CLIENTS,
        base.map((l) => ({ ...l, ecritureLet: '' })),
      ).result,
    ).toBe('NA');
  });
});

describe('MECENAT', () => {
  it('estimates the 60 % reduction on donations', () => {
    const o = runControl(MECENAT, [
      ...base,
      ...entry(head('OD', '3'), ['671300', 100000, 0], ['512000', 0, 100000]),
    ]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 60000 });
    expect(rowLines(o)).toEqual([L0]);
  });

  it('ignores donations below minAmountCents', () => {
    const gift = entry(head('OD', '3'), ['623800', 9999, 0], ['512000', 0, 9999]);
    expect(runControl(MECENAT, [...base, ...gift]).result).toBe('OK');
    expect(runControl(MECENAT, [...base, ...gift], {}, { minAmountCents: 9999 }).amount).toBe(5999);
  });

  it('caps the donations at 20 000 € (or 5 ‰ of the turnover)', () => {
    const o = runControl(MECENAT, [
      ...base,
      ...entry(head('OD', '3'), ['623800', 5000000, 0], ['512000', 0, 5000000]),
    ]);
    expect(o.amount).toBe(1200000);
  });
});
