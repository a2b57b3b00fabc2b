import type { WebhookDeliveryStatus, WebhookEvent } from '../../../__generated__/graphql';

/** The events in the order the create dialog offers them, with what users read. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  ANALYSIS_DONE: 'Analyse terminée',
  ANALYSIS_ERROR: 'Analyse en erreur',
  REPORT_DONE: 'Rapport prêt',
  REPORT_ERROR: 'Rapport en erreur',
};

export const EVENTS = Object.keys(EVENT_LABELS) as WebhookEvent[];

export const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'En attente',
  SUCCEEDED: 'Reçue',
  FAILED: 'Échec',
};

export const STATUS_COLORS: Record<WebhookDeliveryStatus, 'default' | 'success' | 'error'> = {
  PENDING: 'default',
  SUCCEEDED: 'success',
  FAILED: 'error',
};
