import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { analyseFile } from '../../../../engine/src/index';
import { CATEGORY_LABELS, LOCKED_NOTICE } from './labels';
import { AMOUNT_AT_STAKE_LABEL } from './key-figures';
import type { ReportModel, ReportSource } from './report-model';
import { ALL, REAL, modelOf, sourceFromFixture } from './testing/model-from-fixture';
import { DETAIL_COLUMNS, sheetName, ymdToDate } from '../../http/xlsx-cells';
import { renderXlsx } from './xlsx';

const FIXTURES = readdirSync(REAL).filter((f) => /\.txt$/i.test(f));
const DETAIL_HEADERS = DETAIL_COLUMNS.map((c) => c.header);

async function render(model: ReportModel, progress?: (f: number) => void): Promise<ExcelJS.Workbook> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await renderXlsx(model, out, progress);
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

const values = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

/** The Synthèse's control table: id → its row's values. */
function synthesisControls(sheet: ExcelJS.Worksheet): {
  header: number;
  rows: Map<string, ExcelJS.CellValue[]>;
} {
  let header = 0;
  sheet.eachRow((row, n) => {
    if (!header && row.getCell(1).value === 'Contrôle') header = n;
  });
  const rows = new Map<string, ExcelJS.CellValue[]>();
  for (let n = header + 1; n <= sheet.rowCount; n++) {
    const v = values(sheet, n);
    if (typeof v[0] === 'string') rows.set(v[0], v);
  }
  return { header, rows };
}

/** The value of the Synthèse's info row labelled `label` (column B, or B.. when merged). */
function info(sheet: ExcelJS.Worksheet, label: string): ExcelJS.CellValue[] {
  let found: ExcelJS.CellValue[] | undefined;
  sheet.eachRow((row, n) => {
    if (!found && row.getCell(1).value === label) found = values(sheet, n).slice(1);
  });
  if (!found) throw new Error(`no row ${label}`);
  return found;
}

/** The line a systemic pattern puts first, as one finding (in the « Détail » column, inside the table). */
function expectPatternLine(cell: ExcelJS.CellValue, pattern: { message: string }) {
  expect(typeof cell).toBe('string');
  expect(cell as string).toMatch(/^Constat systémique : /);
  expect(cell as string).toContain(pattern.message);
}

/**
 * The header, then (for a systemic pattern) its line, then `expectedRows` data rows, all under the filter.
 * Returns the sheet row of the first data row.
 */
function expectDetailSheet(
  sheet: ExcelJS.Worksheet,
  expectedRows: number,
  pattern?: { message: string } | null,
): number {
  expect(values(sheet, 1)).toEqual(DETAIL_HEADERS);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  const leading = pattern ? 1 : 0;
  if (pattern) {
    const line = values(sheet, 2);
    expect(line[0]).toBeUndefined();
    expectPatternLine(line[DETAIL_HEADERS.length - 1], pattern);
  }
  expect(String(sheet.autoFilter)).toBe(`A1:J${leading + expectedRows + 1}`);
  // Data rows (a line number in column A) stop at the first blank row; notes come after it.
  const first = 2 + leading;
  let n = first;
  while (typeof sheet.findRow(n)?.getCell(1).value === 'number') n++;
  expect(n - first).toBe(expectedRows);
  return first;
}

