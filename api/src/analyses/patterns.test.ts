import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { controlOf } from './analysis-store';
import { analyse, insertFec, realFec, waitFinished } from './testing/fixtures';

/**
 * Issue 14: a control's systemic pattern is stored with its result, returned by every control route,
 * and exported as ONE line before its examples; the report keeps the risk and the unsupported tests.
 */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let fecUuid: string;
let analysisUuid: string;

type Body<T> = { data: { data: T } };
type Item = Record<string, unknown>;

/** What the engine finds on the farm FEC: every entry validated on the same day (the export's). */
const PATTERN = {
  code: 'VALIDDATE-UNIQUE',
  message:
    "La date de validation est la même (20/07/2023) sur 100,0 % des écritures : date d'export probable ; la validation tardive ne peut pas être appréciée.",
  affected: 2151,
  population: 2151,
  unit: 'entries' as const,
  share: 1,
};
const LABEL = 'Validation tardive';
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  fecUuid = await insertFec(h, owner, realFec('0000000001FEC20220831.txt'));
  analysisUuid = await analyse(h, owner, fecUuid);
  expect((await waitFinished(h, analysisUuid)).status).toBe('done');
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const get = <T = Body<Item>>(path: string, query?: Record<string, string>) =>
  h.call<T>('GET', path, { token: owner.accessToken, query });

async function withLockedFec(run: () => Promise<void>) {
  await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fecUuid).execute();
  try {
    await run();
  } finally {
    await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fecUuid).execute();
  }
}

describe('systemic patterns', () => {
  it('are written with the results and read back as stored (null when the control has none)', async () => {
    expect(await controlOf(h.db, analysisUuid, 'VALID-TARDIVE')).toMatchObject({
      result: 'INFO',
      count: 1,
      total: 5,
      pattern: PATTERN,
    });
    expect((await controlOf(h.db, analysisUuid, 'LET-DATE'))?.pattern).toMatchObject({
      code: 'DATELET-ABSENTE',
      unit: 'lines',
    });
    // The file's balance holds or not: never a pattern.
    expect((await controlOf(h.db, analysisUuid, 'EQ-GLB'))?.pattern).toBeNull();
  });

  it('come back from the list, the detail and the batch routes', async () => {
    const list = await get<Body<{ items: Item[] }>>(`/v1/analyses/${analysisUuid}/controls`);
    expect(list.status).toBe(200);
    const items = list.body.data.data.items;
    expect(items.find((c) => c.id === 'VALID-TARDIVE')?.pattern).toEqual(PATTERN);
    const stored = await h.db
      .selectFrom('analysis_controls')
      .select(['control_id', 'pattern'])
      .where('analysis_uuid', '=', analysisUuid)
      .execute();
    expect(Object.fromEntries(items.map((c) => [c.id, c.pattern]))).toEqual(
      Object.fromEntries(stored.map((c) => [c.control_id, c.pattern])),
    );
    expect(items.find((c) => c.id === 'EQ-GLB')?.pattern).toBeNull();

    const detail = await get(`/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE`);
    expect(detail.body.data.data).toMatchObject({ pattern: PATTERN, total: 5 });

    const batch = await get<Body<{ items: Item[] }>>('/v1/analyses/controls', {
      ids: analysisUuid,
      rows: 'true',
    });
    expect(batch.body.data.data.items.find((c) => c.id === 'VALID-TARDIVE')?.pattern).toEqual(PATTERN);
  });

  it('are exported as one line, message and share, before the example rows (CSV and Excel)', async () => {
    const base = `${h.url}/api/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE`;
    const csv = await fetch(`${base}/export.csv`, { headers: { AccessToken: owner.accessToken } });
    // fetch's text() drops the BOM: the header is the first line.
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Contrôle;Libellé du contrôle;Résultat;Ligne;/);
    expect(lines).toHaveLength(1 + 1 + 5);
    // The message holds a « ; »: the finding is quoted.
    expect(plain(lines[1])).toBe(
      `VALID-TARDIVE;${LABEL};INFO;;;;;;;;;;"Constat systémique : ${PATTERN.message} — 2 151 écritures sur 2 151 (100 %)"`,
    );
    expect(lines.slice(2).every((l) => /^VALID-TARDIVE;[^;]*;INFO;\d+;.*;"?Exemple : /.test(l))).toBe(true);

    const res = await fetch(`${base}/export.xlsx`, { headers: { AccessToken: owner.accessToken } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 1 + 5);
    expect(plain(String(sheet.getCell('J2').value))).toContain(
      'Constat systémique : La date de validation est la même (20/07/2023)',
    );
    expect(sheet.getCell('A2').value).toBeNull();
    expect(sheet.getCell('J2').font?.bold).toBe(true);
    expect(typeof sheet.getCell('A3').value).toBe('number');
    expect(sheet.autoFilter).toBe('A1:J7');
  });

  it('stay visible on a locked FEC, the finding without its detail rows', async () => {
    await withLockedFec(async () => {
      const detail = await get(`/v1/analyses/${analysisUuid}/controls/VALID-TARDIVE`);
      expect(detail.body.data.data).toMatchObject({ pattern: PATTERN, rows: [], locked: true });
    });
  });
});

describe('the stored report (issue 14)', () => {
  it('carries the fiscal year, the risk with its riskiest entries, and the tests a FEC cannot support', async () => {
    const res = await get(`/v1/analyses/${analysisUuid}`);
    const report = res.body.data.data.report as {
      fiscalYear: { start: number; end: number };
      risk: { score: number; level: string; summary: string; entries: Array<{ controls: string[] }> };
      unsupportedTests: Array<{ test: string; reason: string }>;
    };
    expect(report.fiscalYear).toMatchObject({ start: 20210901, end: 20220831 });
    expect(report.risk.score).toBeGreaterThanOrEqual(0);
    expect(report.risk.score).toBeLessThanOrEqual(100);
    expect(['faible', 'modere', 'eleve']).toContain(report.risk.level);
    expect(report.risk.summary).toMatch(/écriture/);
    expect(report.risk.entries.length).toBeGreaterThan(0);
    expect(report.risk.entries.length).toBeLessThanOrEqual(20);
    expect(report.risk.entries.every((e) => e.controls.length > 0)).toBe(true);
    expect(report.unsupportedTests.map((t) => t.test)).toContain(
      'Écritures saisies en dehors des heures de bureau',
    );
  });

  it('keeps the score but not the riskiest entries of a locked FEC (free offer)', async () => {
    const open = (await get(`/v1/analyses/${analysisUuid}`)).body.data.data.report as {
      risk: { score: number };
    };
    await withLockedFec(async () => {
      const res = await get(`/v1/analyses/${analysisUuid}`);
      const report = res.body.data.data.report as { risk: { score: number; entries: unknown[] } };
      expect(report.risk.score).toBe(open.risk.score);
      expect(report.risk.entries).toEqual([]);
      const batch = await get<Body<{ items: Item[] }>>('/v1/analyses', { ids: analysisUuid });
      const item = batch.body.data.data.items[0] as { report: { risk: { entries: unknown[] } } };
      expect(item.report.risk.entries).toEqual([]);
    });
  });
});
