import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DetailRow } from '../../../engine/src/index';

/**
 * Small pieces shared by the Excel report (xlsx.ts) and the Excel exports of result tables
 * (analyses and FEC table routes). It sits with the HTTP platform parts so the core domains need not import reports/: typed cells, the header style, sheet names, and a detail-rows sheet
 * written row by row with exceljs' streaming writer (never the whole workbook in memory).
 */

export type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type Sheet = ExcelJS.Worksheet;

/** Euros with two decimals and the sign after the figure, as French spreadsheets show them. */
export const EURO_FORMAT = '#,##0.00 "€"';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const INTEGER_FORMAT = '#,##0';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel keeps at most this many characters in a cell. */
const CELL_MAX = 32_767;
/** Rows written between two pauses that let zlib and the output catch up. */
const ROWS_PER_BREATH = 1_000;

/** A streaming workbook onto `output` (inline strings: no shared-strings table growing with the rows). */
export function streamingWorkbook(output: NodeJS.WritableStream, creator = 'FEC Analyse'): Workbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output as unknown as import('node:stream').Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = creator;
  return workbook;
}

/** 20240131 → a Date at midnight UTC (exceljs turns UTC into the Excel serial day); null when unknown. */
export function ymdToDate(ymd: number | null | undefined): Date | null {
  if (!ymd) return null;
  const y = Math.floor(ymd / 10_000);
  const m = Math.floor(ymd / 100) % 100;
  const d = ymd % 100;
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return new Date(Date.UTC(y, m - 1, d));
}

/** A Date as the calendar day it is in Paris, at midnight UTC (so Excel shows that day). */
export function parisDay(date: Date): Date {
  const [d, m, y] = date
    .toLocaleDateString('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
    .split('/')
    .map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Integer cents → euros as a number (exact to the cent for any amount a FEC holds). */
export const euroNumber = (cents: number) => cents / 100;

/** Text for a cell: Excel refuses more than 32,767 characters. */
export function text(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length > CELL_MAX ? value.slice(0, CELL_MAX) : value;
}

/** `#1f4e79` → `FF1F4E79` (exceljs colours); a bad value falls back to a dark blue. */
export function argb(hex: string | null | undefined): string {
  const m = /^#?([0-9a-f]{6})$/i.exec((hex ?? '').trim());
  return `FF${(m ? m[1] : '1f4e79').toUpperCase()}`;
}

/** White bold text on the principal colour: the header of every table. */
export function headerStyle(color: string): Partial<ExcelJS.Style> {
  return {
    font: { bold: true, color: { argb: 'FFFFFFFF' } },
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(color) } },
    alignment: { vertical: 'middle', wrapText: true },
    border: { bottom: { style: 'thin', color: { argb: 'FF808080' } } },
  };
}

export const BOLD: Partial<ExcelJS.Font> = { bold: true };

/** Writes a styled header row and commits it. */
export function writeHeader(sheet: Sheet, headers: string[], color: string): void {
  const row = sheet.addRow(headers);
  const style = headerStyle(color);
  row.eachCell((cell) => {
    cell.style = style;
  });
  row.commit();
}

