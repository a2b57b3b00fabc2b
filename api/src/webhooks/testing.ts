import { randomUUID } from 'node:crypto';
import type { ApiHarness } from '../testing/harness';
import { publishEvent } from '../events/publish';
import type { DomainEventType } from '../events/tables';
import { newWebhookSecret } from './webhook-service';

/**
 * Test helpers of the webhooks domain (API and security suites): an endpoint recorded straight in the
 * database (no URL check, so no DNS in tests) with one delivery of one event, already failed.
 */
export async function seedWebhook(
  h: Pick<ApiHarness, 'db' | 'deps'>,
  o: {
    accountUuid: string;
    createdBy: string;
    url?: string;
    events?: DomainEventType[];
    enabled?: boolean;
  },
): Promise<{ uuid: string; secret: string; delivery: string; event: string }> {
  const uuid = randomUUID();
  const secret = newWebhookSecret();
  const events = o.events ?? ['analysis.done'];
  await h.db
    .insertInto('webhooks')
    .values({
      uuid,
      account_uuid: o.accountUuid,
      url: o.url ?? 'https://recepteur.example/webhooks',
      events: JSON.stringify(events),
      enabled: o.enabled ?? true,
      secret_sealed: h.deps.secrets.seal(secret, `webhook:${uuid}`),
      created_by: o.createdBy,
    })
    .execute();
  const payload = await publishEvent(h.db, {
    type: events[0]!,
    accountUuid: o.accountUuid,
    subjectUuid: randomUUID(),
    data: { seeded: true },
  });
  const event = await h.db
    .selectFrom('domain_events')
    .select('id')
    .where('uuid', '=', payload!.id)
    .executeTakeFirstOrThrow();
  // Dispatched by hand: a sweep running in the test's process must not send it.
  await h.db
    .updateTable('domain_events')
    .set({ dispatched_at: new Date() })
    .where('id', '=', event.id)
    .execute();
  const delivery = randomUUID();
  await h.db
    .insertInto('webhook_deliveries')
    .values({
      uuid: delivery,
      webhook_uuid: uuid,
      account_uuid: o.accountUuid,
      event_id: event.id,
      event: events[0]!,
      body: JSON.stringify(payload),
      status: 'failed',
      attempts: 8,
      generation: 0,
      last_status_code: 500,
      last_error: 'Le point de réception a répondu 500 : une réponse 2xx est attendue.',
    })
    .execute();
  return { uuid, secret, delivery, event: payload!.id };
}
