import { F, parseHeader } from './header';

const H18 =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

describe('parseHeader', () => {
  it('reads the canonical 18 columns', () => {
    const h = parseHeader(H18)!;
    expect(h).toMatchObject({
      separator: 'tab',
      variant: 'debit-credit',
      missing: [],
      extraColumns: [],
      fieldCount: 18,
    });
    expect(h.columnOf[F.Credit]).toBe(12);
    expect(h.outOfOrder).toBe(false);
  });
  it('matches names case- and accent-insensitively, with padding and a trailing pipe', () => {
    const h = parseHeader(H18.toUpperCase().replace(/\t/g, ' | ').replace('CREDIT', 'Crédit') + '|')!;
    expect(h).toMatchObject({
      separator: 'pipe',
      variant: 'debit-credit',
      missing: [],
      trailingSeparator: true,
    });
    expect(h.columnOf[F.Credit]).toBe(12);
  });
  it('recognises Montant + Sens, and the BA/BNC cash-basis variants', () => {
    const ms = parseHeader(H18.replace('Debit\tCredit', 'Montant\tSens'))!;
    expect(ms).toMatchObject({ variant: 'montant-sens', missing: [] });
    const ba = parseHeader(H18 + '\tDateRglt\tModeRglt\tNatOp')!;
    expect(ba).toMatchObject({ variant: 'ba-tresorerie', missing: [] });
    const bnc = parseHeader(H18.replace('Credit', 'Crédit') + '\tDateRglt\tModeRglt\tNatOp\tIdClient')!;
    expect(bnc).toMatchObject({ variant: 'bnc-tresorerie', missing: [], fieldCount: 22 });
  });
  it('reports illegal separators, missing and extra columns', () => {
    const h = parseHeader(H18.replace(/\t/g, ';').replace(';PieceRef', '') + ';Analytique')!;
    expect(h.separator).toBe('semicolon');
    expect(h.missing).toEqual(['PieceRef']);
    expect(h.extraColumns).toEqual([{ index: 17, name: 'Analytique' }]);
  });
  it('reports columns out of the legal order', () => {
    expect(parseHeader(H18.replace('JournalCode\tJournalLib', 'JournalLib\tJournalCode'))!.outOfOrder).toBe(
      true,
    );
  });
  it('refuses a line that is not a FEC header', () => {
    expect(parseHeader('VT\tVentes\t1\t20240101\t411000')).toBeNull();
    expect(parseHeader('')).toBeNull();
  });
});
