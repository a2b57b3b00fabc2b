import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, realFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { correctedTesterOf, downloadsOf, reportOf, testerOf } from './mapping';

/** Issue 17 through GraphQL: the DGFiP tester's verdict, on the FEC and on its corrected version. */

const STORED_TESTER = {
  verdict: 'conforme-avec-alertes',
  mode: 'ba-tresorerie',
  modeReason: 'Lancez l’outil en mode BA.',
  reasons: [
    {
      code: 'COMPTE_FORMAT',
      severity: 'ALERT',
      message: 'CompteNum sans trois chiffres',
      column: 'CompteNum',
      count: 4,
      lines: [2, 9],
      fixable: false,
    },
  ],
  fixable: false,
  // Stored as a record, in no particular order.
  byMode: {
    'bnc-tresorerie': 'non-conforme',
    'bic-is': 'non-conforme',
    'ba-tresorerie': 'conforme-avec-alertes',
  },
  fields: [
    { name: 'JournalCode', field: 'JournalCode' },
    { name: 'Extra', field: null },
  ],
};

const TESTER = {
  verdict: 'CONFORME_AVEC_ALERTES',
  mode: 'BA_TRESORERIE',
  modeReason: 'Lancez l’outil en mode BA.',
  reasons: [
    {
      code: 'COMPTE_FORMAT',
      severity: 'ALERT',
      message: 'CompteNum sans trois chiffres',
      column: 'CompteNum',
      count: 4,
      lines: [2, 9],
      fixable: false,
    },
  ],
  fixable: false,
  byMode: [
    { mode: 'BIC_IS', verdict: 'NON_CONFORME' },
    { mode: 'BA_TRESORERIE', verdict: 'CONFORME_AVEC_ALERTES' },
    { mode: 'BNC_TRESORERIE', verdict: 'NON_CONFORME' },
  ],
  fields: [
    { name: 'JournalCode', field: 'JournalCode' },
    { name: 'Extra', field: null },
  ],
};

describe('tester mapping', () => {
  it('maps a stored tester block to the schema: upper-case enums, byMode as a list in mode order', () => {
    const report = { format: { conformity: 'non-conforme', tester: STORED_TESTER, diagnosticCounts: {} } };
    const mapped = reportOf(report, false)!;
    expect(mapped.conformity).toBe('NON_CONFORME');
    expect(mapped.tester).toEqual(TESTER);
    expect(correctedTesterOf({ linesWritten: 3, tester: STORED_TESTER })).toEqual(TESTER);
  });

  it('gives null for reports and corrected summaries stored before the tester', () => {
    const old = { format: { conformity: 'conforme', diagnosticCounts: { NOM_FICHIER: 1 } } };
    expect(reportOf(old, false)).toMatchObject({ conformity: 'CONFORME', tester: null });
    expect(reportOf({ format: { tester: null } }, false)?.tester).toBeNull();
    expect(testerOf(undefined)).toBeNull();
    expect(correctedTesterOf({ linesWritten: 3, changes: 0 })).toBeNull();
    expect(correctedTesterOf(null)).toBeNull();
  });

  it('links the certificate and the CSV of single analyses with results; no certificate when locked', () => {
    const uuid = '6f1c1c4e-0000-4000-8000-000000000000';
    const done = { uuid, kind: 'single' as const, status: 'done' as const, locked: false };
    expect(downloadsOf(done)).toEqual({
      certificateUrl: `/download/analyses/${uuid}/certificate.pdf`,
      diagnosticsCsvUrl: `/download/analyses/${uuid}/diagnostics.csv`,
    });
    expect(downloadsOf({ ...done, status: 'postcondition' }).certificateUrl).not.toBeNull();
    expect(downloadsOf({ ...done, locked: true })).toEqual({
      certificateUrl: null,
      diagnosticsCsvUrl: `/download/analyses/${uuid}/diagnostics.csv`,
    });
    for (const status of ['waitstart', 'inprogress', 'error', 'notdone'] as const) {
      expect(downloadsOf({ ...done, status })).toEqual({ certificateUrl: null, diagnosticsCsvUrl: null });
    }
    expect(downloadsOf({ ...done, kind: 'multi' })).toEqual({
      certificateUrl: null,
      diagnosticsCsvUrl: null,
    });
  });
});

