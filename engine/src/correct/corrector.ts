import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FecEncoding, FecVariant, LineEnding, TesterVerdict } from '../model/format';
import type { FecLine } from '../model/line';
import { AmountIssue, lastAmount, parseAmount } from '../read/amount';
import { DateIssue, lastDate, parseDate } from '../read/date';
import { F, FIELDS, parseHeader, type HeaderInfo } from '../read/header';
import { LineParser, splitFields } from '../read/line-parser';
import type { ReadState } from '../read/reader';
import { DIAGNOSTIC_CODES } from '../validate/codes';
import { DiagnosticCollector } from '../validate/collector';
import { EmptyTally } from '../validate/empty-tally';
import { chunkEncoder, preamble } from '../write/encode';
import {
  type ColumnId,
  type FecFormat,
  LINE_ENDING_CHARS,
  resolveFormat,
  variantColumns,
} from '../write/format';
import { fieldCleaner, fieldsSerializer, lineSerializer, serializeHeader } from '../write/serialize';
import { ChangeLog, type Change } from './change-log';

export interface CorrectorOptions {
  output: string | Writable;
  /** Where to stream the change log (CSV); null keeps only counts and the first changes. */
  changeLog?: string | Writable | null;
  encoding?: Extract<FecEncoding, 'utf-8' | 'utf-8-bom' | 'iso-8859-15'>;
  lineEnding?: 'crlf' | 'lf';
  /** The file is declared BNC/BA with commercial-law accounts (as the analysis reads it). */
  commercialBncBa?: boolean;
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
/** A written Debit or Credit whose source is the Montant + Sens pair. */
const MONTANT_SIDE = -2;
const KNOWN_SENS = ['D', 'C', '+1', '-1', '1'];
const ENCODING_NAMES: Record<FecEncoding, string> = {
  ascii: 'ASCII',
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 avec BOM',
  'iso-8859-15': 'ISO 8859-15',
  'windows-1252': 'Windows-1252',
};

/** The subsets of `items` of size `k`, in order. */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - k; i++)
    for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([items[i], ...rest]);
  return out;
}

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
  private fields: ((l: FecLine) => string[]) | null = null;
  private serialize: ((l: FecLine) => string) | null = null;
  /** The source's lines may come out as they were read (TAB, the written columns): see `line`. */
  private sameShape = false;
  private clean: ((s: string) => string) | null = null;
  private columns: ColumnId[] = [];
  /** For each written column, its column in the source (-1: absent; MONTANT_SIDE: from Montant/Sens). */
  private sourceIndex: number[] = [];
  /** Kind of each written column, for the log's motif. */
  private columnKind: Array<'date' | 'montant' | 'texte'> = [];
  private columnName: string[] = [];
  private header: HeaderInfo | null = null;
  /** The source's real columns (its header's, a trailing separator left out). */
  private core = 0;
  private readonly stream: Writable;
  private readonly log: ChangeLog;
  private encode: ((text: string) => Buffer) | null = null;
  private text = '';
  private eol: string;
  private drain: Promise<void> | null = null;
  private linesWritten = 0;
  private unfixed = 0;
  /** Parsers of rare lines (split amounts, short lines): on the source's header and on the written one. */
  private sourceParser: LineParser | null = null;
  private outputParser: LineParser | null = null;
  private readonly scratch = new DiagnosticCollector(0);

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
    this.core = header.fieldCount - (header.trailingSeparator ? 1 : 0);
    const variant = targetVariant(header.variant);
    const format = resolveFormat({
      variant,
      separator: 'tab',
      encoding: this.options.encoding ?? 'utf-8',
      lineEnding: this.options.lineEnding ?? 'crlf',
      extraColumns: header.extraColumns.map((c) => ({ name: c.name || `Colonne${c.index + 1}` })),
    });
    this.format = format;
    this.fields = fieldsSerializer(format);
    this.serialize = lineSerializer(format);
    this.sameShape =
      header.separator === 'tab' &&
      header.variant === variant &&
      !header.outOfOrder &&
      !header.trailingSeparator &&
      header.extraColumns.length === 0 &&
      header.missing.length === 0;
    this.clean = fieldCleaner(format);
    this.columns = variantColumns(variant);
    const montantSens = header.variant === 'montant-sens';
    this.sourceIndex = [
      ...this.columns.map((c) =>
        montantSens && (c === 'Debit' || c === 'Credit') ? MONTANT_SIDE : header.columnOf[F[c]],
      ),
      ...header.extraColumns.map((c) => c.index),
    ];
    this.columnName = [...this.columns, ...format.extraColumns.map((c) => c.name)];
    this.columnKind = this.columnName.map((c) =>
      DATE_COLUMNS.includes(c as ColumnId)
        ? 'date'
        : AMOUNT_COLUMNS.includes(c as ColumnId)
          ? 'montant'
          : 'texte',
    );
    this.encode = chunkEncoder(format.encoding);
    const bom = preamble(format.encoding);
    if (bom.length) this.stream.write(bom);
    this.text = serializeHeader(format);
    const commercial = this.options.commercialBncBa === true;
    this.sourceParser = new LineParser(header, this.scratch, commercial, new EmptyTally());
    this.outputParser = new LineParser(parseHeader(this.text)!, this.scratch, commercial, new EmptyTally());
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
    const n = line.line;
    let values = splitFields(raw, header.separatorChar);
    if (this.notRecord(line, values)) {
      this.log.add('ligne-ecartee', { line: n, column: '*', before: raw, after: '' });
      return;
    }
    const core = this.core;
    if (this.sameShape && values.length === core) {
      // The fast path: a line already written as the corrected FEC writes it has nothing to log.
      const out = this.serialize!(line);
      if (out === raw) {
        this.write(out);
        return;
      }
    }
    if (values.length > core) {
      const extra = values.slice(core);
      const trailing = extra.length === 1 && extra[0].trim() === '';
      // One blank field more is a trailing separator, unless its reading shows a cut amount: both sides
      // filled, or « 00 »-like decimals read as an amount of their own.
      const merged =
        !trailing || (line.debit !== 0 && line.credit !== 0) || this.decimalsAlone(values)
          ? this.mergeDecimals(values, n)
          : null;
      if (merged !== null) {
        values = merged.values;
        line = merged.line;
      } else if (extra.length === 1 && extra[0].trim() === '') {
        // One trailing separator: told once for the file when the header has it too.
        if (!header.trailingSeparator)
          this.log.add('separateur-final', {
            line: n,
            column: '*',
            before: 'séparateur en fin de ligne',
            after: 'retiré',
          });
      } else
        this.log.add('champs-en-trop', {
          line: n,
          column: '*',
          before: extra.join(header.separatorChar),
          after: '',
        });
    }
    const fields = this.fields!(line);
    const keep = this.inspect(line, values);
    if (keep !== null)
      for (const [column, rawValue] of keep) fields[this.columns.indexOf(column)] = this.clean!(rawValue);
    this.logFieldChanges(line, values, fields);
    let written = fields;
    if (values.length < core) written = this.completeOrKeep(n, values, fields);
    this.write(written.join('\t'));
  };

  private write(out: string): void {
    this.text += this.eol + out;
    this.linesWritten++;
    if (this.text.length > 1 << 16) this.flush();
  }

  /**
   * Not an entry line: text without any separator (a title, « Other example »), or a line with neither
   * account, nor EcritureDate, nor an amount other than zero. Written, it would become a record of
   * 0,00 / 0,00 with empty mandatory values; left out, nothing the books hold is lost (the log keeps it).
   */
  private notRecord(line: FecLine, values: string[]): boolean {
    if (values.length === 1) return true;
    if (line.compteNum !== '' || line.compAuxNum !== '') return false;
    if (this.rawOf(values, F.EcritureDate) !== '') return false;
    for (const f of [F.Debit, F.Credit, F.Montant, F.Montantdevise])
      if (!/^[+-]?[0., ]*-?$/.test(this.rawOf(values, f))) return false;
    return true;
  }

  /**
   * A line with more fields than the header where amounts were cut at their decimal comma (a comma
   * separator, or an export that wrote « 187;20 »): the one way of joining integer and two-digit parts
   * in the amount columns that gives the header's count and readable dates and amounts. Ambiguous or
   * none: null (the extra fields are dropped and logged as such).
   */
  private mergeDecimals(values: string[], lineNo: number): { values: string[]; line: FecLine } | null {
    const h = this.header!;
    const core = this.core;
    // A last blank field may be a trailing separator or the last value: both readings are tried.
    const readings = [values];
    if (values[values.length - 1].trim() === '' && !h.trailingSeparator) readings.push(values.slice(0, -1));
    const amountCols = [F.Debit, F.Credit, F.Montant, F.Montantdevise]
      .map((f) => h.columnOf[f])
      .filter((c) => c >= 0)
      .sort((a, b) => a - b);
    // Readable dates and amounts; and an export that cut its decimals cut them on every amount: none
    // left whole but a bare zero (a date read as an amount is the tell of a wrong join).
    const readable = (out: string[], joined: number[]) =>
      amountCols.every((c) => {
        const v = out[c].trim();
        if (v === '') return true;
        if (!joined.includes(c) && /^[+-]?\d+$/.test(v) && !/^[+-]?0+$/.test(v)) return false;
        parseAmount(v);
        return lastAmount.issue !== AmountIssue.Invalid;
      }) &&
      DATE_COLUMNS.every((col) => {
        const c = h.columnOf[F[col]];
        const v = c >= 0 ? out[c].trim() : '';
        if (v === '') return true;
        parseDate(v);
        return lastDate.issue === DateIssue.None || lastDate.issue === DateIssue.Format;
      });
    let found: { out: string[]; subset: number[] } | null = null;
    for (const vals of readings) {
      const k = vals.length - core;
      if (k < 1 || k > amountCols.length) continue;
      for (const subset of subsets(amountCols, k)) {
        const out: string[] = [];
        let p = 0;
        let ok = true;
        for (let c = 0; c < core && ok; c++) {
          if (subset.includes(c)) {
            const a = vals[p]?.trim() ?? '';
            const b = vals[p + 1]?.trim() ?? '';
            ok = /^[+-]?\d+$/.test(a) && /^\d\d-?$/.test(b);
            out.push(`${a},${b}`);
            p += 2;
          } else out.push(vals[p++] ?? '');
        }
        if (!ok || p !== vals.length || !readable(out, subset)) continue;
        if (found !== null) return null; // two ways: not ours to choose
        found = { out, subset };
      }
    }
    if (found === null) return null;
    const { out: merged, subset } = found;
    const sep = h.separatorChar;
    const quote = (v: string) => (v.includes(sep) || v.includes('"') ? '"' + v.replace(/"/g, '""') + '"' : v);
    const parser = this.sourceParser!;
    parser.split(merged.map(quote).join(sep));
    const line = parser.parse(lineNo, false);
    for (const c of subset)
      this.log.add('decimales-separees', {
        line: lineNo,
        column: h.names[c],
        before: `« ${merged[c].replace(',', ' » et « ')} »`,
        after: merged[c],
      });
    return { values: merged, line };
  }

  private decimalsAlone(values: string[]): boolean {
    return [F.Debit, F.Credit, F.Montant, F.Montantdevise].some((f) => /^0\d$/.test(this.rawOf(values, f)));
  }

  /**
   * A line with fewer fields than the header: completed with empty fields when that adds no error (as
   * the analysis counts them: a short line is one NB_CHAMPS, its missing values untold), else written
   * with the fields it has — its values can only come from the accounting software.
   */
  private completeOrKeep(lineNo: number, values: string[], fields: string[]): string[] {
    let m = 0;
    this.sourceIndex.forEach((s, i) => {
      const src = s === MONTANT_SIDE ? this.header!.columnOf[F.Montant] : s;
      if (src >= 0 && src < values.length) m = i + 1;
    });
    const added = this.columnName.slice(m);
    if (m < fields.length && this.errorsOf(fields, false) > this.errorsOf(fields.slice(0, m), true) + 1) {
      this.unfixed++;
      this.log.add('ligne-incomplete', {
        line: lineNo,
        column: added.join(', '),
        before: `${values.length} champs`,
        after: `${values.length} champs`,
      });
      return fields.slice(0, m);
    }
    this.log.add('ligne-completee', {
      line: lineNo,
      column: added.join(', ') || '*',
      before: `${values.length} champs`,
      after: `${fields.length} champs`,
    });
    return fields;
  }

  /** Errors the analysis of the corrected FEC will count on this written line. */
  private errorsOf(fields: string[], short: boolean): number {
    const parser = this.outputParser!;
    this.scratch.counts.clear();
    parser.split(fields.join('\t'));
    parser.parse(0, short);
    let n = 0;
    for (const [code, count] of this.scratch.counts)
      if (DIAGNOSTIC_CODES[code].severity === 'ERROR') n += count;
    return n;
  }

  /** Every value written otherwise than it was read: one log row (line, column, before, after). */
  private logFieldChanges(line: FecLine, values: string[], fields: string[]): void {
    const lineNo = line.line;
    const src = this.sourceIndex;
    const sens = this.header!.variant === 'montant-sens' ? this.rawOf(values, F.Sens).toUpperCase() : '';
    // An unknown Sens writes 0,00 on both sides: its own row says so.
    const side = !KNOWN_SENS.includes(sens)
      ? null
      : line.debit !== 0 || sensIsDebit(sens)
        ? 'Debit'
        : 'Credit';
    for (let i = 0; i < fields.length; i++) {
      const s = src[i];
      const after = fields[i];
      if (s >= 0) {
        if (s >= values.length) continue; // a field added: told by the line's own row
        const before = values[s];
        if (before === after) continue;
        const kind = this.columnKind[i];
        this.log.add(
          kind === 'montant'
            ? 'montant'
            : before.trim() === after
              ? 'espaces'
              : kind === 'date'
                ? 'date'
                : 'caracteres',
          { line: lineNo, column: this.columnName[i], before, after },
        );
      } else if (s === MONTANT_SIDE && this.columnName[i] === side) {
        // Montant + Sens: the amount's notation, on the side it is written to (the conversion is told once).
        const before = values[this.header!.columnOf[F.Montant]] ?? '';
        if (before !== after && before.trim() !== '')
          this.log.add('montant', { line: lineNo, column: side, before, after });
      }
    }
  }

  private rawOf(values: string[], field: number): string {
    const col = this.header!.columnOf[field];
    return col >= 0 && col < values.length ? values[col].trim() : '';
  }

  /** The values that must stay as written (null when none: the fast path); counts them, and unknown Sens. */
  private inspect(line: FecLine, values: string[]): Array<[ColumnId, string]> | null {
    let keep: Array<[ColumnId, string]> | null = null;
    const h = this.header!;
    for (const column of DATE_COLUMNS) {
      const field = F[column];
      if (h.columnOf[field] < 0) continue;
      const raw = this.rawOf(values, field);
      if (raw === '' || (raw.length === 8 && raw === String(dateValue(line, column)))) continue;
      parseDate(raw);
      if (lastDate.issue === DateIssue.Invalid) {
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
      parseAmount(raw);
      if (lastAmount.issue === AmountIssue.Invalid) {
        (keep ??= []).push([column, raw]);
        this.unfixed++;
      }
    }
    if (h.variant === 'montant-sens') {
      const sens = this.rawOf(values, F.Sens).toUpperCase();
      if (!KNOWN_SENS.includes(sens)) {
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
    const target = this.options.encoding ?? 'utf-8';
    const utf16 = reader.utf16Source;
    if (utf16 !== null)
      // Read as UTF-8 once decoded: the source's own encoding is the reader's evidence.
      fileLevel.push([
        'encodage',
        `UTF-16 ${utf16.bigEndian ? 'BE' : 'LE'}${utf16.bom ? ' avec BOM' : ''}`,
        ENCODING_NAMES[target],
      ]);
    else if (reader.encoding && reader.encoding !== 'ascii' && reader.encoding !== target)
      fileLevel.push(['encodage', ENCODING_NAMES[reader.encoding], ENCODING_NAMES[target]]);
    const ending: LineEnding = reader.lineEnding;
    const eol = this.options.lineEnding ?? 'crlf';
    if (ending !== 'none' && ending !== eol)
      fileLevel.push(['fins-de-ligne', ending.toUpperCase(), eol.toUpperCase()]);
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
    // The lines the reader set aside, one row each (the first the diagnostics kept), then the count.
    for (const [code, kind, before] of [
      ['LIGNE_VIDE', 'ligne-vide', '(ligne vide)'],
      ['ENTETE_REPETE', 'entete-repete', '(JournalCode… : les noms des champs)'],
    ] as const)
      for (const line of diagnostics.linesOf(code, Infinity))
        this.log.add(kind, { line, column: '*', before, after: '' });
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
