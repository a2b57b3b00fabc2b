import type { Json, Timestamp } from '../db/column-types';
import type { DomainEventType } from '../events/tables';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** An account's receiving endpoint: its URL, the events it wants, its signing secret (sealed). */
export interface WebhooksTable {
  uuid: string;
  account_uuid: string;
  url: string;
  events: Json<DomainEventType[]>;
  enabled: boolean;
  /** `deps.secrets.seal(secret, 'webhook:<uuid>')`: read back to sign, shown once at creation. */
  secret_sealed: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** One event for one endpoint: the body sent (kept as sent, so a replay sends the same bytes) and its fate. */
export interface WebhookDeliveriesTable {
  uuid: string;
  webhook_uuid: string;
  account_uuid: string;
  event_id: string;
  event: DomainEventType;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  /** Bumped by a replay: a job carrying an older generation is stale and does nothing. */
  generation: number;
  last_status_code: number | null;
  last_error: string | null;
  /** The start of the receiver's last answer (1 KB at most), for support. */
  last_response: string | null;
  next_attempt_at: Date | null;
  /** null: no job yet (the sweep sends one); 'queued' while being sent; then pg-boss's id. */
  job_id: string | null;
  queued_at: Date | null;
  created_at: Timestamp;
  delivered_at: Date | null;
}

export interface WebhookTables {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
