import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { attachAnonymousFec } from './anonymous';
import { FIXTURES, fecCount, smallFec, storedFiles, upload } from './testing';
import type { Caller } from '../auth/caller';
import { permissionsFor } from '../permissions/permissions';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let queue: ReturnType<typeof recordingQueue>;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    config: { uploads: { maxFileBytes: 5 * 1024 * 1024, maxFiles: 3 } },
    queue: () => (queue = recordingQueue()),
  });
  owner = await h.newOwner();
  stranger = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

const VALID_SIREN = '443061841';
const terms = { terms_accepted: 'true' };

/** A FEC of exactly `bytes` bytes: a real header, then filler lines. */
function bigFec(bytes: number): Uint8Array {
  const content = new Uint8Array(bytes).fill(65);
  content.set(Buffer.from(smallFec()));
  return content;
}

async function uploadOne(
  token: string,
  fields: Record<string, string> = {},
  name = 'fec.txt',
  content = smallFec(),
) {
  const res = await upload(h, token, [{ name, content }], { ...terms, ...fields });
  expect(res.status).toBe(201);
  return res.body.data.data[0];
}

/** Asserts a refused upload changed nothing: no row, no stored file. */
async function expectRefused(
  send: () => Promise<{ status: number; body: Loose }>,
  status: number,
  message: string,
): Promise<Loose> {
  const rows = await fecCount(h);
  const files = await storedFiles(h);
  const res = await send();
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(await fecCount(h)).toBe(rows);
  expect(await storedFiles(h)).toEqual(files);
  return res.body;
}

