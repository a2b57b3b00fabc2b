/**
 * Tenant isolation across the whole API: the owner of another account calls every route that names an
 * object (read from the OpenAPI document, so a new route cannot be forgotten) with the victim's ids,
 * and every batch read with them. Every answer must be 403, and the victim's data must be unchanged.
 */
import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let victim: TestUser;
let victimMember: TestUser;
let attacker: TestUser;
const ids: Record<string, string> = {};

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  victim = await h.newOwner();
  attacker = await h.newOwner();
  victimMember = await h.newMember(victim.accountUuid, 'Role_Member');
  const folder = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
    token: victim.accessToken,
    body: { name: 'Clients 2022', parent_uuid: '-1' },
  });
  ids.folder = folder.body.data.data.uuid;
  ids.fec = await insertFec(h, victim, realFec('111111111FEC20221231.TXT'));
  ids.analysis = await analyse(h, victim, ids.fec);
  await waitFinished(h, ids.analysis);
  const comment = await h.call<{ data: { data: { uuid: string } } }>(
    'POST',
    `/v1/analyses/${ids.analysis}/controls/EQ-ECR/comments`,
    { token: victim.accessToken, body: { body: 'À revoir avec le client.' } },
  );
  ids.comment = comment.body.data.data.uuid;
  const group = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/groups', {
    token: victim.accessToken,
    body: { name: 'Audit' },
  });
  ids.group = group.body.data.data.uuid;
  const grant = await h.call('PUT', `/v1/fecs/${ids.fec}/access`, {
    token: victim.accessToken,
    body: [{ email: victimMember.email, write: false }],
  });
  expect(grant.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

/** The victim's object each path parameter names, by route family. */
function valueFor(path: string, param: string): string {
  if (param === 'controlId') return 'EQ-ECR';
  if (param === 'email') return victimMember.email;
  if (param === 'siren') return '552100554';
  if (path.startsWith('/v1/folders')) return ids.folder;
  if (path.startsWith('/v1/fecs')) return ids.fec;
  if (path.startsWith('/v1/analyses')) return ids.analysis;
  if (path.startsWith('/v1/groups')) return ids.group;
  if (path.startsWith('/v1/comments')) return ids.comment;
  if (path.startsWith('/v1/invitations')) return victim.accountUuid;
  if (path.startsWith('/v1/users') || path.startsWith('/v1/accounts/current/users')) return victimMember.uuid;
  throw new Error(`no victim object for {${param}} in ${path}: add it to the tenant-isolation test`);
}

/** Valid bodies, so the request reaches the object check (invalid ones would stop at 400). */
const BODIES: Record<string, unknown> = {
  'PUT /v1/users/{id}': { first_name: 'Pirate' },
  'PUT /v1/users/crmCommonInfos/{uuid}': { crm_common_infos: [] },
  'PUT /v1/users/crmCommonInfosByField/{uuid}': { crm_common_infos: [{ field: 'x', value: 'y' }] },
  'PUT /v1/users/updateEmail/{userUuid}': { email: 'pirate@exemple.fr' },
  'POST /v1/users/updateEmail/{userUuid}/confirm': { code: '123456' },
  'PUT /v1/accounts/current/users/{uuid}/role': { role: 'Role_Manager' },
  'PUT /v1/groups/{uuid}': { name: 'Pirates' },
  'PUT /v1/groups/{uuid}/users': { user_uuids: [] },
  'PUT /v1/folders/{uuid}': { name: 'Pirate' },
  'PUT /v1/folders/{uuid}/move': { parent_uuid: '-1' },
  'PUT /v1/fecs/{uuid}': { company_name: 'Pirate' },
  'PUT /v1/fecs/{uuid}/move': { folder_uuid: '-1' },
  'PUT /v1/fecs/{uuid}/access': [{ email: 'pirate@exemple.fr', write: true }],
  'POST /v1/analyses/{uuid}/controls/{controlId}/comments': { body: 'Bonjour' },
};

/**
 * Routes whose refusal is not a 403 by nature: a stranger has no invitation from the victim's account to
 * answer, so there is nothing to accept or decline (404), and nothing changes.
 */
const REFUSED_WITH: Record<string, number> = {
  'POST /v1/invitations/{account_uuid}/accept': 404,
  'POST /v1/invitations/{account_uuid}/decline': 404,
};

/** Routes with ids whose answer for a stranger is not "forbidden" by nature. */
const NOT_OBJECT_ROUTES = new Set([
  // A public catalogue: the SIREN is not an object of the victim's account.
  'GET /v1/companies/{siren}',
]);

describe('a user of another account', () => {
  it('gets 403 on every route that names an object of the account', async () => {
    const doc = (await h.call<Doc>('GET', '/docs/json')).body;
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes('{')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length === 0 || NOT_OBJECT_ROUTES.has(key)) continue;
        const url = path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(valueFor(path, p)));
        const res = await h.call(method.toUpperCase(), url, {
          token: attacker.accessToken,
          body: BODIES[key],
        });
        checked++;
        if (res.status !== (REFUSED_WITH[key] ?? 403))
          failures.push(`${key} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('gets 403 on every batch read and every list filtered by the account’s objects', async () => {
    const calls: [string, string, Record<string, string>?, unknown?][] = [
      ['GET', '/v1/folders', { ids: ids.folder }],
      ['GET', '/v1/folders', { parent: ids.folder }],
      ['GET', '/v1/fecs', { ids: ids.fec }],
      ['GET', '/v1/fecs', { folder: ids.folder }],
      ['GET', '/v1/fecs/export.csv', { folder: ids.folder }],
      ['GET', '/v1/analyses', { ids: ids.analysis }],
      ['GET', '/v1/analyses', { fec: ids.fec }],
      ['GET', '/v1/groups', { ids: ids.group }],
      ['GET', '/v1/users', { ids: victimMember.uuid }],
      ['GET', '/v1/accounts', { ids: victim.accountUuid }],
      ['POST', '/v1/multi-analyses', undefined, { fec_uuids: [ids.fec] }],
      ['PUT', '/v1/users/me/current-account', undefined, { account_uuid: victim.accountUuid }],
      ['POST', '/v1/folders', undefined, { name: 'Intrus', parent_uuid: ids.folder }],
    ];
    const failures: string[] = [];
    for (const [method, path, query, body] of calls) {
      const res = await h.call(method, path, { token: attacker.accessToken, query, body });
      if (res.status !== 403)
        failures.push(`${method} ${path} ${JSON.stringify(query ?? body)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('left the victim’s data as it was', async () => {
    const fec = await h.call<{ data: { data: { company_name: string | null; folder_uuid: string } } }>(
      'GET',
      `/v1/fecs/${ids.fec}`,
      { token: victim.accessToken },
    );
    expect(fec.status).toBe(200);
    expect(fec.body.data.data.company_name).toBeNull();
    const folder = await h.call<{ data: { data: { name: string } } }>('GET', `/v1/folders/${ids.folder}`, {
      token: victim.accessToken,
    });
    expect(folder.body.data.data.name).toBe('Clients 2022');
    const member = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', victimMember.uuid)
      .executeTakeFirst();
    expect(member?.state).toBe('registered');
    expect(member?.first_name).toBeNull();
    const analysis = await h.db
      .selectFrom('analyses')
      .select('status')
      .where('uuid', '=', ids.analysis)
      .executeTakeFirst();
    expect(analysis?.status).toBe('done');
  });
});
