import { pdfPagesText } from './testing/pdf-text';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBuffer } from 'yauzl';
import { renderDocx } from './docx';
import { LOCKED_NOTICE, RISK_LOCKED_NOTICE } from './labels';
import { renderPdf } from './pdf';
import type { ReportModel, ReportSource } from './report-model';
import { renderXlsx } from './xlsx';
import { ALL, modelOf, REAL, sourceFromFixture } from './testing/model-from-fixture';

/**
 * Issue 14 in the report documents: a control with a systemic pattern is ONE finding with its message
 * and share, its rows are examples; the FEC's risk score with its riskiest entries (not for a locked
 * FEC), and the tests a FEC cannot support.
 */

const OUT = join(__dirname, '../../../../test-results/reports/risk');
const FEC = join(REAL, '0000000001FEC20220831.txt');
const has = (bin: string) => {
  try {
    execFileSync('which', [bin], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const PATTERN = {
  code: 'VALIDDATE-UNIQUE',
  message:
    'La date de validation est la même sur toutes les écritures (31/08/2022) : date d’export probable.',
  affected: 2151,
  population: 2152,
  unit: 'entries' as const,
  share: 0.9995,
};
const SHARE = '2 151 écritures sur 2 152 (99,95 %)';

/** French spaces (narrow no-break, no-break) and runs of blanks compared as one space. */
const flat = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

/** The fixture, VALID-TARDIVE given a pattern with 5 example rows (as the engine will report it). */
async function source(locked = false): Promise<ReportSource> {
  const s = await sourceFromFixture(
    FEC,
    { ...ALL, controlIds: ['VALID-TARDIVE', 'EQ-ECR', 'CPT-PCG'] },
    { locked, patterns: { 'VALID-TARDIVE': PATTERN } },
  );
  const examples = locked ? [] : s.controls.find((c) => c.id === 'VALID-TARDIVE')!.firstRows.slice(0, 5);
  return {
    ...s,
    controls: s.controls.map((c) =>
      c.id === 'VALID-TARDIVE'
        ? {
            ...c,
            count: 1,
            amount: locked ? null : 0,
            total: 5,
            firstRows: examples.map((r) => ({ ...r, detail: `Exemple : ${r.detail ?? ''}` })),
          }
        : c,
    ),
    async *rows(id: string) {
      if (id === 'VALID-TARDIVE')
        yield* examples.map((r) => ({ ...r, detail: `Exemple : ${r.detail ?? ''}` }));
      else yield* s.rows(id);
    },
  };
}

async function collect(render: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await render(out);
  return Buffer.concat(chunks);
}

async function pdfPages(model: ReportModel, name: string): Promise<string[]> {
  const pdf = await collect((out) => renderPdf(model, out));
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  if (has('pdftoppm')) {
    for (const f of readdirSync(OUT).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')))
      rmSync(join(OUT, f));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, name)]);
  }
  return pdfPagesText(pdf);
}

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
            const paragraphs = xml.split('</w:p>').map((p) =>
              [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
                .map((m) =>
                  m[1]!
                    .replace(/&amp;/g, '&')
                    .replace(/&apos;/g, "'")
                    .replace(/&quot;/g, '"'),
                )
                .join(''),
            );
            resolve(flat(paragraphs.join('\n')));
          });
        });
      });
      zip.on('end', () => reject(new Error('no document.xml')));
      zip.readEntry();
    });
  });
}

async function workbook(model: ReportModel): Promise<ExcelJS.Workbook> {
  const buffer = await collect((out) => renderXlsx(model, out));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1).map((v) => (typeof v === 'string' ? flat(v) : v));

