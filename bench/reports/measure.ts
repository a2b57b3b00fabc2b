/**
 * One measurement in its own process, so its peak RSS belongs to it alone:
 *   node --import tsx bench/reports/measure.ts analysis <fec> <dir> <lines>  # analysis → model + detail files
 *   node --import tsx bench/reports/measure.ts <csv|xlsx|pdf|docx>[:stress] <fec> <dir>
 * Prints one JSON line: { mode, ms, peakRssMb, bytes, rows, skipped? }.
 *
 * `:stress` renders the same model with 10 controls holding 100,000 rows each (1,000,000 rows, the FEC's
 * own lines): the generator's FEC is clean but for one planted anomaly per control, so its real detail is
 * small, while real FECs fill controls up to the analysis' cap (VALID-TARDIVE: 40 % of a real file).
 */
import { createWriteStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyseFile, generateFec, type DetailRow } from '../../engine/src/index';
import { SUPPORTED_ANOMALIES } from '../../engine/src/generator/anomaly-ids';
import { detailLine, DETAIL_HEADER, csvLine, UTF8_BOM } from '../../api/src/analyses/detail-csv';
import { indexDetailFile, rangeRows } from '../../api/src/analyses/detail-index';
import { CATEGORIES } from '../../api/src/reports/documents/labels';
import {
  REPORT_FIRST_ROWS,
  type ReportModel,
  type ReportRenderer,
  type ResultCategory,
} from '../../api/src/reports/documents/report-model';

const [which, fec, dir, lines] = process.argv.slice(2);
const [mode, variant] = which.split(':');
const stress = variant === 'stress';
const MODEL = join(dir, stress ? 'model-stress.json' : 'model.json');
const DETAIL = join(dir, stress ? 'detail-stress.csv' : 'detail.csv');
const STRESS_CONTROLS = 10;
const STRESS_ROWS = 100_000;

/** Writes with backpressure, like a storage upload would. */
async function write(out: NodeJS.WritableStream, text: string) {
  if (!out.write(text)) await once(out as unknown as import('node:events').EventEmitter, 'drain');
}

