import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { amountAtStake, writeGeneratedFec } from '../../../../engine/src/index';
import { AMOUNT_AT_STAKE_LABEL, FINDING_RESULTS, findingsOf } from './key-figures';
import { euros } from './labels';
import { renderPdf } from './pdf';
import { keyFigures } from './pdf/figures';
import type { ReportModel, ReportSource } from './report-model';
import { ALL, modelOf, sourceFromFixture } from './testing/model-from-fixture';
import { renderXlsx } from './xlsx';

/**
 * « Montant en jeu » of a report (issue #35): a line flagged by several controls counts once. On a generated
 * FEC whose year-end entry (FIN-EXO) is also on a rarely used account (JE-CPT-RARES): the same lines twice.
 */

let dir: string;
let source: ReportSource;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'at-stake-'));
  const path = join(dir, 'fec.txt');
  const m = await writeGeneratedFec(path, {
    seed: 11,
    targetLines: 8_000,
    anomalies: ['FIN-EXO', 'DOUBLON-FACT'],
  });
  void m;
  source = await sourceFromFixture(path, ALL, { companyName: 'Recoupements SARL' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bytes(render: (m: ReportModel, out: PassThrough) => Promise<void>, model: ReportModel) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await render(model, out);
  return Buffer.concat(chunks);
}

describe('the amount at stake counts each line once', () => {
  it('overlapping controls on the same lines count once: less than the sum of the controls, not less than any', () => {
    const acting = source.controls.filter((c) => FINDING_RESULTS.has(c.result));
    const ids = acting.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['FIN-EXO', 'JE-CPT-RARES', 'DOUBLON-FACT']));
    const sum = acting.reduce((n, c) => n + (c.amount ?? 0), 0);
    const { amount, complete } = findingsOf(source);
    expect(complete).toBe(true);
    const fin = acting.find((c) => c.id === 'FIN-EXO')!;
    const rare = acting.find((c) => c.id === 'JE-CPT-RARES')!;
    const doublon = acting.find((c) => c.id === 'DOUBLON-FACT')!;
    // The two overlapping controls weigh as their larger one; the duplicate invoice, elsewhere, adds up.
    expect(amount).toBe(Math.max(fin.amount!, rare.amount!) + doublon.amount!);
    expect(amount).toBeLessThan(sum);
    expect(amount).toBe(
      amountAtStake(
        acting.map((c) => ({ amount: c.amount ?? 0, total: c.total, pattern: c.pattern, rows: c.firstRows })),
      ).amount,
    );
    // Per category too: both overlapping controls are alerts.
    expect(keyFigures(source).perCategory.WARNING.amount).toBe(Math.max(fin.amount!, rare.amount!));
  });

  it('the PDF synthesis and the Excel workbook print it under a label that says so, with the note', async () => {
    const model = modelOf([source]);
    const expected = findingsOf(source).amount!;
    const pdf = await bytes(renderPdf, model);
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    let text = '';
    try {
      text = execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' });
    } catch {
      // pdftotext missing: the workbook below still reads the figure back.
    }
    if (text) {
      const flat = text.replace(/[\u202f\u00a0\s]+/g, ' ');
      expect(flat).toContain('Montant en jeu (chaque ligne');
      expect(flat).toContain('comptée une fois)');
      expect(flat).toContain(euros(expected).replace(/[\u202f\u00a0\s]+/g, ' '));
      expect(flat).toContain('ne compte qu’une fois une ligne relevée par plusieurs contrôles');
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes(renderXlsx, model)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Synthèse')!;
    let value: ExcelJS.CellValue = null;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === AMOUNT_AT_STAKE_LABEL) value = row.getCell(2).value;
    });
    expect(value).toBe(expected / 100);
  });
});
