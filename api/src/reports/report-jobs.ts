import type { Database } from '../../../platform/db';
import type { ApiDeps } from '../deps';
import { jobSql } from '../jobs/job-database';
import { pgBossQueue } from '../jobs/pg-boss-queue';
import { REPORT_RENDERERS, type ReportRenderers } from './documents/renderers';
import type { ReportJob, ReportQueue } from './report-queue';
import { recoverReports, sweepExpiredReports } from './report-recovery';
import { DEFAULT_REPORT_SETTINGS, runReportJob, type ReportJobSettings } from './run-report';
import { jobLogger, runningJobs } from '../jobs/job-runs';

/** The reports' own pg-boss queue (same pg-boss schema as the analyses'). */
export const REPORT_QUEUE = 'reports';

export interface ReportJobsOptions {
  /** The database the API's Kysely runs on (its pg pool or PGlite instance carries pg-boss too). */
  database: Pick<Database<unknown>, 'kind' | 'pool' | 'pglite'>;
  /** pg-boss's schema (default `<api schema>_jobs`, the analyses' too). */
  schema?: string;
  /** Reports rendered at once by this process (0: this process only queues). */
  workers: number;
  settings?: Partial<ReportJobSettings>;
  /** The renderer of each format (default: documents/renderers.ts; tests pass simple ones). */
  renderers?: ReportRenderers;
  /** How often crashed reports are looked for (they are at start too). */
  sweepMs?: number;
  /** How often expired reports are deleted (at start too). */
  retentionMs?: number;
  pollingIntervalSeconds?: number;
}

export type ReportJobs = ReportQueue & {
  /** Runs the crash-recovery sweep now (tests; it also runs on a timer). */
  recover(): Promise<string[]>;
  /** Runs the retention sweep now (tests; it also runs on a timer). */
  sweepExpired(): Promise<string[]>;
};

type JobDeps = Pick<ApiDeps, 'db' | 'config' | 'storage' | 'now'> & { log?: ApiDeps['log'] };

/**
 * The report jobs of one process: the `reports` queue on pg-boss, `workers` renderings at once, the
 * recovery sweep (a report left `loading` by a crash is re-queued; after 3 attempts it is 'error') and the
 * retention sweep. Implements the queue port the reports service sends to.
 */
export function reportJobs(deps: JobDeps, options: ReportJobsOptions): ReportJobs {
  const settings: ReportJobSettings = { ...DEFAULT_REPORT_SETTINGS, ...options.settings };
  const renderers = options.renderers ?? REPORT_RENDERERS;
  const abort = new AbortController();
  const running = runningJobs();
  const log = jobLogger(deps.log);

  const handler = (job: ReportJob, jobId: string) => {
    if (abort.signal.aborted) return Promise.reject(new Error('stopping'));
    return running.track(
      runReportJob(
        { db: deps.db, storage: deps.storage, now: deps.now, renderers, settings, log, signal: abort.signal },
        job,
        jobId,
      ),
    );
  };

  const sql = jobSql(options.database);
  const queue = pgBossQueue<ReportJob>({
    sql,
    queue: REPORT_QUEUE,
    schema: options.schema ?? `${deps.config.schema}_jobs`,
    handler: options.workers > 0 ? handler : undefined,
    concurrency: options.workers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    // A report renders in minutes at most; the heartbeat recovers a crash far sooner than this.
    expireInSeconds: 3600,
    onError: (error) => log.error({ err: error }, 'pg-boss error (reports)'),
  });

  const recover = () =>
    recoverReports({
      db: deps.db,
      send: (job) => queue.send(job),
      jobState: (id) => queue.jobState(id),
      now: deps.now,
      staleAfterMs: settings.staleAfterMs,
      maxAttempts: settings.maxAttempts,
      log,
    });
  const sweepExpired = () => sweepExpiredReports({ db: deps.db, storage: deps.storage, now: deps.now });

  const timers: NodeJS.Timeout[] = [];
  let sweeping: Promise<unknown> = Promise.resolve();
  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      sweeping = sweeping.then(() => task().catch((error) => log.error({ err: error }, what)));
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    send: (job) => queue.send(job),
    recover,
    sweepExpired,
    async start() {
      await queue.start();
      if (options.workers === 0) return;
      await recover().catch((error) => log.error({ err: error }, 'report recovery failed'));
      await sweepExpired().catch((error) => log.error({ err: error }, 'report retention failed'));
      every(options.sweepMs ?? 15_000, recover, 'report recovery failed');
      every(options.retentionMs ?? 3600_000, sweepExpired, 'report retention failed');
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      abort.abort();
      await sweeping;
      await running.settled();
      await queue.stop();
      await running.settled();
      await sql.settle();
    },
  };
}
