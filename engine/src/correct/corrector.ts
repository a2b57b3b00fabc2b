import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FecEncoding, FecVariant, LineEnding, TesterVerdict } from '../model/format';
import type { FecLine } from '../model/line';
import { AmountIssue, lastAmount, parseAmount } from '../read/amount';
import { DateIssue, lastDate, parseDate } from '../read/date';
import { F, FIELDS, type HeaderInfo } from '../read/header';
import { splitFields } from '../read/line-parser';
import type { ReadState } from '../read/reader';
import type { DiagnosticCollector } from '../validate/collector';
import { formatCentsFec } from '../util/money';
import { chunkEncoder, preamble } from '../write/encode';
import {
  type ColumnId,
  type FecFormat,
  LINE_ENDING_CHARS,
  resolveFormat,
  variantColumns,
} from '../write/format';
import {
  fieldCleaner,
  fieldsSerializer,
  joinFields,
  lineSerializer,
  serializeHeader,
} from '../write/serialize';
import { ChangeLog, type Change } from './change-log';

export interface CorrectorOptions {
  output: string | Writable;
  /** Where to stream the change log (CSV); null keeps only counts and the first changes. */
  changeLog?: string | Writable | null;
  encoding?: Extract<FecEncoding, 'utf-8' | 'utf-8-bom' | 'iso-8859-15'>;
  lineEnding?: 'crlf' | 'lf';
}

export interface CorrectionSummary {
  linesWritten: number;
  changes: number;
  changesByKind: Record<string, number>;
  firstChanges: Change[];
  /** Values kept as written because no rule can fix them (invalid dates or amounts, unknown Sens). */
  unfixed: number;
  /** The DGFiP tester's predicted verdict on the corrected FEC (null when written to a stream). */
  tester: TesterVerdict | null;
}

const DATE_COLUMNS: ColumnId[] = ['EcritureDate', 'PieceDate', 'DateLet', 'ValidDate', 'DateRglt'];
const AMOUNT_COLUMNS: ColumnId[] = ['Debit', 'Credit', 'Montantdevise'];

/** Legal output shape for a source variant: Montant + Sens becomes Debit/Credit; cash-basis shapes stay. */
function targetVariant(source: FecVariant): FecVariant {
  return source === 'montant-sens' ? 'debit-credit' : source;
}

/**
 * Writes the legal version of a FEC while it is being read (plug `line` into the pipeline's onLine):
 * TAB, canonical header, AAAAMMJJ, comma decimals, no thousands separator, Debit/Credit, the chosen
 * encoding. Values no rule can fix are kept as written, so nothing is lost; every change is logged.
 */
export class FecCorrector {
  private format: FecFormat | null = null;
  private serialize: ((l: FecLine) => string) | null = null;
  private fields: ((l: FecLine) => string[]) | null = null;
  private clean: ((s: string) => string) | null = null;
  private columns: ColumnId[] = [];
  private header: HeaderInfo | null = null;
  private readonly stream: Writable;
  private readonly log: ChangeLog;
  private encode: ((text: string) => Buffer) | null = null;
  private text = '';
  private eol: string;
  private drain: Promise<void> | null = null;
  private linesWritten = 0;
  private unfixed = 0;

  constructor(private readonly options: CorrectorOptions) {
    this.stream =
      typeof options.output === 'string'
        ? createWriteStream(options.output, { highWaterMark: 1 << 20 })
        : options.output;
    this.log = new ChangeLog(options.changeLog ?? null);
    this.eol = LINE_ENDING_CHARS[options.lineEnding ?? 'crlf'];
  }

