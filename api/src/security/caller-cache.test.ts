import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { addMembership } from '../memberships/membership-store';
import { dataOf } from '../users/test-support';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';

/**
 * The callers kept per access token (auth/caller-cache.ts, on PGlite as `npm start` runs; on PostgreSQL
 * there is no cache and these tests check the same rules without it): every change to who the caller is
 * applies to their very next request, and no token is ever answered another user's caller.
 */
let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

interface MeBody {
  uuid: string;
  email: string;
  roles: string[];
  current_account: { uuid: string; role: string; name: string };
}
const me = (user: TestUser) => h.call('GET', '/v1/users/me', { token: user.accessToken });
const meOf = async (user: TestUser) => dataOf<MeBody>(await me(user));

/** Two reads, so the second one is answered from the cache when there is one. */
async function warm(user: TestUser) {
  await meOf(user);
  const second = await meOf(user);
  if (database.database.kind === 'pglite') expect(h.deps.callers?.size).toBeGreaterThan(0);
  return second;
}

describe('callers kept per access token (issue 16)', () => {
  it('exists on PGlite only (PostgreSQL may have other processes writing)', () => {
    expect(Boolean(h.deps.callers)).toBe(database.database.kind === 'pglite');
  });

  it('never answers one token with another user’s caller', async () => {
    const [a, b] = [await h.newOwner(), await h.newOwner()];
    for (let i = 0; i < 3; i++) {
      const [ma, mb] = await Promise.all([meOf(a), meOf(b)]);
      expect([ma.uuid, ma.current_account.uuid]).toEqual([a.uuid, a.accountUuid]);
      expect([mb.uuid, mb.current_account.uuid]).toEqual([b.uuid, b.accountUuid]);
    }
  });

  it('a role change applies to the member’s very next request', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    expect((await warm(member)).current_account.role).toBe('Role_Member');
    const changed = await h.call('PUT', `/v1/accounts/current/users/${member.uuid}/role`, {
      token: owner.accessToken,
      body: { role: 'Role_Manager' },
    });
    expect(changed.status).toBe(200);
    expect((await meOf(member)).current_account.role).toBe('Role_Manager');
  });

  it('a block applies to the very next request, an unblock too', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    await warm(member);
    const block = (action: string) =>
      h.call('POST', `/v1/accounts/current/users/${member.uuid}/${action}`, { token: owner.accessToken });
    expect((await block('block')).status).toBe(200);
    expect((await me(member)).status).toBe(403);
    expect((await block('unblock')).status).toBe(200);
    expect((await meOf(member)).current_account.uuid).toBe(owner.accountUuid);
  });

  it('a removal from the account applies to the very next request: nothing of that account any more', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Manager');
    await warm(member);
    const removed = await h.call('DELETE', `/v1/accounts/current/users/${member.uuid}`, {
      token: owner.accessToken,
    });
    expect(removed.status).toBe(200);
    const after = await meOf(member);
    expect(after.current_account.uuid).not.toBe(owner.accountUuid);
    expect(after.current_account.role).toBe('Role_Owner');
  });

  it('switching the current account applies to the very next request', async () => {
    const user = await h.newOwner();
    const other = await h.newOwner();
    await addMembership(h.deps.db, {
      accountUuid: other.accountUuid,
      userUuid: user.uuid,
      role: 'Role_Supervisor',
      status: 'active',
    });
    expect((await warm(user)).current_account.uuid).toBe(user.accountUuid);
    const select = await h.call('PUT', '/v1/users/me/current-account', {
      token: user.accessToken,
      body: { account_uuid: other.accountUuid },
    });
    expect(select.status).toBe(200);
    const after = await meOf(user);
    expect([after.current_account.uuid, after.current_account.role]).toEqual([
      other.accountUuid,
      'Role_Supervisor',
    ]);
  });

  it('a sign-out applies to the very next request', async () => {
    const user = await h.newOwner();
    await warm(user);
    expect((await h.call('POST', '/v1/auth/signout', { token: user.accessToken })).status).toBe(200);
    expect((await me(user)).status).toBe(401);
  });

  it('a change written straight to the database (staff tools, another module) applies too', async () => {
    const user = await h.newOwner();
    await warm(user);
    await h.deps.db.updateTable('users').set({ state: 'blocked' }).where('uuid', '=', user.uuid).execute();
    expect((await me(user)).status).toBe(403);
    await h.deps.db.updateTable('users').set({ state: 'registered' }).where('uuid', '=', user.uuid).execute();
    await h.deps.db
      .updateTable('accounts')
      .set({ name: 'Renommé en base' })
      .where('uuid', '=', user.accountUuid)
      .execute();
    expect((await meOf(user)).current_account.name).toBe('Renommé en base');
    await h.deps.db
      .updateTable('users')
      .set({ internal_roles: json(['Role_CS']) })
      .where('uuid', '=', user.uuid)
      .execute();
    expect((await meOf(user)).roles).toContain('Role_CS');
  });
});
