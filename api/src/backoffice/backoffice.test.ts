/**
 * The back-office (issue 15): staff search accounts and users and open an account read only; each action
 * needs its right (role-permissions.json), is audited with the acting staff member, and is refused to the
 * read-only roles, to customers of every account role and to partner keys — leaving the data as it was.
 */
import type { TestDatabase } from '../../../platform/db';
import { seededFec } from '../billing/testing';
import { outboxFor } from '../mail';
import { permissionsFor } from '../permissions/permissions';
import type { InternalRole } from '../permissions/roles';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { dataOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
/** The customer account staff look at. */
let owner: TestUser;
let manager: TestUser;
let siren: string;
/** Staff members live in an account of their own. */
let staffHome: TestUser;
const staff: Partial<Record<InternalRole, TestUser>> = {};

const ONLY_STAFF = 'Le back-office est réservé au personnel interne.';
const ROLE_REFUSED = 'Votre rôle ne permet pas cette action du back-office.';
const ALL_STAFF: InternalRole[] = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];

type Page<T> = { items: T[]; total: number };
type AccountItem = { uuid: string; name: string; owner_email: string | null; fecs_count: number };
type UserItem = { uuid: string; email: string; state: string };
type ErrorBody = { status: number; message: string };

const rnd = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  manager = await h.newMember(owner.accountUuid, 'Role_Manager');
  siren = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  // A dated fiscal year: `date` columns must come back as AAAA-MM-JJ text (a Date broke the answer).
  await seededFec(h.db, owner, { siren, fiscalEnd: '2024-12-31' });
  await h.db
    .updateTable('accounts')
    .set({ name: `Cabinet Dupont ${rnd()}` })
    .where('uuid', '=', owner.accountUuid)
    .execute();
  await h.db
    .updateTable('users')
    .set({ first_name: 'Amélie', last_name: `Poulain${rnd()}` })
    .where('uuid', '=', manager.uuid)
    .execute();
  staffHome = await h.newOwner();
  for (const role of ALL_STAFF) staff[role] = await h.newMember(staffHome.accountUuid, 'Role_Member', [role]);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const as = (role: InternalRole) => staff[role]!.accessToken;

describe('permission data', () => {
  it('gives each internal role its back-office rights, read-only roles reading only', () => {
    const rights = (role: InternalRole) => {
      const bo = permissionsFor([role]).backoffice;
      return Object.entries(bo)
        .flatMap(([sub, actions]) =>
          Object.entries(actions)
            .filter(([, v]) => v)
            .map(([a]) => `${sub}.${a}`),
        )
        .sort();
    };
    const read = ['accounts.read', 'app.access', 'users.read'];
    expect(rights('Role_CSRO')).toEqual([...read, 'users.impersonate'].sort());
    expect(rights('Role_OpeRO')).toEqual([...read, 'users.impersonate'].sort());
    expect(rights('Role_MarketRO')).toEqual(read);
    expect(rights('Role_Market')).toEqual(['credits.grant', ...read].sort());
    expect(rights('Role_CS')).toContain('credits.grant');
    expect(rights('Role_CS')).not.toContain('platform.maintenance');
    expect(rights('Role_Ope')).toContain('platform.maintenance');
    expect(rights('Role_Ope')).not.toContain('credits.grant');
    expect(permissionsFor(['Role_Admin']).backoffice.platform.log_level).toBe(true);
    for (const role of ['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member'] as const) {
      expect(
        Object.values(permissionsFor([role]).backoffice).every((a) => Object.values(a).every((v) => !v)),
      ).toBe(true);
    }
  });
});

