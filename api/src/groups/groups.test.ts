import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type ErrorBody = { status: number; message: string; errors?: { field: string; message: string }[] };
type Group = { uuid: string; name: string; user_uuids: string[] };

describe('Groups', () => {
  it('creates, lists, renames, sets members and deletes', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const created = await h.call('POST', '/v1/groups', {
      token: owner.accessToken,
      body: { name: 'Audit', user_uuids: [member.uuid] },
    });
    expect(created.status).toBe(200);
    const group = dataOf<Group>(created);
    expect(group).toMatchObject({ name: 'Audit', user_uuids: [member.uuid] });
    const second = dataOf<Group>(
      await h.call('POST', '/v1/groups', { token: owner.accessToken, body: { name: 'Paie' } }),
    );

    const list = dataOf<Group[]>(await h.call('GET', '/v1/groups', { token: owner.accessToken }));
    expect(list.map((g) => g.name)).toEqual(['Audit', 'Paie']);
    const byIds = dataOf<Group[]>(
      await h.call('GET', '/v1/groups', {
        token: owner.accessToken,
        query: { ids: `${second.uuid},${crypto.randomUUID()}` },
      }),
    );
    expect(byIds.map((g) => g.uuid)).toEqual([second.uuid]);

    const renamed = await h.call('PUT', `/v1/groups/${group.uuid}`, {
      token: owner.accessToken,
      body: { name: 'Révision' },
    });
    expect(dataOf<Group>(renamed).name).toBe('Révision');
    const members = await h.call('PUT', `/v1/groups/${group.uuid}/users`, {
      token: owner.accessToken,
      body: { user_uuids: [owner.uuid, member.uuid, owner.uuid] },
    });
    expect(dataOf<Group>(members).user_uuids.sort()).toEqual([owner.uuid, member.uuid].sort());
    const emptied = await h.call('PUT', `/v1/groups/${group.uuid}/users`, {
      token: owner.accessToken,
      body: { user_uuids: [] },
    });
    expect(dataOf<Group>(emptied).user_uuids).toEqual([]);

    expect((await h.call('DELETE', `/v1/groups/${group.uuid}`, { token: owner.accessToken })).status).toBe(
      200,
    );
    expect((await h.call('DELETE', `/v1/groups/${group.uuid}`, { token: owner.accessToken })).status).toBe(
      404,
    );
  });

  it('refuses duplicate names (any case) with a French message, and empty or marked-up names', async () => {
    const owner = await h.newOwner();
    await h.call('POST', '/v1/groups', { token: owner.accessToken, body: { name: 'Direction' } });
    const dup = await h.call<ErrorBody>('POST', '/v1/groups', {
      token: owner.accessToken,
      body: { name: 'direction' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Un groupe existe déjà avec ce nom.');
    const other = dataOf<Group>(
      await h.call('POST', '/v1/groups', { token: owner.accessToken, body: { name: 'Autre' } }),
    );
    const rename = await h.call<ErrorBody>('PUT', `/v1/groups/${other.uuid}`, {
      token: owner.accessToken,
      body: { name: 'DIRECTION' },
    });
    expect(rename.status).toBe(409);
    const empty = await h.call<ErrorBody>('POST', '/v1/groups', {
      token: owner.accessToken,
      body: { name: '   ' },
    });
    expect(empty.body.errors).toEqual([{ field: 'name', message: 'Veuillez saisir un nom de groupe.' }]);
    const html = await h.call<ErrorBody>('POST', '/v1/groups', {
      token: owner.accessToken,
      body: { name: '<script>' },
    });
    expect(html.body.errors?.[0].message).toBe('Un champ contient des caractères invalides');
    expect((await h.call('POST', '/v1/groups', { token: owner.accessToken, body: { name: 7 } })).status).toBe(
      400,
    );
    expect(
      (await h.call('PUT', '/v1/groups/abc', { token: owner.accessToken, body: { name: 'x' } })).status,
    ).toBe(400);
  });

  it('keeps groups and their members to the account: 403 by id, by batch, and for foreign users', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    const group = dataOf<Group>(
      await h.call('POST', '/v1/groups', { token: a.accessToken, body: { name: 'Privé' } }),
    );
    const token = b.accessToken;
    expect((await h.call('GET', '/v1/groups', { token, query: { ids: group.uuid } })).status).toBe(403);
    expect((await h.call('PUT', `/v1/groups/${group.uuid}`, { token, body: { name: 'Pris' } })).status).toBe(
      403,
    );
    expect(
      (await h.call('PUT', `/v1/groups/${group.uuid}/users`, { token, body: { user_uuids: [] } })).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/v1/groups/${group.uuid}`, { token })).status).toBe(403);
    const foreign = await h.call<ErrorBody>('PUT', `/v1/groups/${group.uuid}/users`, {
      token: a.accessToken,
      body: { user_uuids: [b.uuid] },
    });
    expect(foreign.status).toBe(403);
    const unknown = await h.call('PUT', `/v1/groups/${group.uuid}/users`, {
      token: a.accessToken,
      body: { user_uuids: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(404);
  });

  it('Members may not read groups; Supervisors read; only Managers and Owners manage', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const supervisor = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    expect((await h.call('GET', '/v1/groups', { token: member.accessToken })).status).toBe(403);
    expect((await h.call('GET', '/v1/groups', { token: supervisor.accessToken })).status).toBe(200);
    expect(
      (await h.call('POST', '/v1/groups', { token: supervisor.accessToken, body: { name: 'S' } })).status,
    ).toBe(403);
    expect(
      (await h.call('POST', '/v1/groups', { token: manager.accessToken, body: { name: 'M' } })).status,
    ).toBe(200);
  });
});
