import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedFec } from '../../../../engine/src/index';
import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let stranger: TestUser;
let work: string;
let y2023: string;
let y2024: string;
let other2024: string;

/** A generated FEC of `siren` for the calendar year `year`, stored, recorded and analysed. */
async function analysedFec(user: TestUser, siren: string, year: number): Promise<string> {
  const dir = await mkdtemp(join(work, 'g-'));
  const manifest = await writeGeneratedFec(join(dir, 'fec.txt'), {
    seed: `${siren}-${year}`,
    siren,
    targetLines: 400,
    fiscalYear: { start: year * 10000 + 101, end: year * 10000 + 1231 },
  });
  const fec = await insertFec(g.api, user, join(dir, 'fec.txt'), { originalName: manifest.fileName });
  await waitFinished(g.api, await analyse(g.api, user, fec));
  return fec;
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  work = await mkdtemp(join(tmpdir(), 'gateway-multi-test-'));
  [owner, stranger] = await Promise.all([g.api.newOwner(), g.api.newOwner()]);
  y2023 = await analysedFec(owner, '732829320', 2023);
  y2024 = await analysedFec(owner, '732829320', 2024);
  other2024 = await analysedFec(owner, '542051180', 2024);
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

const RUN = `mutation ($f: [ID!]!) { runMultiAnalysis(fecUuids: $f) { uuid status mode fecs { uuid } } }`;

interface Multi {
  uuid: string;
  status: string;
  mode: string;
  fecs: { uuid: string }[];
  compared: { fecUuid: string; siren: string; fiscalEnd: string; fec: { uuid: string } }[];
  summary: { category: string; count: number }[];
  controls: { controlId: string; result: string; rows: unknown[] }[];
  analysis: { kind: string; uuid: string };
}

const READ = `query ($uuid: ID!) { multiAnalysis(uuid: $uuid) {
  uuid status mode fecs { uuid } compared { fecUuid siren fiscalEnd fec { uuid } }
  summary { category count } controls { controlId result rows } analysis { uuid kind }
} }`;

describe('multi-analysis through GraphQL', () => {
  it('compares one company over several years, then reads the comparison results', async () => {
    const run = await g.gql<{ runMultiAnalysis: Multi }>(
      RUN,
      { f: [y2024, y2023] },
      { token: owner.accessToken },
    );
    expect(run.errors).toBeUndefined();
    const started = run.data!.runMultiAnalysis;
    expect(started.mode).toBe('ONE_COMPANY_SEVERAL_YEARS');
    expect(started.fecs.map((f) => f.uuid)).toEqual([y2024, y2023]);
    await waitFinished(g.api, started.uuid);

    const read = await g.gql<{ multiAnalysis: Multi }>(
      READ,
      { uuid: started.uuid },
      { token: owner.accessToken },
    );
    expect(read.errors).toBeUndefined();
    const m = read.data!.multiAnalysis;
    expect(m).toMatchObject({
      status: 'DONE',
      mode: 'ONE_COMPANY_SEVERAL_YEARS',
      analysis: { kind: 'MULTI' },
    });
    expect(m.compared.map((c) => [c.fecUuid, c.siren, c.fiscalEnd, c.fec.uuid])).toEqual([
      [y2024, '732829320', '2024-12-31', y2024],
      [y2023, '732829320', '2023-12-31', y2023],
    ]);
    const stored = await g.api.db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', started.uuid)
      .orderBy('control_id')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(m.controls.map((c) => c.controlId)).toEqual(stored.map((c) => c.control_id));
    expect(m.summary.reduce((n, s) => n + s.count, 0)).toBe(stored.length);

    // A multi-analysis run before issue 35 kept the file name's SIREN: the one declared on the FEC is shown.
    const row = await g.api.db
      .selectFrom('analyses')
      .select('report')
      .where('uuid', '=', started.uuid)
      .executeTakeFirstOrThrow();
    const report = row.report as { fecs: Array<{ siren: string | null }> };
    await g.api.db
      .updateTable('analyses')
      .set({
        report: JSON.stringify({ ...report, fecs: report.fecs.map((f) => ({ ...f, siren: '111111111' })) }),
      })
      .where('uuid', '=', started.uuid)
      .execute();
    await g.api.db
      .updateTable('fecs')
      .set({ siren: '732829320' })
      .where('uuid', 'in', [y2023, y2024])
      .execute();
    const older = await g.gql<{ multiAnalysis: Multi }>(
      READ,
      { uuid: started.uuid },
      { token: owner.accessToken },
    );
    expect(older.data!.multiAnalysis.compared.map((c) => c.siren)).toEqual(['732829320', '732829320']);
  });

  it('compares several companies over one year', async () => {
    const run = await g.gql<{ runMultiAnalysis: Multi }>(
      RUN,
      { f: [y2024, other2024] },
      { token: owner.accessToken },
    );
    expect(run.errors).toBeUndefined();
    expect(run.data!.runMultiAnalysis.mode).toBe('SEVERAL_COMPANIES_ONE_YEAR');
    await waitFinished(g.api, run.data!.runMultiAnalysis.uuid);
  });

  it('answers null for an analysis that is not a multi-analysis', async () => {
    const single = await g.api.db
      .selectFrom('analyses')
      .select('uuid')
      .where('fec_uuid', '=', y2023)
      .where('kind', '=', 'single')
      .executeTakeFirstOrThrow();
    const res = await g.gql(READ, { uuid: single.uuid }, { token: owner.accessToken });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ multiAnalysis: null });
  });

  it('maps the multi-analysis errors (spec §8) with their French messages', async () => {
    const run = (f: string[], token = owner.accessToken) => g.gql(RUN, { f }, { token });
    const none = await run([]);
    expect(none.errors?.[0]).toMatchObject({
      message: 'Aucun FEC valide sélectionné.',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const four = await run([y2023, y2024, other2024, randomUUID()]);
    expect(four.errors?.[0]).toMatchObject({
      message: 'Vous pouvez sélectionner 3 FEC au maximum.',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const shape = await run([y2023, other2024]);
    expect(shape.errors?.[0]).toMatchObject({
      message:
        'Une multi-analyse porte sur une même société sur plusieurs exercices, ou sur plusieurs sociétés sur un même exercice.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const foreign = await run([y2023], stranger.accessToken);
    expect(foreign.errors?.[0]).toMatchObject({
      message: "Vous n'avez pas accès à ce Fec.",
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    const unknown = await run([randomUUID()]);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const visitor = await g.gql(RUN, { f: [y2023] });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'Utilisateur non connecté.' });
  });

  it("refuses to read another account's multi-analysis", async () => {
    const run = await g.gql<{ runMultiAnalysis: Multi }>(RUN, { f: [y2023] }, { token: owner.accessToken });
    expect(run.errors).toBeUndefined();
    const res = await g.gql(READ, { uuid: run.data!.runMultiAnalysis.uuid }, { token: stranger.accessToken });
    expect(res.errors?.[0]).toMatchObject({
      message: "Vous n'avez pas accès à ce Fec.",
      extensions: { code: 'FORBIDDEN' },
    });
    await waitFinished(g.api, run.data!.runMultiAnalysis.uuid);
  });
});
