import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';

/** What a core or business domain tells the rest of the product (the webhooks send them out). */
export type DomainEventType = 'analysis.done' | 'analysis.error' | 'report.done' | 'report.error';

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'analysis.done',
  'analysis.error',
  'report.done',
  'report.error',
];

/** The outbox: one row per event, swept by the webhooks' dispatcher (`dispatched_at` set once fanned out). */
export interface DomainEventsTable {
  id: Generated<string>;
  /** The event's public id (`id` of the payload): receivers deduplicate on it. */
  uuid: string;
  type: DomainEventType;
  account_uuid: string;
  /** The analysis or report the event is about (one event of a type per subject). */
  subject_uuid: string;
  /** The whole body sent to receivers: `{ id, event, created_at, account_uuid, data }`. */
  payload: Json<EventPayload>;
  created_at: Timestamp;
  dispatched_at: Date | null;
}

export interface EventPayload {
  id: string;
  event: DomainEventType;
  created_at: string;
  account_uuid: string;
  data: Record<string, unknown>;
}

export interface EventTables {
  domain_events: DomainEventsTable;
}
