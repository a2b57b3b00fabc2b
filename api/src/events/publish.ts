import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type { DomainEventType, EventPayload } from './tables';

export interface DomainEvent {
  type: DomainEventType;
  accountUuid: string;
  /** The analysis or report concerned: one event of each type per subject (a re-run job publishes once). */
  subjectUuid: string;
  data: Record<string, unknown>;
  at?: Date;
}

/**
 * Writes an event to the outbox (`domain_events`); the webhooks' dispatcher fans it out. A platform-level
 * function: core domains call it without knowing who listens. Idempotent per (type, subject): answers the
 * payload written, or null when that event was already published.
 */
export async function publishEvent(
  db: ApiDb | Transaction<ApiDatabase>,
  event: DomainEvent,
): Promise<EventPayload | null> {
  const uuid = randomUUID();
  const payload: EventPayload = {
    id: uuid,
    event: event.type,
    created_at: (event.at ?? new Date()).toISOString(),
    account_uuid: event.accountUuid,
    data: event.data,
  };
  const row = await db
    .insertInto('domain_events')
    .values({
      uuid,
      type: event.type,
      account_uuid: event.accountUuid,
      subject_uuid: event.subjectUuid,
      payload: json(payload),
      created_at: event.at ?? sql<Date>`now()`,
      dispatched_at: null,
    })
    .onConflict((oc) => oc.columns(['type', 'subject_uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? payload : null;
}

/** Like `publishEvent`, but an outbox failure is logged, never thrown: the job that ended must not fail. */
export async function publishQuietly(
  db: ApiDb,
  log: { error(obj: object, msg?: string): void },
  build: () => Promise<DomainEvent | null>,
): Promise<void> {
  try {
    const event = await build();
    if (event) await publishEvent(db, event);
  } catch (error) {
    log.error({ err: error }, 'domain event not published');
  }
}
