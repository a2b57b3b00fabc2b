import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { enginePool, type EnginePool } from '../jobs/engine-pool';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { recoverStalled } from './recovery';
import { DEFAULT_JOB_SETTINGS, runAnalysisJob, type JobContext } from './run-analysis';
import { analyse, insertFec, realFec } from './testing/fixtures';

/**
 * A worker that stalls past `staleAfterMs` (a long pause, a machine cut from the network) while another
 * takes its analysis over: when it wakes up, what it writes must not undo the new owner's run — no
 * results over the new run's, no failure, no re-queue that would start a third run.
 */
let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
const real = enginePool(1);

beforeAll(async () => {
  database = await openApiTestDatabase();
  // Nothing runs by itself: the test plays both workers.
  h = await startApiHarness(database, { workers: 0 });
  owner = await h.newOwner();
});
afterAll(async () => {
  await real.close();
  await h?.close();
  await database?.cleanup();
});

/** An engine that waits for `release()`, then fails or hands the task to the real engine. */
function gatedEngine(outcome: 'run' | 'fail') {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const started = new Promise<void>((r) => (entered = r));
  const engine: EnginePool = {
    async analyse(task, signal) {
      entered();
      await gate;
      if (outcome === 'fail') throw new Error('engine lost');
      return real.analyse(task, signal);
    },
    correct: (task, signal) => real.correct(task, signal),
    close: async () => undefined,
  };
  return { engine, release, started };
}

function context(engine: EnginePool, logs: string[]): JobContext {
  return {
    db: h.db,
    storage: h.deps.storage,
    now: () => new Date(),
    engine,
    // No heartbeat during the test: the first worker's is made stale by hand.
    settings: { ...DEFAULT_JOB_SETTINGS, heartbeatMs: 3_600_000, staleAfterMs: 1000 },
    log: { info: (_o, msg) => logs.push(msg ?? ''), error: (_o, msg) => logs.push(msg ?? '') },
    signal: new AbortController().signal,
  };
}

/** The first worker claims the analysis and stalls; recovery hands it to a second job. */
async function takenOver(firstOutcome: 'run' | 'fail') {
  const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
  const uuid = await analyse(h, owner, fec);
  const first = gatedEngine(firstOutcome);
  const firstLogs: string[] = [];
  const firstRun = runAnalysisJob(
    context(first.engine, firstLogs),
    { analysisUuid: uuid, kind: 'analyse' },
    randomUUID(),
  );
  await first.started;
  // Its heartbeat goes stale; a sweep re-queues the analysis under a new job.
  await h.db
    .updateTable('analyses')
    .set({ heartbeat_at: new Date(Date.now() - 60_000) })
    .where('uuid', '=', uuid)
    .execute();
  const secondJob = randomUUID();
  const requeued = await recoverStalled({
    db: h.db,
    send: async () => secondJob,
    jobState: async () => 'created',
    now: () => new Date(),
    staleAfterMs: 1000,
  });
  expect(requeued).toContain(uuid);
  return { uuid, fec, first, firstRun, firstLogs, secondJob };
}

const row = (uuid: string) =>
  h.db.selectFrom('analyses').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

describe('a stalled worker whose analysis was taken over', () => {
  it('does not fail nor re-queue the analysis the new owner is running', async () => {
    const { uuid, first, firstRun, firstLogs, secondJob } = await takenOver('fail');
    const second = gatedEngine('run');
    const secondRun = runAnalysisJob(
      context(second.engine, []),
      { analysisUuid: uuid, kind: 'analyse' },
      secondJob,
    );
    await second.started;
    expect(await row(uuid)).toMatchObject({ status: 'inprogress', job_id: secondJob, attempts: 2 });

    // The first worker wakes up and its engine fails: the analysis stays the second's.
    first.release();
    await firstRun; // no throw: pg-boss must not retry the stale job
    expect(firstLogs).toContain('analysis superseded');
    expect(await row(uuid)).toMatchObject({ status: 'inprogress', job_id: secondJob, attempts: 2 });

    second.release();
    await secondRun;
    expect(await row(uuid)).toMatchObject({ status: 'done', job_id: secondJob, attempts: 2, error: null });
  });

  it("keeps the new owner's results, not the stale worker's late ones", async () => {
    const { uuid, fec, first, firstRun, firstLogs, secondJob } = await takenOver('run');
    const second = gatedEngine('run');
    const secondRun = runAnalysisJob(
      context(second.engine, []),
      { analysisUuid: uuid, kind: 'analyse' },
      secondJob,
    );
    await second.started;

    // The first worker finishes while the second runs: its results are dropped.
    first.release();
    await firstRun;
    expect(firstLogs).toContain('analysis superseded');
    expect(firstLogs).not.toContain('analysis finished');
    expect(await row(uuid)).toMatchObject({ status: 'inprogress', job_id: secondJob, finished_at: null });
    const controls = await h.db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', uuid)
      .execute();
    expect(controls).toEqual([]);
    expect(
      (await h.db.selectFrom('fecs').select('status').where('uuid', '=', fec).executeTakeFirstOrThrow())
        .status,
    ).toBe('inprogress');

    second.release();
    await secondRun;
    expect(await row(uuid)).toMatchObject({ status: 'done', job_id: secondJob, attempts: 2 });
    const after = await h.db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', uuid)
      .execute();
    expect(after.length).toBeGreaterThan(30);
    expect(new Set(after.map((c) => c.control_id)).size).toBe(after.length);
  });
});
