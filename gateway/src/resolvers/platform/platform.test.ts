/**
 * Platform settings and internal staff through GraphQL (issue 15): maintenance answers HTTP 503 to
 * customers (the client's notice) while staff keep working and anyone may still sign in; the read-only
 * roles read the settings and are refused every change by the shield; only an Admin manages staff.
 */
import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import type { InternalRole } from '../../../../api/src/permissions/roles';
import { STATUS_CACHE_MS } from '../../platform/platform-status';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf, upstreamCalls } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let customer: TestUser;
const staff: Partial<Record<InternalRole, TestUser>> = {};

const SET =
  'mutation ($on: Boolean!, $m: String) { backOfficeSetMaintenance(on: $on, message: $m) { maintenance maintenanceMessage } }';
const ME = '{ me { email } }';
const MESSAGE = 'Mise à jour, retour à 14 h.';
const cacheExpired = () => new Promise((r) => setTimeout(r, STATUS_CACHE_MS + 200));

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  customer = await g.api.newOwner();
  const home = await g.api.newOwner();
  for (const role of ['Role_Admin', 'Role_Ope', 'Role_OpeRO', 'Role_CS'] as const) {
    staff[role] = await g.api.newMember(home.accountUuid, 'Role_Member', [role]);
  }
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const as = (role: InternalRole) => ({ token: staff[role]!.accessToken });

describe('maintenance through the gateway', () => {
  afterAll(async () => {
    await g.gql(SET, { on: false }, as('Role_Admin'));
  });

  it('answers 503 with the message to customers, while staff work and the status stays public', async () => {
    const on = await g.gql<{ backOfficeSetMaintenance: { maintenance: boolean } }>(
      SET,
      { on: true, m: MESSAGE },
      as('Role_Ope'),
    );
    expect(dataOf(on).backOfficeSetMaintenance).toEqual({ maintenance: true, maintenanceMessage: MESSAGE });

    // At once (the API refuses, the gateway passes its 503 on), and once the gateway's own reading expired.
    for (const wait of [false, true]) {
      if (wait) await cacheExpired();
      const refused = await g.gql(ME, {}, { token: customer.accessToken });
      expect(refused.status).toBe(503);
      expect(errorOf(refused).message).toBe(MESSAGE);
      expect(errorOf(refused).extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
    // Anonymous: anything but the session's plumbing and the status waits; the status says why.
    const anonymous = await g.gql('{ documentation { title } }');
    expect(anonymous.status).toBe(503);
    const status = await g.gql<{
      platformStatus: { maintenance: boolean; message: string; publisher: { email: string } };
    }>('{ platformStatus { maintenance message publisher { email } } session { connected } }');
    expect(status.status).toBe(200);
    // The publisher's contact too: the accessibility statement shows it even during a maintenance.
    expect(dataOf(status).platformStatus).toEqual({
      maintenance: true,
      message: MESSAGE,
      publisher: { email: 'facturation@fec-analyse.fr' },
    });

    const self = await g.gql<{ me: { email: string } }>(ME, {}, as('Role_OpeRO'));
    expect(self.status).toBe(200);
    expect(dataOf(self).me.email).toBe(staff.Role_OpeRO!.email);

    const off = await g.gql(SET, { on: false }, as('Role_Ope'));
    expect(off.status).toBe(200);
    expect((await g.gql(ME, {}, { token: customer.accessToken })).status).toBe(200);
  }, 30_000);

  it('refuses the read-only and other roles before the API, leaving it off', async () => {
    for (const who of [as('Role_OpeRO'), as('Role_CS'), { token: customer.accessToken }]) {
      const { result: refused, calls } = await upstreamCalls(() => g.gql(SET, { on: true }, who));
      expect(errorOf(refused).extensions?.code).toBe('FORBIDDEN');
      expect(calls.some((c) => c.includes('platform/maintenance'))).toBe(false);
      const level = await g.gql('mutation { backOfficeSetLogLevel(level: DISABLED) { logLevel } }', {}, who);
      expect(errorOf(level).extensions?.code).toBe('FORBIDDEN');
    }
    const read = await g.gql<{ backOfficePlatform: { maintenance: boolean; logLevel: string | null } }>(
      '{ backOfficePlatform { maintenance logLevel } }',
      {},
      as('Role_OpeRO'),
    );
    expect(dataOf(read).backOfficePlatform.maintenance).toBe(false);
  });
});

describe('log level and staff through GraphQL', () => {
  it('an Ope sets the log level, mapped to the API value', async () => {
    const res = await g.gql<{ backOfficeSetLogLevel: { logLevel: string } }>(
      'mutation { backOfficeSetLogLevel(level: MEDIUM) { logLevel } }',
      {},
      as('Role_Ope'),
    );
    expect(dataOf(res).backOfficeSetLogLevel.logLevel).toBe('MEDIUM');
  });

  it('an Admin invites staff and sets roles; others are refused', async () => {
    const email = `staff-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
    const invited = await g.gql<{
      backOfficeInviteStaff: {
        emailSent: boolean;
        member: { uuid: string; state: string; internalRoles: string[] };
      };
    }>(
      'mutation ($e: String!) { backOfficeInviteStaff(email: $e, roles: ["Role_CSRO"]) { emailSent member { uuid state internalRoles } } }',
      { e: email },
      as('Role_Admin'),
    );
    const member = dataOf(invited).backOfficeInviteStaff.member;
    expect(member).toMatchObject({ state: 'INVITED', internalRoles: ['Role_CSRO'] });
    const changed = await g.gql<{ backOfficeSetStaffRoles: { internalRoles: string[] } }>(
      'mutation ($u: ID!) { backOfficeSetStaffRoles(uuid: $u, roles: ["Role_CS"]) { internalRoles } }',
      { u: member.uuid },
      as('Role_Admin'),
    );
    expect(dataOf(changed).backOfficeSetStaffRoles.internalRoles).toEqual(['Role_CS']);
    const list = await g.gql<{ backOfficeStaff: { email: string }[] }>(
      '{ backOfficeStaff { email } }',
      {},
      as('Role_Admin'),
    );
    expect(dataOf(list).backOfficeStaff.map((s) => s.email)).toContain(email);

    const refused = await g.gql('{ backOfficeStaff { email } }', {}, as('Role_Ope'));
    expect(errorOf(refused).message).toBe('Seul un administrateur gère le personnel interne.');
    const unknown = await g.gql(
      'mutation ($u: ID!) { backOfficeSetStaffRoles(uuid: $u, roles: ["Role_Owner"]) { uuid } }',
      { u: member.uuid },
      as('Role_Admin'),
    );
    expect(errorOf(unknown).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
