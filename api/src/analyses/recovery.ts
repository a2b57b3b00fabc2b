import type { ApiDb } from '../db/database';
import type { AnalysisJob } from '../jobs/analysis-queue';
import type { JobState } from '../jobs/pg-boss-queue';

/** pg-boss job ids are uuids; anything else (another queue's id) is no live job. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RecoveryPorts {
  db: ApiDb;
  send(job: AnalysisJob): Promise<string>;
  jobState(id: string): Promise<JobState>;
  now(): Date;
  staleAfterMs: number;
}

/**
 * Puts back in the queue what a crash left behind (run at start and periodically, by every process
 * with workers — sending twice is harmless, the job's claim lets only one run):
 * - 'inprogress' analyses whose heartbeat is older than `staleAfterMs` (their worker died);
 * - 'waitstart' analyses older than that whose job is missing, finished or failed (the process died
 *   between recording and queueing, or pg-boss gave up), or still 'active' (its worker died before
 *   claiming it);
 * - corrected FECs 'inprogress' whose generation stopped beating.
 * Returns the analyses re-queued.
 */
export async function recoverStalled(p: RecoveryPorts): Promise<string[]> {
  const staleBefore = new Date(p.now().getTime() - p.staleAfterMs);
  const requeued: string[] = [];

  const crashed = await p.db
    .selectFrom('analyses')
    .select(['uuid', 'kind', 'fec_uuid'])
    .where('status', '=', 'inprogress')
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
    .execute();
  for (const a of crashed) {
    // Back to waitstart first: the next sweep then sees a live job and leaves it alone.
    const reset = await p.db
      .updateTable('analyses')
      .set({ status: 'waitstart', heartbeat_at: null })
      .where('uuid', '=', a.uuid)
      .where('status', '=', 'inprogress')
      .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) === 0) continue;
    if (a.kind === 'single') {
      await p.db.updateTable('fecs').set({ status: 'waitstart' }).where('uuid', '=', a.fec_uuid).execute();
    }
    await resend(p, a.uuid);
    requeued.push(a.uuid);
  }

  const waiting = await p.db
    .selectFrom('analyses')
    .select(['uuid', 'job_id'])
    .where('status', '=', 'waitstart')
    .where('created_at', '<', staleBefore)
    .execute();
  for (const a of waiting) {
    if (requeued.includes(a.uuid)) continue;
    const state = a.job_id && UUID.test(a.job_id) ? await p.jobState(a.job_id) : null;
    if (state === 'created' || state === 'retry') continue;
    await resend(p, a.uuid);
    requeued.push(a.uuid);
  }

  const corrections = await p.db
    .selectFrom('analyses')
    .select('uuid')
    .where('corrected_status', '=', 'inprogress')
    .where((eb) =>
      eb.or([
        eb('corrected_heartbeat_at', '<', staleBefore),
        eb.and([eb('corrected_heartbeat_at', 'is', null), eb('corrected_requested_at', '<', staleBefore)]),
      ]),
    )
    .execute();
  for (const a of corrections) {
    await p.db
      .updateTable('analyses')
      .set({ corrected_heartbeat_at: null, corrected_requested_at: p.now() })
      .where('uuid', '=', a.uuid)
      .execute();
    await p.send({ analysisUuid: a.uuid, kind: 'correct' });
  }
  return requeued;
}

async function resend(p: RecoveryPorts, uuid: string): Promise<void> {
  const jobId = await p.send({ analysisUuid: uuid, kind: 'analyse' });
  await p.db.updateTable('analyses').set({ job_id: jobId }).where('uuid', '=', uuid).execute();
}
