import type { ApiDeps } from '../deps';
import type { JobAttempt } from '../jobs/pg-boss-queue';
import { WEBHOOK_MSG } from './messages';
import { sendWebhook } from './sender';
import { signWebhook } from './signature';
import { deliveryForJob, recordAttempt } from './webhook-store';

export interface DeliveryJob {
  deliveryUuid: string;
  /** The delivery's generation when the job was sent: a replay since makes this job stale. */
  generation: number;
}

export interface DeliverySettings {
  /** Tries in all (the first and the retries). */
  attempts: number;
  /** pg-boss's retry delay: the first retry waits this (to twice this), each next one twice longer. */
  delaySeconds: number;
  backoff: boolean;
  timeoutMs: number;
}

export interface DeliveryContext {
  db: ApiDeps['db'];
  secrets: ApiDeps['secrets'];
  config: ApiDeps['config'];
  now: () => Date;
  settings: DeliverySettings;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export const USER_AGENT = 'FEC-Analyse-Webhooks/1';

/** When pg-boss will try again at the earliest (its backoff adds up to as much again at random). */
function nextAttemptAt(now: Date, s: DeliverySettings, attempt: JobAttempt): Date {
  const seconds = s.backoff ? Math.max(1, s.delaySeconds) * 2 ** attempt.retryCount : s.delaySeconds;
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * The job: POSTs one delivery, signed now, and records the outcome. A 2xx is `succeeded`; anything else
 * is recorded and thrown so pg-boss retries — except on the last attempt, which ends `failed`. A job for a
 * delivery deleted, replayed since (older generation) or no longer pending does nothing.
 */
export async function deliver(ctx: DeliveryContext, job: DeliveryJob, attempt: JobAttempt): Promise<void> {
  const d = await deliveryForJob(ctx.db, job.deliveryUuid);
  if (!d || d.generation !== job.generation || d.status !== 'pending') return;
  if (!d.enabled) {
    await recordAttempt(ctx.db, d.uuid, d.generation, {
      status: 'failed',
      statusCode: null,
      error: WEBHOOK_MSG.suspended,
      response: null,
      nextAttemptAt: null,
      deliveredAt: null,
      counts: false,
    });
    return;
  }
  const secret = ctx.secrets.open(d.secret_sealed, `webhook:${d.webhook_uuid}`);
  const outcome = await sendWebhook(
    new URL(d.url),
    d.body,
    {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-FEC-Event': d.event,
      'X-FEC-Delivery': d.uuid,
      'X-FEC-Signature': signWebhook(secret, d.body, ctx.now()),
    },
    { timeoutMs: ctx.settings.timeoutMs, allowPrivate: ctx.config.webhooksAllowHttp },
  );
  const now = ctx.now();
  if (outcome.ok) {
    await recordAttempt(ctx.db, d.uuid, d.generation, {
      status: 'succeeded',
      statusCode: outcome.statusCode,
      error: null,
      response: outcome.response,
      nextAttemptAt: null,
      deliveredAt: now,
      counts: true,
    });
    ctx.log.info({ delivery: d.uuid, status: outcome.statusCode }, 'webhook delivered');
    return;
  }
  const last = attempt.retryCount >= attempt.retryLimit;
  await recordAttempt(ctx.db, d.uuid, d.generation, {
    status: last ? 'failed' : 'pending',
    statusCode: outcome.statusCode,
    error: outcome.error,
    response: outcome.response,
    nextAttemptAt: last ? null : nextAttemptAt(now, ctx.settings, attempt),
    deliveredAt: null,
    counts: true,
  });
  ctx.log.info({ delivery: d.uuid, status: outcome.statusCode, last }, 'webhook delivery failed');
  // pg-boss retries what throws, with its backoff; the last attempt ends here, recorded as failed.
  if (!last) throw new Error(`webhook delivery failed: ${outcome.error}`);
}