  private begin(header: HeaderInfo): void {
    this.header = header;
    const variant = targetVariant(header.variant);
    const format = resolveFormat({
      variant,
      separator: 'tab',
      encoding: this.options.encoding ?? 'utf-8',
      lineEnding: this.options.lineEnding ?? 'crlf',
      extraColumns: header.extraColumns.map((c) => ({ name: c.name || `Colonne${c.index + 1}` })),
    });
    this.format = format;
    this.serialize = lineSerializer(format);
    this.fields = fieldsSerializer(format);
    this.clean = fieldCleaner(format);
    this.columns = variantColumns(variant);
    this.encode = chunkEncoder(format.encoding);
    const bom = preamble(format.encoding);
    if (bom.length) this.stream.write(bom);
    this.text = serializeHeader(format);
    if (header.variant === 'montant-sens')
      this.log.add('variante', {
        line: 1,
        column: 'Montant/Sens',
        before: 'Montant + Sens',
        after: 'Debit + Credit',
      });
    if (header.separator !== 'tab')
      this.log.add('separateur', {
        line: 1,
        column: '*',
        before: `« ${header.separatorChar} »`,
        after: 'tabulation',
      });
    const renamed = FIELDS.some(
      (name, f) => header.columnOf[f] >= 0 && header.names[header.columnOf[f]] !== name,
    );
    if (renamed || header.outOfOrder)
      this.log.add('en-tete', {
        line: 1,
        column: '*',
        before: header.names.join(' | '),
        after: serializeHeader(format).replace(/\t/g, ' | '),
      });
  }

  /** The pipeline's onLine hook. */
  line = (line: FecLine, raw: string, header: HeaderInfo): void => {
    if (this.header === null) this.begin(header);
    const values = splitFields(raw, header.separatorChar);
    const fixes = this.inspect(line, values);
    let out: string;
    if (fixes === null) out = this.serialize!(line);
    else {
      const fields = this.fields!(line);
      for (const [column, rawValue] of fixes) fields[this.columns.indexOf(column)] = this.clean!(rawValue);
      out = joinFields(fields, this.format!);
    }
    if (
      values.length > header.fieldCount &&
      !(values.length === header.fieldCount + 1 && values[values.length - 1].trim() === '')
    ) {
      const dropped = values.slice(header.fieldCount).join(header.separatorChar);
      this.log.add('champs-en-trop', { line: line.line, column: '*', before: dropped, after: '' });
    }
    this.text += this.eol + out;
    this.linesWritten++;
    if (this.text.length > 1 << 16) this.flush();
  };

  private rawOf(values: string[], field: number): string {
    const col = this.header!.columnOf[field];
    return col >= 0 && col < values.length ? values[col].trim() : '';
  }

  /**
   * Logs the notation fixes of this line and returns the values that must stay as written
   * (null when none: the fast path).
   */
  private inspect(line: FecLine, values: string[]): Array<[ColumnId, string]> | null {
    let keep: Array<[ColumnId, string]> | null = null;
    const h = this.header!;
    for (const column of DATE_COLUMNS) {
      const field = F[column];
      if (h.columnOf[field] < 0) continue;
      const raw = this.rawOf(values, field);
      if (raw === '' || (raw.length === 8 && raw === String(dateValue(line, column)))) continue;
      const d = parseDate(raw);
      if (lastDate.issue === DateIssue.Format)
        this.log.add('date', { line: line.line, column, before: raw, after: String(d) });
      else if (lastDate.issue === DateIssue.Invalid) {
        (keep ??= []).push([column, raw]);
        this.unfixed++;
      }
    }
    const amountFields: Array<[ColumnId, number]> =
      h.variant === 'montant-sens'
        ? [
            [line.debit !== 0 || sensIsDebit(this.rawOf(values, F.Sens)) ? 'Debit' : 'Credit', F.Montant],
            ['Montantdevise', F.Montantdevise],
          ]
        : AMOUNT_COLUMNS.map((c) => [c, F[c]]);
    for (const [column, field] of amountFields) {
      if (h.columnOf[field] < 0) continue;
      const raw = this.rawOf(values, field);
      if (raw === '') continue;
      const v = parseAmount(raw);
      const issue = lastAmount.issue;
      if (
        issue === AmountIssue.DecimalPoint ||
        issue === AmountIssue.Thousands ||
        issue === AmountIssue.Rounded
      )
        this.log.add('montant', { line: line.line, column, before: raw, after: formatCentsFec(v) });
      else if (issue === AmountIssue.Invalid) {
        (keep ??= []).push([column, raw]);
        this.unfixed++;
      }
    }
    if (h.variant === 'montant-sens') {
      const sens = this.rawOf(values, F.Sens).toUpperCase();
      if (!['D', 'C', '+1', '-1', '1'].includes(sens)) {
        this.unfixed++;
        this.log.add('sens-inconnu', {
          line: line.line,
          column: 'Sens',
          before: `Montant ${this.rawOf(values, F.Montant)} Sens « ${this.rawOf(values, F.Sens)} »`,
          after: 'Debit 0,00 / Credit 0,00 : sens à corriger dans le logiciel comptable',
        });
      }
    }
    return keep;
  }

