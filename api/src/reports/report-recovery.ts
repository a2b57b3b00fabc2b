import type { ApiDb } from '../db/database';
import { publishQuietly } from '../events/publish';
import { MSG } from '../http/messages';
import type { JobState } from '../jobs/pg-boss-queue';
import type { Storage } from '../storage/storage';
import { reportEndedEvent } from './report-events';
import type { ReportJob } from './report-queue';
import { reportPrefix } from './report-service';
import { deleteReportRow, expiredReports, failReport, setJobId } from './report-store';

/** pg-boss job ids are uuids; anything else (a recording queue's id) is no live job. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReportRecoveryPorts {
  db: ApiDb;
  send(job: ReportJob): Promise<string>;
  jobState(id: string): Promise<JobState>;
  now(): Date;
  staleAfterMs: number;
  maxAttempts: number;
  /** Where a failure to publish the `report.error` event is logged (default: the console). */
  log?: { error(obj: object, msg?: string): void };
}

/**
 * Puts back in the queue what a crash left `loading` (run at start and periodically by every process with
 * report workers; sending twice is harmless, the claim lets one run):
 * - reports whose worker stopped beating before `staleAfterMs` (it died while rendering);
 * - waiting reports older than that whose job is missing, finished, failed or still 'active' (the process
 *   died between recording and queueing, or its worker before claiming).
 * A report that has used its attempts becomes 'error' (« La génération du rapport a échoué, veuillez
 * relancer. ») instead. Returns the reports re-queued.
 */
export async function recoverReports(p: ReportRecoveryPorts): Promise<string[]> {
  const now = p.now();
  const staleBefore = new Date(now.getTime() - p.staleAfterMs);
  const requeued: string[] = [];

  const crashed = await p.db
    .selectFrom('reports')
    .select(['uuid', 'attempts'])
    .where('status', '=', 'loading')
    .where('heartbeat_at', '<', staleBefore)
    .execute();
  for (const r of crashed) {
    if (r.attempts >= p.maxAttempts) {
      await failReport(p.db, r.uuid, MSG.reportFailed, now);
      await publishQuietly(p.db, p.log ?? console, () => reportEndedEvent(p.db, r.uuid));
      continue;
    }
    // Back to waiting first: the next sweep then sees a live job and leaves it alone.
    const reset = await p.db
      .updateTable('reports')
      .set({ heartbeat_at: null, progress: 0 })
      .where('uuid', '=', r.uuid)
      .where('status', '=', 'loading')
      .where('heartbeat_at', '<', staleBefore)
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) === 0) continue;
    await resend(p, r.uuid);
    requeued.push(r.uuid);
  }

  const waiting = await p.db
    .selectFrom('reports')
    .select(['uuid', 'job_id', 'attempts'])
    .where('status', '=', 'loading')
    .where('heartbeat_at', 'is', null)
    .where('created_at', '<', staleBefore)
    .execute();
  for (const r of waiting) {
    if (requeued.includes(r.uuid)) continue;
    const state = r.job_id && UUID.test(r.job_id) ? await p.jobState(r.job_id) : null;
    if (state === 'created' || state === 'retry') continue;
    if (r.attempts >= p.maxAttempts) {
      await failReport(p.db, r.uuid, MSG.reportFailed, now);
      await publishQuietly(p.db, p.log ?? console, () => reportEndedEvent(p.db, r.uuid));
      continue;
    }
    await resend(p, r.uuid);
    requeued.push(r.uuid);
  }
  return requeued;
}

async function resend(p: ReportRecoveryPorts, uuid: string): Promise<void> {
  await setJobId(p.db, uuid, await p.send({ reportUuid: uuid }));
}

/**
 * Retention (REPORT_KEPT_DAYS): reports past `expires_at` lose their files, then their row — files first,
 * so a failure in between leaves a row the next sweep retries, never files nobody can reach. Returns the
 * reports deleted.
 */
export async function sweepExpiredReports(p: {
  db: ApiDb;
  storage: Storage;
  now(): Date;
}): Promise<string[]> {
  const deleted: string[] = [];
  for (;;) {
    const batch = await expiredReports(p.db, p.now());
    if (batch.length === 0) return deleted;
    for (const r of batch) {
      await p.storage.deletePrefix(reportPrefix(r.account_uuid, r.uuid));
      await deleteReportRow(p.db, r.uuid);
      deleted.push(r.uuid);
    }
  }
}
