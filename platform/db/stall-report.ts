import pg from 'pg';
import type { Database } from './open-database';

/** Where a teardown's stall report is written (stderr; tests pass their own). */
type Write = (text: string) => void;

const BUSY_SESSIONS = `
  select pid, application_name, state, wait_event_type, wait_event,
         extract(epoch from now() - xact_start)::int as xact_seconds,
         extract(epoch from now() - query_start)::int as query_seconds,
         pg_blocking_pids(pid) as blocked_by, left(query, 300) as query
  from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and state is distinct from 'idle'
  order by xact_start nulls last`;

/**
 * Runs `work` (a test file's teardown); when it has not finished after `afterMs`, writes what the database
 * is doing: the pool's leases and every busy session of the database with what blocks it. A teardown once
 * waited past Jest's timeout in CI for a connection of its pool with nothing to say why; this says it. The
 * report uses a connection of its own, outside the pool that may be exhausted. PGlite: one process, nothing
 * to report.
 */
export async function reportingStalls<T>(
  database: Pick<Database<unknown>, 'kind' | 'pool'>,
  label: string,
  work: () => Promise<T>,
  options: { afterMs?: number; write?: Write } = {},
): Promise<T> {
  const pool = database.kind === 'postgres' ? database.pool : undefined;
  if (!pool) return work();
  const write = options.write ?? ((text) => process.stderr.write(text));
  const timer = setTimeout(
    () => void stallReport(pool, label).then(write, () => undefined),
    options.afterMs ?? 20_000,
  );
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}

/** The pool's counts and the database's busy sessions, as text. */
export async function stallReport(pool: pg.Pool, label: string): Promise<string> {
  const lines = [
    `[stall] ${label}: pool ${pool.options.application_name ?? ''} total ${pool.totalCount}, idle ${pool.idleCount}, waiting ${pool.waitingCount}`,
  ];
  const client = new pg.Client({ ...pool.options, application_name: 'fec-stall-report' });
  try {
    await client.connect();
    const { rows } = await client.query(BUSY_SESSIONS);
    for (const row of rows) lines.push(`[stall]   ${JSON.stringify(row)}`);
    if (!rows.length) lines.push('[stall]   no busy session in the database');
  } catch (error) {
    lines.push(`[stall]   the database could not be read: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return lines.join('\n') + '\n';
}
