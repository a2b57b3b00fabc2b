import type { TestDatabase } from '../../../platform/db';
import { passwordAuth, signIn, uniqueEmail } from '../../../identity/src/testing/flows';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf, fecOwner, insertFec } from '../users/test-support';

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
type Invited = {
  user: { uuid: string; state: string; userRole: string };
  invited: boolean;
  link: string | null;
};
type Account = {
  uuid: string;
  name: string;
  role: string;
  current: boolean;
  features_in_account: Record<string, unknown>;
};

const invite = (token: string, body: Record<string, unknown>) =>
  h.call<ErrorBody>('POST', '/v1/accounts/current/users', { token, body });
const setRole = (token: string, uuid: string, role: string) =>
  h.call<ErrorBody>('PUT', `/v1/accounts/current/users/${uuid}/role`, { token, body: { role } });
const auditActions = async (actor: string) =>
  (await h.db.selectFrom('audit_log').select('action').where('actor_uuid', '=', actor).execute()).map(
    (r) => r.action,
  );

describe('Invitations', () => {
  it('invites a newcomer: identity invitation, state invited, a one-time password link that confirms them', async () => {
    const owner = await h.newOwner();
    const email = uniqueEmail('invite');
    const res = await invite(owner.accessToken, {
      email,
      role: 'Role_Manager',
      first_name: 'Paul',
      last_name: 'Durand',
    });
    expect(res.status).toBe(200);
    const invited = dataOf<Invited>(res);
    expect(invited).toMatchObject({ invited: true, user: { state: 'invited', userRole: 'Role_Manager' } });
    expect(invited.link).toMatch(/^\/group\/users\/password\/[A-Za-z0-9_-]{40,}$/);
    expect((await h.deps.identity.getUser(email))?.status).toBe('FORCE_CHANGE_PASSWORD');
    const [mail] = await h.identity.service.outbox(email);
    expect(mail.subject).toBe('Votre invitation à FEC Analyse');

    const path = `/v1${invited.link}`;
    const mismatch = await h.call<ErrorBody>('POST', path, {
      body: { password: 'nouveau-mdp', password_confirmation: 'autre-mdp' },
    });
    expect(mismatch.status).toBe(400);
    const set = await h.call('POST', path, {
      body: { password: 'nouveau-mdp', password_confirmation: 'nouveau-mdp' },
    });
    expect(set.status).toBe(200);
    expect(dataOf(set)).toEqual({ email, state: 'registered' });
    const tokens = await signIn(h.identity, email, 'nouveau-mdp');
    const me = dataOf<{ uuid: string; current_account: { uuid: string; role: string } }>(
      await h.call('GET', '/v1/users/me', { token: tokens.AccessToken }),
    );
    expect(me).toMatchObject({
      uuid: invited.user.uuid,
      current_account: { uuid: owner.accountUuid, role: 'Role_Manager' },
    });
    // One time only.
    const reused = await h.call<ErrorBody>('POST', path, {
      body: { password: 'encore-un', password_confirmation: 'encore-un' },
    });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe("Ce lien n'est plus valide, demandez une nouvelle invitation.");
    const bogus = await h.call('POST', '/v1/group/users/password/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', {
      body: { password: 'encore-un', password_confirmation: 'encore-un' },
    });
    expect(bogus.status).toBe(404);
    expect(await auditActions(owner.uuid)).toContain(`user.invite ${invited.user.uuid} Role_Manager`);
  });

  it('adds an existing product user without an invitation; twice is a conflict', async () => {
    const owner = await h.newOwner();
    const other = await h.newOwner();
    const res = await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    expect(res.status).toBe(200);
    expect(dataOf<Invited>(res)).toMatchObject({ invited: false, link: null, user: { uuid: other.uuid } });
    const again = await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cet utilisateur fait déjà partie du compte.');
  });

  it('a Manager invites Managers and Members, not Owners; a Member invites nobody', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    expect((await invite(manager.accessToken, { email: uniqueEmail(), role: 'Role_Manager' })).status).toBe(
      200,
    );
    expect((await invite(manager.accessToken, { email: uniqueEmail(), role: 'Role_Member' })).status).toBe(
      200,
    );
    expect((await invite(manager.accessToken, { email: uniqueEmail(), role: 'Role_Owner' })).status).toBe(
      400,
    );
    expect((await invite(member.accessToken, { email: uniqueEmail(), role: 'Role_Member' })).status).toBe(
      403,
    );
    const bad = await invite(owner.accessToken, { email: 'x', role: 'Role_Chef', first_name: '<i>' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'first_name', 'role']);
  });
});

