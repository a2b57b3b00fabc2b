import { FIELDS, type Field } from '../read/header';
import type { FecEncoding, FecLine, FecSeparator, FecVariant, LineEnding } from '../model';

/** Every column the writer knows, by its canonical FEC name (A47 A-1): the reader's field list. */
export type ColumnId = Field;

/** How header names are spelled: the tester matches them case- and accent-insensitively, so all are legal. */
export type HeaderCase = 'canonical' | 'upper' | 'lower' | 'accents-stripped';

/** Line endings a writer can produce ('mixed' and 'none' only describe files read). */
export type WriteLineEnding = Exclude<LineEnding, 'mixed' | 'none'>;

/** A column appended after the variant's own (the law allows extra columns at the end). */
export interface ExtraColumn {
  name: string;
  /** A constant, a function of the line, or (when absent) `line.extra[i]` for the i-th extra column. */
  value?: string | ((line: FecLine) => string);
}

export interface FecFormat {
  variant: FecVariant;
  /** Montant + Sens only: `D`/`C` or `+1`/`-1`. */
  sensStyle: 'DC' | '+1-1';
  /** Spelling of column 13's header: the BNC legal table writes `Crédit`. */
  creditSpelling: 'Credit' | 'Crédit';
  separator: FecSeparator;
  lineEnding: WriteLineEnding;
  /** Whether the last record ends with the line ending too (true in almost every real file). */
  finalLineEnding: boolean;
  encoding: FecEncoding;
  headerCase: HeaderCase;
  /** Per-column header overrides, e.g. `{ Montantdevise: 'MontantDevise' }`. Applied before headerCase. */
  headerNames: Partial<Record<ColumnId, string>>;
  /**
   * Fixed-width space padding as some exports do: text and dates padded on the right, numbers on the
   * left. `true` uses DEFAULT_PADDING; a record sets widths per column (0 = not padded). Values longer
   * than the width are kept whole (never truncated), so no information is lost.
   */
  padding: boolean | Partial<Record<ColumnId, number>>;
  /** A separator after the last field of every line, header included (legal, reported as info). */
  trailingSeparator: boolean;
  /**
   * true: every field (header included) wrapped in double quotes, inner quotes doubled.
   * 'needed': only fields containing the separator, a quote, CR or LF. false: no quotes; the
   * separator, CR and LF inside text are replaced by a space so the file keeps its shape.
   */
  quoteFields: boolean | 'needed';
  /** Zero-filled integer part of amounts, `0000000069,60`: true = 10 digits, or the digit count. */
  zeroFilledAmounts: boolean | number;
  /** Minus sign before (`-12,50`) or after (`12,50-`) the number: both are legal. */
  signStyle: 'leading' | 'trailing';
  extraColumns: ExtraColumn[];
}

/**
 * The canonical legal format: TAB, 18 columns Debit/Credit, UTF-8 without BOM, CRLF. CRLF because
 * the French accounting packages and the DGFiP's tester come from the Windows world; LF is as legal.
 */
export const defaultFormat: Readonly<FecFormat> = Object.freeze({
  variant: 'debit-credit',
  sensStyle: 'DC',
  creditSpelling: 'Credit',
  separator: 'tab',
  lineEnding: 'crlf',
  finalLineEnding: true,
  encoding: 'utf-8',
  headerCase: 'canonical',
  headerNames: {},
  padding: false,
  trailingSeparator: false,
  quoteFields: false,
  zeroFilledAmounts: false,
  signStyle: 'leading',
  extraColumns: [],
} satisfies FecFormat);

export function resolveFormat(format: Partial<FecFormat> = {}): FecFormat {
  return { ...defaultFormat, ...format };
}

/** Widths seen in a real fixed-width pipe export (`111111111FEC20221231.TXT`), rounded up. */
export const DEFAULT_PADDING: Readonly<Partial<Record<ColumnId, number>>> = Object.freeze({
  JournalCode: 4,
  JournalLib: 30,
  EcritureNum: 8,
  EcritureDate: 8,
  CompteNum: 8,
  CompteLib: 35,
  CompAuxNum: 8,
  CompAuxLib: 35,
  PieceRef: 12,
  PieceDate: 8,
  EcritureLib: 40,
  Debit: 13,
  Credit: 13,
  Montant: 13,
  Sens: 2,
  EcritureLet: 4,
  DateLet: 8,
  ValidDate: 8,
  DateRglt: 8,
  ModeRglt: 10,
  NatOp: 20,
  IdClient: 10,
});

const BASE_HEAD: ColumnId[] = FIELDS.slice(0, 11); // JournalCode … EcritureLib
const BASE_TAIL: ColumnId[] = FIELDS.slice(13, 18); // EcritureLet … Idevise

/** The variant's own columns, in the legal order. */
export function variantColumns(variant: FecVariant): ColumnId[] {
  const amounts: ColumnId[] = variant === 'montant-sens' ? ['Montant', 'Sens'] : ['Debit', 'Credit'];
  const cols = [...BASE_HEAD, ...amounts, ...BASE_TAIL];
  if (variant === 'ba-tresorerie' || variant === 'bnc-tresorerie') cols.push('DateRglt', 'ModeRglt', 'NatOp');
  if (variant === 'bnc-tresorerie') cols.push('IdClient');
  return cols;
}

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Header names of a format, extra columns included, before quoting. */
export function headerNames(format: FecFormat): string[] {
  const names = variantColumns(format.variant).map((c) => {
    let name: string = format.headerNames[c] ?? c;
    if (c === 'Credit' && format.headerNames.Credit === undefined) name = format.creditSpelling;
    switch (format.headerCase) {
      case 'upper':
        return name.toUpperCase();
      case 'lower':
        return name.toLowerCase();
      case 'accents-stripped':
        return stripAccents(name);
      default:
        return name;
    }
  });
  for (const x of format.extraColumns) names.push(x.name);
  return names;
}

export const LINE_ENDING_CHARS: Record<WriteLineEnding, string> = {
  lf: '\n',
  crlf: '\r\n',
  cr: '\r',
  crcrlf: '\r\r\n',
};

/** Column widths to pad to, or null when the format is not padded. */
export function paddingWidths(format: FecFormat): Partial<Record<ColumnId, number>> | null {
  if (format.padding === false) return null;
  return format.padding === true ? DEFAULT_PADDING : format.padding;
}
