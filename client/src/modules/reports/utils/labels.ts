/** French words of the reports screens (spec §3 Report, §4 statuses). */
import type { ReportFormat, ReportStatus } from '../../../__generated__/graphql';

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  LOADING: 'En cours…',
  DONE: 'Terminé',
  ERROR: 'En erreur',
};

/** Formats in the order the wizard and the list show them. */
export const REPORT_FORMATS: ReportFormat[] = ['PDF', 'DOCX', 'XLSX'];

export const FORMAT_LABELS: Record<ReportFormat, string> = {
  PDF: 'PDF',
  DOCX: 'Word',
  XLSX: 'Excel',
};

/** While a report is generating the list asks again every 2 s, and stops once none is (like the FEC table). */
export const REPORTS_POLL_INTERVAL = 2000;

/** Spec §2: the root folder is `-1`; « Mes rapports » shows every report there. */
export const REPORTS_HOME = '/mes-rapports/-1';

/**
 * « Inclure les notes internes » (issue 37): what it keeps and leaves out, as the GraphQL field
 * `GenerateReportInput.internalNotes` says it.
 */
export const INTERNAL_NOTES_HELP =
  'Décochez pour un rapport remis au client : les commentaires, les justifications de la revue et le motif de ' +
  'réouverture sont retirés. Les statuts de revue, les réviseurs, les dates et la validation de la revue restent ' +
  'dans « Travaux réalisés ».';
