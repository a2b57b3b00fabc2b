import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { analyse, insertFec, realFec, waitFinished } from './testing/fixtures';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let fecA: string;
let fecB: string;
let analysisA: string;
let analysisB: string;
let foreignAnalysis: string;

type Body<T> = { data: { data: T } };
type Item = Record<string, unknown> & { analysis_uuid: string; id: string; result: string };
type List = Body<{ items: Item[]; total: number }> & { message?: string };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  [owner, stranger] = await Promise.all([h.newOwner(), h.newOwner()]);
  fecA = await insertFec(h, owner, realFec('0000000001FEC20220831.txt'));
  fecB = await insertFec(h, owner, realFec('000000000FEC20231231.txt'), { locked: true });
  const foreignFec = await insertFec(h, stranger, realFec('0000000001FEC20220831.txt'));
  analysisA = await analyse(h, owner, fecA);
  analysisB = await analyse(h, owner, fecB);
  foreignAnalysis = await analyse(h, stranger, foreignFec);
  await Promise.all([analysisA, analysisB, foreignAnalysis].map((u) => waitFinished(h, u)));
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const batch = (query: Record<string, string>, token = owner.accessToken) =>
  h.call<List>('GET', '/v1/analyses/controls', { token, query });

describe('GET /v1/analyses/controls (batch for the gateway)', () => {
  it('answers the control results of several analyses in one call, without rows by default', async () => {
    const res = await batch({ ids: `${analysisA},${analysisB},${randomUUID()}` });
    expect(res.status).toBe(200);
    const items = res.body.data.data.items;
    const expected = await h.db
      .selectFrom('analysis_controls')
      .select(['analysis_uuid', 'control_id'])
      .where('analysis_uuid', 'in', [analysisA, analysisB])
      .execute();
    expect(items).toHaveLength(expected.length);
    expect(new Set(items.map((i) => i.analysis_uuid))).toEqual(new Set([analysisA, analysisB]));
    expect(items[0]).not.toHaveProperty('rows');
    expect(items.find((i) => i.analysis_uuid === analysisB)?.locked).toBe(true);
    expect(items.find((i) => i.analysis_uuid === analysisA)?.locked).toBe(false);
  });

  it('applies the category, theme and search filters of the single route', async () => {
    const single = await h.call<List>('GET', `/v1/analyses/${analysisA}/controls`, {
      token: owner.accessToken,
      query: { category: 'OK' },
    });
    const res = await batch({ ids: analysisA, category: 'OK' });
    expect(res.body.data.data.items.map((i) => i.id)).toEqual(single.body.data.data.items.map((i) => i.id));
    expect(res.body.data.data.items.every((i) => i.result === 'OK')).toBe(true);
    const searched = await batch({ ids: `${analysisA},${analysisB}`, search: 'EQ-ECR' });
    expect(searched.body.data.data.items.map((i) => i.id)).toEqual(['EQ-ECR', 'EQ-ECR']);
  });

  it('carries the first rows with rows=true, none for a locked FEC', async () => {
    const res = await batch({ ids: `${analysisA},${analysisB}`, rows: 'true' });
    const items = res.body.data.data.items as Array<
      Item & { rows: unknown[]; total: number; message: string }
    >;
    const open = items.filter((i) => i.analysis_uuid === analysisA);
    const withRows = open.find((i) => i.total > 0)!;
    expect(withRows.rows.length).toBe(Math.min(withRows.total, 1000));
    const stored = await h.db
      .selectFrom('analysis_controls')
      .select('rows')
      .where('analysis_uuid', '=', analysisA)
      .where('control_id', '=', withRows.id)
      .executeTakeFirstOrThrow();
    expect(withRows.rows).toEqual(stored.rows);
    const locked = items.filter((i) => i.analysis_uuid === analysisB);
    expect(locked.every((i) => i.rows.length === 0)).toBe(true);
    expect(locked[0].message).toBe('Ce FEC est verrouillé : débloquez-le pour voir le détail des contrôles.');
  });

  it("refuses the whole call with 403 when one analysis is another account's", async () => {
    const res = await batch({ ids: `${analysisA},${foreignAnalysis}` });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Vous n'avez pas accès à ce Fec.");
  });

  it('leaves unfinished analyses without results instead of failing the batch', async () => {
    const waiting = randomUUID();
    await h.db
      .insertInto('analyses')
      .values({
        uuid: waiting,
        account_uuid: owner.accountUuid,
        kind: 'single',
        fec_uuid: fecA,
        fec_uuids: json([fecA]),
        status: 'inprogress',
        created_by: owner.uuid,
      } as never)
      .execute();
    const res = await batch({ ids: `${waiting},${analysisA}` });
    expect(res.status).toBe(200);
    expect(res.body.data.data.items.some((i) => i.analysis_uuid === waiting)).toBe(false);
    await h.db.deleteFrom('analyses').where('uuid', '=', waiting).execute();
  });
});

describe('GET /v1/analyses?latest= (latest analysis of each FEC)', () => {
  it('answers the newest single analysis of each FEC, in the order asked', async () => {
    const res = await h.call<List>('GET', '/v1/analyses', {
      token: owner.accessToken,
      query: { latest: `${fecB},${fecA}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.items.map((i) => i.uuid)).toEqual([analysisB, analysisA]);
  });

  it("refuses another account's FEC", async () => {
    const res = await h.call<List>('GET', '/v1/analyses', {
      token: stranger.accessToken,
      query: { latest: fecA },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /v1/analyses/comments (batch for the gateway)', () => {
  it('answers the comments of several analyses, 403 with a foreign one', async () => {
    const post = (uuid: string, body: string) =>
      h.call('POST', `/v1/analyses/${uuid}/controls/EQ-ECR/comments`, {
        token: owner.accessToken,
        body: { body },
      });
    expect((await post(analysisA, 'Premier')).status).toBe(201);
    expect((await post(analysisB, 'Second')).status).toBe(201);
    const res = await h.call<List>('GET', '/v1/analyses/comments', {
      token: owner.accessToken,
      query: { ids: `${analysisA},${analysisB}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.items.map((c) => [c.analysis_uuid, c.body])).toEqual([
      [analysisA, 'Premier'],
      [analysisB, 'Second'],
    ]);
    const refused = await h.call<List>('GET', '/v1/analyses/comments', {
      token: owner.accessToken,
      query: { ids: `${analysisA},${foreignAnalysis}` },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Vous n'avez pas accès à ce Fec.");
  });
});
