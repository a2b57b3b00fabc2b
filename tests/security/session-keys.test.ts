/**
 * Issue 34, item 8 and the review of partner keys (item 1). A removed member's keys are revoked for good: inviting
 * the same person again does not bring them back (REST and GraphQL). Keeping a key « à vérifier », or listing
 * them, is for the account's Owner and Manager only (api/PERMISSIONS.md `account.integrations`): not a
 * Supervisor nor a Member, not another account's Owner, never a key; changing a password is the person's own
 * act, never staff acting as them nor a key. Every refusal leaves the keys as they were.
 */
import type { TestDatabase } from '../../platform/db';
import type { AccountRole } from '../../api/src/permissions/roles';
import { MSG } from '../../api/src/http/messages';
import type { TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { codeOf, dataOf, impersonating, snapshotAccount, snapshotPerson, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
  owner = await g.api.newOwner();
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const MANAGE = "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.";
const KEY_REFUSED = "Cette clé d'API ne permet pas cette action.";

type Created = Envelope<{ api_key: { uuid: string }; secret: string }>;

async function createKey(token: string) {
  const res = await g.api.call<Created>('POST', '/v1/api-keys', {
    token,
    body: { name: 'Logiciel partenaire', scopes: ['fecs:read'] },
  });
  expect(res.status).toBe(201);
  return { uuid: dataOf(res).api_key.uuid, secret: dataOf(res).secret };
}

const keyCall = (secret: string) =>
  g.api
    .call<{ message?: string }>('GET', '/v1/folders', { headers: { Authorization: `Bearer ${secret}` } })
    .then((r) => [r.status, r.status === 200 ? null : r.body?.message]);

const keyRow = (uuid: string) =>
  g.api.db.selectFrom('api_keys').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

/** As a cut of the creator's sessions would leave it (partners/session-review.ts). */
async function flag(uuid: string, suspended = true) {
  await g.api.db
    .updateTable('api_keys')
    .set({
      review_reason: 'password_reset',
      review_since: new Date(),
      suspended_at: suspended ? new Date() : null,
    })
    .where('uuid', '=', uuid)
    .execute();
}

describe('item 8: removing a member revokes their keys for good', () => {
  it('REST: the key stops at removal and stays revoked when the same person is invited back', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Manager');
    const key = await createKey(member.accessToken);
    expect(await keyCall(key.secret)).toEqual([200, null]);

    const removed = await g.api.call('DELETE', `/v1/accounts/current/users/${member.uuid}`, {
      token: owner.accessToken,
    });
    expect(removed.status).toBe(200);
    expect(await keyCall(key.secret)).toEqual([401, MSG.apiKeyUnknown]);
    expect((await keyRow(key.uuid)).revoked_at).not.toBeNull();

    const invited = await g.api.call('POST', '/v1/accounts/current/users', {
      token: owner.accessToken,
      body: { email: member.email, role: 'Role_Manager' },
    });
    expect(invited.status).toBe(200);
    const accepted = await g.api.call('POST', `/v1/invitations/${owner.accountUuid}/accept`, {
      token: member.accessToken,
    });
    expect(accepted.status).toBe(200);
    const before = await snapshotAccount(g.api, owner.accountUuid);
    // Back in the account as Manager: the old key is still refused, and stays revoked.
    expect(await keyCall(key.secret)).toEqual([401, MSG.apiKeyUnknown]);
    expect(await snapshotAccount(g.api, owner.accountUuid)).toEqual(before);
  });

  it('GraphQL: removeUser, inviteUser, acceptInvitation — the key does not come back', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Manager');
    const key = await createKey(member.accessToken);
    const removed = await g.gql(
      'mutation($u: ID!) { removeUser(uuid: $u) { removed } }',
      { u: member.uuid },
      {
        token: owner.accessToken,
      },
    );
    expect(removed.data).toEqual({ removeUser: { removed: true } });
    const invited = await g.gql(
      'mutation($e: String!) { inviteUser(input: { email: $e, role: ROLE_MANAGER }) { __typename } }',
      { e: member.email },
      { token: owner.accessToken },
    );
    expect(invited.errors).toBeUndefined();
    const accepted = await g.gql(
      'mutation($a: ID!) { acceptInvitation(accountUuid: $a) }',
      {
        a: owner.accountUuid,
      },
      { token: member.accessToken },
    );
    expect(accepted.data).toEqual({ acceptInvitation: true });
    const byKey = await g.gql('{ folder(uuid: "-1") { uuid } }', {}, { token: key.secret });
    expect(codeOf(byKey)).toBe('UNAUTHENTICATED');
    expect(await keyCall(key.secret)).toEqual([401, MSG.apiKeyUnknown]);
  });

  it('blocking suspends the keys while it lasts; unblocking restores the member as they were', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Manager');
    const key = await createKey(member.accessToken);
    const block = (action: string) =>
      g.api.call('POST', `/v1/accounts/current/users/${member.uuid}/${action}`, { token: owner.accessToken });
    expect((await block('block')).status).toBe(200);
    expect(await keyCall(key.secret)).toEqual([401, MSG.apiKeyCreatorGone]);
    expect((await block('unblock')).status).toBe(200);
    expect(await keyCall(key.secret)).toEqual([200, null]);
  });
});

