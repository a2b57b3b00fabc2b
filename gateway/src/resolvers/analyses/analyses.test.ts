import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import {
  analyse,
  insertFec,
  realFec,
  waitCorrected,
  waitFinished,
} from '../../../../api/src/analyses/testing/fixtures';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let stranger: TestUser;
let fecUuid: string;
let analysisUuid: string;
let storedControls: Array<{ control_id: string; result: string; total: number; rows: unknown }>;

const FORBIDDEN_FEC = "Vous n'avez pas accès à ce Fec.";
const TRUNCATED = 'Seules les 1000 premières lignes sont affichées.';

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  [owner, stranger] = await Promise.all([g.api.newOwner(), g.api.newOwner()]);
  fecUuid = await insertFec(g.api, owner, realFec('0000000001FEC20220831.txt'));
  analysisUuid = await analyse(g.api, owner, fecUuid);
  await waitFinished(g.api, analysisUuid);
  storedControls = (await g.api.db
    .selectFrom('analysis_controls')
    .select(['control_id', 'result', 'total', 'rows'])
    .where('analysis_uuid', '=', analysisUuid)
    .orderBy('control_id')
    .execute()) as typeof storedControls;
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Control = {
  controlId: string;
  result: string;
  total: number;
  rows: unknown[];
  truncated: boolean;
  truncatedMessage: string | null;
};

const ANALYSIS = `query ($uuid: ID!) {
  analysis(uuid: $uuid) {
    uuid kind status error createdAt startedAt finishedAt correctedStatus locked
    summary { category count }
    report { lines entries conformity diagnosticCounts { code count } totals { debitCents debitEuros creditCents }
             fiscalStart fiscalEnd }
    fecs { uuid latestAnalysis { uuid status summary { category count } } analyses { uuid kind } }
  }
}`;

