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
}

/** Known columns, in the FEC's order. */
const KNOWN: RowColumn[] = [
  { field: 'line', headerName: 'Ligne' },
  { field: 'journalCode', headerName: 'Journal' },
  { field: 'ecritureNum', headerName: 'N° écriture' },
  { field: 'ecritureDate', headerName: 'Date', date: true },
  { field: 'compteNum', headerName: 'Compte' },
  { field: 'compAuxNum', headerName: 'Compte auxiliaire' },
  { field: 'ecritureLib', headerName: 'Libellé', flex: 1 },
  { field: 'debit', headerName: 'Débit', cents: true },
  { field: 'credit', headerName: 'Crédit', cents: true },
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
