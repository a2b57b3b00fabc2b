import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedFec } from '../../../engine/src/index';
import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, waitFinished } from '../analyses/testing/fixtures';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let work: string;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  work = await mkdtemp(join(tmpdir(), 'fec-responsive-test-'));
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

it('answers requests while a large analysis runs in a worker thread', async () => {
  const manifest = await writeGeneratedFec(join(work, 'big.txt'), { seed: 3, targetLines: 400_000 });
  const fec = await insertFec(h, owner, join(work, 'big.txt'), { originalName: manifest.fileName });
  const uuid = await analyse(h, owner, fec);
  for (;;) {
    const row = await h.db
      .selectFrom('analyses')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    if (row.status === 'inprogress') break;
    expect(row.status).toBe('waitstart');
    await new Promise((r) => setTimeout(r, 20));
  }
  // The event loop is free: 20 sequential requests complete while the engine is busy.
  const seen: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await h.call<{ data: { data: { status: string } } }>('GET', `/v1/analyses/${uuid}`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    seen.push(res.body.data.data.status);
  }
  expect(seen.every((s) => s === 'inprogress')).toBe(true);
  const done = await waitFinished(h, uuid, 240_000);
  expect(done.status).toBe('done');
  expect((done.report as unknown as { format: { lines: number } }).format.lines).toBe(manifest.lineCount);
}, 300_000);
