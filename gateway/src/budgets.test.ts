import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../platform/db';
import type { TestUser } from '../../api/src/testing/harness';
import { countApiCalls, insertFecRows } from './resolvers/fecs/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from './testing/harness';

/**
 * N+1 budgets: upstream calls (gateway → product API) per query, counted on undici's diagnostics channel
 * 'undici:request:create' (only requests to the API's origin). Budget of each list field:
 *
 * - `folder(uuid)` with `children`: 1 call (the folder page carries its children).
 * - `Folder.fecs`: 1 call per folder (each FEC item carries its latest analysis summary).
 * - `Fec.latestAnalysis` from a list item: 0 calls (`latest_analysis` rides on the item); from elsewhere,
 *   1 call for all FECs of the query (`analyses?ids=`).
 * - `Analysis.controls` over N analyses: 1 call per distinct filter set (`analyses/controls?ids=`),
 *   with the rows when the query reads `rows`/`truncated`/`truncatedMessage`.
 * - `ControlResult.comments` over every control of N analyses: 1 call (`analyses/comments?ids=`).
 * - `Analysis.fecs` / `MultiAnalysis.fecs` over N analyses: 1 call (`fecs?ids=`).
 * - `Fec.analyses` (history): 1 call per FEC (not for lists).
 * - `Group.members` over N groups: 1 call (`users?ids=`), plus the groups read.
 */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let folderUuid: string;
let fecUuids: string[];
let analysisUuids: string[];

