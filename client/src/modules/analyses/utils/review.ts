import type { RerunReviewWorkQuery, ReviewStatus } from '../../../__generated__/graphql';
import { formatCents, formatDateTime } from '../../../shared/format';
import { ymdToFr, type DetailRow } from './rows';

/** The five statuses of issue 37, in the order an accountant goes through them. */
export const REVIEW_STATUSES: { value: ReviewStatus; label: string }[] = [
  { value: 'TO_REVIEW', label: 'À examiner' },
  { value: 'JUSTIFIED', label: 'Justifié' },
  { value: 'CONFIRMED', label: 'Anomalie confirmée' },
  { value: 'CORRECTED', label: 'Corrigée par le client' },
  { value: 'NOT_APPLICABLE', label: 'Non applicable' },
];

export const reviewStatusLabel = (status: ReviewStatus) =>
  REVIEW_STATUSES.find((s) => s.value === status)?.label ?? status;

/** Same message as the API's, shown before sending. */
export const JUSTIFICATION_REQUIRED = 'Veuillez saisir une justification.';
export const REOPEN_REASON_REQUIRED = 'Veuillez indiquer la raison de la réouverture.';
export const MAX_JUSTIFICATION = 5000;
export const MAX_REASON = 2000;
export const SIGNED_OFF_NOTE =
  "La revue de ce dossier a été validée : elle est en lecture seule jusqu'à sa réouverture.";

/** `justification` is required for « Justifié » only. */
export function justificationError(status: ReviewStatus, justification: string): string | null {
  return status === 'JUSTIFIED' && justification.trim() === '' ? JUSTIFICATION_REQUIRED : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « 2 nouveaux constats, 5 inchangés, 1 disparu depuis l'analyse du 07/12/2026 ». */
export function changesSentence(c: {
  newCount: number;
  unchangedCount: number;
  goneCount: number;
  previousAnalysis: { createdAt: string };
}): string {
  return (
    `${plural(c.newCount, 'nouveau constat', 'nouveaux constats')}, ` +
    `${plural(c.unchangedCount, 'inchangé', 'inchangés')}, ` +
    `${plural(c.goneCount, 'disparu', 'disparus')} depuis l'analyse du ${formatDateTime(c.previousAnalysis.createdAt)}`
  );
}

/** Who set a status and when: « Justifié par Anne Martin le 07/12/2026 14:02 ». */
export function setBySentence(r: {
  statusLabel: string;
  setBy?: { displayName: string } | null;
  setAt?: string | null;
}): string | null {
  if (!r.setAt) return null;
  return `${r.statusLabel} — ${r.setBy?.displayName ?? 'utilisateur supprimé'}, le ${formatDateTime(r.setAt)}`;
}

/** A finding in one line: « VE 12 du 15/03/2025 — 411000 — débit 1 200,00 € ». */
export function findingText(row: DetailRow): string {
  const parts = [
    [row.journalCode, row.ecritureNum].filter(Boolean).join(' ') +
      (row.ecritureDate ? ` du ${ymdToFr(row.ecritureDate)}` : ''),
    [row.compteNum, row.compAuxNum].filter(Boolean).join(' / '),
    [
      row.debit ? `débit ${formatCents(row.debit)}` : '',
      row.credit ? `crédit ${formatCents(row.credit)}` : '',
    ]
      .filter(Boolean)
      .join(', '),
    row.ecritureLib || row.detail || '',
  ];
  return parts.filter((p) => p && p.trim() !== '').join(' — ') || 'Constat';
}

/** « Relancer l'analyse » on a dossier with review work: what happens to it. */
export const RERUN_KEEPS_WORK =
  'Ce dossier a déjà des travaux de revue (statuts, commentaires ou affectations). Ils sont conservés et ' +
  'repris dans la nouvelle analyse : chaque constat y est marqué « Nouveau » ou « Inchangé », et les ' +
  'constats disparus sont signalés.';

/** Statuses (of controls or findings, in any run), assignments or comments exist on the dossier. */
export function hasReviewWork(data: RerunReviewWorkQuery | undefined): boolean {
  const a = data?.analysis;
  if (!a) return false;
  return (
    !!a.reviewSignOff ||
    (a.reviewProgress?.findingsReviewed ?? 0) > 0 ||
    (a.changesSincePrevious?.carriedCount ?? 0) > 0 ||
    a.controls.some((c) => !!c.review?.uuid || c.comments.length > 0)
  );
}
