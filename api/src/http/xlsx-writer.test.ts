import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { XlsxWorkbook, columnLetter } from './xlsx-writer';

describe('the streaming xlsx writer', () => {
  it('writes text Excel accepts (escaped, control characters dropped, spaces kept) and typed cells', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new XlsxWorkbook(out, { creator: 'Test' });
    const sheet = book.addSheet("L'onglet <1>", { columns: [{ width: 10 }, { width: 10, numFmt: '0.00' }] });
    sheet.row([' a<b>&"c"\u0001 ', 1.5, true, new Date(Date.UTC(2024, 0, 31))]);
    sheet.autoFilter(1, 1, 4);
    await sheet.end();
    await book.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const read = workbook.getWorksheet("L'onglet <1>")!;
    expect(read.getCell('A1').value).toBe(' a<b>&"c" ');
    expect(read.getCell('B1').value).toBe(1.5);
    expect(read.getCell('B1').numFmt).toBe('0.00');
    expect(read.getCell('C1').value).toBe(true);
    expect(read.getCell('D1').value).toBe(Date.UTC(2024, 0, 31) / 86_400_000 + 25_569);
    expect(String(read.autoFilter)).toBe('A1:D1');
  });

  it('stops a writer waiting on a full sheet once the output is gone', async () => {
    const out = new PassThrough({ highWaterMark: 1 }); // never read: the zip backs up
    const book = new XlsxWorkbook(out, { creator: 'Test' });
    const sheet = book.addSheet('S', { columns: [] });
    const write = (async () => {
      for (let i = 0; i < 1e6; i++) {
        sheet.row(['x'.repeat(100)]);
        if (sheet.needsDrain) await sheet.drain();
      }
    })();
    setTimeout(() => out.destroy(), 50);
    await expect(write).rejects.toThrow('xlsx output closed');
  });

  it('fails finish() instead of waiting when the output goes during the last parts', async () => {
    const out = new PassThrough({ highWaterMark: 1 });
    const book = new XlsxWorkbook(out, { creator: 'Test' });
    const sheet = book.addSheet('S', { columns: [] });
    sheet.row(['x']);
    await sheet.end();
    const finished = book.finish();
    setTimeout(() => out.destroy(), 20);
    await expect(finished).rejects.toThrow('xlsx output closed');
  });

  it('names columns as Excel does', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });
});