describe('report documents: systemic patterns and risk', () => {
  let open: ReportSource;
  let locked: ReportSource;
  beforeAll(async () => {
    [open, locked] = await Promise.all([source(false), source(true)]);
  });

  it('the fixture has a risk to print (engine): a score, its level and riskiest entries', () => {
    expect(open.risk!.entries.length).toBeGreaterThan(0);
    expect(open.risk!.entries.length).toBeLessThanOrEqual(10);
    expect(locked.risk!.entries).toEqual([]);
    expect(locked.risk!.score).toBe(open.risk!.score);
  });

  it('PDF: the pattern once with its share, its rows as examples; the risk page with the riskiest entries', async () => {
    const pages = await pdfPages(modelOf([open]), 'pattern-risk');
    const all = pages.join('\n');
    const tardive = pages.find((p) => p.includes('VALID-TARDIVE —'))!;
    expect(tardive).toContain('Constat systémique');
    expect(tardive).toContain('Constats : Constat systémique');
    expect(tardive).toContain('La date de validation est la même sur toutes les écritures');
    expect(tardive).toContain(SHARE);
    expect(tardive).toMatch(/Exemples — 5 lignes/);
    expect(all.match(/La date de validation est la même/g)).toHaveLength(1);

    const risk = pages.find((p) => p.includes('Écritures à examiner') || p.includes('écritures à examiner'))!;
    expect(risk).toContain('Risque du FEC');
    expect(risk).toMatch(new RegExp(`${open.risk!.score} ?/100`));
    expect(risk).toContain(flat(open.risk!.summary));
    const first = open.risk!.entries[0]!;
    expect(risk).toContain(first.ecritureNum);
    expect(risk).toContain(first.controls[0]!);
    expect(risk).toContain('Ce que le FEC ne permet pas de contrôler');
    expect(risk).toContain(open.unsupportedTests[0]!.test);
  });

  it('PDF of a locked FEC: the score, no entries, the pattern without rows', async () => {
    const pages = await pdfPages(modelOf([locked]), 'pattern-risk-locked');
    const risk = pages.find((p) => p.includes('Risque du FEC') && p.includes('/100'))!;
    expect(risk).toMatch(new RegExp(`${locked.risk!.score} ?/100`));
    expect(risk).toContain(flat(RISK_LOCKED_NOTICE));
    expect(risk).not.toContain(open.risk!.entries[0]!.label.slice(0, 12) + ' ');
    const tardive = pages.find((p) => p.includes('VALID-TARDIVE —'))!;
    expect(tardive).toContain('Constat systémique');
    expect(tardive).toContain(flat(LOCKED_NOTICE));
    expect(tardive).not.toContain('Exemples');
  });

  it('Word: the pattern once with its share and « Exemples »; the risk section with its entries', async () => {
    const text = await docxText(await collect((out) => renderDocx(modelOf([open]), out)));
    expect(text).toContain(`Constat systémique : ${flat(PATTERN.message)} — ${SHARE}`);
    expect(text.match(/La date de validation est la même/g)).toHaveLength(1);
    expect(text).toContain(' Exemples Ligne Journal N° écriture');
    expect(text).toMatch(/Constats Constat systémique Montant en jeu — /);
    expect(text).toContain(`Score de risque : ${open.risk!.score}/100`);
    expect(text).toContain('Écritures à examiner en premier');
    expect(text).toContain(open.risk!.entries[0]!.ecritureNum);
    expect(text).toContain('Ce que le FEC ne permet pas de contrôler');

    const lockedText = await docxText(await collect((out) => renderDocx(modelOf([locked]), out)));
    expect(lockedText).toContain(`Score de risque : ${locked.risk!.score}/100`);
    expect(lockedText).toContain(flat(RISK_LOCKED_NOTICE));
    expect(lockedText).not.toContain('Écritures à examiner en premier');
  });

  it('Excel: the pattern as the first line of its sheet, then the examples; a « Risque du FEC » sheet', async () => {
    const wb = await workbook(modelOf([open]));
    const sheet = wb.getWorksheet('VALID-TARDIVE')!;
    expect(rowValues(sheet, 2)[9]).toBe(`Constat systémique : ${flat(PATTERN.message)} — ${SHARE}`);
    expect(sheet.getCell('A2').value).toBeNull();
    expect(typeof sheet.getCell('A3').value).toBe('number');
    expect(String(rowValues(sheet, 3)[9])).toMatch(/^Exemple/);
    expect(sheet.autoFilter).toBe('A1:J7');

    const risk = wb.getWorksheet('Risque du FEC')!;
    const rows = Array.from({ length: risk.rowCount }, (_, i) => rowValues(risk, i + 1));
    expect(rows.find((r) => r[0] === 'Score de risque')?.slice(1, 3)).toEqual([open.risk!.score, 'sur 100']);
    const header = rows.findIndex((r) => r[0] === 'Journal');
    const first = open.risk!.entries[0]!;
    expect(rows[header + 1]!.slice(0, 2)).toEqual([first.journalCode || undefined, first.ecritureNum]);
    expect(rows[header + 1]![4]).toBe(first.amount / 100);
    expect(rows[header + 1]![5]).toBe(first.controls.join(', '));
    expect(rows.some((r) => r[0] === 'Ce que le FEC ne permet pas de contrôler')).toBe(true);

    const lockedWb = await workbook(modelOf([locked]));
    const lockedRisk = lockedWb.getWorksheet('Risque du FEC')!;
    const lockedRows = Array.from({ length: lockedRisk.rowCount }, (_, i) => rowValues(lockedRisk, i + 1));
    expect(lockedRows.some((r) => r[0] === flat(RISK_LOCKED_NOTICE))).toBe(true);
    expect(lockedRows.some((r) => r[0] === 'Journal')).toBe(false);
    const lockedSheet = lockedWb.getWorksheet('VALID-TARDIVE')!;
    expect(flat(String(lockedSheet.getCell('A1').value))).toContain('Constat systémique');
    expect(lockedSheet.getCell('A2').value).toBe(LOCKED_NOTICE);
  });
});
