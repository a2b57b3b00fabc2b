/**
 * Network of accounts per role (api/PERMISSIONS.md « Network of accounts »): Owners read and change the network,
 * Managers read it, Supervisors and Members do neither; staff impersonating an Owner read it (CS) and never
 * change it, and nobody answers an invitation while impersonating. Refusals leave every row unchanged.
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
import type { AccountRole } from '../../api/src/permissions/roles';
import { affiliate, inviteIntoNetwork } from './network-support';
import { impersonating, snapshotAccount } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let head: TestUser;
let member: TestUser;
let invitee: TestUser;
let active: string;
let pending: string;
const users: Partial<Record<AccountRole, TestUser>> = {};
const inviteeUsers: Partial<Record<AccountRole, TestUser>> = {};

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  head = await h.newOwner();
  member = await h.newOwner();
  invitee = await h.newOwner();
  for (const role of ['Role_Manager', 'Role_Supervisor', 'Role_Member'] as AccountRole[]) {
    users[role] = await h.newMember(head.accountUuid, role);
    inviteeUsers[role] = await h.newMember(invitee.accountUuid, role);
  }
  active = await affiliate(h, head, member);
  pending = await inviteIntoNetwork(h, head, invitee.email);
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
    }),
  );
}

const ROLES: AccountRole[] = ['Role_Manager', 'Role_Supervisor', 'Role_Member'];

describe('Network: roles of the head account', () => {
  it.each(ROLES)('%s: reads the network only if Manager', async (role) => {
    const res = await h.call('GET', '/v1/network', { token: users[role]!.accessToken });
    expect(res.status).toBe(role === 'Role_Manager' ? 200 : 403);
  });

  it.each(
    ROLES.flatMap(
      (role) =>
        [
          [
            role,
            'invites an account',
            'POST',
            (): string => '/v1/network/members',
            (): unknown => ({ email: uniqueEmail('x') }),
          ],
          [
            role,
            'detaches a member',
            'DELETE',
            (): string => `/v1/network/affiliations/${active}`,
            (): unknown => undefined,
          ],
          [
            role,
            'withdraws an invitation',
            'DELETE',
            (): string => `/v1/network/affiliations/${pending}`,
            (): unknown => undefined,
          ],
        ] as const,
    ),
  )('%s %s → 403, nothing changed', async (role, _what, method, path, body) => {
    const before = await world();
    const res = await h.call(method, path(), { token: users[role]!.accessToken, body: body() });
    expect(res.status).toBe(403);
    expect(await world()).toEqual(before);
  });
});

describe('Network: roles of the invited account', () => {
  it.each(
    ROLES.flatMap(
      (role) =>
        [
          [role, 'accept'],
          [role, 'decline'],
        ] as const,
    ),
  )('%s may not %s the invitation → 403, nothing changed', async (role, action) => {
    const before = await world();
    const res = await h.call('POST', `/v1/network/affiliations/${pending}/${action}`, {
      token: inviteeUsers[role]!.accessToken,
    });
    expect(res.status).toBe(403);
    expect(await world()).toEqual(before);
  });
});

describe('Network: internal staff impersonating an Owner', () => {
  it('Role_CS reads the head’s network, may not invite or detach', async () => {
    const cs = await h.newMember((await h.newOwner()).accountUuid, 'Role_Member', ['Role_CS']);
    const as = impersonating(head.accountUuid, head.uuid);
    expect((await h.call('GET', '/v1/network', { token: cs.accessToken, headers: as })).status).toBe(200);
    const before = await world();
    const invite = await h.call('POST', '/v1/network/members', {
      token: cs.accessToken,
      headers: as,
      body: { email: uniqueEmail('cs') },
    });
    expect(invite.status).toBe(403);
    const detach = await h.call('DELETE', `/v1/network/affiliations/${active}`, {
      token: cs.accessToken,
      headers: as,
    });
    expect(detach.status).toBe(403);
    expect(await world()).toEqual(before);
  });

  it('Role_Admin acting as the invited Owner may not answer the invitation for them', async () => {
    const admin = await h.newMember((await h.newOwner()).accountUuid, 'Role_Member', ['Role_Admin']);
    const as = impersonating(invitee.accountUuid, invitee.uuid);
    const before = await world();
    for (const action of ['accept', 'decline']) {
      const res = await h.call('POST', `/v1/network/affiliations/${pending}/${action}`, {
        token: admin.accessToken,
        headers: as,
      });
      expect(res.status).toBe(403);
    }
    expect(await world()).toEqual(before);
  });
});
