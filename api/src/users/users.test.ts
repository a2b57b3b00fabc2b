import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf, fecOwner, insertFec } from './test-support';

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

type User = Record<string, unknown> & { uuid: string; email: string; userRole: string | null };
type ErrorBody = { status: number; message: string; errors?: { field: string; message: string }[] };

describe('GET/PUT v1/users/{id}', () => {
  it("reads and edits one's own profile with the option lists", async () => {
    const owner = await h.newOwner();
    const put = await h.call('PUT', `/v1/users/${owner.uuid}`, {
      token: owner.accessToken,
      body: {
        first_name: 'Inès',
        last_name: 'Roux',
        organization_type: 'cabinet_comptable',
        company: 'Roux & Associés',
        turnover: '500K-1M',
        company_size: '11-50',
        office_phone: '+33 1 23 45 67 89',
        mobile_phone: '06 12 34 56 78',
        position: 'chef_de_mission',
      },
    });
    expect(put.status).toBe(200);
    const got = dataOf<User>(await h.call('GET', `/v1/users/${owner.uuid}`, { token: owner.accessToken }));
    expect(got).toMatchObject({
      uuid: owner.uuid,
      email: owner.email,
      first_name: 'Inès',
      user_details: { first_name: 'Inès', last_name: 'Roux' },
      organization_type: 'cabinet_comptable',
      company: 'Roux & Associés',
      turnover: '500K-1M',
      company_size: '11-50',
      mobile_phone: '06 12 34 56 78',
      position: 'chef_de_mission',
      state: 'registered',
      enabled: true,
      userRole: 'Role_Owner',
    });
    // '' clears a phone.
    await h.call('PUT', `/v1/users/${owner.uuid}`, { token: owner.accessToken, body: { office_phone: '' } });
    const cleared = dataOf<User>(
      await h.call('GET', `/v1/users/${owner.uuid}`, { token: owner.accessToken }),
    );
    expect(cleared.office_phone).toBeNull();
  });

  it('"autre" needs its *_other text', async () => {
    const owner = await h.newOwner();
    const res = await h.call<ErrorBody>('PUT', `/v1/users/${owner.uuid}`, {
      token: owner.accessToken,
      body: { organization_type: 'autre', position: 'autre', position_other: 'Trésorier' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Certains champs sont invalides');
    expect(res.body.errors).toEqual([
      { field: 'organizationType_other', message: 'Ce champ est obligatoire.' },
    ]);
    const ok = await h.call('PUT', `/v1/users/${owner.uuid}`, {
      token: owner.accessToken,
      body: {
        organization_type: 'autre',
        organizationType_other: 'Association',
        position: 'autre',
        position_other: 'Trésorier',
      },
    });
    expect(ok.status).toBe(200);
    expect(dataOf<User>(ok)).toMatchObject({
      organizationType_other: 'Association',
      position_other: 'Trésorier',
    });
  });

  it('refuses bad input: unknown options, bad phones, wrong types, markup, oversized bodies', async () => {
    const owner = await h.newOwner();
    const put = (body: unknown) =>
      h.call<ErrorBody>('PUT', `/v1/users/${owner.uuid}`, { token: owner.accessToken, body });
    const option = await put({ company_size: '3-7' });
    expect(option.status).toBe(400);
    expect(option.body.errors?.[0]).toEqual({ field: 'company_size', message: 'Format incorrect.' });
    const phone = await put({ mobile_phone: 'appelle-moi' });
    expect(phone.body.errors?.[0]).toEqual({
      field: 'mobile_phone',
      message: 'Veuillez entrer un numéro de téléphone valide.',
    });
    expect((await put({ first_name: 42 })).status).toBe(400);
    const html = await put({ last_name: '<script>alert(1)</script>' });
    expect(html.status).toBe(400);
    expect(html.body.errors?.[0]).toEqual({
      field: 'last_name',
      message: 'Un champ contient des caractères invalides',
    });
    const big = await put({ company: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.status).toBe(413);
    expect((await h.call('GET', '/v1/users/not-a-uuid', { token: owner.accessToken })).status).toBe(400);
    const unknown = await h.call<ErrorBody>('GET', `/v1/users/${crypto.randomUUID()}`, {
      token: owner.accessToken,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cet utilisateur n'existe pas.");
  });

  it('keeps users to their account: another account gets 403 by id and by batch', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    const res = await h.call<ErrorBody>('GET', `/v1/users/${a.uuid}`, { token: b.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous n'avez pas accès à cet utilisateur.");
    expect(
      (await h.call('PUT', `/v1/users/${a.uuid}`, { token: b.accessToken, body: { first_name: 'X' } }))
        .status,
    ).toBe(403);
    const batch = await h.call('GET', '/v1/users', {
      token: b.accessToken,
      query: { ids: `${b.uuid},${a.uuid}` },
    });
    expect(batch.status).toBe(403);
    for (const path of [`/v1/users/crmCommonInfos/${a.uuid}`]) {
      expect((await h.call('GET', path, { token: b.accessToken })).status).toBe(403);
    }
    expect(
      (
        await h.call('PUT', `/v1/users/updateEmail/${a.uuid}`, {
          token: b.accessToken,
          body: { email: 'x@exemple.fr' },
        })
      ).status,
    ).toBe(403);
  });

  it('a profile is its owner’s: no administrator of any account edits another user’s; staff may', async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const edit = (token: string, uuid: string) =>
      h.call('PUT', `/v1/users/${uuid}`, { token, body: { first_name: 'Pirate' } });
    expect((await edit(manager.accessToken, member.uuid)).status).toBe(403);
    expect((await edit(owner.accessToken, manager.uuid)).status).toBe(403);
    expect((await edit(member.accessToken, manager.uuid)).status).toBe(403);
    expect((await edit(member.accessToken, member.uuid)).status).toBe(200);
    const untouched = await h.db
      .selectFrom('users')
      .select('first_name')
      .where('uuid', '=', manager.uuid)
      .executeTakeFirstOrThrow();
    expect(untouched.first_name).toBeNull();
    // Internal staff acting as themselves may correct a profile.
    const staff = await h.newMember((await h.newOwner()).accountUuid, 'Role_Member', ['Role_CS']);
    expect((await edit(staff.accessToken, manager.uuid)).status).toBe(200);
    expect((await h.call('GET', `/v1/users/${owner.uuid}`, { token: member.accessToken })).status).toBe(403);
    expect((await h.call('GET', `/v1/users/${owner.uuid}`, { token: manager.accessToken })).status).toBe(200);
  });
});

describe('GET v1/users (batch and pages)', () => {
  it('reads many by ids, leaves unknown ids out, and pages the account', async () => {
    const owner = await h.newOwner();
    const m1 = await h.newMember(owner.accountUuid, 'Role_Member');
    const m2 = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    const batch = await h.call('GET', '/v1/users', {
      token: owner.accessToken,
      query: { ids: `${m1.uuid},${m2.uuid},${crypto.randomUUID()}` },
    });
    expect(batch.status).toBe(200);
    const users = dataOf<User[]>(batch);
    expect(users.map((u) => u.uuid).sort()).toEqual([m1.uuid, m2.uuid].sort());
    expect(users.find((u) => u.uuid === m2.uuid)?.userRole).toBe('Role_Supervisor');

    const page1 = await h.call('GET', '/v1/users', {
      token: owner.accessToken,
      query: { limit: 2, offset: 0 },
    });
    expect(page1.headers.get('x-total-count')).toBe('3');
    expect(dataOf<User[]>(page1).map((u) => u.uuid)).toEqual([owner.uuid, m1.uuid]);
    const page2 = dataOf<User[]>(
      await h.call('GET', '/v1/users', { token: owner.accessToken, query: { limit: 2, offset: 2 } }),
    );
    expect(page2.map((u) => u.uuid)).toEqual([m2.uuid]);
    expect((await h.call('GET', '/v1/users', { token: owner.accessToken, query: { limit: 0 } })).status).toBe(
      400,
    );
    expect(
      (await h.call('GET', '/v1/users', { token: owner.accessToken, query: { ids: 'nope' } })).status,
    ).toBe(400);
    // A Member lists only themselves.
    const mine = dataOf<User[]>(await h.call('GET', '/v1/users', { token: m1.accessToken }));
    expect(mine.map((u) => u.uuid)).toEqual([m1.uuid]);
  });

  it('serves the option lists without a token', async () => {
    const res = await h.call('GET', '/v1/users/profile-options');
    expect(res.status).toBe(200);
    const lists = dataOf<Record<string, { value: string; label: string }[]>>(res);
    expect(lists.company_sizes.map((o) => o.value)).toContain('10000+');
    expect(lists.turnovers.map((o) => o.value)).toEqual(expect.arrayContaining(['0-500K', '1B+', '200M+']));
  });
});

describe('CRM common infos', () => {
  it('answers null at first, then the list; by field replaces one entry', async () => {
    const owner = await h.newOwner();
    const path = `/v1/users/crmCommonInfos/${owner.uuid}`;
    expect(dataOf(await h.call('GET', path, { token: owner.accessToken }))).toBeNull();
    const put = await h.call('PUT', path, {
      token: owner.accessToken,
      body: {
        crm_common_infos: [
          { field: 'source', value: 'salon' },
          { field: 'nps', value: 9 },
        ],
      },
    });
    expect(put.status).toBe(200);
    await h.call('PUT', `/v1/users/crmCommonInfosByField/${owner.uuid}`, {
      token: owner.accessToken,
      body: { crm_common_infos: [{ field: 'nps', value: 10 }] },
    });
    expect(dataOf(await h.call('GET', path, { token: owner.accessToken }))).toEqual([
      { field: 'source', value: 'salon' },
      { field: 'nps', value: 10 },
    ]);
    const two = await h.call('PUT', `/v1/users/crmCommonInfosByField/${owner.uuid}`, {
      token: owner.accessToken,
      body: {
        crm_common_infos: [
          { field: 'a', value: 1 },
          { field: 'b', value: 2 },
        ],
      },
    });
    expect(two.status).toBe(400);
    const html = await h.call('PUT', path, {
      token: owner.accessToken,
      body: { crm_common_infos: [{ field: 'x', value: '<b>' }] },
    });
    expect(html.status).toBe(400);
  });
});

describe('PUT v1/users/updateEmail/{userUuid}', () => {
  /** The 6-digit code of the last message the identity service sent to `email`. */
  async function codeSentTo(email: string): Promise<string> {
    const mails = await h.identity.service.outbox(email);
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${email}`);
    return code;
  }

  it('changes one’s own sign-in email once the code sent to the new address is confirmed; the old one is told', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const next = `nouvelle.${Date.now()}@exemple.fr`;
    const res = await h.call('PUT', `/v1/users/updateEmail/${member.uuid}`, {
      token: member.accessToken,
      body: { email: next },
    });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({ pending_email: next, code_sent: true });
    // Nothing changes before the code: the old address still signs in, the product still shows it.
    expect((await h.deps.identity.getUser(member.sub))?.email).toBe(member.email);
    const wrong = await h.call<ErrorBody>('POST', `/v1/users/updateEmail/${member.uuid}/confirm`, {
      token: member.accessToken,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Code de validation incorrect.');
    const ok = await h.call('POST', `/v1/users/updateEmail/${member.uuid}/confirm`, {
      token: member.accessToken,
      body: { code: await codeSentTo(next) },
    });
    expect(ok.status).toBe(200);
    expect(dataOf<User>(ok).email).toBe(next);
    expect((await h.deps.identity.getUser(member.sub))?.email).toBe(next);
    const notices = await h.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', member.email)
      .execute();
    expect(notices.map((n) => n.subject)).toContain('Votre adresse email de connexion a changé');
    const invalid = await h.call<ErrorBody>('PUT', `/v1/users/updateEmail/${member.uuid}`, {
      token: member.accessToken,
      body: { email: 'pas-un-email' },
    });
    expect(invalid.body.errors?.[0].message).toBe('Veuillez entrer une adresse email valide.');
  });

  it('nobody else changes it: not an Owner of the account, not staff acting as the user', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const byOwner = await h.call<ErrorBody>('PUT', `/v1/users/updateEmail/${member.uuid}`, {
      token: owner.accessToken,
      body: { email: `pirate.${Date.now()}@exemple.fr` },
    });
    expect(byOwner.status).toBe(403);
    const staff = await h.newMember((await h.newOwner()).accountUuid, 'Role_Member', ['Role_CS']);
    const acting = await h.call<ErrorBody>('PUT', `/v1/users/updateEmail/${member.uuid}`, {
      token: staff.accessToken,
      headers: {
        impersonate: JSON.stringify({ account_uuid: owner.accountUuid, user_uuid: member.uuid }),
      },
      body: { email: `pirate2.${Date.now()}@exemple.fr` },
    });
    expect(acting.status).toBe(403);
    expect(acting.body.message).toBe("Cette action est réservée à l'utilisateur lui-même.");
    expect((await h.deps.identity.getUser(member.sub))?.email).toBe(member.email);
    expect(await h.identity.service.outbox(`pirate.${Date.now()}@exemple.fr`)).toEqual([]);
  });
});

describe('DELETE v1/user', () => {
  it("transfers the user's FECs to the account's Owner and removes them from the identity service", async () => {
    const owner = await h.newOwner();
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const fec = await insertFec(h, owner.accountUuid, manager.uuid);
    const res = await h.call('DELETE', '/v1/user', { token: manager.accessToken });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({
      deleted: true,
      transferred_to: [{ account_uuid: owner.accountUuid, user_uuid: owner.uuid }],
    });
    expect(await fecOwner(h, fec)).toBe(owner.uuid);
    expect(
      await h.db.selectFrom('users').select('uuid').where('uuid', '=', manager.uuid).executeTakeFirst(),
    ).toBeUndefined();
    expect(await h.deps.identity.getUser(manager.sub)).toBeUndefined();
    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_uuid', '=', manager.uuid)
      .execute();
    expect(audit.map((a) => a.action)).toContain(`user.delete_self ${manager.uuid}`);
  });

  it("the last Owner cannot leave while others remain; alone, the account's files must go first", async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const refused = await h.call<ErrorBody>('DELETE', '/v1/user', { token: owner.accessToken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Le dernier administrateur du compte ne peut pas le quitter tant que d'autres utilisateurs en font partie.",
    );
    await h.call('DELETE', '/v1/user', { token: member.accessToken });
    const fec = await insertFec(h, owner.accountUuid, owner.uuid);
    const files = await h.call<ErrorBody>('DELETE', '/v1/user', { token: owner.accessToken });
    expect(files.status).toBe(400);
    expect(files.body.message).toBe('Supprimez d’abord les fichiers du compte avant de le supprimer.');
    await h.db.deleteFrom('fecs').where('uuid', '=', fec).execute();
    expect((await h.call('DELETE', '/v1/user', { token: owner.accessToken })).status).toBe(200);
    expect(
      await h.db
        .selectFrom('accounts')
        .select('uuid')
        .where('uuid', '=', owner.accountUuid)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('Public auth routes', () => {
  const email = () => `inscrit.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.fr`;
  const registration = (address: string) => ({
    email: address,
    password: 'motdepasse1',
    password_confirmation: 'motdepasse1',
    first_name: 'Léa',
    last_name: 'Martin',
    terms_accepted: true,
    organization_type: 'entreprise',
    company: 'Martin SAS',
  });

  it('register → pending with an own account as Owner; confirm → registered', async () => {
    const address = email();
    const res = await h.call('POST', '/v1/auth/register', { body: registration(address) });
    expect(res.status).toBe(200);
    const created = dataOf<{ uuid: string; state: string; user_confirmed: boolean }>(res);
    expect(created).toMatchObject({ state: 'pending', user_confirmed: false });
    const row = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Léa', last_name: 'Martin', state: 'pending' });
    expect(row.profile).toMatchObject({ organization_type: 'entreprise', company: 'Martin SAS' });
    const account = await h.db
      .selectFrom('memberships')
      .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
      .select(['accounts.name', 'memberships.role'])
      .where('user_uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ name: 'Martin SAS', role: 'Role_Owner' });

    // Still pending: registering again (any case) replaces the sign-up — same person, new names and
    // account name — since nobody proved the address yet (issue 34).
    const again = await h.call('POST', '/v1/auth/register', {
      body: { ...registration(address.toUpperCase()), first_name: 'Lucie', company: 'Lucie SARL' },
    });
    expect(again.status).toBe(200);
    expect(dataOf<{ uuid: string }>(again).uuid).toBe(created.uuid);
    const replaced = await h.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.uuid', 'users.current_account_uuid')
      .select(['users.first_name', 'users.state', 'accounts.name'])
      .where('users.uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(replaced).toEqual({ first_name: 'Lucie', state: 'pending', name: 'Lucie SARL' });

    const wrong = await h.call<ErrorBody>('POST', '/v1/auth/confirm', {
      body: { email: address, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const code = await h.identity.lastCode(address);
    const confirmed = await h.call('POST', '/v1/auth/confirm', { body: { email: address, code } });
    expect(confirmed.status).toBe(200);
    const after = await h.db
      .selectFrom('users')
      .select('state')
      .where('uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(after.state).toBe('registered');
    // Confirmed: the address is taken now.
    const taken = await h.call<ErrorBody>('POST', '/v1/auth/register', { body: registration(address) });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Cette adresse email est déjà utilisée.');
  });

  it('an address invited before its owner signs up: they get their own account, the invitation stays pending', async () => {
    const owner = await h.newOwner();
    const address = email();
    await h.call('POST', '/v1/accounts/current/users', {
      token: owner.accessToken,
      body: { email: address, role: 'Role_Manager' },
    });
    const [invitation] = await h.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .execute();
    const res = await h.call('POST', '/v1/auth/register', { body: registration(address) });
    expect(res.status).toBe(200);
    const created = dataOf<{ uuid: string; state: string }>(res);
    expect(created.state).toBe('pending');
    const row = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(row.current_account_uuid).not.toBe(owner.accountUuid);
    const memberships = await h.db
      .selectFrom('memberships')
      .select(['account_uuid', 'status', 'role'])
      .where('user_uuid', '=', created.uuid)
      .orderBy('created_at')
      .execute();
    expect(memberships).toEqual([
      { account_uuid: owner.accountUuid, status: 'pending', role: 'Role_Manager' },
      { account_uuid: row.current_account_uuid, status: 'active', role: 'Role_Owner' },
    ]);
    // The identity service now holds a real sign-up awaiting its code.
    expect((await h.deps.identity.getUser(address))?.status).toBe('UNCONFIRMED');
    // Once the sign-up's own code confirms it, the link mailed with the invitation no longer sets a
    // password: the person has their own now (until then it stays valid, see tests/security/squatting).
    const confirmed = await h.call('POST', '/v1/auth/confirm', {
      body: { email: address, code: await h.identity.lastCode(address) },
    });
    expect(dataOf(confirmed)).toEqual({ email: address, confirmed: true, password_required: false });
    const token = /password\/([A-Za-z0-9_-]+)/.exec(invitation.text_body)![1];
    const body = { password: 'motdepasse9', password_confirmation: 'motdepasse9' };
    expect((await h.call('POST', `/v1/group/users/password/${token}`, { body })).status).toBe(404);
  });

  it('register needs the terms, matching passwords of 6+ characters, and clean names', async () => {
    const base = registration(email());
    const terms = await h.call<ErrorBody>('POST', '/v1/auth/register', {
      body: { ...base, terms_accepted: false },
    });
    expect(terms.status).toBe(400);
    expect(terms.body.errors).toContainEqual({ field: 'terms_accepted', message: MSG.termsRequired });
    const mismatch = await h.call<ErrorBody>('POST', '/v1/auth/register', {
      body: { ...base, password_confirmation: 'autrechose' },
    });
    expect(mismatch.body.errors).toContainEqual({
      field: 'password_confirmation',
      message: 'Les mots de passe ne correspondent pas.',
    });
    const short = await h.call<ErrorBody>('POST', '/v1/auth/register', {
      body: { ...base, password: 'abc', password_confirmation: 'abc' },
    });
    expect(short.body.errors).toContainEqual({
      field: 'password',
      message: 'Le mot de passe doit contenir au moins 6 caractères.',
    });
    const html = await h.call<ErrorBody>('POST', '/v1/auth/register', {
      body: { ...base, first_name: '<b>x</b>' },
    });
    expect(html.body.errors).toContainEqual({
      field: 'first_name',
      message: 'Un champ contient des caractères invalides',
    });
    expect(
      await h.db.selectFrom('users').select('uuid').where('email', '=', base.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('check_email_sso says true for a domain an account declares', async () => {
    const owner = await h.newOwner();
    await h.db
      .updateTable('accounts')
      .set({ features_in_account: json({ sso: { domains: ['grand-groupe.fr'] } }) })
      .where('uuid', '=', owner.accountUuid)
      .execute();
    const yes = await h.call('POST', '/v1/group/users/check_email_sso/', {
      body: { email: 'Jean@Grand-Groupe.fr' },
    });
    expect(yes.status).toBe(200);
    expect(dataOf(yes)).toEqual({ sso: true });
    const no = await h.call('POST', '/v1/group/users/check_email_sso/', {
      body: { email: 'jean@ailleurs.fr' },
    });
    expect(dataOf(no)).toEqual({ sso: false });
    expect(
      (await h.call('POST', '/v1/group/users/check_email_sso/', { body: { email: 'nope' } })).status,
    ).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the users, auth, accounts and groups routes', async () => {
    const res = await h.call<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      'GET',
      '/docs/json',
    );
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    for (const [path, method] of [
      ['/v1/users/me', 'get'],
      ['/v1/rpc_user/me', 'get'],
      ['/v1/users/{id}', 'put'],
      ['/v1/users/crmCommonInfosByField/{uuid}', 'put'],
      ['/v1/users/updateEmail/{userUuid}', 'put'],
      ['/v1/user', 'delete'],
      ['/v1/auth/register', 'post'],
      ['/v1/auth/confirm', 'post'],
      ['/v1/group/users/password/{token}', 'post'],
      ['/v1/group/users/check_email_sso', 'post'],
      ['/v1/accounts/current/users', 'post'],
      ['/v1/accounts/current/users/{uuid}/role', 'put'],
      ['/v1/groups/{uuid}/users', 'put'],
    ]) {
      expect(paths[path]?.[method]).toBeDefined();
    }
  });
});
