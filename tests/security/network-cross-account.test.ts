/**
 * Network of accounts across accounts (api/src/network): the Owner of a third account, and the parties of one
 * affiliation acting on another's, cannot read, accept, decline or end an affiliation that is not theirs; each
 * refusal leaves every account (and every affiliation row) exactly as it was and answers nothing of the others.
 */
import type { TestDatabase } from '../../platform/db';
import { uniqueEmail } from '../../identity/src/testing/flows';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';
import type { NetworkView } from '../../api/src/network/network-service';
import { affiliate, inviteIntoNetwork } from './network-support';
import { dataOf, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let head: TestUser;
let member: TestUser;
let invitee: TestUser;
let attacker: TestUser;
let active: string;
let pending: string;
let pendingUnknown: string;
const unknownAddress = uniqueEmail('sans-compte');

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  head = await h.newOwner();
  member = await h.newOwner();
  invitee = await h.newOwner();
  attacker = await h.newOwner();
  await h.db
    .updateTable('accounts')
    .set({ name: 'Tête Confidentielle' })
    .where('uuid', '=', head.accountUuid)
    .execute();
  await h.db
    .updateTable('accounts')
    .set({ name: 'Membre Confidentiel' })
    .where('uuid', '=', member.accountUuid)
    .execute();
  active = await affiliate(h, head, member);
  pending = await inviteIntoNetwork(h, head, invitee.email);
  pendingUnknown = await inviteIntoNetwork(h, head, unknownAddress);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

async function world() {
  const affiliations = await h.db.selectFrom('network_affiliations').selectAll().orderBy('uuid').execute();
  return JSON.parse(
    JSON.stringify({
      affiliations,
      head: await snapshotAccount(h, head.accountUuid),
      member: await snapshotAccount(h, member.accountUuid),
      invitee: await snapshotAccount(h, invitee.accountUuid),
      attacker: await snapshotAccount(h, attacker.accountUuid),
    }),
  );
}

const SECRETS = () => [
  'Tête Confidentielle',
  'Membre Confidentiel',
  member.email,
  invitee.email,
  unknownAddress,
];

describe('Network: another account’s affiliations', () => {
  it('a third account reads its own (empty) network only', async () => {
    const res = await h.call<Envelope<NetworkView>>('GET', '/v1/network', { token: attacker.accessToken });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({
      role: 'none',
      head: null,
      members: [],
      invitations: [],
      without_import_credits: false,
    });
    const text = JSON.stringify(res.body);
    for (const secret of SECRETS()) expect(text).not.toContain(secret);
  });

  it.each([
    [
      'third account accepts the pending invitation',
      () => attacker,
      'POST',
      () => `/v1/network/affiliations/${pending}/accept`,
    ],
    [
      'third account declines the pending invitation',
      () => attacker,
      'POST',
      () => `/v1/network/affiliations/${pending}/decline`,
    ],
    [
      'third account accepts the invitation to an address without account',
      () => attacker,
      'POST',
      () => `/v1/network/affiliations/${pendingUnknown}/accept`,
    ],
    [
      'third account accepts the active affiliation',
      () => attacker,
      'POST',
      () => `/v1/network/affiliations/${active}/accept`,
    ],
    [
      'third account ends the active affiliation',
      () => attacker,
      'DELETE',
      () => `/v1/network/affiliations/${active}`,
    ],
    [
      'third account ends the pending invitation',
      () => attacker,
      'DELETE',
      () => `/v1/network/affiliations/${pending}`,
    ],
    [
      'the member accepts the invitation sent to another',
      () => member,
      'POST',
      () => `/v1/network/affiliations/${pending}/accept`,
    ],
    [
      'the member withdraws the invitation sent to another',
      () => member,
      'DELETE',
      () => `/v1/network/affiliations/${pending}`,
    ],
    [
      'the invitee ends the affiliation of another member',
      () => invitee,
      'DELETE',
      () => `/v1/network/affiliations/${active}`,
    ],
    [
      'the invitee withdraws its own invitation (it declines instead)',
      () => invitee,
      'DELETE',
      () => `/v1/network/affiliations/${pending}`,
    ],
    [
      'the head accepts its own invitation',
      () => head,
      'POST',
      () => `/v1/network/affiliations/${pending}/accept`,
    ],
    [
      'the head declines for the invitee',
      () => head,
      'POST',
      () => `/v1/network/affiliations/${pending}/decline`,
    ],
  ] as const)('%s → 404, nothing changed, nothing told', async (_name, who, method, path) => {
    const before = await world();
    const res = await h.call<{ message: string }>(method, path(), { token: who().accessToken });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(
      /^(Cette invitation à rejoindre un réseau n'existe pas|Cette affiliation au réseau n'existe pas)/,
    );
    const text = JSON.stringify(res.body);
    for (const secret of SECRETS()) expect(text).not.toContain(secret);
    expect(await world()).toEqual(before);
  });

  it('an unknown affiliation uuid is the same 404 as another account’s', async () => {
    const res = await h.call<{ message: string }>(
      'DELETE',
      `/v1/network/affiliations/${crypto.randomUUID()}`,
      {
        token: attacker.accessToken,
      },
    );
    expect(res.status).toBe(404);
  });

  it('the parties see each other only: the member sees its head’s name, never the other members or invitations', async () => {
    const seen = dataOf(
      await h.call<Envelope<NetworkView>>('GET', '/v1/network', { token: member.accessToken }),
    );
    expect(seen).toMatchObject({
      role: 'member',
      head: { uuid: active, account_name: 'Tête Confidentielle' },
      members: [],
    });
    const text = JSON.stringify(seen);
    for (const secret of [invitee.email, unknownAddress]) expect(text).not.toContain(secret);
    const invited = dataOf(
      await h.call<Envelope<NetworkView>>('GET', '/v1/network', { token: invitee.accessToken }),
    );
    expect(invited.invitations.map((i) => i.uuid)).toEqual([pending]);
    expect(JSON.stringify(invited)).not.toContain('Membre Confidentiel');
  });
});
