/**
 * Issue 34, item 7: sharing a FEC (« Gérer les accès »).
 * - An address that is not in the account is invited as a Member only once the caller confirms it: without
 *   `confirm_invitation` (REST) / `confirmInvitation` (GraphQL) the call is refused with a French message
 *   naming the address and what it would see, and nothing is stored nor sent — a typo must not hand client
 *   data to a stranger.
 * - A FEC can be shared with a group of the account (« Pôle audit »): whoever is in the group when they read
 *   has the access — in lists, by id, downloads, analyses, reports — a member added later too, a member
 *   removed loses it. A group of another account can never be chosen (cross-account), and a role without
 *   `fec.access.manage` cannot grant (per role), over REST and over GraphQL; the victims' stored data is
 *   checked unchanged after each refusal.
 */
import type { TestDatabase } from '../../platform/db';
import { analyse, insertFec, realFec } from '../../api/src/analyses/testing/fixtures';
import { outboxFor } from '../../api/src/mail';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { codeOf, dataOf, rnd, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Grant = { email: string; type: string; write: boolean };
type GroupGrant = { group_uuid: string; name: string; member_count: number; write: boolean };
type ErrorBody = { status: number; message: string; errors?: { field: string; message: string }[] };

const seeMessage = (email: string) =>
  `${email} n'est pas membre du compte : confirmez l'invitation. Cette personne sera invitée comme membre ` +
  'du compte : elle verra ce FEC et ses analyses, et pourra en générer des rapports.';

async function newGroup(owner: TestUser, name: string, members: string[] = []): Promise<string> {
  const res = await h.call<Envelope<{ uuid: string }>>('POST', '/v1/groups', {
    token: owner.accessToken,
    body: { name, user_uuids: members },
  });
  expect(res.status).toBe(200);
  return dataOf(res).uuid;
}

/** What a user may do with a FEC, as statuses: list, read, download, analysis, report, write. */
async function reach(user: TestUser, fec: string, analysis: string) {
  const t = user.accessToken;
  const list = await h.call<Envelope<{ items: { uuid: string }[] }>>('GET', '/v1/fecs', { token: t });
  const report = await h.call('POST', '/v1/reports', {
    token: t,
    body: { name: `Revue ${rnd()}`, fec_uuids: [fec], formats: ['pdf'] },
  });
  return {
    listed: dataOf(list).items.some((f) => f.uuid === fec),
    read: (await h.call('GET', `/v1/fecs/${fec}`, { token: t })).status,
    download: (await h.call('GET', `/v1/fecs/${fec}/download`, { token: t })).status,
    analysis: (await h.call('GET', `/v1/analyses/${analysis}`, { token: t })).status,
    // 409: readable, but no finished analysis to report on; 403: not readable.
    report: report.status,
    write: (await h.call('PUT', `/v1/fecs/${fec}`, { token: t, body: { company_name: `Par ${rnd()}` } }))
      .status,
  };
}
const NONE = { listed: false, read: 403, download: 403, analysis: 403, report: 403, write: 403 };
const READS = { listed: true, read: 200, download: 200, analysis: 200, report: 409, write: 403 };
const WRITES = { ...READS, write: 200 };

describe('sharing with an address that is not in the account needs a confirmation', () => {
  it('REST: 409 naming the address and what it will see, nothing stored nor mailed; confirmed, invited', async () => {
    const owner = await h.newOwner();
    const colleague = await h.newMember(owner.accountUuid, 'Role_Member');
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const typo = `client-${rnd()}@exemple.fr`;
    const before = await snapshotAccount(h, owner.accountUuid);

    // A known colleague and a typo together: refused whole, the colleague's grant is not applied either.
    const refused = await h.call<ErrorBody>('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      body: [{ email: colleague.email }, { email: typo.toUpperCase(), write: true }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(seeMessage(typo));
    expect(refused.body.errors).toEqual([{ field: typo, message: seeMessage(typo) }]);
    const explicitNo = await h.call('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      query: { confirm_invitation: 'false' },
      body: [{ email: typo }],
    });
    expect(explicitNo.status).toBe(409);
    expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    expect(await outboxFor(h.db, typo)).toEqual([]);

    // Several strangers are all named.
    const other = `autre-${rnd()}@exemple.fr`;
    const both = await h.call<ErrorBody>('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      body: [{ email: typo }, { email: other }],
    });
    expect(both.body.message).toBe(
      `${typo}, ${other} ne sont pas membres du compte : confirmez les invitations. Ces personnes seront ` +
        'invitées comme membres du compte : elles verront ce FEC et ses analyses, et pourront en générer des rapports.',
    );

    // A colleague alone needs no confirmation.
    const plain = await h.call('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      body: [{ email: colleague.email }],
    });
    expect(plain.status).toBe(200);

    const confirmed = await h.call<Envelope<Grant[]>>('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      query: { confirm_invitation: 'true' },
      body: [{ email: typo, write: false }],
    });
    expect(confirmed.status).toBe(200);
    expect(dataOf(confirmed).find((e) => e.email === typo)).toMatchObject({ type: 'invitation' });
    expect(await outboxFor(h.db, typo)).toHaveLength(1);
    // Invited already: a later change of the grant needs no new confirmation and sends nothing more.
    const again = await h.call('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      body: [{ email: typo, write: true }],
    });
    expect(again.status).toBe(200);
    expect(await outboxFor(h.db, typo)).toHaveLength(1);
  });

  it('GraphQL: CONFLICT with the message and the address in extensions.fields; confirmInvitation invites', async () => {
    const manager = await h.newOwner().then((o) => h.newMember(o.accountUuid, 'Role_Manager'));
    const fec = await insertFec(h, manager, realFec('000000000FEC20231231.txt'));
    const typo = `cliente-${rnd()}@exemple.fr`;
    const GRANT = `mutation ($f: ID!, $e: String!, $c: Boolean) {
      grantFecAccess(fecUuid: $f, entries: [{ email: $e }], confirmInvitation: $c) { email type } }`;
    const before = await snapshotAccount(h, manager.accountUuid);
    const refused = await g.gql(GRANT, { f: fec, e: typo }, { token: manager.accessToken });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]).toMatchObject({
      message: seeMessage(typo),
      extensions: { status: 409, fields: [{ field: typo, message: seeMessage(typo) }] },
    });
    expect(await snapshotAccount(h, manager.accountUuid)).toEqual(before);
    expect(await outboxFor(h.db, typo)).toEqual([]);

    const confirmed = await g.gql<{ grantFecAccess: { email: string; type: string }[] }>(
      GRANT,
      { f: fec, e: typo, c: true },
      { token: manager.accessToken },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.grantFecAccess).toEqual([{ email: typo, type: 'INVITATION' }]);
    expect(await outboxFor(h.db, typo)).toHaveLength(1);
  });
});

