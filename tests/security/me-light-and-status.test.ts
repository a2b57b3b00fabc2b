/**
 * The routes issue 16 and 18 changed, per role and across accounts: the light `users/me` (the gateway's
 * permission read, served from the caller cache on PGlite) answers each caller with their own user and
 * account only, whatever the role, and refuses what the full one refuses; the public platform status now
 * names the publisher, the same for everyone, with no account's data and no way to change it.
 */
import type { TestDatabase } from '../../platform/db';
import type { AccountRole } from '../../api/src/permissions/roles';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';
import { brief, impersonating, snapshotAccount, snapshotPerson } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let ownerA: TestUser;
let ownerB: TestUser;
const members: Record<string, TestUser> = {};
const ROLES: AccountRole[] = ['Role_Manager', 'Role_Supervisor', 'Role_Member'];

interface Me {
  uuid: string;
  email: string;
  current_account: { uuid: string };
}
const lightMe = (token: string, headers?: Record<string, string>) =>
  h.call<{ data: { data: Me } }>('GET', '/v1/users/me?light=true', { token, headers });

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  ownerA = await h.newOwner();
  ownerB = await h.newOwner();
  for (const role of ROLES) members[role] = await h.newMember(ownerA.accountUuid, role);
});

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('GET /v1/users/me?light=true', () => {
  it('answers every account role with their own user and account', async () => {
    for (const user of [ownerA, ...Object.values(members)]) {
      const res = await lightMe(user.accessToken);
      expect(res.status).toBe(200);
      const me = res.body.data.data;
      expect([me.uuid, me.email, me.current_account.uuid]).toEqual([
        user.uuid,
        user.email,
        ownerA.accountUuid,
      ]);
    }
  });

  it('never answers one account’s caller to another’s token, asked in turn (the caller cache)', async () => {
    for (let i = 0; i < 4; i++) {
      for (const user of [ownerA, ownerB]) {
        const me = (await lightMe(user.accessToken)).body.data.data;
        expect([me.uuid, me.current_account.uuid]).toEqual([user.uuid, user.accountUuid]);
      }
    }
  });

  it('refuses no token, a forged one, and a customer naming another account’s user', async () => {
    expect((await h.call('GET', '/v1/users/me?light=true')).status).toBe(401);
    expect((await lightMe(`${ownerA.accessToken.slice(0, -4)}AAAA`)).status).toBe(401);
    const before = [await snapshotPerson(h, ownerB.uuid), await snapshotAccount(h, ownerB.accountUuid)];
    const res = await lightMe(ownerA.accessToken, impersonating(ownerB.accountUuid, ownerB.uuid));
    expect(res.status).toBe(403);
    expect(brief(res)).not.toContain(ownerB.email);
    expect([await snapshotPerson(h, ownerB.uuid), await snapshotAccount(h, ownerB.accountUuid)]).toEqual(
      before,
    );
  });
});

describe('GET /v1/platform/status (publisher)', () => {
  it('is the same for anyone, names the publisher only, and cannot be written', async () => {
    const anonymous = await h.call<{ data: { data: Record<string, unknown> } }>('GET', '/v1/platform/status');
    expect(anonymous.status).toBe(200);
    const status = anonymous.body.data.data;
    expect(Object.keys(status).sort()).toEqual(['log_level', 'maintenance', 'message', 'publisher']);
    expect(Object.keys(status.publisher as object).sort()).toEqual(['address', 'email', 'name']);
    for (const user of [ownerA, ownerB, members.Role_Member]) {
      const res = await h.call<{ data: { data: unknown } }>('GET', '/v1/platform/status', {
        token: user.accessToken,
      });
      expect(res.body.data.data).toEqual(status);
      expect(JSON.stringify(res.body)).not.toContain(user.email);
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await h.call(method, '/v1/platform/status', { token: ownerA.accessToken, body: {} });
      expect([404, 405]).toContain(res.status);
    }
    const after = await h.call<{ data: { data: unknown } }>('GET', '/v1/platform/status');
    expect(after.body.data.data).toEqual(status);
  });
});
