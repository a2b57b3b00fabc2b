import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { XlsxStyles, argb, type CellStyle } from './xlsx-styles';

/**
 * A streaming .xlsx writer: each sheet's XML is written row by row into its own zip entry (yazl, one entry
 * after the other, deflated as it comes) and the zip flows to `output` through a pipe. Nothing waits in
 * memory beyond a sheet stream's 256 KB buffer: a sheet's `row()` reports when that buffer is full and
 * `drain()` waits until the zip has taken it, so a million rows cost what a thousand do.
 *
 * Why not exceljs' WorkbookWriter: its sheet streams (StreamBuf) write into archiver regardless of
 * backpressure. archiver wraps them in a readable-stream 2 PassThrough whose write buffer then held the
 * uncompressed XML deflate had not reached yet: ~300 MB of `external` Buffers at 1M rows (heap snapshot,
 * bench/README.md). It also builds a Row, Cells and a merged style object per cell (≈ 24,000 rows/s).
 * The format needs little: inline strings, numbers, dates as serial days, one style index per cell.
 */

/** A formula (without its `=`) with its cached result, so readers that do not compute still see the figure. */
export interface FormulaCell {
  formula: string;
  result?: number;
}

export type CellValue = string | number | boolean | Date | FormulaCell | null | undefined;
export { argb, type CellStyle } from './xlsx-styles';

export interface ColumnSpec {
  width: number;
  numFmt?: string;
}

export interface SheetOptions {
  columns: ReadonlyArray<ColumnSpec>;
  /** Freeze the first row (default true). */
  frozen?: boolean;
  /** Tab colour, `#rrggbb`. */
  tabColor?: string;
}

/** Rows' XML gathered before a push into the sheet's stream (fewer, larger chunks for deflate). */
const CHUNK = 32 * 1024;
/**
 * XML a sheet may hold ahead of the zip: enough for the rows to be written while zlib deflates the
 * previous chunks on its thread (at 1M rows: 64 KB 12.0 s / 161 MB, 256 KB 11.3 s / 155 MB, 1 MB 10.7 s / 185 MB).
 */
const SHEET_BUFFER = 256 * 1024;
/**
 * Deflate level of the sheets: at 1M rows level 1 takes ~5 s less than zlib's default 6 for a file
 * ~20 % larger (63 MB instead of 53 MB; exceljs' was 60 MB): a report is written once per request.
 */
const SHEET_DEFLATE_LEVEL = 1;
/** Excel's day 0 is 1899-12-30: the serial of 1970-01-01. */
const EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 refuses (dropped) and the four we escape. */
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const XML_SPECIAL = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- idem
const XML_REPLACE = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };

export function xmlText(value: string): string {
  return XML_SPECIAL.test(value) ? value.replace(XML_REPLACE, (c) => ENTITIES[c] ?? '') : value;
}

/** 1 → A, 27 → AA. */
const LETTERS: string[] = [];
export function columnLetter(col: number): string {
  let cached = LETTERS[col];
  if (cached === undefined) {
    cached = '';
    for (let n = col; n > 0; n = Math.floor((n - 1) / 26))
      cached = String.fromCharCode(65 + ((n - 1) % 26)) + cached;
    LETTERS[col] = cached;
  }
  return cached;
}

export class XlsxWorkbook {
  private readonly zip = new ZipFile();
  private readonly sheets: SheetWriter[] = [];
  private readonly styles = new XlsxStyles();
  private readonly mtime = new Date();
  /** Set once the output is gone (a client that left): writers stop instead of waiting forever. */
  failure: Error | null = null;
  private readonly ended: Promise<unknown>;
  /** Rejects on the output's failure, so that finish() does not wait for an end that will not come. */
  private readonly failed: Promise<never>;
  private rejectFailed: (error: Error) => void = () => undefined;

  constructor(
    private readonly output: NodeJS.WritableStream,
    private readonly props: { creator: string; title?: string },
  ) {
    const out = output as NodeJS.WritableStream & { on(event: string, fn: (e?: Error) => void): void };
    const fail = (error?: Error) => {
      // A stream closes after its normal end too: only a close before the end is a failure.
      if (!error && (output as { writableFinished?: boolean }).writableFinished) return;
      this.failure ??= error ?? new Error('xlsx output closed');
      this.rejectFailed(this.failure);
      for (const sheet of this.sheets) sheet.abort(this.failure);
      this.zip.outputStream.unpipe(output as NodeJS.WritableStream & import('node:stream').Writable);
    };
    out.on('close', () => fail());
    out.on('error', (error) => fail(error));
    this.ended = once(this.zip.outputStream, 'end');
    this.failed = new Promise<never>((_resolve, reject) => {
      this.rejectFailed = reject;
    });
    this.failed.catch(() => undefined);
    this.ended.catch(() => undefined); // seen by finish(); not an unhandled rejection before it
    this.zip.outputStream.pipe(output as NodeJS.WritableStream & import('node:stream').Writable);
  }

