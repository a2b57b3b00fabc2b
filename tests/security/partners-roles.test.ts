/**
 * Partner API keys (issue 13) per role, in one account (api/PERMISSIONS.md `account.integrations`): Owner and
 * Manager list, create and revoke keys; Supervisor and Member neither see nor manage them; read-only staff
 * never write. A key never manages keys (nor webhooks, nor connectors: every route that does not name a
 * scope refuses a key), and its rights never exceed its creator's. Every refusal leaves the keys as they were.
 */
import type { TestDatabase } from '../../platform/db';
import type { AccountRole } from '../../api/src/permissions/roles';
import { brief, impersonating, type Envelope } from './support';
import { seededFec } from '../../api/src/billing/testing';
import { json } from '../../api/src/db/database';
import { seedAnalysedFec } from '../../api/src/reports/testing';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let ownerKey: { uuid: string; secret: string };

const MANAGE = "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.";
const KEY_REFUSED = "Cette clé d'API ne permet pas cette action.";

type Created = Envelope<{ api_key: { uuid: string }; secret: string }>;

async function createKey(token: string, scopes = ['fecs:read', 'fecs:import', 'reports'], headers = {}) {
  return h.call<Created & { message?: string }>('POST', '/v1/api-keys', {
    token,
    headers,
    body: { name: 'Logiciel partenaire', scopes },
  });
}

const keysOf = () => h.db.selectFrom('api_keys').selectAll().orderBy('uuid').execute();

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue(), reports: 'record' });
  owner = await h.newOwner();
  const created = await createKey(owner.accessToken);
  ownerKey = { uuid: created.body.data.data.api_key.uuid, secret: created.body.data.data.secret };
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe.each<[AccountRole, boolean]>([
  ['Role_Owner', true],
  ['Role_Manager', true],
  ['Role_Supervisor', false],
  ['Role_Member', false],
])('%s', (role, manages) => {
  let actor: TestUser;
  beforeAll(async () => {
    actor = role === 'Role_Owner' ? owner : await h.newMember(owner.accountUuid, role);
  });

  it(
    manages ? 'lists, creates and revokes keys' : 'neither lists, creates nor revokes keys (403)',
    async () => {
      const before = await keysOf();
      const list = await h.call<{ message?: string }>('GET', '/v1/api-keys', { token: actor.accessToken });
      const scopes = await h.call('GET', '/v1/api-keys/scopes', { token: actor.accessToken });
      const created = await createKey(actor.accessToken);
      if (manages) {
        expect([list.status, scopes.status, created.status]).toEqual([200, 200, 201]);
        const revoked = await h.call('POST', `/v1/api-keys/${created.body.data.data.api_key.uuid}/revoke`, {
          token: actor.accessToken,
        });
        expect(revoked.status).toBe(200);
        return;
      }
      expect([list.status, created.status]).toEqual([403, 403]);
      expect(list.body.message).toBe(MANAGE);
      expect(created.body.message).toBe(MANAGE);
      const revoke = await h.call('POST', `/v1/api-keys/${ownerKey.uuid}/revoke`, {
        token: actor.accessToken,
      });
      expect(revoke.status).toBe(403);
      expect(await keysOf()).toEqual(before);
    },
  );
});

describe('staff acting as the Owner', () => {
  it('read-only staff never create nor revoke a key', async () => {
    const staff = await h.newMember((await h.newOwner()).accountUuid, 'Role_Owner', ['Role_CSRO']);
    const headers = impersonating(owner.accountUuid, owner.uuid);
    const before = await keysOf();
    const created = await createKey(staff.accessToken, ['reports'], headers);
    expect(created.status).toBe(403);
    const revoke = await h.call('POST', `/v1/api-keys/${ownerKey.uuid}/revoke`, {
      token: staff.accessToken,
      headers,
    });
    expect(revoke.status).toBe(403);
    expect(await keysOf()).toEqual(before);
  });
});

