import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { parseDetailLine } from './detail-rows';
import { analyse, insertFec, realFec, waitFinished } from './testing/fixtures';

/** 20220131 → [2022, 0, 31] for Date.UTC. */
const ymdParts = (ymd: number): [number, number, number] => [
  Math.floor(ymd / 10_000),
  (Math.floor(ymd / 100) % 100) - 1,
  ymd % 100,
];

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let fecUuid: string;
let analysisUuid: string;
let work: string;
/**
 * A FEC that runs from April 2022 to March 2023, declared on the calendar year 2022: its 2023 lines fall
 * outside the year, and HORS-EXO lists every one of them — thousands of rows, more than the 1,000 kept.
 */
const WIDE = '123456789FEC20500930.txt';
let wideAnalysisUuid: string;
let wideTotal: number;

type Body<T> = { data: { data: T } };
type Item = Record<string, unknown>;
type List = Body<{ items: Item[]; total: number }>;

const FORBIDDEN = { status: 403, message: "Vous n'avez pas accès à ce Fec." };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  work = await mkdtemp(join(tmpdir(), 'fec-analyses-test-'));
  [owner, stranger] = await Promise.all([h.newOwner(), h.newOwner()]);
  fecUuid = await insertFec(h, owner, realFec('0000000001FEC20220831.txt'));
  const wideFecUuid = await insertFec(h, owner, realFec(WIDE), {
    fiscal_start: '2022-01-01',
    fiscal_end: '2022-12-31',
  });
  analysisUuid = await analyse(h, owner, fecUuid);
  wideAnalysisUuid = await analyse(h, owner, wideFecUuid);
  // Counted from the file itself: the lines whose EcritureDate is not in 2022.
  const text = await readFile(realFec(WIDE), 'utf8');
  wideTotal = text
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== '')
    .filter((l) => !l.split('\t')[3]!.startsWith('2022')).length;
  expect((await waitFinished(h, analysisUuid)).status).toBe('done');
  expect((await waitFinished(h, wideAnalysisUuid)).status).toBe('done');
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

const get = <T = Body<Item>>(path: string, token = owner.accessToken, query?: Record<string, string>) =>
  h.call<T>('GET', path, { token, query });

