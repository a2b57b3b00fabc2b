import type { Database } from '../../../platform/db';
import { recoverStalled } from '../analyses/recovery';
import { DEFAULT_JOB_SETTINGS, runAnalysisJob, type JobSettings } from '../analyses/run-analysis';
import type { ApiDeps } from '../deps';
import type { AnalysisJob, AnalysisQueue } from './analysis-queue';
import { enginePool } from './engine-pool';
import { jobSql } from './job-database';
import { pgBossQueue } from './pg-boss-queue';
import { jobLogger, runningJobs } from './job-runs';

export interface AnalysisJobsOptions {
  /** The database the API's Kysely runs on (its pg pool or PGlite instance carries pg-boss too). */
  database: Pick<Database<unknown>, 'kind' | 'pool' | 'pglite'>;
  /** pg-boss's schema (default `<api schema>_jobs`). */
  schema?: string;
  /** Analyses run at once by this process, each in a worker thread (0: this process only queues). */
  workers: number;
  settings?: Partial<JobSettings>;
  /** How often crashed jobs are looked for (they are at start too). */
  sweepMs?: number;
  pollingIntervalSeconds?: number;
}

export type AnalysisJobs = AnalysisQueue & {
  /** Runs the crash-recovery sweep now (tests; it also runs on a timer). */
  recover(): Promise<string[]>;
};

type JobDeps = Pick<ApiDeps, 'db' | 'config' | 'storage' | 'now'> & { log?: ApiDeps['log'] };

/**
 * The analysis jobs of one process: the pg-boss queue, `workers` engine threads, and the recovery
 * sweep that re-queues what a crash interrupted. Implements the queue port the API sends to.
 */
export function analysisJobs(deps: JobDeps, options: AnalysisJobsOptions): AnalysisJobs {
  const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...options.settings };
  const engine = enginePool(options.workers);
  const abort = new AbortController();
  const running = runningJobs();
  const log = jobLogger(deps.log);

  const handler = (job: AnalysisJob, jobId: string) => {
    if (abort.signal.aborted) return Promise.reject(new Error('stopping'));
    return running.track(
      runAnalysisJob(
        { db: deps.db, storage: deps.storage, now: deps.now, engine, settings, log, signal: abort.signal },
        job,
        jobId,
      ),
    );
  };

  const sql = jobSql(options.database);
  const queue = pgBossQueue({
    sql,
    schema: options.schema ?? `${deps.config.schema}_jobs`,
    handler: options.workers > 0 ? handler : undefined,
    concurrency: options.workers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onError: (error) => log.error({ err: error }, 'pg-boss error'),
  });

  const recover = () =>
    recoverStalled({
      db: deps.db,
      send: (job) => queue.send(job),
      jobState: (id) => queue.jobState(id),
      now: deps.now,
      staleAfterMs: settings.staleAfterMs,
    });

  let sweep: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();

  return {
    send: (job) => queue.send(job),
    recover,
    async start() {
      await queue.start();
      if (options.workers === 0) return;
      await recover().catch((error) => log.error({ err: error }, 'analysis recovery failed'));
      sweep = setInterval(() => {
        sweeping = recover().catch((error) => log.error({ err: error }, 'analysis recovery failed'));
      }, options.sweepMs ?? 15_000);
      sweep.unref();
    },
    async stop() {
      if (sweep) clearInterval(sweep);
      abort.abort();
      await sweeping;
      // Threads first: a running analysis rejects at once and leaves its row to recovery.
      await engine.close();
      await running.settled();
      await queue.stop();
      // pg-boss's workers may still be fetching, failing or completing: let that land before the caller
      // closes the database.
      await running.settled();
      await sql.settle();
    },
  };
}
