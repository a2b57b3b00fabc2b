import { decodeJwt } from 'jose';
import type { TestDatabase } from '../../../platform/db';
import { newAnonymousToken } from '../fecs/anonymous';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf, impersonating, insertFec } from './test-support';

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

type Me = {
  uuid: string;
  email: string;
  client_id: string;
  current_account: { uuid: string; name: string; role: string; features_in_account: Record<string, unknown> };
  roles: string[];
  nb_fec: number;
  countFoldersLevelOne: number;
  features_in_account: { import?: { enabled: boolean; api_only: boolean } };
  has_other_accounts: boolean;
  other_accounts_count: number;
  available_roles: Record<string, string>;
  force_see_analysis_uuid: string | null;
  permissions: { routes: string[]; can: Record<string, Record<string, Record<string, boolean>>> };
  state: string;
  impersonate: boolean;
  fecAttached: { attached: boolean; fecUuid: string | null } | null;
};

describe('GET v1/users/me', () => {
  it('needs an access token', async () => {
    const res = await h.call('GET', '/v1/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Utilisateur non connecté.' });
  });

  it('answers the fields of spec §3 for an Owner', async () => {
    const owner = await h.newOwner();
    await h.db
      .insertInto('folders')
      .values([
        {
          uuid: crypto.randomUUID(),
          account_uuid: owner.accountUuid,
          parent_uuid: null,
          name: 'A',
          created_by: null,
        },
        {
          uuid: crypto.randomUUID(),
          account_uuid: owner.accountUuid,
          parent_uuid: null,
          name: 'B',
          created_by: null,
        },
      ])
      .execute();
    await insertFec(h, owner.accountUuid, owner.uuid);
    const res = await h.call('GET', '/v1/users/me', { token: owner.accessToken });
    expect(res.status).toBe(200);
    const me = dataOf<Me>(res);
    expect(me).toMatchObject({
      uuid: owner.uuid,
      email: owner.email,
      client_id: owner.accountUuid,
      current_account: { uuid: owner.accountUuid, role: 'Role_Owner' },
      roles: ['Role_Owner'],
      nb_fec: 1,
      countFoldersLevelOne: 2,
      has_other_accounts: false,
      other_accounts_count: 0,
      force_see_analysis_uuid: null,
      state: 'registered',
      impersonate: false,
      fecAttached: null,
    });
    expect(me.features_in_account.import).toEqual({ enabled: true, api_only: false });
    expect(me.available_roles).toEqual({
      Role_Owner: 'Administrateur',
      Role_Manager: 'Manager',
      Role_Supervisor: 'Superviseur',
      Role_Member: 'Membre',
    });
    expect(me.permissions.routes).toEqual(
      expect.arrayContaining(['mes-dossiers/', 'mes-fecs/', 'mon-compte/acces', 'mon-compte/facturation']),
    );
    expect(me.permissions.can.account.account.delete).toBe(true);
  });

  it('counts for a Member only the FECs granted or owned, and offers no roles', async () => {
    const owner = await h.newOwner();
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const granted = await insertFec(h, owner.accountUuid, owner.uuid);
    await insertFec(h, owner.accountUuid, owner.uuid);
    await h.db
      .insertInto('fec_access')
      .values({ fec_uuid: granted, email: member.email.toUpperCase(), write: false })
      .execute();
    const me = dataOf<Me>(await h.call('GET', '/v1/users/me', { token: member.accessToken }));
    expect(me.nb_fec).toBe(1);
    expect(me.available_roles).toEqual({});
    expect(me.permissions.routes).not.toContain('mon-compte/acces');
    expect(me.permissions.can.fec.file.import).toBe(false);
    // A Manager offers Manager and below, never Owner.
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const mgr = dataOf<Me>(await h.call('GET', '/v1/users/me', { token: manager.accessToken }));
    expect(Object.keys(mgr.available_roles).sort()).toEqual([
      'Role_Manager',
      'Role_Member',
      'Role_Supervisor',
    ]);
    expect(mgr.nb_fec).toBe(2);
  });

  it('tells about other accounts', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    await h.db
      .insertInto('memberships')
      .values({ account_uuid: b.accountUuid, user_uuid: a.uuid, role: 'Role_Member' })
      .execute();
    const me = dataOf<Me>(await h.call('GET', '/v1/users/me', { token: a.accessToken }));
    expect(me).toMatchObject({ has_other_accounts: true, other_accounts_count: 1 });
  });

  it('light=true leaves out the counts, the other accounts and the invitations, nothing else', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    await h.db
      .insertInto('memberships')
      .values({ account_uuid: b.accountUuid, user_uuid: a.uuid, role: 'Role_Member' })
      .execute();
    const full = dataOf<Record<string, unknown>>(
      await h.call('GET', '/v1/users/me', { token: a.accessToken }),
    );
    const light = dataOf<Record<string, unknown>>(
      await h.call('GET', '/v1/users/me', { token: a.accessToken, query: { light: 'true' } }),
    );
    const costly = [
      'nb_fec',
      'countFoldersLevelOne',
      'has_other_accounts',
      'other_accounts_count',
      'pending_invitations',
    ];
    for (const key of costly) {
      expect(full).toHaveProperty(key);
      expect(light).not.toHaveProperty(key);
    }
    const rest = Object.fromEntries(Object.entries(full).filter(([key]) => !costly.includes(key)));
    expect(light).toEqual(rest);
  });

  it('forceApiOnly=true forces import.api_only in the answer only', async () => {
    const owner = await h.newOwner();
    const forced = dataOf<Me>(
      await h.call('GET', '/v1/users/me', { token: owner.accessToken, query: { forceApiOnly: 'true' } }),
    );
    expect(forced.features_in_account.import).toEqual({ enabled: true, api_only: true });
    expect(forced.current_account.features_in_account.import).toEqual({ enabled: true, api_only: true });
    const plain = dataOf<Me>(await h.call('GET', '/v1/users/me', { token: owner.accessToken }));
    expect(plain.features_in_account.import?.api_only).toBe(false);
  });

  it('justConnected=yes is logged once in the audit log', async () => {
    const owner = await h.newOwner();
    await h.call('GET', '/v1/users/me', { token: owner.accessToken, query: { justConnected: 'yes' } });
    await h.call('GET', '/v1/users/me', { token: owner.accessToken });
    const rows = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_uuid', '=', owner.uuid)
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['user.connected']);
  });

  it('attaches an anonymous FEC given as JSON, or as token + fecUuid; a wrong token attaches nothing', async () => {
    const owner = await h.newOwner();
    const first = newAnonymousToken();
    const fec = await insertFec(h, null, null, { anonymousTokenHash: first.hash });
    const wrong = dataOf<Me>(
      await h.call('GET', '/v1/users/me', {
        token: owner.accessToken,
        query: { fecAnonymous: JSON.stringify({ token: 'not-the-token', fecUuid: fec }) },
      }),
    );
    expect(wrong.fecAttached).toEqual({ attached: false, fecUuid: null });
    const res = await h.call('GET', '/v1/users/me', {
      token: owner.accessToken,
      query: { fecAnonymous: JSON.stringify({ token: first.token, fecUuid: fec }) },
    });
    expect(res.status).toBe(200);
    expect(dataOf<Me>(res).fecAttached).toEqual({ attached: true, fecUuid: fec });
    expect(dataOf<Me>(res).nb_fec).toBe(1);
    const row = await h.db.selectFrom('fecs').selectAll().where('uuid', '=', fec).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_uuid: owner.accountUuid, owner_uuid: owner.uuid });

    const second = newAnonymousToken();
    const other = await insertFec(h, null, null, { anonymousTokenHash: second.hash });
    const res2 = await h.call('GET', '/v1/users/me', {
      token: owner.accessToken,
      query: { token: second.token, fecUuid: other },
    });
    expect(dataOf<Me>(res2).fecAttached).toEqual({ attached: true, fecUuid: other });
    // Malformed JSON does not break me (a failed me would sign the user out).
    const bad = await h.call('GET', '/v1/users/me', {
      token: owner.accessToken,
      query: { fecAnonymous: '{oops' },
    });
    expect(bad.status).toBe(200);
    expect(dataOf<Me>(bad).fecAttached).toEqual({ attached: false, fecUuid: null });
  });
});