/** The engine's analysis (rowCap 100,000 like the job), then the detail file and the model, as the job stores them. */
async function analysis() {
  const start = process.hrtime.bigint();
  const result = await analyseFile(fec, { rowCap: 100_000 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const { report } = result;
  // The detail file (every kept row, controls one after another), as the analysis job stores it.
  const out = createWriteStream(DETAIL);
  const put = (text: string) => write(out, text);
  await put(UTF8_BOM + csvLine(DETAIL_HEADER));
  let rows = 0;
  for (const c of report.controls) {
    for (const row of c.rows) await put(detailLine(c, row));
    rows += c.rows.length;
  }
  out.end();
  await once(out, 'finish');
  const summary = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<ResultCategory, number>;
  for (const c of report.controls) summary[c.result] += 1;
  const model: ReportModel = {
    name: 'Rapport de revue 1M lignes',
    generatedAt: new Date(),
    author: 'Claire Martin',
    accountName: 'Cabinet Démo',
    branding: { principalColor: '#1f4e79', secondaryColor: '#f2a900', logo: null },
    options: {
      merged: false,
      byCycle: false,
      categories: [],
      themes: [],
      controlIds: [],
      internalNotes: true,
    },
    sources: [
      {
        fecUuid: '00000000-0000-4000-8000-000000000001',
        analysisUuid: '00000000-0000-4000-8000-000000000002',
        fileName: report.file.name,
        companyName: 'Société Bench',
        siren: report.file.siren,
        fiscalStart: result.fiscalYear.start,
        fiscalEnd: result.fiscalYear.end,
        analysedAt: new Date(),
        locked: false,
        summary,
        format: { ...report.format, diagnostics: report.format.diagnostics.slice(0, 200) },
        totals: report.totals,
        controls: report.controls.map((c) => ({
          id: c.id,
          label: c.label,
          description: null,
          theme: c.theme,
          cycle: c.cycle,
          result: c.result,
          count: c.count,
          amount: c.amount,
          total: c.total,
          reason: c.reason,
          locked: false,
          firstRows: c.rows.slice(0, REPORT_FIRST_ROWS),
          comments: [],
          pattern: c.pattern,
        })),
        risk: { ...report.risk, entries: report.risk.entries.slice(0, 10) },
        unsupportedTests: report.unsupportedTests,
        rows: () => (async function* () {})(),
      },
    ],
  };
  writeFileSync(MODEL, JSON.stringify({ model }));
  await stressFiles(model);
  return { ms, rows, bytes: statSync(DETAIL).size, lines: report.format.lines };
}

/** The stress variant: the first 10 controls get 100,000 rows each, the FEC's own lines in order. */
async function stressFiles(model: ReportModel) {
  const source = model.sources[0];
  const chosen = source.controls.slice(0, STRESS_CONTROLS);
  const generated = generateFec({
    seed: 42,
    targetLines: Number(lines),
    anomalies: [...SUPPORTED_ANOMALIES],
  });
  const out = createWriteStream(join(dir, 'detail-stress.csv'));
  const put = (text: string) => write(out, text);
  await put(UTF8_BOM + csvLine(DETAIL_HEADER));
  let i = 0;
  const kept: Record<string, number> = {};
  for (const l of generated.lines) {
    const control = chosen[Math.floor(i / STRESS_ROWS)];
    if (!control) break;
    const row: DetailRow = {
      line: l.line,
      journalCode: l.journalCode,
      ecritureNum: l.ecritureNum,
      ecritureDate: l.ecritureDate,
      compteNum: l.compteNum,
      compAuxNum: l.compAuxNum || undefined,
      ecritureLib: l.ecritureLib || undefined,
      debit: l.debit,
      credit: l.credit,
      detail: 'Ligne de charge du banc d’essai',
    };
    await put(detailLine(control, row));
    i += 1;
    kept[control.id] = (kept[control.id] ?? 0) + 1;
  }
  out.end();
  await once(out, 'finish');
  const stressed = {
    ...model,
    sources: [
      {
        ...source,
        controls: source.controls.map((c) =>
          kept[c.id] ? { ...c, count: kept[c.id], total: kept[c.id], result: 'WARNING' as const } : c,
        ),
      },
    ],
  };
  writeFileSync(join(dir, 'model-stress.json'), JSON.stringify({ model: stressed }));
}

/** The model back from disk (untimed). */
function loadModel(): { model: ReportModel; rows: number } {
  const { model } = JSON.parse(readFileSync(MODEL, 'utf8'), (key, value) =>
    ['generatedAt', 'analysedAt', 'createdAt'].includes(key) && typeof value === 'string'
      ? new Date(value)
      : value,
  ) as { model: ReportModel };
  const rows = model.sources[0].controls.reduce((n, c) => n + Math.min(c.total, 100_000), 0);
  return { model, rows };
}

/**
 * rows() as the report job has them (report-model-builder.ts): the detail file indexed in one pass,
 * then each control read from its byte range. Timed with the rendering, since the job pays it too.
 */
async function withRows(model: ReportModel): Promise<void> {
  const ranges = await indexDetailFile(DETAIL);
  for (const source of model.sources) {
    source.rows = (id: string): AsyncIterable<DetailRow> => rangeRows(DETAIL, ranges, id);
  }
}

/** The reference: the same rows written as the CSV export writes them. */
async function csv(model: ReportModel, file: string) {
  const out = createWriteStream(file);
  await write(out, UTF8_BOM + csvLine(DETAIL_HEADER));
  for (const source of model.sources)
    for (const c of source.controls)
      for await (const row of source.rows(c.id)) await write(out, detailLine(c, row));
  out.end();
  await once(out, 'finish');
}

const RENDERERS: Record<string, { module: string; name: string }> = {
  xlsx: { module: 'xlsx', name: 'renderXlsx' },
  pdf: { module: 'pdf', name: 'renderPdf' },
  docx: { module: 'docx', name: 'renderDocx' },
};

async function render(format: string, model: ReportModel, file: string): Promise<boolean> {
  const { module, name } = RENDERERS[format];
  const path = join(import.meta.dirname, '../../api/src/reports/documents', `${module}.ts`);
  // PDF and Word are written by other helpers: measured once they are there.
  if (!existsSync(path)) return false;
  const renderer = (await import(pathToFileURL(path).href))[name] as ReportRenderer;
  const out = createWriteStream(file);
  const finished = once(out, 'finish');
  await renderer(model, out);
  if (!out.writableEnded) out.end();
  await finished;
  return true;
}

async function main() {
  if (mode === 'analysis') {
    const r = await analysis();
    return { mode: which, ms: Math.round(r.ms), rows: r.rows, bytes: r.bytes, lines: r.lines };
  }
  const { model, rows } = loadModel();
  const file = join(dir, `report${stress ? '-stress' : ''}.${mode}`);
  const start = process.hrtime.bigint();
  await withRows(model);
  const ran = mode === 'csv' ? (await csv(model, file), true) : await render(mode, model, file);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!ran) return { mode: which, skipped: `api/src/reports/documents/${RENDERERS[mode].module}.ts absent` };
  return { mode: which, ms: Math.round(ms), rows, bytes: statSync(file).size };
}

main().then((r) => {
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(JSON.stringify({ ...r, peakRssMb }) + '\n');
});