describe('an analysis job on a real FEC', () => {
  it('runs off the request path and records summary, report, FEC status and the detail file', async () => {
    const res = await get(`/v1/analyses/${analysisUuid}`);
    expect(res.status).toBe(200);
    const a = res.body.data.data as {
      status: string;
      kind: string;
      summary: Record<string, number>;
      report: { format: { lines: number }; fiscalYear: { end: number }; controls?: unknown };
      started_at: string;
      finished_at: string;
      corrected_status: string;
      locked: boolean;
    };
    expect(a).toMatchObject({ status: 'done', kind: 'single', corrected_status: 'none', locked: false });
    expect(a.report.format.lines).toBe(5422);
    expect(a.report.fiscalYear.end).toBe(20220831);
    expect(a.report.controls).toBeUndefined();
    const controls = await h.db
      .selectFrom('analysis_controls')
      .selectAll()
      .where('analysis_uuid', '=', analysisUuid)
      .execute();
    expect(Object.values(a.summary).reduce((x, y) => x + y, 0)).toBe(controls.length);
    expect(new Date(a.finished_at) >= new Date(a.started_at)).toBe(true);
    const fec = await h.db
      .selectFrom('fecs')
      .selectAll()
      .where('uuid', '=', fecUuid)
      .executeTakeFirstOrThrow();
    expect(fec).toMatchObject({ status: 'done', line_count: 5422 });
    expect(await h.deps.storage.exists(`analyses/${analysisUuid}/detail.csv`)).toBe(true);
  });

  it('answers upper-case diagnostic severities, also for a report stored before they were', async () => {
    type Report = { format: { diagnostics: Array<{ severity: string }> } };
    const row = await h.db
      .selectFrom('analyses')
      .select('report')
      .where('uuid', '=', analysisUuid)
      .executeTakeFirstOrThrow();
    const stored = row.report as unknown as Report;
    expect(stored.format.diagnostics.length).toBeGreaterThan(0);
    const severities = async () =>
      ((await get(`/v1/analyses/${analysisUuid}`)).body.data.data.report as Report).format.diagnostics.map(
        (d) => d.severity,
      );
    const current = await severities();
    for (const s of current) expect(['ERROR', 'ALERT', 'INFO']).toContain(s);
    const old = {
      ...stored,
      format: {
        ...stored.format,
        diagnostics: stored.format.diagnostics.map((d) => ({ ...d, severity: d.severity.toLowerCase() })),
      },
    };
    await h.db
      .updateTable('analyses')
      .set({ report: json(old) })
      .where('uuid', '=', analysisUuid)
      .execute();
    try {
      expect(await severities()).toEqual(current);
    } finally {
      await h.db
        .updateTable('analyses')
        .set({ report: json(stored) })
        .where('uuid', '=', analysisUuid)
        .execute();
    }
  });

  it('keeps at most 1,000 rows per control in the database, with the exact total', async () => {
    expect(wideTotal).toBeGreaterThan(1000);
    const row = await h.db
      .selectFrom('analysis_controls')
      .selectAll()
      .where('analysis_uuid', '=', wideAnalysisUuid)
      .where('control_id', '=', 'HORS-EXO')
      .executeTakeFirstOrThrow();
    expect(row.result).toBe('ERROR');
    expect((row.rows as unknown as unknown[]).length).toBe(1000);
    expect(row.total).toBe(wideTotal);
  });

  it('is a no-op when its job runs again (idempotent)', async () => {
    const before = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', analysisUuid)
      .executeTakeFirstOrThrow();
    await h.deps.queue.send({ analysisUuid, kind: 'analyse' });
    await new Promise((r) => setTimeout(r, 1500));
    const after = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', analysisUuid)
      .executeTakeFirstOrThrow();
    expect(after.finished_at).toEqual(before.finished_at);
    expect(after.attempts).toBe(before.attempts);
  });

  it("ends in 'error' with a French message when the file cannot be read as a FEC", async () => {
    const path = join(work, '123456782FEC20231231.txt');
    await writeFile(path, Buffer.from([0, 1, 2, 3, 0, 0, 255, 254, 0, 7, 0, 0, 9, 0, 0, 0]));
    const fec = await insertFec(h, owner, path);
    const a = await waitFinished(h, await analyse(h, owner, fec));
    expect(a.status).toBe('error');
    expect(a.error).toMatch(/^Le fichier n'a pas pu être lu comme un FEC : /);
    const f = await h.db
      .selectFrom('fecs')
      .select('status')
      .where('uuid', '=', fec)
      .executeTakeFirstOrThrow();
    expect(f.status).toBe('error');
  });

  it("ends in 'postcondition' when no entry falls in the fiscal year declared on the FEC", async () => {
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'), {
      fiscal_start: '2010-01-01',
      fiscal_end: '2010-12-31',
    });
    const a = await waitFinished(h, await analyse(h, owner, fec));
    expect(a.status).toBe('postcondition');
    expect(a.error).toContain(
      "Aucune écriture du FEC ne tombe dans l'exercice déclaré (du 01/01/2010 au 31/12/2010)",
    );
  });
});

