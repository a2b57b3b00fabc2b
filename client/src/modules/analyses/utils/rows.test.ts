import {
  CELL_PADDING_X,
  columnsOf,
  columnWidth,
  CONTROL_LIST_WIDTH,
  DETAIL_PANE_WIDTH_1440,
  type DetailRow,
} from './rows';

/** Issue 15: at 1440 px the control rows cut Débit, Crédit and Détail. */
describe('control rows: columns at 1440 px', () => {
  const full: DetailRow = {
    line: 12,
    journalCode: 'VE',
    ecritureNum: 'VE000123',
    ecritureDate: 20240315,
    compteNum: '411000',
    compAuxNum: 'CLI0001',
    ecritureLib: 'Facture 123',
    debit: 123456789,
    credit: 1,
    detail: 'Écart de 12,00 € entre débit et crédit',
  };

  it('fits every column of the fullest row in the detail pane (scrollbar included)', () => {
    const columns = columnsOf([full]);
    expect(columns.map((c) => c.headerName)).toEqual(expect.arrayContaining(['Débit', 'Crédit', 'Détail']));
    const total = columns.reduce((sum, c) => sum + columnWidth(c), 0);
    expect(total + 16).toBeLessThanOrEqual(DETAIL_PANE_WIDTH_1440);
  });

  it('gives the amounts room for « 1 234 567,89 € »', () => {
    const amounts = columnsOf([full]).filter((c) => c.cents);
    for (const c of amounts) expect(columnWidth(c)).toBeGreaterThanOrEqual(110);
  });

  it('leaves the control list at least 360 px (its labels on one or two lines) and dates on one line', () => {
    expect(CONTROL_LIST_WIDTH).toBeGreaterThanOrEqual(360);
    const date = columnsOf([full]).find((c) => c.date)!;
    // « 28/02/2023 »: ten characters of about 8 px in the grid's 14 px font.
    expect(columnWidth(date) - 2 * CELL_PADDING_X).toBeGreaterThanOrEqual(82);
  });
});
