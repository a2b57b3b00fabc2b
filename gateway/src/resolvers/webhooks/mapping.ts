import type {
  WebhookDeliveryResolvers,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookResolvers,
} from '../../__generated__/resolvers-types';
import type { WebhookDeliveryDto, WebhookDto } from './dto';

/** The API's snake_case webhooks → the schema's types (schema/webhooks.graphql), and the events back. */

type ApiEvent = WebhookDto['events'][number];

/** `analysis.done` → `ANALYSIS_DONE`. */
export const eventOf = (e: ApiEvent) => e.replace('.', '_').toUpperCase() as WebhookEvent;
/** `ANALYSIS_DONE` → `analysis.done` (the API's spelling). */
export const apiEvent = (e: WebhookEvent) => e.toLowerCase().replace('_', '.') as ApiEvent;

/** Every field of `Webhook` but `deliveries` (one more API call, only when asked). */
export const webhookFields = {
  uuid: (w: WebhookDto) => w.uuid,
  url: (w: WebhookDto) => w.url,
  events: (w: WebhookDto) => w.events.map(eventOf),
  enabled: (w: WebhookDto) => w.enabled,
  createdAt: (w: WebhookDto) => w.created_at,
} satisfies Omit<WebhookResolvers, 'deliveries'>;

export const deliveryFields = {
  uuid: (d: WebhookDeliveryDto) => d.uuid,
  event: (d: WebhookDeliveryDto) => eventOf(d.event),
  payload: (d: WebhookDeliveryDto) => d.payload ?? null,
  status: (d: WebhookDeliveryDto) => d.status.toUpperCase() as WebhookDeliveryStatus,
  attempts: (d: WebhookDeliveryDto) => d.attempts,
  lastStatusCode: (d: WebhookDeliveryDto) => d.last_status_code,
  lastError: (d: WebhookDeliveryDto) => d.last_error,
  nextAttemptAt: (d: WebhookDeliveryDto) => d.next_attempt_at,
  createdAt: (d: WebhookDeliveryDto) => d.created_at,
  deliveredAt: (d: WebhookDeliveryDto) => d.delivered_at,
} satisfies WebhookDeliveryResolvers;
