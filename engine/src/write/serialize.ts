import type { FecLine } from '../model';
import { SEPARATOR_CHAR } from '../model';
import { formatCentsFec } from '../util/money';
import {
  type ColumnId,
  type FecFormat,
  headerNames,
  paddingWidths,
  resolveFormat,
  variantColumns,
} from './format';

/**
 * FecLine → text of one record, for every legal shape and the common illegal ones.
 *
 * Round trip: what the writer produces reads back to the same FecLine, except that
 *  - without quoting, a separator, CR or LF inside a text field becomes a space (the file must keep
 *    its shape; quoting is the lossless choice, `quoteFields: 'needed'`);
 *  - Montant + Sens cannot hold a line with both a debit and a credit: such a line is written as its net;
 *  - padding spaces are meant to be trimmed by the reader (the DGFiP's tester does).
 */

type Encoder = (line: FecLine) => string;

/** Amount text: comma decimal, no thousands separator, optional zero fill and trailing sign. */
export function amountFormatter(
  format: Pick<FecFormat, 'zeroFilledAmounts' | 'signStyle'>,
): (c: number) => string {
  const digits =
    format.zeroFilledAmounts === true
      ? 10
      : format.zeroFilledAmounts === false
        ? 0
        : format.zeroFilledAmounts;
  const trailing = format.signStyle === 'trailing';
  if (digits === 0 && !trailing) return formatCentsFec;
  return (cents) => {
    const abs = cents < 0 ? -cents : cents;
    let units = String(Math.floor(abs / 100));
    if (units.length < digits) units = units.padStart(digits, '0');
    const rest = abs % 100;
    const body = units + (rest < 10 ? ',0' : ',') + rest;
    if (cents >= 0) return body;
    return trailing ? body + '-' : '-' + body;
  };
}

/** AAAAMMJJ, blank for 0. */
export function formatDate(d: number): string {
  return d === 0 ? '' : String(d);
}

/**
 * formatDate with a per-year table of the strings already made: number → string conversion is a
 * third of a record's cost otherwise, and a file holds a few hundred distinct dates.
 */
export function cachedDateFormatter(): (d: number) => string {
  const years = new Map<number, string[]>();
  let lastYear = -1;
  let table: string[] = [];
  return (d) => {
    if (d === 0) return '';
    const y = Math.floor(d / 10000);
    const k = d - y * 10000;
    if (y !== lastYear) {
      let t = years.get(y);
      if (t === undefined) {
        t = new Array<string>(10000).fill('');
        years.set(y, t);
      }
      lastYear = y;
      table = t;
    }
    if (k < 0) return String(d);
    const s = table[k];
    return s !== '' ? s : (table[k] = String(d));
  };
}

/** Remembers the cleaned text of up to 4,096 distinct values (chart of accounts, journals). */
function cache(clean: (s: string) => string): (s: string) => string {
  const seen = new Map<string, string>();
  return (s) => {
    let out = seen.get(s);
    if (out === undefined) {
      out = clean(s);
      if (seen.size >= 4096) seen.clear();
      seen.set(s, out);
    }
    return out;
  };
}

/** Wraps a cleaner with a one-value memo: columns like CompteLib repeat the same string line after line. */
function memo(clean: (s: string) => string): (s: string) => string {
  let last = '';
  let out = '';
  return (s) => {
    if (s === last) return out;
    last = s;
    out = clean(s);
    return out;
  };
}

/** Debit/credit of a line as Montant + Sens; a line carrying both is written as its net. */
export function montantSens(line: FecLine): { cents: number; debitSide: boolean } {
  if (line.credit === 0) return { cents: line.debit, debitSide: true };
  if (line.debit === 0) return { cents: line.credit, debitSide: false };
  const net = line.debit - line.credit;
  return net >= 0 ? { cents: net, debitSide: true } : { cents: -net, debitSide: false };
}