  /** Writes what is buffered; the pipeline awaits `pending()` between input chunks (backpressure). */
  private flush(): void {
    if (this.text === '') return;
    const ok = this.stream.write(this.encode!(this.text));
    this.text = '';
    if (!ok && this.drain === null)
      this.drain = new Promise((resolve) =>
        this.stream.once('drain', () => {
          this.drain = null;
          resolve();
        }),
      );
    const logDrain = this.log.flush();
    if (logDrain && this.drain === null) this.drain = logDrain;
  }

  pending(): Promise<void> | null {
    return this.drain;
  }

  /** Ends the file; logs the file-level fixes seen by the reader. */
  async finish(reader: ReadState, diagnostics: DiagnosticCollector): Promise<CorrectionSummary> {
    if (this.header === null && reader.header) this.begin(reader.header);
    this.text += this.eol;
    this.flush();
    this.stream.end();
    await finished(this.stream);
    const fileLevel: Array<[string, string, string]> = [];
    if (
      reader.encoding &&
      reader.encoding !== 'ascii' &&
      reader.encoding !== (this.options.encoding ?? 'utf-8')
    )
      fileLevel.push(['encodage', reader.encoding, this.options.encoding ?? 'utf-8']);
    const ending: LineEnding = reader.lineEnding;
    const target = this.options.lineEnding ?? 'crlf';
    if (ending !== 'none' && ending !== target)
      fileLevel.push(['fins-de-ligne', ending.toUpperCase(), target.toUpperCase()]);
    if (reader.header?.trailingSeparator)
      fileLevel.push(['separateur-final', 'séparateur en fin de ligne', 'supprimé']);
    for (const [kind, before, after] of fileLevel)
      this.log.add(kind, { line: 0, column: '*', before, after });
    const removed: Array<[string, string]> = [
      ['LIGNE_VIDE', 'lignes vides'],
      ['ENTETE_REPETE', 'en-têtes répétés'],
      ['LIGNE_TROP_LONGUE', 'lignes trop longues'],
      ['UTF8_INVALIDE', 'lignes aux octets invalides (réencodées)'],
    ];
    for (const [code, what] of removed) {
      const n = diagnostics.count(code as 'LIGNE_VIDE');
      if (n > 0)
        this.log.add(code.toLowerCase(), {
          line: 0,
          column: '*',
          before: `${n} ${what}`,
          after: code === 'UTF8_INVALIDE' ? 'UTF-8' : 'supprimées',
        });
    }
    await this.log.close();
    return {
      linesWritten: this.linesWritten,
      changes: this.log.total,
      changesByKind: Object.fromEntries(this.log.byKind),
      firstChanges: this.log.first,
      unfixed: this.unfixed,
      // The analysis fills it in by reading the written file (see analyse/tester-check.ts).
      tester: null,
    };
  }
}

function sensIsDebit(s: string): boolean {
  const u = s.toUpperCase();
  return u === 'D' || u === '+1' || u === '1';
}

function dateValue(line: FecLine, column: ColumnId): number {
  switch (column) {
    case 'EcritureDate':
      return line.ecritureDate;
    case 'PieceDate':
      return line.pieceDate;
    case 'DateLet':
      return line.dateLet;
    case 'ValidDate':
      return line.validDate;
    default:
      return line.dateRglt;
  }
}