describe.each(FIXTURES)('the Excel report of %s', (file) => {
  let source: ReportSource;
  let engine: Awaited<ReturnType<typeof analyseFile>>;
  let workbook: ExcelJS.Workbook;
  const fractions: number[] = [];

  beforeAll(async () => {
    engine = await analyseFile(join(REAL, file), { rowCap: 100_000 });
    source = await sourceFromFixture(join(REAL, file), ALL, { companyName: 'Société Démo', rowCap: 100_000 });
    workbook = await render(modelOf([source]), (f) => fractions.push(f));
  });

  it('has the synthesis, the risk, one sheet per control named from its id, and the format conformity', () => {
    const names = workbook.worksheets.map((s) => s.name);
    expect(names[0]).toBe('Synthèse');
    expect(names[1]).toBe('Risque du FEC');
    expect(names[names.length - 1]).toBe('Conformité du format');
    expect(new Set(names.slice(2, -1))).toEqual(new Set(engine.report.controls.map((c) => c.id)));
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('agrees with the engine in the synthesis: company, lines, totals, every control’s result, count, amount', () => {
    const sheet = workbook.getWorksheet('Synthèse')!;
    expect(sheet.getCell('A1').value).toBe('Rapport de revue FEC');
    expect(info(sheet, 'Société')).toEqual(['Société Démo']);
    expect(info(sheet, 'Lignes')).toEqual([engine.report.format.lines]);
    expect(info(sheet, 'Total débit')).toEqual([engine.report.totals.debit / 100]);
    expect(info(sheet, 'Total crédit')).toEqual([engine.report.totals.credit / 100]);
    expect(info(sheet, 'Généré le')[0]).toBeInstanceOf(Date);
    const { header, rows } = synthesisControls(sheet);
    expect(values(sheet, header)).toEqual([
      'Contrôle',
      'Libellé',
      'Thème',
      'Résultat',
      'Nombre',
      'Montant en jeu',
      'Lignes',
    ]);
    expect(sheet.autoFilter).toBe(`A${header}:G${header + engine.report.controls.length}`);
    expect(rows.size).toBe(engine.report.controls.length);
    for (const c of engine.report.controls) {
      const row = rows.get(c.id)!;
      expect(row.slice(3)).toEqual([CATEGORY_LABELS[c.result], c.count, c.amount / 100, c.total]);
      expect(sheet.getCell(`F${header + 1}`).numFmt).toBe('#,##0.00 "€"');
    }
    for (const category of ['OK', 'WARNING', 'ERROR'] as const) {
      expect(info(sheet, CATEGORY_LABELS[category])).toEqual([
        engine.report.controls.filter((c) => c.result === category).length,
      ]);
    }
  });

  it('writes every kept row of each control with typed cells, a frozen header and filters', () => {
    for (const c of engine.report.controls) {
      const sheet = workbook.getWorksheet(c.id)!;
      expect(c.rows.length).toBe(c.total); // rowCap 100,000: the source kept them all
      const start = expectDetailSheet(sheet, c.total, c.pattern);
      if (c.total === 0) continue;
      const first = c.rows[0];
      const row = values(sheet, start);
      expect(row[0]).toBe(first.line);
      // Empty text is an empty cell.
      expect(row[1]).toBe(first.journalCode || undefined);
      expect(row[4]).toBe(first.compteNum || undefined);
      expect(row[7]).toBe(first.debit / 100);
      expect(row[8]).toBe(first.credit / 100);
      if (first.ecritureDate) {
        expect(row[3]).toBeInstanceOf(Date);
        expect(row[3]).toEqual(ymdToDate(first.ecritureDate));
        expect(sheet.getCell(`D${start}`).numFmt).toBe('dd/mm/yyyy');
      }
      expect(sheet.getCell(`H${start}`).numFmt).toBe('#,##0.00 "€"');
      const last = values(sheet, start + c.total - 1);
      expect(last[0]).toBe(c.rows[c.total - 1].line);
    }
  });

  it('lists the format diagnostics with their labels', () => {
    const sheet = workbook.getWorksheet('Conformité du format')!;
    expect(values(sheet, 1)[0]).toBe('Format');
    const codes = Object.keys(engine.report.format.diagnosticCounts);
    for (const code of codes) {
      let count: ExcelJS.CellValue = null;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === code) count = row.getCell(4).value;
      });
      expect(count).toBe(engine.report.format.diagnosticCounts[code]);
    }
    // Each diagnostic's severity (upper case in the report) is shown as its French word.
    let header = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(6).value === 'Gravité') header = n;
    });
    expect(header).toBeGreaterThan(0);
    const severities = new Set<unknown>();
    for (let n = header + 1; n <= sheet.rowCount; n++) severities.add(sheet.getRow(n).getCell(6).value);
    expect(severities.size).toBeGreaterThan(0);
    for (const s of severities) expect(['Erreur', 'Alerte', 'Information']).toContain(s);
  });

  it('reports progress up to 1', () => {
    expect(fractions[fractions.length - 1]).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });
});