describe.each<[AccountRole, boolean]>([
  ['Role_Owner', true],
  ['Role_Manager', true],
  ['Role_Supervisor', false],
  ['Role_Member', false],
])('keys « à vérifier », %s', (role, manages) => {
  it(manages ? 'lists and keeps them (REST and GraphQL)' : 'neither lists nor keeps them (403)', async () => {
    const actor = role === 'Role_Owner' ? owner : await g.api.newMember(owner.accountUuid, role);
    const rest = await createKey(owner.accessToken);
    const gql = await createKey(owner.accessToken);
    await flag(rest.uuid);
    await flag(gql.uuid);
    const list = await g.api.call<{ message?: string }>('GET', '/v1/api-keys', {
      token: actor.accessToken,
      query: { to_review: 'true' },
    });
    const kept = await g.api.call<{ message?: string }>('POST', `/v1/api-keys/${rest.uuid}/keep`, {
      token: actor.accessToken,
    });
    const gList = await g.gql(
      '{ apiKeys(toReview: true) { pageInfo { total } } }',
      {},
      {
        token: actor.accessToken,
      },
    );
    const gKept = await g.gql(
      'mutation($u: ID!) { keepApiKey(uuid: $u) { review { reason } } }',
      { u: gql.uuid },
      {
        token: actor.accessToken,
      },
    );
    if (manages) {
      expect([list.status, kept.status]).toEqual([200, 200]);
      expect(gList.errors).toBeUndefined();
      expect(gKept.data).toEqual({ keepApiKey: { review: null } });
      expect(await keyCall(rest.secret)).toEqual([200, null]);
      expect(await keyCall(gql.secret)).toEqual([200, null]);
      return;
    }
    expect([list.status, list.body.message, kept.status, kept.body.message]).toEqual([
      403,
      MANAGE,
      403,
      MANAGE,
    ]);
    expect([codeOf(gList), codeOf(gKept)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    for (const k of [rest, gql]) {
      expect(await keyRow(k.uuid)).toMatchObject({ review_reason: 'password_reset' });
      expect(await keyCall(k.secret)).toEqual([401, MSG.apiKeySuspended]);
    }
  });
});

describe('keys « à vérifier » from another account, or with a key', () => {
  it('another account’s Owner cannot see nor keep them (404); a key cannot keep itself (403)', async () => {
    const stranger = await g.api.newOwner();
    const key = await createKey(owner.accessToken);
    await flag(key.uuid);
    const before = await snapshotAccount(g.api, owner.accountUuid);
    const kept = await g.api.call<{ message?: string }>('POST', `/v1/api-keys/${key.uuid}/keep`, {
      token: stranger.accessToken,
    });
    expect([kept.status, kept.body.message]).toEqual([404, MSG.apiKeyNotFound]);
    const listed = await g.api.call<Envelope<{ total: number }>>('GET', '/v1/api-keys', {
      token: stranger.accessToken,
      query: { to_review: 'true' },
    });
    expect(dataOf(listed).total).toBe(0);
    const gKept = await g.gql(
      'mutation($u: ID!) { keepApiKey(uuid: $u) { uuid } }',
      { u: key.uuid },
      {
        token: stranger.accessToken,
      },
    );
    expect(codeOf(gKept)).not.toBe('none');
    // A key of the owner's, not suspended, asking to keep another one: a key never manages keys.
    const other = await createKey(owner.accessToken);
    const byKey = await g.api.call<{ message?: string }>('POST', `/v1/api-keys/${key.uuid}/keep`, {
      headers: { Authorization: `Bearer ${other.secret}` },
    });
    expect([byKey.status, byKey.body.message]).toEqual([403, KEY_REFUSED]);
    const after = await snapshotAccount(g.api, owner.accountUuid);
    // Only `last_used_at` of the asking key may move.
    const strip = (s: typeof before) => ({
      ...s,
      apiKeys: s.apiKeys.filter((k) => k.uuid !== other.uuid),
    });
    expect(strip(after)).toEqual(strip(before));
    // A revoked key cannot be kept.
    await g.api.call('POST', `/v1/api-keys/${key.uuid}/revoke`, { token: owner.accessToken });
    const late = await g.api.call<{ message?: string }>('POST', `/v1/api-keys/${key.uuid}/keep`, {
      token: owner.accessToken,
    });
    expect([late.status, late.body.message]).toEqual([400, MSG.apiKeyRevokedKeep]);
  });
});

describe('a password change is the person’s own act', () => {
  it('staff acting as the person and a partner key are refused (403); the password is unchanged', async () => {
    const person = await g.api.newOwner();
    const cs = await g.api.newMember((await g.api.newOwner()).accountUuid, 'Role_Owner', ['Role_CS']);
    const key = await createKey(person.accessToken);
    const before = await snapshotPerson(g.api, person.uuid);
    const body = { previous_password: person.password, proposed_password: 'nouveau-Mot2passe!' };
    const asStaff = await g.api.call<{ message?: string }>('POST', '/v1/auth/password/change', {
      token: cs.accessToken,
      headers: impersonating(person.accountUuid, person.uuid),
      body,
    });
    expect(asStaff.status).toBe(403);
    const byKey = await g.api.call<{ message?: string }>('POST', '/v1/auth/password/change', {
      headers: { Authorization: `Bearer ${key.secret}` },
      body,
    });
    expect([byKey.status, byKey.body.message]).toEqual([403, KEY_REFUSED]);
    expect(await snapshotPerson(g.api, person.uuid)).toEqual(before);
    expect((await g.api.call('GET', '/v1/users/me', { token: person.accessToken })).status).toBe(200);
  });
});