describe('FEC upload', () => {
  it('streams a real FEC to storage, records it with its checksum and queues its analysis', async () => {
    const content = await readFile(join(FIXTURES, '000000000FEC20231231.txt'));
    const res = await upload(h, owner.accessToken, [{ name: '000000000FEC20231231.txt', content }], {
      ...terms,
      company_name: 'Cabinet Martin',
      revenue_type: 'BNC',
      erp: 'autre',
      erp_other: 'Logiciel maison',
      headcount: '12',
      vat_on_debits: 'oui',
    });
    expect(res.status).toBe(201);
    const [fec] = res.body.data.data;
    expect(fec).toMatchObject({
      original_name: '000000000FEC20231231.txt',
      company_name: 'Cabinet Martin',
      // From the legal file name, since not given:
      siren: '000000000',
      fiscal_start: '2023-01-01',
      fiscal_end: '2023-12-31',
      revenue_type: 'BNC',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      status: 'waitstart',
      folder_uuid: '-1',
      owner_uuid: owner.uuid,
      extra: { erp: 'autre', erp_other: 'Logiciel maison', headcount: 12, vat_on_debits: true },
      write: true,
    });
    expect(fec.line_count).toBeGreaterThan(100);
    expect(fec.analysis).toMatchObject({ status: 'waitstart' });
    expect(fec.analysis_uuid).toBe(fec.analysis.uuid);
    const analysis = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', fec.analysis.uuid)
      .executeTakeFirstOrThrow();
    expect(analysis).toMatchObject({
      fec_uuid: fec.uuid,
      account_uuid: owner.accountUuid,
      created_by: owner.uuid,
    });
    const row = await h.db
      .selectFrom('fecs')
      .selectAll()
      .where('uuid', '=', fec.uuid)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toBe(`fecs/${owner.accountUuid}/${fec.uuid}/000000000FEC20231231.txt`);
    expect(await storedFiles(h)).toContain(row.storage_key);
  });

  it('accepts several files with per-file metadata', async () => {
    const res = await upload(
      h,
      owner.accessToken,
      [
        { name: 'a.csv', content: smallFec(2) },
        { name: 'b.TXT', content: smallFec(5) },
      ],
      {
        ...terms,
        siren: VALID_SIREN,
        metadata: JSON.stringify([{ company_name: 'Alpha' }, { company_name: 'Beta', siren: '' }]),
      },
    );
    expect(res.status).toBe(201);
    const [a, b] = res.body.data.data;
    expect(a).toMatchObject({
      original_name: 'a.csv',
      company_name: 'Alpha',
      siren: VALID_SIREN,
      line_count: 2,
    });
    expect(b).toMatchObject({ original_name: 'b.TXT', company_name: 'Beta', siren: null, line_count: 5 });
  });

  it('refuses bad uploads with the spec messages and leaves nothing behind', async () => {
    const t = owner.accessToken;
    const one = [{ name: 'fec.txt', content: smallFec() }];
    await expectRefused(
      () => upload(h, t, [{ name: 'fec.pdf', content: 'x' }]),
      400,
      'Seuls les fichiers .txt et .csv sont acceptés.',
    );
    await expectRefused(
      () =>
        upload(h, t, [
          ...one,
          { name: 'b.txt', content: 'b' },
          { name: 'c.txt', content: 'c' },
          { name: 'd.txt', content: 'd' },
        ]),
      400,
      'Vous ne pouvez pas envoyer plus de 3 fichiers',
    );
    await expectRefused(() => upload(h, t, [], terms), 400, 'Ajouter au minimum un FEC');
    await expectRefused(
      () => upload(h, t, [{ name: 'gros.txt', content: bigFec(6 * 1024 * 1024) }]),
      413,
      'Fichier volumineux (6 Mo / 5 Mo)',
    );
    const siren = await expectRefused(
      () => upload(h, t, one, { ...terms, siren: '443061842' }),
      400,
      'Certains champs sont invalides',
    );
    expect(siren.errors).toEqual([{ field: 'siren', message: 'Numéro de SIREN invalide' }]);
    const dates = await expectRefused(
      () => upload(h, t, one, { ...terms, fiscal_start: '2023-12-31', fiscal_end: '2023-01-01' }),
      400,
      'Certains champs sont invalides',
    );
    expect(dates.errors).toEqual([{ field: 'fiscal_start', message: 'Date de début > date de fin.' }]);
    const date = await expectRefused(
      () => upload(h, t, one, { ...terms, fiscal_end: '2023-02-30' }),
      400,
      'Certains champs sont invalides',
    );
    expect(date.errors).toEqual([{ field: 'fiscal_end', message: 'Date invalide.' }]);
    const html = await expectRefused(
      () => upload(h, t, one, { ...terms, company_name: '<script>alert(1)</script>' }),
      400,
      'Certains champs sont invalides',
    );
    expect(html.errors).toEqual([
      { field: 'company_name', message: 'Un champ contient des caractères invalides' },
    ]);
    const noTerms = await expectRefused(() => upload(h, t, one, {}), 400, 'Certains champs sont invalides');
    expect(noTerms.errors[0].field).toBe('terms_accepted');
    const erp = await expectRefused(
      () => upload(h, t, one, { ...terms, erp: 'autre' }),
      400,
      'Certains champs sont invalides',
    );
    expect(erp.errors).toEqual([
      { field: 'erp_other', message: "Veuillez préciser l'autre logiciel comptable." },
    ]);
    const perFile = await expectRefused(
      () =>
        upload(h, t, [...one, { name: 'b.txt', content: smallFec(2) }], {
          ...terms,
          metadata: JSON.stringify([{}, { headcount: '-2' }]),
        }),
      400,
      'Certains champs sont invalides',
    );
    expect(perFile.errors).toEqual([
      { field: 'files.1.headcount', message: 'Veuillez saisir un nombre positif.' },
    ]);

    const foreign = await h.call<Loose>('POST', '/v1/folders', {
      token: stranger.accessToken,
      body: { name: 'Autre' },
    });
    await expectRefused(
      () => upload(h, t, one, { ...terms, folder_uuid: foreign.body.data.data.uuid }),
      403,
      "Vous n'avez pas accès à ce répertoire.",
    );
    await expectRefused(
      () => upload(h, t, one, { ...terms, folder_uuid: '6f1c1c4e-0000-4000-8000-000000000000' }),
      404,
      "Ce répertoire n'existe pas.",
    );
    // Not multipart at all.
    const json = await h.call<Loose>('POST', '/v1/fecs', { token: t, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('refuses roles that may not import and accounts with import disabled', async () => {
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    await expectRefused(
      () => upload(h, member.accessToken, [{ name: 'fec.txt', content: smallFec() }]),
      403,
      'Vous ne pouvez pas importer de FEC avec ce rôle.',
    );
    const supervisor = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    await expectRefused(
      () => upload(h, supervisor.accessToken, [{ name: 'fec.txt', content: smallFec() }]),
      403,
      'Vous ne pouvez pas importer de FEC avec ce rôle.',
    );
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    await uploadOne(manager.accessToken);

    const other = await h.newOwner();
    await h.db
      .updateTable('accounts')
      .set({ features_in_account: json({ import: { enabled: false, api_only: false } }) })
      .where('uuid', '=', other.accountUuid)
      .execute();
    await expectRefused(
      () => upload(h, other.accessToken, [{ name: 'fec.txt', content: smallFec() }]),
      403,
      "L'import de FEC est désactivé pour ce compte.",
    );
    expect((await upload(h, undefined, [{ name: 'fec.txt', content: 'x' }])).status).toBe(401);
  });
});

describe('FEC routes', () => {
  it('lists, reads by ids, updates, moves, downloads and deletes', async () => {
    const t = owner.accessToken;
    const folderRes = await h.call<Loose>('POST', '/v1/folders', { token: t, body: { name: 'Routes' } });
    const folder = folderRes.body.data.data.uuid;
    const a = await uploadOne(t, { folder_uuid: folder, company_name: 'Zeta' }, 'a.txt', smallFec(1));
    const b = await uploadOne(t, { folder_uuid: folder, company_name: 'Alpha' }, 'b.txt', smallFec(2));

    const list = await h.call<Loose>('GET', '/v1/fecs', {
      token: t,
      query: { folder, sort: 'company_name' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.data.total).toBe(2);
    expect(list.body.data.data.items.map((f: Loose) => f.company_name)).toEqual(['Alpha', 'Zeta']);
    // Each item carries its latest analysis (queued at upload: no summary yet).
    expect(list.body.data.data.items[0].latest_analysis).toMatchObject({
      uuid: b.analysis.uuid,
      status: 'waitstart',
      summary: null,
      corrected_status: 'none',
      finished_at: null,
    });
    // A newer finished analysis becomes the latest, with its counts per category and ISO dates.
    const finished = '6f1c1c4e-0000-4000-8000-00000000abcd';
    await h.db
      .insertInto('analyses')
      .values({
        uuid: finished,
        account_uuid: owner.accountUuid,
        fec_uuid: b.uuid,
        status: 'done',
        summary: json({ OK: 40, WARNING: 3, ERROR: 1, SAVINGS: 0, INFO: 2, NA: 5 }),
        created_at: new Date(Date.now() + 60_000),
        started_at: new Date('2026-01-02T10:00:00Z'),
        finished_at: new Date('2026-01-02T10:00:05Z'),
      } as Loose)
      .execute();
    const withSummary = await h.call<Loose>('GET', '/v1/fecs', {
      token: t,
      query: { folder, sort: 'company_name' },
    });
    expect(withSummary.body.data.data.items[0]).toMatchObject({
      analysis_uuid: finished,
      latest_analysis: {
        uuid: finished,
        status: 'done',
        summary: { OK: 40, WARNING: 3, ERROR: 1, SAVINGS: 0, INFO: 2, NA: 5 },
        started_at: '2026-01-02T10:00:00.000Z',
        finished_at: '2026-01-02T10:00:05.000Z',
      },
    });
    expect(withSummary.body.data.data.items[1].latest_analysis.uuid).toBe(a.analysis.uuid);
    const one = await h.call<Loose>('GET', `/v1/fecs/${b.uuid}`, { token: t });
    expect(one.body.data.data.latest_analysis.uuid).toBe(finished);
    const page = await h.call<Loose>('GET', '/v1/fecs', {
      token: t,
      query: { folder, sort: '-company_name', limit: 1, offset: 1 },
    });
    expect(page.body.data.data).toMatchObject({ total: 2, items: [{ company_name: 'Alpha' }] });
    expect((await h.call('GET', '/v1/fecs', { token: t, query: { sort: 'nope' } })).status).toBe(400);

    const batch = await h.call<Loose>('GET', '/v1/fecs', {
      token: t,
      query: { ids: `${a.uuid},${b.uuid},6f1c1c4e-0000-4000-8000-000000000000` },
    });
    expect(batch.body.data.data.items.map((f: Loose) => f.uuid).sort()).toEqual([a.uuid, b.uuid].sort());

    const updated = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}`, {
      token: t,
      body: {
        company_name: 'Zeta SAS',
        siren: '443 061 841',
        fiscal_start: '2022-01-01',
        fiscal_end: '2022-12-31',
        lettering: true,
        accounting_result: -1250.5,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.data).toMatchObject({
      company_name: 'Zeta SAS',
      siren: VALID_SIREN,
      fiscal_start: '2022-01-01',
      fiscal_end: '2022-12-31',
      extra: { lettering: true, accounting_result: -1250.5 },
    });
    const order = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}`, {
      token: t,
      body: { fiscal_end: '2021-12-31' },
    });
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual([{ field: 'fiscal_start', message: 'Date de début > date de fin.' }]);
    const cleared = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}`, {
      token: t,
      body: { company_name: null },
    });
    expect(cleared.body.data.data.company_name).toBeNull();
    const badSiren = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}`, { token: t, body: { siren: '12345' } });
    expect(badSiren.body.errors).toEqual([{ field: 'siren', message: 'Numéro de SIREN invalide' }]);
    // Nothing to change (was a 500: an empty SQL UPDATE); unknown keys are dropped, so the same.
    for (const body of [{}, { companyName: 'Faute de frappe' }]) {
      const none = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}`, { token: t, body });
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ status: 400, message: "Aucune modification n'a été demandée." });
    }
    const unchanged = await h.call<Loose>('GET', `/v1/fecs/${a.uuid}`, { token: t });
    expect(unchanged.body.data.data).toMatchObject({ company_name: null, siren: VALID_SIREN });

    const moved = await h.call<Loose>('PUT', `/v1/fecs/${a.uuid}/move`, {
      token: t,
      body: { folder_uuid: '-1' },
    });
    expect(moved.body.data.data.folder_uuid).toBe('-1');

    const file = await fetch(`${h.url}/api/v1/fecs/${a.uuid}/download`, { headers: { AccessToken: t } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="a.txt"');
    expect(await file.text()).toBe(smallFec(1));

    const csv = await fetch(`${h.url}/api/v1/fecs/export.csv?folder=${folder}`, {
      headers: { AccessToken: t },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const csvBytes = Buffer.from(await csv.arrayBuffer());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      "Nom du fichier;Société;SIREN;Type de revenus;Début d'exercice;Fin d'exercice;Nombre de lignes;Taille (octets);Statut;Date d'import",
    );
    expect(lines).toHaveLength(2);
    const size = Buffer.byteLength(smallFec(2));
    expect(lines[1]).toMatch(
      new RegExp(`^b\\.txt;Alpha;;;;;2;${size};En attente;\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`),
    );

    // The same table in Excel: same columns, typed cells, header frozen, filters.
    const xlsx = await fetch(`${h.url}/api/v1/fecs/export.xlsx?folder=${folder}`, {
      headers: { AccessToken: t },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toContain('fecs.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(';')).toBe(lines[0]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:J2');
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(0, 2)).toEqual(['b.txt', 'Alpha']);
    expect(cells[6]).toBe(2);
    expect(cells[7]).toBe(size);
    expect(cells[8]).toBe('En attente');
    expect(cells[9]).toBeInstanceOf(Date);
    expect(sheet.getCell('J2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(
      lines[1].endsWith(
        (cells[9] as Date).toISOString().replace(/^(\d+)-(\d+)-(\d+)T(\d+:\d+).*$/, '$3/$2/$1 $4'),
      ),
    ).toBe(true);

    const key = (
      await h.db.selectFrom('fecs').select('storage_key').where('uuid', '=', a.uuid).executeTakeFirstOrThrow()
    ).storage_key;
    expect(await storedFiles(h)).toContain(key);
    const deleted = await h.call<Loose>('DELETE', `/v1/fecs/${a.uuid}`, { token: t });
    expect(deleted.status).toBe(200);
    expect(await storedFiles(h)).not.toContain(key);
    expect((await h.call('GET', `/v1/fecs/${a.uuid}`, { token: t })).status).toBe(404);
    expect((await h.call<Loose>('GET', `/v1/fecs/${a.uuid}`, { token: t })).body.message).toBe(
      "Ce FEC n'existe pas.",
    );
  });

  it('shows a Member only the FECs granted, and writes only with a write grant', async () => {
    const t = owner.accessToken;
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const granted = await uploadOne(t, {}, 'granted.txt');
    const hidden = await uploadOne(t, {}, 'hidden.txt');

    const put = await h.call<Loose>('PUT', `/v1/fecs/${granted.uuid}/access`, {
      token: t,
      // futur@ is not in the account: inviting it is confirmed (tests/security/sharing.test.ts).
      query: { confirm_invitation: 'true' },
      body: [{ email: member.email.toUpperCase(), write: false }, { email: 'futur@exemple.fr' }],
    });
    expect(put.status).toBe(200);
    expect(put.body.data.data).toEqual([
      {
        email: 'futur@exemple.fr',
        first_name: null,
        last_name: null,
        type: 'invitation',
        role: null,
        write: false,
      },
      expect.objectContaining({
        email: member.email.toLowerCase(),
        type: 'user',
        role: 'Role_Member',
        write: false,
      }),
    ]);

    const list = await h.call<Loose>('GET', '/v1/fecs', { token: member.accessToken });
    expect(list.body.data.data.items.map((f: Loose) => f.uuid)).toEqual([granted.uuid]);
    expect(list.body.data.data.items[0].write).toBe(false);
    expect((await h.call('GET', `/v1/fecs/${granted.uuid}`, { token: member.accessToken })).status).toBe(200);
    const denied = await h.call<Loose>('GET', `/v1/fecs/${hidden.uuid}`, { token: member.accessToken });
    expect(denied).toMatchObject({ status: 403, body: { message: "Vous n'avez pas accès à ce Fec." } });
    expect(
      (
        await h.call('GET', '/v1/fecs', {
          token: member.accessToken,
          query: { ids: `${granted.uuid},${hidden.uuid}` },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('PUT', `/v1/fecs/${granted.uuid}`, {
          token: member.accessToken,
          body: { company_name: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('GET', `/v1/fecs/${granted.uuid}/access`, { token: member.accessToken })).status,
    ).toBe(403);

    // The same address twice (another case): one grant, the last one named wins — not a 500.
    const twice = await h.call<Loose>('PUT', `/v1/fecs/${granted.uuid}/access`, {
      token: t,
      body: [
        { email: member.email.toUpperCase(), write: false },
        { email: member.email, write: true },
      ],
    });
    expect(twice.status).toBe(200);
    expect(twice.body.data.data.filter((g: Loose) => g.email === member.email.toLowerCase())).toEqual([
      expect.objectContaining({ write: true }),
    ]);
    const edit = await h.call<Loose>('PUT', `/v1/fecs/${granted.uuid}`, {
      token: member.accessToken,
      body: { company_name: 'Par le membre' },
    });
    expect(edit.status).toBe(200);
    // Extra fields need fec.extra.edit, which a Member lacks; deleting needs fec.file.delete.
    expect(
      (
        await h.call('PUT', `/v1/fecs/${granted.uuid}`, {
          token: member.accessToken,
          body: { lettering: true },
        })
      ).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/v1/fecs/${granted.uuid}`, { token: member.accessToken })).status).toBe(
      403,
    );

    const removed = await h.call<Loose>(
      'DELETE',
      `/v1/fecs/${granted.uuid}/access/${encodeURIComponent(member.email)}`,
      { token: t },
    );
    expect(removed.body.data.data.map((g: Loose) => g.email)).toEqual(['futur@exemple.fr']);
    expect((await h.call('GET', `/v1/fecs/${granted.uuid}`, { token: member.accessToken })).status).toBe(403);
    expect(
      (
        await h.call('DELETE', `/v1/fecs/${granted.uuid}/access/${encodeURIComponent(member.email)}`, {
          token: t,
        })
      ).status,
    ).toBe(404);
    const bad = await h.call<Loose>('PUT', `/v1/fecs/${granted.uuid}/access`, {
      token: t,
      body: [{ email: 'pas-un-email' }],
    });
    expect(bad.status).toBe(400);
  });

  it('keeps accounts apart: another account gets 403 on every FEC route, by id and by batch', async () => {
    const fec = await uploadOne(owner.accessToken, {}, 'secret.txt');
    const t = stranger.accessToken;
    const e = encodeURIComponent('x@exemple.fr');
    const calls = [
      h.call<Loose>('GET', `/v1/fecs/${fec.uuid}`, { token: t }),
      h.call<Loose>('GET', '/v1/fecs', { token: t, query: { ids: fec.uuid } }),
      h.call<Loose>('PUT', `/v1/fecs/${fec.uuid}`, { token: t, body: { company_name: 'x' } }),
      h.call<Loose>('PUT', `/v1/fecs/${fec.uuid}/move`, { token: t, body: { folder_uuid: '-1' } }),
      h.call<Loose>('DELETE', `/v1/fecs/${fec.uuid}`, { token: t }),
      h.call<Loose>('GET', `/v1/fecs/${fec.uuid}/download`, { token: t }),
      h.call<Loose>('GET', `/v1/fecs/${fec.uuid}/access`, { token: t }),
      h.call<Loose>('PUT', `/v1/fecs/${fec.uuid}/access`, { token: t, body: [{ email: 'x@exemple.fr' }] }),
      h.call<Loose>('DELETE', `/v1/fecs/${fec.uuid}/access/${e}`, { token: t }),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: "Vous n'avez pas accès à ce Fec.",
      });
    }
    const list = await h.call<Loose>('GET', '/v1/fecs', { token: t });
    expect(list.body.data.data.items.map((f: Loose) => f.uuid)).not.toContain(fec.uuid);
    const myFolder = await h.call<Loose>('POST', '/v1/folders', {
      token: owner.accessToken,
      body: { name: 'Isolé' },
    });
    expect(
      (await h.call('GET', '/v1/fecs', { token: t, query: { folder: myFolder.body.data.data.uuid } })).status,
    ).toBe(403);
    const csv = await fetch(`${h.url}/api/v1/fecs/export.csv`, { headers: { AccessToken: t } });
    expect(await csv.text()).not.toContain('secret.txt');
    const xlsx = await fetch(`${h.url}/api/v1/fecs/export.xlsx`, { headers: { AccessToken: t } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0].getColumn(1).values).not.toContain('secret.txt');
    const row = await h.db
      .selectFrom('fecs')
      .select('company_name')
      .where('uuid', '=', fec.uuid)
      .executeTakeFirstOrThrow();
    expect(row.company_name).toBeNull();
  });
});

