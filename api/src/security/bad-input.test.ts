/**
 * Bad input on every route of the OpenAPI document: malformed ids, bodies of the wrong type, markup in
 * text and oversized bodies get a French 4xx — never a 500, never a stack trace.
 */
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

type Operation = { security?: unknown[]; requestBody?: { content?: Record<string, unknown> } };
type Doc = { paths: Record<string, Record<string, Operation>> };
let doc: Doc;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  doc = (await h.call<Doc>('GET', '/docs/json')).body;
});

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

function expectFrenchError(res: { status: number; body: unknown }, label: string, failures: string[]) {
  const body = res.body as { status?: number; message?: string } | null;
  const ok =
    res.status >= 400 &&
    res.status < 500 &&
    body !== null &&
    typeof body === 'object' &&
    body.status === res.status &&
    typeof body.message === 'string' &&
    !/\bat \w+ \(|Error:/.test(body.message);
  if (!ok) failures.push(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
}

describe('bad input on every route', () => {
  it('malformed ids in the path are refused with a French 4xx', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations()) {
      if (!/\{(id|uuid|userUuid)\}/.test(path)) continue;
      const url = path.replace(/\{(\w+)\}/g, (_m, p: string) =>
        ['id', 'uuid', 'userUuid'].includes(p) ? "1'%20OR%201=1--" : 'x',
      );
      const res = await h.call(method, url, {
        token: owner.accessToken,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expectFrenchError(res, `${method} ${path}`, failures);
    }
    expect(failures).toEqual([]);
  });

  it('unknown (well-formed) ids are a 403 or 404, not a 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const failures: string[] = [];
    for (const { method, path, op } of operations()) {
      if (!path.includes('{') || op.security?.length === 0) continue;
      const url = path.replace(/\{(\w+)\}/g, (_m, p: string) =>
        p === 'controlId' ? 'EQ-ECR' : p === 'email' ? 'x@exemple.fr' : p === 'siren' ? '552100554' : unknown,
      );
      if (url.includes('/companies/')) continue;
      const res = await h.call(method, url, {
        token: owner.accessToken,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expectFrenchError(res, `${method} ${path}`, failures);
    }
    expect(failures).toEqual([]);
  });

  it('JSON bodies of the wrong type are a 400 with field errors', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path, op } of operations()) {
      if (!op.requestBody?.content?.['application/json'] || path.includes('{')) continue;
      for (const body of [
        '42',
        '"texte"',
        '{"name": {"$gt": ""}, "email": 12, "password": [], "fec_uuids": "x"}',
      ]) {
        const res = await h.call(method, path, {
          token: owner.accessToken,
          body,
          headers: { 'content-type': 'application/json' },
        });
        checked++;
        expectFrenchError(res, `${method} ${path} ${body}`, failures);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('malformed JSON and oversized bodies are refused in French', async () => {
    const broken = await h.call('POST', '/v1/folders', {
      token: owner.accessToken,
      body: '{"name": "Dossier"',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ status: 400, message: 'Erreur dans les données envoyées.' });
    const huge = await h.call('POST', '/v1/folders', {
      token: owner.accessToken,
      body: { name: 'x'.repeat(2 * 1024 * 1024), parent_uuid: '-1' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ status: 413, message: 'La requête est trop volumineuse.' });
  });

  it('says what is wrong with each field in French, naming the field', async () => {
    const t = owner.accessToken;
    const invalid = (errors: { field: string; message: string }[]) => ({
      status: 400,
      message: 'Certains champs sont invalides',
      errors,
    });
    const cases: [string, string, { query?: Record<string, string>; body?: unknown }, unknown][] = [
      [
        'GET',
        '/v1/fecs',
        { query: { limit: '0' } },
        invalid([{ field: 'limit', message: 'La valeur doit être supérieure ou égale à 1.' }]),
      ],
      [
        'GET',
        '/v1/fecs',
        { query: { limit: 'abc', offset: '-1' } },
        invalid([
          { field: 'limit', message: 'Veuillez saisir un nombre.' },
          { field: 'offset', message: 'La valeur doit être supérieure ou égale à 0.' },
        ]),
      ],
      [
        'GET',
        '/v1/fecs',
        { query: { ids: 'pas-un-uuid' } },
        invalid([{ field: 'ids.0', message: 'Format incorrect.' }]),
      ],
      [
        'POST',
        '/v1/groups',
        { body: { name: 'x'.repeat(101) } },
        invalid([{ field: 'name', message: 'Ce champ est trop long : 100 caractères au maximum.' }]),
      ],
      [
        'POST',
        '/v1/multi-analyses',
        { body: { fec_uuids: 'un-seul' } },
        invalid([{ field: 'fec_uuids', message: 'Une liste est attendue.' }]),
      ],
      [
        'POST',
        '/v1/multi-analyses',
        { body: {} },
        invalid([{ field: 'fec_uuids', message: 'Ce champ est obligatoire.' }]),
      ],
      [
        'POST',
        '/v1/groups',
        { body: { name: 'Audit', user_uuids: [42] } },
        // The schema's own message wins over the generic one (« Veuillez saisir un texte. »).
        invalid([{ field: 'user_uuids.0', message: 'Format incorrect.' }]),
      ],
    ];
    for (const [method, path, options, expected] of cases) {
      const res = await h.call(method, path, { token: t, ...options });
      expect([method, path, res.status, res.body]).toEqual([method, path, 400, expected]);
    }
  });

  it('answers headers too large and unreadable URLs in French', async () => {
    const big = await fetch(`${h.url}/api/v1/fecs`, {
      headers: { AccessToken: owner.accessToken, 'x-grand': 'a'.repeat(20 * 1024) },
    });
    expect(big.status).toBe(431);
    expect(await big.json()).toEqual({
      status: 431,
      message: 'Les en-têtes de la requête sont trop volumineux.',
    });
    const broken = await h.call('GET', '/v1/fecs/%E0%A4%A', { token: owner.accessToken });
    expect(broken.body).toEqual({ status: 400, message: "L'adresse de la requête est mal formée." });
    const xml = await h.call('POST', '/v1/folders', {
      token: owner.accessToken,
      body: '<name>Dossier</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.body).toEqual({ status: 415, message: 'Type de contenu non pris en charge.' });
  });

  it('markup in free text is refused with the spec’s message and nothing is stored', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/v1/folders', { name: '<script>alert(1)</script>', parent_uuid: '-1' }],
      ['POST', '/v1/groups', { name: '<img src=x onerror=alert(1)>' }],
      ['PUT', '/v1/accounts/current', { name: 'Cabinet <b>Durand</b>' }],
      ['PUT', `/v1/users/${owner.uuid}`, { first_name: '<svg onload=alert(1)>' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await h.call<{ message: string; errors?: { message: string }[] }>(method, path, {
        token: owner.accessToken,
        body,
      });
      expect([method, path, res.status]).toEqual([method, path, 400]);
      expect(res.body.errors?.map((e) => e.message)).toContain('Un champ contient des caractères invalides');
    }
    const folders = await h.db
      .selectFrom('folders')
      .select('name')
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    const groups = await h.db
      .selectFrom('groups')
      .select('name')
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    expect([...folders, ...groups]).toEqual([]);
    const me = await h.db
      .selectFrom('users')
      .select('first_name')
      .where('uuid', '=', owner.uuid)
      .executeTakeFirst();
    expect(me?.first_name ?? '').not.toContain('<');
  });

  it('every route but the public ones refuses a missing or forged token with 401', async () => {
    const failures: string[] = [];
    const forged = 'eyJhbGciOiJub25lIiwia2lkIjoiazEifQ.eyJzdWIiOiJyb290IiwidG9rZW5fdXNlIjoiYWNjZXNzIn0.';
    for (const { method, path, op } of operations()) {
      if (op.security?.length === 0 || path === '/docs/json') continue;
      const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
      for (const token of [undefined, forged]) {
        const res = await h.call(method, url, { token });
        if (res.status !== 401)
          failures.push(`${method} ${path} (${token ? 'forged' : 'none'}) → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
