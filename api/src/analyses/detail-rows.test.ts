import { Readable } from 'node:stream';
import type { DetailRow } from '../../../engine/src/index';
import { DETAIL_HEADER, UTF8_BOM, csvLine, detailLine } from './detail-csv';
import { centsOf, controlRows, parseDetailLine, splitDetailLine, ymdOf } from './detail-rows';

const control = { id: 'EQ-ECR', label: 'Écritures équilibrées ; au centime', result: 'ERROR' as const };
const rows: DetailRow[] = [
  {
    line: 12,
    journalCode: 'VE',
    ecritureNum: 'VE-0001',
    ecritureDate: 20240131,
    compteNum: '411000',
    compAuxNum: 'CLI "Dupont"',
    ecritureLib: 'Facture; n° 12',
    debit: 123456,
    credit: 0,
    detail: 'Écart de -0,50 €',
  },
  { line: 13, journalCode: 'VE', ecritureNum: 'VE-0001', compteNum: '706000', debit: 0, credit: -50 },
];

describe('the detail file read back', () => {
  it('gives the rows the analysis wrote, quotes, semicolons and negative amounts included', () => {
    for (const row of rows)
      expect(parseDetailLine(detailLine(control, row).trimEnd())).toEqual({
        controlId: 'EQ-ECR',
        row: {
          ecritureDate: undefined,
          compAuxNum: undefined,
          ecritureLib: undefined,
          detail: undefined,
          ...row,
        },
      });
  });

  it('splits fields, parses amounts and dates', () => {
    expect(splitDetailLine('a;"b;c";"d""e";')).toEqual(['a', 'b;c', 'd"e', '']);
    expect([centsOf('1234,56'), centsOf('-0,50'), centsOf('7'), centsOf('')]).toEqual([123456, -50, 700, 0]);
    expect([ymdOf('31/01/2024'), ymdOf('')]).toEqual([20240131, undefined]);
  });

  it('streams only the control asked for, and stops once its lines are past', async () => {
    const other = { ...control, id: 'EQ-JOUR' };
    const file =
      UTF8_BOM +
      csvLine(DETAIL_HEADER) +
      detailLine(other, rows[0]) +
      rows.map((r) => detailLine(control, r)).join('') +
      detailLine(other, rows[1]);
    const source = Readable.from([Buffer.from(file)]);
    const got: DetailRow[] = [];
    for await (const row of controlRows(source, 'EQ-ECR')) got.push(row);
    expect(got.map((r) => r.line)).toEqual([12, 13]);
    expect(source.destroyed).toBe(true);
  });
});
