import { dayFr } from './labels';
import type { ReportModel, ReportReview, ReportReviewStatus } from './report-model';

/**
 * « Travaux réalisés » (issue 37): the sentences every format prints the same way — the section's title and
 * lead, the sign-off state, who set a status and when.
 */

export const REVIEW_TITLE = 'Travaux réalisés';

/** Status colours (chips, Excel text): neutral to examine, green justified, red confirmed… */
export const REVIEW_STATUS_COLORS: Record<string, string> = {
  to_review: '#6b7280',
  justified: '#2e7d32',
  confirmed: '#d32f2f',
  corrected: '#0277bd',
  not_applicable: '#757575',
};
export const reviewColor = (status: string) => REVIEW_STATUS_COLORS[status] ?? '#6b7280';

/** The sources that carry a review (the section is left out when none does). */
export const reviewedSources = (model: ReportModel) =>
  model.sources.map((s, i) => ({ source: s, index: i })).filter((x) => x.source.review);

export function reviewLead(model: ReportModel): string {
  return model.options.internalNotes
    ? 'Revue des contrôles et des constats : statut, justification, réviseur et date, puis la validation de la revue.'
    : 'Revue des contrôles et des constats : statut, réviseur et date, puis la validation de la revue.';
}

/** « Revue validée par Claire Martin le 21/11/2026 », or « Revue non validée ». */
export function signOffLine(review: ReportReview): string {
  return review.signOff
    ? `Revue validée par ${review.signOff.by} le ${dayFr(review.signOff.at)}`
    : 'Revue non validée';
}

/** A reopened review: who signed, who reopened and why (the reason only with internal notes). */
export function reopenLine(review: ReportReview): string | null {
  const r = review.reopened;
  if (!r) return null;
  const base =
    `Validée par ${r.signedBy} le ${dayFr(r.signedAt)}, ` + `rouverte par ${r.by} le ${dayFr(r.at)}`;
  return r.reason ? `${base} — motif : ${r.reason}` : `${base}.`;
}

/** « par Claire Martin le 21/11/2026 » ('' when the status was never set). */
export function byLine(s: ReportReviewStatus): string {
  if (!s.reviewer) return '';
  return s.at ? `par ${s.reviewer} le ${dayFr(s.at)}` : `par ${s.reviewer}`;
}

/** A reviewed finding this analysis no longer has (the review's « disparu »). */
export const ABSENT_FINDING = 'disparu';
export const LOCKED_FINDINGS =
  'Le détail des constats revus n’est pas repris : le FEC est verrouillé (offre Découverte).';
export const NO_REVIEW_WORK = 'Aucun travail de revue sur les contrôles retenus.';
