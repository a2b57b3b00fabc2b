import type { TestDatabase } from '../../../../platform/db';
import { json } from '../../../../api/src/db/database';
import { insertFec, realFec } from '../../../../api/src/analyses/testing/fixtures';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { codeToEnum, enumToCode, type OptionKind } from './codes';
import { outboxFor } from '../../../../api/src/mail';
import { dataOf, errorOf, upstreamCalls } from './test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;

const USER_FIELDS = `uuid email firstName lastName state enabled role organizationType organizationTypeOther
  company turnover companySize officePhone mobilePhone position positionOther createdAt`;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
  manager = await g.api.newMember(owner.accountUuid, 'Role_Manager');
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('profile options', () => {
  it('answers every list of the API with enum values that map back to its codes (public)', async () => {
    const api = await g.api.call<{ data: { data: Record<string, { value: string; label: string }[]> } }>(
      'GET',
      '/v1/users/profile-options',
    );
    const lists = api.body.data.data;
    const res = await g.gql<{
      profileOptions: Record<string, { value: string; code: string; label: string }[]>;
    }>(`{ profileOptions {
      organizationTypes { value code label } companySizes { value code label } turnovers { value code label }
      positionsCompany { value code label } positionsAccountingFirm { value code label } } }`);
    const options = dataOf(res).profileOptions;
    const pairs: [string, string, OptionKind][] = [
      ['organizationTypes', 'organization_types', 'organizationType'],
      ['companySizes', 'company_sizes', 'companySize'],
      ['turnovers', 'turnovers', 'turnover'],
      ['positionsCompany', 'positions_company', 'position'],
      ['positionsAccountingFirm', 'positions_accounting_firm', 'position'],
    ];
    for (const [field, apiField, kind] of pairs) {
      expect(options[field].map((o) => o.code)).toEqual(lists[apiField].map((o) => o.value));
      expect(options[field].map((o) => o.label)).toEqual(lists[apiField].map((o) => o.label));
      for (const o of options[field]) expect(enumToCode(kind, o.value)).toBe(o.code);
    }
    expect(options.companySizes.at(-1)).toEqual({
      value: 'SIZE_10000_PLUS',
      code: '10000+',
      label: 'Plus de 10 000',
    });
    expect(codeToEnum('turnover', '500K-1M')).toBe('TURNOVER_500K_1M');
  });
});

