import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { MSG } from '../http/messages';
import { CONNECTOR_MSG } from './messages';
import { company, newToken, seedConnector, waitImport, waitProduced } from './testing';

/**
 * Connectors over the real jobs and the Pennylane stand-in: a token added, its company and fiscal years
 * read, a fiscal year imported (the FEC `generating` at once, then analysed like a desktop upload), every
 * §8 refusal, an expired download link, a failed export, the nightly refresh, and the token never in clear.
 */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
type Loose = any;
const data = (res: { body: Loose }) => res.body.data.data;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { workers: 1 });
  owner = await h.newOwner();
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

afterEach(() => {
  Object.assign(h.pennylane.knobs, { exportError: false, pendingPolls: 1, expireNextLinks: 0 });
});

const post = (path: string, body: unknown, user: TestUser = owner) =>
  h.call<Loose>('POST', path, { token: user.accessToken, body });

async function importYear(connector: string, year = '2025', extra: Record<string, unknown> = {}) {
  return post(`/v1/connectors/${connector}/imports`, {
    start_date: `${year}-01-01`,
    end_date: `${year}-12-31`,
    ...extra,
  });
}

describe('adding a token', () => {
  it('reads the company and its fiscal years, seals the token, answers only its hint', async () => {
    const token = newToken();
    h.pennylane.addCompany(token, company());
    const res = await post('/v1/connectors', { provider: 'pennylane', token });
    expect(res.status).toBe(201);
    const view = data(res);
    expect(view).toMatchObject({
      provider: 'pennylane',
      token_hint: token.slice(-4),
      company_name: 'Société Connectée',
      siren: '732829320',
      activity: '10.71C Boulangerie',
      address: '1 rue du Pain, 69001 Lyon',
      auto_refresh: false,
      last_error: null,
    });
    expect(view.fiscal_years.map((fy: Loose) => [fy.label, fy.start_date, fy.end_date])).toEqual([
      ['Exercice 2025', '2025-01-01', '2025-12-31'],
      ['Exercice 2024', '2024-01-01', '2024-12-31'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain(token);

    // At rest: sealed under its row, never in clear, not even in a fingerprint.
    const row = await h.db
      .selectFrom('connectors')
      .selectAll()
      .where('uuid', '=', view.uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(h.deps.secrets.open(row.token_sealed, `connector:${view.uuid}`)).toBe(token);
    expect(() => h.deps.secrets.open(row.token_sealed, 'connector:another')).toThrow();

    const list = await h.call<Loose>('GET', '/v1/connectors', { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(data(list)).toMatchObject({ total: expect.any(Number), limit: 20, offset: 0 });
    expect(data(list).items.map((c: Loose) => c.uuid)).toContain(view.uuid);
    const one = await h.call<Loose>('GET', `/v1/connectors/${view.uuid}`, { token: owner.accessToken });
    expect(JSON.stringify([list.body, one.body])).not.toContain(token);
  });

  it('lists the providers with where to find the token', async () => {
    const res = await h.call<Loose>('GET', '/v1/connectors/providers', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual([
      { id: 'pennylane', name: 'Pennylane', token_help: expect.stringContaining('Pennylane') },
    ]);
  });

  it('§8: 401 for an unknown or empty token, 400 for the same token twice, 400 for missing information', async () => {
    const unknown = await post('/v1/connectors', { provider: 'pennylane', token: newToken() });
    expect([unknown.status, unknown.body.message, unknown.body.code]).toEqual([
      401,
      CONNECTOR_MSG.tokenInvalid,
      'CONNECTOR_TOKEN_INVALID',
    ]);
    const empty = await post('/v1/connectors', { provider: 'pennylane', token: '   ' });
    expect([empty.status, empty.body.message]).toEqual([401, CONNECTOR_MSG.tokenInvalid]);

    const { token } = await seedConnector(h, owner);
    const twice = await post('/v1/connectors', { provider: 'pennylane', token });
    expect([twice.status, twice.body.message]).toEqual([400, CONNECTOR_MSG.duplicate]);
    // The same token in another account is that account's business.
    const other = await h.newOwner();
    expect((await post('/v1/connectors', { provider: 'pennylane', token }, other)).status).toBe(201);

    for (const missing of [company({ name: null }), company({ fiscalYears: [] })]) {
      const t = newToken();
      h.pennylane.addCompany(t, missing);
      const res = await post('/v1/connectors', { provider: 'pennylane', token: t });
      expect([res.status, res.body.message]).toEqual([400, CONNECTOR_MSG.missingInfo]);
    }
  });

  it('refresh reads the company again; a revoked token is 401 and shows on the card', async () => {
    const { uuid, token } = await seedConnector(h, owner);
    h.pennylane.company(token)!.name = 'Société Renommée';
    h.pennylane.company(token)!.fiscalYears.unshift({ start: '2026-01-01', finish: '2026-12-31' });
    const res = await post(`/v1/connectors/${uuid}/refresh`, undefined);
    expect(res.status).toBe(200);
    expect(data(res).company_name).toBe('Société Renommée');
    expect(data(res).fiscal_years).toHaveLength(3);

    h.pennylane.revoke(token);
    const refused = await post(`/v1/connectors/${uuid}/refresh`, undefined);
    expect([refused.status, refused.body.message]).toEqual([401, CONNECTOR_MSG.tokenInvalid]);
    const after = await h.call<Loose>('GET', `/v1/connectors/${uuid}`, { token: owner.accessToken });
    expect(data(after).last_error).toBe(CONNECTOR_MSG.tokenInvalid);
    // The user's own session is untouched.
    expect((await h.call('GET', '/v1/users/me', { token: owner.accessToken })).status).toBe(200);
  });

  it('auto-refresh switch and deletion (the imported FECs stay)', async () => {
    const { uuid } = await seedConnector(h, owner);
    const on = await h.call<Loose>('PUT', `/v1/connectors/${uuid}`, {
      token: owner.accessToken,
      body: { auto_refresh: true },
    });
    expect([on.status, data(on).auto_refresh]).toEqual([200, true]);
    const gone = await h.call<Loose>('DELETE', `/v1/connectors/${uuid}`, { token: owner.accessToken });
    expect([gone.status, data(gone)]).toEqual([200, { uuid }]);
    const again = await h.call<Loose>('GET', `/v1/connectors/${uuid}`, { token: owner.accessToken });
    expect([again.status, again.body.message]).toEqual([404, CONNECTOR_MSG.notFound]);
    // Adding and deleting a token are in the account's audit log, by whom.
    const lines = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_uuid', 'account_uuid'])
      .where('action', 'in', [`connector.add ${uuid}`, `connector.delete ${uuid}`])
      .orderBy('action')
      .execute();
    expect(lines).toEqual([
      { action: `connector.add ${uuid}`, actor_uuid: owner.uuid, account_uuid: owner.accountUuid },
      { action: `connector.delete ${uuid}`, actor_uuid: owner.uuid, account_uuid: owner.accountUuid },
    ]);
  });
});

describe('importing a fiscal year', () => {
  it('creates the FEC at once as `generating`, then imports and analyses it like an upload', async () => {
    h.pennylane.knobs.pendingPolls = 3; // a slow export
    const folder = data(await post('/v1/folders', { name: `Connecteur ${Date.now()}`, parent_uuid: '-1' }))
      .uuid as string;
    const { uuid } = await seedConnector(h, owner);
    const res = await importYear(uuid, '2025', { folder_uuid: folder, revenue_type: 'BNC' });
    expect(res.status).toBe(201);
    const fec = data(res).fec;
    expect(fec).toMatchObject({
      status: 'generating',
      company_name: 'Société Connectée',
      siren: '732829320',
      fiscal_start: '2025-01-01',
      fiscal_end: '2025-12-31',
      revenue_type: 'BNC',
      folder_uuid: folder,
      original_name: '732829320FEC20251231.txt',
    });
    const listed = await h.call<Loose>('GET', '/v1/fecs', {
      token: owner.accessToken,
      query: { ids: fec.uuid },
    });
    expect(data(listed).items[0].status).toBe('generating');

    expect(await waitProduced(h, fec.uuid)).toBe('done');
    const row = await h.db
      .selectFrom('fecs')
      .selectAll()
      .where('uuid', '=', fec.uuid)
      .executeTakeFirstOrThrow();
    expect(row.size).toBeGreaterThan(0);
    expect(row.line_count).toBeGreaterThan(12);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The billing lifecycle gave it the offer of its lines, as for an upload.
    expect(row.offer).not.toBeNull();
    const stored = await readFile(join(h.storageDir, row.storage_key), 'utf8');
    expect(stored.startsWith('JournalCode\tJournalLib')).toBe(true);

    const connector = data(
      await h.call<Loose>('GET', `/v1/connectors/${uuid}`, { token: owner.accessToken }),
    );
    expect(connector.fiscal_years[0].last_import_fec_uuid).toBe(fec.uuid);
    expect(connector.last_synced_at).not.toBeNull();
    // A re-import is a new FEC (the history stays).
    const again = await importYear(uuid);
    expect(again.status).toBe(201);
    expect(data(again).fec.uuid).not.toBe(fec.uuid);
    await waitProduced(h, data(again).fec.uuid);
  }, 90_000);

  it('an expired download link is replaced by a fresh one', async () => {
    const { uuid } = await seedConnector(h, owner);
    h.pennylane.knobs.expireNextLinks = 2;
    const res = await importYear(uuid);
    expect(res.status).toBe(201);
    expect(await waitProduced(h, data(res).fec.uuid)).toBe('done');
    expect(h.pennylane.knobs.expireNextLinks).toBe(0);
  }, 60_000);

  it('a failed export ends in status `error` with a French message on the connector', async () => {
    const { uuid } = await seedConnector(h, owner);
    h.pennylane.knobs.exportError = true;
    const res = await importYear(uuid);
    expect(res.status).toBe(201);
    expect(await waitProduced(h, data(res).fec.uuid)).toBe('error');
    const imp = await h.db
      .selectFrom('connector_imports')
      .selectAll()
      .where('fec_uuid', '=', data(res).fec.uuid)
      .executeTakeFirstOrThrow();
    expect(imp.error).toBe(CONNECTOR_MSG.exportFailed);
    const connector = data(
      await h.call<Loose>('GET', `/v1/connectors/${uuid}`, { token: owner.accessToken }),
    );
    expect(connector.last_error).toBe(CONNECTOR_MSG.exportFailed);
  }, 60_000);

  it('§8: 404 for a fiscal year the software does not have, 401 for a revoked token; nothing recorded', async () => {
    const { uuid, token } = await seedConnector(h, owner);
    const count = async () =>
      Number(
        (
          await h.db
            .selectFrom('fecs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const unknownYear = await importYear(uuid, '2019');
    expect([unknownYear.status, unknownYear.body.message]).toEqual([404, CONNECTOR_MSG.noFile]);
    h.pennylane.revoke(token);
    const revoked = await importYear(uuid);
    expect([revoked.status, revoked.body.message, revoked.body.code]).toEqual([
      401,
      CONNECTOR_MSG.tokenInvalid,
      'CONNECTOR_TOKEN_INVALID',
    ]);
    expect(await count()).toBe(before);
  });

  it('deleting the connector while its FEC is produced ends that FEC in `error`', async () => {
    h.pennylane.knobs.pendingPolls = 1000;
    const { uuid } = await seedConnector(h, owner);
    const res = await importYear(uuid);
    // While the software produces it, its analysis cannot be started by hand (the import starts it).
    const rerun = await post(`/v1/fecs/${data(res).fec.uuid}/analyses`, undefined);
    expect([rerun.status, rerun.body.message]).toEqual([409, MSG.fecGenerating]);
    expect((await h.call('DELETE', `/v1/connectors/${uuid}`, { token: owner.accessToken })).status).toBe(200);
    const row = await h.db
      .selectFrom('fecs')
      .select('status')
      .where('uuid', '=', data(res).fec.uuid)
      .executeTakeFirst();
    expect(row?.status).toBe('error');
  });
});

describe('nightly refresh', () => {
  it('re-imports the current fiscal year only when the exported file changed', async () => {
    const year = new Date().getUTCFullYear();
    const { uuid, token } = await seedConnector(h, owner, {
      fiscalYears: [{ start: `${year}-01-01`, finish: `${year}-12-31` }],
    });
    const first = await importYear(uuid, String(year));
    await waitProduced(h, data(first).fec.uuid);
    await h.call('PUT', `/v1/connectors/${uuid}`, { token: owner.accessToken, body: { auto_refresh: true } });
    const fecsOf = () =>
      h.db
        .selectFrom('connector_imports')
        .select('fec_uuid')
        .where('connector_uuid', '=', uuid)
        .where('fec_uuid', 'is not', null)
        .execute();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);

    const unchanged = await h.connectorJobs.refreshDue(tomorrow);
    expect(unchanged).toHaveLength(1);
    expect((await waitImport(h, unchanged[0])).status).toBe('unchanged');
    expect(await fecsOf()).toHaveLength(1);
    // Not due again the same night.
    expect(await h.connectorJobs.refreshDue(tomorrow)).toEqual([]);

    h.pennylane.company(token)!.version = 2;
    const changed = await h.connectorJobs.refreshDue(new Date(Date.now() + 4 * 86_400_000));
    expect(changed).toHaveLength(1);
    const done = await waitImport(h, changed[0]);
    expect(done.status).toBe('done');
    expect(await fecsOf()).toHaveLength(2);
    expect(await waitProduced(h, done.fec_uuid!)).toBe('done');
  }, 90_000);
});

describe('crash recovery', () => {
  it('an import whose worker died is sent again and finishes', async () => {
    const { uuid } = await seedConnector(h, owner);
    h.pennylane.knobs.pendingPolls = 1000;
    const res = await importYear(uuid);
    const fecUuid = data(res).fec.uuid as string;
    const imp = await h.db
      .selectFrom('connector_imports')
      .selectAll()
      .where('fec_uuid', '=', fecUuid)
      .executeTakeFirstOrThrow();
    // As if its worker had died an hour ago.
    await h.db
      .updateTable('connector_imports')
      .set({ heartbeat_at: new Date(Date.now() - 3600_000), attempts: 1 })
      .where('uuid', '=', imp.uuid)
      .execute();
    h.pennylane.knobs.pendingPolls = 0;
    expect(await h.connectorJobs.recover()).toContain(imp.uuid);
    expect(await waitProduced(h, fecUuid)).toBe('done');
  }, 60_000);
});
