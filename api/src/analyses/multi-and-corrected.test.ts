import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedFec } from '../../../engine/src/index';
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { analyse, insertFec, realFec, waitCorrected, waitFinished } from './testing/fixtures';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let work: string;

type Body<T> = { data: { data: T } };
type Item = Record<string, unknown>;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  work = await mkdtemp(join(tmpdir(), 'fec-multi-test-'));
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A generated FEC of `siren` for the calendar year `year`, stored, recorded and analysed. */
async function analysedFec(
  siren: string,
  year: number,
  declared: { originalName?: string; siren?: string } = {},
): Promise<string> {
  const dir = await mkdtemp(join(work, 'g-'));
  const manifest = await writeGeneratedFec(join(dir, 'fec.txt'), {
    seed: `${siren}-${year}`,
    siren,
    targetLines: 400,
    fiscalYear: { start: year * 10000 + 101, end: year * 10000 + 1231 },
  });
  const fec = await insertFec(h, owner, join(dir, 'fec.txt'), {
    originalName: declared.originalName ?? manifest.fileName,
    siren: declared.siren,
  });
  const a = await waitFinished(h, await analyse(h, owner, fec));
  expect(a.status).toBe('done');
  return fec;
}

const multi = (fec_uuids: unknown, token = owner.accessToken) =>
  h.call<Body<Item> & { message: string }>('POST', '/v1/multi-analyses', { token, body: { fec_uuids } });

