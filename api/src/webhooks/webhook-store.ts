import { sql, type Selectable } from 'kysely';
import { json, type ApiDb } from '../db/database';
import type { DomainEventType, EventPayload } from '../events/tables';
import type { WebhookDeliveriesTable, WebhooksTable } from './tables';

/** SQL of the webhooks domain: endpoints, deliveries, the dispatcher's claims and the delivery job's writes. */

export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export async function insertWebhook(
  db: ApiDb,
  w: {
    uuid: string;
    accountUuid: string;
    url: string;
    events: DomainEventType[];
    secretSealed: string;
    createdBy: string;
  },
): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({
      uuid: w.uuid,
      account_uuid: w.accountUuid,
      url: w.url,
      events: json(w.events),
      enabled: true,
      secret_sealed: w.secretSealed,
      created_by: w.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Any account's endpoint by uuid: the service decides (another account's → 404). */
export async function findWebhook(db: ApiDb, uuid: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function webhooksByIds(db: ApiDb, uuids: string[]): Promise<WebhookRow[]> {
  if (uuids.length === 0) return [];
  return db.selectFrom('webhooks').selectAll().where('uuid', 'in', uuids).execute();
}

export async function pageOfWebhooks(
  db: ApiDb,
  accountUuid: string,
  page: { limit: number; offset: number },
): Promise<{ items: WebhookRow[]; total: number }> {
  const items = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_uuid', '=', accountUuid)
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

export async function setWebhookEnabled(db: ApiDb, uuid: string, enabled: boolean): Promise<WebhookRow> {
  return db
    .updateTable('webhooks')
    .set({ enabled })
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The endpoint and its deliveries (cascade): jobs still queued for them find nothing and stop. */
export async function deleteWebhookRow(db: ApiDb, uuid: string): Promise<void> {
  await db.deleteFrom('webhooks').where('uuid', '=', uuid).execute();
}

export async function pageOfDeliveries(
  db: ApiDb,
  webhookUuid: string,
  page: { limit: number; offset: number },
): Promise<{ items: DeliveryRow[]; total: number }> {
  const items = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_uuid', '=', webhookUuid)
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('webhook_uuid', '=', webhookUuid)
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

export async function findDelivery(db: ApiDb, uuid: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * A replay: the same body, pending again under a new generation (a job of the old one is stale), with no
 * job yet — the dispatcher's sweep sends one within a second. Only a delivery that is not pending.
 */
export async function replayDelivery(db: ApiDb, uuid: string, now: Date): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: 'pending' as const,
      generation: eb('generation', '+', 1),
      job_id: null,
      queued_at: null,
      next_attempt_at: now,
      delivered_at: null,
    }))
    .where('uuid', '=', uuid)
    .where('status', '<>', 'pending')
    .returningAll()
    .executeTakeFirst();
}

// ---- dispatcher -----------------------------------------------------------------------------------

/**
 * Fans out up to `limit` undispatched events, in one transaction: the events are claimed `FOR UPDATE SKIP
 * LOCKED` (two processes sweeping at once take different events, each exactly once), one delivery is
 * written per enabled endpoint of the event's account subscribed to its type, and the events are marked
 * dispatched. Answers the count of events and of deliveries created.
 */
export async function fanOutEvents(
  db: ApiDb,
  newUuid: () => string,
  now: Date,
  limit = 100,
): Promise<{ events: number; deliveries: number }> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('domain_events')
      .select(['id', 'type', 'account_uuid', 'payload'])
      .where('dispatched_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (events.length === 0) return { events: 0, deliveries: 0 };
    let deliveries = 0;
    const accounts = [...new Set(events.map((e) => e.account_uuid))];
    const endpoints = await trx
      .selectFrom('webhooks')
      .select(['uuid', 'account_uuid', 'events'])
      .where('account_uuid', 'in', accounts)
      .where('enabled', '=', true)
      .execute();
    for (const event of events) {
      const payload = (
        typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload
      ) as EventPayload;
      // Rebuilt in the documented order (the stored json keeps it too; this makes it explicit).
      const body = JSON.stringify({
        id: payload.id,
        event: payload.event,
        created_at: payload.created_at,
        account_uuid: payload.account_uuid,
        data: payload.data,
      });
      const targets = endpoints.filter(
        (w) =>
          w.account_uuid === event.account_uuid &&
          (w.events as unknown as DomainEventType[]).includes(event.type),
      );
      if (targets.length === 0) continue;
      const inserted = await trx
        .insertInto('webhook_deliveries')
        .values(
          targets.map((w) => ({
            uuid: newUuid(),
            webhook_uuid: w.uuid,
            account_uuid: event.account_uuid,
            event_id: event.id,
            event: event.type,
            body,
            status: 'pending' as const,
            attempts: 0,
            generation: 0,
            next_attempt_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['webhook_uuid', 'event_id']).doNothing())
        .returning('uuid')
        .execute();
      deliveries += inserted.length;
    }
    await trx
      .updateTable('domain_events')
      .set({ dispatched_at: now })
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    return { events: events.length, deliveries };
  });
}

/**
 * Takes up to `limit` pending deliveries without a job (new, or replayed) so this process sends their
 * jobs: marked 'queued' atomically (SKIP LOCKED), so two sweeps never queue one delivery twice. A
 * 'queued' mark older than `staleBefore` (the process died between the mark and the send) is taken again.
 */
export async function claimDeliveriesToQueue(
  db: ApiDb,
  now: Date,
  staleBefore: Date,
  limit = 100,
): Promise<{ uuid: string; generation: number }[]> {
  return db
    .updateTable('webhook_deliveries')
    .set({ job_id: 'queued', queued_at: now })
    .where('uuid', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select('uuid')
        .where('status', '=', 'pending')
        .where((w) =>
          w.or([
            w('job_id', 'is', null),
            w.and([w('job_id', '=', 'queued'), w('queued_at', '<', staleBefore)]),
          ]),
        )
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['uuid', 'generation'])
    .execute();
}

export async function setDeliveryJob(db: ApiDb, uuid: string, generation: number, jobId: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({ job_id: jobId })
    .where('uuid', '=', uuid)
    .where('generation', '=', generation)
    .where('job_id', '=', 'queued')
    .execute();
}

/** A delivery with what its job needs of its endpoint. */
export async function deliveryForJob(db: ApiDb, uuid: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.uuid', 'd.webhook_uuid')
    .select([
      'd.uuid',
      'd.webhook_uuid',
      'd.event',
      'd.body',
      'd.status',
      'd.generation',
      'w.url',
      'w.enabled',
      'w.secret_sealed',
    ])
    .where('d.uuid', '=', uuid)
    .executeTakeFirst();
}

/** Records one attempt's outcome (only for the generation the job carries). */
export async function recordAttempt(
  db: ApiDb,
  uuid: string,
  generation: number,
  result: {
    status: 'pending' | 'succeeded' | 'failed';
    statusCode: number | null;
    error: string | null;
    response: string | null;
    nextAttemptAt: Date | null;
    deliveredAt: Date | null;
    counts: boolean;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: result.status,
      attempts: result.counts ? eb('attempts', '+', 1) : eb.ref('attempts'),
      last_status_code: result.statusCode,
      last_error: result.error,
      last_response: result.response,
      next_attempt_at: result.nextAttemptAt,
      delivered_at: result.deliveredAt,
    }))
    .where('uuid', '=', uuid)
    .where('generation', '=', generation)
    .where('status', '=', 'pending')
    .execute();
}

/** Pending deliveries whose job was sent before `queuedBefore`: the recovery asks pg-boss about them. */
export async function longPendingDeliveries(db: ApiDb, queuedBefore: Date, limit = 100) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['uuid', 'generation', 'job_id'])
    .where('status', '=', 'pending')
    .where('job_id', 'is not', null)
    .where('job_id', '<>', 'queued')
    .where('queued_at', '<', queuedBefore)
    .orderBy('queued_at')
    .limit(limit)
    .execute();
}

/** A delivery whose job is gone (a crash on its last attempt): failed, so it can be replayed. */
export async function abandonDelivery(db: ApiDb, uuid: string, generation: number, message: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: message, next_attempt_at: null })
    .where('uuid', '=', uuid)
    .where('generation', '=', generation)
    .where('status', '=', 'pending')
    .execute();
}

/** For tests and support: the events not yet fanned out. */
export async function undispatchedCount(db: ApiDb): Promise<number> {
  const { n } = await db
    .selectFrom('domain_events')
    .select(sql<string>`count(*)`.as('n'))
    .where('dispatched_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
