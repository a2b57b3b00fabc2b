import { pdfText } from './testing/pdf-text';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBuffer } from 'yauzl';
import { renderDocx } from './docx';
import { BEYOND_TESTER } from './labels';
import { renderPdf } from './pdf';
import type { ReportModel, ReportSource } from './report-model';
import { ALL, modelOf, REAL, sourceFromFixture } from './testing/model-from-fixture';
import { oursLine, testerLine, verdictsOf } from './verdicts';
import { renderXlsx } from './xlsx';

const OUT = join(__dirname, '../../../../test-results/reports/verdicts');
const flat = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

/** An analysis stored before issue 17: no tester block, diagnostics without `beyondTester`. */
function older(source: ReportSource): ReportSource {
  const { tester: _tester, ...format } = source.format;
  return {
    ...source,
    format: { ...format, diagnostics: format.diagnostics.map(({ beyondTester: _b, ...d }) => d) },
  };
}

async function collect(render: (m: ReportModel, o: NodeJS.WritableStream) => Promise<void>, m: ReportModel) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await render(m, out);
  return Buffer.concat(chunks);
}

/** Kept beside the report tests' output (to render to PNG when reviewing), read back with pdf.js. */
function pdfTextOf(pdf: Buffer, name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}.pdf`), pdf);
  return pdfText(pdf);
}

/** The text of word/document.xml, runs joined. */
function docxText(buffer: Buffer): Promise<string> {
  return new Promise((resolve, reject) =>
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: { fileName: string }) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry as never, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () =>
            resolve(
              flat(
                Buffer.concat(parts)
                  .toString('utf8')
                  .replace(/<\/w:p>/g, '\n')
                  .replace(/<[^>]+>/g, '')
                  .replace(/&amp;/g, '&'),
              ),
            ),
          );
        });
      });
      zip.on('end', () => reject(new Error('no word/document.xml')));
      zip.readEntry();
    }),
  );
}

async function xlsxText(buffer: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Conformité du format')!;
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
  return flat(cells.join('\n'));
}

describe('the two verdicts of the format (issue 17)', () => {
  let current: ReportSource;
  beforeAll(async () => {
    current = await sourceFromFixture(join(REAL, '123456789FEC20500930.txt'), ALL);
  }, 60_000);

  it('keeps the tester’s prediction and ours apart, and groups what lies beyond the tester by code', () => {
    const v = verdictsOf(current.format);
    expect(v.tester?.verdict).toBe('non-conforme');
    expect(v.tester?.mode).toBe('bic-is');
    expect(v.ours).toBe('non-conforme');
    expect(v.beyond.map((b) => [b.code, b.count])).toEqual([
      ['DATE_HORS_EXERCICE', 746],
      ['EXERCICE_DEDUIT', 1],
      ['SIREN_INVALIDE', 1],
    ]);
    expect(testerLine(v.tester)).toBe(
      'Outil officiel de la DGFiP (Test Compta Demat) : Non conforme, en mode BIC / IS',
    );
    expect(oursLine(v.ours)).toBe('Notre verdict : Non conforme');
  });

  it('reads an older analysis: no tester verdict, beyond-the-tester codes from the catalogue', () => {
    const v = verdictsOf(older(current).format);
    expect(v.tester).toBeNull();
    expect(v.ours).toBe('non-conforme');
    expect(v.beyond.map((b) => b.code)).toEqual(verdictsOf(current.format).beyond.map((b) => b.code));
    expect(testerLine(null)).toContain('non disponible');
  });

  it.each([
    ['PDF', async (m: ReportModel, name: string) => pdfTextOf(await collect(renderPdf, m), name)],
    ['Word', async (m: ReportModel) => docxText(await collect(renderDocx, m))],
    ['Excel', async (m: ReportModel) => xlsxText(await collect(renderXlsx, m))],
  ] as const)(
    'the %s report shows both verdicts, and still renders an older analysis',
    async (_k, textOf) => {
      const text = await textOf(modelOf([current]), `current-${_k}`);
      expect(text).toContain(
        'Outil officiel de la DGFiP (Test Compta Demat) : Non conforme, en mode BIC / IS',
      );
      expect(text).toContain('ENTETE_CR');
      expect(text).toContain('Notre verdict : Non conforme');
      expect(text).toContain(BEYOND_TESTER);
      // Ours after the tester's.
      expect(text.indexOf('Notre verdict : ')).toBeGreaterThan(
        text.indexOf('Outil officiel de la DGFiP (Test'),
      );

      const old = await textOf(modelOf([older(current)]), `older-${_k}`);
      expect(old).toContain('Notre verdict : Non conforme');
      expect(old).not.toContain('ENTETE_CR');
      expect(old).toContain('DATE_HORS_EXERCICE');
    },
    120_000,
  );
});
