import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { fecCount, smallFec, upload } from '../fecs/testing';
import { MSG } from '../http/messages';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { consumeBudget, leakedLevel } from './partner-store';

/** The partner API: keys and their scopes, budget, idempotency, uploads by signed URL, api_only. */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

type Body<T> = { data: { data: T } };
type Refusal = { status: number; message: string; retry_after_seconds?: number };
type KeyView = {
  uuid: string;
  prefix: string;
  scopes: string[];
  revoked_at: string | null;
  last_used_at: string | null;
};
type Upload = {
  uuid: string;
  status: string;
  upload_path: string;
  expires_at: string;
  fec_uuid: string | null;
  analysis_uuid: string | null;
};

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function newKey(user: TestUser, scopes: string[], name = 'Logiciel partenaire') {
  const res = await h.call<Body<{ api_key: KeyView; secret: string }>>('POST', '/v1/api-keys', {
    token: user.accessToken,
    body: { name, scopes },
  });
  expect(res.status).toBe(201);
  return res.body.data.data;
}

/** `PUT` of a raw body on a signed path (relative to `/api`). */
async function put(path: string, content: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.url}/api${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: content,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Body<{ fec_uuid: string; analysis_uuid: string }> & Refusal,
  };
}

const uploadInput = (key: string, extra: Record<string, unknown> = {}) => ({
  idempotency_key: key,
  file_name: '123456782FEC20231231.txt',
  terms_accepted: true,
  ...extra,
});

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
});

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('API keys', () => {
  it('are shown once, stored as a SHA-256 with their prefix, and listed without their secret', async () => {
    const { api_key, secret } = await newKey(owner, ['fecs:read', 'reports']);
    expect(secret).toMatch(/^fak_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(api_key.prefix).toBe(secret.slice(0, 16));
    expect(api_key.scopes).toEqual(['fecs:read', 'reports']);
    const row = await h.db
      .selectFrom('api_keys')
      .selectAll()
      .where('uuid', '=', api_key.uuid)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).toString('hex')).toBe(
      createHash('sha256').update(secret).digest('hex'),
    );
    const list = await h.call<Body<{ items: KeyView[] }>>('GET', '/v1/api-keys', {
      token: owner.accessToken,
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(17));
    expect(list.body.data.data.items.map((k) => k.uuid)).toContain(api_key.uuid);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', `api_key.create ${api_key.uuid}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a name out of bounds and an empty scope list', async () => {
    for (const body of [
      { name: ' ', scopes: ['reports'] },
      { name: 'x', scopes: [] },
    ]) {
      const res = await h.call<Refusal>('POST', '/v1/api-keys', { token: owner.accessToken, body });
      expect(res.status).toBe(400);
    }
  });

  it('authenticate as their creator, with rights limited to their scopes', async () => {
    const { secret, api_key } = await newKey(owner, ['fecs:read']);
    const me = await h.call<
      Body<{ uuid: string; permissions: { can: Record<string, Record<string, Record<string, boolean>>> } }>
    >('GET', '/v1/users/me', { headers: bearer(secret) });
    expect(me.status).toBe(200);
    expect(me.body.data.data.uuid).toBe(owner.uuid);
    expect(me.body.data.data.permissions.can.fec.file.read_all).toBe(true);
    expect(me.body.data.data.permissions.can.fec.file.import).toBe(false);
    expect(me.body.data.data.permissions.can.account.users.read).toBe(false);
    // The header the gateway uses works as well.
    expect((await h.call('GET', '/v1/fecs', { token: secret })).status).toBe(200);
    const row = await h.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('uuid', '=', api_key.uuid)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it('reach only the routes that name one of their scopes', async () => {
    const read = (await newKey(owner, ['fecs:read'])).secret;
    const importer = (await newKey(owner, ['fecs:import'])).secret;
    const reports = (await newKey(owner, ['reports'])).secret;
    const cases: [string, string, string, number, unknown?][] = [
      [read, 'GET', '/v1/fecs', 200],
      [read, 'GET', '/v1/folders', 200],
      [read, 'GET', '/v1/reports', 403],
      [read, 'POST', '/v1/folders', 403, { name: 'Clé', parent_uuid: '-1' }],
      [read, 'GET', '/v1/accounts/current', 403],
      [read, 'GET', '/v1/api-keys', 403],
      [read, 'POST', '/v1/api-keys', 403, { name: 'Autre', scopes: ['reports'] }],
      [read, 'POST', '/v1/fec-uploads', 403, uploadInput('k-read')],
      [importer, 'GET', '/v1/fecs', 403],
      [importer, 'GET', '/v1/users/me', 200],
      [reports, 'GET', '/v1/reports', 200],
      [reports, 'GET', '/v1/fecs', 403],
      [reports, 'GET', '/v1/cart', 403],
    ];
    for (const [key, method, path, status, body] of cases) {
      const res = await h.call<Refusal>(method, path, { headers: bearer(key), body });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} ${status}`);
      if (status === 403) expect(res.body.message).toBe(MSG.apiKeyScope);
    }
  });

  it('are refused once revoked (401), and a revocation is audited', async () => {
    const { secret, api_key } = await newKey(owner, ['fecs:read']);
    const revoked = await h.call<Body<KeyView>>('POST', `/v1/api-keys/${api_key.uuid}/revoke`, {
      token: owner.accessToken,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.data.revoked_at).not.toBeNull();
    const res = await h.call<Refusal>('GET', '/v1/fecs', { headers: bearer(secret) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.apiKeyUnknown);
    const unknown = await h.call<Refusal>('GET', '/v1/fecs', {
      headers: bearer(`fak_000000000000_${'A'.repeat(43)}`),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(MSG.apiKeyUnknown);
    const tampered = await h.call<Refusal>('GET', '/v1/fecs', {
      headers: bearer(secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A')),
    });
    expect(tampered.status).toBe(401);
    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', `api_key.revoke ${api_key.uuid}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('are refused when their creator left the account or is blocked there', async () => {
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const { secret } = await newKey(manager, ['fecs:read']);
    expect((await h.call('GET', '/v1/fecs', { headers: bearer(secret) })).status).toBe(200);
    await h.db
      .updateTable('memberships')
      .set({ blocked_at: new Date() })
      .where('user_uuid', '=', manager.uuid)
      .execute();
    const blocked = await h.call<Refusal>('GET', '/v1/fecs', { headers: bearer(secret) });
    expect(blocked.status).toBe(401);
    expect(blocked.body.message).toBe(MSG.apiKeyCreatorGone);
    await h.db
      .deleteFrom('memberships')
      .where('user_uuid', '=', manager.uuid)
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    expect((await h.call('GET', '/v1/fecs', { headers: bearer(secret) })).status).toBe(401);
  });

  it("follow their creator's role: a key of a demoted creator loses what the new role lacks", async () => {
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const { secret } = await newKey(manager, ['fecs:import']);
    await h.db
      .updateTable('memberships')
      .set({ role: 'Role_Member' })
      .where('user_uuid', '=', manager.uuid)
      .execute();
    const res = await h.call<Refusal>('POST', '/v1/fec-uploads', {
      headers: bearer(secret),
      body: uploadInput('demoted'),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.importRole);
  });

  it('write an audit line attributed to the key for every non-GET request', async () => {
    const { secret, api_key } = await newKey(owner, ['fecs:import']);
    await h.call('POST', '/v1/fec-uploads', { headers: bearer(secret), body: uploadInput('audited') });
    await h.call('POST', '/v1/folders', { headers: bearer(secret), body: { name: 'Refusé' } });
    // The budget the gateway takes on every partner request changes no data: no line for it.
    await h.call('POST', '/v1/api-keys/budget', { headers: bearer(secret), body: { cost: 1 } });
    const rows = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('api_key_uuid', '=', api_key.uuid)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.action} ${r.status}`)).toEqual([
      'api_key POST /api/v1/fec-uploads 201',
      'api_key POST /api/v1/folders 403',
    ]);
    expect(rows[0].actor_uuid).toBe(owner.uuid);
  });
});

describe('budget', () => {
  it('is for key callers only', async () => {
    const res = await h.call<Refusal>('POST', '/v1/api-keys/budget', {
      token: owner.accessToken,
      body: { cost: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.apiKeyOnly);
  });

  it('refuses with 429 and the seconds to wait once the bucket is full', async () => {
    const { secret, api_key } = await newKey(owner, ['reports']);
    await h.db
      .updateTable('api_keys')
      .set({ budget_capacity: 100, budget_refill_per_second: 10 })
      .where('uuid', '=', api_key.uuid)
      .execute();
    const first = await h.call<Body<{ remaining: number; capacity: number; refill_per_second: number }>>(
      'POST',
      '/v1/api-keys/budget',
      { headers: bearer(secret), body: { cost: 90 } },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.data).toMatchObject({ capacity: 100, refill_per_second: 10 });
    expect(first.body.data.data.remaining).toBeGreaterThanOrEqual(10);
    const second = await h.call<Refusal>('POST', '/v1/api-keys/budget', {
      headers: bearer(secret),
      body: { cost: 60 },
    });
    expect(second.status).toBe(429);
    expect(second.body.retry_after_seconds).toBeGreaterThanOrEqual(4);
    expect(second.body.retry_after_seconds).toBeLessThanOrEqual(5);
    expect(second.body.message).toBe(MSG.budgetExhausted(second.body.retry_after_seconds!));
  });

  it("leaks like the model: any sequence of requests and pauses gives the model's answers", async () => {
    const { api_key } = await newKey(owner, ['reports']);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ wait: fc.integer({ min: 0, max: 5_000 }), cost: fc.integer({ min: 0, max: 150 }) }),
          {
            minLength: 1,
            maxLength: 15,
          },
        ),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 50 }),
        async (steps, capacity, refill) => {
          let now = new Date('2026-01-01T00:00:00Z');
          await h.db
            .updateTable('api_keys')
            .set({
              budget_capacity: capacity,
              budget_refill_per_second: refill,
              budget_level: 0,
              budget_updated_at: now,
            })
            .where('uuid', '=', api_key.uuid)
            .execute();
          let level = 0;
          let at = now;
          for (const step of steps) {
            now = new Date(now.getTime() + step.wait);
            const poured = Math.min(step.cost, capacity);
            const leaked = leakedLevel(level, at, now, refill);
            const fits = leaked + poured <= capacity + 1e-9;
            const answer = await consumeBudget(h.db, api_key.uuid, step.cost, now);
            expect(answer.ok).toBe(fits);
            if (fits) {
              level = leaked + poured;
              at = now;
              expect(answer.level).toBeCloseTo(level, 6);
            } else {
              const wait = (answer as { retryAfterSeconds: number }).retryAfterSeconds;
              // After the announced wait, it fits.
              expect(
                leakedLevel(level, at, new Date(now.getTime() + wait * 1000), refill) + poured,
              ).toBeLessThanOrEqual(capacity + 1e-6);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('never lets concurrent requests spend the same points twice', async () => {
    const { api_key } = await newKey(owner, ['reports']);
    const now = new Date('2026-02-01T00:00:00Z');
    await h.db
      .updateTable('api_keys')
      .set({ budget_capacity: 50, budget_refill_per_second: 1, budget_level: 0, budget_updated_at: now })
      .where('uuid', '=', api_key.uuid)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => consumeBudget(h.db, api_key.uuid, 10, now)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
  });
});

describe('idempotency', () => {
  it('POST v1/fecs twice with the same key imports once; another request with it is refused', async () => {
    const key = { 'Idempotency-Key': 'desktop-1' };
    const before = await fecCount(h);
    const send = (content: string) => fetchUpload(owner.accessToken, content, key);
    const first = await send(smallFec(3));
    const second = await send(smallFec(3));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await fecCount(h)).toBe(before + 1);
    const other = await send(smallFec(4));
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MSG.idempotencyKeyReused);
    expect(await fecCount(h)).toBe(before + 1);
  });

  it('concurrent duplicates of POST v1/fec-uploads create one upload', async () => {
    const { secret } = await newKey(owner, ['fecs:import']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.call<Body<Upload>>('POST', '/v1/fec-uploads', {
          headers: bearer(secret),
          body: uploadInput('concurrent'),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.data.data.uuid)).size).toBe(1);
    const rows = await h.db
      .selectFrom('fec_uploads')
      .select('uuid')
      .where('idempotency_key', '=', 'concurrent')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

/** Multipart upload with extra headers (the harness's helper sends none). */
async function fetchUpload(token: string, content: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('terms_accepted', 'true');
  form.append('file', new Blob([content]), '123456782FEC20231231.txt');
  const response = await fetch(`${h.url}/api/v1/fecs`, {
    method: 'POST',
    headers: { AccessToken: token, ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Refusal & Body<unknown> };
}

describe('uploads by signed URL', () => {
  let key: string;
  beforeAll(async () => {
    key = (await newKey(owner, ['fecs:import', 'fecs:read'])).secret;
  });

  const prepare = async (idem: string, extra: Record<string, unknown> = {}) => {
    const res = await h.call<Body<Upload>>('POST', '/v1/fec-uploads', {
      headers: bearer(key),
      body: uploadInput(idem, extra),
    });
    expect(res.status).toBe(201);
    return res.body.data.data;
  };

  it('imports the file once: 201, then 200 with the same FEC; the upload tells its FEC', async () => {
    const before = await fecCount(h);
    const prepared = await prepare('journey-1', { company_name: 'Société API' });
    expect(prepared.status).toBe('pending');
    expect(prepared.upload_path).toMatch(
      /^\/v1\/fec-uploads\/[0-9a-f-]{36}\/file\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const first = await put(prepared.upload_path, smallFec(5));
    expect(first.status).toBe(201);
    const second = await put(prepared.upload_path, smallFec(5));
    expect(second.status).toBe(200);
    expect(second.body.data.data).toEqual(first.body.data.data);
    expect(await fecCount(h)).toBe(before + 1);
    const fec = await h.db
      .selectFrom('fecs')
      .selectAll()
      .where('uuid', '=', first.body.data.data.fec_uuid)
      .executeTakeFirstOrThrow();
    expect(fec).toMatchObject({
      company_name: 'Société API',
      siren: '123456782',
      account_uuid: owner.accountUuid,
    });
    const again = await prepare('journey-1', { company_name: 'Société API' });
    expect(again).toMatchObject({
      uuid: prepared.uuid,
      status: 'received',
      fec_uuid: first.body.data.data.fec_uuid,
    });
    const read = await h.call<Body<Upload>>('GET', `/v1/fec-uploads/${prepared.uuid}`, {
      headers: bearer(key),
    });
    expect(read.body.data.data.analysis_uuid).toBe(first.body.data.data.analysis_uuid);
  });

  it('refuses the same idempotency key for other metadata', async () => {
    await prepare('journey-2');
    const res = await h.call<Refusal>('POST', '/v1/fec-uploads', {
      headers: bearer(key),
      body: uploadInput('journey-2', { company_name: 'Autre' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.idempotencyKeyReused);
  });

  it("checks the metadata with the import form's rules and messages", async () => {
    const res = await h.call<Refusal & { errors: { field: string; message: string }[] }>(
      'POST',
      '/v1/fec-uploads',
      {
        headers: bearer(key),
        body: uploadInput('bad-meta', { terms_accepted: false, siren: '123', file_name: 'fec.pdf' }),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'file_name', message: MSG.importExtension },
        { field: 'terms_accepted', message: MSG.termsRequired },
        { field: 'siren', message: MSG.sirenInvalid },
      ]),
    );
  });

  it('refuses a bad signature (403) and an expired link (410)', async () => {
    const prepared = await prepare('signed-1');
    const forged = prepared.upload_path.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    const bad = await put(forged, smallFec());
    expect(bad.status).toBe(403);
    expect(bad.body.message).toBe(MSG.fecUploadBadSignature);
    const later = prepared.upload_path.replace(
      /expires=(\d+)/,
      (_m, e: string) => `expires=${Number(e) + 60}`,
    );
    expect((await put(later, smallFec())).status).toBe(403);
    await h.db
      .updateTable('fec_uploads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('uuid', '=', prepared.uuid)
      .execute();
    // The stored expiry decides too (the URL's own date cannot be stretched: it is signed).
    const expired = await put(prepared.upload_path, smallFec());
    expect(expired.status).toBe(410);
  });

  it('answers 410 once the URL has expired', async () => {
    const realNow = h.deps.now;
    const prepared = await prepare('signed-2');
    h.deps.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      const expired = await put(prepared.upload_path, smallFec());
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe(MSG.fecUploadExpired);
      const read = await h.call<Body<Upload>>('GET', `/v1/fec-uploads/${prepared.uuid}`, {
        headers: bearer(key),
      });
      expect(read.body.data.data.status).toBe('expired');
    } finally {
      h.deps.now = realNow;
    }
  });

  it('refuses a file that is not a FEC, and accepts a good one at the same URL afterwards', async () => {
    const prepared = await prepare('retry-1');
    const bad = await put(prepared.upload_path, '\u0000\u0001binaire');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.importNoValidFec);
    expect((await put(prepared.upload_path, smallFec())).status).toBe(201);
  });

  it('stops working once the key that prepared it is revoked', async () => {
    const { secret, api_key } = await newKey(owner, ['fecs:import']);
    const res = await h.call<Body<Upload>>('POST', '/v1/fec-uploads', {
      headers: bearer(secret),
      body: uploadInput('revoked-1'),
    });
    await h.call('POST', `/v1/api-keys/${api_key.uuid}/revoke`, { token: owner.accessToken });
    const sent = await put(res.body.data.data.upload_path, smallFec());
    expect(sent.status).toBe(401);
    expect(sent.body.message).toBe(MSG.apiKeyUnknown);
  });
});

describe('api_only accounts', () => {
  it("refuse a person's desktop upload and accept a key's", async () => {
    const other = await h.newOwner();
    await h.db
      .updateTable('accounts')
      .set({ features_in_account: json({ import: { enabled: true, api_only: true } }) })
      .where('uuid', '=', other.accountUuid)
      .execute();
    const person = await upload(h, other.accessToken, [
      { name: '123456782FEC20231231.txt', content: smallFec() },
    ]);
    expect(person.status).toBe(403);
    expect(person.body.message).toBe(MSG.importApiOnly);
    const { secret } = await newKey(other, ['fecs:import']);
    const form = new FormData();
    form.append('terms_accepted', 'true');
    form.append('file', new Blob([smallFec()]), '123456782FEC20231231.txt');
    const byKey = await fetch(`${h.url}/api/v1/fecs`, {
      method: 'POST',
      headers: bearer(secret),
      body: form,
    });
    expect(byKey.status).toBe(201);
  });
});
