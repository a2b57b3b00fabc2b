/**
 * Internal staff (issue 15): created by configuration (API_STAFF) or by a Role_Admin, never by
 * self-registration; only an Admin lists them and changes their roles, never their own; all audited.
 */
import type { TestDatabase } from '../../../platform/db';
import { outboxFor } from '../mail';
import type { InternalRole } from '../permissions/roles';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { userByEmail } from '../users/user-store';
import { dataOf } from '../users/test-support';
import { parseStaffConfig } from './staff-config';
import { provisionConfiguredStaff } from './staff-service';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let customer: TestUser;
let staffHome: TestUser;
const staff: Partial<Record<InternalRole, TestUser>> = {};
const ROLES: InternalRole[] = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_MarketRO',
];
type Member = { uuid: string; email: string; state: string; internal_roles: string[] };
type ErrorBody = { status: number; message: string };
const rnd = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  customer = await h.newOwner();
  staffHome = await h.newOwner();
  for (const role of ROLES) staff[role] = await h.newMember(staffHome.accountUuid, 'Role_Member', [role]);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const as = (role: InternalRole) => staff[role]!.accessToken;
const rolesOf = async (email: string) => (await userByEmail(h.db, email))?.internal_roles;

describe('API_STAFF', () => {
  it('reads email:Role_X[+Role_Y] and refuses unknown roles and malformed entries', () => {
    expect(parseStaffConfig(' ops@exemple.fr:Role_Ope , Admin@Exemple.fr:Role_Admin+Role_CS ;')).toEqual([
      { email: 'ops@exemple.fr', roles: ['Role_Ope'] },
      { email: 'admin@exemple.fr', roles: ['Role_Admin', 'Role_CS'] },
    ]);
    expect(parseStaffConfig(undefined)).toEqual([]);
    expect(() => parseStaffConfig('a@b.fr:Role_Owner')).toThrow(/n'est pas un rôle interne/);
    expect(() => parseStaffConfig('a@b.fr')).toThrow(/email:Role_X/);
  });

  it('creates a missing person with a password link, gives exactly the roles, and is idempotent', async () => {
    const email = `ops-${rnd()}@exemple.fr`;
    await provisionConfiguredStaff(h.deps, [{ email, roles: ['Role_Ope', 'Role_CSRO'] }]);
    expect(await rolesOf(email)).toEqual(['Role_Ope', 'Role_CSRO']);
    const mails = await outboxFor(h.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Votre accès au back-office de FEC Analyse');
    expect(mails[0].text_body).toContain('Exploitation, Service client (lecture seule)');
    expect(mails[0].text_body).toMatch(/\/group\/users\/password\/[A-Za-z0-9_-]+/);
    expect(mails[0].text_body).not.toContain('Role_');

    // A restart with the same configuration changes nothing and sends nothing.
    await provisionConfiguredStaff(h.deps, [{ email, roles: ['Role_CSRO', 'Role_Ope'] }]);
    expect(await outboxFor(h.db, email)).toHaveLength(1);
    // A changed configuration sets exactly the new roles.
    await provisionConfiguredStaff(h.deps, [{ email, roles: ['Role_OpeRO'] }]);
    expect(await rolesOf(email)).toEqual(['Role_OpeRO']);

    // The link works like an invitation's: the person chooses a password and signs in as staff.
    const token = /\/group\/users\/password\/([A-Za-z0-9_-]+)/.exec(mails[0].text_body)![1];
    const chosen = await h.call('POST', `/v1/group/users/password/${token}`, {
      body: { password: 'Motdepasse1!', password_confirmation: 'Motdepasse1!' },
    });
    expect(chosen.status).toBe(200);
  });

  it('gives an existing customer their roles without a password link', async () => {
    await provisionConfiguredStaff(h.deps, [{ email: customer.email, roles: ['Role_MarketRO'] }]);
    expect(await rolesOf(customer.email)).toEqual(['Role_MarketRO']);
    expect((await outboxFor(h.db, customer.email)).some((m) => m.text_body.includes('password/'))).toBe(
      false,
    );
    await provisionConfiguredStaff(h.deps, [{ email: customer.email, roles: [] }]);
    expect(await rolesOf(customer.email)).toEqual([]);
  });
});

describe('self-registration', () => {
  it('never yields an internal role, whatever the body says', async () => {
    const email = `inscrit-${rnd()}@exemple.fr`;
    const res = await h.call('POST', '/v1/auth/register', {
      body: {
        email,
        password: 'motdepasse1',
        password_confirmation: 'motdepasse1',
        first_name: 'Léa',
        last_name: 'Martin',
        terms_accepted: true,
        organization_type: 'entreprise',
        company: 'Martin SAS',
        internal_roles: ['Role_Admin'],
        roles: ['Role_Admin'],
      },
    });
    expect(res.status).toBe(200);
    expect(await rolesOf(email)).toEqual([]);
  });
});

describe('by an Admin', () => {
  it('lists internal staff (Admin only)', async () => {
    const res = await h.call('GET', '/v1/backoffice/staff', { token: as('Role_Admin') });
    expect(res.status).toBe(200);
    const emails = dataOf<Member[]>(res).map((m) => m.email);
    expect(emails).toContain(staff.Role_CS!.email);
    expect(emails).not.toContain(customer.email);
    for (const role of ['Role_CS', 'Role_CSRO', 'Role_Ope', 'Role_OpeRO', 'Role_MarketRO'] as const) {
      const refused = await h.call<ErrorBody>('GET', '/v1/backoffice/staff', { token: as(role) });
      expect([role, refused.status, refused.body.message]).toEqual([
        role,
        403,
        'Seul un administrateur gère le personnel interne.',
      ]);
    }
    const byCustomer = await h.call<ErrorBody>('GET', '/v1/backoffice/staff', {
      token: customer.accessToken,
    });
    expect(byCustomer.body.message).toBe('Le back-office est réservé au personnel interne.');
  });

  it('invites a new address with roles: a password link is mailed, the invitation audited', async () => {
    const email = `cs-${rnd()}@exemple.fr`;
    const res = await h.call('POST', '/v1/backoffice/staff', {
      token: as('Role_Admin'),
      body: { email, roles: ['Role_CS'] },
    });
    expect(res.status).toBe(200);
    expect(dataOf<{ user: Member; email_sent: boolean }>(res)).toMatchObject({
      user: { email, state: 'invited', internal_roles: ['Role_CS'] },
      email_sent: true,
    });
    expect((await outboxFor(h.db, email))[0].text_body).toMatch(/password\//);
    const line = await h.db
      .selectFrom('audit_log')
      .select(['actor_uuid', 'action'])
      .where('action', 'like', 'backoffice.staff.invite %')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      actor_uuid: staff.Role_Admin!.uuid,
      action: `backoffice.staff.invite ${dataOf<{ user: Member }>(res).user.uuid} Role_CS`,
    });
    const again = await h.call('POST', '/v1/backoffice/staff', {
      token: as('Role_Admin'),
      body: { email, roles: ['Role_Ope'] },
    });
    expect(again.status).toBe(409);
    const bad = await h.call('POST', '/v1/backoffice/staff', {
      token: as('Role_Admin'),
      body: { email: `x-${rnd()}@exemple.fr`, roles: ['Role_Owner'] },
    });
    expect(bad.status).toBe(400);
  });

  it('grants and revokes roles, audited; nobody changes their own; others than Admin are refused', async () => {
    const target = await h.newMember(staffHome.accountUuid, 'Role_Member');
    const grant = await h.call('PUT', `/v1/backoffice/staff/${target.uuid}/roles`, {
      token: as('Role_Admin'),
      body: { roles: ['Role_CSRO', 'Role_OpeRO'] },
    });
    expect(grant.status).toBe(200);
    expect(await rolesOf(target.email)).toEqual(['Role_CSRO', 'Role_OpeRO']);
    // The new rights apply at the next request.
    const me = await h.call('GET', '/v1/users/me', { token: target.accessToken });
    expect(
      dataOf<{ permissions: { can: { backoffice: { app: { access: boolean } } } } }>(me).permissions.can
        .backoffice.app.access,
    ).toBe(true);

    const revoke = await h.call('PUT', `/v1/backoffice/staff/${target.uuid}/roles`, {
      token: as('Role_Admin'),
      body: { roles: [] },
    });
    expect(revoke.status).toBe(200);
    expect(await rolesOf(target.email)).toEqual([]);
    const lines = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_uuid'])
      .where('action', 'like', `backoffice.staff.roles ${target.uuid}%`)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.action)).toEqual([
      `backoffice.staff.roles ${target.uuid} - -> Role_CSRO+Role_OpeRO`,
      `backoffice.staff.roles ${target.uuid} Role_CSRO+Role_OpeRO -> -`,
    ]);
    expect(lines.every((l) => l.actor_uuid === staff.Role_Admin!.uuid)).toBe(true);

    const self = await h.call<ErrorBody>('PUT', `/v1/backoffice/staff/${staff.Role_Admin!.uuid}/roles`, {
      token: as('Role_Admin'),
      body: { roles: ['Role_Admin', 'Role_CS'] },
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Vous ne pouvez pas modifier vos propres rôles internes.');
    for (const role of ['Role_CS', 'Role_Ope', 'Role_OpeRO'] as const) {
      const own = await h.call('PUT', `/v1/backoffice/staff/${staff[role]!.uuid}/roles`, {
        token: as(role),
        body: { roles: ['Role_Admin'] },
      });
      expect(own.status).toBe(403);
      const other = await h.call('PUT', `/v1/backoffice/staff/${target.uuid}/roles`, {
        token: as(role),
        body: { roles: ['Role_Admin'] },
      });
      expect(other.status).toBe(403);
    }
    const byCustomer = await h.call('PUT', `/v1/backoffice/staff/${customer.uuid}/roles`, {
      token: customer.accessToken,
      body: { roles: ['Role_Admin'] },
    });
    expect(byCustomer.status).toBe(403);
    expect(await rolesOf(customer.email)).toEqual([]);
    expect(await rolesOf(staff.Role_Ope!.email)).toEqual(['Role_Ope']);
  });
});