describe('search and account detail', () => {
  it('finds an account by name, by the SIREN of one of its FECs and by the email of one of its users', async () => {
    const name = (
      await h.db
        .selectFrom('accounts')
        .select('name')
        .where('uuid', '=', owner.accountUuid)
        .executeTakeFirstOrThrow()
    ).name;
    for (const search of [name.toUpperCase(), siren, manager.email]) {
      const res = await h.call('GET', '/v1/backoffice/accounts', {
        token: as('Role_CSRO'),
        query: { search },
      });
      expect(res.status).toBe(200);
      const page = dataOf<Page<AccountItem>>(res);
      expect(page.items.map((a) => a.uuid)).toEqual([owner.accountUuid]);
      expect(page.items[0]).toMatchObject({ owner_email: owner.email, fecs_count: 1 });
    }
    // % is taken literally, not as a wildcard.
    const literal = await h.call('GET', '/v1/backoffice/accounts', {
      token: as('Role_CS'),
      query: { search: '%' },
    });
    expect(dataOf<Page<AccountItem>>(literal).items).toEqual([]);
  });

  it('pages with limit and offset and counts the total', async () => {
    const all = dataOf<Page<AccountItem>>(
      await h.call('GET', '/v1/backoffice/accounts', { token: as('Role_MarketRO'), query: { limit: 200 } }),
    );
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = dataOf<Page<AccountItem>>(
      await h.call('GET', '/v1/backoffice/accounts', {
        token: as('Role_MarketRO'),
        query: { limit: 1, offset: 1 },
      }),
    );
    expect(second.total).toBe(all.total);
    expect(second.items.map((a) => a.uuid)).toEqual([all.items[1].uuid]);
  });

  it('finds users by first and last name and by email', async () => {
    const row = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', manager.uuid)
      .executeTakeFirstOrThrow();
    for (const search of [
      `${row.first_name} ${row.last_name}`,
      row.last_name!,
      manager.email.toUpperCase(),
    ]) {
      const page = dataOf<Page<UserItem>>(
        await h.call('GET', '/v1/backoffice/users', { token: as('Role_OpeRO'), query: { search } }),
      );
      expect(page.items.map((u) => u.uuid)).toEqual([manager.uuid]);
    }
  });

  it('opens an account: its users, FECs, analyses with their job, credits, invoices and audit log', async () => {
    const res = await h.call('GET', `/v1/backoffice/accounts/${owner.accountUuid}`, {
      token: as('Role_CSRO'),
    });
    expect(res.status).toBe(200);
    const detail = dataOf<{
      users: { uuid: string; role: string }[];
      fecs_count: number;
      fecs: { siren: string; fiscal_end: string | null }[];
      analyses: { status: string; attempts: number }[];
      credits: unknown[];
      invoices: unknown[];
      audit: unknown[];
    }>(res);
    expect(detail.users.map((u) => [u.uuid, u.role]).sort()).toEqual(
      [
        [owner.uuid, 'Role_Owner'],
        [manager.uuid, 'Role_Manager'],
      ].sort(),
    );
    expect(detail.fecs_count).toBe(1);
    expect(detail.fecs[0].siren).toBe(siren);
    expect(detail.fecs[0].fiscal_end).toBe('2024-12-31');
    expect(detail.analyses).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
    expect(
      Array.isArray(detail.credits) && Array.isArray(detail.invoices) && Array.isArray(detail.audit),
    ).toBe(true);
    const unknown = await h.call<ErrorBody>('GET', `/v1/backoffice/accounts/${crypto.randomUUID()}`, {
      token: as('Role_CS'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Ce compte n'existe pas.");
  });
});

describe('actions', () => {
  it('blocks and unblocks a user with a reason, each audited with the staff member', async () => {
    const target = await h.newMember(owner.accountUuid, 'Role_Member');
    const block = await h.call('POST', `/v1/backoffice/users/${target.uuid}/block`, {
      token: as('Role_CS'),
      body: { reason: 'Fraude signalée' },
    });
    expect(block.status).toBe(200);
    expect((await h.call('GET', '/v1/users/me', { token: target.accessToken })).status).toBe(403);
    const again = await h.call<ErrorBody>('POST', `/v1/backoffice/users/${target.uuid}/block`, {
      token: as('Role_CS'),
      body: { reason: 'Encore' },
    });
    expect(again.status).toBe(409);
    const unblock = await h.call('POST', `/v1/backoffice/users/${target.uuid}/unblock`, {
      token: as('Role_Ope'),
      body: { reason: 'Levée après vérification' },
    });
    expect(dataOf<{ state: string }>(unblock).state).toBe('registered');
    expect((await h.call('GET', '/v1/users/me', { token: target.accessToken })).status).toBe(200);
    const lines = await h.db
      .selectFrom('audit_log')
      .select(['actor_uuid', 'account_uuid', 'action', 'detail'])
      .where('action', 'like', `backoffice.user.%${target.uuid}`)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      {
        actor_uuid: staff.Role_CS!.uuid,
        account_uuid: owner.accountUuid,
        action: `backoffice.user.block ${target.uuid}`,
        detail: 'Fraude signalée',
      },
      {
        actor_uuid: staff.Role_Ope!.uuid,
        account_uuid: owner.accountUuid,
        action: `backoffice.user.unblock ${target.uuid}`,
        detail: 'Levée après vérification',
      },
    ]);
    // The account's log shows them in the back-office.
    const detail = dataOf<{ audit: { action: string; detail: string | null; actor_email: string }[] }>(
      await h.call('GET', `/v1/backoffice/accounts/${owner.accountUuid}`, { token: as('Role_CSRO') }),
    );
    expect(detail.audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ detail: 'Fraude signalée', actor_email: staff.Role_CS!.email }),
      ]),
    );
  });

  it('asks for a reason, and never lets a CS block an administrator or themselves', async () => {
    const noReason = await h.call<ErrorBody>('POST', `/v1/backoffice/users/${manager.uuid}/block`, {
      token: as('Role_CS'),
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const admin = await h.call<ErrorBody>('POST', `/v1/backoffice/users/${staff.Role_Admin!.uuid}/block`, {
      token: as('Role_CS'),
      body: { reason: 'Essai' },
    });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Seul un administrateur peut agir sur un membre du personnel interne.');
    const self = await h.call<ErrorBody>('POST', `/v1/backoffice/users/${staff.Role_Admin!.uuid}/block`, {
      token: as('Role_Admin'),
      body: { reason: 'Essai' },
    });
    expect(self.status).toBe(400);
    const states = await h.db
      .selectFrom('users')
      .select('state')
      .where('uuid', 'in', [manager.uuid, staff.Role_Admin!.uuid])
      .execute();
    expect(states.every((s) => s.state !== 'blocked')).toBe(true);
  });

  it('resends a pending invitation with a fresh link, audited; refuses when none is pending', async () => {
    const email = `invite-${rnd()}@exemple.fr`;
    const invited = await h.call<{ data: { data: { user: { uuid: string } } } }>(
      'POST',
      '/v1/accounts/current/users',
      {
        token: owner.accessToken,
        body: { email, role: 'Role_Member' },
      },
    );
    expect(invited.status).toBe(200);
    const uuid = invited.body.data.data.user.uuid;
    const before = (await outboxFor(h.db, email)).length;
    const res = await h.call(
      'POST',
      `/v1/backoffice/accounts/${owner.accountUuid}/invitations/${uuid}/resend`,
      {
        token: as('Role_CS'),
      },
    );
    expect(dataOf<{ email_sent: boolean }>(res).email_sent).toBe(true);
    const mails = await outboxFor(h.db, email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text_body).toMatch(/\/group\/users\/password\/[A-Za-z0-9_-]+/);
    const line = await h.db
      .selectFrom('audit_log')
      .select(['actor_uuid', 'account_uuid'])
      .where('action', '=', `backoffice.invitation.resend ${uuid}`)
      .executeTakeFirst();
    expect(line).toEqual({ actor_uuid: staff.Role_CS!.uuid, account_uuid: owner.accountUuid });
    const none = await h.call<ErrorBody>(
      'POST',
      `/v1/backoffice/accounts/${owner.accountUuid}/invitations/${manager.uuid}/resend`,
      { token: as('Role_CS') },
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Cet utilisateur n'a pas d'invitation en attente dans ce compte.");
  });

  it('logs the reason of an impersonation, then the header acts as the user', async () => {
    const res = await h.call('POST', '/v1/backoffice/impersonations', {
      token: as('Role_CSRO'),
      body: { account_uuid: owner.accountUuid, user_uuid: manager.uuid, reason: 'Ticket 4521' },
    });
    const target = dataOf<{ account_uuid: string; user_uuid: string; write: boolean }>(res);
    expect(target).toEqual({ account_uuid: owner.accountUuid, user_uuid: manager.uuid, write: false });
    const line = await h.db
      .selectFrom('audit_log')
      .select(['actor_uuid', 'account_uuid', 'detail'])
      .where('action', '=', `backoffice.impersonation.start ${manager.uuid}`)
      .executeTakeFirst();
    expect(line).toEqual({
      actor_uuid: staff.Role_CSRO!.uuid,
      account_uuid: owner.accountUuid,
      detail: 'Ticket 4521',
    });
    const me = await h.call<{ data: { data: { uuid: string } } }>('GET', '/v1/users/me', {
      token: as('Role_CSRO'),
      headers: { impersonate: JSON.stringify({ account_uuid: owner.accountUuid, user_uuid: manager.uuid }) },
    });
    expect(me.body.data.data.uuid).toBe(manager.uuid);
    // Marketing may not impersonate; nobody but an Admin acts as staff; the target must be in the account.
    const market = await h.call<ErrorBody>('POST', '/v1/backoffice/impersonations', {
      token: as('Role_Market'),
      body: { account_uuid: owner.accountUuid, user_uuid: manager.uuid, reason: 'Essai' },
    });
    expect([market.status, market.body.message]).toEqual([403, ROLE_REFUSED]);
    const onStaff = await h.call('POST', '/v1/backoffice/impersonations', {
      token: as('Role_CS'),
      body: { account_uuid: staffHome.accountUuid, user_uuid: staff.Role_Ope!.uuid, reason: 'Essai' },
    });
    expect(onStaff.status).toBe(403);
    const elsewhere = await h.call('POST', '/v1/backoffice/impersonations', {
      token: as('Role_CS'),
      body: { account_uuid: staffHome.accountUuid, user_uuid: manager.uuid, reason: 'Essai' },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('grants credits as a commercial gesture, shown in the account and audited', async () => {
    const res = await h.call('POST', `/v1/backoffice/accounts/${owner.accountUuid}/credits`, {
      token: as('Role_CS'),
      body: { type: 'line', amount: 5000, valid_days: 30, reason: 'Geste après incident' },
    });
    expect(res.status).toBe(200);
    const detail = dataOf<{ credits: { type: string; balance: number }[] }>(
      await h.call('GET', `/v1/backoffice/accounts/${owner.accountUuid}`, { token: as('Role_CSRO') }),
    );
    expect(detail.credits.find((c) => c.type === 'line')?.balance).toBeGreaterThanOrEqual(5000);
    const ope = await h.call<ErrorBody>('POST', `/v1/backoffice/accounts/${owner.accountUuid}/credits`, {
      token: as('Role_Ope'),
      body: { type: 'line', amount: 5000, reason: 'Essai' },
    });
    expect([ope.status, ope.body.message]).toEqual([403, ROLE_REFUSED]);
  });
});

describe('refusals', () => {
  const snapshot = async () => ({
    users: await h.db.selectFrom('users').select(['uuid', 'state']).orderBy('uuid').execute(),
    lots: await h.db.selectFrom('credit_lots').select('uuid').orderBy('uuid').execute(),
    tokens: await h.db.selectFrom('password_tokens').select('token_hash').orderBy('token_hash').execute(),
    mails: (
      await h.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });

  const actions = (target: string) =>
    [
      ['POST', `/v1/backoffice/users/${target}/block`, { reason: 'Essai' }],
      ['POST', `/v1/backoffice/users/${target}/unblock`, { reason: 'Essai' }],
      ['POST', `/v1/backoffice/accounts/${owner.accountUuid}/invitations/${target}/resend`, undefined],
      [
        'POST',
        `/v1/backoffice/accounts/${owner.accountUuid}/credits`,
        { type: 'line', amount: 10, reason: 'Essai' },
      ],
    ] as const;
  const reads = () =>
    [
      ['GET', '/v1/backoffice/accounts', undefined],
      ['GET', '/v1/backoffice/users', undefined],
      ['GET', `/v1/backoffice/accounts/${owner.accountUuid}`, undefined],
    ] as const;

  it('refuses read-only roles every action (403, French message), changing nothing', async () => {
    const before = await snapshot();
    for (const role of ['Role_CSRO', 'Role_OpeRO', 'Role_MarketRO'] as const) {
      for (const [method, path, body] of actions(manager.uuid)) {
        const res = await h.call<ErrorBody>(method, path, { token: as(role), body });
        expect([role, path, res.status, res.body.message]).toEqual([role, path, 403, ROLE_REFUSED]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses customers of every account role, staff acting as a user and partner keys, on every route', async () => {
    const supervisor = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const key = await h.call<{ data: { data: { secret: string } } }>('POST', '/v1/api-keys', {
      token: owner.accessToken,
      body: { name: 'Partenaire', scopes: ['fecs:read', 'fecs:import', 'reports'] },
    });
    const callers: [string, { token?: string; headers?: Record<string, string> }, string][] = [
      ['Owner', { token: owner.accessToken }, ONLY_STAFF],
      ['Manager', { token: manager.accessToken }, ONLY_STAFF],
      ['Supervisor', { token: supervisor.accessToken }, ONLY_STAFF],
      ['Member', { token: member.accessToken }, ONLY_STAFF],
      [
        'Admin acting as the Owner',
        {
          token: as('Role_Admin'),
          headers: {
            impersonate: JSON.stringify({ account_uuid: owner.accountUuid, user_uuid: owner.uuid }),
          },
        },
        ONLY_STAFF,
      ],
      [
        'partner key',
        { headers: { Authorization: `Bearer ${key.body.data.data.secret}` } },
        "Cette clé d'API ne permet pas cette action.",
      ],
    ];
    const before = await snapshot();
    for (const [who, auth, message] of callers) {
      for (const [method, path, body] of [
        ...reads(),
        ...actions(member.uuid),
        [
          'POST',
          '/v1/backoffice/impersonations',
          { account_uuid: owner.accountUuid, user_uuid: owner.uuid, reason: 'x' },
        ],
      ] as const) {
        const res = await h.call<ErrorBody>(method, path, { ...auth, body });
        expect([who, method, path, res.status, res.body.message]).toEqual([who, method, path, 403, message]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
