import type { TestDatabase } from '../../../platform/db';
import { passwordAuth, signIn, uniqueEmail } from '../../../identity/src/testing/flows';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { outboxFor } from '../mail';
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
  user: { uuid: string; state: string; userRole: string; email: string; first_name: string | null };
  email_sent: boolean;
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
/** The invitation link of the last mail sent to `email` (the API's outbox: no SMTP in tests). */
async function invitationLink(email: string): Promise<string> {
  const mails = await outboxFor(h.db, email);
  const text = mails.at(-1)?.text_body ?? '';
  const token = /\/group\/users\/password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}: ${text}`);
  return `/v1/group/users/password/${token}`;
}
/** The invitee accepts from the notice shown after signing in. */
const accept = (token: string, accountUuid: string) =>
  h.call<ErrorBody>('POST', `/v1/invitations/${accountUuid}/accept`, { token });
const auditActions = async (actor: string) =>
  (await h.db.selectFrom('audit_log').select('action').where('actor_uuid', '=', actor).execute()).map(
    (r) => r.action,
  );

describe('Invitations', () => {
  it('invites a newcomer: no temporary password, an emailed one-time link where they choose one and join', async () => {
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
    expect(invited).toMatchObject({
      email_sent: true,
      user: { email, state: 'invited', userRole: 'Role_Manager', first_name: null },
    });
    expect((await h.deps.identity.getUser(email))?.status).toBe('FORCE_CHANGE_PASSWORD');
    // The identity service sends nothing (no temporary password); the product's mail carries the link.
    expect(await h.identity.service.outbox(email)).toEqual([]);
    const [mail] = await outboxFor(h.db, email);
    expect(mail.subject).toContain('Invitation à rejoindre');
    expect(mail.text_body).toContain('http://127.0.0.1:3000/group/users/password/');
    const path = await invitationLink(email);

    // Until they accept, the account lists the address only, as « invitation envoyée ».
    const listed = dataOf<{ uuid: string; state: string }[]>(
      await h.call('GET', '/v1/users', { token: owner.accessToken }),
    );
    expect(listed.find((u) => u.uuid === invited.user.uuid)?.state).toBe('invited');

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
    expect(await auditActions(owner.uuid)).toContain(`membership.invite ${invited.user.uuid} Role_Manager`);
  });

  it('invites an existing user: pending until they accept, same answer as for a newcomer; twice is a conflict', async () => {
    const owner = await h.newOwner();
    const other = await h.newOwner();
    const res = await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    expect(res.status).toBe(200);
    // Nothing tells the inviter that this address already had an account.
    expect(dataOf<Invited>(res)).toMatchObject({
      email_sent: true,
      user: { uuid: other.uuid, state: 'invited', first_name: null, userRole: 'Role_Member' },
    });
    const again = await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Une invitation a déjà été envoyée à cette adresse.');
    const [mail] = await outboxFor(h.db, other.email);
    expect(mail.text_body).toContain('Connectez-vous pour accepter ou refuser');

    // The invitee's own account is untouched, and the inviting account is not theirs yet.
    const accounts = dataOf<Account[]>(await h.call('GET', '/v1/accounts', { token: other.accessToken }));
    expect(accounts.map((a) => a.uuid)).toEqual([other.accountUuid]);
    const me = dataOf<{ pending_invitations: { account_uuid: string; role: string; invited_by: string }[] }>(
      await h.call('GET', '/v1/users/me', { token: other.accessToken }),
    );
    expect(me.pending_invitations).toEqual([
      expect.objectContaining({
        account_uuid: owner.accountUuid,
        role: 'Role_Member',
        invited_by: owner.email,
      }),
    ]);
    const select = await h.call('PUT', '/v1/users/me/current-account', {
      token: other.accessToken,
      body: { account_uuid: owner.accountUuid },
    });
    expect(select.status).toBe(403);

    expect((await accept(other.accessToken, owner.accountUuid)).status).toBe(200);
    const after = dataOf<Account[]>(await h.call('GET', '/v1/accounts', { token: other.accessToken }));
    expect(after.map((a) => [a.uuid, a.role])).toEqual([
      [other.accountUuid, 'Role_Owner'],
      [owner.accountUuid, 'Role_Member'],
    ]);
    expect((await accept(other.accessToken, owner.accountUuid)).status).toBe(404);
    const member = dataOf<{ state: string; first_name: string | null }>(
      await h.call('GET', `/v1/users/${other.uuid}`, { token: owner.accessToken }),
    );
    expect(member.state).toBe('registered');
  });

  it('a declined invitation disappears; only the invitee answers it', async () => {
    const owner = await h.newOwner();
    const other = await h.newOwner();
    const stranger = await h.newOwner();
    await invite(owner.accessToken, { email: other.email, role: 'Role_Manager' });
    expect((await accept(stranger.accessToken, owner.accountUuid)).status).toBe(404);
    const declined = await h.call('POST', `/v1/invitations/${owner.accountUuid}/decline`, {
      token: other.accessToken,
    });
    expect(declined.status).toBe(200);
    const listed = dataOf<{ uuid: string }[]>(await h.call('GET', '/v1/users', { token: owner.accessToken }));
    expect(listed.map((u) => u.uuid)).not.toContain(other.uuid);
    expect(dataOf<unknown[]>(await h.call('GET', '/v1/invitations', { token: other.accessToken }))).toEqual(
      [],
    );
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
  it('an Owner promotes a confirmed member to Owner; an invitee who has not accepted is refused', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const email = uniqueEmail();
    const invited = dataOf<Invited>(await invite(owner.accessToken, { email, role: 'Role_Member' }));
    const refused = await setRole(owner.accessToken, invited.user.uuid, 'Role_Owner');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Cette personne n'a pas encore accepté l'invitation.");
    const link = await invitationLink(email);
    await h.call('POST', link, { body: { password: 'choisi-ici', password_confirmation: 'choisi-ici' } });
    expect((await setRole(owner.accessToken, invited.user.uuid, 'Role_Owner')).status).toBe(200);
    const promoted = await setRole(owner.accessToken, member.uuid, 'Role_Owner');
    expect(promoted.status).toBe(200);
    expect(dataOf<{ userRole: string }>(promoted).userRole).toBe('Role_Owner');
    expect(await auditActions(owner.uuid)).toContain(
      `membership.role ${member.uuid} Role_Member -> Role_Owner`,
    );
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
  it('blocks a member in this account only: they keep their sign-in and their own account', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const res = await h.call('POST', `/v1/accounts/current/users/${member.uuid}/block`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ state: 'blocked', enabled: false });
    // The person is not disabled anywhere: the identity service still signs them in.
    expect((await h.deps.identity.getUser(member.sub))?.enabled).toBe(true);
    await expect(passwordAuth(h.identity, member.email, member.password)).resolves.toBeTruthy();
    // Their only account blocks them: the API says so.
    const refused = await h.call<ErrorBody>('GET', '/v1/users/me', { token: member.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Votre accès à ce compte a été bloqué par son administrateur.');
    const back = await h.call('POST', `/v1/accounts/current/users/${member.uuid}/unblock`, {
      token: owner.accessToken,
    });
    expect(dataOf(back)).toMatchObject({ state: 'registered', enabled: true });
    expect((await h.call('GET', '/v1/users/me', { token: member.accessToken })).status).toBe(200);
    expect(await auditActions(owner.uuid)).toEqual(
      expect.arrayContaining([`membership.block ${member.uuid}`, `membership.unblock ${member.uuid}`]),
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

    // Someone with an account of their own, blocked here, goes on working there.
    const other = await h.newOwner();
    await invite(owner.accessToken, { email: other.email, role: 'Role_Member' });
    await accept(other.accessToken, owner.accountUuid);
    await h.call('PUT', '/v1/users/me/current-account', {
      token: other.accessToken,
      body: { account_uuid: owner.accountUuid },
    });
    await h.call('POST', `/v1/accounts/current/users/${other.uuid}/block`, { token: owner.accessToken });
    const me = dataOf<{ current_account: { uuid: string } }>(
      await h.call('GET', '/v1/users/me', { token: other.accessToken }),
    );
    expect(me.current_account.uuid).toBe(other.accountUuid);
    const reselect = await h.call<ErrorBody>('PUT', '/v1/users/me/current-account', {
      token: other.accessToken,
      body: { account_uuid: owner.accountUuid },
    });
    expect(reselect.status).toBe(403);
  });

  it('removing a member gives their FECs to the Owner and never deletes the person', async () => {
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
      user_deleted: false,
      fecs_transferred: 1,
      transferred_to: owner.uuid,
    });
    expect(await fecOwner(h, fec)).toBe(owner.uuid);
    expect((await h.deps.identity.getUser(member.sub))?.enabled).toBe(true);
    expect(await auditActions(manager.uuid)).toContain(`membership.remove ${member.uuid}`);
    // Left without any account, they get one of their own at their next call.
    const me = dataOf<{ current_account: { uuid: string; role: string } }>(
      await h.call('GET', '/v1/users/me', { token: member.accessToken }),
    );
    expect(me.current_account.role).toBe('Role_Owner');
    expect(me.current_account.uuid).not.toBe(owner.accountUuid);

    // Cancelling the invitation of a newcomer who never came erases that stub.
    const email = uniqueEmail();
    const invited = dataOf<Invited>(await invite(owner.accessToken, { email, role: 'Role_Member' }));
    const cancelled = dataOf<{ user_deleted: boolean }>(
      await h.call('DELETE', `/v1/accounts/current/users/${invited.user.uuid}`, { token: owner.accessToken }),
    );
    expect(cancelled.user_deleted).toBe(true);
    expect(await h.deps.identity.getUser(email)).toBeUndefined();
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
    await accept(a.accessToken, b.accountUuid);
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

  it('switching: an unknown account is refused like a foreign one; staff acting as the user cannot move it', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    await invite(b.accessToken, { email: a.email, role: 'Role_Member' });
    await accept(a.accessToken, b.accountUuid);
    const stored = async () =>
      (
        await h.db
          .selectFrom('users')
          .select('current_account_uuid')
          .where('uuid', '=', a.uuid)
          .executeTakeFirstOrThrow()
      ).current_account_uuid;
    const before = await stored();
    const unknown = await h.call<ErrorBody>('PUT', '/v1/users/me/current-account', {
      token: a.accessToken,
      body: { account_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toBe('Vous ne faites pas partie de ce compte.');
    const staff = await h.newMember((await h.newOwner()).accountUuid, 'Role_Member', ['Role_CS']);
    const acting = await h.call<ErrorBody>('PUT', '/v1/users/me/current-account', {
      token: staff.accessToken,
      headers: { impersonate: JSON.stringify({ account_uuid: a.accountUuid, user_uuid: a.uuid }) },
      body: { account_uuid: b.accountUuid },
    });
    expect(acting.status).toBe(403);
    expect(acting.body.message).toBe("Cette action est réservée à l'utilisateur lui-même.");
    expect(await stored()).toBe(before);
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
    // Both had no other account: they are deleted with it, their sign-in included (issue 34).
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
    expect(await h.deps.identity.getUser(manager.sub)).toBeUndefined();
    expect((await h.call('GET', '/v1/users/me', { token: manager.accessToken })).status).toBe(401);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    expect(audit.map((a) => a.action)).toContain(`account.delete ${owner.accountUuid}`);
  });
});