/** Filter buttons over a table's header and rows (set before the sheet is committed). */
export function setAutoFilter(sheet: Sheet, fromRow: number, lastRow: number, columns: number): void {
  sheet.autoFilter = {
    from: { row: fromRow, column: 1 },
    to: { row: Math.max(fromRow, lastRow), column: columns },
  };
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of []:*?/\, not starting or ending with an
 * apostrophe, unique in the workbook (Excel compares names without case). `used` collects the names.
 */
export function sheetName(wanted: string, used: Set<string>): string {
  const clean =
    wanted
      .replace(/[[\]:*?/\\]/g, '-')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Feuille';
  let name = clean.slice(0, 31);
  for (let n = 2; used.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = clean.slice(0, 31 - suffix.length) + suffix;
  }
  used.add(name.toLowerCase());
  return name;
}

/** Bytes of a sheet's XML written but not yet compressed above which the writer waits. */
const PENDING_MAX = 4 * 1024 * 1024;

/**
 * Bytes a sheet has written that zlib has not taken yet. exceljs' sheet stream hands its chunks on
 * without heeding backpressure, so a slow output could let them pile up; this wait bounds them. (At 1M
 * rows bench/reports still sees ~300 MB of `external` buffers elsewhere: see bench/README.md.)
 */
function pendingBytes(sheet: Sheet | undefined): number {
  const stream = (
    sheet as unknown as { stream?: { buffers?: Array<{ length: number }>; pipes?: Writable[] } }
  )?.stream;
  if (!stream) return 0;
  const own = (stream.buffers ?? []).reduce((n, b) => n + b.length, 0);
  const piped = (stream.pipes ?? []).reduce((n, p) => n + (p.writableLength ?? 0), 0);
  return own + piped;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Lets zlib and the output stream catch up: waits while the sheet's uncompressed XML exceeds 4 MB or the
 * output is full, then a turn of the event loop. Throws once the output is gone (a client that left):
 * the caller stops reading its source.
 */
export async function breathe(output: NodeJS.WritableStream, sheet?: Sheet): Promise<void> {
  const w = output as NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean };
  for (;;) {
    if (w.destroyed) throw new Error('xlsx output closed');
    if (!w.writableNeedDrain && pendingBytes(sheet) <= PENDING_MAX) break;
    await pause(5);
  }
  await turn();
}

/** The columns of a control's rows (the detail of the analysis), French headers. */
export const DETAIL_COLUMNS: ReadonlyArray<{ header: string; width: number; numFmt?: string }> = [
  { header: 'Ligne', width: 9, numFmt: '0' },
  { header: 'Journal', width: 10 },
  { header: 'N° pièce', width: 14 },
  { header: 'Date', width: 12, numFmt: DATE_FORMAT },
  { header: 'Compte', width: 12 },
  { header: 'Compte auxiliaire', width: 16 },
  { header: 'Libellé', width: 40 },
  { header: 'Débit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Crédit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Détail', width: 60 },
];

/** A sheet with a header frozen on its first row. */
export function addTableSheet(
  workbook: Workbook,
  name: string,
  columns: ReadonlyArray<{ width: number; numFmt?: string }>,
  options: { frozen?: boolean; tabColor?: string } = {},
): Sheet {
  const sheet = workbook.addWorksheet(name, {
    views: options.frozen === false ? [] : [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
    properties: options.tabColor ? { tabColor: { argb: argb(options.tabColor) } } : undefined,
  });
  // Widths and number formats per column: each cell written below takes its column's format.
  sheet.columns = columns.map((c) => ({ width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  return sheet;
}

/** One detail row as typed cells: numbers, a real date, euros as numbers. */
export function detailValues(row: DetailRow): ExcelJS.CellValue[] {
  return [
    row.line,
    text(row.journalCode),
    text(row.ecritureNum),
    ymdToDate(row.ecritureDate),
    text(row.compteNum),
    text(row.compAuxNum),
    text(row.ecritureLib),
    euroNumber(row.debit),
    euroNumber(row.credit),
    text(row.detail),
  ];
}

/**
 * Writes a control's rows as a table (header frozen, filters, typed cells), committing each row as it
 * comes. Returns how many rows were written; the caller adds notes below and commits the sheet.
 */
export async function writeDetailTable(
  sheet: Sheet,
  rows: AsyncIterable<DetailRow>,
  options: { color: string; output: NodeJS.WritableStream; onRows?: (written: number) => void },
): Promise<number> {
  writeHeader(
    sheet,
    DETAIL_COLUMNS.map((c) => c.header),
    options.color,
  );
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(detailValues(row)).commit();
    written += 1;
    if (written % ROWS_PER_BREATH === 0) {
      options.onRows?.(ROWS_PER_BREATH);
      await breathe(options.output, sheet);
    }
  }
  options.onRows?.(written % ROWS_PER_BREATH);
  setAutoFilter(sheet, 1, written + 1, DETAIL_COLUMNS.length);
  return written;
}

/** A line of text below a table (blank line first), in italics. */
export function addNote(sheet: Sheet, note: string, blankBefore = true): void {
  if (blankBefore) sheet.addRow([]).commit();
  const row = sheet.addRow([note]);
  row.getCell(1).font = { italic: true };
  row.commit();
}

/** « 1 000 lignes conservées sur 2 151 trouvées » when fewer rows were kept than the control found. */
export function keptNote(written: number, total: number): string | null {
  if (total <= written) return null;
  const fr = new Intl.NumberFormat('fr-FR');
  const s = written > 1 ? 's' : '';
  return `${fr.format(written)} ligne${s} conservée${s} sur ${fr.format(total)} trouvées par le contrôle.`;
}
