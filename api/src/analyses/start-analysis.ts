import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { json } from '../db/database';
import type { ApiDeps } from '../deps';
import type { AnalysesTable } from './tables';

export type AnalysisRow = Selectable<AnalysesTable>;

/**
 * Records an analysis (waitstart), marks its FECs and queues the job. The job runs off the request
 * path; the row is the source of truth if the process dies before or while it runs.
 */
export async function startAnalysis(
  deps: Pick<ApiDeps, 'db' | 'queue'>,
  input: {
    accountUuid: string;
    fecUuids: string[];
    createdBy: string | null;
    /** Default: 'multi' for several FECs. A multi-analysis of one FEC is asked for explicitly. */
    kind?: 'single' | 'multi';
    /** What is known of the report before the run (a multi-analysis' mode). */
    report?: unknown;
  },
): Promise<AnalysisRow> {
  const uuid = randomUUID();
  const kind = input.kind ?? (input.fecUuids.length > 1 ? 'multi' : 'single');
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('analyses')
      .values({
        uuid,
        account_uuid: input.accountUuid,
        kind,
        fec_uuid: input.fecUuids[0],
        fec_uuids: json(input.fecUuids),
        status: 'waitstart',
        error: null,
        job_id: null,
        attempts: 0,
        heartbeat_at: null,
        started_at: null,
        finished_at: null,
        summary: null,
        report: input.report === undefined ? null : json(input.report),
        fec_summary: null,
        detail_key: null,
        corrected_status: 'none',
        corrected_key: null,
        corrected_log_key: null,
        corrected_summary: null,
        corrected_error: null,
        corrected_requested_at: null,
        corrected_heartbeat_at: null,
        created_by: input.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (kind === 'single') {
      await trx
        .updateTable('fecs')
        .set({ status: 'waitstart' })
        .where('uuid', '=', input.fecUuids[0])
        .execute();
    }
    return inserted;
  });
  // If the process dies right here, the recovery sweep finds a 'waitstart' row without a job and sends it.
  const jobId = await deps.queue.send({ analysisUuid: uuid, kind: 'analyse' });
  await deps.db.updateTable('analyses').set({ job_id: jobId }).where('uuid', '=', uuid).execute();
  return { ...row, job_id: jobId };
}
