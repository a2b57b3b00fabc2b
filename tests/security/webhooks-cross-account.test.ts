/**
 * Webhooks (issue 13) across accounts: the Owner of account B tries every webhooks route on A's endpoint
 * and delivery, through REST and GraphQL. Reads answer as if they did not exist (404 / null, nothing of A
 * shows), writes find nothing, a batch read naming A's endpoint is refused whole; afterwards every row of
 * A — endpoints, deliveries, events included — is exactly what it was, and B holds nothing of A's.
 */
import type { TestDatabase } from '../../platform/db';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import { seedWebhook } from '../../api/src/webhooks/testing';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let a: TestUser;
let b: TestUser;
let hookA: Awaited<ReturnType<typeof seedWebhook>>;
let hookB: Awaited<ReturnType<typeof seedWebhook>>;
let before: Awaited<ReturnType<typeof snapshotAccount>>;
const SECRET_URL = 'https://recepteur-secret-a.example/hooks';

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue(), reports: 'record' } });
  h = g.api;
  [a, b] = [await h.newOwner(), await h.newOwner()];
  hookA = await seedWebhook(h, { accountUuid: a.accountUuid, createdBy: a.uuid, url: SECRET_URL });
  hookB = await seedWebhook(h, { accountUuid: b.accountUuid, createdBy: b.uuid });
  before = await snapshotAccount(h, a.accountUuid);
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const NOT_FOUND = "Ce point de réception n'existe pas.";

describe("another account's webhooks, through REST", () => {
  const asB = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    h.call<Envelope<{ items: { uuid: string }[] }> & { message?: string }>(method, path, {
      token: b.accessToken,
      body,
      query,
    });

  it.each([
    ['GET', () => `/v1/webhooks/${hookA.uuid}`, undefined, NOT_FOUND],
    ['PUT', () => `/v1/webhooks/${hookA.uuid}`, { enabled: false }, NOT_FOUND],
    ['DELETE', () => `/v1/webhooks/${hookA.uuid}`, undefined, NOT_FOUND],
    ['GET', () => `/v1/webhooks/${hookA.uuid}/deliveries`, undefined, NOT_FOUND],
    [
      'POST',
      () => `/v1/webhook-deliveries/${hookA.delivery}/replay`,
      undefined,
      "Cette livraison n'existe pas.",
    ],
  ] as const)('%s %s → 404, nothing of A', async (method, path, body, message) => {
    const res = await asB(method, path(), body);
    expect([res.status, res.body.message]).toEqual([404, message]);
    expect(brief(res)).not.toContain('recepteur-secret-a');
  });

  it('refuses a batch read naming A’s endpoint (alone or with B’s own), and lists only B’s', async () => {
    for (const ids of [hookA.uuid, `${hookB.uuid},${hookA.uuid}`]) {
      const res = await asB('GET', '/v1/webhooks', undefined, { ids });
      expect(res.status).toBe(403);
      expect(brief(res)).not.toContain('recepteur-secret-a');
    }
    const own = await asB('GET', '/v1/webhooks');
    expect(own.body.data.data.items.map((w) => w.uuid)).toEqual([hookB.uuid]);
  });
});

describe("another account's webhooks, through GraphQL", () => {
  it('reads A’s endpoint as null and lists none of A’s', async () => {
    const res = await g.gql<{ webhook: unknown; webhooks: { items: { uuid: string }[] } }>(
      'query ($u: ID!) { webhook(uuid: $u) { uuid url } webhooks { items { uuid url } } }',
      { u: hookA.uuid },
      { token: b.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.webhook).toBeNull();
    expect(res.data?.webhooks.items.map((w) => w.uuid)).toEqual([hookB.uuid]);
  });

  it.each([
    ['deleteWebhook', 'mutation ($u: ID!) { deleteWebhook(uuid: $u) }', () => hookA.uuid],
    [
      'setWebhookEnabled',
      'mutation ($u: ID!) { setWebhookEnabled(uuid: $u, enabled: false) { uuid url } }',
      () => hookA.uuid,
    ],
    [
      'replayWebhookDelivery',
      'mutation ($u: ID!) { replayWebhookDelivery(uuid: $u) { uuid payload } }',
      () => hookA.delivery,
    ],
  ] as const)('%s → NOT_FOUND, nothing of A', async (field, query, id) => {
    const res = await g.gql<Record<string, unknown>>(query, { u: id() }, { token: b.accessToken });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(res.data?.[field] ?? null).toBeNull();
    expect(JSON.stringify(res)).not.toContain('recepteur-secret-a');
  });
});

describe('afterwards', () => {
  it('every row of A (endpoints, deliveries, events) is unchanged; B has none of A’s deliveries', async () => {
    expect(await snapshotAccount(h, a.accountUuid)).toEqual(before);
    const bDeliveries = await h.db
      .selectFrom('webhook_deliveries')
      .select(['uuid', 'webhook_uuid'])
      .where('account_uuid', '=', b.accountUuid)
      .execute();
    expect(bDeliveries).toEqual([{ uuid: hookB.delivery, webhook_uuid: hookB.uuid }]);
  });
});
