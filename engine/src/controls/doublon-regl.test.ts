import { DOUBLON_REGL, hintWords } from './doublon-regl';
import { cleanLedger, entry, rowLines, runControl } from './testing';
import type { FecLine } from '../model/line';

const base = cleanLedger();
const L0 = base.length + 2;
const head = (
  journalCode: string,
  num: string,
  date: number,
  ecritureLib: string,
  more: Partial<FecLine> = {},
) => ({
  journalCode,
  journalLib: journalCode,
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  pieceRef: `${journalCode}-${num}`,
  ecritureLib,
  ...more,
});
const verger = { compAuxNum: 'F070', compAuxLib: 'Vergers de Saint-Paul SARL' };

/** The supplier's invoice (12/03), then its payment through 401 (11/04): the ordinary path. */
const invoice = entry(
  head('AC', '30', 20240312, 'Facture VSP-2024-118', { pieceRef: 'VSP-2024-118' }),
  ['601000', 150000, 0],
  ['445660', 30000, 0],
  ['401000', 0, 180000, verger],
);
const payment = entry(
  head('BQ', '30', 20240411, 'Virement Vergers de Saint-Paul VSP-2024-118'),
  ['401000', 180000, 0, verger],
  ['512000', 0, 180000],
);
/** The same invoice charged straight from the bank to the expense account. */
const direct = (date: number, lib = 'PRLV SEPA VERGERS ST PAUL', amount = 180000) =>
  entry(
    head('BQ', '31', date, lib),
    ['601000', amount - 30000, 0],
    ['445660', 30000, 0],
    ['512000', 0, amount],
  );

describe('DOUBLON-REGL', () => {
  it('finds an invoice paid both straight from the bank and through the supplier: SAVINGS', () => {
    const lines = [...base, ...invoice, ...direct(20240315), ...payment];
    const o = runControl(DOUBLON_REGL, lines);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 180000 });
    expect(rowLines(o)).toEqual([L0 + 3]);
    expect(o.rows[0].detail).toMatch(
      /^Charge de 1.800,00.€ payée directement le 15\/03\/2024, et réglée au fournisseur F070 le 11\/04\/2024 \(ligne \d+\) pour une facture du même montant$/,
    );
  });

  it('near the payment as well as near the invoice (a direct debit at the due date)', () => {
    expect(runControl(DOUBLON_REGL, [...base, ...invoice, ...direct(20240410), ...payment]).count).toBe(1);
  });

  // 15 days at most from the invoice (12/03) or the payment (11/04).
  it('stays silent far from both dates, for another amount, without the supplier in the label', () => {
    expect(runControl(DOUBLON_REGL, [...base, ...invoice, ...direct(20240427), ...payment]).result).toBe(
      'OK',
    );
    expect(runControl(DOUBLON_REGL, [...base, ...invoice, ...direct(20240426), ...payment]).count).toBe(1);
    expect(
      runControl(DOUBLON_REGL, [...base, ...invoice, ...direct(20240315, undefined, 180100), ...payment])
        .result,
    ).toBe('OK');
    expect(
      runControl(DOUBLON_REGL, [
        ...base,
        ...invoice,
        ...direct(20240315, 'PRLV SEPA FOURNITURES'),
        ...payment,
      ]).result,
    ).toBe('OK');
  });

  it('needs a supplier invoice of that amount: a payment on account (no invoice) is no double payment', () => {
    expect(runControl(DOUBLON_REGL, [...base, ...direct(20240315), ...payment]).result).toBe('OK');
  });

  it('pairs each direct charge once', () => {
    const second = entry(
      head('BQ', '32', 20240412, 'Virement Vergers de Saint-Paul'),
      ['401000', 180000, 0, verger],
      ['512000', 0, 180000],
    );
    const invoice2 = entry(
      head('AC', '31', 20240402, 'Facture VSP-2024-131', { pieceRef: 'VSP-2024-131' }),
      ['601000', 150000, 0],
      ['445660', 30000, 0],
      ['401000', 0, 180000, verger],
    );
    const o = runControl(DOUBLON_REGL, [
      ...base,
      ...invoice,
      ...invoice2,
      ...direct(20240410),
      ...payment,
      ...second,
    ]);
    expect(o.count).toBe(1);
  });

  it('hintWords keeps what names the supplier', () => {
    expect(hintWords('Vergers de Saint-Paul SARL')).toEqual(['VERGERS', 'SAINT', 'PAUL']);
    expect(hintWords('PRLV SEPA Électricité 2024 F-0042 FA2024')).toEqual(['ELECTRICITE', 'FA2024']);
    expect(hintWords('Fournisseurs')).toEqual([]);
  });
});