describe('analysis(uuid) through GraphQL', () => {
  it('reads a finished analysis of a real FEC: status, summary per category, report, FECs', async () => {
    const res = await g.gql<{ analysis: Record<string, unknown> & Record<string, never> }>(
      ANALYSIS,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    const a = res.data!.analysis as unknown as {
      kind: string;
      status: string;
      correctedStatus: string;
      locked: boolean;
      summary: { category: string; count: number }[];
      report: {
        lines: number;
        conformity: string;
        totals: { debitCents: number; debitEuros: number; creditCents: number };
        fiscalEnd: string;
      };
      fecs: {
        uuid: string;
        latestAnalysis: { uuid: string; status: string };
        analyses: { uuid: string }[];
      }[];
    };
    expect(a).toMatchObject({ kind: 'SINGLE', status: 'DONE', correctedStatus: 'NONE', locked: false });
    expect(a.summary.map((s) => s.category)).toEqual(['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA']);
    expect(a.summary.reduce((n, s) => n + s.count, 0)).toBe(storedControls.length);
    expect(a.report.lines).toBe(5422);
    expect(a.report.fiscalEnd).toBe('2022-08-31');
    expect(['CONFORME', 'CONFORME_AVEC_ALERTES', 'NON_CONFORME']).toContain(a.report.conformity);
    expect(a.report.totals.debitEuros).toBeCloseTo(a.report.totals.debitCents / 100);
    expect(a.fecs).toHaveLength(1);
    expect(a.fecs[0].uuid).toBe(fecUuid);
    expect(a.fecs[0].latestAnalysis).toMatchObject({ uuid: analysisUuid, status: 'DONE' });
    expect(a.fecs[0].analyses.map((x) => x.uuid)).toContain(analysisUuid);
  });

  it('answers the control results with filters, rows (first 1,000) and the truncation message', async () => {
    const res = await g.gql<{ analysis: { all: Control[]; ok: Control[]; searched: Control[] } }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) {
        all: controls { controlId result total rows truncated truncatedMessage }
        ok: controls(category: OK) { controlId result }
        searched: controls(search: "EQ-ECR") { controlId }
      } }`,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    const { all, ok, searched } = res.data!.analysis;
    expect(all.map((c) => c.controlId)).toEqual(storedControls.map((c) => c.control_id));
    for (const c of all) {
      const stored = storedControls.find((s) => s.control_id === c.controlId)!;
      expect(c.rows).toEqual((stored.rows as unknown[]).slice(0, 1000));
      expect(c.truncated).toBe(c.total > c.rows.length || c.rows.length >= 1000);
      expect(c.truncatedMessage).toBe(c.truncated ? TRUNCATED : null);
    }
    expect(ok.length).toBe(storedControls.filter((c) => c.result === 'OK').length);
    expect(ok.every((c) => c.result === 'OK')).toBe(true);
    expect(searched.map((c) => c.controlId)).toEqual(['EQ-ECR']);

    const limited = await g.gql<{ analysis: { controls: Control[] } }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) { controls { controlId total rows(limit: 2) } } }`,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    const withRows = limited.data!.analysis.controls.find((c) => c.total > 2)!;
    expect(withRows.rows).toHaveLength(2);
  });

  it("refuses another account's analysis with 403 'Vous n'avez pas accès à ce Fec.' (by id and batch)", async () => {
    const single = await g.gql(ANALYSIS, { uuid: analysisUuid }, { token: stranger.accessToken });
    expect(single.errors?.[0]).toMatchObject({
      message: FORBIDDEN_FEC,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    const own = await insertFec(g.api, stranger, realFec('0000000001FEC20220831.txt'));
    const ownAnalysis = await analyse(g.api, stranger, own);
    await waitFinished(g.api, ownAnalysis);
    const batch = await g.gql(
      `query ($ids: [ID!]) { analyses(ids: $ids) { items { uuid } } }`,
      { ids: [ownAnalysis, analysisUuid] },
      { token: stranger.accessToken },
    );
    expect(batch.errors?.[0]).toMatchObject({ message: FORBIDDEN_FEC, extensions: { code: 'FORBIDDEN' } });
    const controls = await g.gql(
      `query ($ids: [ID!]) { analyses(ids: $ids) { items { controls { controlId } } } }`,
      { ids: [ownAnalysis] },
      { token: stranger.accessToken },
    );
    expect(controls.errors).toBeUndefined();
    const visitor = await g.gql(ANALYSIS, { uuid: analysisUuid });
    expect(visitor.errors?.[0]).toMatchObject({
      message: 'Utilisateur non connecté.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('lists analyses by ids (unknown left out) and the history of a FEC, paginated', async () => {
    const byIds = await g.gql<{ analyses: { items: { uuid: string }[]; pageInfo: { total: number } } }>(
      `query ($ids: [ID!]) { analyses(ids: $ids) { items { uuid } pageInfo { total } } }`,
      { ids: [analysisUuid, '6f1c1a8e-1111-4c1a-9a1a-1a1a1a1a1a1a'] },
      { token: owner.accessToken },
    );
    expect(byIds.errors).toBeUndefined();
    expect(byIds.data!.analyses).toEqual({ items: [{ uuid: analysisUuid }], pageInfo: { total: 1 } });
    const history = await g.gql<{ analyses: { items: { uuid: string }[] } }>(
      `query ($fec: ID) { analyses(fecUuid: $fec, limit: 1) { items { uuid } } }`,
      { fec: fecUuid },
      { token: owner.accessToken },
    );
    expect(history.data!.analyses.items).toHaveLength(1);
    const neither = await g.gql(`{ analyses { items { uuid } } }`, {}, { token: owner.accessToken });
    expect(neither.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers the control catalogue, filtered by kind', async () => {
    const res = await g.gql<{
      all: { controlId: string }[];
      multi: { kind: string; categories: string[] }[];
    }>(
      `{ all: controlCatalogue { controlId } multi: controlCatalogue(kind: MULTI) { kind categories } }`,
      {},
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.all.map((c) => c.controlId)).toContain('EQ-ECR');
    expect(res.data!.multi.length).toBeGreaterThan(0);
    expect(res.data!.multi.every((c) => c.kind === 'MULTI')).toBe(true);
  });
});

describe('comments through GraphQL', () => {
  it('adds a comment on a control, reads it under the control, deletes it', async () => {
    const added = await g.gql<{
      addControlComment: { uuid: string; body: string; author: { uuid: string } };
    }>(
      `mutation ($a: ID!) { addControlComment(analysisUuid: $a, controlId: "EQ-ECR", body: "À vérifier") {
        uuid body controlId analysisUuid createdAt author { uuid firstName email } } }`,
      { a: analysisUuid },
      { token: owner.accessToken },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addControlComment).toMatchObject({ body: 'À vérifier', author: { uuid: owner.uuid } });
    const read = await g.gql<{
      analysis: { controls: { controlId: string; comments: { body: string }[] }[] };
    }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) { controls(search: "EQ-") { controlId comments { body } } } }`,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    expect(read.errors).toBeUndefined();
    const eq = read.data!.analysis.controls.find((c) => c.controlId === 'EQ-ECR')!;
    expect(eq.comments).toEqual([{ body: 'À vérifier' }]);
    expect(
      read.data!.analysis.controls.filter((c) => c.controlId !== 'EQ-ECR').every((c) => !c.comments.length),
    ).toBe(true);
    const empty = await g.gql(
      `mutation ($a: ID!) { addControlComment(analysisUuid: $a, controlId: "EQ-ECR", body: "  ") { uuid } }`,
      { a: analysisUuid },
      { token: owner.accessToken },
    );
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await g.gql(
      `mutation ($uuid: ID!) { deleteControlComment(uuid: $uuid) }`,
      { uuid: added.data!.addControlComment.uuid },
      { token: stranger.accessToken },
    );
    expect(foreign.errors?.[0]).toMatchObject({ message: FORBIDDEN_FEC });
    const deleted = await g.gql<{ deleteControlComment: boolean }>(
      `mutation ($uuid: ID!) { deleteControlComment(uuid: $uuid) }`,
      { uuid: added.data!.addControlComment.uuid },
      { token: owner.accessToken },
    );
    expect(deleted.data).toEqual({ deleteControlComment: true });
  });
});

describe('re-run and corrected FEC through GraphQL', () => {
  it('re-runs the analysis of a FEC (then 409 while it runs), refused to a supervisor', async () => {
    const other = await insertFec(g.api, owner, realFec('0000000001FEC20220831.txt'));
    await waitFinished(g.api, await analyse(g.api, owner, other));
    const supervisor = await g.api.newMember(owner.accountUuid, 'Role_Supervisor');
    const refused = await g.gql(
      `mutation ($f: ID!) { rerunAnalysis(fecUuid: $f) { uuid } }`,
      { f: other },
      { token: supervisor.accessToken },
    );
    expect(refused.errors?.[0]).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
    const res = await g.gql<{ rerunAnalysis: { uuid: string; status: string; kind: string } }>(
      `mutation ($f: ID!) { rerunAnalysis(fecUuid: $f) { uuid status kind } }`,
      { f: other },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.rerunAnalysis).toMatchObject({ kind: 'SINGLE' });
    expect(['WAITSTART', 'INPROGRESS', 'DONE']).toContain(res.data!.rerunAnalysis.status);
    const again = await g.gql(
      `mutation ($f: ID!) { rerunAnalysis(fecUuid: $f) { uuid } }`,
      { f: other },
      {
        token: owner.accessToken,
      },
    );
    if (again.errors) expect(again.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    await waitFinished(g.api, res.data!.rerunAnalysis.uuid);
    const latest = await g.gql<{ analysis: { fecs: { latestAnalysis: { uuid: string } }[] } }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) { fecs { latestAnalysis { uuid } } } }`,
      { uuid: res.data!.rerunAnalysis.uuid },
      { token: owner.accessToken },
    );
    expect(latest.data!.analysis.fecs[0].latestAnalysis.uuid).toBe(res.data!.rerunAnalysis.uuid);
    const foreign = await g.gql(
      `mutation ($f: ID!) { rerunAnalysis(fecUuid: $f) { uuid } }`,
      { f: other },
      {
        token: stranger.accessToken,
      },
    );
    expect(foreign.errors?.[0]).toMatchObject({ message: FORBIDDEN_FEC, extensions: { status: 403 } });
  });

  it('starts the corrected FEC generation of the latest finished analysis', async () => {
    const res = await g.gql<{
      generateCorrectedFec: { analysisUuid: string; correctedStatus: string; analysis: { uuid: string } };
    }>(
      `mutation ($f: ID!) { generateCorrectedFec(fecUuid: $f) { analysisUuid correctedStatus error analysis { uuid kind } } }`,
      { f: fecUuid },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.generateCorrectedFec).toMatchObject({
      analysisUuid: analysisUuid,
      correctedStatus: 'IN_PROGRESS',
      analysis: { uuid: analysisUuid },
    });
    await waitCorrected(g.api, analysisUuid);
    const after = await g.gql<{ analysis: { correctedStatus: string } }>(
      `query ($uuid: ID!) { analysis(uuid: $uuid) { correctedStatus } }`,
      { uuid: analysisUuid },
      { token: owner.accessToken },
    );
    expect(after.data!.analysis.correctedStatus).toBe('DONE');
    const foreign = await g.gql(
      `mutation ($f: ID!) { generateCorrectedFec(fecUuid: $f) { analysisUuid } }`,
      {
        f: fecUuid,
      },
      { token: stranger.accessToken },
    );
    expect(foreign.errors?.[0]).toMatchObject({ message: FORBIDDEN_FEC });
  });
});
