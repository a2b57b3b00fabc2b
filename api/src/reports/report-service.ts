import { randomUUID } from 'node:crypto';
import { latestDoneAnalyses } from '../analyses/analysis-store';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { requireFecs } from '../fecs/fec-access';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { fingerprintOf, idempotent } from '../http/idempotency';
import type { ApiDb } from '../db/database';
import type { ReportFormat, ResultCategory } from './documents/report-model';
import { reportNames } from './report-names';
import { REPORT_KEPT_DAYS, REPORT_MAX_FECS, REPORT_MAX_MERGED, REPORT_NAME_MAX } from './limits';
import type { ReportQueue } from './report-queue';
import {
  deleteReportRow,
  insertReports,
  pageOfReports,
  setJobId,
  visibleReport,
  visibleReports,
  type ReportScope,
  type ReportWithCreator,
} from './report-store';
import { reportName, type GenerateInput } from './schemas';
import { internalNotesOf, type StoredReportFile, type StoredReportOptions } from './tables';

/** The rules of the reports routes (spec §2, §3, §5, §6, §9): who generates, sees, downloads, deletes. */

export type ReportDeps = Pick<ApiDeps, 'db' | 'storage' | 'now'> & { reportQueue: ReportQueue };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const DAY_MS = 24 * 3600 * 1000;

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** « Prénom Nom », else the address (a profile without a name), else null (profile deleted). */
export function personName(
  first: string | null | undefined,
  last: string | null | undefined,
  email?: string | null,
): string | null {
  const name = [first, last]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || email || null;
}

export function reportView(r: ReportWithCreator) {
  const options = r.options as unknown as StoredReportOptions;
  const files = r.status === 'done' ? ((r.files as unknown as StoredReportFile[]) ?? []) : [];
  return {
    uuid: r.uuid,
    name: r.name,
    status: r.status,
    progress: r.progress,
    error: r.error,
    formats: r.formats as unknown as ReportFormat[],
    files: files.map((f) => ({ format: f.format, file_name: f.file_name, size: f.size })),
    fec_uuids: r.fec_uuids as unknown as string[],
    merged: options.merged,
    by_cycle: options.by_cycle,
    categories: options.categories,
    themes: options.themes,
    control_ids: options.control_ids,
    internal_notes: internalNotesOf(options),
    creator_uuid: r.created_by,
    creator_name: r.created_by
      ? personName(r.creator_first_name, r.creator_last_name, r.creator_email)
      : null,
    created_at: iso(r.created_at)!,
    finished_at: iso(r.finished_at),
    expires_at: iso(r.expires_at)!,
  };
}
export type ReportView = ReturnType<typeof reportView>;

const can = (caller: Caller, action: 'read' | 'generate') => caller.can.report?.report?.[action] === true;

function requireRead(caller: Caller): void {
  if (!can(caller, 'read')) throw forbidden();
}

/**
 * Spec §6: a Member sees only the FECs granted to them, so only the reports they asked for; every other
 * role with `report.report.read` sees all of the account's reports.
 */
export function scopeOf(caller: Caller): ReportScope {
  const seesAll = caller.can.fec?.file?.read_all === true;
  return { accountUuid: caller.account.uuid, onlyCreator: seesAll ? null : caller.user.uuid };
}

const refuse = (message: string, field: string) => badRequest(message, [{ field, message }]);

/** The wizard's checks, in the order a user fixes them; each refusal is the answer's own message. */
function checkRequest(input: GenerateInput): { name: string; fecUuids: string[]; formats: ReportFormat[] } {
  const name = reportName.safeParse(input.name);
  if (!name.success) throw refuse(name.error.issues[0]?.message ?? MSG.reportNameRequired, 'name');
  const fecUuids = [...new Set(input.fec_uuids)];
  if (fecUuids.length === 0) throw refuse(MSG.reportNoFec, 'fec_uuids');
  if (fecUuids.length > REPORT_MAX_FECS) throw refuse(MSG.reportTooManyFecs, 'fec_uuids');
  if (input.merge && fecUuids.length < 2) throw refuse(MSG.reportMergeMin, 'fec_uuids');
  if (input.merge && fecUuids.length > REPORT_MAX_MERGED) throw refuse(MSG.reportMergeMax, 'fec_uuids');
  const formats = [...new Set(input.formats)] as ReportFormat[];
  if (formats.length === 0) throw refuse(MSG.reportNoFormat, 'formats');
  return { name: name.data, fecUuids, formats };
}

