import PgBoss from 'pg-boss';
import type { AnalysisJob } from './analysis-queue';
import type { JobSql } from './job-database';

export const ANALYSIS_QUEUE = 'analyses';

export interface PgBossQueueOptions<J extends object = AnalysisJob> {
  sql: JobSql;
  /** The pg-boss queue (default `analyses`; the reports have their own, `reports`). */
  queue?: string;
  /** pg-boss's own schema (created and migrated by pg-boss on start). */
  schema: string;
  /** Runs one job; absent = this process only sends. `attempt` tells a retried job where it stands. */
  handler?: (job: J, jobId: string, attempt: JobAttempt) => Promise<void>;
  /** Jobs run at once by this process. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  /**
   * After this, pg-boss considers a job lost and retries it; the analysis' own heartbeat recovers
   * crashed jobs much sooner, so this is only the last resort.
   */
  expireInSeconds?: number;
  /**
   * pg-boss's retries of a failed job (default 3 retries, 5 s apart: the analyses' and reports'). The
   * webhooks' deliveries retry longer, with an exponential backoff.
   */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  onError?(error: unknown): void;
}

/** Where a job stands in its retries: `retryCount` 0 is the first run; the last is `retryCount === retryLimit`. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** Terminal or missing: nobody will run this job any more. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null;

export interface PgBossQueue<J extends object = AnalysisJob> {
  send(job: J): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The job's state, null when pg-boss no longer knows it. */
  jobState(id: string): Promise<JobState>;
}

/** A queue on pg-boss 10 (`concurrency` single-job workers): the analyses', or another's by `queue`. */
export function pgBossQueue<J extends object = AnalysisJob>(options: PgBossQueueOptions<J>): PgBossQueue<J> {
  const name = options.queue ?? ANALYSIS_QUEUE;
  const boss = new PgBoss({
    db: options.sql as PgBoss.Db,
    schema: options.schema,
    // The domain's table is the record; pg-boss keeps its jobs only a week.
    deleteAfterDays: 7,
    retentionDays: 7,
  });
  boss.on('error', (error) => options.onError?.(error));
  let ready: Promise<void> | null = null;
  let stopped = false;

  const ensureStarted = () =>
    (ready ??= (async () => {
      await boss.start();
      await createQueueOnce(boss, name, {
        name,
        retryLimit: options.retry?.limit ?? 3,
        retryDelay: options.retry?.delaySeconds ?? 5,
        retryBackoff: options.retry?.backoff ?? false,
        expireInSeconds: options.expireInSeconds ?? 4 * 3600,
      });
    })());

  return {
    async send(job) {
      await ensureStarted();
      const id = await boss.send(name, { ...job });
      if (!id) throw new Error('pg-boss refused the job');
      return id;
    },
    async start() {
      await ensureStarted();
      const handler = options.handler;
      if (!handler) return;
      for (let i = 0; i < options.concurrency; i++) {
        await boss.work<J>(
          name,
          {
            batchSize: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
            includeMetadata: true,
          },
          async ([job]) =>
            handler(job.data, job.id, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
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
      const job = await boss.getJobById(name, id);
      return (job?.state as JobState) ?? null;
    },
  };
}

/** PostgreSQL's `deadlock_detected`: it rolled one of the transactions back, which may run again. */
const DEADLOCK_DETECTED = '40P01';
const CREATE_QUEUE_ATTEMPTS = 6;

/**
 * Creates the queue when it is missing. pg-boss' `create_queue` takes no lock: two of them at once (this
 * process' four queues, or the web process and the workers starting together) each insert their queue's
 * row, then each add a foreign key to that same table, and PostgreSQL breaks the deadlock by failing one.
 * The failed one rolled back whole, so it runs again after a short random pause; by then the other has
 * committed.
 */
export async function createQueueOnce(
  boss: Pick<PgBoss, 'getQueue' | 'createQueue'>,
  name: string,
  options: PgBoss.Queue,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= CREATE_QUEUE_ATTEMPTS)
        throw error;
      await pause(50 + Math.floor(Math.random() * 100 * attempt));
    }
  }
}
