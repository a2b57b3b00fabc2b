import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { seedWebhook } from '../../../../api/src/webhooks/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;

const WEBHOOK = `uuid url events enabled createdAt
  deliveries { items { uuid event payload status attempts lastStatusCode lastError nextAttemptAt createdAt deliveredAt }
    pageInfo { total limit offset hasNextPage } }`;

type Delivery = {
  uuid: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
};
type Webhook = {
  uuid: string;
  url: string;
  events: string[];
  enabled: boolean;
  deliveries: { items: Delivery[] };
};

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  // Nothing is delivered here (the webhook jobs are off): the API's own tests send them.
  g = await startGatewayHarness(database, {
    api: { queue: () => recordingQueue(), reports: 'record', config: { webhooksAllowHttp: true } },
  });
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
  stranger = await g.api.newOwner();
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('webhooks through GraphQL', () => {
  it('creates (secret once), lists, reads with deliveries, suspends, replays and deletes', async () => {
    const created = dataOf(
      await g.gql<{ createWebhook: { webhook: Webhook; secret: string } }>(
        `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { ${WEBHOOK} } } }`,
        { input: { url: 'http://127.0.0.1:3330/hook', events: ['ANALYSIS_DONE', 'REPORT_ERROR'] } },
        { token: owner.accessToken },
      ),
    ).createWebhook;
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({
      url: 'http://127.0.0.1:3330/hook',
      events: ['ANALYSIS_DONE', 'REPORT_ERROR'],
      enabled: true,
      deliveries: { items: [] },
    });

    const seeded = await seedWebhook(g.api, { accountUuid: owner.accountUuid, createdBy: owner.uuid });
    const list = dataOf(
      await g.gql<{ webhooks: { items: Webhook[]; pageInfo: { total: number } } }>(
        `{ webhooks { items { ${WEBHOOK} } pageInfo { total limit offset hasNextPage } } }`,
        {},
        { token: owner.accessToken },
      ),
    ).webhooks;
    expect(list.pageInfo.total).toBe(2);
    const withDelivery = list.items.find((w) => w.uuid === seeded.uuid)!;
    expect(withDelivery.deliveries.items).toEqual([
      expect.objectContaining({
        uuid: seeded.delivery,
        event: 'ANALYSIS_DONE',
        status: 'FAILED',
        attempts: 8,
        lastStatusCode: 500,
      }),
    ]);

    const replayed = dataOf(
      await g.gql<{ replayWebhookDelivery: Delivery }>(
        'mutation ($u: ID!) { replayWebhookDelivery(uuid: $u) { uuid status payload } }',
        { u: seeded.delivery },
        { token: owner.accessToken },
      ),
    ).replayWebhookDelivery;
    expect(replayed).toMatchObject({ uuid: seeded.delivery, status: 'PENDING' });

    const again = await g.gql(
      'mutation ($u: ID!) { replayWebhookDelivery(uuid: $u) { uuid } }',
      { u: seeded.delivery },
      { token: owner.accessToken },
    );
    expect(errorOf(again).message).toBe('Cette livraison est déjà en attente d’envoi.');

    const off = dataOf(
      await g.gql<{ setWebhookEnabled: Webhook }>(
        'mutation ($u: ID!) { setWebhookEnabled(uuid: $u, enabled: false) { uuid enabled } }',
        { u: created.webhook.uuid },
        { token: owner.accessToken },
      ),
    ).setWebhookEnabled;
    expect(off.enabled).toBe(false);

    const deleted = dataOf(
      await g.gql<{ deleteWebhook: string }>(
        'mutation ($u: ID!) { deleteWebhook(uuid: $u) }',
        { u: created.webhook.uuid },
        { token: owner.accessToken },
      ),
    ).deleteWebhook;
    expect(deleted).toBe(created.webhook.uuid);
    const gone = dataOf(
      await g.gql<{ webhook: Webhook | null }>(
        'query ($u: ID!) { webhook(uuid: $u) { uuid } }',
        { u: created.webhook.uuid },
        { token: owner.accessToken },
      ),
    );
    expect(gone.webhook).toBeNull();
  });

  it('refuses a bad URL with the French message of the API', async () => {
    const res = await g.gql(
      'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }',
      { input: { url: 'ftp://exemple.fr/', events: ['REPORT_DONE'] } },
      { token: owner.accessToken },
    );
    expect(errorOf(res)).toMatchObject({
      message: "L'adresse doit commencer par https://",
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });

  it('is FORBIDDEN to a Member, and another account’s endpoint reads as null', async () => {
    const seeded = await seedWebhook(g.api, { accountUuid: owner.accountUuid, createdBy: owner.uuid });
    const list = await g.gql('{ webhooks { items { uuid } } }', {}, { token: member.accessToken });
    expect(errorOf(list)).toMatchObject({
      message: "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.",
      extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
    });
    const create = await g.gql(
      'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }',
      { input: { url: 'http://127.0.0.1:3331/', events: ['REPORT_DONE'] } },
      { token: member.accessToken },
    );
    expect(errorOf(create).extensions?.code).toBe('FORBIDDEN');
    const foreign = await g.gql<{ webhook: unknown }>(
      'query ($u: ID!) { webhook(uuid: $u) { uuid url } }',
      { u: seeded.uuid },
      { token: stranger.accessToken },
    );
    expect(dataOf(foreign).webhook).toBeNull();
    const replay = await g.gql(
      'mutation ($u: ID!) { replayWebhookDelivery(uuid: $u) { uuid } }',
      { u: seeded.delivery },
      { token: stranger.accessToken },
    );
    expect(errorOf(replay).extensions?.code).toBe('NOT_FOUND');
  });
});