describe('multi-analyses', () => {
  let y2023: string;
  let y2024: string;
  let other2024: string;

  beforeAll(async () => {
    y2023 = await analysedFec('732829320', 2023);
    y2024 = await analysedFec('732829320', 2024);
    other2024 = await analysedFec('542051180', 2024);
  });

  it('compares one company over several years with the comparison controls', async () => {
    const res = await multi([y2024, y2023]);
    expect(res.status).toBe(201);
    expect(res.body.data.data).toMatchObject({
      kind: 'multi',
      status: 'waitstart',
      fec_uuids: [y2024, y2023],
    });
    const uuid = res.body.data.data.uuid as string;
    const done = await waitFinished(h, uuid);
    expect(done.status).toBe('done');
    const catalogue = await h.call<Body<{ items: Item[] }>>('GET', '/v1/controls', {
      token: owner.accessToken,
    });
    const comparisonIds = catalogue.body.data.data.items.filter((c) => c.kind === 'multi').map((c) => c.id);
    const controls = await h.call<Body<{ items: Item[] }>>('GET', `/v1/analyses/${uuid}/controls`, {
      token: owner.accessToken,
    });
    expect(controls.body.data.data.items.map((c) => c.id).sort()).toEqual([...comparisonIds].sort());
    const history = await h.call<Body<{ items: Item[] }>>('GET', '/v1/analyses', {
      token: owner.accessToken,
      query: { fec: y2023 },
    });
    expect(history.body.data.data.items.map((a) => a.uuid)).toContain(uuid);
  });

  it('compares several companies over one fiscal year', async () => {
    const res = await multi([y2024, other2024]);
    expect(res.status).toBe(201);
    expect((await waitFinished(h, res.body.data.data.uuid as string)).status).toBe('done');
  });

  it('names each FEC by the SIREN declared on it, not the one of its file name', async () => {
    // Issue 35: both files named 111111111FEC…, declared 732829320 and 542051180.
    const placeholder = { originalName: '111111111FEC20241231.txt' };
    const first = await analysedFec('732829320', 2024, { ...placeholder, siren: '732829320' });
    const second = await analysedFec('542051180', 2024, { ...placeholder, siren: '542051180' });
    const res = await multi([first, second]);
    expect(res.status).toBe(201);
    const uuid = res.body.data.data.uuid as string;
    expect((await waitFinished(h, uuid)).status).toBe('done');
    const row = await h.db
      .selectFrom('analyses')
      .select('report')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const report = row.report as { fecs: Array<{ fec_uuid: string; siren: string }> };
    expect(report.fecs.map((f) => [f.fec_uuid, f.siren])).toEqual([
      [first, '732829320'],
      [second, '542051180'],
    ]);
    const rows = await h.db
      .selectFrom('analysis_controls')
      .select(['control_id', 'rows'])
      .where('analysis_uuid', '=', uuid)
      .execute();
    const texts = JSON.stringify(rows);
    expect(texts).toContain('732829320');
    expect(texts).not.toContain('111111111');
  });

  it('refuses other shapes, more than 3 FECs, none, and FECs without a finished analysis', async () => {
    const mixed = await multi([y2023, other2024]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(
      'Une multi-analyse porte sur une même société sur plusieurs exercices, ou sur plusieurs sociétés sur un même exercice.',
    );
    const four = await multi([y2023, y2024, other2024, '00000000-0000-4000-8000-000000000000']);
    expect(four).toMatchObject({
      status: 400,
      body: { message: 'Vous pouvez sélectionner 3 FEC au maximum.' },
    });
    const none = await multi([]);
    expect(none).toMatchObject({ status: 400, body: { message: 'Aucun FEC valide sélectionné.' } });
    const fresh = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const notAnalysed = await multi([fresh]);
    expect(notAnalysed).toMatchObject({ status: 400, body: { message: 'Aucun FEC valide sélectionné.' } });
    expect((await multi('nope')).status).toBe(400);
    expect((await multi(['00000000-0000-4000-8000-000000000000'])).status).toBe(404);
  });
});

describe('corrected FEC', () => {
  let fec: string;
  beforeAll(async () => {
    fec = await insertFec(h, owner, realFec('111111111FEC20221231.TXT'));
  });

  it('needs a finished analysis, then is generated by a job and downloaded', async () => {
    const early = await h.call<{ message: string }>('POST', `/v1/fecs/${fec}/corrected`, {
      token: owner.accessToken,
    });
    expect(early).toMatchObject({
      status: 409,
      body: { message: "Le FEC doit avoir été analysé avant d'en générer une version corrigée." },
    });
    const analysis = await waitFinished(h, await analyse(h, owner, fec));
    const none = await h.call<{ message: string }>('GET', `/v1/fecs/${fec}/corrected`, {
      token: owner.accessToken,
    });
    expect(none).toMatchObject({
      status: 404,
      body: { message: "Aucun FEC corrigé n'a été généré pour ce FEC." },
    });

    const started = await h.call<Body<Item>>('POST', `/v1/fecs/${fec}/corrected`, {
      token: owner.accessToken,
    });
    expect(started.status).toBe(202);
    expect(started.body.data.data).toMatchObject({
      analysis_uuid: analysis.uuid,
      corrected_status: 'inprogress',
    });
    const row = await waitCorrected(h, analysis.uuid);
    expect(row.corrected_status).toBe('done');

    const file = await fetch(`${h.url}/api/v1/fecs/${fec}/corrected`, {
      headers: { AccessToken: owner.accessToken },
    });
    expect(file.status).toBe(200);
    // A name of its own, beside the original's (not the original's exact name).
    expect(file.headers.get('content-disposition')).toContain('111111111FEC20221231-corrige.TXT');
    const text = await file.text();
    // The legal version: TAB-separated canonical header (the original is pipe-separated).
    expect(text.split(/\r?\n/)[0].split('\t').slice(0, 3)).toEqual([
      'JournalCode',
      'JournalLib',
      'EcritureNum',
    ]);
    const log = await h.call<string>('GET', `/v1/fecs/${fec}/corrected`, {
      token: owner.accessToken,
      query: { log: 'true' },
    });
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(log.headers.get('content-disposition')).toContain('111111111FEC20221231-corrections.csv');
    // For the accountant: French columns, one row per value rewritten (this fixture pads its amounts
    // with zeros), each with its motif; the file-wide changes too.
    const rows = log.body.split('\r\n');
    expect(rows[0].replace(/^\uFEFF/, '')).toBe('Ligne;Colonne;Avant;Après;Motif');
    expect(rows).toContain(
      '2;Credit;0000000069,60;69,60;Montant réécrit au format légal (virgule, deux décimales, sans espace ni séparateur de milliers)',
    );
    expect(rows).toContain('1;*;« | »;tabulation;Séparateur remplacé par la tabulation');
    const view = await h.call<Body<Item>>('GET', `/v1/analyses/${analysis.uuid}`, {
      token: owner.accessToken,
    });
    expect(view.body.data.data.corrected_status).toBe('done');
    // The tester's verdict on the corrected file, as the engine wrote it, next to the counts.
    const summary = view.body.data.data.corrected_summary as {
      changes: number;
      firstChanges: unknown[];
      tester: { verdict: string; mode: string } | null;
    };
    expect(summary.tester).toMatchObject({
      mode: 'bic-is',
      verdict: expect.stringMatching(/^(conforme|non-)/),
    });
    expect(summary.changes).toBeGreaterThan(0);
    expect(summary.firstChanges.length).toBeGreaterThan(0);
    // Locked (free offer): the counts and the verdict stay, the changes (the FEC's values) do not.
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fec).execute();
    const locked = await h.call<Body<Item>>('GET', `/v1/analyses/${analysis.uuid}`, {
      token: owner.accessToken,
    });
    await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fec).execute();
    expect(locked.body.data.data.corrected_summary).toEqual({ ...summary, firstChanges: [] });
  });

  it('answers 409 while the generation is in progress', async () => {
    const analysis = await h.db
      .selectFrom('analyses')
      .select('uuid')
      .where('fec_uuid', '=', fec)
      .where('corrected_status', '=', 'done')
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('analyses')
      .set({ corrected_status: 'inprogress', corrected_heartbeat_at: new Date() })
      .where('uuid', '=', analysis.uuid)
      .execute();
    const res = await h.call<{ message: string }>('GET', `/v1/fecs/${fec}/corrected`, {
      token: owner.accessToken,
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'Le FEC corrigé est en cours de génération, veuillez patienter.' },
    });
  });
});