/**
 * Whether at least one control of these analyses passes the filters (else the documents would be empty:
 * 400 « Aucun contrôle ne correspond aux filtres choisis. »).
 */
async function anyControlMatches(
  db: ApiDb,
  analysisUuids: string[],
  o: StoredReportOptions,
): Promise<boolean> {
  let query = db
    .selectFrom('analysis_controls')
    .select('control_id')
    .where('analysis_uuid', 'in', analysisUuids);
  if (o.categories.length) query = query.where('result', 'in', o.categories);
  if (o.themes.length) query = query.where('theme', 'in', o.themes);
  if (o.control_ids.length) query = query.where('control_id', 'in', o.control_ids);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/**
 * `POST v1/reports`: one report per FEC, or one for 2–3 FECs merged. Each FEC must be readable by the
 * caller (403 « Vous n'avez pas accès à ce Fec. ») and have a finished analysis (409); the report is made
 * from the FEC's latest `done` single analysis. Rows are recorded, then the jobs are queued.
 */
export async function generateReports(
  deps: ReportDeps,
  caller: Caller,
  input: GenerateInput,
): Promise<ReportView[]> {
  if (!can(caller, 'generate')) throw forbidden();
  const { name, fecUuids, formats } = checkRequest(input);
  const fecs = await requireFecs(deps.db, caller, fecUuids, 'read');
  if (fecs.length !== fecUuids.length) throw notFound(MSG.fecNotFound);
  const latest = await latestDoneAnalyses(deps.db, fecUuids);
  const missing = fecUuids.find((u) => !latest.get(u)?.detail_key);
  if (missing) throw new ApiError(409, MSG.reportNoAnalysis, { fec_uuid: missing });
  const options: StoredReportOptions = {
    merged: input.merge === true,
    by_cycle: input.by_cycle === true,
    categories: [...new Set(input.categories ?? [])] as ResultCategory[],
    themes: [...new Set(input.themes ?? [])],
    control_ids: [...new Set(input.control_ids ?? [])],
    // Stored with the report: a regeneration or a retry prints the same notes.
    internal_notes: input.internal_notes !== false,
  };
  const analysisOf = (fec: string) => latest.get(fec)!.uuid;
  if (!(await anyControlMatches(deps.db, fecUuids.map(analysisOf), options))) {
    throw refuse(MSG.reportNoControl, 'control_ids');
  }
  const groups = options.merged ? [fecUuids] : fecUuids.map((u) => [u]);
  const byUuid = new Map(fecs.map((f) => [f.uuid, f]));
  const names = options.merged
    ? [name]
    : reportNames(
        name,
        fecUuids.map((u) => byUuid.get(u)!),
      );
  const expiresAt = new Date(deps.now().getTime() + REPORT_KEPT_DAYS * DAY_MS);
  const rows = await insertReports(
    deps.db,
    groups.map((group, i) => ({
      uuid: randomUUID(),
      accountUuid: caller.account.uuid,
      name: names[i],
      formats,
      options,
      fecUuids: group,
      analysisUuids: group.map(analysisOf),
      createdBy: caller.user.uuid,
      expiresAt,
    })),
  );
  // If the process dies before a job is sent, the recovery sweep finds the waiting row and sends it.
  for (const row of rows) {
    const jobId = await deps.reportQueue.send({ reportUuid: row.uuid });
    await setJobId(deps.db, row.uuid, jobId);
  }
  const created = await visibleReports(
    deps.db,
    scopeOf(caller),
    rows.map((r) => r.uuid),
  );
  const order = new Map(rows.map((r, i) => [r.uuid, i]));
  return created.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!).map(reportView);
}

/**
 * `POST v1/reports` with an optional `Idempotency-Key`: the same request with the same key answers the
 * reports the first one created (a partner's retry never generates twice); another request with that key
 * is refused (400).
 */