describe('Roles', () => {
  it('an Owner promotes a confirmed user to Owner; an unconfirmed one is refused', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const invited = dataOf<Invited>(
      await invite(owner.accessToken, { email: uniqueEmail(), role: 'Role_Member' }),
    );
    const refused = await setRole(owner.accessToken, invited.user.uuid, 'Role_Owner');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "L'utilisateur doit avoir confirmé son compte pour devenir administrateur.",
    );
    // Having chosen a password at the identity service's first sign-in counts as confirmed too.
    await h.deps.identity.setPassword(
      (
        await h.db
          .selectFrom('users')
          .select('sub')
          .where('uuid', '=', invited.user.uuid)
          .executeTakeFirstOrThrow()
      ).sub,
      'choisi-ailleurs',
    );
    expect((await setRole(owner.accessToken, invited.user.uuid, 'Role_Owner')).status).toBe(200);
    const promoted = await setRole(owner.accessToken, member.uuid, 'Role_Owner');
    expect(promoted.status).toBe(200);
    expect(dataOf<{ userRole: string }>(promoted).userRole).toBe('Role_Owner');
    expect(await auditActions(owner.uuid)).toContain(`user.role ${member.uuid} Role_Member -> Role_Owner`);
  });

  it('a Manager changes roles up to Manager, never Owner, and never touches an Owner', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    expect((await setRole(manager.accessToken, member.uuid, 'Role_Supervisor')).status).toBe(200);
    expect((await setRole(manager.accessToken, member.uuid, 'Role_Manager')).status).toBe(200);
    const owners = await setRole(manager.accessToken, member.uuid, 'Role_Owner');
    expect(owners.status).toBe(403);
    expect(owners.body.message).toBe('Seul un administrateur du compte peut nommer un administrateur.');
    expect((await setRole(manager.accessToken, owner.uuid, 'Role_Member')).status).toBe(403);
    expect((await setRole(manager.accessToken, manager.uuid, 'Role_Member')).status).toBe(400);
    const supervisor = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    expect((await setRole(supervisor.accessToken, member.uuid, 'Role_Member')).status).toBe(403);
    const stranger = await h.newOwner();
    expect((await setRole(stranger.accessToken, member.uuid, 'Role_Member')).status).toBe(403);
    expect((await setRole(owner.accessToken, crypto.randomUUID(), 'Role_Member')).status).toBe(404);
  });
});

describe('Blocking and removing', () => {
  it('block disables the user at the identity service and in the API; unblock lets them back', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const res = await h.call('POST', `/v1/accounts/current/users/${member.uuid}/block`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ state: 'blocked', enabled: false });
    expect((await h.deps.identity.getUser(member.sub))?.enabled).toBe(false);
    expect((await h.call('GET', '/v1/users/me', { token: member.accessToken })).status).toBe(403);
    await expect(passwordAuth(h.identity, member.email, member.password)).rejects.toThrow(
      'User is disabled.',
    );
    const back = await h.call('POST', `/v1/accounts/current/users/${member.uuid}/unblock`, {
      token: owner.accessToken,
    });
    expect(dataOf(back)).toMatchObject({ state: 'registered', enabled: true });
    const tokens = await signIn(h.identity, member.email, member.password);
    expect((await h.call('GET', '/v1/users/me', { token: tokens.AccessToken })).status).toBe(200);
    expect(await auditActions(owner.uuid)).toEqual(
      expect.arrayContaining([`user.block ${member.uuid}`, `user.unblock ${member.uuid}`]),
    );
    // A Manager cannot block the Owner, nobody blocks themselves.
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    expect(
      (await h.call('POST', `/v1/accounts/current/users/${owner.uuid}/block`, { token: manager.accessToken }))
        .status,
    ).toBe(403);
    expect(
      (await h.call('POST', `/v1/accounts/current/users/${owner.uuid}/block`, { token: owner.accessToken }))
        .status,
    ).toBe(400);
  });

  it('removing a member gives their FECs to the Owner; alone elsewhere they are deleted', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const fec = await insertFec(h, owner.accountUuid, member.uuid);
    const res = await h.call('DELETE', `/v1/accounts/current/users/${member.uuid}`, {
      token: manager.accessToken,
    });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({
      removed: true,
      user_deleted: true,
      fecs_transferred: 1,
      transferred_to: owner.uuid,
    });
    expect(await fecOwner(h, fec)).toBe(owner.uuid);
    expect(await h.deps.identity.getUser(member.sub)).toBeUndefined();
    expect(await auditActions(manager.uuid)).toContain(`user.remove ${member.uuid}`);

    // Someone with another account only leaves this one.
    const other = await h.newOwner();
    await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    const kept = dataOf<{ user_deleted: boolean }>(
      await h.call('DELETE', `/v1/accounts/current/users/${other.uuid}`, { token: owner.accessToken }),
    );
    expect(kept.user_deleted).toBe(false);
    expect((await h.call('GET', '/v1/users/me', { token: other.accessToken })).status).toBe(200);
    expect(
      (await h.call('DELETE', `/v1/accounts/current/users/${owner.uuid}`, { token: manager.accessToken }))
        .status,
    ).toBe(403);
  });
});

