import { sql } from 'kysely';
import { reportingStalls } from './stall-report';
import { openTestDatabase, type TestDatabase } from './testing';

let test: TestDatabase<unknown>;

beforeAll(async () => {
  test = await openTestDatabase<unknown>('stall_report');
});
afterAll(async () => {
  await test?.cleanup();
});

describe('reportingStalls', () => {
  it('returns what the work returns and reports nothing when it ends in time', async () => {
    const written: string[] = [];
    const value = await reportingStalls(test.database, 'quick', async () => 42, {
      afterMs: 5_000,
      write: (text) => written.push(text),
    });
    expect(value).toBe(42);
    expect(written).toEqual([]);
  });

  it('tells, when the work stalls, the pool’s leases and the busy sessions with their statement', async () => {
    if (test.database.kind !== 'postgres') return; // PGlite: one process, nothing to report
    const written: string[] = [];
    let reported: () => void = () => undefined;
    const report = new Promise<void>((resolve) => (reported = resolve));
    await reportingStalls(
      test.database,
      'a slow teardown',
      // The work waits until the report has been written: it is what the report must see.
      () =>
        Promise.all([sql`select pg_sleep(30), 'stalled here'`.execute(test.database.db), report]).catch(
          () => undefined,
        ),
      {
        afterMs: 100,
        write: (text) => {
          written.push(text);
          reported();
          // Ends the sleeping statement: the report has seen it.
          void sql`select pg_cancel_backend(pid) from pg_stat_activity where datname = current_database() and query like '%stalled here%' and pid <> pg_backend_pid()`.execute(
            test.database.db,
          );
        },
      },
    );
    const text = written.join('');
    expect(text).toContain('[stall] a slow teardown: pool fec-test stall_report_');
    expect(text).toMatch(/total 1, idle 0, waiting 0/);
    expect(text).toContain('stalled here');
    expect(text).toContain(`"application_name":"fec-test ${test.schema}"`);
  });
});
