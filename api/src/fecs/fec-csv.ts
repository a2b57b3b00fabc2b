import { csvCell } from '../http/csv';
import type { FecView } from './fec-service';

/** French labels of the analysis statuses (spec §4). */
export const STATUS_LABELS: Record<string, string> = {
  loading: 'Chargement',
  waitstart: 'En attente',
  inprogress: 'En cours',
  done: 'Terminée',
  notdone: 'Non traitée',
  generating: 'En génération',
  error: 'Erreur',
  postcondition: 'Incohérences',
};

export const FEC_TABLE_HEADERS = [
  'Nom du fichier',
  'Société',
  'SIREN',
  'Type de revenus',
  "Début d'exercice",
  "Fin d'exercice",
  'Nombre de lignes',
  'Taille (octets)',
  'Statut',
  "Date d'import",
];

/** YYYY-MM-DD → DD/MM/YYYY (spec §9). */
const frDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

const frDateTime = (iso: string) => {
  const d = new Date(iso);
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
};

// A company name is someone's text: csvCell keeps a spreadsheet from running it as a formula.
const cell = csvCell;

/** The FEC table as a French CSV: `;` separated, UTF-8 with a BOM (Excel opens it right). */
export function fecTableCsv(fecs: FecView[]): string {
  const lines = [FEC_TABLE_HEADERS.map(cell).join(';')];
  for (const f of fecs) {
    lines.push(
      [
        f.original_name,
        f.company_name,
        f.siren,
        f.revenue_type,
        frDate(f.fiscal_start),
        frDate(f.fiscal_end),
        f.line_count,
        f.size,
        f.status ? (STATUS_LABELS[f.status] ?? f.status) : '',
        frDateTime(f.created_at),
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
