import { makeFecLine } from './make-line';
import { headerFields, serializeFields, serializeHeader, serializeLine } from './serialize';
import { amountFormatter } from './serialize';

const sale = makeFecLine({
  journalCode: 'VT',
  journalLib: 'Ventes',
  ecritureNum: 'VT000123',
  ecritureDate: 20240315,
  compteNum: '411000',
  compteLib: 'Clients',
  compAuxNum: 'C00042',
  compAuxLib: 'Dupont SARL',
  pieceRef: 'F2024-00123',
  pieceDate: 20240315,
  ecritureLib: 'Facture F2024-00123 Dupont SARL',
  debit: 123456,
  credit: 0,
  ecritureLet: 'AB',
  dateLet: 20240412,
  validDate: 20240319,
});

const CANONICAL_HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\t' +
  'PieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

describe('serialize', () => {
  it('writes the canonical header and record', () => {
    expect(serializeHeader()).toBe(CANONICAL_HEADER);
    expect(serializeLine(sale)).toBe(
      'VT\tVentes\tVT000123\t20240315\t411000\tClients\tC00042\tDupont SARL\tF2024-00123\t20240315\t' +
        'Facture F2024-00123 Dupont SARL\t1234,56\t0,00\tAB\t20240412\t20240319\t\t',
    );
  });

  it('blanks 0 dates and a null Montantdevise, writes currency amounts', () => {
    const f = serializeFields(makeFecLine({ debit: 5, montantDevise: -1999, idevise: 'USD' }));
    expect(f[3]).toBe('');
    expect(f[11]).toBe('0,05');
    expect(f[16]).toBe('-19,99');
    expect(f[17]).toBe('USD');
    expect(serializeFields(sale)[16]).toBe('');
  });

  it('gives the same text on the fast and the generic paths', () => {
    // Extra columns force the generic path; strip them and compare.
    const generic = serializeLine(sale, { extraColumns: [{ name: 'X', value: 'x' }] });
    expect(generic).toBe(serializeLine(sale) + '\tx');
    const ms = { variant: 'montant-sens' as const };
    expect(serializeLine(sale, { ...ms, extraColumns: [{ name: 'X', value: '' }] })).toBe(
      serializeLine(sale, ms) + '\t',
    );
  });

  it('writes Montant + Sens in both styles', () => {
    expect(headerFields({ variant: 'montant-sens' }).slice(11, 13)).toEqual(['Montant', 'Sens']);
    const credit = { ...sale, debit: 0, credit: 995 };
    expect(serializeFields(sale, { variant: 'montant-sens' }).slice(11, 13)).toEqual(['1234,56', 'D']);
    expect(serializeFields(credit, { variant: 'montant-sens' }).slice(11, 13)).toEqual(['9,95', 'C']);
    expect(serializeFields(credit, { variant: 'montant-sens', sensStyle: '+1-1' }).slice(11, 13)).toEqual([
      '9,95',
      '-1',
    ]);
    // A line with both sides is written as its net.
    const both = { ...sale, debit: 1000, credit: 1500 };
    expect(serializeFields(both, { variant: 'montant-sens' }).slice(11, 13)).toEqual(['5,00', 'C']);
  });

  it('writes the cash-basis variants with 21 and 22 columns', () => {
    const l = { ...sale, dateRglt: 20240412, modeRglt: 'VIR', natOp: 'Honoraires', idClient: 'C42' };
    const ba = serializeFields(l, { variant: 'ba-tresorerie' });
    expect(ba).toHaveLength(21);
    expect(ba.slice(18)).toEqual(['20240412', 'VIR', 'Honoraires']);
    const bnc = serializeFields(l, { variant: 'bnc-tresorerie' });
    expect(bnc).toHaveLength(22);
    expect(bnc[21]).toBe('C42');
    const h = headerFields({ variant: 'bnc-tresorerie', creditSpelling: 'Crédit' });
    expect(h).toHaveLength(22);
    expect(h[12]).toBe('Crédit');
    expect(h.slice(18)).toEqual(['DateRglt', 'ModeRglt', 'NatOp', 'IdClient']);
  });

  it('spells the header as asked', () => {
    expect(headerFields({ headerCase: 'upper' })[0]).toBe('JOURNALCODE');
    expect(headerFields({ headerCase: 'lower' })[16]).toBe('montantdevise');
    expect(headerFields({ creditSpelling: 'Crédit', headerCase: 'accents-stripped' })[12]).toBe('Credit');
    expect(headerFields({ headerNames: { Montantdevise: 'MontantDevise' } })[16]).toBe('MontantDevise');
  });

  it('uses every separator, with a trailing one on demand', () => {
    expect(serializeHeader({ separator: 'pipe' }).split('|')).toHaveLength(18);
    expect(serializeHeader({ separator: 'semicolon' })).toMatch(/^JournalCode;JournalLib;/);
    expect(serializeHeader({ separator: 'comma' })).toMatch(/^JournalCode,JournalLib,/);
    expect(serializeHeader({ separator: 'pipe', trailingSeparator: true })).toMatch(/\|Idevise\|$/);
    expect(serializeLine(sale, { separator: 'pipe', trailingSeparator: true })).toMatch(/\|\|\|$/);
  });

  it('never lets a separator or a line break inside text break the file', () => {
    const l = { ...sale, ecritureLib: 'Achat; vis\t"M6"\r\nlot 2' };
    // No quoting: separator, CR and LF become spaces.
    expect(serializeFields(l)[10]).toBe('Achat; vis "M6"  lot 2');
    expect(serializeFields(l, { separator: 'semicolon' })[10]).toBe('Achat  vis\t"M6"  lot 2');
    // Quoting: lossless, inner quotes doubled.
    expect(serializeFields(l, { separator: 'semicolon', quoteFields: 'needed' })[10]).toBe(
      '"Achat; vis\t""M6""\r\nlot 2"',
    );
    expect(serializeFields(sale, { quoteFields: 'needed' })[10]).toBe('Facture F2024-00123 Dupont SARL');
    const all = serializeLine(sale, { separator: 'comma', quoteFields: true });
    expect(all.startsWith('"VT","Ventes","VT000123","20240315"')).toBe(true);
    expect(all).toContain('"1234,56","0,00"');
    expect(serializeHeader({ quoteFields: true }).startsWith('"JournalCode"\t"JournalLib"')).toBe(true);
  });

  it('pads to fixed widths like a real pipe export', () => {
    const f = serializeFields(sale, { separator: 'pipe', padding: true, zeroFilledAmounts: true });
    expect(f[0]).toBe('VT  ');
    expect(f[11]).toBe('0000001234,56');
    expect(f[12]).toBe('0000000000,00');
    expect(f[14]).toBe('20240412');
    const blank = serializeFields(makeFecLine({ debit: 6960 }), { padding: { DateLet: 8, Debit: 10 } });
    expect(blank[14]).toBe('        ');
    expect(blank[11]).toBe('     69,60');
    // Longer values are never truncated.
    expect(serializeFields(sale, { padding: { CompteLib: 3 } })[5]).toBe('Clients');
  });

  it('writes signs leading or trailing, zero-filled or not', () => {
    expect(amountFormatter({ zeroFilledAmounts: false, signStyle: 'leading' })(-1205)).toBe('-12,05');
    expect(amountFormatter({ zeroFilledAmounts: false, signStyle: 'trailing' })(-1205)).toBe('12,05-');
    expect(amountFormatter({ zeroFilledAmounts: 6, signStyle: 'trailing' })(-1205)).toBe('000012,05-');
    expect(amountFormatter({ zeroFilledAmounts: true, signStyle: 'leading' })(-6960)).toBe('-0000000069,60');
    expect(amountFormatter({ zeroFilledAmounts: false, signStyle: 'trailing' })(0)).toBe('0,00');
    const f = serializeFields({ ...sale, debit: -250 }, { signStyle: 'trailing' });
    expect(f[11]).toBe('2,50-');
  });

  it('appends extra columns from constants, functions or line.extra', () => {
    const l = { ...sale, extra: ['a', 'b'] };
    const format = {
      extraColumns: [{ name: 'Etab' }, { name: 'Code', value: 'K' }, { name: 'Lib', value: () => 'x' }],
    };
    expect(headerFields(format).slice(18)).toEqual(['Etab', 'Code', 'Lib']);
    expect(serializeFields(l, format).slice(18)).toEqual(['a', 'K', 'x']);
  });
});
