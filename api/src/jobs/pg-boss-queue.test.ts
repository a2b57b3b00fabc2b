import { dropSchema } from '../../../platform/db';
import { openTestDatabase, type TestDatabase } from '../../../platform/db/testing';
import { jobSql } from './job-database';
import { createQueueOnce, pgBossQueue, type PgBossQueue } from './pg-boss-queue';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const queueOptions = { name: 'analyses', retryLimit: 3 };
const noPause = () => Promise.resolve();

describe('createQueueOnce', () => {
  it('leaves an existing queue alone', async () => {
    const createQueue = jest.fn();
    await createQueueOnce(
      { getQueue: async () => ({}) as never, createQueue },
      'analyses',
      queueOptions,
      noPause,
    );
    expect(createQueue).not.toHaveBeenCalled();
  });

  it('runs again after PostgreSQL broke a deadlock, and finds the queue the other transaction made', async () => {
    let exists = false;
    const createQueue = jest.fn(async () => {
      if (createQueue.mock.calls.length === 1) throw deadlock();
      exists = true;
    });
    const getQueue = jest.fn(async () => (exists ? ({} as never) : null));
    await createQueueOnce({ getQueue, createQueue }, 'analyses', queueOptions, noPause);
    expect(createQueue).toHaveBeenCalledTimes(2);
    expect(createQueue).toHaveBeenLastCalledWith('analyses', queueOptions);
  });

  it('gives up after six deadlocks, and never retries another error', async () => {
    const always = jest.fn(async () => {
      throw deadlock();
    });
    await expect(
      createQueueOnce({ getQueue: async () => null, createQueue: always }, 'a', queueOptions, noPause),
    ).rejects.toMatchObject({
      code: '40P01',
    });
    expect(always).toHaveBeenCalledTimes(6);

    const other = jest.fn(async () => {
      throw Object.assign(new Error('permission denied'), { code: '42501' });
    });
    await expect(
      createQueueOnce({ getQueue: async () => null, createQueue: other }, 'a', queueOptions, noPause),
    ).rejects.toThrow('permission denied');
    expect(other).toHaveBeenCalledTimes(1);
  });
});

/**
 * What each process does on start (api/src/start.ts: its four queues one after the other), by three
 * processes at once on one fresh schema: the landing CI saw a web process and two workers starting together
 * fail on PostgreSQL's deadlock in pg-boss' `create_queue`. PGlite is one process' own database: there the
 * three start in turn.
 */
describe('pgBossQueue started by several processes at once', () => {
  let database: TestDatabase<unknown>;
  beforeAll(async () => {
    database = await openTestDatabase<unknown>('bossq');
  });
  afterAll(async () => {
    await dropSchema(database.database.db, `${database.schema}_jobs`).catch(() => undefined);
    await database.cleanup();
  });

  it('creates every queue, each once, and sends to each', async () => {
    const sql = jobSql(database.database);
    const schema = `${database.schema}_jobs`;
    const names = ['analyses', 'reports', 'connectors', 'webhooks'];
    const processes = [0, 1, 2].map(() =>
      names.map((queue) => pgBossQueue<{ n: number }>({ sql, schema, queue, concurrency: 0 })),
    );
    const startProcess = async (queues: PgBossQueue<{ n: number }>[]) => {
      for (const q of queues) await q.start();
    };
    const queues = processes.flat();
    try {
      if (database.database.kind === 'postgres') await Promise.all(processes.map(startProcess));
      else for (const p of processes) await startProcess(p);
      const ids = await Promise.all(queues.map((q, n) => q.send({ n })));
      expect(new Set(ids).size).toBe(queues.length);
      const { rows } = await sql.executeSql(
        `SELECT name FROM ${schema}.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name`,
      );
      expect(rows.map((r) => (r as { name: string }).name)).toEqual([...names].sort());
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await sql.settle();
    }
  });
});
