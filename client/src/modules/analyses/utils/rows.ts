import { formatCents, formatDate } from '../../../shared/format';

/** Spec §9: only the first 1000 rows are shown, with a message saying so. */
export const TRUNCATED_MESSAGE = 'Seules les 1 000 premières lignes sont affichées.';

/** A detail row as the engine writes it (fields beyond `line` are optional in practice). */
export interface DetailRow {
  line?: number;
  journalCode?: string;
  ecritureNum?: string;
  ecritureDate?: number | string;
  compteNum?: string;
  compAuxNum?: string;
  ecritureLib?: string;
  debit?: number;
  credit?: number;
  detail?: string;
  [key: string]: unknown;
}

export interface RowColumn {
  field: string;
  headerName: string;
  /** Amount in cents, shown in euros. */
  cents?: boolean;
  date?: boolean;
  flex?: number;
  /** Fixed width in px (columns without flex); flex columns get FLEX_MIN_WIDTH at least and wrap. */
  width?: number;
}

/**
 * Widths sized for their content (compact density, CELL_PADDING_X on each side): the whole row fits the
 * detail pane at 1440 px (DETAIL_PANE_WIDTH_1440), dates and account numbers on one line, Libellé and
 * Détail wrapping on several lines rather than being cut.
 */
export const FLEX_MIN_WIDTH = 100;
export const EXTRA_COLUMN_WIDTH = 100;
/** Horizontal padding of each cell and header (the grid's default 10 px left too little for the text). */
export const CELL_PADDING_X = 6;
/**
 * Width of the control list beside the detail (DetailView): control labels read on one or two lines
 * beside their chip, while the rows' columns still fit at 1440 px.
 */
export const CONTROL_LIST_WIDTH = 376;
/** 1440 − page margins (2 × 24 + 2 × 24) − control list − gap (16) − panel padding (2 × 16 + 2). */
export const DETAIL_PANE_WIDTH_1440 = 1440 - 96 - CONTROL_LIST_WIDTH - 16 - 34;

export const columnWidth = (c: RowColumn) => (c.flex ? FLEX_MIN_WIDTH : (c.width ?? EXTRA_COLUMN_WIDTH));

/** Known columns, in the FEC's order. */
const KNOWN: RowColumn[] = [
  { field: 'line', headerName: 'Ligne', width: 56 },
  { field: 'journalCode', headerName: 'Journal', width: 64 },
  { field: 'ecritureNum', headerName: 'N° écriture', width: 84 },
  // « 28/02/2023 » and an 8-digit account on one line.
  { field: 'ecritureDate', headerName: 'Date', date: true, width: 96 },
  { field: 'compteNum', headerName: 'Compte', width: 86 },
  { field: 'compAuxNum', headerName: 'Compte auxiliaire', width: 86 },
  { field: 'ecritureLib', headerName: 'Libellé', flex: 1 },
  // « 1 234 567,89 € » fits.
  { field: 'debit', headerName: 'Débit', cents: true, width: 112 },
  { field: 'credit', headerName: 'Crédit', cents: true, width: 112 },
  { field: 'detail', headerName: 'Détail', flex: 2 },
];

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0;

/** Columns that carry a value in at least one row (comparison rows have no line, journal…). */
export function columnsOf(rows: DetailRow[]): RowColumn[] {
  const known = KNOWN.filter((c) => rows.some((r) => filled(r[c.field])));
  const extra = new Set<string>();
  for (const r of rows.slice(0, 50))
    for (const k of Object.keys(r)) if (!KNOWN.some((c) => c.field === k)) extra.add(k);
  return [...known, ...[...extra].map((field) => ({ field, headerName: field }))];
}

/** AAAAMMJJ (number or text) → JJ/MM/AAAA. */
export function ymdToFr(value: unknown): string {
  const s = String(value ?? '');
  return /^\d{8}$/.test(s) ? formatDate(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`) : s;
}

export function cellText(column: RowColumn, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (column.cents) return typeof value === 'number' ? formatCents(value) : String(value);
  if (column.date) return ymdToFr(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
