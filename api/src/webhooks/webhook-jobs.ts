import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db';
import type { ApiDeps } from '../deps';
import { jobSql } from '../jobs/job-database';
import { jobLogger, runningJobs } from '../jobs/job-runs';
import { pgBossQueue } from '../jobs/pg-boss-queue';
import { deliver, type DeliveryJob, type DeliverySettings } from './deliver';
import { WEBHOOK_MSG } from './messages';
import {
  abandonDelivery,
  claimDeliveriesToQueue,
  fanOutEvents,
  longPendingDeliveries,
  setDeliveryJob,
} from './webhook-store';

/** The deliveries' own pg-boss queue (same pg-boss schema as the analyses' and reports'). */
export const WEBHOOK_QUEUE = 'webhooks';

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  attempts: 8,
  // 30 s, then about 1, 2, 4… min: the eighth and last try comes one to two hours after the first.
  delaySeconds: 30,
  backoff: true,
  timeoutMs: 10_000,
};

export interface WebhookJobsOptions {
  database: Pick<Database<unknown>, 'kind' | 'pool' | 'pglite'>;
  /** pg-boss's schema (default `<api schema>_jobs`). */
  schema?: string;
  /** Deliveries sent at once by this process (0: no sweep and no delivery here). */
  workers: number;
  /** Attempts, delays (tests shorten them), timeout. */
  settings?: Partial<DeliverySettings>;
  /** How often the dispatcher sweeps the outbox (default 1 s). */
  sweepMs?: number;
  pollingIntervalSeconds?: number;
}

export interface WebhookJobs {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One sweep now (tests; it also runs on a timer): fan-out, then the jobs of deliveries without one. */
  sweep(): Promise<{ events: number; deliveries: number; queued: number }>;
  /** Fails the pending deliveries whose job pg-boss no longer runs (tests; it also runs every minute). */
  recover(): Promise<string[]>;
}

type JobDeps = Pick<ApiDeps, 'db' | 'config' | 'secrets' | 'now'> & { log?: ApiDeps['log'] };

/** A 'queued' mark older than this is a process that died before sending the job: taken again. */
const QUEUED_STALE_MS = 60_000;
/** A delivery pending this long after its job was sent is worth asking pg-boss about. */
const PENDING_CHECK_MS = 10 * 60_000;
/** Sweeps between two recoveries (about a minute at one sweep a second). */
const RECOVER_EVERY = 60;

/**
 * The webhooks of one process: the dispatcher's sweep (outbox → deliveries → one pg-boss job each) and
 * the `webhooks` queue's workers, which POST each delivery, pg-boss retrying with an exponential backoff.
 * Runs in the processes that run workers, like the reports' jobs.
 */
export function webhookJobs(deps: JobDeps, options: WebhookJobsOptions): WebhookJobs {
  const settings: DeliverySettings = { ...DEFAULT_DELIVERY_SETTINGS, ...options.settings };
  const log = jobLogger(deps.log);
  const running = runningJobs();
  let stopping = false;

  const sql = jobSql(options.database);
  const queue = pgBossQueue<DeliveryJob>({
    sql,
    queue: WEBHOOK_QUEUE,
    schema: options.schema ?? `${deps.config.schema}_jobs`,
    handler:
      options.workers > 0
        ? (job, _jobId, attempt) => {
            if (stopping) return Promise.reject(new Error('stopping'));
            return running.track(
              deliver(
                { db: deps.db, secrets: deps.secrets, config: deps.config, now: deps.now, settings, log },
                job,
                attempt,
              ),
            );
          }
        : undefined,
    concurrency: options.workers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    // A delivery lasts the timeout at most; a crashed one is retried after this.
    expireInSeconds: 120,
    retry: { limit: settings.attempts - 1, delaySeconds: settings.delaySeconds, backoff: settings.backoff },
    onError: (error) => log.error({ err: error }, 'pg-boss error (webhooks)'),
  });

  async function sweep() {
    const now = deps.now();
    const fanned = await fanOutEvents(deps.db, randomUUID, now);
    const claimed = await claimDeliveriesToQueue(deps.db, now, new Date(now.getTime() - QUEUED_STALE_MS));
    for (const d of claimed) {
      const jobId = await queue.send({ deliveryUuid: d.uuid, generation: d.generation });
      await setDeliveryJob(deps.db, d.uuid, d.generation, jobId);
    }
    return { ...fanned, queued: claimed.length };
  }

  /**
   * A worker that died on a delivery's last attempt leaves it pending with no job to run it (pg-boss
   * expires the job, then fails it): the delivery becomes failed, so a user can replay it.
   */
  async function recover(): Promise<string[]> {
    const abandoned: string[] = [];
    const before = new Date(deps.now().getTime() - PENDING_CHECK_MS);
    for (const d of await longPendingDeliveries(deps.db, before)) {
      const state = await queue.jobState(d.job_id!).catch(() => 'unknown' as const);
      if (state === 'created' || state === 'retry' || state === 'active' || state === 'unknown') continue;
      await abandonDelivery(deps.db, d.uuid, d.generation, WEBHOOK_MSG.interrupted);
      abandoned.push(d.uuid);
    }
    return abandoned;
  }

  let timer: NodeJS.Timeout | null = null;
  let sweeps = 0;
  let sweeping: Promise<unknown> = Promise.resolve();
  let busy = false;

  return {
    sweep,
    recover,
    async start() {
      if (options.workers === 0) return;
      await queue.start();
      timer = setInterval(() => {
        // One sweep at a time in this process; other processes are kept apart by SKIP LOCKED.
        if (busy || stopping) return;
        busy = true;
        const recovering = ++sweeps % RECOVER_EVERY === 0;
        sweeping = sweep()
          .then(() => (recovering ? recover() : undefined))
          .catch((error) => log.error({ err: error }, 'webhook dispatch failed'))
          .finally(() => {
            busy = false;
          });
      }, options.sweepMs ?? 1000);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await sweeping;
      await running.settled();
      await queue.stop();
      await running.settled();
      await sql.settle();
    },
  };
}
