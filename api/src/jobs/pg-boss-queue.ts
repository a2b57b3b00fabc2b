import PgBoss from 'pg-boss';
import type { AnalysisJob } from './analysis-queue';
import type { JobSql } from './job-database';

export const ANALYSIS_QUEUE = 'analyses';

export interface PgBossQueueOptions {
  sql: JobSql;
  /** pg-boss's own schema (created and migrated by pg-boss on start). */
  schema: string;
  /** Runs one job; absent = this process only sends. */
  handler?: (job: AnalysisJob, jobId: string) => Promise<void>;
  /** Jobs run at once by this process. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  /**
   * After this, pg-boss considers a job lost and retries it; the analysis' own heartbeat recovers
   * crashed jobs much sooner, so this is only the last resort.
   */
  expireInSeconds?: number;
  onError?(error: unknown): void;
}

/** Terminal or missing: nobody will run this job any more. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null;

export interface PgBossQueue {
  send(job: AnalysisJob): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The job's state, null when pg-boss no longer knows it. */
  jobState(id: string): Promise<JobState>;
}

/** The analysis queue on pg-boss 10 (one queue, `concurrency` single-job workers). */
export function pgBossQueue(options: PgBossQueueOptions): PgBossQueue {
  const boss = new PgBoss({
    db: options.sql as PgBoss.Db,
    schema: options.schema,
    // The analyses table is the record; pg-boss keeps its jobs only a week.
    deleteAfterDays: 7,
    retentionDays: 7,
  });
  boss.on('error', (error) => options.onError?.(error));
  let ready: Promise<void> | null = null;
  let stopped = false;

  const ensureStarted = () =>
    (ready ??= (async () => {
      await boss.start();
      await boss.createQueue(ANALYSIS_QUEUE, {
        name: ANALYSIS_QUEUE,
        retryLimit: 3,
        retryDelay: 5,
        expireInSeconds: options.expireInSeconds ?? 4 * 3600,
      });
    })());

  return {
    async send(job) {
      await ensureStarted();
      const id = await boss.send(ANALYSIS_QUEUE, { ...job });
      if (!id) throw new Error('pg-boss refused the job');
      return id;
    },
    async start() {
      await ensureStarted();
      const handler = options.handler;
      if (!handler) return;
      for (let i = 0; i < options.concurrency; i++) {
        await boss.work<AnalysisJob>(
          ANALYSIS_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([job]) => handler(job.data, job.id),
        );
      }
    },
    async stop() {
      if (stopped || !ready) return;
      stopped = true;
      await ready.catch(() => undefined);
      // Not graceful: a job still running is the heartbeat recovery's to resume, like after a crash.
      await boss.stop({ graceful: false, close: false, wait: true });
    },
    async jobState(id) {
      await ensureStarted();
      const job = await boss.getJobById(ANALYSIS_QUEUE, id);
      return (job?.state as JobState) ?? null;
    },
  };
}