  /** A new sheet; the previous one must be ended first (sheets are zip entries written in order). */
  addSheet(name: string, options: SheetOptions): SheetWriter {
    const sheet = new SheetWriter(this, this.sheets.length + 1, name, options, this.styles);
    this.sheets.push(sheet);
    this.zip.addReadStream(sheet.stream, `xl/worksheets/sheet${sheet.index}.xml`, {
      mtime: this.mtime,
      compressionLevel: SHEET_DEFLATE_LEVEL,
    });
    return sheet;
  }

  /** Writes the workbook's own parts (their content is known only now) and waits for the zip's end. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    const add = (path: string, xml: string) =>
      this.zip.addBuffer(Buffer.from(XML_HEAD + xml), path, { mtime: this.mtime });
    add('[Content_Types].xml', this.contentTypes());
    add(
      '_rels/.rels',
      rels([
        ['officeDocument', 'xl/workbook.xml'],
        ['core-properties', 'docProps/core.xml', `${NS_PKG_REL}/metadata/core-properties`],
      ]),
    );
    add('docProps/core.xml', this.core());
    add('xl/workbook.xml', this.workbook());
    add(
      'xl/_rels/workbook.xml.rels',
      rels([
        ['styles', 'styles.xml'],
        ...this.sheets.map((s): [string, string] => ['worksheet', `worksheets/sheet${s.index}.xml`]),
      ]),
    );
    add('xl/styles.xml', this.styles.xml());
    this.zip.end();
    await Promise.race([this.ended, this.failed]);
  }

  private contentTypes(): string {
    const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
    const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;
    return (
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      override('/xl/workbook.xml', `${ct}.sheet.main+xml`) +
      this.sheets.map((s) => override(`/xl/worksheets/sheet${s.index}.xml`, `${ct}.worksheet+xml`)).join('') +
      override('/xl/styles.xml', `${ct}.styles+xml`) +
      override('/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml') +
      '</Types>'
    );
  }

  private core(): string {
    const now = this.mtime.toISOString().replace(/\.\d+Z$/, 'Z');
    return (
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      `<dc:creator>${xmlText(this.props.creator)}</dc:creator>` +
      (this.props.title ? `<dc:title>${xmlText(this.props.title)}</dc:title>` : '') +
      `<dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created>` +
      `<dcterms:modified xsi:type="dcterms:W3CDTF">${now}</dcterms:modified>` +
      '</cp:coreProperties>'
    );
  }

  private workbook(): string {
    const quoted = (name: string) => `'${xmlText(name).replace(/'/g, "''")}'`;
    // Excel keeps a sheet's filter range in a hidden defined name too; it writes it, so do we.
    const filters = this.sheets
      .filter((s) => s.filterRef)
      .map(
        (s) =>
          `<definedName name="_xlnm._FilterDatabase" localSheetId="${s.index - 1}" hidden="1">` +
          `${quoted(s.name)}!${s.filterRef!.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}</definedName>`,
      )
      .join('');
    return (
      `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><workbookPr/>` +
      '<bookViews><workbookView activeTab="0"/></bookViews><sheets>' +
      this.sheets
        .map((s) => `<sheet name="${xmlText(s.name)}" sheetId="${s.index}" r:id="rId${s.index + 1}"/>`)
        .join('') +
      `</sheets>${filters ? `<definedNames>${filters}</definedNames>` : ''}</workbook>`
    );
  }
}

/** Relationships; rId1 is the first, and so on (workbook.xml counts on rId{n+1} for sheet n). */
function rels(list: Array<[string, string, string?]>): string {
  return (
    `<Relationships xmlns="${NS_PKG_REL}">` +
    list
      .map(
        ([type, target, full], i) =>
          `<Relationship Id="rId${i + 1}" Type="${full ?? `${NS_REL}/${type}`}" Target="${target}"/>`,
      )
      .join('') +
    '</Relationships>'
  );
}

export class SheetWriter {
  /** The entry's data: pulled by the zip when it reaches this sheet, at its own pace. */
  readonly stream: Readable;
  /** Rows used so far (blank ones included): the next row is `rowCount + 1`. */
  rowCount = 0;
  filterRef: string | null = null;
  /** True while the stream's buffer is full: the caller should `await drain()`. */
  needsDrain = false;
  private pending = '';
  private ended = false;
  private waiter: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private readonly columnXf: number[];

