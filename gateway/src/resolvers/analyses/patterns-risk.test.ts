import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, realFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

/** Issue 14 through GraphQL: a control's systemic pattern, the FEC's risk and the unsupported tests. */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let fecUuid: string;
let analysisUuid: string;

const PATTERN = {
  code: 'VALIDDATE-UNIQUE',
  message: 'La date de validation est la même sur toutes les écritures : date d’export probable.',
  affected: 2151,
  population: 2152,
  unit: 'entries',
  share: 0.9995,
};

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  fecUuid = await insertFec(g.api, owner, realFec('0000000001FEC20220831.txt'));
  analysisUuid = await analyse(g.api, owner, fecUuid);
  await waitFinished(g.api, analysisUuid);
  // No control emits a pattern yet: store one as the engine will.
  await g.api.db
    .updateTable('analysis_controls')
    .set({ pattern: JSON.stringify(PATTERN) })
    .where('analysis_uuid', '=', analysisUuid)
    .where('control_id', '=', 'CPT-PCG')
    .execute();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const setLocked = (locked: boolean) =>
  g.api.db.updateTable('fecs').set({ locked }).where('uuid', '=', fecUuid).execute();

type Risk = {
  score: number;
  level: string;
  summary: string;
  entries: Array<{
    journalCode: string;
    ecritureNum: string;
    ecritureDate: string | null;
    line: number;
    label: string;
    amountCents: number;
    score: number;
    controlIds: string[];
  }>;
};
type Report = {
  risk: Risk | null;
  unsupportedTests: Array<{ test: string; reason: string }>;
  fiscalYear: {
    start: string;
    end: string;
    source: string;
    outliers: number;
    outliersUnit: string | null;
  } | null;
};

const REPORT = `query ($uuid: ID!) { analysis(uuid: $uuid) { locked report {
  fiscalYear { start end source outliers outliersUnit }
  risk { score level summary entries {
    journalCode ecritureNum ecritureDate line label amountCents score controlIds } }
  unsupportedTests { test reason }
} } }`;

const report = async () => {
  const res = await g.gql<{ analysis: { locked: boolean; report: Report } }>(
    REPORT,
    { uuid: analysisUuid },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.analysis;
};

describe('ControlResult.pattern', () => {
  it('is mapped with its unit in the schema’s upper case, null for the other controls', async () => {
    const res = await g.gql<{
      analysis: { controls: Array<{ controlId: string; count: number; pattern: unknown }> };
    }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) {
        controls { controlId count pattern { code message affected population unit share } } } }`,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    const controls = res.data!.analysis.controls;
    expect(controls.find((c) => c.controlId === 'CPT-PCG')?.pattern).toEqual({ ...PATTERN, unit: 'ENTRIES' });
    expect(controls.find((c) => c.controlId === 'EQ-GLB')?.pattern).toBeNull();
  });
});

describe('AnalysisReport: risk and unsupported tests', () => {
  it('gives the score, its level and the riskiest entries of an unlocked FEC', async () => {
    const a = await report();
    expect(a.locked).toBe(false);
    const risk = a.report.risk!;
    expect(['FAIBLE', 'MODERE', 'ELEVE']).toContain(risk.level);
    expect(risk.score).toBeGreaterThanOrEqual(0);
    expect(risk.summary).toMatch(/écriture/);
    expect(risk.entries.length).toBeGreaterThan(0);
    const stored = (
      await g.api.db
        .selectFrom('analyses')
        .select('report')
        .where('uuid', '=', analysisUuid)
        .executeTakeFirstOrThrow()
    ).report as unknown as {
      risk: {
        entries: Array<{ ecritureNum: string; ecritureDate: number; amount: number; controls: string[] }>;
      };
    };
    const first = stored.risk.entries[0]!;
    expect(risk.entries[0]).toMatchObject({
      ecritureNum: first.ecritureNum,
      amountCents: first.amount,
      controlIds: first.controls,
    });
    const d = String(first.ecritureDate);
    expect(risk.entries[0]!.ecritureDate).toBe(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`);
    expect(a.report.fiscalYear).toMatchObject({
      start: '2021-09-01',
      end: '2022-08-31',
      outliers: 0,
      outliersUnit: 'ENTRIES',
    });
    expect(a.report.unsupportedTests).toHaveLength(3);
    expect(a.report.unsupportedTests[0]!.reason).toMatch(/FEC/);
  });

  it('says what the outliers count: lines on a file without real numbering, null when stored before', async () => {
    const row = await g.api.db
      .selectFrom('analyses')
      .select('report')
      .where('uuid', '=', analysisUuid)
      .executeTakeFirstOrThrow();
    const stored = row.report as { fiscalYear: Record<string, unknown> };
    const store = (fiscalYear: Record<string, unknown>) =>
      g.api.db
        .updateTable('analyses')
        .set({ report: JSON.stringify({ ...stored, fiscalYear }) })
        .where('uuid', '=', analysisUuid)
        .execute();
    try {
      await store({ ...stored.fiscalYear, outliers: 422, outliersUnit: 'lines' });
      expect((await report()).report.fiscalYear).toMatchObject({ outliers: 422, outliersUnit: 'LINES' });
      const { outliersUnit: _older, ...older } = stored.fiscalYear;
      await store(older);
      expect((await report()).report.fiscalYear).toMatchObject({ outliersUnit: null });
    } finally {
      await store(stored.fiscalYear);
    }
  });

  it('keeps the score of a locked FEC (free offer) but none of its entries', async () => {
    const open = await report();
    await setLocked(true);
    try {
      const a = await report();
      expect(a.locked).toBe(true);
      expect(a.report.risk).toMatchObject({ score: open.report.risk!.score, level: open.report.risk!.level });
      expect(a.report.risk!.entries).toEqual([]);
      expect(a.report.unsupportedTests).toEqual(open.report.unsupportedTests);
      // Nor through the free-form copy of the report.
      const raw = await g.gql<{ analysis: { report: { raw: { risk: { entries: unknown[] } } } } }>(
        `query ($uuid: ID!) { analysis(uuid: $uuid) { report { raw } } }`,
        { uuid: analysisUuid },
        { token: owner.accessToken },
      );
      expect(raw.data!.analysis.report.raw.risk.entries).toEqual([]);
    } finally {
      await setLocked(false);
    }
  });
});