describe('Analysis tester fields', () => {
  let database: TestDatabase<unknown>;
  let g: GatewayHarness;
  let owner: TestUser;
  let stranger: TestUser;
  let fecUuid: string;
  let analysisUuid: string;

  beforeAll(async () => {
    database = await openGatewayTestDatabase();
    g = await startGatewayHarness(database);
    [owner, stranger] = await Promise.all([g.api.newOwner(), g.api.newOwner()]);
    fecUuid = await insertFec(g.api, owner, realFec('123456789FEC20500930.txt'));
    analysisUuid = await analyse(g.api, owner, fecUuid);
    expect((await waitFinished(g.api, analysisUuid)).status).toBe('done');
  });
  afterAll(async () => {
    await g?.close();
    await database?.cleanup();
  });

  const QUERY = `query ($uuid: ID!) { analysis(uuid: $uuid) {
    certificateUrl diagnosticsCsvUrl
    correctedTester { verdict mode byMode { mode verdict } }
    report { conformity tester {
      verdict mode modeReason fixable
      reasons { code severity message column count lines fixable }
      byMode { mode verdict } fields { name field } } }
  } }`;
  type Tester = { verdict: string; mode: string; byMode: Array<{ mode: string; verdict: string }> };
  type Answer = {
    analysis: {
      certificateUrl: string | null;
      diagnosticsCsvUrl: string | null;
      correctedTester: Tester | null;
      report: {
        conformity: string;
        tester: (Tester & { reasons: Array<{ code: string; severity: string }>; fixable: boolean }) | null;
      };
    };
  };
  const read = async (token = owner.accessToken) => g.gql<Answer>(QUERY, { uuid: analysisUuid }, { token });
  const storedReport = async () =>
    (
      await g.api.db
        .selectFrom('analyses')
        .select('report')
        .where('uuid', '=', analysisUuid)
        .executeTakeFirstOrThrow()
    ).report as unknown as { format: Record<string, unknown> };

  it('reads the engine’s verdict: CR CR LF hides Idevise from the tester, which the correction fixes', async () => {
    const res = await read();
    expect(res.errors).toBeUndefined();
    const a = res.data!.analysis;
    expect(a.report.tester).toMatchObject({ verdict: 'NON_CONFORME', mode: 'BIC_IS', fixable: true });
    expect(a.report.tester!.reasons[0]).toMatchObject({ code: 'ENTETE_CR', severity: 'ERROR' });
    expect(a.report.tester!.byMode.map((m) => m.mode)).toEqual(['BIC_IS', 'BA_TRESORERIE', 'BNC_TRESORERIE']);
    expect(a.certificateUrl).toBe(`/download/analyses/${analysisUuid}/certificate.pdf`);
    expect(a.diagnosticsCsvUrl).toBe(`/download/analyses/${analysisUuid}/diagnostics.csv`);
    expect(a.correctedTester).toBeNull();
  });

  it('downloads the diagnostics CSV at its address, for the account’s users only', async () => {
    const base = g.url.replace(/\/graphql$/, '');
    const url = `${base}/download/analyses/${analysisUuid}/diagnostics.csv`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('123456789FEC20500930-diagnostics.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(
      "Verdict de l'outil officiel (Test Compta Demat);Non conforme;mode BIC / IS",
    );

    const refused = await fetch(url, { headers: { authorization: `Bearer ${stranger.accessToken}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, message: "Vous n'avez pas accès à ce Fec." });
    expect((await fetch(url)).status).toBe(401);
    const malformed = await fetch(`${base}/download/analyses/nope/diagnostics.csv`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(malformed.status).toBe(400);
  });

  it('reads the corrected FEC’s verdict from the corrected summary, null for one stored before it', async () => {
    const set = (summary: unknown) =>
      g.api.db
        .updateTable('analyses')
        .set({ corrected_status: 'done', corrected_summary: JSON.stringify(summary) })
        .where('uuid', '=', analysisUuid)
        .execute();
    await set({
      linesWritten: 10,
      changes: 1,
      changesByKind: {},
      firstChanges: [],
      unfixed: 0,
      tester: STORED_TESTER,
    });
    expect((await read()).data!.analysis.correctedTester).toEqual({
      verdict: TESTER.verdict,
      mode: TESTER.mode,
      byMode: TESTER.byMode,
    });
    await set({ linesWritten: 10, changes: 1, changesByKind: {}, firstChanges: [], unfixed: 0 });
    expect((await read()).data!.analysis.correctedTester).toBeNull();
  });

  it('answers null for a report stored before the tester, and no certificate for a locked FEC', async () => {
    const report = await storedReport();
    const { tester: _tester, ...format } = report.format;
    await g.api.db
      .updateTable('analyses')
      .set({ report: JSON.stringify({ ...report, format }) })
      .where('uuid', '=', analysisUuid)
      .execute();
    await g.api.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fecUuid).execute();
    const res = await read();
    expect(res.errors).toBeUndefined();
    expect(res.data!.analysis.report.tester).toBeNull();
    expect(res.data!.analysis.report.conformity).not.toBeNull();
    expect(res.data!.analysis.certificateUrl).toBeNull();
    expect(res.data!.analysis.diagnosticsCsvUrl).toBe(`/download/analyses/${analysisUuid}/diagnostics.csv`);
  });

  it('keeps another account out', async () => {
    const res = await read(stranger.accessToken);
    expect(res.data?.analysis ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
