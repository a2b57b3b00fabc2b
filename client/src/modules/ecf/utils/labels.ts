import type {
  EcfCheckStatus,
  EcfConclusion,
  EcfIncomeRegime,
  EcfMissionState,
  EcfVatRegime,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';

/** « Missions ECF » (issue 38): the list's route. */
export const ECF_HOME = '/missions-ecf';
export const ecfMissionUrl = (uuid: string) => `${ECF_HOME}/${uuid}`;

export const STATE_LABELS: Record<EcfMissionState, string> = {
  IN_PROGRESS: 'En cours',
  SIGNED: 'Signé',
  SENT: 'Envoyé',
};
export const STATE_COLORS: Record<EcfMissionState, 'default' | 'success' | 'info'> = {
  IN_PROGRESS: 'default',
  SIGNED: 'success',
  SENT: 'info',
};

/** The automated checks' statuses, with the analysis page's colours (OK green, anomaly red…). */
export const CHECK_LABELS: Record<EcfCheckStatus, string> = {
  OK: 'OK',
  ANOMALY: 'Anomalie',
  INFO: 'Information',
  NOT_AVAILABLE: 'Non disponible',
};
export const CHECK_COLORS: Record<EcfCheckStatus, 'success' | 'error' | 'info' | 'default'> = {
  OK: 'success',
  ANOMALY: 'error',
  INFO: 'info',
  NOT_AVAILABLE: 'default',
};

export const CONCLUSION_LABELS: Record<EcfConclusion, string> = {
  CONFORME: 'Conforme',
  NON_CONFORME: 'Non conforme',
  SANS_OBJET: 'Sans objet',
};
export const CONCLUSION_COLORS: Record<EcfConclusion, 'success' | 'error' | 'default'> = {
  CONFORME: 'success',
  NON_CONFORME: 'error',
  SANS_OBJET: 'default',
};

export const INCOME_REGIME_LABELS: Record<EcfIncomeRegime, string> = {
  MICRO: 'Micro-entreprise',
  REEL_SIMPLIFIE: 'Réel simplifié',
  REEL_NORMAL: 'Réel normal',
};
export const VAT_REGIME_LABELS: Record<EcfVatRegime, string> = {
  FRANCHISE: 'Franchise en base',
  REEL_SIMPLIFIE: 'Régime simplifié (RSI)',
  REEL_NORMAL: 'Réel normal',
};

/** The control results of an analysis as the analysis page names them. */
const RESULT_LABELS: Record<string, string> = {
  ok: 'Conforme',
  anomaly: 'Anomalie',
  error: 'Anomalie',
  warning: 'Alerte',
  info: 'Information',
  savings: 'Économie',
  not_applicable: 'Non applicable',
  na: 'Non applicable',
};
export const controlResultLabel = (result: string) => RESULT_LABELS[result.toLowerCase()] ?? result;
export const controlResultColor = (result: string): 'success' | 'error' | 'warning' | 'info' | 'default' => {
  const r = result.toLowerCase();
  if (r === 'ok') return 'success';
  if (r === 'anomaly' || r === 'error') return 'error';
  if (r === 'warning') return 'warning';
  if (r === 'info' || r === 'savings') return 'info';
  return 'default';
};

/** « Exercice du 01/01/2023 au 31/12/2023 », or the closing date alone. */
export function fiscalYearLabel(start: string | null | undefined, end: string | null | undefined): string {
  if (start && end) return `Exercice du ${formatDate(start)} au ${formatDate(end)}`;
  if (end) return `Exercice clos le ${formatDate(end)}`;
  return 'Exercice non renseigné';
}

/** The year a mission examines (its closing year), for the list. */
export const fiscalYear = (end: string | null | undefined) => (end ? end.slice(0, 4) : '—');

/** The comment rule of the cahier des charges: « non conforme » needs a written comment. */
export const COMMENT_REQUIRED = 'Un commentaire est obligatoire pour un point « non conforme ».';
export const CONCLUSION_REQUIRED = 'Veuillez choisir une conclusion.';

/** What the conclusion form refuses before any call (the API checks the same things again). */
export function conclusionError(conclusion: EcfConclusion | '', comment: string): string | null {
  if (!conclusion) return CONCLUSION_REQUIRED;
  if (conclusion === 'NON_CONFORME' && !comment.trim()) return COMMENT_REQUIRED;
  if (/[<>]/.test(comment)) return 'Un champ contient des caractères invalides';
  if (comment.length > 5000) return 'Le commentaire ne peut dépasser 5 000 caractères.';
  return null;
}