describe('Accounts', () => {
  it('lists my accounts, selects another one (members only), batch by ids with 403 for foreign ones', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    const c = await h.newOwner();
    await invite(b.accessToken, { email: a.email, role: 'Role_Member' });
    const list = dataOf<Account[]>(await h.call('GET', '/v1/accounts', { token: a.accessToken }));
    expect(list.map((x) => [x.uuid, x.role, x.current])).toEqual([
      [a.accountUuid, 'Role_Owner', true],
      [b.accountUuid, 'Role_Member', false],
    ]);
    const sel = await h.call('PUT', '/v1/users/me/current-account', {
      token: a.accessToken,
      body: { account_uuid: b.accountUuid },
    });
    expect(sel.status).toBe(200);
    const me = dataOf<{ current_account: { uuid: string; role: string } }>(
      await h.call('GET', '/v1/users/me', { token: a.accessToken }),
    );
    expect(me.current_account).toMatchObject({ uuid: b.accountUuid, role: 'Role_Member' });
    const foreign = await h.call<ErrorBody>('PUT', '/v1/users/me/current-account', {
      token: a.accessToken,
      body: { account_uuid: c.accountUuid },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Vous ne faites pas partie de ce compte.');
    const byIds = await h.call('GET', '/v1/accounts', {
      token: a.accessToken,
      query: { ids: b.accountUuid },
    });
    expect(dataOf<Account[]>(byIds).map((x) => x.uuid)).toEqual([b.accountUuid]);
    expect(
      (await h.call('GET', '/v1/accounts', { token: a.accessToken, query: { ids: c.accountUuid } })).status,
    ).toBe(403);
  });

  it('the Owner renames the account and sets its branding; others may not', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const body = {
      name: 'Cabinet Roux',
      features_in_account: {
        branding: { principal_color: { value: '#112233' }, logo: { value: 'https://exemple.fr/logo.png' } },
      },
    };
    const res = await h.call('PUT', '/v1/accounts/current', { token: owner.accessToken, body });
    expect(res.status).toBe(200);
    const account = dataOf<Account>(
      await h.call('GET', '/v1/accounts/current', { token: manager.accessToken }),
    );
    expect(account).toMatchObject({ name: 'Cabinet Roux', role: 'Role_Manager', current: true });
    expect(account.features_in_account).toMatchObject({
      branding: { principal_color: { value: '#112233' }, logo: { value: 'https://exemple.fr/logo.png' } },
      import: { enabled: true, api_only: false },
    });
    expect((await h.call('PUT', '/v1/accounts/current', { token: manager.accessToken, body })).status).toBe(
      403,
    );
    const bad = await h.call<ErrorBody>('PUT', '/v1/accounts/current', {
      token: owner.accessToken,
      body: {
        features_in_account: {
          branding: { secondary_color: { value: 'red' }, logo: { value: 'javascript:x' } },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Veuillez entrer une couleur au format #RRGGBB.']),
    );
    const html = await h.call<ErrorBody>('PUT', '/v1/accounts/current', {
      token: owner.accessToken,
      body: { name: '<b>' },
    });
    expect(html.body.errors?.[0].message).toBe('Un champ contient des caractères invalides');
    // An empty value removes the entry.
    await h.call('PUT', '/v1/accounts/current', {
      token: owner.accessToken,
      body: { features_in_account: { branding: { logo: { value: '' } } } },
    });
    const after = dataOf<Account>(await h.call('GET', '/v1/accounts/current', { token: owner.accessToken }));
    expect(after.features_in_account.branding).toEqual({ principal_color: { value: '#112233' } });
  });

  it('only the Owner deletes the account, once its files are removed', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    expect((await h.call('DELETE', '/v1/accounts/current', { token: manager.accessToken })).status).toBe(403);
    const fec = await insertFec(h, owner.accountUuid, owner.uuid);
    const refused = await h.call<ErrorBody>('DELETE', '/v1/accounts/current', { token: owner.accessToken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Supprimez d’abord les fichiers du compte avant de le supprimer.');
    await h.db.deleteFrom('fecs').where('uuid', '=', fec).execute();
    const res = await h.call('DELETE', '/v1/accounts/current', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(dataOf<{ deleted_users: string[] }>(res).deleted_users.sort()).toEqual(
      [owner.uuid, manager.uuid].sort(),
    );
    expect(
      await h.db
        .selectFrom('accounts')
        .select('uuid')
        .where('uuid', '=', owner.accountUuid)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(await h.deps.identity.getUser(owner.sub)).toBeUndefined();
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    expect(audit.map((a) => a.action)).toContain(`account.delete ${owner.accountUuid}`);
  });
});