describe('analysis routes', () => {
  it('reads analyses by ids and the history of a FEC', async () => {
    const batch = await get<List>('/v1/analyses', owner.accessToken, { ids: analysisUuid });
    expect(batch.status).toBe(200);
    expect(batch.body.data.data.items.map((a) => a.uuid)).toEqual([analysisUuid]);
    const history = await get<List>('/v1/analyses', owner.accessToken, { fec: fecUuid });
    expect(history.body.data.data.items.map((a) => a.uuid)).toContain(analysisUuid);
  });

  it('lists per-control results with catalogue metadata, filtered by category, theme and search', async () => {
    const all = await get<List>(`/v1/analyses/${analysisUuid}/controls`);
    expect(all.status).toBe(200);
    const items = all.body.data.data.items;
    expect(items.length).toBeGreaterThan(30);
    expect(items[0]).not.toHaveProperty('rows');
    const eq = items.find((c) => c.id === 'EQ-ECR')!;
    expect(eq).toMatchObject({ theme: 'equilibres', description: expect.any(String) });

    const warnings = await get<List>(`/v1/analyses/${analysisUuid}/controls`, owner.accessToken, {
      category: 'WARNING',
    });
    expect(warnings.body.data.data.items.length).toBeGreaterThan(0);
    expect(warnings.body.data.data.items.every((c) => c.result === 'WARNING')).toBe(true);

    const theme = await get<List>(`/v1/analyses/${analysisUuid}/controls`, owner.accessToken, {
      theme: 'equilibres',
    });
    expect(theme.body.data.data.items.every((c) => c.theme === 'equilibres')).toBe(true);

    const search = await get<List>(`/v1/analyses/${analysisUuid}/controls`, owner.accessToken, {
      search: 'validation tardive',
    });
    expect(search.body.data.data.items.map((c) => c.id)).toEqual(['VALID-TARDIVE']);
  });

  it('gives a control with its first 1,000 rows and says so when there are more', async () => {
    const res = await get(`/v1/analyses/${wideAnalysisUuid}/controls/HORS-EXO`);
    expect(res.status).toBe(200);
    const c = res.body.data.data as { rows: unknown[]; total: number; truncated: boolean; message: string };
    expect(c.rows).toHaveLength(1000);
    expect(c.total).toBe(wideTotal);
    expect(c.truncated).toBe(true);
    expect(c.message).toBe('Seules les 1000 premières lignes sont affichées.');

    // A systemic pattern: one finding, a few example rows, nothing cut.
    const small = await get(`/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE`);
    expect(small.body.data.data).toMatchObject({ truncated: false, message: null, total: 5 });
    expect(small.body.data.data.rows).toHaveLength(5);
  });

  it('exports the full detail of a control as a UTF-8 CSV with BOM', async () => {
    const res = await fetch(`${h.url}/api/v1/analyses/${wideAnalysisUuid}/controls/HORS-EXO/export.csv`, {
      headers: { AccessToken: owner.accessToken },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('123456789FEC20500930-HORS-EXO.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Contrôle;Libellé du contrôle;Résultat;Ligne;/);
    expect(lines).toHaveLength(1 + wideTotal);
    expect(lines.slice(1).every((l) => l.startsWith('HORS-EXO;'))).toBe(true);
  });

  it('exports the full detail of a control as Excel: every row, typed cells, frozen French header', async () => {
    const base = `${h.url}/api/v1/analyses/${wideAnalysisUuid}/controls/HORS-EXO`;
    const res = await fetch(`${base}/export.xlsx`, { headers: { AccessToken: owner.accessToken } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toContain('123456789FEC20500930-HORS-EXO.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['HORS-EXO']);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Ligne',
      'Journal',
      'N° écriture',
      'Date',
      'Compte',
      'Compte auxiliaire',
      'Libellé',
      'Débit',
      'Crédit',
      'Détail',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:J${1 + wideTotal}`);
    expect(sheet.rowCount).toBe(1 + wideTotal);

    // Row by row, the same as the CSV export, as typed cells.
    const csv = await fetch(`${base}/export.csv`, { headers: { AccessToken: owner.accessToken } });
    // fetch's text() drops the BOM: the header is the first line.
    const lines = (await csv.text()).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(wideTotal);
    lines.forEach((line, i) => {
      const { row } = parseDetailLine(line);
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      expect(cells[0]).toBe(row.line);
      expect(cells[3]).toEqual(new Date(Date.UTC(...ymdParts(row.ecritureDate!))));
      expect(cells[4]).toBe(row.compteNum);
      expect(cells[7]).toBe(row.debit / 100);
      expect(cells[8]).toBe(row.credit / 100);
      expect(cells[9]).toBe(row.detail);
    });
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('H2').numFmt).toBe('#,##0.00 "€"');
  });

  it('serves the control catalogue', async () => {
    const res = await get<List>('/v1/controls');
    expect(res.status).toBe(200);
    const ids = res.body.data.data.items.map((c) => c.id);
    expect(ids).toContain('EQ-ECR');
    expect(res.body.data.data.items.some((c) => c.kind === 'multi')).toBe(true);
  });

  it('re-runs an analysis: a new one, the old one kept', async () => {
    const res = await h.call<Body<Item>>('POST', `/v1/fecs/${fecUuid}/analyses`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(201);
    const uuid = res.body.data.data.uuid as string;
    expect(uuid).not.toBe(analysisUuid);
    expect(res.body.data.data.status).toBe('waitstart');
    const again = await h.call<{ message: string }>('POST', `/v1/fecs/${fecUuid}/analyses`, {
      token: owner.accessToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Une analyse de ce FEC est déjà en cours.');
    expect((await waitFinished(h, uuid)).status).toBe('done');
    const history = await get<List>('/v1/analyses', owner.accessToken, { fec: fecUuid });
    expect(history.body.data.data.items.map((a) => a.uuid).slice(0, 2)).toEqual([uuid, analysisUuid]);
  });

  it('hides the rows of a locked FEC (room for offers)', async () => {
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fecUuid).execute();
    try {
      const res = await get(`/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE`);
      expect(res.body.data.data).toMatchObject({ locked: true, rows: [], truncated: false });
      const csv = await h.call('GET', `/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE/export.csv`, {
        token: owner.accessToken,
      });
      expect(csv.status).toBe(403);
      const xlsx = await h.call('GET', `/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE/export.xlsx`, {
        token: owner.accessToken,
      });
      expect(xlsx.status).toBe(403);
    } finally {
      await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fecUuid).execute();
    }
  });
});

describe('comments', () => {
  it('are added, listed and deleted by their author or a manager', async () => {
    const base = `/v1/analyses/${analysisUuid}/controls/EQ-ECR/comments`;
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    await h.db
      .insertInto('fec_access')
      .values({ fec_uuid: fecUuid, email: member.email, write: false })
      .execute();

    const added = await h.call<Body<Item>>('POST', base, {
      token: member.accessToken,
      body: { body: 'À vérifier' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.data).toMatchObject({ body: 'À vérifier', control_id: 'EQ-ECR' });
    const mine = added.body.data.data.uuid as string;
    const byOwner = await h.call<Body<Item>>('POST', base, {
      token: owner.accessToken,
      body: { body: 'Vu' },
    });

    const list = await get<List>(base);
    expect(list.body.data.data.items.map((c) => c.body)).toEqual(['À vérifier', 'Vu']);
    expect((list.body.data.data.items[0].author as Item).uuid).toBe(member.uuid);

    const denied = await h.call<{ message: string }>(
      'DELETE',
      `/v1/comments/${byOwner.body.data.data.uuid}`,
      {
        token: member.accessToken,
      },
    );
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Seul l'auteur du commentaire ou un gestionnaire peut le supprimer.");
    expect((await h.call('DELETE', `/v1/comments/${mine}`, { token: member.accessToken })).status).toBe(200);
    expect(
      (await h.call('DELETE', `/v1/comments/${byOwner.body.data.data.uuid}`, { token: owner.accessToken }))
        .status,
    ).toBe(200);
    expect((await get<List>(base)).body.data.data.items).toEqual([]);
    expect((await h.call('DELETE', `/v1/comments/${mine}`, { token: owner.accessToken })).status).toBe(404);
  });

  it('refuse empty text and HTML characters', async () => {
    const base = `/v1/analyses/${analysisUuid}/controls/EQ-ECR/comments`;
    const empty = await h.call<{ errors: Array<{ message: string }> }>('POST', base, {
      token: owner.accessToken,
      body: { body: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe('Veuillez saisir un commentaire.');
    const html = await h.call<{ errors: Array<{ message: string }> }>('POST', base, {
      token: owner.accessToken,
      body: { body: '<script>' },
    });
    expect(html.status).toBe(400);
    expect(html.body.errors[0].message).toBe('Un champ contient des caractères invalides');
  });
});

describe('access and bad input', () => {
  it('answers 403 to a user of another account on every analysis route, by id and by batch', async () => {
    const t = stranger.accessToken;
    const a = analysisUuid;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v1/analyses/${a}`],
      ['GET', `/v1/analyses?ids=${a}`],
      ['GET', `/v1/analyses?fec=${fecUuid}`],
      ['GET', `/v1/analyses/${a}/controls`],
      ['GET', `/v1/analyses/${a}/controls/EQ-ECR`],
      ['GET', `/v1/analyses/${a}/controls/EQ-ECR/export.csv`],
      ['GET', `/v1/analyses/${a}/controls/EQ-ECR/export.xlsx`],
      ['GET', `/v1/analyses/${a}/controls/EQ-ECR/comments`],
      ['POST', `/v1/analyses/${a}/controls/EQ-ECR/comments`, { body: 'x' }],
      ['POST', `/v1/fecs/${fecUuid}/analyses`],
      ['POST', `/v1/fecs/${fecUuid}/corrected`],
      ['GET', `/v1/fecs/${fecUuid}/corrected`],
      ['POST', '/v1/multi-analyses', { fec_uuids: [fecUuid] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await h.call(method, path, { token: t, body });
      expect({ path, method, status: res.status, body: res.body }).toEqual({
        path,
        method,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('answers 403 on a comment of another account', async () => {
    const added = await h.call<Body<Item>>('POST', `/v1/analyses/${analysisUuid}/controls/EQ-ECR/comments`, {
      token: owner.accessToken,
      body: { body: 'privé' },
    });
    const res = await h.call('DELETE', `/v1/comments/${added.body.data.data.uuid}`, {
      token: stranger.accessToken,
    });
    expect(res).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('keeps a Member without a grant out, and lets one with a read grant read but not re-run', async () => {
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    expect((await get(`/v1/analyses/${analysisUuid}`, member.accessToken)).status).toBe(403);
    await h.db
      .insertInto('fec_access')
      .values({ fec_uuid: fecUuid, email: member.email, write: false })
      .execute();
    expect((await get(`/v1/analyses/${analysisUuid}`, member.accessToken)).status).toBe(200);
    const rerun = await h.call('POST', `/v1/fecs/${fecUuid}/analyses`, { token: member.accessToken });
    expect(rerun.status).toBe(403);
  });

  it('answers 400 to malformed ids and filters, 404 to unknown ones, 401 without a token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get('/v1/analyses/not-a-uuid')).status).toBe(400);
    expect((await get('/v1/analyses', owner.accessToken, { ids: 'x,y' })).status).toBe(400);
    expect(
      (await get(`/v1/analyses/${analysisUuid}/controls`, owner.accessToken, { category: 'BAD' })).status,
    ).toBe(400);
    expect((await get(`/v1/analyses/${analysisUuid}/controls/eq<ecr>`)).status).toBe(400);
    const missing = await get<{ message: string }>(`/v1/analyses/${unknown}`);
    expect(missing).toMatchObject({ status: 404, body: { message: "Cette analyse n'existe pas." } });
    const noControl = await get<{ message: string }>(`/v1/analyses/${analysisUuid}/controls/NOPE`);
    expect(noControl).toMatchObject({ status: 404, body: { message: "Ce contrôle n'existe pas." } });
    expect((await h.call('POST', `/v1/fecs/${unknown}/analyses`, { token: owner.accessToken })).status).toBe(
      404,
    );
    expect(
      (await get<List>('/v1/analyses', owner.accessToken, { ids: unknown })).body.data.data.items,
    ).toEqual([]);
    expect((await h.call('GET', `/v1/analyses/${analysisUuid}`)).status).toBe(401);
  });
});