describe('sharing with a group of the account', () => {
  it('REST: every member of the group reaches the FEC everywhere; joining gives it, leaving takes it', async () => {
    const owner = await h.newOwner();
    const [ana, bruno, carla] = await Promise.all([
      h.newMember(owner.accountUuid, 'Role_Member'),
      h.newMember(owner.accountUuid, 'Role_Member'),
      h.newMember(owner.accountUuid, 'Role_Member'),
    ]);
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const analysis = await analyse(h, owner, fec);
    const group = await newGroup(owner, 'Pôle audit', [ana.uuid]);
    expect(await reach(ana, fec, analysis)).toEqual(NONE);

    const put = await h.call<Envelope<GroupGrant[]>>('PUT', `/v1/fecs/${fec}/access/groups`, {
      token: owner.accessToken,
      body: [{ group_uuid: group }],
    });
    expect(put.status).toBe(200);
    expect(dataOf(put)).toEqual([{ group_uuid: group, name: 'Pôle audit', member_count: 1, write: false }]);
    // No email was copied: the person grants are untouched.
    expect(
      dataOf(await h.call<Envelope<Grant[]>>('GET', `/v1/fecs/${fec}/access`, { token: owner.accessToken })),
    ).toEqual([]);
    expect(await reach(ana, fec, analysis)).toEqual(READS);
    expect(await reach(bruno, fec, analysis)).toEqual(NONE);

    // A write grant to the group lets its members write.
    await h.call('PUT', `/v1/fecs/${fec}/access/groups`, {
      token: owner.accessToken,
      body: [{ group_uuid: group, write: true }],
    });
    expect(await reach(ana, fec, analysis)).toEqual(WRITES);

    // Bruno joins the group later: he reaches it; Ana leaves: she no longer does.
    await h.call('PUT', `/v1/groups/${group}/users`, {
      token: owner.accessToken,
      body: { user_uuids: [bruno.uuid] },
    });
    expect(await reach(bruno, fec, analysis)).toEqual(WRITES);
    expect(await reach(ana, fec, analysis)).toEqual(NONE);

    // Removed from the account, Carla (in the group meanwhile) is out of its groups: invited back, she sees nothing.
    await h.call('PUT', `/v1/groups/${group}/users`, {
      token: owner.accessToken,
      body: { user_uuids: [bruno.uuid, carla.uuid] },
    });
    expect(
      (await h.call('DELETE', `/v1/accounts/current/users/${carla.uuid}`, { token: owner.accessToken }))
        .status,
    ).toBe(200);
    const left = await h.db.selectFrom('group_members').selectAll().where('group_uuid', '=', group).execute();
    expect(left.map((m) => m.user_uuid)).toEqual([bruno.uuid]);

    // Revoking the group, then deleting a group, takes the access away.
    const revoked = await h.call<Envelope<GroupGrant[]>>('DELETE', `/v1/fecs/${fec}/access/groups/${group}`, {
      token: owner.accessToken,
    });
    expect(dataOf(revoked)).toEqual([]);
    expect(await reach(bruno, fec, analysis)).toEqual(NONE);
    expect(
      (await h.call('DELETE', `/v1/fecs/${fec}/access/groups/${group}`, { token: owner.accessToken })).status,
    ).toBe(404);
    await h.call('PUT', `/v1/fecs/${fec}/access/groups`, {
      token: owner.accessToken,
      body: [{ group_uuid: group }],
    });
    expect((await h.call('DELETE', `/v1/groups/${group}`, { token: owner.accessToken })).status).toBe(200);
    expect(await reach(bruno, fec, analysis)).toEqual(NONE);
    expect(
      await h.db.selectFrom('fec_group_access').selectAll().where('fec_uuid', '=', fec).execute(),
    ).toEqual([]);
  });

  it('GraphQL: grants, lists and revokes a group; a Member of it then reads the FEC', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const group = await newGroup(owner, 'Pôle audit', [member.uuid, owner.uuid]);
    const FIELDS = 'groupUuid name memberCount write';
    const granted = await g.gql<{ grantFecGroupAccess: unknown[] }>(
      `mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g }]) { ${FIELDS} } }`,
      { f: fec, g: group },
      { token: owner.accessToken },
    );
    expect(granted.data?.grantFecGroupAccess).toEqual([
      { groupUuid: group, name: 'Pôle audit', memberCount: 2, write: false },
    ]);
    const listed = await g.gql<{ fecGroupAccess: unknown[] }>(
      `query ($f: ID!) { fecGroupAccess(fecUuid: $f) { ${FIELDS} } }`,
      { f: fec },
      { token: owner.accessToken },
    );
    expect(listed.data?.fecGroupAccess).toHaveLength(1);
    const read = await g.gql<{ fec: { uuid: string } | null }>(
      'query ($f: ID!) { fec(uuid: $f) { uuid } }',
      { f: fec },
      { token: member.accessToken },
    );
    expect(read.data?.fec?.uuid).toBe(fec);
    const revoked = await g.gql<{ revokeFecGroupAccess: unknown[] }>(
      `mutation ($f: ID!, $g: ID!) { revokeFecGroupAccess(fecUuid: $f, groupUuid: $g) { ${FIELDS} } }`,
      { f: fec, g: group },
      { token: owner.accessToken },
    );
    expect(revoked.data?.revokeFecGroupAccess).toEqual([]);
    const denied = await g.gql(
      'query ($f: ID!) { fec(uuid: $f) { uuid } }',
      { f: fec },
      { token: member.accessToken },
    );
    expect(codeOf(denied)).toBe('FORBIDDEN');
  });
});