describe('users queries', () => {
  it('lists the account in pages, with the total, in one upstream call', async () => {
    const all = await upstreamCalls(() =>
      g.gql<{ users: { items: { uuid: string; role: string }[]; pageInfo: Record<string, unknown> } }>(
        '{ users { items { uuid role state } pageInfo { total limit offset hasNextPage } } }',
        {},
        { token: owner.accessToken },
      ),
    );
    const page = dataOf(all.result).users;
    expect(page.items.map((u) => u.uuid).sort()).toEqual([owner.uuid, manager.uuid, member.uuid].sort());
    expect(page.items.find((u) => u.uuid === owner.uuid)?.role).toBe('ROLE_OWNER');
    expect(page.pageInfo).toEqual({ total: 3, limit: 100, offset: 0, hasNextPage: false });
    // Budget of `users`: one call (the total rides in X-Total-Count; no users/me for a read).
    expect(all.calls).toHaveLength(1);
    expect(all.calls[0]).toMatch(/^GET \/api\/v1\/users\?limit=100&offset=0$/);

    const first = await upstreamCalls(() =>
      g.gql<{ users: { items: unknown[]; pageInfo: Record<string, unknown> } }>(
        '{ users(limit: 2) { items { uuid } pageInfo { total hasNextPage } } }',
        {},
        { token: owner.accessToken },
      ),
    );
    expect(dataOf(first.result).users.items).toHaveLength(2);
    expect(dataOf(first.result).users.pageInfo).toEqual({ total: 3, hasNextPage: true });
    expect(first.calls).toHaveLength(1); // the page: its total rides in X-Total-Count

    const last = await g.gql<{ users: { items: unknown[]; pageInfo: Record<string, unknown> } }>(
      '{ users(limit: 2, offset: 2) { items { uuid } pageInfo { total hasNextPage offset } } }',
      {},
      { token: owner.accessToken },
    );
    expect(dataOf(last).users.items).toHaveLength(1);
    expect(dataOf(last).users.pageInfo).toEqual({ total: 3, hasNextPage: false, offset: 2 });

    const beyond = await g.gql<{ users: { items: unknown[]; pageInfo: Record<string, unknown> } }>(
      '{ users(limit: 2, offset: 10) { items { uuid } pageInfo { total hasNextPage } } }',
      {},
      { token: owner.accessToken },
    );
    expect(dataOf(beyond).users).toEqual({ items: [], pageInfo: { total: 3, hasNextPage: false } });
  });

  it('refuses a page size out of bounds with the French field error', async () => {
    const res = await g.gql('{ users(limit: 501) { items { uuid } } }', {}, { token: owner.accessToken });
    const error = errorOf(res);
    expect(error.message).toBe('Certains champs sont invalides');
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual([{ field: 'limit', message: 'Format incorrect.' }]);
  });

  it('reads users by ids and one by one through a single batched call', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const batch = await upstreamCalls(() =>
      g.gql<{
        users: { items: { uuid: string }[] };
        a: { email: string } | null;
        b: { email: string } | null;
        c: { email: string } | null;
      }>(
        `query ($ids: [ID!]!, $m: ID!, $o: ID!, $u: ID!) {
          users(ids: $ids) { items { uuid } pageInfo { total } }
          a: user(uuid: $m) { email } b: user(uuid: $o) { email } c: user(uuid: $u) { email } }`,
        { ids: [member.uuid, unknown, manager.uuid], m: member.uuid, o: owner.uuid, u: unknown },
        { token: owner.accessToken },
      ),
    );
    const data = dataOf(batch.result);
    expect(data.users.items.map((u) => u.uuid)).toEqual([member.uuid, manager.uuid]);
    expect(data.a?.email).toBe(member.email);
    expect(data.b?.email).toBe(owner.email);
    expect(data.c).toBeNull();
    // Budget of `users(ids)` + any number of `user(uuid)`: one `users?ids=` call.
    expect(batch.calls).toHaveLength(1);
    expect(batch.calls[0]).toMatch(/^GET \/api\/v1\/users\?ids=/);
  });

  it('gives a Member only themself in the list, and FORBIDDEN on another user', async () => {
    const list = await g.gql<{ users: { items: { uuid: string }[] } }>(
      '{ users { items { uuid } } }',
      {},
      { token: member.accessToken },
    );
    expect(dataOf(list).users.items.map((u) => u.uuid)).toEqual([member.uuid]);
    const other = await g.gql(
      'query ($u: ID!) { user(uuid: $u) { email } }',
      { u: owner.uuid },
      { token: member.accessToken },
    );
    expect(errorOf(other)).toMatchObject({
      message: "Vous n'avez pas accès à cet utilisateur.",
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('asks for a token', async () => {
    const res = await g.gql('{ users { items { uuid } } }');
    expect(errorOf(res)).toMatchObject({
      message: 'Utilisateur non connecté.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('tells whether an email signs in through single sign-on (public)', async () => {
    await g.api.db
      .updateTable('accounts')
      .set({ features_in_account: json({ sso: { domains: ['sso-groupe.fr'] } }) })
      .where('uuid', '=', owner.accountUuid)
      .execute();
    const res = await g.gql<{ yes: boolean; no: boolean }>(
      '{ yes: checkEmailSso(email: "jean@sso-groupe.fr") no: checkEmailSso(email: "jean@ailleurs.fr") }',
    );
    expect(dataOf(res)).toEqual({ yes: true, no: false });
    const bad = await g.gql('{ checkEmailSso(email: "pas-un-email") }');
    expect(errorOf(bad).message).toBe('Certains champs sont invalides');
  });
});

describe('profile and CRM', () => {
  const UPDATE = `mutation ($uuid: ID!, $input: UserProfileInput!) { updateUser(uuid: $uuid, input: $input) { ${USER_FIELDS} } }`;

  it('edits one own profile with enums stored as the API codes', async () => {
    const res = await g.gql<{ updateUser: Record<string, unknown> }>(
      UPDATE,
      {
        uuid: member.uuid,
        input: {
          firstName: 'Camille',
          lastName: 'Durand',
          organizationType: 'CABINET_COMPTABLE',
          companySize: 'SIZE_10000_PLUS',
          turnover: 'TURNOVER_200M_PLUS',
          position: 'CHEF_DE_MISSION',
          mobilePhone: '0612345678',
        },
      },
      { token: member.accessToken },
    );
    expect(dataOf(res).updateUser).toMatchObject({
      firstName: 'Camille',
      lastName: 'Durand',
      organizationType: 'CABINET_COMPTABLE',
      companySize: 'SIZE_10000_PLUS',
      turnover: 'TURNOVER_200M_PLUS',
      position: 'CHEF_DE_MISSION',
      mobilePhone: '0612345678',
      state: 'REGISTERED',
      enabled: true,
      role: 'ROLE_MEMBER',
    });
    const stored = await g.api.call<{ data: { data: Record<string, unknown> } }>(
      'GET',
      `/v1/users/${member.uuid}`,
      { token: member.accessToken },
    );
    expect(stored.body.data.data).toMatchObject({
      company_size: '10000+',
      turnover: '200M+',
      position: 'chef_de_mission',
      organization_type: 'cabinet_comptable',
    });

    // null clears; absent keeps.
    const cleared = await g.gql<{ updateUser: Record<string, unknown> }>(
      UPDATE,
      { uuid: member.uuid, input: { turnover: null } },
      { token: member.accessToken },
    );
    expect(dataOf(cleared).updateUser).toMatchObject({ turnover: null, companySize: 'SIZE_10000_PLUS' });
  });

  it("passes the API's field errors through (AUTRE needs its text; a bad phone)", async () => {
    const res = await g.gql(
      UPDATE,
      { uuid: member.uuid, input: { organizationType: 'AUTRE' } },
      { token: member.accessToken },
    );
    expect(errorOf(res)).toMatchObject({
      message: 'Certains champs sont invalides',
      extensions: {
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: [{ field: 'organizationType_other', message: 'Ce champ est obligatoire.' }],
      },
    });
    const phone = await g.gql(
      UPDATE,
      { uuid: member.uuid, input: { officePhone: 'abc' } },
      { token: member.accessToken },
    );
    expect(errorOf(phone).extensions?.fields).toEqual([
      expect.objectContaining({ message: 'Veuillez entrer un numéro de téléphone valide.' }),
    ]);
  });

  it("refuses a Member editing someone else's profile with the API's message", async () => {
    const res = await g.gql(
      UPDATE,
      { uuid: manager.uuid, input: { firstName: 'X' } },
      { token: member.accessToken },
    );
    expect(errorOf(res)).toMatchObject({
      message: "Vous n'avez pas accès à cet utilisateur.",
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('reads and writes the CRM common infos (whole list, then by field)', async () => {
    const q = 'query ($u: ID!) { crmCommonInfos(userUuid: $u) { field value } }';
    expect(dataOf(await g.gql(q, { u: member.uuid }, { token: member.accessToken }))).toEqual({
      crmCommonInfos: null,
    });
    const set = await g.gql<{ setCrmCommonInfos: unknown }>(
      `mutation ($u: ID!, $e: [CrmCommonInfoInput!]!) { setCrmCommonInfos(userUuid: $u, entries: $e) { field value } }`,
      {
        u: member.uuid,
        e: [
          { field: 'source', value: 'salon' },
          { field: 'score', value: 3 },
        ],
      },
      { token: member.accessToken },
    );
    expect(dataOf(set).setCrmCommonInfos).toEqual([
      { field: 'source', value: 'salon' },
      { field: 'score', value: 3 },
    ]);
    // CRM entries are the user's own: an Owner of the account may not write them.
    const byOwner = await g.gql(
      `mutation ($u: ID!, $e: CrmCommonInfoInput!) { setCrmCommonInfo(userUuid: $u, entry: $e) { field value } }`,
      { u: member.uuid, e: { field: 'score', value: 9 } },
      { token: owner.accessToken },
    );
    expect(errorOf(byOwner).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const one = await g.gql<{ setCrmCommonInfo: unknown }>(
      `mutation ($u: ID!, $e: CrmCommonInfoInput!) { setCrmCommonInfo(userUuid: $u, entry: $e) { field value } }`,
      { u: member.uuid, e: { field: 'score', value: true } },
      { token: member.accessToken },
    );
    expect(dataOf(one).setCrmCommonInfo).toEqual([
      { field: 'source', value: 'salon' },
      { field: 'score', value: true },
    ]);
    expect(
      errorOf(await g.gql(q, { u: member.uuid }, { token: manager.accessToken })).extensions,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(dataOf(await g.gql(q, { u: member.uuid }, { token: member.accessToken }))).toEqual({
      crmCommonInfos: [
        { field: 'source', value: 'salon' },
        { field: 'score', value: true },
      ],
    });
    const html = await g.gql(
      `mutation ($u: ID!, $e: CrmCommonInfoInput!) { setCrmCommonInfo(userUuid: $u, entry: $e) { field } }`,
      { u: member.uuid, e: { field: 'note', value: '<script>' } },
      { token: member.accessToken },
    );
    expect(errorOf(html).extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('access management', () => {
  const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { emailSent user { uuid email state role firstName } } }`;
  /** The token of the invitation link mailed to `email` (the API's outbox: no SMTP in tests). */
  const mailedToken = async (email: string) => {
    const mails = await outboxFor(g.api.db, email);
    return /\/group\/users\/password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1] ?? '';
  };
  const ROLE = `mutation ($u: ID!, $r: UserRole!) { changeUserRole(uuid: $u, role: $r) { uuid role } }`;

  it('invites a newcomer who then chooses a password through the public link', async () => {
    const email = `invite-${Date.now()}@exemple.fr`;
    const res = await g.gql<{
      inviteUser: { emailSent: boolean; user: Record<string, unknown> };
    }>(INVITE, { input: { email, role: 'ROLE_MEMBER', firstName: 'Inès' } }, { token: manager.accessToken });
    const invitation = dataOf(res).inviteUser;
    expect(invitation.emailSent).toBe(true);
    // Until accepted, the account sees the address and « invitation envoyée » only.
    expect(invitation.user).toMatchObject({ email, state: 'INVITED', role: 'ROLE_MEMBER', firstName: null });
    const token = await mailedToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,100}$/);

    const SET = `mutation ($t: String!, $p: String!, $c: String!) { setPasswordWithToken(token: $t, password: $p, passwordConfirmation: $c) { email state } }`;
    const mismatch = await g.gql(SET, { t: token, p: 'motdepasse1', c: 'autre-chose' });
    expect(errorOf(mismatch)).toMatchObject({
      message: 'Certains champs sont invalides',
      extensions: {
        fields: [{ field: 'password_confirmation', message: 'Les mots de passe ne correspondent pas.' }],
      },
    });
    const done = await g.gql(SET, { t: token, p: 'motdepasse1', c: 'motdepasse1' });
    expect(dataOf(done)).toEqual({ setPasswordWithToken: { email, state: 'REGISTERED' } });
    const again = await g.gql(SET, { t: token, p: 'motdepasse1', c: 'motdepasse1' });
    expect(errorOf(again)).toMatchObject({
      message: "Ce lien n'est plus valide, demandez une nouvelle invitation.",
      extensions: { code: 'NOT_FOUND' },
    });

    const twice = await g.gql(
      INVITE,
      { input: { email, role: 'ROLE_MEMBER' } },
      { token: owner.accessToken },
    );
    expect(errorOf(twice)).toMatchObject({
      message: 'Cet utilisateur fait déjà partie du compte.',
      extensions: { code: 'CONFLICT' },
    });
    const read = await g.gql<{ user: { state: string; firstName: string } }>(
      'query ($u: ID!) { user(uuid: $u) { state firstName } }',
      { u: invitation.user.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(read).user).toEqual({ state: 'REGISTERED', firstName: 'Inès' });
  });

  it('changes roles within the rank rules; Owner only by an Owner, and only for a confirmed user', async () => {
    const target = await g.api.newMember(owner.accountUuid, 'Role_Member');
    expect(
      dataOf(await g.gql(ROLE, { u: target.uuid, r: 'ROLE_MANAGER' }, { token: manager.accessToken })),
    ).toEqual({ changeUserRole: { uuid: target.uuid, role: 'ROLE_MANAGER' } });

    const byManager = await g.gql(ROLE, { u: target.uuid, r: 'ROLE_OWNER' }, { token: manager.accessToken });
    expect(errorOf(byManager)).toMatchObject({
      message: 'Seul un administrateur du compte peut nommer un administrateur.',
      extensions: { code: 'FORBIDDEN' },
    });

    const invited = await g.gql<{ inviteUser: { user: { uuid: string } } }>(
      INVITE,
      { input: { email: `pas-confirme-${Date.now()}@exemple.fr`, role: 'ROLE_MEMBER' } },
      { token: owner.accessToken },
    );
    const unconfirmed = dataOf(invited).inviteUser.user.uuid;
    const promote = await g.gql(ROLE, { u: unconfirmed, r: 'ROLE_OWNER' }, { token: owner.accessToken });
    expect(errorOf(promote)).toMatchObject({
      message: "Cette personne n'a pas encore accepté l'invitation.",
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    expect(
      dataOf(await g.gql(ROLE, { u: target.uuid, r: 'ROLE_OWNER' }, { token: owner.accessToken })),
    ).toEqual({ changeUserRole: { uuid: target.uuid, role: 'ROLE_OWNER' } });

    const self = await g.gql(ROLE, { u: owner.uuid, r: 'ROLE_MEMBER' }, { token: owner.accessToken });
    expect(errorOf(self).message).toBe(
      'Vous ne pouvez pas effectuer cette action sur votre propre utilisateur.',
    );
  });

  it('blocks and unblocks a member (then the state reads back)', async () => {
    const target = await g.api.newMember(owner.accountUuid, 'Role_Member');
    const block = await g.gql<{ blockUser: Record<string, unknown> }>(
      'mutation ($u: ID!) { blockUser(uuid: $u) { uuid state enabled } }',
      { u: target.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(block).blockUser).toEqual({ uuid: target.uuid, state: 'BLOCKED', enabled: false });
    const read = await g.gql<{ user: { state: string } }>(
      'query ($u: ID!) { user(uuid: $u) { state } }',
      { u: target.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(read).user.state).toBe('BLOCKED');
    const unblock = await g.gql<{ unblockUser: Record<string, unknown> }>(
      'mutation ($u: ID!) { unblockUser(uuid: $u) { state enabled } }',
      { u: target.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(unblock).unblockUser).toEqual({ state: 'REGISTERED', enabled: true });
  });

  it("removes a member and reports the transfer of their FECs to the account's administrator", async () => {
    const target = await g.api.newMember(owner.accountUuid, 'Role_Manager');
    await insertFec(g.api, target, realFec('000000000FEC20231231.txt'));
    await insertFec(g.api, target, realFec('000000000FEC20231231.txt'));
    const res = await g.gql<{ removeUser: Record<string, unknown> }>(
      'mutation ($u: ID!) { removeUser(uuid: $u) { removed userDeleted fecsTransferred transferredTo } }',
      { u: target.uuid },
      { token: manager.accessToken },
    );
    // The person is never deleted by an account: only their membership goes.
    expect(dataOf(res).removeUser).toEqual({
      removed: true,
      userDeleted: false,
      fecsTransferred: 2,
      transferredTo: owner.uuid,
    });
    const gone = await g.gql(
      'query ($u: ID!) { user(uuid: $u) { uuid } }',
      { u: target.uuid },
      { token: owner.accessToken },
    );
    expect(errorOf(gone).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('deletes one own profile; the FECs go to the administrator', async () => {
    const leaver = await g.api.newMember(owner.accountUuid, 'Role_Member');
    await insertFec(g.api, leaver, realFec('000000000FEC20231231.txt'));
    const res = await g.gql<{ deleteMyProfile: Record<string, unknown> }>(
      'mutation { deleteMyProfile { deleted transferredTo { accountUuid userUuid } } }',
      {},
      { token: leaver.accessToken },
    );
    expect(dataOf(res).deleteMyProfile).toEqual({
      deleted: true,
      transferredTo: [{ accountUuid: owner.accountUuid, userUuid: owner.uuid }],
    });
    const fecs = await g.api.db
      .selectFrom('fecs')
      .select('owner_uuid')
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    expect(fecs.every((f) => f.owner_uuid !== leaver.uuid)).toBe(true);
  });
});
