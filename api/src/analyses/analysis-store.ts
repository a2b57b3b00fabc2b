import { sql, type Selectable } from 'kysely';
import type { Transaction } from 'kysely';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type {
  AnalysesTable,
  AnalysisControlsTable,
  AnalysisStatus,
  ResultCategory,
  StoredPattern,
} from './tables';

export type AnalysisRow = Selectable<AnalysesTable>;
export type ControlRow = Selectable<AnalysisControlsTable>;

/** SQL of the analyses domain: the job's writes and the routes' reads. */

/**
 * Takes an analysis for `jobId`: a waiting one, or one whose worker stopped beating before
 * `staleBefore` (a crash). Atomic: of two jobs for one analysis, one wins; the other is a no-op.
 */
export async function claimAnalysis(
  db: ApiDb,
  uuid: string,
  jobId: string,
  now: Date,
  staleBefore: Date,
): Promise<AnalysisRow | undefined> {
  return db
    .updateTable('analyses')
    .set((eb) => ({
      status: 'inprogress',
      job_id: jobId,
      started_at: now,
      heartbeat_at: now,
      error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('uuid', '=', uuid)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waitstart'),
        eb.and([
          eb('status', '=', 'inprogress'),
          eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]),
        ]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The running job `claim` is alive (a stale job taken over beats nothing: the new owner's death shows). */
export async function beat(db: ApiDb, uuid: string, now: Date, claim: string): Promise<void> {
  await db
    .updateTable('analyses')
    .set({ heartbeat_at: now })
    .where('uuid', '=', uuid)
    .where('status', '=', 'inprogress')
    .where('job_id', '=', claim)
    .execute();
}

/** Mirrors a single analysis' status on its FEC (lists read it without a join). */
export async function setFecStatus(db: ApiDb, fecUuid: string, status: AnalysisStatus): Promise<void> {
  await db.updateTable('fecs').set({ status }).where('uuid', '=', fecUuid).execute();
}

export interface ControlInsert {
  control_id: string;
  label: string;
  theme: string;
  cycle: string;
  result: ResultCategory;
  count: number;
  amount: number;
  total: number;
  reason: string | null;
  rows: unknown[];
  pattern: StoredPattern | null;
}

export interface AnalysisResults {
  status: AnalysisStatus;
  error: string | null;
  summary: Record<string, number> | null;
  report: unknown;
  fecSummary: unknown;
  detailKey: string | null;
  controls: ControlInsert[];
  finishedAt: Date;
  /** The engine's statements (issue 36), kept apart from the report; absent for a multi-analysis. */
  statements?: unknown;
}

/**
 * Thrown by the job's writes when the analysis is no longer `claim`'s: its worker stalled past the
 * heartbeat's limit and the recovery handed the analysis to another job, whose run alone counts.
 */
export class ClaimLostError extends Error {
  constructor(uuid: string) {
    super(`analysis ${uuid} was taken over by another job`);
    this.name = 'ClaimLostError';
  }
}

/**
 * Locks the analysis' row for the rest of `trx` if `claim` (the job id that claimed it) still holds it;
 * throws ClaimLostError otherwise. Two runs' writes thus never interleave, and a stale run writes nothing.
 */
async function lockClaim(trx: Transaction<ApiDatabase>, uuid: string, claim: string): Promise<void> {
  const held = await trx
    .selectFrom('analyses')
    .select('uuid')
    .where('uuid', '=', uuid)
    .where('status', '=', 'inprogress')
    .where('job_id', '=', claim)
    .forUpdate()
    .executeTakeFirst();
  if (!held) throw new ClaimLostError(uuid);
}

/**
 * Writes an analysis' results at once (re-running a resumed job replaces what a crash left), if the job
 * `claim` still holds the analysis (else ClaimLostError, nothing written).
 */
export async function saveResults(db: ApiDb, uuid: string, r: AnalysisResults, claim: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockClaim(trx, uuid, claim);
    await trx.deleteFrom('analysis_controls').where('analysis_uuid', '=', uuid).execute();
    // A few controls per statement: each carries up to 1,000 rows of JSON.
    for (let i = 0; i < r.controls.length; i += 10) {
      await trx
        .insertInto('analysis_controls')
        .values(
          r.controls.slice(i, i + 10).map((c) => ({
            ...c,
            analysis_uuid: uuid,
            rows: json(c.rows),
            pattern: c.pattern === null ? null : json(c.pattern),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('analyses')
      .set({
        status: r.status,
        error: r.error,
        summary: r.summary === null ? null : json(r.summary),
        report: r.report === null ? null : json(r.report),
        fec_summary: r.fecSummary === null ? null : json(r.fecSummary),
        detail_key: r.detailKey,
        finished_at: r.finishedAt,
        heartbeat_at: null,
      })
      .where('uuid', '=', uuid)
      .execute();
    await trx.deleteFrom('analysis_statements').where('analysis_uuid', '=', uuid).execute();
    if (r.statements) {
      await trx
        .insertInto('analysis_statements')
        .values({ analysis_uuid: uuid, statements: json(r.statements) })
        .execute();
    }
  });
}

export async function failAnalysis(
  db: ApiDb,
  uuid: string,
  status: AnalysisStatus,
  error: string,
  now: Date,
  claim: string,
): Promise<void> {
  const ended = await db
    .updateTable('analyses')
    .set({ status, error, finished_at: now, heartbeat_at: null })
    .where('uuid', '=', uuid)
    .where('status', '=', 'inprogress')
    .where('job_id', '=', claim)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw new ClaimLostError(uuid);
}

/**
 * Back to the queue for pg-boss' retry of the job `claim` (a failed attempt), if that job still holds the
 * analysis; else ClaimLostError: another job runs it, the stale one must not be retried.
 */
export async function requeueAnalysis(db: ApiDb, uuid: string, claim: string): Promise<void> {
  const back = await db
    .updateTable('analyses')
    .set({ status: 'waitstart', heartbeat_at: null })
    .where('uuid', '=', uuid)
    .where('status', '=', 'inprogress')
    .where('job_id', '=', claim)
    .executeTakeFirst();
  if (Number(back.numUpdatedRows) === 0) throw new ClaimLostError(uuid);
}

export async function findAnalysis(db: ApiDb, uuid: string): Promise<AnalysisRow | undefined> {
  return db.selectFrom('analyses').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The statements the engine computed for an analysis (null: none, e.g. an analysis run before them). */
export async function statementsOfAnalysis(db: ApiDb, uuid: string): Promise<unknown> {
  const row = await db
    .selectFrom('analysis_statements')
    .select('statements')
    .where('analysis_uuid', '=', uuid)
    .executeTakeFirst();
  return row?.statements ?? null;
}

export async function findAnalyses(db: ApiDb, uuids: string[]): Promise<AnalysisRow[]> {
  if (uuids.length === 0) return [];
  return db.selectFrom('analyses').selectAll().where('uuid', 'in', uuids).execute();
}

/** Every analysis that covers `fecUuid` (single or part of a multi), newest first. */
export async function analysesOfFec(db: ApiDb, fecUuid: string): Promise<AnalysisRow[]> {
  return db
    .selectFrom('analyses')
    .selectAll()
    .where((eb) =>
      eb.or([eb('fec_uuid', '=', fecUuid), sql<boolean>`fec_uuids @> ${json([fecUuid])}::jsonb`]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .execute();
}

/** The latest finished single analysis of each FEC (its FecSummary feeds multi-analyses). */
export async function latestDoneAnalyses(db: ApiDb, fecUuids: string[]): Promise<Map<string, AnalysisRow>> {
  if (fecUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('analyses')
    .selectAll()
    .where('fec_uuid', 'in', fecUuids)
    .where('kind', '=', 'single')
    .where('status', '=', 'done')
    .where('fec_summary', 'is not', null)
    .orderBy('finished_at', 'desc')
    .execute();
  const latest = new Map<string, AnalysisRow>();
  for (const row of rows) if (!latest.has(row.fec_uuid)) latest.set(row.fec_uuid, row);
  return latest;
}

/** Per-control results without their rows. */
export function controlsOf(db: ApiDb, uuid: string): Promise<Array<Omit<ControlRow, 'rows'>>> {
  return controlsOfMany(db, [uuid], { rows: false });
}

export async function controlOf(db: ApiDb, uuid: string, controlId: string): Promise<ControlRow | undefined> {
  return db
    .selectFrom('analysis_controls')
    .selectAll()
    .where('analysis_uuid', '=', uuid)
    .where('control_id', '=', controlId)
    .executeTakeFirst();
}

/** The latest single analysis of each FEC (any status), one query. */
export async function latestAnalyses(db: ApiDb, fecUuids: string[]): Promise<AnalysisRow[]> {
  if (fecUuids.length === 0) return [];
  const rows = await db
    .selectFrom('analyses')
    .selectAll()
    .where('fec_uuid', 'in', fecUuids)
    .where('kind', '=', 'single')
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .execute();
  const latest = new Map<string, AnalysisRow>();
  for (const row of rows) if (!latest.has(row.fec_uuid)) latest.set(row.fec_uuid, row);
  return [...latest.values()];
}

/** A control result without its detail rows: what lists, batches and reports read. */
export const CONTROL_SUMMARY_COLUMNS = [
  'control_id',
  'label',
  'theme',
  'cycle',
  'result',
  'count',
  'amount',
  'total',
  'reason',
  'pattern',
] as const;

/** Per-control results of several analyses (rows only when asked: they are the heavy part). */
export async function controlsOfMany(
  db: ApiDb,
  uuids: string[],
  filter: { category?: string; theme?: string; rows: boolean },
): Promise<Array<Omit<ControlRow, 'rows'> & { rows?: ControlRow['rows'] }>> {
  if (uuids.length === 0) return [];
  let query = db
    .selectFrom('analysis_controls')
    .select(['analysis_uuid', ...CONTROL_SUMMARY_COLUMNS])
    .where('analysis_uuid', 'in', uuids);
  if (filter.category) query = query.where('result', '=', filter.category as ResultCategory);
  if (filter.theme) query = query.where('theme', '=', filter.theme);
  const ordered = query.orderBy('analysis_uuid').orderBy('control_id');
  if (filter.rows) return ordered.select('rows').execute();
  return ordered.execute();
}