describe('a group of another account can never be chosen (cross-account)', () => {
  it('REST and GraphQL: 403 / FORBIDDEN, both accounts unchanged, the other group never reaches the FEC', async () => {
    const victim = await h.newOwner();
    const attacker = await h.newOwner();
    const attackerFriend = await h.newMember(attacker.accountUuid, 'Role_Member');
    const victimFec = await insertFec(h, victim, realFec('000000000FEC20231231.txt'));
    const attackerFec = await insertFec(h, attacker, realFec('000000000FEC20231231.txt'));
    const victimGroup = await newGroup(victim, 'Pôle audit');
    const attackerGroup = await newGroup(attacker, 'Complices', [attackerFriend.uuid]);
    await h.call('PUT', `/v1/fecs/${victimFec}/access/groups`, {
      token: victim.accessToken,
      body: [{ group_uuid: victimGroup }],
    });
    const victimBefore = await snapshotAccount(h, victim.accountUuid);
    const attackerBefore = await snapshotAccount(h, attacker.accountUuid);
    const t = attacker.accessToken;

    // The victim's FEC, with the attacker's group: the FEC is not theirs.
    const steps = [
      await h.call<ErrorBody>('PUT', `/v1/fecs/${victimFec}/access/groups`, {
        token: t,
        body: [{ group_uuid: attackerGroup, write: true }],
      }),
      await h.call<ErrorBody>('GET', `/v1/fecs/${victimFec}/access/groups`, { token: t }),
      await h.call<ErrorBody>('DELETE', `/v1/fecs/${victimFec}/access/groups/${victimGroup}`, { token: t }),
    ];
    for (const res of steps) {
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: "Vous n'avez pas accès à ce Fec.",
      });
    }
    // The attacker's own FEC, with the victim's group (its members would not see it, but the name and
    // member count would leak): refused.
    const foreign = await h.call<ErrorBody>('PUT', `/v1/fecs/${attackerFec}/access/groups`, {
      token: t,
      body: [{ group_uuid: victimGroup }],
    });
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 403,
      message: "Ce groupe n'appartient pas à ce compte.",
    });
    // The victim choosing the attacker's group by mistake (a pasted id): refused too.
    const pasted = await h.call<ErrorBody>('PUT', `/v1/fecs/${victimFec}/access/groups`, {
      token: victim.accessToken,
      body: [{ group_uuid: attackerGroup }],
    });
    expect(pasted.status).toBe(403);
    const unknown = await h.call('PUT', `/v1/fecs/${attackerFec}/access/groups`, {
      token: t,
      body: [{ group_uuid: crypto.randomUUID() }],
    });
    expect(unknown.status).toBe(404);

    const gqlSteps = [
      await g.gql(
        'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g }]) { name } }',
        { f: attackerFec, g: victimGroup },
        { token: t },
      ),
      await g.gql(
        'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g, write: true }]) { name } }',
        { f: victimFec, g: attackerGroup },
        { token: t },
      ),
      await g.gql('query ($f: ID!) { fecGroupAccess(fecUuid: $f) { name } }', { f: victimFec }, { token: t }),
      await g.gql(
        'mutation ($f: ID!, $g: ID!) { revokeFecGroupAccess(fecUuid: $f, groupUuid: $g) { name } }',
        { f: victimFec, g: victimGroup },
        { token: t },
      ),
    ];
    expect(gqlSteps.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);

    expect(await snapshotAccount(h, victim.accountUuid)).toEqual(victimBefore);
    expect(await snapshotAccount(h, attacker.accountUuid)).toEqual(attackerBefore);
    expect((await h.call('GET', `/v1/fecs/${victimFec}`, { token: attackerFriend.accessToken })).status).toBe(
      403,
    );
  });
});