/** Raw value of one column, before sanitising, quoting and padding. */
function rawEncoder(col: ColumnId, format: FecFormat, amount: (c: number) => string): Encoder {
  const date = cachedDateFormatter();
  switch (col) {
    case 'JournalCode':
      return (l) => l.journalCode;
    case 'JournalLib':
      return (l) => l.journalLib;
    case 'EcritureNum':
      return (l) => l.ecritureNum;
    case 'EcritureDate':
      return (l) => date(l.ecritureDate);
    case 'CompteNum':
      return (l) => l.compteNum;
    case 'CompteLib':
      return (l) => l.compteLib;
    case 'CompAuxNum':
      return (l) => l.compAuxNum;
    case 'CompAuxLib':
      return (l) => l.compAuxLib;
    case 'PieceRef':
      return (l) => l.pieceRef;
    case 'PieceDate':
      return (l) => date(l.pieceDate);
    case 'EcritureLib':
      return (l) => l.ecritureLib;
    case 'Debit':
      return (l) => amount(l.debit);
    case 'Credit':
      return (l) => amount(l.credit);
    case 'Montant':
      return (l) => amount(montantSens(l).cents);
    case 'Sens': {
      const [d, c] = format.sensStyle === 'DC' ? ['D', 'C'] : ['+1', '-1'];
      return (l) => (montantSens(l).debitSide ? d : c);
    }
    case 'EcritureLet':
      return (l) => l.ecritureLet;
    case 'DateLet':
      return (l) => date(l.dateLet);
    case 'ValidDate':
      return (l) => date(l.validDate);
    case 'Montantdevise':
      return (l) => (l.montantDevise === null ? '' : amount(l.montantDevise));
    case 'Idevise':
      return (l) => l.idevise;
    case 'DateRglt':
      return (l) => date(l.dateRglt);
    case 'ModeRglt':
      return (l) => l.modeRglt;
    case 'NatOp':
      return (l) => l.natOp;
    case 'IdClient':
      return (l) => l.idClient;
  }
}

const NUMERIC = new Set<ColumnId>(['Debit', 'Credit', 'Montant', 'Montantdevise']);