export async function generateReportsOnce(
  deps: ReportDeps,
  caller: Caller,
  input: GenerateInput,
  idempotencyKey?: string,
): Promise<{ status: number; body: { items: ReportView[]; total: number } }> {
  const generate = async () => {
    const items = await generateReports(deps, caller, input);
    return { status: 201, body: { items, total: items.length } };
  };
  if (!idempotencyKey) return generate();
  return idempotent(
    deps.db,
    { accountUuid: caller.account.uuid, scope: 'POST /v1/reports', key: idempotencyKey },
    fingerprintOf(input),
    generate,
  );
}

/** `GET v1/reports`: a page of the visible reports, newest first (or a batch by ids, invisible ones left out). */
export async function listReports(
  db: ApiDb,
  caller: Caller,
  query: { ids?: string[]; fec_uuid?: string; limit: number; offset: number },
): Promise<{ items: ReportView[]; total: number }> {
  requireRead(caller);
  const scope = scopeOf(caller);
  if (query.ids) {
    const rows = await visibleReports(db, scope, query.ids);
    const order = new Map(query.ids.map((u, i) => [u, i]));
    const items = rows.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!).map(reportView);
    return { items, total: items.length };
  }
  // A filter on a FEC the caller may not read is refused, as the FEC's other lists are (403).
  if (query.fec_uuid) await requireFecs(db, caller, [query.fec_uuid], 'read');
  const page = await pageOfReports(db, scope, {
    limit: query.limit,
    offset: query.offset,
    fecUuid: query.fec_uuid,
  });
  return { items: page.items.map(reportView), total: page.total };
}

/** A report the caller may see, or 404 « Ce rapport n'existe pas. » (never 403: its existence is not told). */
async function requireVisible(db: ApiDb, caller: Caller, uuid: string): Promise<ReportWithCreator> {
  requireRead(caller);
  const report = await visibleReport(db, scopeOf(caller), uuid);
  if (!report) throw notFound(MSG.reportNotFound);
  return report;
}

export async function getReport(db: ApiDb, caller: Caller, uuid: string): Promise<ReportView> {
  return reportView(await requireVisible(db, caller, uuid));
}

/** The storage prefix of a report's files (report-jobs.ts writes under it; delete and retention clear it). */
export const reportPrefix = (accountUuid: string, reportUuid: string) =>
  `reports/${accountUuid}/${reportUuid}/`;

/**
 * `DELETE v1/reports/:uuid`: its creator, or a caller who may write every FEC of the account (Owner,
 * Manager). Files first, then the row: a failure in between leaves a row to retry, never orphan files.
 */
export async function deleteReport(
  deps: Pick<ReportDeps, 'db' | 'storage'>,
  caller: Caller,
  uuid: string,
): Promise<{ uuid: string }> {
  const report = await requireVisible(deps.db, caller, uuid);
  const mayDelete = report.created_by === caller.user.uuid || caller.can.fec?.file?.write_all === true;
  if (!mayDelete) throw forbidden();
  await deps.storage.deletePrefix(reportPrefix(report.account_uuid, report.uuid));
  await deleteReportRow(deps.db, report.uuid);
  return { uuid: report.uuid };
}

/** Where a produced document is, after the checks: visible, done (409), asked for (404), still stored (410). */
export async function reportFile(
  deps: Pick<ReportDeps, 'db' | 'storage'>,
  caller: Caller,
  uuid: string,
  format: ReportFormat,
): Promise<{ key: string; fileName: string; contentType: string }> {
  const report = await requireVisible(deps.db, caller, uuid);
  if (report.status !== 'done') throw new ApiError(409, MSG.reportNotReady, { report_status: report.status });
  const file = (report.files as unknown as StoredReportFile[]).find((f) => f.format === format);
  if (!file) throw notFound(MSG.reportFormatNotAsked);
  if (!(await deps.storage.exists(file.key))) throw new ApiError(410, MSG.reportExpired);
  return { key: file.key, fileName: file.file_name, contentType: CONTENT_TYPES[format] };
}

export function reportLimits() {
  return {
    max_merged: REPORT_MAX_MERGED,
    max_fecs: REPORT_MAX_FECS,
    name_max_length: REPORT_NAME_MAX,
    kept_days: REPORT_KEPT_DAYS,
  };
}