describe('only the roles that manage access may grant (per role)', () => {
  it('Member (even with a write grant) and Supervisor are refused, REST and GraphQL; Manager may', async () => {
    const owner = await h.newOwner();
    const [member, supervisor, manager] = await Promise.all([
      h.newMember(owner.accountUuid, 'Role_Member'),
      h.newMember(owner.accountUuid, 'Role_Supervisor'),
      h.newMember(owner.accountUuid, 'Role_Manager'),
    ]);
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const group = await newGroup(owner, 'Pôle audit', [member.uuid]);
    // The Member writes this FEC through the group: still not allowed to share it further.
    await h.call('PUT', `/v1/fecs/${fec}/access/groups`, {
      token: owner.accessToken,
      body: [{ group_uuid: group, write: true }],
    });
    const other = await newGroup(owner, 'Paie');
    const before = await snapshotAccount(h, owner.accountUuid);

    for (const actor of [member, supervisor]) {
      const t = actor.accessToken;
      const rest = [
        await h.call('PUT', `/v1/fecs/${fec}/access/groups`, { token: t, body: [{ group_uuid: other }] }),
        await h.call('DELETE', `/v1/fecs/${fec}/access/groups/${group}`, { token: t }),
        await h.call('PUT', `/v1/fecs/${fec}/access`, {
          token: t,
          query: { confirm_invitation: 'true' },
          body: [{ email: `x-${rnd()}@exemple.fr` }],
        }),
      ];
      expect(rest.map((r) => r.status)).toEqual([403, 403, 403]);
      const gql = [
        await g.gql(
          'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g }]) { name } }',
          { f: fec, g: other },
          { token: t },
        ),
        await g.gql(
          'mutation ($f: ID!, $g: ID!) { revokeFecGroupAccess(fecUuid: $f, groupUuid: $g) { name } }',
          { f: fec, g: group },
          { token: t },
        ),
        await g.gql(
          'mutation ($f: ID!, $e: String!) { grantFecAccess(fecUuid: $f, entries: [{ email: $e }], confirmInvitation: true) { email } }',
          { f: fec, e: `y-${rnd()}@exemple.fr` },
          { token: t },
        ),
      ];
      expect(gql.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    }
    // Reading the group grants: the Supervisor may (fec.access.read), the Member may not.
    expect(
      (await h.call('GET', `/v1/fecs/${fec}/access/groups`, { token: supervisor.accessToken })).status,
    ).toBe(200);
    expect((await h.call('GET', `/v1/fecs/${fec}/access/groups`, { token: member.accessToken })).status).toBe(
      403,
    );
    expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);

    const byManager = await g.gql<{ grantFecGroupAccess: { name: string }[] }>(
      'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g }]) { name } }',
      { f: fec, g: other },
      { token: manager.accessToken },
    );
    expect(byManager.data?.grantFecGroupAccess.map((x) => x.name)).toEqual(['Paie', 'Pôle audit']);
  });
});
