import type { TestDatabase } from '../../../../platform/db';
import { insertFec, realFec } from '../../../../api/src/analyses/testing/fixtures';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf, upstreamCalls } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let manager: TestUser;
let supervisor: TestUser;
let member: TestUser;

type GroupView = {
  uuid: string;
  name: string;
  memberUuids: string[];
  members: { uuid: string; email: string }[];
};
const GROUP = 'uuid name memberUuids members { uuid email } createdAt';
const CREATE = `mutation ($n: String!, $m: [ID!]) { createGroup(name: $n, memberUuids: $m) { ${GROUP} } }`;

async function createGroup(name: string, members: string[], token = owner.accessToken): Promise<GroupView> {
  const res = await g.gql<{ createGroup: GroupView }>(CREATE, { n: name, m: members }, { token });
  return dataOf(res).createGroup;
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
  manager = await g.api.newMember(owner.accountUuid, 'Role_Manager');
  supervisor = await g.api.newMember(owner.accountUuid, 'Role_Supervisor');
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('groups', () => {
  it('creates groups and reads them with their members: two upstream calls for any number of groups', async () => {
    const a = await createGroup('Équipe A', [member.uuid, manager.uuid]);
    expect(a.members.map((m) => m.email).sort()).toEqual([member.email, manager.email].sort());
    await createGroup('Équipe B', [supervisor.uuid, member.uuid], manager.accessToken);
    await createGroup('Équipe C', [owner.uuid]);

    const read = await upstreamCalls(() =>
      g.gql<{ groups: { items: GroupView[]; pageInfo: Record<string, unknown> } }>(
        `{ groups { items { ${GROUP} } pageInfo { total limit offset hasNextPage } } }`,
        {},
        { token: supervisor.accessToken },
      ),
    );
    const page = dataOf(read.result).groups;
    expect(page.items.map((x) => x.name).sort()).toEqual(['Équipe A', 'Équipe B', 'Équipe C']);
    const b = page.items.find((x) => x.name === 'Équipe B')!;
    expect(b.members.map((m) => m.uuid).sort()).toEqual([supervisor.uuid, member.uuid].sort());
    expect(page.pageInfo).toEqual({ total: 3, limit: 100, offset: 0, hasNextPage: false });
    // Budget of `groups { members }`: the groups, then every member of every group in one users?ids= call.
    expect(read.calls).toHaveLength(2);
    expect(read.calls[0]).toMatch(/^GET \/api\/v1\/groups/);
    expect(read.calls[1]).toMatch(/^GET \/api\/v1\/users\?ids=/);

    const second = await g.gql<{ groups: { items: GroupView[]; pageInfo: Record<string, unknown> } }>(
      '{ groups(limit: 2, offset: 2) { items { name } pageInfo { total hasNextPage } } }',
      {},
      { token: owner.accessToken },
    );
    expect(dataOf(second).groups.items).toHaveLength(1);
    expect(dataOf(second).groups.pageInfo).toEqual({ total: 3, hasNextPage: false });
  });

  it('reads groups by ids and one by one in one call; unknown ones are null or left out', async () => {
    const x = await createGroup('Par identifiant', []);
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await upstreamCalls(() =>
      g.gql<{ groups: { items: { uuid: string }[] }; one: { name: string }; none: null }>(
        `query ($ids: [ID!]!, $x: ID!, $u: ID!) { groups(ids: $ids) { items { uuid } }
           one: group(uuid: $x) { name } none: group(uuid: $u) { name } }`,
        { ids: [x.uuid, unknown], x: x.uuid, u: unknown },
        { token: owner.accessToken },
      ),
    );
    expect(dataOf(res.result)).toEqual({
      groups: { items: [{ uuid: x.uuid }] },
      one: { name: x.name },
      none: null,
    });
    expect(res.calls).toHaveLength(1);
  });

  it('renames, sets members and deletes; a duplicate name is a CONFLICT in French', async () => {
    const x = await createGroup('À renommer', [member.uuid]);
    await createGroup('Nom pris', []);
    const renamed = await g.gql<{ renameGroup: { name: string } }>(
      'mutation ($u: ID!, $n: String!) { renameGroup(uuid: $u, name: $n) { name } }',
      { u: x.uuid, n: 'Renommé' },
      { token: manager.accessToken },
    );
    expect(dataOf(renamed).renameGroup.name).toBe('Renommé');
    const taken = await g.gql(
      'mutation ($u: ID!, $n: String!) { renameGroup(uuid: $u, name: $n) { name } }',
      { u: x.uuid, n: 'Nom pris' },
      { token: owner.accessToken },
    );
    expect(errorOf(taken)).toMatchObject({
      message: 'Un groupe existe déjà avec ce nom.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
    const empty = await g.gql(
      'mutation ($u: ID!, $n: String!) { renameGroup(uuid: $u, name: $n) { name } }',
      { u: x.uuid, n: '' },
      { token: owner.accessToken },
    );
    expect(errorOf(empty).extensions?.code).toBe('BAD_USER_INPUT');

    const set = await g.gql<{ setGroupMembers: GroupView }>(
      `mutation ($u: ID!, $m: [ID!]!) { setGroupMembers(uuid: $u, memberUuids: $m) { ${GROUP} } }`,
      { u: x.uuid, m: [owner.uuid, supervisor.uuid] },
      { token: owner.accessToken },
    );
    expect(
      dataOf(set)
        .setGroupMembers.members.map((m) => m.uuid)
        .sort(),
    ).toEqual([owner.uuid, supervisor.uuid].sort());

    const unknownMember = await g.gql(
      'mutation ($u: ID!, $m: [ID!]!) { setGroupMembers(uuid: $u, memberUuids: $m) { uuid } }',
      { u: x.uuid, m: ['00000000-0000-4000-8000-000000000002'] },
      { token: owner.accessToken },
    );
    expect(errorOf(unknownMember)).toMatchObject({
      message: "Cet utilisateur n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });

    const deleted = await g.gql(
      'mutation ($u: ID!) { deleteGroup(uuid: $u) }',
      { u: x.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(deleted)).toEqual({ deleteGroup: true });
    const after = await g.gql(
      'query ($u: ID!) { group(uuid: $u) { uuid } }',
      { u: x.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(after)).toEqual({ group: null });
    const again = await g.gql(
      'mutation ($u: ID!) { deleteGroup(uuid: $u) }',
      { u: x.uuid },
      { token: owner.accessToken },
    );
    expect(errorOf(again)).toMatchObject({
      message: "Ce groupe n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a Member (no right on groups) with the French message', async () => {
    const read = await g.gql('{ groups { items { uuid } } }', {}, { token: member.accessToken });
    expect(errorOf(read)).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
    const create = await g.gql(CREATE, { n: 'Interdit', m: [] }, { token: supervisor.accessToken });
    expect(errorOf(create)).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('FEC access grants', () => {
  const ENTRY = 'email firstName lastName type role write';
  const GRANT = `mutation ($f: ID!, $e: [FecAccessGrantInput!]!) { grantFecAccess(fecUuid: $f, entries: $e, confirmInvitation: true) { ${ENTRY} } }`;
  const LIST = `query ($f: ID!) { fecAccess(fecUuid: $f) { ${ENTRY} } }`;
  const REVOKE = `mutation ($f: ID!, $e: String!) { revokeFecAccess(fecUuid: $f, email: $e) { email } }`;

  it('grants, lists and revokes access; a Member then reads the FEC', async () => {
    const fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'));
    await g.api.db
      .updateTable('users')
      .set({ first_name: 'Marc', last_name: 'Petit' })
      .where('uuid', '=', member.uuid)
      .execute();
    const outsider = `externe-${Date.now()}@cabinet.fr`;
    const granted = await g.gql<{ grantFecAccess: Record<string, unknown>[] }>(
      GRANT,
      { f: fec, e: [{ email: member.email, write: true }, { email: outsider }] },
      { token: manager.accessToken },
    );
    const entries = dataOf(granted).grantFecAccess;
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          email: member.email,
          firstName: 'Marc',
          lastName: 'Petit',
          type: 'USER',
          role: 'ROLE_MEMBER',
          write: true,
        },
        { email: outsider, firstName: null, lastName: null, type: 'INVITATION', role: null, write: false },
      ]),
    );
    expect(entries).toHaveLength(2);

    const listed = await upstreamCalls(() =>
      g.gql<{ fecAccess: unknown[] }>(LIST, { f: fec }, { token: supervisor.accessToken }),
    );
    expect(dataOf(listed.result).fecAccess).toHaveLength(2);
    // Budget of `fecAccess`: one call (names and roles come with the grants).
    expect(listed.calls).toEqual([`GET /api/v1/fecs/${fec}/access`]);

    const memberRead = await g.api.call('GET', `/v1/fecs/${fec}`, { token: member.accessToken });
    expect(memberRead.status).toBe(200);

    const revoked = await g.gql<{ revokeFecAccess: { email: string }[] }>(
      REVOKE,
      { f: fec, e: member.email },
      { token: owner.accessToken },
    );
    expect(dataOf(revoked).revokeFecAccess).toEqual([{ email: outsider }]);
    const missing = await g.gql(REVOKE, { f: fec, e: member.email }, { token: owner.accessToken });
    expect(errorOf(missing)).toMatchObject({
      message: "Cet accès n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await g.api.call('GET', `/v1/fecs/${fec}`, { token: member.accessToken })).status).toBe(403);
  });

  it('refuses those without the right, and a bad email, in French', async () => {
    const fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'));
    const bySupervisor = await g.gql(
      GRANT,
      { f: fec, e: [{ email: 'a@b.fr' }] },
      { token: supervisor.accessToken },
    );
    expect(errorOf(bySupervisor)).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
    const listByMember = await g.gql(LIST, { f: fec }, { token: member.accessToken });
    expect(errorOf(listByMember)).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
    const bad = await g.gql(GRANT, { f: fec, e: [{ email: 'pas-un-email' }] }, { token: owner.accessToken });
    expect(errorOf(bad)).toMatchObject({
      message: 'Certains champs sont invalides',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await g.gql(
      LIST,
      { f: '00000000-0000-4000-8000-000000000003' },
      { token: owner.accessToken },
    );
    expect(errorOf(unknown).extensions?.code).toBe('NOT_FOUND');
  });
});
