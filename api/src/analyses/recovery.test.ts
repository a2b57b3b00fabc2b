import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import type { AnalysisJobs } from '../jobs/analysis-jobs';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { analyse, insertFec, realFec, waitCorrected, waitFinished } from './testing/fixtures';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  // The rows taken over here are aged a minute (`aged()`); a live analysis beats every 5 s. With 300 ms, the
  // harness' own sweep (every 15 s) took over a live analysis on a busy machine (attempts 3, not 2).
  h = await startApiHarness(database, { jobSettings: { staleAfterMs: 20_000 } });
  owner = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const recover = () => (h.deps.queue as AnalysisJobs).recover();
const aged = () => new Date(Date.now() - 60_000);

describe('the recovery sweep', () => {
  it('re-queues a waiting analysis whose job pg-boss does not know, and leaves finished ones alone', async () => {
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const done = await waitFinished(h, await analyse(h, owner, fec));
    const lost = randomUUID();
    await h.db
      .insertInto('analyses')
      .values({
        uuid: lost,
        account_uuid: owner.accountUuid,
        kind: 'single',
        fec_uuid: fec,
        fec_uuids: JSON.stringify([fec]),
        status: 'waitstart',
        job_id: randomUUID(),
        attempts: 0,
        corrected_status: 'none',
        created_at: aged(),
      })
      .execute();
    expect(await recover()).toEqual([lost]);
    expect((await waitFinished(h, lost)).status).toBe('done');
    const again = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', done.uuid)
      .executeTakeFirstOrThrow();
    expect(again.finished_at).toEqual(done.finished_at);
  });

  it('re-queues an analysis whose worker stopped beating', async () => {
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const uuid = randomUUID();
    await h.db
      .insertInto('analyses')
      .values({
        uuid,
        account_uuid: owner.accountUuid,
        kind: 'single',
        fec_uuid: fec,
        fec_uuids: JSON.stringify([fec]),
        status: 'inprogress',
        attempts: 1,
        heartbeat_at: aged(),
        corrected_status: 'none',
        created_at: aged(),
      })
      .execute();
    expect(await recover()).toContain(uuid);
    const row = await waitFinished(h, uuid);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('resumes a corrected FEC whose generation stopped', async () => {
    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const analysis = await waitFinished(h, await analyse(h, owner, fec));
    await h.db
      .updateTable('analyses')
      .set({ corrected_status: 'inprogress', corrected_requested_at: aged(), corrected_heartbeat_at: aged() })
      .where('uuid', '=', analysis.uuid)
      .execute();
    await recover();
    const row = await waitCorrected(h, analysis.uuid);
    expect(row.corrected_status).toBe('done');
    expect(await h.deps.storage.exists(row.corrected_key!)).toBe(true);
  });
});
