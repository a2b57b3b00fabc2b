import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { json } from '../db/database';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import type { ReportRenderers } from './documents/renderers';
import type { ReportModel, ReportRenderer } from './documents/report-model';
import type { ReportJobs } from './report-jobs';
import { insertReports } from './report-store';

/**
 * The reports API over the real job: FECs analysed by the engine, the `reports` pg-boss queue, the model
 * built from the database and the detail file. The renderers are stand-ins that write the model's facts as
 * text (the real documents have their own tests), so each assertion reads what the model said.
 */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let member: TestUser;
let supervisor: TestUser;
let fecA: string;
let fecB: string;
let fecNoAnalysis: string;
let analysisA: string;
let failing = false;

/** Every fact a renderer could print, and every row of each control as `rows()` streams it. */
async function facts(model: ReportModel): Promise<string> {
  const lines = [
    `name=${model.name}`,
    `author=${model.author}`,
    `account=${model.accountName}`,
    `colour=${model.branding.principalColor}`,
    `merged=${model.options.merged}`,
  ];
  for (const s of model.sources) {
    lines.push(
      `source=${s.fecUuid} company=${s.companyName} locked=${s.locked} controls=${s.controls.length}`,
    );
    for (const c of s.controls) {
      let rows = 0;
      let first = '';
      for await (const row of s.rows(c.id)) {
        if (rows === 0) first = `${row.line}/${row.debit}/${row.credit}/${row.ecritureDate ?? ''}`;
        rows++;
      }
      lines.push(
        `control=${c.id} result=${c.result} count=${c.count} amount=${c.amount} first=${c.firstRows.length} ` +
          `rows=${rows} firstRow=${first} comments=${c.comments.map((m) => `${m.author}:${m.body}`).join('|')}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

const fake =
  (format: string): ReportRenderer =>
  async (model, output, progress) => {
    if (failing) throw new Error('renderer failed');
    progress?.(0.5);
    output.write(`format=${format}\n`);
    output.write(await facts(model));
    output.end();
  };
const RENDERERS: ReportRenderers = { pdf: fake('pdf'), docx: fake('docx'), xlsx: fake('xlsx') };

type Body<T> = { data: { data: T } };
type View = {
  uuid: string;
  name: string;
  status: string;
  progress: number;
  error: string | null;
  formats: string[];
  files: { format: string; file_name: string; size: number }[];
  fec_uuids: string[];
  merged: boolean;
  creator_uuid: string | null;
  creator_name: string | null;
  expires_at: string;
  created_at: string;
};
type Refusal = { status: number; message: string; errors?: { field: string; message: string }[] };

const jobs = () => h.deps.reportQueue as ReportJobs;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    reports: {
      renderers: RENDERERS,
      settings: { staleAfterMs: 1_000, heartbeatMs: 200 },
      // The sweeps run when a test calls them, not behind its back.
      sweepMs: 3_600_000,
    },
  });
  owner = await h.newOwner();
  [member, supervisor] = await Promise.all([
    h.newMember(owner.accountUuid, 'Role_Member'),
    h.newMember(owner.accountUuid, 'Role_Supervisor'),
  ]);
  await h.db
    .updateTable('users')
    .set({ first_name: 'Claire', last_name: 'Martin' })
    .where('uuid', '=', owner.uuid)
    .execute();
  await h.db
    .updateTable('accounts')
    .set({ features_in_account: json({ branding: { principal_color: { value: '#AA3300' } } }) })
    .where('uuid', '=', owner.accountUuid)
    .execute();
  fecA = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
  fecB = await insertFec(h, owner, realFec('111111111FEC20221231.TXT'));
  fecNoAnalysis = await insertFec(h, owner, realFec('111111111FEC20221231.TXT'), {
    originalName: 'autre.txt',
  });
  await h.db.updateTable('fecs').set({ company_name: 'Société Démo' }).where('uuid', '=', fecA).execute();
  analysisA = await analyse(h, owner, fecA);
  const analysisB = await analyse(h, owner, fecB);
  await Promise.all([waitFinished(h, analysisA), waitFinished(h, analysisB)]);
  // The Member reads fecA only.
  await h.db.insertInto('fec_access').values({ fec_uuid: fecA, email: member.email, write: false }).execute();
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const post = (body: unknown, token = owner.accessToken) =>
  h.call<Body<{ items: View[] }> & Refusal>('POST', '/v1/reports', { token, body });
const get = <T = Body<View>>(path: string, token = owner.accessToken, query?: Record<string, string>) =>
  h.call<T>('GET', path, { token, query });

async function waitReport(uuid: string, token = owner.accessToken, timeoutMs = 60_000): Promise<View> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(`/v1/reports/${uuid}`, token);
    expect(res.status).toBe(200);
    if (res.body.data.data.status !== 'loading') return res.body.data.data;
    if (Date.now() > until) throw new Error(`report ${uuid} still loading`);
    await sleep(100);
  }
}

async function generated(body: Record<string, unknown>, token = owner.accessToken): Promise<View[]> {
  const res = await post({ name: 'Revue annuelle', formats: ['pdf'], ...body }, token);
  expect(res.status).toBe(201);
  return res.body.data.data.items;
}

const download = (uuid: string, format: string, token = owner.accessToken) =>
  h.call<string>('GET', `/v1/reports/${uuid}/files/${format}`, { token });

describe('generation', () => {
  it('generates each format off the request path, then serves the files', async () => {
    const [created] = await generated({
      name: 'Révision été 2024',
      fec_uuids: [fecA],
      formats: ['pdf', 'docx', 'xlsx'],
    });
    expect(created).toMatchObject({
      name: 'Révision été 2024',
      status: 'loading',
      progress: 0,
      files: [],
      fec_uuids: [fecA],
      merged: false,
      creator_uuid: owner.uuid,
      creator_name: 'Claire Martin',
    });
    const kept = new Date(created!.expires_at).getTime() - new Date(created!.created_at).getTime();
    expect(Math.round(kept / 86_400_000)).toBe(90);

    const done = await waitReport(created!.uuid);
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(done.files.map((f) => [f.format, f.file_name])).toEqual([
      ['pdf', 'Révision été 2024.pdf'],
      ['docx', 'Révision été 2024.docx'],
      ['xlsx', 'Révision été 2024.xlsx'],
    ]);

    const types = {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    const controls = await h.db
      .selectFrom('analysis_controls')
      .selectAll()
      .where('analysis_uuid', '=', analysisA)
      .execute();
    for (const [format, type] of Object.entries(types)) {
      const res = await download(created!.uuid, format);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Révision été 2024.${format}`)}`,
      );
      const text = res.body;
      expect(done.files.find((f) => f.format === format)!.size).toBe(Buffer.byteLength(text));
      expect(text).toContain(`format=${format}`);
      expect(text).toContain('author=Claire Martin');
      expect(text).toContain('colour=#aa3300');
      expect(text).toContain(`source=${fecA} company=Société Démo locked=false controls=${controls.length}`);
      // Every control with its count and amount as the analysis recorded them, and all its kept rows
      // streamed back from the detail file (not only the 1,000 in the database).
      for (const c of controls) {
        expect(text).toMatch(
          new RegExp(
            `control=${c.control_id} result=${c.result} count=${c.count} amount=${c.amount} ` +
              `first=${Math.min(20, c.total)} rows=${c.total} `,
          ),
        );
      }
    }
    // A control's first detail row read back: amounts in cents and dates AAAAMMJJ, as the engine wrote them.
    const withRows = controls.find((c) => c.total > 0)!;
    const first = (
      withRows.rows as unknown as { line: number; debit: number; credit: number; ecritureDate?: number }[]
    )[0]!;
    const pdf = (await download(created!.uuid, 'pdf')).body;
    expect(pdf).toContain(`control=${withRows.control_id} result=${withRows.result} count=${withRows.count}`);
    expect(pdf).toContain(
      `firstRow=${first.line}/${first.debit}/${first.credit}/${first.ecritureDate ?? ''}`,
    );
  });

  it('merges 2 FECs into one report, side by side in the order given', async () => {
    const items = await generated({ fec_uuids: [fecB, fecA], merge: true });
    expect(items).toHaveLength(1);
    const done = await waitReport(items[0]!.uuid);
    expect(done.merged).toBe(true);
    const text = (await download(done.uuid, 'pdf')).body;
    expect(text).toContain('merged=true');
    expect(text.indexOf(`source=${fecB}`)).toBeLessThan(text.indexOf(`source=${fecA}`));
    expect(text.indexOf(`source=${fecB}`)).toBeGreaterThan(-1);
  });

  it('makes one report per FEC without merge, and applies the filters to the controls', async () => {
    const items = await generated({ fec_uuids: [fecA, fecB], categories: ['ERROR'], formats: ['xlsx'] });
    expect(items.map((i) => i.fec_uuids)).toEqual([[fecA], [fecB]]);
    const done = await waitReport(items[0]!.uuid);
    const text = (await download(done.uuid, 'xlsx')).body;
    const results = [...text.matchAll(/ result=(\w+)/g)].map((m) => m[1]);
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results)).toEqual(new Set(['ERROR']));
    // A format not asked for is not there.
    expect(await download(done.uuid, 'pdf')).toMatchObject({
      status: 404,
      body: { message: MSG.reportFormatNotAsked },
    });
  });

  it('shows a locked FEC without amounts nor rows, the lock read when the report is generated', async () => {
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fecB).execute();
    try {
      const [created] = await generated({ fec_uuids: [fecB] });
      const done = await waitReport(created!.uuid);
      const text = (await download(done.uuid, 'pdf')).body;
      expect(text).toContain('locked=true');
      const controls = text.split('\n').filter((l) => l.startsWith('control='));
      expect(controls.length).toBeGreaterThan(0);
      for (const line of controls) expect(line).toMatch(/amount=null first=0 rows=0 /);
    } finally {
      await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fecB).execute();
    }
  });

  it('prints the comments of the controls with their authors', async () => {
    const control = await h.db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', analysisA)
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('control_comments')
      .values({
        uuid: randomUUID(),
        analysis_uuid: analysisA,
        control_id: control.control_id,
        user_uuid: owner.uuid,
        body: 'À revoir avec le client',
      })
      .execute();
    const [created] = await generated({ fec_uuids: [fecA], control_ids: [control.control_id] });
    const text = (await download((await waitReport(created!.uuid)).uuid, 'pdf')).body;
    expect(text).toContain(`control=${control.control_id} `);
    expect(text).toContain('comments=Claire Martin:À revoir avec le client');
    expect(text.split('\n').filter((l) => l.startsWith('control='))).toHaveLength(1);
  });

  it('prints the dossier’s comments written in an earlier run of the same company and year (issue 37)', async () => {
    const control = await h.db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', analysisA)
      .executeTakeFirstOrThrow();
    const written = await h.call(
      'POST',
      `/v1/analyses/${analysisA}/controls/${control.control_id}/comments`,
      {
        token: owner.accessToken,
        body: { body: 'Écrit dans cette analyse' },
      },
    );
    expect(written.status).toBe(201);
    const { dossier_uuid } = await h.db
      .selectFrom('control_comments')
      .select('dossier_uuid')
      .where('body', '=', 'Écrit dans cette analyse')
      .executeTakeFirstOrThrow();
    expect(dossier_uuid).toBeTruthy();
    await h.db
      .insertInto('control_comments')
      .values({
        uuid: randomUUID(),
        analysis_uuid: randomUUID(), // an earlier run, deleted since
        dossier_uuid,
        control_id: control.control_id,
        user_uuid: owner.uuid,
        body: 'Repris de la relance précédente',
        created_at: new Date('2020-01-01T00:00:00Z'),
      })
      .execute();
    const [created] = await generated({ fec_uuids: [fecA], control_ids: [control.control_id] });
    const text = (await download((await waitReport(created!.uuid)).uuid, 'pdf')).body;
    expect(text).toContain('Claire Martin:Repris de la relance précédente|');
    expect(text).toContain('Claire Martin:Écrit dans cette analyse');
  });
});

describe('the wizard rules, in French', () => {
  const refused = async (body: Record<string, unknown>, status: number, message: string) => {
    const res = await post({ name: 'Revue', fec_uuids: [fecA], formats: ['pdf'], ...body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    return res;
  };
  const count = () =>
    h.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  it('names: required, allowed characters, 100 at most', async () => {
    const before = await count();
    const res = await refused({ name: '   ' }, 400, 'Veuillez saisir un nom de rapport.');
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Veuillez saisir un nom de rapport.' }]);
    await refused(
      { name: 'revue/2024' },
      400,
      'Le nom du rapport ne peut contenir que des lettres, des chiffres, des tirets, des tirets bas et des espaces.',
    );
    await refused({ name: 'revue.pdf' }, 400, MSG.reportNameCharacters);
    await refused({ name: '<b>' }, 400, MSG.reportNameCharacters);
    await refused({ name: 'a'.repeat(101) }, 400, 'Le nom du rapport ne peut pas dépasser 100 caractères.');
    expect(await count()).toBe(before);
    // 100 characters, accents, digits, dash, underscore, spaces (trimmed): accepted.
    const name = `É_-9 ${'x'.repeat(95)}`;
    const [ok] = await generated({ name: `  ${name}  `, fec_uuids: [fecA] });
    expect(ok!.name).toBe(name);
  });

  it('merge: 2 to 3 FECs', async () => {
    await refused({ merge: true }, 400, 'Sélectionnez au moins 2 FEC pour fusionner des rapports.');
    await refused(
      { merge: true, fec_uuids: [fecA, fecB, randomUUID(), randomUUID()] },
      400,
      'Vous pouvez fusionner 3 rapports au maximum.',
    );
  });

  it('at most 20 FECs per request, at least one, at least one format', async () => {
    const many = Array.from({ length: 21 }, () => randomUUID());
    await refused(
      { fec_uuids: many },
      400,
      'Vous pouvez générer au maximum 20 rapports à la fois : réduisez la sélection.',
    );
    await refused({ fec_uuids: [] }, 400, 'Sélectionnez au moins un FEC.');
    await refused({ formats: [] }, 400, 'Choisissez au moins un format de rapport.');
  });

  it('a FEC without a finished analysis: 409; filters matching no control: 400', async () => {
    const res = await refused(
      { fec_uuids: [fecA, fecNoAnalysis] },
      409,
      "Ce FEC n'a pas d'analyse terminée : lancez l'analyse avant de générer un rapport.",
    );
    expect((res.body as unknown as { fec_uuid: string }).fec_uuid).toBe(fecNoAnalysis);
    await refused({ control_ids: ['ZZ-AUCUN'] }, 400, 'Aucun contrôle ne correspond aux filtres choisis.');
  });

  it('answers the limits', async () => {
    const res = await get<Body<unknown>>('/v1/reports/limits', member.accessToken);
    expect(res.body.data.data).toEqual({ max_merged: 3, max_fecs: 20, name_max_length: 100, kept_days: 90 });
  });
});

describe('who sees and deletes what', () => {
  it('a Member generates on a granted FEC, is refused others, and sees only their own reports', async () => {
    const [mine] = await generated({ fec_uuids: [fecA] }, member.accessToken);
    expect(mine!.creator_uuid).toBe(member.uuid);
    const refusedB = await post({ name: 'Revue', fec_uuids: [fecB], formats: ['pdf'] }, member.accessToken);
    expect(refusedB).toMatchObject({ status: 403, body: { message: "Vous n'avez pas accès à ce Fec." } });

    const [owners] = await generated({ fec_uuids: [fecA] });
    const list = await get<Body<{ items: View[]; total: number }>>('/v1/reports', member.accessToken);
    expect(list.body.data.data.items.map((r) => r.creator_uuid)).toEqual(
      list.body.data.data.items.map(() => member.uuid),
    );
    expect(list.body.data.data.items.map((r) => r.uuid)).toContain(mine!.uuid);
    expect(await get(`/v1/reports/${owners!.uuid}`, member.accessToken)).toMatchObject({
      status: 404,
      body: { message: "Ce rapport n'existe pas." },
    });
    const batch = await get<Body<{ items: View[] }>>('/v1/reports', member.accessToken, {
      ids: `${owners!.uuid},${mine!.uuid}`,
    });
    expect(batch.body.data.data.items.map((r) => r.uuid)).toEqual([mine!.uuid]);
    expect((await download(owners!.uuid, 'pdf', member.accessToken)).status).toBe(404);

    // The Supervisor sees both, newest first; filtered by FEC.
    const all = await get<Body<{ items: View[]; total: number }>>('/v1/reports', supervisor.accessToken, {
      fec_uuid: fecA,
      limit: '2',
    });
    expect(all.body.data.data.items.map((r) => r.uuid)).toEqual([owners!.uuid, mine!.uuid]);
    expect(all.body.data.data.total).toBeGreaterThan(2);
  });

  it('deletes: the creator or an Owner; never a Supervisor for someone else; files then row', async () => {
    const [created] = await generated({ fec_uuids: [fecA] });
    await waitReport(created!.uuid);
    const prefix = `reports/${owner.accountUuid}/${created!.uuid}/`;
    const key = `${prefix}Revue_annuelle.pdf`;
    expect(await h.deps.storage.exists(key)).toBe(true);
    const bySupervisor = await h.call('DELETE', `/v1/reports/${created!.uuid}`, {
      token: supervisor.accessToken,
    });
    expect(bySupervisor).toMatchObject({ status: 403, body: { message: 'Interdit' } });
    expect(await h.deps.storage.exists(key)).toBe(true);

    const byOwner = await h.call<Body<{ uuid: string }>>('DELETE', `/v1/reports/${created!.uuid}`, {
      token: owner.accessToken,
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data.data.uuid).toBe(created!.uuid);
    expect(await h.deps.storage.exists(key)).toBe(false);
    expect(await get(`/v1/reports/${created!.uuid}`)).toMatchObject({ status: 404 });

    // A Member deletes their own report.
    const [own] = await generated({ fec_uuids: [fecA] }, member.accessToken);
    expect((await h.call('DELETE', `/v1/reports/${own!.uuid}`, { token: member.accessToken })).status).toBe(
      200,
    );
  });

  it('a report not done yet, or whose files are gone: 409, then 410', async () => {
    // Recorded without its job (as when the process dies before queueing): loading until the sweep sends it.
    const [row] = await insertReports(h.db, [
      {
        uuid: randomUUID(),
        accountUuid: owner.accountUuid,
        name: 'Revue annuelle',
        formats: ['pdf'],
        options: { merged: false, by_cycle: false, categories: [], themes: [], control_ids: [] },
        fecUuids: [fecA],
        analysisUuids: [analysisA],
        createdBy: owner.uuid,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    expect(await download(row!.uuid, 'pdf')).toMatchObject({
      status: 409,
      body: { message: "Le rapport n'est pas encore prêt." },
    });
    await sleep(1_100);
    expect(await jobs().recover()).toContain(row!.uuid);
    const done = await waitReport(row!.uuid);
    expect(done.status).toBe('done');
    await h.deps.storage.deletePrefix(`reports/${owner.accountUuid}/${done.uuid}/`);
    expect(await download(done.uuid, 'pdf')).toMatchObject({
      status: 410,
      body: { message: 'Ce rapport a expiré.' },
    });
  });

  it("hands a leaver's reports to the heir with their FECs (spec §6)", async () => {
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    const [created] = await generated({ fec_uuids: [fecA] }, manager.accessToken);
    const removed = await h.call('DELETE', `/v1/accounts/current/users/${manager.uuid}`, {
      token: owner.accessToken,
    });
    expect(removed.status).toBe(200);
    const row = await h.db
      .selectFrom('reports')
      .select('created_by')
      .where('uuid', '=', created!.uuid)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(owner.uuid);

    // Deleting one's own profile: the same, in the transaction that moves the FECs.
    const leaver = await h.newMember(owner.accountUuid, 'Role_Manager');
    const [theirs] = await generated({ fec_uuids: [fecA] }, leaver.accessToken);
    const gone = await h.call('DELETE', '/v1/user', { token: leaver.accessToken });
    expect(gone.status).toBe(200);
    const after = await h.db
      .selectFrom('reports')
      .select('created_by')
      .where('uuid', '=', theirs!.uuid)
      .executeTakeFirstOrThrow();
    expect(after.created_by).toBe(owner.uuid);
  });
});

describe('the job survives crashes and failures; retention', () => {
  it('re-queues a report a crash left loading, and fails it after 3 attempts', async () => {
    const [created] = await generated({ fec_uuids: [fecA] });
    await waitReport(created!.uuid);
    // As a crash leaves it: loading, one attempt used, a heartbeat nobody renews.
    await h.db
      .updateTable('reports')
      .set({
        status: 'loading',
        progress: 40,
        files: json([]),
        attempts: 1,
        heartbeat_at: new Date(Date.now() - 60_000),
      })
      .where('uuid', '=', created!.uuid)
      .execute();
    expect(await jobs().recover()).toContain(created!.uuid);
    const done = await waitReport(created!.uuid);
    expect(done.status).toBe('done');
    const row = await h.db
      .selectFrom('reports')
      .select('attempts')
      .where('uuid', '=', created!.uuid)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);

    await h.db
      .updateTable('reports')
      .set({ status: 'loading', attempts: 3, heartbeat_at: new Date(Date.now() - 60_000) })
      .where('uuid', '=', created!.uuid)
      .execute();
    expect(await jobs().recover()).not.toContain(created!.uuid);
    const failed = await waitReport(created!.uuid);
    expect(failed).toMatchObject({
      status: 'error',
      error: 'La génération du rapport a échoué, veuillez relancer.',
    });
  });

  it('a renderer that keeps failing: retried, then error with the French message', async () => {
    failing = true;
    try {
      const [created] = await generated({ fec_uuids: [fecA] });
      const failed = await waitReport(created!.uuid, owner.accessToken, 90_000);
      expect(failed).toMatchObject({ status: 'error', error: MSG.reportFailed, files: [] });
      const row = await h.db
        .selectFrom('reports')
        .select('attempts')
        .where('uuid', '=', created!.uuid)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(3);
      expect(await download(created!.uuid, 'pdf')).toMatchObject({ status: 409 });
    } finally {
      failing = false;
    }
  }, 120_000);

  it('deletes reports past their retention date: files, then the row', async () => {
    const [created] = await generated({ fec_uuids: [fecA] });
    await waitReport(created!.uuid);
    const [kept] = await generated({ fec_uuids: [fecA] });
    await waitReport(kept!.uuid);
    await h.db
      .updateTable('reports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('uuid', '=', created!.uuid)
      .execute();
    const deleted = await jobs().sweepExpired();
    expect(deleted).toEqual([created!.uuid]);
    expect(
      await h.deps.storage.exists(`reports/${owner.accountUuid}/${created!.uuid}/Revue_annuelle.pdf`),
    ).toBe(false);
    expect(await get(`/v1/reports/${created!.uuid}`)).toMatchObject({ status: 404 });
    expect(await h.deps.storage.exists(`reports/${owner.accountUuid}/${kept!.uuid}/Revue_annuelle.pdf`)).toBe(
      true,
    );
  });
});
