import { sql, type Selectable, type Transaction } from 'kysely';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type { ReportFormat } from './documents/report-model';
import type { ReportsTable, StoredReportFile, StoredReportOptions } from './tables';

export type ReportRow = Selectable<ReportsTable>;
/** A report with its creator's name (the list and the views show it). */
export type ReportWithCreator = ReportRow & {
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_email: string | null;
};

/** SQL of the reports domain: the service's reads and writes, the job's claim, progress and results. */

export interface ReportInsert {
  uuid: string;
  accountUuid: string;
  name: string;
  formats: ReportFormat[];
  options: StoredReportOptions;
  fecUuids: string[];
  analysisUuids: string[];
  createdBy: string | null;
  expiresAt: Date;
}

export async function insertReports(db: ApiDb, reports: ReportInsert[]): Promise<ReportRow[]> {
  if (reports.length === 0) return [];
  return db
    .insertInto('reports')
    .values(
      reports.map((r) => ({
        uuid: r.uuid,
        account_uuid: r.accountUuid,
        name: r.name,
        status: 'loading' as const,
        progress: 0,
        error: null,
        formats: json(r.formats),
        options: json(r.options),
        fec_uuids: json(r.fecUuids),
        analysis_uuids: json(r.analysisUuids),
        files: json([]),
        job_id: null,
        attempts: 0,
        heartbeat_at: null,
        started_at: null,
        finished_at: null,
        expires_at: r.expiresAt,
        created_by: r.createdBy,
      })),
    )
    .returningAll()
    .execute();
}

export async function setJobId(db: ApiDb, uuid: string, jobId: string): Promise<void> {
  await db.updateTable('reports').set({ job_id: jobId }).where('uuid', '=', uuid).execute();
}

const withCreator = (db: ApiDb) =>
  db
    .selectFrom('reports')
    .leftJoin('users', 'users.uuid', 'reports.created_by')
    .selectAll('reports')
    .select([
      'users.first_name as creator_first_name',
      'users.last_name as creator_last_name',
      'users.email as creator_email',
    ]);

/** Who sees what (spec §6): the account's reports, or only the creator's own when `onlyCreator` is set. */
export interface ReportScope {
  accountUuid: string;
  onlyCreator: string | null;
}

function scoped(db: ApiDb, scope: ReportScope) {
  let query = withCreator(db).where('reports.account_uuid', '=', scope.accountUuid);
  if (scope.onlyCreator) query = query.where('reports.created_by', '=', scope.onlyCreator);
  return query;
}

export async function findReport(db: ApiDb, uuid: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function visibleReport(
  db: ApiDb,
  scope: ReportScope,
  uuid: string,
): Promise<ReportWithCreator | undefined> {
  return scoped(db, scope).where('reports.uuid', '=', uuid).executeTakeFirst();
}

export async function visibleReports(
  db: ApiDb,
  scope: ReportScope,
  uuids: string[],
): Promise<ReportWithCreator[]> {
  if (uuids.length === 0) return [];
  return scoped(db, scope).where('reports.uuid', 'in', uuids).execute();
}

/** A page of the visible reports, newest first; `fecUuid` keeps those made from that FEC. */
export async function pageOfReports(
  db: ApiDb,
  scope: ReportScope,
  page: { limit: number; offset: number; fecUuid?: string },
): Promise<{ items: ReportWithCreator[]; total: number }> {
  let query = scoped(db, scope);
  if (page.fecUuid) query = query.where(sql<boolean>`reports.fec_uuids @> ${json([page.fecUuid])}::jsonb`);
  const items = await query
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.uuid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  let count = db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_uuid', '=', scope.accountUuid);
  if (scope.onlyCreator) count = count.where('created_by', '=', scope.onlyCreator);
  if (page.fecUuid) count = count.where(sql<boolean>`fec_uuids @> ${json([page.fecUuid])}::jsonb`);
  const { n } = await count.executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

export async function deleteReportRow(db: ApiDb, uuid: string): Promise<void> {
  await db.deleteFrom('reports').where('uuid', '=', uuid).execute();
}

/**
 * Takes a report for `jobId`: a waiting one (no heartbeat), or one whose worker stopped beating before
 * `staleBefore` (a crash), while attempts remain. Atomic: of two jobs for one report, one wins.
 */
export async function claimReport(
  db: ApiDb,
  uuid: string,
  jobId: string,
  now: Date,
  staleBefore: Date,
  maxAttempts: number,
): Promise<ReportRow | undefined> {
  return db
    .updateTable('reports')
    .set((eb) => ({
      job_id: jobId,
      started_at: now,
      heartbeat_at: now,
      progress: 0,
      attempts: eb('attempts', '+', 1),
    }))
    .where('uuid', '=', uuid)
    .where('status', '=', 'loading')
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
    .returningAll()
    .executeTakeFirst();
}

/** The heartbeat, with the progress when known (one write). */
export async function beatReport(db: ApiDb, uuid: string, now: Date, progress?: number): Promise<void> {
  await db
    .updateTable('reports')
    .set(progress === undefined ? { heartbeat_at: now } : { heartbeat_at: now, progress })
    .where('uuid', '=', uuid)
    .where('status', '=', 'loading')
    .execute();
}

export async function finishReport(
  db: ApiDb,
  uuid: string,
  files: StoredReportFile[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      status: 'done',
      progress: 100,
      files: json(files),
      finished_at: now,
      heartbeat_at: null,
      error: null,
    })
    .where('uuid', '=', uuid)
    .execute();
}

export async function failReport(db: ApiDb, uuid: string, message: string, now: Date): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'error', error: message, finished_at: now, heartbeat_at: null })
    .where('uuid', '=', uuid)
    .execute();
}

/** Back to waiting (a failed attempt pg-boss retries, or a crashed one the sweep re-sends). */
export async function releaseReport(db: ApiDb, uuid: string): Promise<void> {
  await db
    .updateTable('reports')
    .set({ heartbeat_at: null, progress: 0 })
    .where('uuid', '=', uuid)
    .where('status', '=', 'loading')
    .execute();
}

/** Reports past their retention date (the sweep deletes their files, then them). */
export async function expiredReports(db: ApiDb, now: Date, limit = 100) {
  return db
    .selectFrom('reports')
    .select(['uuid', 'account_uuid'])
    .where('expires_at', '<', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/**
 * Profile deletion (spec §6): the leaver's reports in an account go to the heir with their FECs. Runs in
 * the transaction that moves the FECs (through the memberships port, see reports/leaver-transfer.ts).
 */
export async function transferReports(
  db: ApiDb | Transaction<ApiDatabase>,
  accountUuid: string,
  from: string,
  to: string,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ created_by: to })
    .where('account_uuid', '=', accountUuid)
    .where('created_by', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
