/**
 * Platform settings and internal staff (issue 15) per role: maintenance and the log level change only for
 * Role_Admin and Role_Ope acting as themselves; staff roles only for Role_Admin, never on themselves.
 * Every account role, a partner key (even one created by an Admin: a key carries its creator's account role
 * only), every other internal role and staff acting as a customer are refused — and the settings and the
 * roles stay exactly as they were.
 */
import type { TestDatabase } from '../../platform/db';
import { forgetPlatformSettings, platformSettings } from '../../api/src/platform-settings/settings-service';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';
import { brief, impersonating } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let target: TestUser;
let keySecret: string;
const actors: Record<string, { token: string; headers?: Record<string, string>; uuid: string }> = {};

const ACCOUNT_ROLES: AccountRole[] = ['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member'];
const STAFF_ROLES: InternalRole[] = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];
/** Who may do each action; every other actor is refused (403). */
const ALLOWED: Record<string, string[]> = {
  maintenance: ['Role_Admin', 'Role_Ope'],
  logLevel: ['Role_Admin', 'Role_Ope'],
  listStaff: ['Role_Admin'],
  inviteStaff: ['Role_Admin'],
  setRoles: ['Role_Admin'],
  ownRoles: [],
};

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
  // The key's creator is an Admin too: the key must not carry it.
  await h.db
    .updateTable('users')
    .set({ internal_roles: '["Role_Admin"]' })
    .where('uuid', '=', owner.uuid)
    .execute();
  const key = await h.call<{ data: { data: { secret: string } } }>('POST', '/v1/api-keys', {
    token: owner.accessToken,
    body: { name: 'Logiciel partenaire', scopes: ['fecs:read', 'fecs:import', 'reports'] },
  });
  keySecret = key.body.data.data.secret;
  target = await h.newMember(owner.accountUuid, 'Role_Member');
  for (const role of ACCOUNT_ROLES.slice(1)) {
    const u = await h.newMember(owner.accountUuid, role);
    actors[role] = { token: u.accessToken, uuid: u.uuid };
  }
  const customer = await h.newOwner();
  actors.Role_Owner = { token: customer.accessToken, uuid: customer.uuid };
  actors['partner key'] = { token: keySecret, uuid: owner.uuid };
  const home = await h.newOwner();
  for (const role of STAFF_ROLES) {
    const u = await h.newMember(home.accountUuid, 'Role_Member', [role]);
    actors[role] = { token: u.accessToken, uuid: u.uuid };
  }
  actors['Role_Ope acting as an Owner'] = {
    ...actors.Role_Ope,
    headers: impersonating(customer.accountUuid, customer.uuid),
  };
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const stored = async () => {
  forgetPlatformSettings(h.db);
  const s = await platformSettings(h.db);
  return { maintenance: s.maintenance, log_level: s.log_level };
};
const rolesOf = async (uuid: string) =>
  (await h.db.selectFrom('users').select('internal_roles').where('uuid', '=', uuid).executeTakeFirstOrThrow())
    .internal_roles;

const ACTIONS: Record<string, (a: (typeof actors)[string]) => [string, string, unknown?]> = {
  maintenance: () => ['PUT', '/v1/backoffice/platform/maintenance', { on: true, message: 'Essai' }],
  logLevel: () => ['PUT', '/v1/backoffice/platform/log-level', { level: 'critical' }],
  listStaff: () => ['GET', '/v1/backoffice/staff'],
  inviteStaff: () => [
    'POST',
    '/v1/backoffice/staff',
    { email: `personnel-${Math.random().toString(36).slice(2, 8)}@exemple.fr`, roles: ['Role_CSRO'] },
  ],
  setRoles: () => ['PUT', `/v1/backoffice/staff/${target.uuid}/roles`, { roles: ['Role_Admin'] }],
  ownRoles: (a) => ['PUT', `/v1/backoffice/staff/${a.uuid}/roles`, { roles: ['Role_Admin', 'Role_CS'] }],
};

const ACTOR_NAMES = [...ACCOUNT_ROLES, 'partner key', ...STAFF_ROLES, 'Role_Ope acting as an Owner'];

describe.each(Object.keys(ACTIONS))('%s', (action) => {
  it.each(ACTOR_NAMES)('%s', async (name) => {
    const actor = actors[name];
    const [method, path, body] = ACTIONS[action](actor);
    const settingsBefore = await stored();
    const targetBefore = await rolesOf(target.uuid);
    const ownBefore = await rolesOf(actor.uuid);
    const res = await h.call<{ message?: string }>(method, path, {
      token: actor.token,
      headers: actor.headers,
      body,
    });
    if (ALLOWED[action].includes(name)) {
      expect([name, res.status]).toEqual([name, 200]);
      // Put things back for the next cell.
      if (action === 'maintenance') await h.call('PUT', path, { token: actor.token, body: { on: false } });
      if (action === 'setRoles') await h.call('PUT', path, { token: actor.token, body: { roles: [] } });
      return;
    }
    expect([name, res.status, brief(res)]).toEqual([name, 403, expect.any(String)]);
    expect(await stored()).toEqual(settingsBefore);
    expect(await rolesOf(target.uuid)).toEqual(targetBefore);
    expect(await rolesOf(actor.uuid)).toEqual(ownBefore);
  });
});

it('self-registration never yields an internal role', async () => {
  const email = `inscription-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
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
    },
  });
  expect(res.status).toBe(200);
  const row = await h.db
    .selectFrom('users')
    .select('internal_roles')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row.internal_roles).toEqual([]);
});
