import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { MSG } from '../../../../api/src/http/messages';
import { unlockForTests } from '../../../../api/src/billing/testing';
import { seedAnalysedFec } from '../../../../api/src/reports/testing';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';

const REAL = join(import.meta.dirname, '../../../../../shared/fixtures/fec-real');

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let base: string;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  base = g.url.replace(/\/graphql$/, '');
  owner = await g.api.newOwner();
  stranger = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

/** What a signed-in browser holds: the httpOnly session cookies (never a header it could set itself). */
function browser(user: TestUser): CookieJar {
  const jar = new CookieJar();
  jar.values.set(`${g.config.cookiePrefix}access_token`, user.accessToken);
  jar.values.set(`${g.config.cookiePrefix}expires_at`, String(Date.now() + 3600_000));
  return jar;
}

function form(files: { name: string; content: Uint8Array | string }[], fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append('file', new Blob([f.content]), f.name);
  return body;
}

describe('file routes with the cookie session', () => {
  it('uploads a real FEC as multipart, then downloads it, its folder zip and the CSV table', async () => {
    const jar = browser(owner);
    const folderRes = await g.gql<Loose>(
      'mutation { createFolder(name: "Téléchargements") { uuid } }',
      {},
      { jar },
    );
    const folder = folderRes.data.createFolder.uuid;
    const name = '000000000FEC20231231.txt';
    const content = await readFile(join(REAL, name));

    const uploaded = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'x-requested-with': 'fetch' },
      body: form([{ name, content }], {
        terms_accepted: 'true',
        folder_uuid: folder,
        company_name: 'Cabinet',
      }),
    });
    expect(uploaded.status).toBe(201);
    const [fec] = ((await uploaded.json()) as Loose).data.data;
    expect(fec).toMatchObject({
      original_name: name,
      folder_uuid: folder,
      company_name: 'Cabinet',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      owner_uuid: owner.uuid,
    });

    // The GraphQL side sees it, with the link the UI puts in an <a href>.
    const read = await g.gql<Loose>(
      'query($u: ID!) { fec(uuid: $u) { downloadUrl status } }',
      { u: fec.uuid },
      { jar },
    );
    expect(read.data.fec).toEqual({ downloadUrl: `/download/fecs/${fec.uuid}`, status: 'WAITSTART' });

    const file = await fetch(`${base}${read.data.fec.downloadUrl}`, { headers: { cookie: jar.header() } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${name}"`);
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);

    const zip = await fetch(`${base}/download/folders/${folder}`, { headers: { cookie: jar.header() } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('.zip');
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
    expect(zipBytes.includes(Buffer.from(name))).toBe(true);

    const csv = await fetch(`${base}/download/fecs/export.csv?folder=${folder}`, {
      headers: { cookie: jar.header() },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${name.replace('.', '\\.')};Cabinet;`));

    // Imported under Découverte, the FEC is locked: no corrected FEC (the API's 403 and message come through).
    const locked = await fetch(`${base}/download/fecs/${fec.uuid}/corrected`, {
      headers: { cookie: jar.header() },
    });
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as Loose).message).toBe(MSG.correctedLocked);
    await unlockForTests(g.api.db, [fec.uuid]);

    // No corrected FEC generated yet: the API's 404 and French message come through.
    const corrected = await fetch(`${base}/download/fecs/${fec.uuid}/corrected`, {
      headers: { cookie: jar.header() },
    });
    expect(corrected.status).toBe(404);
    expect(((await corrected.json()) as Loose).message).toBe(MSG.correctedNone);

    // Another account's browser session gets the API's 403 on each route.
    const other = browser(stranger);
    const refused = await fetch(`${base}/download/fecs/${fec.uuid}`, { headers: { cookie: other.header() } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, message: "Vous n'avez pas accès à ce Fec." });
    const refusedZip = await fetch(`${base}/download/folders/${folder}`, {
      headers: { cookie: other.header() },
    });
    expect(refusedZip.status).toBe(403);
    expect(((await refusedZip.json()) as Loose).message).toBe("Vous n'avez pas accès à ce répertoire.");
  });

  it('streams the Excel exports through: the FEC table, and a control’s rows (the API’s refusals unchanged)', async () => {
    const jar = browser(owner);
    const xlsx = await fetch(`${base}/download/fecs/export.xlsx?folder=-1`, {
      headers: { cookie: jar.header() },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toContain('fecs.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0].getCell('A1').value).toBe('Nom du fichier');

    const unknown = '6f1c1c4e-0000-4000-8000-000000000000';
    const api = await g.api.call('GET', `/v1/analyses/${unknown}/controls/EQ-ECR/export.xlsx`, {
      token: owner.accessToken,
    });
    const control = await fetch(`${base}/download/analyses/${unknown}/controls/EQ-ECR/export.xlsx`, {
      headers: { cookie: jar.header() },
    });
    expect({ status: control.status, body: await control.json() }).toEqual({
      status: api.status,
      body: api.body,
    });
    for (const path of [
      `/download/analyses/${unknown}/controls/eq%20ecr/export.xlsx`,
      '/download/analyses/nope/controls/EQ-ECR/export.xlsx',
      '/download/fecs/export.xlsx?folder=x',
    ]) {
      const res = await fetch(`${base}${path}`, { headers: { cookie: jar.header() } });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
    expect((await fetch(`${base}/download/fecs/export.xlsx`)).status).toBe(401);
  });

  it('streams an analysis’ conformity certificate as PDF; the API’s refusals come through unchanged', async () => {
    const seeded = await seedAnalysedFec(g.api, owner);
    const jar = browser(owner);
    const pdf = await fetch(`${base}/download/analyses/${seeded.analysisUuid}/certificate.pdf`, {
      headers: { cookie: jar.header() },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('-certificat-conformite.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = await fetch(`${base}/download/analyses/${seeded.analysisUuid}/certificate.pdf`, {
      headers: { cookie: browser(stranger).header() },
    });
    expect(other.status).toBe(403);
    expect(((await other.json()) as Loose).message).toBe("Vous n'avez pas accès à ce Fec.");

    const locked = await seedAnalysedFec(g.api, owner, { locked: true });
    const refused = await fetch(`${base}/download/analyses/${locked.analysisUuid}/certificate.pdf`, {
      headers: { cookie: jar.header() },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Loose).message).toBe(MSG.certificateLocked);

    const bad = await fetch(`${base}/download/analyses/nope/certificate.pdf`, {
      headers: { cookie: jar.header() },
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/download/analyses/${seeded.analysisUuid}/certificate.pdf`)).status).toBe(
      401,
    );
  });

  it('refuses visitors, malformed ids and cookie uploads without the anti-CSRF header', async () => {
    const anonymous = await fetch(`${base}/download/fecs/6f1c1c4e-0000-4000-8000-000000000000`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ status: 401, message: 'Utilisateur non connecté.' });

    const jar = browser(owner);
    for (const path of [
      '/download/fecs/..%2F..%2Fusers%2Fme',
      '/download/folders/nope',
      '/download/fecs/export.csv?folder=x',
    ]) {
      const res = await fetch(`${base}${path}`, { headers: { cookie: jar.header() } });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }

    const before = await g.api.db.selectFrom('fecs').select('uuid').execute();
    const body = () => form([{ name: 'a.txt', content: 'x\n' }], { terms_accepted: 'true' });
    const csrf = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { cookie: jar.header() },
      body: body(),
    });
    expect(csrf.status).toBe(403);
    const visitor = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { 'x-requested-with': 'fetch' },
      body: body(),
    });
    expect(visitor.status).toBe(401);
    const notMultipart = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'x-requested-with': 'fetch', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(415);
    // Fastify's own refusals answer in French too: a body over the limit, an unknown route.
    const huge = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'x-requested-with': 'fetch', 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ status: 413, message: 'La requête est trop volumineuse.' });
    const nowhere = await fetch(`${base}/nulle-part`);
    expect(await nowhere.json()).toEqual({ status: 404, message: 'Ressource introuvable.' });
    expect(await g.api.db.selectFrom('fecs').select('uuid').execute()).toHaveLength(before.length);

    // The API's own validation answers pass through (terms not accepted).
    const noTerms = await fetch(`${base}/upload/fecs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      body: form([{ name: 'a.txt', content: 'x\n' }], {}),
    });
    expect(noTerms.status).toBe(400);
    expect(((await noTerms.json()) as Loose).errors).toContainEqual({
      field: 'terms_accepted',
      message: MSG.termsRequired,
    });
  });

  it('imports one FEC before sign-in; the first me() after sign-in attaches it to the account', async () => {
    const name = '000000000FEC20231231.txt';
    const content = await readFile(join(REAL, name));
    const refused = await fetch(`${base}/upload/fecs/anonymous`, {
      method: 'POST',
      body: form([{ name, content }], { terms_accepted: 'true' }),
    });
    expect(refused.status).toBe(403);

    const uploaded = await fetch(`${base}/upload/fecs/anonymous`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: form([{ name, content }], { terms_accepted: 'true', company_name: 'Avant connexion' }),
    });
    expect(uploaded.status).toBe(201);
    const anonymous = ((await uploaded.json()) as Loose).data.data;
    expect(anonymous.token).toEqual(expect.any(String));

    const newcomer = await g.api.newOwner();
    const jar = browser(newcomer);
    const me = await g.gql<Loose>(
      'query($a: FecAnonymousInput) { me(fecAnonymous: $a) { nbFec fecAttached { inDatabase fecUuid } } }',
      { a: { token: anonymous.token, fecUuid: anonymous.fec.uuid } },
      { jar },
    );
    expect(me.errors).toBeUndefined();
    expect(me.data.me.fecAttached).toMatchObject({ inDatabase: true, fecUuid: anonymous.fec.uuid });
    const fec = await g.gql<Loose>(`{ fec(uuid: "${anonymous.fec.uuid}") { companyName } }`, {}, { jar });
    expect(fec.data.fec.companyName).toBe('Avant connexion');
  });

  it('tells the import form its limits without a session, and looks a SIREN up for a signed-in user', async () => {
    const settings = await g.gql<Loose>('{ importSettings { maxFiles maxFileBytes extensions } }');
    expect(settings.errors).toBeUndefined();
    expect(settings.data.importSettings).toEqual({
      maxFiles: g.api.deps.config.uploads.maxFiles,
      maxFileBytes: g.api.deps.config.uploads.maxFileBytes,
      extensions: ['.txt', '.csv'],
    });
    const anonymous = await g.gql<Loose>('{ company(siren: "732829320") { name } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Offline directory in tests: the spec's "enter the values manually" answer, not a crash.
    const offline = await g.gql<Loose>(
      '{ company(siren: "732829320") { name } }',
      {},
      { jar: browser(owner) },
    );
    expect(offline.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(offline.errors?.[0].message).toContain('manuellement');
  });
});