describe('the Excel report, other shapes', () => {
  const big = join(REAL, '0000000001FEC20220831.txt');
  const other = join(REAL, '123456789FEC20500930.txt');

  // Without its export-date pattern (a stamp share above 100 % is never reached), VALID-TARDIVE finds
  // every entry of the file late: 2,151 rows, one per entry.
  const noStamp = { 'VALID-TARDIVE': { stampShare: 1.01 } };

  it('keeps more than 1,000 rows of a control (VALID-TARDIVE without its pattern: 2,151)', async () => {
    const source = await sourceFromFixture(
      big,
      { ...ALL, controlIds: ['VALID-TARDIVE'] },
      { rowCap: 100_000, params: noStamp },
    );
    expect(source.controls[0].pattern).toBeFalsy();
    expect(source.controls[0].total).toBe(2151);
    const workbook = await render(modelOf([source]));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Synthèse',
      'Risque du FEC',
      'VALID-TARDIVE',
      'Conformité du format',
    ]);
    const sheet = workbook.getWorksheet('VALID-TARDIVE')!;
    expect(sheet.rowCount).toBe(2152);
    expectDetailSheet(sheet, 2151);
  });

  it('says how many rows were kept out of how many when the analysis capped them', async () => {
    const source = await sourceFromFixture(
      big,
      { ...ALL, controlIds: ['VALID-TARDIVE'] },
      { rowCap: 1_000, params: noStamp },
    );
    const sheet = (await render(modelOf([source]))).getWorksheet('VALID-TARDIVE')!;
    expectDetailSheet(sheet, 1000);
    expect(sheet.getCell('A1003').value).toBe(
      '1\u202f000 lignes conservées sur 2\u202f151 trouvées par le contrôle.',
    );
  });

  it('puts merged FECs side by side, one sheet per control and FEC', async () => {
    const sources = [
      await sourceFromFixture(big, ALL, { companyName: 'Alpha' }),
      await sourceFromFixture(other, ALL, { companyName: 'Bêta' }),
    ];
    const workbook = await render(modelOf(sources));
    const names = workbook.worksheets.map((s) => s.name);
    for (const c of sources[0].controls) expect(names).toContain(`${c.id} - FEC 1`);
    for (const c of sources[1].controls) expect(names).toContain(`${c.id} - FEC 2`);
    const sheet = workbook.getWorksheet('Synthèse')!;
    expect(info(sheet, 'Société')).toEqual(['Alpha', 'Bêta']);
    expect(info(sheet, 'Lignes')).toEqual(sources.map((s) => s.format.lines));
    const { header, rows } = synthesisControls(sheet);
    expect(values(sheet, header).slice(3, 8)).toEqual([
      'Résultat (FEC 1)',
      'Nombre (FEC 1)',
      'Montant en jeu (FEC 1)',
      'Lignes (FEC 1)',
      'Résultat (FEC 2)',
    ]);
    const eq = rows.get('EQ-ECR')!;
    const [a, b] = sources.map((s) => s.controls.find((c) => c.id === 'EQ-ECR')!);
    expect(eq.slice(3)).toEqual([
      CATEGORY_LABELS[a.result],
      a.count,
      a.amount! / 100,
      a.total,
      CATEGORY_LABELS[b.result],
      b.count,
      b.amount! / 100,
      b.total,
    ]);
    const late = sources[0].controls.find((c) => c.id === 'VALID-TARDIVE')!;
    expect(late.pattern).toBeTruthy();
    expectDetailSheet(workbook.getWorksheet('VALID-TARDIVE - FEC 1')!, late.total, late.pattern);
  });

  it('shows a locked FEC without amounts or rows: the notice only (after its systemic finding)', async () => {
    const source = await sourceFromFixture(big, ALL, { locked: true });
    const workbook = await render(modelOf([source]));
    const { rows } = synthesisControls(workbook.getWorksheet('Synthèse')!);
    expect(source.controls.some((c) => c.pattern)).toBe(true);
    for (const c of source.controls) {
      expect(rows.get(c.id)![5]).toBe('— verrouillé');
      const sheet = workbook.getWorksheet(c.id)!;
      if (c.pattern) expectPatternLine(sheet.getCell('A1').value, c.pattern);
      const notice = c.pattern ? 2 : 1;
      expect(sheet.getCell(`A${notice}`).value).toBe(LOCKED_NOTICE);
      expect(sheet.rowCount).toBe(notice);
    }
    expect(info(workbook.getWorksheet('Synthèse')!, AMOUNT_AT_STAKE_LABEL)).toEqual(['— verrouillé']);
  });

  it('groups the controls by accounting cycle when asked', async () => {
    const source = await sourceFromFixture(big, { ...ALL, byCycle: true });
    const workbook = await render(modelOf([source], { byCycle: true }));
    const sheet = workbook.getWorksheet('Synthèse')!;
    const { header, rows } = synthesisControls(sheet);
    expect(sheet.getCell(header, 3).value).toBe('Cycle');
    const cycles = [...rows.values()].map((r) => r[2] as string);
    // Each cycle's controls are contiguous.
    const seen = new Set<string>();
    cycles.forEach((cycle, i) => {
      if (i > 0 && cycle !== cycles[i - 1]) expect(seen.has(cycle)).toBe(false);
      seen.add(cycle);
    });
    expect(cycles).toContain('Contrôles généraux');
    // Control sheets follow the same order.
    expect(workbook.worksheets.slice(2, -1).map((s) => s.name)).toEqual([...rows.keys()]);
  });
});

describe('sheetName', () => {
  it('keeps names Excel accepts: ≤ 31 characters, no []:*?/\\, unique without case', () => {
    const used = new Set<string>();
    expect(sheetName('Synthèse', used)).toBe('Synthèse');
    expect(sheetName('synthèse', used)).toBe('synthèse (2)');
    expect(sheetName('a[b]:c*d?e/f\\g', used)).toBe('a-b--c-d-e-f-g');
    const long = sheetName('X'.repeat(40), used);
    expect(long).toHaveLength(31);
    expect(sheetName('X'.repeat(40), used)).toBe(`${'X'.repeat(27)} (2)`);
  });
});
