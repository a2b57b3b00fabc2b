/**
 * Platform settings (issue 15): maintenance and the log level are stored once for every process; staff with
 * the right change them (audited), read-only roles, customers and partner keys cannot; during maintenance
 * customers get 503 while internal staff keep working.
 */
import type { TestDatabase } from '../../../platform/db';
import type { InternalRole } from '../permissions/roles';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { dataOf } from '../users/test-support';
import { watchLogLevel } from './log-level-watch';
import { forgetPlatformSettings, platformSettings, SETTINGS_CACHE_MS } from './settings-service';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let customer: TestUser;
let staffHome: TestUser;
const staff: Partial<Record<InternalRole, TestUser>> = {};
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
type Settings = { maintenance: boolean; maintenance_message: string | null; log_level: string | null };
type ErrorBody = { status: number; message: string; maintenance?: boolean };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  customer = await h.newOwner();
  staffHome = await h.newOwner();
  for (const role of ALL_STAFF) staff[role] = await h.newMember(staffHome.accountUuid, 'Role_Member', [role]);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const as = (role: InternalRole) => staff[role]!.accessToken;
const setMaintenance = (token: string, on: boolean, message?: string) =>
  h.call<ErrorBody>('PUT', '/v1/backoffice/platform/maintenance', { token, body: { on, message } });
const stored = async () => {
  forgetPlatformSettings(h.db);
  return platformSettings(h.db);
};

describe('maintenance', () => {
  afterEach(async () => {
    await setMaintenance(as('Role_Admin'), false);
  });

  it('an Ope turns it on with a message: customers get 503 with it, staff keep working, then off', async () => {
    const on = await setMaintenance(as('Role_Ope'), true, 'Mise à jour en cours, retour à 14 h.');
    expect(on.status).toBe(200);
    expect(dataOf<Settings>(on)).toMatchObject({
      maintenance: true,
      maintenance_message: 'Mise à jour en cours, retour à 14 h.',
    });

    const refused = await h.call<ErrorBody>('GET', '/v1/users/me', { token: customer.accessToken });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      message: 'Mise à jour en cours, retour à 14 h.',
      maintenance: true,
    });
    // Internal staff acting as themselves work; the public status says so to anyone.
    expect((await h.call('GET', '/v1/users/me', { token: as('Role_CSRO') })).status).toBe(200);
    const status = await h.call('GET', '/v1/platform/status');
    expect(dataOf(status)).toMatchObject({
      maintenance: true,
      message: 'Mise à jour en cours, retour à 14 h.',
      // The accessibility statement's contact: the support address, else the seller's (SUPPORT_EMAIL).
      publisher: { name: 'FEC Analyse', email: 'facturation@fec-analyse.fr' },
    });
    // Staff acting as a customer have the customer's rights: they wait too.
    const impersonating = await h.call('GET', '/v1/users/me', {
      token: as('Role_CS'),
      headers: {
        impersonate: JSON.stringify({ account_uuid: customer.accountUuid, user_uuid: customer.uuid }),
      },
    });
    expect(impersonating.status).toBe(503);

    const off = await setMaintenance(as('Role_Ope'), false);
    expect(dataOf<Settings>(off)).toMatchObject({ maintenance: false, maintenance_message: null });
    expect((await h.call('GET', '/v1/users/me', { token: customer.accessToken })).status).toBe(200);

    const lines = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_uuid', 'detail'])
      .where('action', 'like', 'backoffice.platform.maintenance%')
      .where('actor_uuid', '=', staff.Role_Ope!.uuid)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      {
        action: 'backoffice.platform.maintenance on',
        actor_uuid: staff.Role_Ope!.uuid,
        detail: 'Mise à jour en cours, retour à 14 h.',
      },
      { action: 'backoffice.platform.maintenance off', actor_uuid: staff.Role_Ope!.uuid, detail: null },
    ]);
  });

  it('without a message, customers read the default one', async () => {
    await setMaintenance(as('Role_Admin'), true);
    const refused = await h.call<ErrorBody>('GET', '/v1/users/me', { token: customer.accessToken });
    expect(refused.body.message).toBe(
      'Le service est momentanément indisponible pour maintenance. Merci de réessayer dans quelques minutes.',
    );
  });

  it('is refused to every internal role without the right, to customers, and leaves it off', async () => {
    for (const role of [
      'Role_CS',
      'Role_CSRO',
      'Role_OpeRO',
      'Role_Market',
      'Role_Marketing',
      'Role_MarketRO',
    ] as const) {
      const res = await setMaintenance(as(role), true, 'Non');
      expect([role, res.status, res.body.message]).toEqual([
        role,
        403,
        'Votre rôle ne permet pas cette action du back-office.',
      ]);
    }
    const byCustomer = await setMaintenance(customer.accessToken, true);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.message).toBe('Le back-office est réservé au personnel interne.');
    expect((await stored()).maintenance).toBe(false);
  });

  it('is seen by another process of the same database within the cache delay', async () => {
    const other = await h.anotherProcess();
    const t0 = Date.now();
    await platformSettings(h.db, t0);
    await setMaintenance(as('Role_Ope'), true);
    // The writer forgot its cache; any reader refreshes after SETTINGS_CACHE_MS at most.
    expect((await platformSettings(h.db, t0 + SETTINGS_CACHE_MS + 1)).maintenance).toBe(true);
    expect((await other.call('GET', '/v1/users/me', { token: customer.accessToken })).status).toBe(503);
  });
});

describe('log level', () => {
  it('Admin and Ope set it (audited); read-only roles read it and cannot change it', async () => {
    const set = await h.call('PUT', '/v1/backoffice/platform/log-level', {
      token: as('Role_Ope'),
      body: { level: 'medium' },
    });
    expect(set.status).toBe(200);
    expect(dataOf<Settings>(set).log_level).toBe('medium');
    for (const role of ['Role_OpeRO', 'Role_CSRO', 'Role_CS', 'Role_MarketRO'] as const) {
      const refused = await h.call('PUT', '/v1/backoffice/platform/log-level', {
        token: as(role),
        body: { level: 'disabled' },
      });
      expect(refused.status).toBe(403);
      const read = await h.call('GET', '/v1/backoffice/platform', { token: as(role) });
      expect(dataOf<Settings>(read).log_level).toBe('medium');
    }
    expect((await h.call('GET', '/v1/backoffice/platform', { token: customer.accessToken })).status).toBe(
      403,
    );
    const bad = await h.call('PUT', '/v1/backoffice/platform/log-level', {
      token: as('Role_Admin'),
      body: { level: 'verbose' },
    });
    expect(bad.status).toBe(400);
    expect((await stored()).log_level).toBe('medium');
    const line = await h.db
      .selectFrom('audit_log')
      .select(['actor_uuid'])
      .where('action', '=', 'backoffice.platform.log_level medium')
      .executeTakeFirstOrThrow();
    expect(line.actor_uuid).toBe(staff.Role_Ope!.uuid);
  });

  it('is applied to a logger at runtime, with the pino level of each spec level', async () => {
    const logger = { level: 'info' };
    let level: string | null = 'critical';
    const stop = watchLogLevel(async () => level as never, logger, 10);
    try {
      await new Promise((r) => setTimeout(r, 30));
      expect(logger.level).toBe('fatal');
      level = 'low';
      await new Promise((r) => setTimeout(r, 30));
      expect(logger.level).toBe('debug');
      level = null;
      await new Promise((r) => setTimeout(r, 30));
      expect(logger.level).toBe('info');
    } finally {
      stop();
    }
  });
});