describe('GET v1/rpc_user/me', () => {
  it('answers me with the expiry object, the token and no impersonation', async () => {
    const owner = await h.newOwner();
    const res = await h.call('GET', '/v1/rpc_user/me', { token: owner.accessToken });
    expect(res.status).toBe(200);
    const body = dataOf<{
      me: Me;
      expires_at: { date: string; timezone: string; timezone_type: number };
      access_token: string;
      impersonate: unknown;
    }>(res);
    expect(body.me.uuid).toBe(owner.uuid);
    expect(body.access_token).toBe(owner.accessToken);
    expect(body.impersonate).toBe(false);
    expect(body.expires_at.timezone).toBe('Europe/Paris');
    expect(body.expires_at.timezone_type).toBe(3);
    expect(body.expires_at.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    const exp = decodeJwt(owner.accessToken).exp!;
    const paris = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(exp * 1000));
    expect(body.expires_at.date.slice(0, 19)).toBe(paris);
  });
});

describe('Impersonation (internal staff)', () => {
  it('Role_CS acts as the target, and every request is audit-logged', async () => {
    const target = await h.newOwner();
    const staffHome = await h.newOwner();
    const cs = await h.newMember(staffHome.accountUuid, 'Role_Member', ['Role_CS']);
    const headers = impersonating(target.accountUuid, target.uuid);
    const res = await h.call('GET', '/v1/users/me', { token: cs.accessToken, headers });
    expect(res.status).toBe(200);
    expect(dataOf<Me>(res)).toMatchObject({ uuid: target.uuid, impersonate: true });
    const rpc = dataOf<{ impersonate: unknown }>(
      await h.call('GET', '/v1/rpc_user/me', { token: cs.accessToken, headers }),
    );
    expect(rpc.impersonate).toEqual({ account_uuid: target.accountUuid, user_uuid: target.uuid });
    // CS may write as the target.
    const put = await h.call('PUT', `/v1/users/${target.uuid}`, {
      token: cs.accessToken,
      headers,
      body: { first_name: 'Changé' },
    });
    expect(put.status).toBe(200);
    // The impersonation audit line is written once the response has left: wait for it.
    const auditOf = () =>
      h.db.selectFrom('audit_log').selectAll().where('actor_uuid', '=', cs.uuid).execute();
    let rows = await auditOf();
    for (let i = 0; i < 50 && rows.length < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await auditOf();
    }
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.acting_as_uuid === target.uuid && r.account_uuid === target.accountUuid)).toBe(
      true,
    );
    expect(rows.map((r) => r.action)).toContain('impersonated PUT /api/v1/users/:id');
  });

  it('Role_CSRO may only read; a non-staff user gets 403', async () => {
    const target = await h.newOwner();
    const home = await h.newOwner();
    const csro = await h.newMember(home.accountUuid, 'Role_Member', ['Role_CSRO']);
    const headers = impersonating(target.accountUuid, target.uuid);
    expect((await h.call('GET', '/v1/users/me', { token: csro.accessToken, headers })).status).toBe(200);
    const put = await h.call('PUT', `/v1/users/${target.uuid}`, {
      token: csro.accessToken,
      headers,
      body: { first_name: 'Non' },
    });
    expect(put.status).toBe(403);
    const plain = await h.newMember(home.accountUuid, 'Role_Manager');
    const refused = await h.call('GET', '/v1/users/me', { token: plain.accessToken, headers });
    expect(refused.status).toBe(403);
    const garbage = await h.call('GET', '/v1/users/me', {
      token: plain.accessToken,
      headers: { impersonate: '{not json' },
    });
    expect(garbage.status).toBe(400);
  });
});