  constructor(
    private readonly book: XlsxWorkbook,
    readonly index: number,
    readonly name: string,
    options: SheetOptions,
    private readonly styles: XlsxStyles,
  ) {
    this.stream = new Readable({
      highWaterMark: SHEET_BUFFER,
      read: () => {
        this.needsDrain = false;
        const w = this.waiter;
        this.waiter = null;
        w?.resolve();
      },
    });
    this.columnXf = options.columns.map((c) => (c.numFmt ? this.styles.xf({ numFmt: c.numFmt }) : 0));
    const frozen = options.frozen !== false;
    this.pending =
      XML_HEAD +
      `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      (options.tabColor ? `<sheetPr><tabColor rgb="${argb(options.tabColor)}"/></sheetPr>` : '') +
      `<sheetViews><sheetView workbookViewId="0"${index === 1 ? ' tabSelected="1"' : ''}>` +
      (frozen
        ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>'
        : '') +
      '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
      (options.columns.length
        ? `<cols>${options.columns
            .map(
              (c, i) =>
                `<col min="${i + 1}" max="${i + 1}" width="${c.width}"` +
                `${this.columnXf[i] ? ` style="${this.columnXf[i]}"` : ''} customWidth="1"/>`,
            )
            .join('')}</cols>`
        : '') +
      '<sheetData>';
  }

  /**
   * Appends a row (an empty one just takes its number). A cell's style is its column's number format
   * with `styles[i]` over it. Returns the row's number.
   */
  row(values: ReadonlyArray<CellValue>, styles?: ReadonlyArray<CellStyle | undefined>): number {
    const r = ++this.rowCount;
    let cells = '';
    for (let i = 0; i < values.length; i++) {
      const cell = this.cell(values[i], i, r, styles?.[i]);
      if (cell) cells += cell;
    }
    if (cells) this.write(`<row r="${r}">${cells}</row>`);
    return r;
  }

  private cell(value: CellValue, i: number, r: number, style: CellStyle | undefined): string {
    const xf = style ? this.styles.xf(style, this.columnNumFmt(i)) : (this.columnXf[i] ?? 0);
    const s = xf ? ` s="${xf}"` : '';
    const ref = `${columnLetter(i + 1)}${r}`;
    if (value === null || value === undefined || value === '') {
      // A styled empty cell keeps its style (a header's fill); otherwise nothing is written.
      return style ? `<c r="${ref}"${s}/>` : '';
    }
    if (typeof value === 'number')
      return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
    if (value instanceof Date) {
      const t = value.getTime();
      return Number.isNaN(t) ? '' : `<c r="${ref}"${s}><v>${EPOCH_SERIAL + t / DAY_MS}</v></c>`;
    }
    if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
    if (typeof value === 'object') {
      const cached =
        value.result !== undefined && Number.isFinite(value.result) ? `<v>${value.result}</v>` : '';
      return `<c r="${ref}"${s}><f>${xmlText(value.formula)}</f>${cached}</c>`;
    }
    const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
  }

  private columnNumFmt(i: number): string | undefined {
    return this.styles.numFmtOfXf(this.columnXf[i] ?? 0);
  }

  /** Filter buttons over `fromRow`..`lastRow`, columns 1..`columns`. */
  autoFilter(fromRow: number, lastRow: number, columns: number): void {
    this.filterRef = `A${fromRow}:${columnLetter(columns)}${Math.max(fromRow, lastRow)}`;
  }

  /** Waits until the zip has taken what is buffered (only when `needsDrain`). */
  drain(): Promise<void> {
    if (this.book.failure) return Promise.reject(this.book.failure);
    if (!this.needsDrain) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  /** Closes the sheet's XML and its zip entry (the zip reads the rest at its pace). */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.pending +=
      '</sheetData>' +
      (this.filterRef ? `<autoFilter ref="${this.filterRef}"/>` : '') +
      '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
    this.flush();
    // No wait after push(null): a stream that has ended asks for nothing more, so drain() could hang.
    await this.drain();
    this.stream.push(null);
  }

  abort(error: Error): void {
    const w = this.waiter;
    this.waiter = null;
    w?.reject(error);
    this.stream.destroy();
  }

  private write(xml: string): void {
    this.pending += xml;
    if (this.pending.length >= CHUNK) this.flush();
  }

  private flush(): void {
    if (!this.pending) return;
    if (!this.stream.push(Buffer.from(this.pending))) this.needsDrain = true;
    this.pending = '';
  }
}
