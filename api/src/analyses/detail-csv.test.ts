import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { centsFr, controlDetailFilter, csvField, dateFr, DETAIL_HEADER, csvLine } from './detail-csv';
import { countByCategory, ymdOf } from './summary';

describe('the detail CSV', () => {
  it('quotes fields holding the separator or quotes and keeps each record on one line', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvField('deux\r\nlignes')).toBe('deux lignes');
    expect(csvField(null)).toBe('');
  });

  it('writes amounts and dates the French way', () => {
    expect(centsFr(123456)).toBe('1234,56');
    expect(centsFr(-5)).toBe('-0,05');
    expect(dateFr(20240131)).toBe('31/01/2024');
    expect(dateFr(0)).toBe('');
  });

  it("picks one control's lines out of the file, whatever the chunk boundaries", async () => {
    const body =
      csvLine(DETAIL_HEADER) +
      'A-1;x;OK;1\r\n' +
      'EQ-ECR;é;ERROR;2\r\n' +
      'EQ-ECR;é;ERROR;3\r\n' +
      'EQ-ECR2;y;OK;4\r\n';
    const bytes = Buffer.from(body, 'utf8');
    // One byte at a time: lines and multi-byte characters split across chunks.
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    const out = (await buffer(Readable.from(chunks).pipe(controlDetailFilter('EQ-ECR')))).toString('utf8');
    expect(out).toBe('\uFEFF' + csvLine(DETAIL_HEADER) + 'EQ-ECR;é;ERROR;2\r\nEQ-ECR;é;ERROR;3\r\n');
  });
});

describe('summaries', () => {
  it('counts controls per category, every category present', () => {
    expect(countByCategory([{ result: 'OK' }, { result: 'OK' }, { result: 'NA' }])).toEqual({
      OK: 2,
      WARNING: 0,
      ERROR: 0,
      SAVINGS: 0,
      INFO: 0,
      NA: 1,
    });
  });

  it('reads declared fiscal dates from PGlite strings and pg Dates', () => {
    expect(ymdOf('2023-12-31')).toBe(20231231);
    expect(ymdOf(new Date(2023, 11, 31))).toBe(20231231);
    expect(ymdOf(null)).toBeUndefined();
  });
});