describe('a key', () => {
  it('never manages keys, even with every scope and an Owner as creator', async () => {
    const before = await keysOf();
    const auth = { Authorization: `Bearer ${ownerKey.secret}` };
    const attempts = [
      await h.call<{ message?: string }>('GET', '/v1/api-keys', { headers: auth }),
      await h.call<{ message?: string }>('GET', '/v1/api-keys/scopes', { headers: auth }),
      await h.call<{ message?: string }>('POST', '/v1/api-keys', {
        headers: auth,
        body: { name: 'Clé fille', scopes: ['reports'] },
      }),
      await h.call<{ message?: string }>('POST', `/v1/api-keys/${ownerKey.uuid}/revoke`, { headers: auth }),
    ];
    for (const res of attempts) {
      expect(brief(res)).toContain('403');
      expect(res.body.message).toBe(KEY_REFUSED);
    }
    // The refused attempts are audited against the key; the keys themselves are unchanged but for last use.
    const after = await keysOf();
    expect(after.map((k) => ({ ...k, last_used_at: null }))).toEqual(
      before.map((k) => ({ ...k, last_used_at: null })),
    );
  });

  it('is refused on every route that names no scope (webhooks, connectors, accounts, billing…)', async () => {
    const doc = (
      await h.call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>('GET', '/docs/json')
    ).body;
    const auth = { Authorization: `Bearer ${ownerKey.secret}` };
    // Routes a key may call (config.apiKeyScopes): reads of folders, FECs and results, imports (with the
    // fiscal year a file's entries show, asked before importing), reports, reads of the review (issue 37) and
    // of ECF missions (issue 38; their writes need the `ecf` scope, the signature is never a key's).
    const allowed =
      /^(GET \/v1\/users\/me|POST \/v1\/api-keys\/budget|GET \/v1\/(folders|fecs|analyses|controls|review|ecf\/missions)|POST \/v1\/fecs(\/fiscal-year-suggestion)?$|(POST|GET) \/v1\/fec-uploads|(GET|POST|DELETE) \/v1\/reports)/;
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (op.security?.length === 0 || allowed.test(key)) continue;
        // GET /v1/fecs/{uuid}/offers and the FEC writes are not reads: refused too.
        const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await h.call<{ message?: string }>(method.toUpperCase(), url, {
          headers: auth,
          body: method === 'get' ? undefined : {},
        });
        checked++;
        // Sign-out and session routes read a JWT's own claims: a key is not one (401).
        if (/^(POST|GET) \/v1\/auth\/(signout|session)$/.test(key)) {
          if (res.status !== 401) failures.push(`${key} → ${brief(res)}`);
          continue;
        }
        if (res.status !== 403 || res.body?.message !== KEY_REFUSED) failures.push(`${key} → ${brief(res)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('reads the diagnostics CSV of its account with fecs:read, like the control export; not without it', async () => {
    const { analysisUuid } = await seededFec(h.db, owner);
    const format = {
      conformity: 'conforme',
      tester: null,
      diagnosticCounts: { NOM_FICHIER: 1 },
      diagnostics: [{ line: 0, column: '', code: 'NOM_FICHIER', severity: 'ALERT', message: 'Nom' }],
    };
    await h.db
      .updateTable('analyses')
      .set({ report: json({ format }) })
      .where('uuid', '=', analysisUuid)
      .execute();
    const csv = `/v1/analyses/${analysisUuid}/diagnostics.csv`;
    const read = await h.call('GET', csv, { headers: { Authorization: `Bearer ${ownerKey.secret}` } });
    expect(read.status).toBe(200);
    expect(String(read.body)).toContain(";NOM_FICHIER;Alerte;Nom;Au-delà de l'outil officiel");

    const reportsOnly = await createKey(owner.accessToken, ['reports']);
    const refused = await h.call<{ message?: string }>('GET', csv, {
      headers: { Authorization: `Bearer ${reportsOnly.body.data.data.secret}` },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(KEY_REFUSED);
    // Another account's key with every scope: the analysis is not its.
    const other = await createKey((await h.newOwner()).accessToken);
    const foreign = await h.call<{ message?: string }>('GET', csv, {
      headers: { Authorization: `Bearer ${other.body.data.data.secret}` },
    });
    expect(foreign.status).toBe(403);
  });

  it("has no more rights than its creator: a Member's key with every scope still cannot import", async () => {
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const created = await createKey(manager.accessToken);
    await h.db
      .updateTable('memberships')
      .set({ role: 'Role_Member' })
      .where('user_uuid', '=', manager.uuid)
      .execute();
    const res = await h.call<{ message?: string }>('POST', '/v1/fec-uploads', {
      headers: { Authorization: `Bearer ${created.body.data.data.secret}` },
      body: { idempotency_key: 'membre', file_name: '123456782FEC20231231.txt', terms_accepted: true },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Vous ne pouvez pas importer de FEC avec ce rôle.');
  });

  it('reads an analysis’ conformity certificate with `fecs:read` (like its results), not without it', async () => {
    const { analysisUuid } = await seedAnalysedFec(h, owner);
    const path = `/v1/analyses/${analysisUuid}/certificate.pdf`;
    const allowed = await fetch(`${h.url}/api${path}`, {
      headers: { Authorization: `Bearer ${ownerKey.secret}` },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('application/pdf');
    const reportsOnly = await createKey(owner.accessToken, ['reports']);
    const refused = await h.call<{ message?: string }>('GET', path, {
      headers: { Authorization: `Bearer ${reportsOnly.body.data.data.secret}` },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(KEY_REFUSED);
  });
});
