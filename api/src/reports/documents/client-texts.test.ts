import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBuffer } from 'yauzl';
import { renderDocx } from './docx';
import { renderPdf } from './pdf';
import type { ReportModel } from './report-model';
import { pdfText } from './testing/pdf-text';
import { ALL, modelOf, REAL, sourceFromFixture } from './testing/model-from-fixture';
import { renderXlsx } from './xlsx';

/**
 * Issue 35: the documents a client receives read as they are. No developer identifier (a parameter's id
 * such as `unnumberedShare` or `minDeltaFloorCents`: camelCase, where the FEC's own field names are
 * PascalCase, « EcritureNum »), and one label per field: « N° écriture » over EcritureNum, never a
 * « N° pièce » column holding it (129 under « N° pièce » where PieceRef is 01.02).
 */

/** A developer's identifier: a lower-case word run into capitalised ones (stampShare, minDeltaFloorCents). */
const CAMEL_CASE = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

// Its EcritureNum and PieceRef differ (entry 129, piece 01.02…), and every control runs on it.
const FEC = join(REAL, '123456789FEC20500930.txt');

async function collect(render: (m: ReportModel, out: PassThrough) => Promise<void>, model: ReportModel) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await render(model, out);
  await ended;
  return Buffer.concat(chunks);
}

/** The text of word/document.xml, paragraph by paragraph. */
function docxText(buffer: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const xml = Buffer.concat(chunks).toString('utf8');
            resolve(
              xml
                .split('</w:p>')
                .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
                .join('\n')
                .replace(/&apos;/g, "'")
                .replace(/&amp;/g, '&'),
            );
          });
        });
      });
      zip.on('end', () => reject(new Error('no document.xml')));
      zip.readEntry();
    });
  });
}

/** Every text cell of every sheet. */
async function xlsxTexts(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const texts: string[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    );
  return texts;
}

let model: ReportModel;
beforeAll(async () => {
  model = modelOf([await sourceFromFixture(FEC, ALL, { companyName: 'Société Test' })]);
}, 60_000);

describe('the report documents speak French to the client', () => {
  it('PDF: no parameter id, « N° écriture » over the entry numbers', async () => {
    const text = await pdfText(await collect((m, out) => renderPdf(m, out), model));
    expect(text.match(CAMEL_CASE) ?? []).toEqual([]);
    expect(text).toContain('N° écriture');
    expect(text).not.toContain('N° pièce');
    // The descriptions that used to name their parameters say it in words.
    expect(text).not.toMatch(/paramètre [a-z]/);
  });

  it('Word: the same', async () => {
    const text = await docxText(await collect((m, out) => renderDocx(m, out), model));
    expect(text.match(CAMEL_CASE) ?? []).toEqual([]);
    expect(text).toContain('N° écriture');
    expect(text).not.toContain('N° pièce');
  });

  it('Excel: the same, and the rows under « N° écriture » are EcritureNum', async () => {
    const buffer = await collect((m, out) => renderXlsx(m, out), model);
    const texts = await xlsxTexts(buffer);
    expect(texts.flatMap((t) => t.match(CAMEL_CASE) ?? [])).toEqual([]);
    expect(texts).not.toContain('N° pièce');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const rows = model.sources[0].controls.find((c) => !c.pattern && c.firstRows[0]?.ecritureNum)!;
    const sheet = workbook.worksheets.find((s) => s.name.startsWith(rows.id))!;
    let header = 0;
    sheet.eachRow((row, n) => {
      if (!header && row.getCell(1).value === 'Ligne') header = n;
    });
    const column = (sheet.getRow(header).values as unknown[]).indexOf('N° écriture');
    expect(column).toBeGreaterThan(0);
    expect(sheet.getRow(header + 1).getCell(column).value).toBe(rows.firstRows[0].ecritureNum);
  });
});
