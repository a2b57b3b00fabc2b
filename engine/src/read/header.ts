import type { FecSeparator, FecVariant } from '../model/format';

/** Canonical field keys, in the legal order of the 22-column table (Montant/Sens replace Debit/Credit). */
export const FIELDS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
  'DateRglt',
  'ModeRglt',
  'NatOp',
  'IdClient',
  'Montant',
  'Sens',
] as const;
export type Field = (typeof FIELDS)[number];

/** Index of each field in FIELDS, for the hot path. */
export const F = Object.fromEntries(FIELDS.map((f, i) => [f, i])) as Record<Field, number>;

/** Lower-case, no accents, no spaces/underscores/quotes: 'Crédit' → 'credit', 'Montant Devise' → 'montantdevise'. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^\uFEFF/, '')
    .replace(/[\s_"'-]/g, '')
    .toLowerCase();
}

const ALIASES: Record<string, Field> = {
  ...Object.fromEntries(FIELDS.map((f) => [normaliseName(f), f])),
  datereglt: 'DateRglt',
  datereglement: 'DateRglt',
  modereglt: 'ModeRglt',
  modereglement: 'ModeRglt',
  montantdevises: 'Montantdevise',
  idevises: 'Idevise',
};

export const SEPARATORS: Array<[FecSeparator, string]> = [
  ['tab', '\t'],
  ['pipe', '|'],
  ['semicolon', ';'],
  ['comma', ','],
];

const BASE_18: Field[] = FIELDS.slice(0, 18) as Field[];

export interface HeaderInfo {
  separator: FecSeparator;
  separatorChar: string;
  variant: FecVariant;
  /** Raw names as written. */
  names: string[];
  /** For each Field index, its column index in the line, or -1. */
  columnOf: Int32Array;
  /** Column indexes and names of the columns beyond the legal ones. */
  extraColumns: Array<{ index: number; name: string }>;
  /** Legal columns the variant needs but the header lacks. */
  missing: Field[];
  /** True when the header ends with a separator (an empty last name). */
  trailingSeparator: boolean;
  /** Number of fields a data line should have (as written, trailing separator included). */
  fieldCount: number;
  /** True when the legal columns are not in the legal order. */
  outOfOrder: boolean;
}

function splitHeader(line: string, sep: string): string[] {
  return line.split(sep).map((n) => n.trim().replace(/^"(.*)"$/, '$1'));
}

function recognised(names: string[]): number {
  let n = 0;
  for (const name of names) if (ALIASES[normaliseName(name)] !== undefined) n++;
  return n;
}

/** Reads line 1. Returns null when it does not name the FEC's fields under any separator. */
export function parseHeader(line: string): HeaderInfo | null {
  let best: { sep: [FecSeparator, string]; names: string[]; score: number } | null = null;
  for (const sep of SEPARATORS) {
    if (!line.includes(sep[1])) continue;
    const names = splitHeader(line, sep[1]);
    const score = recognised(names);
    if (!best || score > best.score) best = { sep, names, score };
  }
  // A FEC header names at least the core columns; fewer means this is not line 1 of a FEC.
  if (!best || best.score < 6) return null;
  const names = best.names;
  let trailingSeparator = false;
  if (names.length > 1 && names[names.length - 1] === '') trailingSeparator = true;

  const columnOf = new Int32Array(FIELDS.length).fill(-1);
  const extraColumns: Array<{ index: number; name: string }> = [];
  const order: number[] = [];
  names.forEach((name, index) => {
    if (name === '' && trailingSeparator && index === names.length - 1) return;
    const field = ALIASES[normaliseName(name)];
    if (field !== undefined && columnOf[F[field]] === -1) {
      columnOf[F[field]] = index;
      order.push(F[field]);
    } else extraColumns.push({ index, name });
  });
  const has = (f: Field) => columnOf[F[f]] >= 0;
  const montantSens = has('Montant') && has('Sens') && !(has('Debit') && has('Credit'));
  const cashBasis = has('DateRglt') || has('ModeRglt') || has('NatOp');
  const variant: FecVariant = cashBasis
    ? has('IdClient')
      ? 'bnc-tresorerie'
      : 'ba-tresorerie'
    : montantSens
      ? 'montant-sens'
      : 'debit-credit';
  const needed: Field[] = BASE_18.map((f) =>
    montantSens && f === 'Debit' ? 'Montant' : montantSens && f === 'Credit' ? 'Sens' : f,
  );
  if (variant === 'ba-tresorerie' || variant === 'bnc-tresorerie')
    needed.push('DateRglt', 'ModeRglt', 'NatOp');
  if (variant === 'bnc-tresorerie') needed.push('IdClient');
  const missing = needed.filter((f) => !has(f));
  // Montant/Sens sit where Debit/Credit would: compare positions in the 18/22-column order.
  const rank = (i: number) => (i === F.Montant ? F.Debit : i === F.Sens ? F.Credit : i);
  let outOfOrder = false;
  for (let i = 1; i < order.length; i++) if (rank(order[i]) < rank(order[i - 1])) outOfOrder = true;
  return {
    separator: best.sep[0],
    separatorChar: best.sep[1],
    variant,
    names,
    columnOf,
    extraColumns,
    missing,
    trailingSeparator,
    fieldCount: names.length,
    outOfOrder,
  };
}