const CONTROLS = [
  { control_id: 'EQ-ECR', label: 'Équilibre des écritures', theme: 'format', cycle: 'general', result: 'OK' },
  {
    control_id: 'DATE-ECR',
    label: 'Dates des écritures',
    theme: 'format',
    cycle: 'general',
    result: 'WARNING',
  },
  {
    control_id: 'CAISSE-NEG',
    label: 'Caisse négative',
    theme: 'tresorerie',
    cycle: 'tresorerie',
    result: 'ERROR',
  },
] as const;

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await g.gql<T>(query, variables, { token: owner.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  const create = (name: string, parent: string) =>
    gql<{ createFolder: { uuid: string } }>(
      'mutation($n: String!, $p: ID) { createFolder(name: $n, parentUuid: $p) { uuid } }',
      { n: name, p: parent },
    ).then((d) => d.createFolder.uuid);
  folderUuid = await create('Clients 2024', '-1');
  await create('Sous-dossier A', folderUuid);
  await create('Sous-dossier B', folderUuid);
  fecUuids = await insertFecRows(g, owner, folderUuid, 50, 'budget');
  // Done analyses written straight in the database (no engine run): fast, and enough for budgets.
  analysisUuids = fecUuids.map(() => randomUUID());
  const now = new Date();
  await g.api.db
    .insertInto('analyses')
    .values(
      fecUuids.map((fec, i) => ({
        uuid: analysisUuids[i],
        account_uuid: owner.accountUuid,
        kind: 'single',
        fec_uuid: fec,
        fec_uuids: JSON.stringify([fec]),
        status: 'done',
        summary: JSON.stringify({ OK: 1, WARNING: 1, ERROR: 1, SAVINGS: 0, INFO: 0, NA: 0 }),
        report: JSON.stringify({ format: { lines: 10, entries: 5 }, totals: { debit: 100, credit: 100 } }),
        started_at: now,
        finished_at: now,
        created_by: owner.uuid,
      })) as never,
    )
    .execute();
  await g.api.db
    .insertInto('analysis_controls')
    .values(
      analysisUuids.flatMap((analysis_uuid) =>
        CONTROLS.map((c) => ({
          ...c,
          analysis_uuid,
          count: 2,
          amount: 1500,
          total: 2,
          reason: null,
          rows: JSON.stringify([{ ligne: 1 }, { ligne: 2 }]),
        })),
      ) as never,
    )
    .execute();
  await g.api.db.updateTable('fecs').set({ status: 'done' }).where('uuid', 'in', fecUuids).execute();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const UI_QUERY = `query ($uuid: ID!) {
  folder(uuid: $uuid) {
    children { uuid name }
    fecs(limit: 50) {
      items { uuid latestAnalysis { status summary { category count } controls { controlId result rows } } }
    }
  }
}`;

interface UiAnswer {
  folder: {
    children: { uuid: string; name: string }[];
    fecs: {
      items: {
        uuid: string;
        latestAnalysis: {
          status: string;
          summary: { category: string; count: number }[];
          controls: { controlId: string; result: string; rows: unknown[] }[];
        };
      }[];
    };
  };
}

describe('N+1 budgets (upstream calls per query)', () => {
  it('the nested folder query of the web UI with 50 analysed FECs costs at most 3 calls', async () => {
    const { result, calls } = await countApiCalls(g, () => gql<UiAnswer>(UI_QUERY, { uuid: folderUuid }));
    expect(result.folder.children.map((c) => c.name).sort()).toEqual(['Sous-dossier A', 'Sous-dossier B']);
    expect(result.folder.fecs.items).toHaveLength(50);
    for (const item of result.folder.fecs.items) {
      expect(item.latestAnalysis.status).toBe('DONE');
      expect(item.latestAnalysis.summary.find((s) => s.category === 'ERROR')?.count).toBe(1);
      expect(item.latestAnalysis.controls.map((c) => c.controlId)).toEqual([
        'CAISSE-NEG',
        'DATE-ECR',
        'EQ-ECR',
      ]);
      expect(item.latestAnalysis.controls[0].rows).toEqual([{ ligne: 1 }, { ligne: 2 }]);
    }
    expect(calls.length).toBeLessThanOrEqual(3);
    const controlCalls = calls.filter((c) => c.includes('/v1/analyses/controls'));
    expect(controlCalls).toHaveLength(1);
    expect(controlCalls[0]).toContain('rows=true');
  });

  it('Analysis.controls over N analyses: 1 call per filter set; comments over all controls: 1 call', async () => {
    const { result, calls } = await countApiCalls(g, () =>
      gql<{
        analyses: { items: { controls: { comments: unknown[] }[]; errors: { controlId: string }[] }[] };
      }>(
        `query ($ids: [ID!]) { analyses(ids: $ids) { items {
          controls { controlId comments { body } }
          errors: controls(category: ERROR) { controlId }
        } } }`,
        { ids: analysisUuids },
      ),
    );
    expect(result.analyses.items).toHaveLength(50);
    expect(result.analyses.items.every((a) => a.errors.length === 1 && a.controls.length === 3)).toBe(true);
    // analyses?ids=, controls (no filter), controls (ERROR), comments.
    expect(calls).toHaveLength(4);
    expect(calls.filter((c) => c.includes('/v1/analyses/controls'))).toHaveLength(2);
    expect(calls.filter((c) => c.includes('/v1/analyses/comments'))).toHaveLength(1);
    expect(calls.every((c) => !c.includes('rows=true'))).toBe(true);
  });

  it('Analysis.fecs over N analyses and Fec.latestAnalysis back: 1 call each, no per-item call', async () => {
    const { result, calls } = await countApiCalls(g, () =>
      gql<{ analyses: { items: { fecs: { uuid: string; latestAnalysis: { uuid: string } }[] }[] } }>(
        `query ($ids: [ID!]) { analyses(ids: $ids) { items { fecs { uuid latestAnalysis { uuid } } } } }`,
        { ids: analysisUuids },
      ),
    );
    expect(result.analyses.items.map((a) => a.fecs[0].latestAnalysis.uuid)).toEqual(analysisUuids);
    // analyses?ids=, fecs?ids= (each item carries latest_analysis).
    expect(calls).toHaveLength(2);
  });

  it('Group.members over N groups: 1 call for all members', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    for (const name of ['Équipe 1', 'Équipe 2', 'Équipe 3']) {
      await gql('mutation($n: String!, $m: [ID!]) { createGroup(name: $n, memberUuids: $m) { uuid } }', {
        n: name,
        m: [owner.uuid, member.uuid],
      });
    }
    const { result, calls } = await countApiCalls(g, () =>
      gql<{ groups: { items: { members: { uuid: string }[] }[] } }>(
        '{ groups { items { members { uuid } } } }',
      ),
    );
    expect(result.groups.items).toHaveLength(3);
    expect(result.groups.items.every((gr) => gr.members.length === 2)).toBe(true);
    // groups, users?ids= for every member of every group.
    expect(calls).toHaveLength(2);
  });
});