describe('anonymous FEC', () => {
  it('is imported without a token, then attached once to the user presenting its token', async () => {
    const res = await upload(
      h,
      undefined,
      [{ name: '443061841FEC20231231.txt', content: smallFec() }],
      terms,
      '/v1/fecs/anonymous',
    );
    expect(res.status).toBe(201);
    const { token, fec, analysis } = res.body.data.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(analysis).toBeNull();
    const row = await h.db
      .selectFrom('fecs')
      .selectAll()
      .where('uuid', '=', fec.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_uuid: null, owner_uuid: null, siren: '443061841' });
    expect(row.anonymous_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.anonymous_token_hash).not.toContain(token);

    const user = await h.newOwner();
    const userRow = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    const account = await h.db
      .selectFrom('accounts')
      .selectAll()
      .where('uuid', '=', user.accountUuid)
      .executeTakeFirstOrThrow();
    const caller: Caller = {
      user: userRow,
      account,
      role: 'Role_Owner',
      internalRoles: [],
      roles: ['Role_Owner'],
      can: permissionsFor(['Role_Owner']),
      impersonator: null,
      readOnly: false,
      forceSeeAnalysisUuid: null,
      apiKey: null,
    };
    expect(await attachAnonymousFec(h.deps, caller, { token: 'faux', fecUuid: fec.uuid })).toEqual({
      attached: false,
      fecUuid: null,
    });
    expect(
      await attachAnonymousFec(h.deps, caller, { token, fecUuid: '6f1c1c4e-0000-4000-8000-000000000000' }),
    ).toEqual({ attached: false, fecUuid: null });
    expect(await attachAnonymousFec(h.deps, caller, { token, fecUuid: fec.uuid })).toEqual({
      attached: true,
      fecUuid: fec.uuid,
    });
    // Idempotent: the same call again changes nothing and starts no second analysis.
    expect(await attachAnonymousFec(h.deps, caller, { token, fecUuid: fec.uuid })).toEqual({
      attached: true,
      fecUuid: fec.uuid,
    });
    const analyses = await h.db.selectFrom('analyses').selectAll().where('fec_uuid', '=', fec.uuid).execute();
    expect(analyses).toHaveLength(1);
    expect(analyses[0]).toMatchObject({ account_uuid: user.accountUuid, status: 'waitstart' });
    expect(queue.sent).toContain(analyses[0].uuid);
    const got = await h.call<Loose>('GET', `/v1/fecs/${fec.uuid}`, { token: user.accessToken });
    expect(got.body.data.data).toMatchObject({
      owner_uuid: user.uuid,
      folder_uuid: '-1',
      status: 'waitstart',
    });
    // Someone else with the same token does not get it.
    const otherCaller = { ...caller, account: { ...account, uuid: stranger.accountUuid } };
    expect(await attachAnonymousFec(h.deps, otherCaller, { token, fecUuid: fec.uuid })).toEqual({
      attached: false,
      fecUuid: null,
    });
  });

  it('applies the same checks and takes one file only', async () => {
    const path = '/v1/fecs/anonymous';
    await expectRefused(
      () => upload(h, undefined, [{ name: 'x.pdf', content: 'x' }], terms, path),
      400,
      'Seuls les fichiers .txt et .csv sont acceptés.',
    );
    await expectRefused(
      () =>
        upload(
          h,
          undefined,
          [
            { name: 'a.txt', content: 'a' },
            { name: 'b.txt', content: 'b' },
          ],
          terms,
          path,
        ),
      400,
      'Vous ne pouvez pas envoyer plus de 1 fichiers',
    );
    await expectRefused(
      () => upload(h, undefined, [{ name: 'a.txt', content: smallFec() }], {}, path),
      400,
      'Certains champs sont invalides',
    );
  });
});
