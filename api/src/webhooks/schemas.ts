import { z } from 'zod';
import { idsQuery, uuidField } from '../http/validators';
import { DOMAIN_EVENT_TYPES } from '../events/tables';

export const tags = ['Webhooks'];

export const eventField = z
  .enum(DOMAIN_EVENT_TYPES as unknown as [string, ...string[]])
  .describe('analysis.done, analysis.error, report.done ou report.error');

/** Types and bounds only: the URL rules and « au moins un événement » are the service's, with their messages. */
export const createBody = z.object({
  url: z.string().max(4096).describe('URL HTTPS du point de réception (2 048 caractères au maximum)'),
  events: z.array(eventField).max(20).describe('Événements envoyés (au moins un)'),
});
export type CreateWebhookInput = z.infer<typeof createBody>;

export const updateBody = z.object({
  enabled: z.boolean().describe('Faux : suspendu, aucune livraison'),
});

export const webhookView = z.object({
  uuid: z.string(),
  url: z.string(),
  events: z.array(eventField),
  enabled: z.boolean(),
  created_at: z.string(),
});

export const createdView = z.object({
  webhook: webhookView,
  secret: z.string().describe('Secret de signature (`whsec_…`) : rendu uniquement ici'),
});

export const deliveryView = z.object({
  uuid: z.string(),
  webhook_uuid: z.string(),
  event: eventField,
  payload: z.unknown().describe('Corps JSON envoyé'),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable().describe('Dernier problème, en français'),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Taille de page (1 à 100)'),
  offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
};

export const listQuery = z.object({
  ids: idsQuery.describe('Lecture groupée : uuid de points de réception séparés par des virgules'),
  ...page,
});
export const pageQuery = z.object(page);

export const uuidParams = z.object({ uuid: uuidField });