/** Makes a raw value safe for the file: quoted, or with the separator and line breaks replaced by spaces. */
export function fieldCleaner(format: FecFormat): (s: string) => string {
  const sep = SEPARATOR_CHAR[format.separator];
  const unsafe = new RegExp('[' + (sep === '\t' ? '\\t' : '\\' + sep) + '\\r\\n]');
  const unsafeAll = new RegExp(unsafe.source, 'g');
  const needsQuotes = new RegExp('[' + (sep === '\t' ? '\\t' : '\\' + sep) + '"\\r\\n]');
  const quote = (s: string): string => '"' + s.replace(/"/g, '""') + '"';
  if (format.quoteFields === true) return quote;
  if (format.quoteFields === 'needed') return (s) => (s !== '' && needsQuotes.test(s) ? quote(s) : s);
  return (s) => (s !== '' && unsafe.test(s) ? s.replace(unsafeAll, ' ') : s);
}

function columnEncoders(format: FecFormat): Encoder[] {
  const amount = amountFormatter(format);
  const widths = paddingWidths(format);
  const encoders = variantColumns(format.variant).map((col): Encoder => {
    const raw = rawEncoder(col, format, amount);
    const clean = memo(fieldCleaner(format));
    const width = widths?.[col] ?? 0;
    if (width > 0) {
      return NUMERIC.has(col) ? (l) => clean(raw(l).padStart(width)) : (l) => clean(raw(l).padEnd(width));
    }
    return (l) => clean(raw(l));
  });
  format.extraColumns.forEach((x, i) => {
    const clean = fieldCleaner(format);
    const v = x.value;
    if (typeof v === 'function') encoders.push((l) => clean(v(l)));
    else if (typeof v === 'string') encoders.push(() => clean(v));
    else encoders.push((l) => clean(l.extra?.[i] ?? ''));
  });
  return encoders;
}

/** The header line's fields, quoted when the format quotes. */
export function headerFields(format: Partial<FecFormat> = {}): string[] {
  const f = resolveFormat(format);
  const clean = fieldCleaner(f);
  return headerNames(f).map(clean);
}

/** A function giving the fields of a record (for hooks and tests; the writer's hot path uses `lineSerializer`). */
export function fieldsSerializer(format: Partial<FecFormat> = {}): (line: FecLine) => string[] {
  const encoders = columnEncoders(resolveFormat(format));
  return (l) => encoders.map((e) => e(l));
}

/** Joins fields into the text of one line, without its line ending. */
export function joinFields(fields: string[], format: Partial<FecFormat> = {}): string {
  const f = resolveFormat(format);
  const sep = SEPARATOR_CHAR[f.separator];
  return fields.join(sep) + (f.trailingSeparator ? sep : '');
}

export function serializeHeader(format: Partial<FecFormat> = {}): string {
  return joinFields(headerFields(format), format);
}

/** True when the canonical hand-written serializer gives the same text as the generic one. */
function isPlain(f: FecFormat): boolean {
  return (
    (f.variant === 'debit-credit' || f.variant === 'montant-sens') &&
    f.quoteFields === false &&
    f.padding === false &&
    f.zeroFilledAmounts === false &&
    f.signStyle === 'leading' &&
    f.extraColumns.length === 0
  );
}

/**
 * A function giving the text of one record without its line ending. The common shapes get a
 * hand-written concatenation (the writer's throughput depends on it); the others compose per-column
 * encoders.
 */
export function lineSerializer(format: Partial<FecFormat> = {}): (line: FecLine) => string {
  const f = resolveFormat(format);
  const sep = SEPARATOR_CHAR[f.separator];
  const end = f.trailingSeparator ? sep : '';
  if (isPlain(f)) return plainSerializer(f, sep, end);
  const encoders = columnEncoders(f);
  const n = encoders.length;
  return (l) => {
    let s = encoders[0](l);
    for (let i = 1; i < n; i++) s += sep + encoders[i](l);
    return s + end;
  };
}

function plainSerializer(f: FecFormat, sep: string, end: string): (line: FecLine) => string {
  // Lines of one entry repeat journal, number, piece and label: a one-value memo per column. Accounts
  // alternate inside an entry: a small cache of the verdicts per distinct account.
  const t = fieldCleaner(f);
  const [jc, jl, num, an, al, pr, lib, el, dv] = Array.from({ length: 9 }, () => memo(t));
  const cn = memo(cache(t));
  const cl = memo(cache(t));
  const a = formatCentsFec;
  const d = cachedDateFormatter();
  const [sd, sc] = f.sensStyle === 'DC' ? ['D', 'C'] : ['+1', '-1'];
  const amounts =
    f.variant === 'debit-credit'
      ? (l: FecLine) => a(l.debit) + sep + a(l.credit)
      : (l: FecLine) => {
          const m = montantSens(l);
          return a(m.cents) + sep + (m.debitSide ? sd : sc);
        };
  return (l) =>
    jc(l.journalCode) +
    sep +
    jl(l.journalLib) +
    sep +
    num(l.ecritureNum) +
    sep +
    d(l.ecritureDate) +
    sep +
    cn(l.compteNum) +
    sep +
    cl(l.compteLib) +
    sep +
    an(l.compAuxNum) +
    sep +
    al(l.compAuxLib) +
    sep +
    pr(l.pieceRef) +
    sep +
    d(l.pieceDate) +
    sep +
    lib(l.ecritureLib) +
    sep +
    amounts(l) +
    sep +
    el(l.ecritureLet) +
    sep +
    d(l.dateLet) +
    sep +
    d(l.validDate) +
    sep +
    (l.montantDevise === null ? '' : a(l.montantDevise)) +
    sep +
    dv(l.idevise) +
    end;
}

/** The fields of one record in a format (convenience for tests and one-off use). */
export function serializeFields(line: FecLine, format: Partial<FecFormat> = {}): string[] {
  return fieldsSerializer(format)(line);
}

/** The text of one record in a format, without its line ending. */
export function serializeLine(line: FecLine, format: Partial<FecFormat> = {}): string {
  return lineSerializer(format)(line);
}
