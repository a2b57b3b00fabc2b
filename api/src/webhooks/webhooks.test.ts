import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { publishEvent } from '../events/publish';
import type { DomainEventType } from '../events/tables';
import { reportEndedEvent } from '../reports/report-events';
import { seedAnalysedFec, seedReport, TEXT_RENDERERS } from '../reports/testing';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { WEBHOOK_MSG } from './messages';
import { verifyWebhookSignature } from './signature';
import { fanOutEvents } from './webhook-store';

/**
 * Webhooks end to end over the real jobs: analyses and reports publish their events, the dispatcher's
 * sweep fans them out, the `webhooks` pg-boss queue POSTs them to a local receiver (http allowed by
 * API_WEBHOOKS_ALLOW_HTTP), retrying with a shortened backoff (1 s, then 2 s; 3 attempts).
 */

type Body<T> = { data: { data: T } };
type Refusal = { status: number; message: string; errors?: { field: string; message: string }[] };
type Hook = { uuid: string; url: string; events: string[]; enabled: boolean; created_at: string };
type Delivery = {
  uuid: string;
  event: string;
  payload: { id: string; event: string; account_uuid: string; data: Record<string, unknown> };
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let database: TestDatabase<unknown>;
let h: ApiHarness;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Status codes the receiver answers per path, in turn (then 200). */
const scripted = new Map<string, number[]>();

beforeAll(async () => {
  database = await openApiTestDatabase();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const code = scripted.get(path)?.shift() ?? 200;
      res.writeHead(code, code === 302 ? { location: 'http://127.0.0.1:1/' } : {});
      res.end(code >= 400 ? 'indisponible' : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  h = await startApiHarness(database, {
    config: { webhooksAllowHttp: true },
    reports: { renderers: TEXT_RENDERERS, sweepMs: 3_600_000 },
    webhooks: { settings: { attempts: 3, delaySeconds: 1, timeoutMs: 2_000 }, sweepMs: 200 },
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.cleanup();
});

const call = <T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  query?: Record<string, string>,
) => h.call<Body<T> & Refusal>(method, path, { token, body, query });

async function createHook(owner: TestUser, path: string, events: string[] = ['analysis.done']) {
  const res = await call<{ webhook: Hook; secret: string }>('POST', '/v1/webhooks', owner.accessToken, {
    url: `${base}${path}`,
    events,
  });
  expect(res.status).toBe(201);
  return res.body.data.data;
}

const deliveriesOf = async (owner: TestUser, hook: string) =>
  (
    await call<{ items: Delivery[]; total: number }>(
      'GET',
      `/v1/webhooks/${hook}/deliveries`,
      owner.accessToken,
    )
  ).body.data.data.items;

async function waitDeliveries(
  owner: TestUser,
  hook: string,
  done: (items: Delivery[]) => boolean,
  timeoutMs = 20_000,
): Promise<Delivery[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const items = await deliveriesOf(owner, hook);
    if (done(items)) return items;
    if (Date.now() > until) throw new Error(`deliveries of ${hook}: ${JSON.stringify(items)}`);
    await sleep(100);
  }
}

const fakeEvent = (owner: TestUser, type: DomainEventType = 'analysis.done') =>
  publishEvent(h.db, {
    type,
    accountUuid: owner.accountUuid,
    subjectUuid: randomUUID(),
    data: { analysis_uuid: randomUUID(), status: 'done' },
  });

async function eventOf(subject: string) {
  for (let i = 0; i < 200; i++) {
    const event = await h.db
      .selectFrom('domain_events')
      .selectAll()
      .where('subject_uuid', '=', subject)
      .executeTakeFirst();
    if (event) return event;
    await sleep(100);
  }
  throw new Error(`no event for ${subject}`);
}

const at = (path: string) => received.filter((r) => r.path === path);

describe('events published where analyses and reports end', () => {
  it('publishes analysis.done once for a real analysis, with the FEC, company and fiscal year', async () => {
    const owner = await h.newOwner();
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    await h.db.updateTable('fecs').set({ company_name: 'Société Démo' }).where('uuid', '=', fec).execute();
    const analysis = await analyse(h, owner, fec);
    const row = await waitFinished(h, analysis);
    // Published right after the status is written: wait for it, then for any duplicate.
    await eventOf(analysis);
    await sleep(300);
    const events = await h.db
      .selectFrom('domain_events')
      .selectAll()
      .where('subject_uuid', '=', analysis)
      .execute();
    expect(events).toHaveLength(1);
    const type = row.status === 'done' ? 'analysis.done' : 'analysis.error';
    expect(events[0]).toMatchObject({ type, account_uuid: owner.accountUuid });
    const payload = events[0]!.payload as unknown as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: events[0]!.uuid,
      event: type,
      account_uuid: owner.accountUuid,
      data: {
        analysis_uuid: analysis,
        kind: 'single',
        status: row.status,
        fec_uuid: fec,
        company_name: 'Société Démo',
        fecs: [expect.objectContaining({ fec_uuid: fec, company_name: 'Société Démo' })],
      },
    });
    // A multi-analysis of that FEC ends too: its event says so (kind 'multi', its FECs).
    const multi = await call<{ uuid: string }>('POST', '/v1/multi-analyses', owner.accessToken, {
      fec_uuids: [fec],
    });
    expect(multi.status).toBeLessThan(300);
    const multiEvent = await eventOf(multi.body.data.data.uuid);
    expect(multiEvent.payload).toMatchObject({
      data: {
        analysis_uuid: multi.body.data.data.uuid,
        kind: 'multi',
        fecs: [expect.objectContaining({ fec_uuid: fec })],
      },
    });
    // Publishing the same ending again (a job run twice) writes nothing more.
    expect(
      await publishEvent(h.db, { type, accountUuid: owner.accountUuid, subjectUuid: analysis, data: {} }),
    ).toBeNull();
  }, 90_000);

  it('publishes analysis.error for an analysis that fails (an unreadable file)', async () => {
    const owner = await h.newOwner();
    const dir = await mkdtemp(join(tmpdir(), 'webhooks-'));
    const path = join(dir, 'illisible.txt');
    await writeFile(path, 'ceci nest pas un FEC\n');
    const analysis = await analyse(h, owner, await insertFec(h, owner, path));
    const row = await waitFinished(h, analysis);
    expect(row.status).toBe('error');
    const event = await eventOf(analysis);
    expect(event.type).toBe('analysis.error');
    expect(event.payload).toMatchObject({ data: { status: 'error', error: row.error, kind: 'single' } });
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('publishes report.done with the download paths of its documents', async () => {
    const owner = await h.newOwner();
    const fec = await seedAnalysedFec(h, owner, { companyName: 'Boulangerie Dupont' });
    const res = await call<{ items: { uuid: string }[] }>('POST', '/v1/reports', owner.accessToken, {
      name: 'Revue',
      fec_uuids: [fec.fecUuid],
      formats: ['pdf', 'xlsx'],
    });
    expect(res.status).toBe(201);
    const report = res.body.data.data.items[0]!.uuid;
    const event = await eventOf(report);
    expect(event).toMatchObject({ type: 'report.done', account_uuid: owner.accountUuid });
    expect((event.payload as unknown as { data: unknown }).data).toMatchObject({
      report_uuid: report,
      status: 'done',
      formats: ['pdf', 'xlsx'],
      fec_uuids: [fec.fecUuid],
      fecs: [expect.objectContaining({ company_name: 'Boulangerie Dupont', fiscal_end: '2024-12-31' })],
      files: [
        expect.objectContaining({ format: 'pdf', download_path: `/download/reports/${report}.pdf` }),
        expect.objectContaining({ format: 'xlsx', download_path: `/download/reports/${report}.xlsx` }),
      ],
    });
  }, 60_000);
});

describe('the report.error event', () => {
  it('carries the error and no file', async () => {
    const owner = await h.newOwner();
    const fec = await seedAnalysedFec(h, owner);
    const report = await seedReport(h, {
      accountUuid: owner.accountUuid,
      createdBy: owner.uuid,
      fec,
      status: 'error',
    });
    const event = await reportEndedEvent(h.db, report.uuid);
    expect(event).toMatchObject({
      type: 'report.error',
      accountUuid: owner.accountUuid,
      subjectUuid: report.uuid,
      data: { report_uuid: report.uuid, status: 'error', files: [], fec_uuids: [fec.fecUuid] },
    });
  });
});

describe('endpoints', () => {
  it('creates with a whsec_ secret shown once and stored sealed; lists, reads, suspends, deletes', async () => {
    const owner = await h.newOwner();
    const { webhook, secret } = await createHook(owner, '/crud', ['report.done', 'analysis.done']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: `${base}/crud`,
      events: ['report.done', 'analysis.done'],
      enabled: true,
    });
    const stored = await h.db
      .selectFrom('webhooks')
      .selectAll()
      .where('uuid', '=', webhook.uuid)
      .executeTakeFirst();
    expect(stored!.secret_sealed).not.toContain(secret);
    expect(h.deps.secrets.open(stored!.secret_sealed, `webhook:${webhook.uuid}`)).toBe(secret);
    const list = await call<{ items: Hook[]; total: number }>('GET', '/v1/webhooks', owner.accessToken);
    expect(list.body.data.data).toMatchObject({ total: 1, items: [{ uuid: webhook.uuid }] });
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    const one = await call<Hook>('GET', `/v1/webhooks/${webhook.uuid}`, owner.accessToken);
    expect(one.body.data.data).toEqual(webhook);
    const off = await call<Hook>('PUT', `/v1/webhooks/${webhook.uuid}`, owner.accessToken, {
      enabled: false,
    });
    expect(off.body.data.data.enabled).toBe(false);
    const batch = await call<{ items: Hook[] }>('GET', '/v1/webhooks', owner.accessToken, undefined, {
      ids: `${webhook.uuid},${randomUUID()}`,
    });
    expect(batch.body.data.data.items.map((w) => w.uuid)).toEqual([webhook.uuid]);
    const gone = await call<{ uuid: string }>('DELETE', `/v1/webhooks/${webhook.uuid}`, owner.accessToken);
    expect(gone.body.data.data).toEqual({ uuid: webhook.uuid });
    expect((await call('GET', `/v1/webhooks/${webhook.uuid}`, owner.accessToken)).status).toBe(404);
    const lines = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_uuid'])
      .where('action', 'in', [`webhook.create ${webhook.uuid}`, `webhook.delete ${webhook.uuid}`])
      .orderBy('action')
      .execute();
    expect(lines).toEqual([
      { action: `webhook.create ${webhook.uuid}`, actor_uuid: owner.uuid },
      { action: `webhook.delete ${webhook.uuid}`, actor_uuid: owner.uuid },
    ]);
  });

  it('refuses an empty list of events and other schemes than https (French messages)', async () => {
    const owner = await h.newOwner();
    const none = await call('POST', '/v1/webhooks', owner.accessToken, { url: `${base}/x`, events: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(WEBHOOK_MSG.eventsRequired);
    const ftp = await call('POST', '/v1/webhooks', owner.accessToken, {
      url: 'ftp://example.com/',
      events: ['report.done'],
    });
    expect(ftp.status).toBe(400);
    expect(ftp.body.message).toBe("L'adresse doit commencer par https://");
    expect(ftp.body.errors).toEqual([{ field: 'url', message: "L'adresse doit commencer par https://" }]);
    const bad = await call('POST', '/v1/webhooks', owner.accessToken, {
      url: 'pas une adresse',
      events: ['report.done'],
    });
    expect(bad.body.message).toBe(WEBHOOK_MSG.urlInvalid);
  });

  it('is Owner and Manager business: Supervisor and Member are refused, another account gets 404', async () => {
    const owner = await h.newOwner();
    const { webhook } = await createHook(owner, '/roles');
    for (const role of ['Role_Supervisor', 'Role_Member'] as const) {
      const user = await h.newMember(owner.accountUuid, role);
      const list = await call('GET', '/v1/webhooks', user.accessToken);
      expect(list.status).toBe(403);
      expect(list.body.message).toBe(WEBHOOK_MSG.forbidden);
      expect(
        (await call('POST', '/v1/webhooks', user.accessToken, { url: `${base}/r`, events: ['report.done'] }))
          .status,
      ).toBe(403);
    }
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    expect((await call('GET', `/v1/webhooks/${webhook.uuid}`, manager.accessToken)).status).toBe(200);
    const stranger = await h.newOwner();
    expect((await call('GET', `/v1/webhooks/${webhook.uuid}`, stranger.accessToken)).status).toBe(404);
    expect((await call('DELETE', `/v1/webhooks/${webhook.uuid}`, stranger.accessToken)).status).toBe(404);
    expect((await call('GET', `/v1/webhooks/${webhook.uuid}/deliveries`, stranger.accessToken)).status).toBe(
      404,
    );
    const batch = await call('GET', '/v1/webhooks', stranger.accessToken, undefined, { ids: webhook.uuid });
    expect(batch.status).toBe(403);
  });
});

describe('deliveries', () => {
  it('POSTs the event signed with the endpoint secret, with the documented headers', async () => {
    const owner = await h.newOwner();
    const { webhook, secret } = await createHook(owner, '/signed');
    const event = await fakeEvent(owner);
    const [d] = await waitDeliveries(owner, webhook.uuid, (items) => items[0]?.status === 'succeeded');
    expect(d).toMatchObject({ event: 'analysis.done', attempts: 1, last_status_code: 200, last_error: null });
    expect(d!.payload).toEqual(event);
    const [got] = at('/signed');
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'FEC-Analyse-Webhooks/1',
      'x-fec-event': 'analysis.done',
      'x-fec-delivery': d!.uuid,
    });
    expect(JSON.parse(got!.body)).toEqual(event);
    expect(Object.keys(JSON.parse(got!.body))).toEqual(['id', 'event', 'created_at', 'account_uuid', 'data']);
    const signature = got!.headers['x-fec-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, signature, got!.body, 300)).toBe(true);
    expect(verifyWebhookSignature(secret, signature, got!.body + ' ', 300)).toBe(false);
    expect(verifyWebhookSignature('whsec_autre', signature, got!.body, 300)).toBe(false);
    expect(verifyWebhookSignature(secret, signature, got!.body, 300, new Date(Date.now() + 600_000))).toBe(
      false,
    );
  });

  it('retries after a 500 with a growing delay, then succeeds', async () => {
    const owner = await h.newOwner();
    const { webhook } = await createHook(owner, '/flaky');
    scripted.set('/flaky', [500]);
    await fakeEvent(owner);
    const [first] = await waitDeliveries(owner, webhook.uuid, (items) => items[0]?.attempts === 1);
    expect(first).toMatchObject({
      status: 'pending',
      last_status_code: 500,
      last_error: 'Le point de réception a répondu 500 : une réponse 2xx est attendue.',
    });
    expect(new Date(first!.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() - 500);
    const [d] = await waitDeliveries(owner, webhook.uuid, (items) => items[0]?.status === 'succeeded');
    expect(d).toMatchObject({ attempts: 2, last_status_code: 200, last_error: null, next_attempt_at: null });
    const times = at('/flaky').map((r) => Number(/t=(\d+)/.exec(r.headers['x-fec-signature'] as string)![1]));
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('fails after the last attempt, then a replay sends the same body with a new signature', async () => {
    const owner = await h.newOwner();
    const { webhook, secret } = await createHook(owner, '/down');
    scripted.set('/down', [503, 302, 500]);
    await fakeEvent(owner);
    const [failed] = await waitDeliveries(
      owner,
      webhook.uuid,
      (items) => items[0]?.status === 'failed',
      30_000,
    );
    expect(failed).toMatchObject({ attempts: 3, last_status_code: 500, next_attempt_at: null });
    expect(at('/down')).toHaveLength(3);
    // The redirect was not followed: the receiver saw exactly three calls, all on /down.
    const replay = await call<Delivery>(
      'POST',
      `/v1/webhook-deliveries/${failed!.uuid}/replay`,
      owner.accessToken,
    );
    expect(replay.status).toBe(200);
    expect(replay.body.data.data.status).toBe('pending');
    const again = await call('POST', `/v1/webhook-deliveries/${failed!.uuid}/replay`, owner.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WEBHOOK_MSG.replayPending);
    const [d] = await waitDeliveries(owner, webhook.uuid, (items) => items[0]?.status === 'succeeded');
    expect(d!.attempts).toBe(4);
    const calls = at('/down');
    expect(calls).toHaveLength(4);
    expect(calls[3]!.body).toBe(calls[0]!.body);
    expect(
      verifyWebhookSignature(secret, calls[3]!.headers['x-fec-signature'] as string, calls[3]!.body),
    ).toBe(true);
  }, 40_000);

  it('sends nothing to a suspended endpoint, nor to endpoints not subscribed to the event', async () => {
    const owner = await h.newOwner();
    const off = await createHook(owner, '/off');
    await call('PUT', `/v1/webhooks/${off.webhook.uuid}`, owner.accessToken, { enabled: false });
    const reportsOnly = await createHook(owner, '/reports-only', ['report.done']);
    const on = await createHook(owner, '/on');
    await fakeEvent(owner);
    await waitDeliveries(owner, on.webhook.uuid, (items) => items[0]?.status === 'succeeded');
    await sleep(500);
    expect(await deliveriesOf(owner, off.webhook.uuid)).toEqual([]);
    expect(await deliveriesOf(owner, reportsOnly.webhook.uuid)).toEqual([]);
    expect(at('/off')).toHaveLength(0);
    expect(at('/reports-only')).toHaveLength(0);
  });

  it("never delivers another account's events to this account's endpoints", async () => {
    const owner = await h.newOwner();
    const other = await h.newOwner();
    const mine = await createHook(owner, '/mine');
    const theirs = await createHook(other, '/theirs');
    const event = await fakeEvent(other);
    await waitDeliveries(other, theirs.webhook.uuid, (items) => items[0]?.status === 'succeeded');
    await sleep(500);
    expect(await deliveriesOf(owner, mine.webhook.uuid)).toEqual([]);
    expect(at('/mine')).toHaveLength(0);
    expect(JSON.parse(at('/theirs')[0]!.body).id).toBe(event!.id);
    // And another account's delivery cannot be replayed from here.
    const [d] = await deliveriesOf(other, theirs.webhook.uuid);
    expect((await call('POST', `/v1/webhook-deliveries/${d!.uuid}/replay`, owner.accessToken)).status).toBe(
      404,
    );
  });

  it('fails a delivery left pending by a crashed worker (its job is gone), so it can be replayed', async () => {
    const owner = await h.newOwner();
    const { webhook } = await createHook(owner, '/crashed');
    await fakeEvent(owner);
    const [d] = await waitDeliveries(owner, webhook.uuid, (items) => items[0]?.status === 'succeeded');
    // As a crash would leave it: pending, its job unknown to pg-boss, sent an hour ago.
    await h.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', job_id: randomUUID(), queued_at: new Date(Date.now() - 3600_000) })
      .where('uuid', '=', d!.uuid)
      .execute();
    expect(await h.webhooks!.recover()).toContain(d!.uuid);
    const [after] = await deliveriesOf(owner, webhook.uuid);
    expect(after).toMatchObject({ status: 'failed', last_error: WEBHOOK_MSG.interrupted });
    expect((await call('POST', `/v1/webhook-deliveries/${d!.uuid}/replay`, owner.accessToken)).status).toBe(
      200,
    );
  });

  it('fans each event out exactly once when sweeps run concurrently', async () => {
    const owner = await h.newOwner();
    const a = await createHook(owner, '/once-a');
    const b = await createHook(owner, '/once-b');
    const events = await Promise.all(Array.from({ length: 12 }, () => fakeEvent(owner)));
    const sweeps = await Promise.all(
      Array.from({ length: 3 }, () => fanOutEvents(h.db, randomUUID, new Date())),
    );
    // Each claimed event was taken by one sweep. The timer's sweep may have taken some first: ours skip
    // what it holds locked, so wait for its transaction to commit before reading.
    const undispatched = async () =>
      (
        await h.db
          .selectFrom('domain_events')
          .select(['uuid', 'dispatched_at'])
          .where(
            'uuid',
            'in',
            events.map((e) => e!.id),
          )
          .execute()
      ).filter((r) => r.dispatched_at === null).length;
    for (let i = 0; i < 50 && (await undispatched()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await undispatched()).toBe(0);
    expect(sweeps.reduce((n, s) => n + s.events, 0)).toBeLessThanOrEqual(12);
    const all = [
      ...(await waitDeliveries(
        owner,
        a.webhook.uuid,
        (items) => items.length === 12 && items.every((d) => d.status === 'succeeded'),
      )),
      ...(await waitDeliveries(
        owner,
        b.webhook.uuid,
        (items) => items.length === 12 && items.every((d) => d.status === 'succeeded'),
      )),
    ];
    expect(all).toHaveLength(24);
    expect(at('/once-a')).toHaveLength(12);
    expect(at('/once-b')).toHaveLength(12);
    expect(new Set(at('/once-a').map((r) => JSON.parse(r.body).id)).size).toBe(12);
  }, 30_000);
});
