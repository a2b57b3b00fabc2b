import type { DetailRow } from '../../../engine/src/index';
import {
  XlsxWorkbook,
  argb,
  type CellStyle,
  type CellValue,
  type ColumnSpec,
  type SheetWriter,
} from './xlsx-writer';

/**
 * Small pieces shared by the Excel report (xlsx.ts) and the Excel exports of result tables
 * (analyses and FEC table routes). It sits with the HTTP platform parts so the core domains need not
 * import reports/: typed cells, the header style, sheet names, and a detail-rows sheet written row by row
 * by our streaming writer (xlsx-writer.ts: never the whole workbook in memory).
 */

export type Workbook = XlsxWorkbook;
export type Sheet = SheetWriter;
export { argb, type CellStyle, type CellValue };

/** Euros with two decimals and the sign after the figure, as French spreadsheets show them. */
export const EURO_FORMAT = '#,##0.00 "€"';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const INTEGER_FORMAT = '#,##0';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel keeps at most this many characters in a cell. */
const CELL_MAX = 32_767;
/** Rows between two progress reports. */
const ROWS_PER_REPORT = 1_000;

/** A streaming workbook onto `output`. */
export function streamingWorkbook(
  output: NodeJS.WritableStream,
  creator = 'FEC Analyse',
  title?: string,
): Workbook {
  return new XlsxWorkbook(output, { creator, title });
}

/** 20240131 → a Date at midnight UTC (the writer turns UTC into the Excel serial day); null when unknown. */
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

/** White bold text on the principal colour: the header of every table. */
export function headerStyle(color: string): CellStyle {
  return { font: { bold: true, color: '#ffffff' }, fill: color, wrap: true, borderBottom: '#808080' };
}

export const BOLD: CellStyle = { font: { bold: true } };

/** Writes a styled header row. */
export function writeHeader(sheet: Sheet, headers: string[], color: string): number {
  const style = headerStyle(color);
  return sheet.row(
    headers,
    headers.map(() => style),
  );
}

/** Filter buttons over a table's header and rows. */
export function setAutoFilter(sheet: Sheet, fromRow: number, lastRow: number, columns: number): void {
  sheet.autoFilter(fromRow, lastRow, columns);
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

/**
 * Lets the zip and the output catch up: waits while the sheet's stream is full. Throws once the output
 * is gone (a client that left): the caller stops reading its source.
 */
export async function breathe(sheet: Sheet): Promise<void> {
  if (sheet.needsDrain) await sheet.drain();
}

/** The columns of a control's rows (the detail of the analysis), French headers. */
export const DETAIL_COLUMNS: ReadonlyArray<{ header: string; width: number; numFmt?: string }> = [
  { header: 'Ligne', width: 9, numFmt: '0' },
  { header: 'Journal', width: 10 },
  { header: 'N° écriture', width: 14 },
  { header: 'Date', width: 12, numFmt: DATE_FORMAT },
  { header: 'Compte', width: 12 },
  { header: 'Compte auxiliaire', width: 16 },
  { header: 'Libellé', width: 40 },
  { header: 'Débit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Crédit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Détail', width: 60 },
];

/** A sheet with a header frozen on its first row (unless `frozen: false`). */
export function addTableSheet(
  workbook: Workbook,
  name: string,
  columns: ReadonlyArray<ColumnSpec>,
  options: { frozen?: boolean; tabColor?: string } = {},
): Sheet {
  return workbook.addSheet(name, { columns, ...options });
}

/** One detail row as typed cells: numbers, a real date, euros as numbers. */
export function detailValues(row: DetailRow): CellValue[] {
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
 * Writes a control's rows as a table (header frozen, filters, typed cells), row by row, waiting for the
 * zip when the sheet's buffer is full. Returns how many rows were written; the caller adds notes below
 * and ends the sheet.
 */
export async function writeDetailTable(
  sheet: Sheet,
  rows: AsyncIterable<DetailRow>,
  options: { color: string; onRows?: (written: number) => void; lead?: string | null },
): Promise<number> {
  writeHeader(
    sheet,
    DETAIL_COLUMNS.map((c) => c.header),
    options.color,
  );
  // A systemic pattern is one finding: its sentence comes first, in bold in the « Détail » column,
  // then the example rows (inside the table, so that filters and the frozen header still hold).
  const leading = options.lead ? 1 : 0;
  if (options.lead) {
    const cells: CellValue[] = DETAIL_COLUMNS.map(() => null);
    cells[cells.length - 1] = text(options.lead);
    sheet.row(
      cells,
      cells.map(() => BOLD),
    );
  }
  let written = 0;
  for await (const row of rows) {
    sheet.row(detailValues(row));
    written += 1;
    if (written % ROWS_PER_REPORT === 0) options.onRows?.(ROWS_PER_REPORT);
    if (sheet.needsDrain) await sheet.drain();
  }
  options.onRows?.(written % ROWS_PER_REPORT);
  setAutoFilter(sheet, 1, leading + written + 1, DETAIL_COLUMNS.length);
  return written;
}

/** A line of text below a table (blank line first), in italics. */
export function addNote(sheet: Sheet, note: string, blankBefore = true): void {
  if (blankBefore) sheet.row([]);
  sheet.row([note], [ITALIC]);
}

export const ITALIC: CellStyle = { font: { italic: true } };

/** « 1 000 lignes conservées sur 2 151 trouvées » when fewer rows were kept than the control found. */
export function keptNote(written: number, total: number): string | null {
  if (total <= written) return null;
  const fr = new Intl.NumberFormat('fr-FR');
  const s = written > 1 ? 's' : '';
  return `${fr.format(written)} ligne${s} conservée${s} sur ${fr.format(total)} trouvées par le contrôle.`;
}
