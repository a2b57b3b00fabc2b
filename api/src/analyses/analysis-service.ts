import { CONTROLS, COMPARISON_CONTROLS, type FecSummary } from '../../../engine/src/index';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { requireFec, requireFecs, type FecAccessMode, type FecRow } from '../fecs/fec-access';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import {
  analysesOfFec,
  controlOf,
  controlsOf,
  findAnalyses,
  findAnalysis,
  latestAnalyses,
  latestDoneAnalyses,
  controlsOfMany,
  type AnalysisRow,
  type ControlRow,
} from './analysis-store';
import { diagnosticsCsv, type StoredFormat } from './diagnostics-csv';
import { startAnalysis } from './start-analysis';
import { normaliseStoredReport } from './stored-report';
import { correctedSummaryWhenLocked, patternWhenLocked, reasonWhenLocked, reportWhenLocked } from './summary';

/** The rules of the analyses routes: access through the FECs, views, re-run, multi-analysis. */

export type AnalysisView = ReturnType<typeof analysisView>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function analysisView(a: AnalysisRow, locked: boolean) {
  return {
    uuid: a.uuid,
    kind: a.kind,
    fec_uuid: a.fec_uuid,
    fec_uuids: a.fec_uuids as unknown as string[],
    status: a.status,
    error: a.error,
    summary: (a.summary as unknown as Record<string, number> | null) ?? null,
    report: reportWhenLocked(normaliseStoredReport((a.report as unknown) ?? null), locked),
    corrected_status: a.corrected_status,
    corrected_error: a.corrected_error,
    corrected_summary: correctedSummaryWhenLocked(a.corrected_summary as unknown, locked),
    locked,
    created_by: a.created_by,
    created_at: iso(a.created_at)!,
    started_at: iso(a.started_at),
    finished_at: iso(a.finished_at),
  };
}

/** The FECs an analysis covers, checked for the caller (403 'Vous n'avez pas accès à ce Fec.'). */
async function fecsOf(db: ApiDb, caller: Caller, a: AnalysisRow, mode: FecAccessMode): Promise<FecRow[]> {
  if (a.account_uuid !== caller.account.uuid) throw forbidden(MSG.fecForbidden);
  const uuids = a.fec_uuids as unknown as string[];
  return requireFecs(db, caller, uuids.length ? uuids : [a.fec_uuid], mode);
}

const isLocked = (fecs: FecRow[]) => fecs.some((f) => f.locked);

export async function requireAnalysis(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  mode: FecAccessMode = 'read',
): Promise<{ analysis: AnalysisRow; fecs: FecRow[]; locked: boolean }> {
  const analysis = await findAnalysis(db, uuid);
  if (!analysis) throw notFound(MSG.analysisNotFound);
  const fecs = await fecsOf(db, caller, analysis, mode);
  return { analysis, fecs, locked: isLocked(fecs) };
}

export async function getAnalysis(db: ApiDb, caller: Caller, uuid: string): Promise<AnalysisView> {
  const { analysis, locked } = await requireAnalysis(db, caller, uuid);
  return analysisView(analysis, locked);
}

/**
 * Access to many analyses at once: every FEC they cover is checked in one batch (403 'Vous n'avez pas
 * accès à ce Fec.' for the whole call if one is not the caller's); answers whether each is locked.
 */
async function accessOfMany(db: ApiDb, caller: Caller, rows: AnalysisRow[]): Promise<Map<string, boolean>> {
  const fecUuidsOf = (a: AnalysisRow) => {
    const uuids = a.fec_uuids as unknown as string[];
    return uuids.length ? uuids : [a.fec_uuid];
  };
  if (rows.some((a) => a.account_uuid !== caller.account.uuid)) throw forbidden(MSG.fecForbidden);
  const fecs = await requireFecs(db, caller, [...new Set(rows.flatMap(fecUuidsOf))], 'read');
  const locked = new Map(fecs.map((f) => [f.uuid, f.locked]));
  return new Map(rows.map((a) => [a.uuid, fecUuidsOf(a).some((u) => locked.get(u) === true)]));
}

/** Batch read: one inaccessible analysis → 403 for the whole call; unknown ids are left out. */
export async function analysesBatch(db: ApiDb, caller: Caller, uuids: string[]): Promise<AnalysisView[]> {
  const rows = await findAnalyses(db, uuids);
  const locked = await accessOfMany(db, caller, rows);
  const views = rows.map((row) => analysisView(row, locked.get(row.uuid)!));
  const order = new Map(uuids.map((u, i) => [u, i]));
  return views.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!);
}

/** The latest single analysis of each FEC (403 for the whole call if one FEC is not the caller's). */
export async function latestAnalysesOfFecs(
  db: ApiDb,
  caller: Caller,
  fecUuids: string[],
): Promise<AnalysisView[]> {
  if (fecUuids.length === 0) return [];
  const fecs = await requireFecs(db, caller, fecUuids, 'read');
  const rows = await latestAnalyses(
    db,
    fecs.map((f) => f.uuid),
  );
  const locked = new Map(fecs.map((f) => [f.uuid, f.locked]));
  const order = new Map(fecUuids.map((u, i) => [u, i]));
  return rows
    .map((row) => analysisView(row, locked.get(row.fec_uuid) === true))
    .sort((a, b) => order.get(a.fec_uuid)! - order.get(b.fec_uuid)!);
}

/** History of a FEC: every analysis covering it, newest first. */
export async function analysesOfFecFor(db: ApiDb, caller: Caller, fecUuid: string): Promise<AnalysisView[]> {
  const fec = await requireFec(db, caller, fecUuid, 'read');
  const rows = await analysesOfFec(db, fecUuid);
  const views: AnalysisView[] = [];
  for (const row of rows) {
    if (row.kind === 'single') views.push(analysisView(row, fec.locked));
    else views.push(analysisView(row, isLocked(await fecsOf(db, caller, row, 'read'))));
  }
  return views;
}

function requireCan(ok: boolean | undefined): void {
  if (!ok) throw forbidden();
}

/** Re-run (spec §2 "re-run the analysis"): a new analysis of the FEC; the old ones stay as history. */
export async function rerunAnalysis(
  deps: Pick<ApiDeps, 'db' | 'queue'>,
  caller: Caller,
  fecUuid: string,
): Promise<AnalysisView> {
  requireCan(caller.can.analysis?.result?.rerun);
  const fec = await requireFec(deps.db, caller, fecUuid, 'write');
  // Its file is still being produced (a connector's import): the import starts the analysis itself.
  if (fec.status === 'generating') throw conflict(MSG.fecGenerating);
  const running = await deps.db
    .selectFrom('analyses')
    .select('uuid')
    .where('fec_uuid', '=', fec.uuid)
    .where('kind', '=', 'single')
    .where('status', 'in', ['waitstart', 'inprogress'])
    .executeTakeFirst();
  if (running) throw conflict(MSG.analysisAlreadyRunning);
  const row = await startAnalysis(deps, {
    accountUuid: caller.account.uuid,
    fecUuids: [fec.uuid],
    createdBy: caller.user.uuid,
    kind: 'single',
  });
  return analysisView(row, fec.locked);
}

const closingYear = (s: FecSummary) => Math.floor(s.fiscalYear.end / 10000);

/**
 * Multi-analysis (spec §2, §5): 1 to 3 FECs, each with a finished analysis; one company over several
 * fiscal years, or several companies over one fiscal year.
 */
export async function startMultiAnalysis(
  deps: Pick<ApiDeps, 'db' | 'queue'>,
  caller: Caller,
  fecUuids: string[],
): Promise<AnalysisView> {
  requireCan(caller.can.analysis?.multi?.run);
  const uuids = [...new Set(fecUuids)];
  if (uuids.length === 0) throw badRequest(MSG.analysisNoValidFec);
  if (uuids.length > 3) throw badRequest(MSG.analysisMax3);
  const fecs = await requireFecs(deps.db, caller, uuids, 'read');
  if (fecs.length !== uuids.length) throw notFound(MSG.fecNotFound);
  const latest = await latestDoneAnalyses(deps.db, uuids);
  if (latest.size !== uuids.length) throw badRequest(MSG.analysisNoValidFec);
  const byUuid = new Map(fecs.map((f) => [f.uuid, f]));
  const items = uuids.map((uuid) => ({
    fec: byUuid.get(uuid)!,
    summary: latest.get(uuid)!.fec_summary as unknown as FecSummary,
  }));
  const sirens = items.map((i) => i.fec.siren ?? i.summary.siren);
  const sameCompany = sirens.every((s) => s !== null && s === sirens[0]);
  const years = items.map((i) => closingYear(i.summary));
  const valid = sameCompany
    ? new Set(years).size === years.length
    : new Set(sirens).size === sirens.length && years.every((y) => y === years[0]);
  if (items.length > 1 && !valid) throw badRequest(MSG.multiAnalysisShape);
  const row = await startAnalysis(deps, {
    accountUuid: caller.account.uuid,
    fecUuids: uuids,
    createdBy: caller.user.uuid,
    kind: 'multi',
    // Known from the start, so readers can tell the two kinds of comparison before it is done.
    report: { kind: 'multi', mode: sameCompany ? 'one_company_several_years' : 'several_companies_one_year' },
  });
  return analysisView(row, isLocked(fecs));
}

/** The catalogue, single-file controls then comparison controls (multi-analyses). */
export function catalogue() {
  const meta = (
    c: (typeof CONTROLS)[number] | (typeof COMPARISON_CONTROLS)[number],
    kind: 'single' | 'multi',
  ) => ({
    id: c.id,
    label: c.label,
    description: c.description,
    theme: c.theme as string,
    cycle: c.cycle as string,
    categories: c.categories as string[],
    kind,
    params: c.params as Record<string, unknown>,
  });
  return [...CONTROLS.map((c) => meta(c, 'single')), ...COMPARISON_CONTROLS.map((c) => meta(c, 'multi'))];
}

const CATALOGUE = new Map(catalogue().map((c) => [c.id, c]));

export function controlMeta(id: string) {
  return CATALOGUE.get(id);
}

function requireResults(a: AnalysisRow): void {
  if (a.status === 'waitstart' || a.status === 'inprogress' || a.status === 'generating') {
    throw new ApiError(409, MSG.analysisNotFinished, { analysis_status: a.status });
  }
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface ControlFilter {
  category?: string;
  theme?: string;
  search?: string;
}

/** Per-control results of an analysis, without rows, with the catalogue's metadata. */
export async function listControls(db: ApiDb, caller: Caller, uuid: string, filter: ControlFilter) {
  const { analysis, locked } = await requireAnalysis(db, caller, uuid);
  requireResults(analysis);
  const search = filter.search ? fold(filter.search) : null;
  return (await controlsOf(db, uuid))
    .map((c) => controlView(c, locked))
    .filter(
      (c) =>
        (!filter.category || c.result === filter.category) &&
        (!filter.theme || c.theme === filter.theme) &&
        (!search || fold(`${c.id} ${c.label} ${c.description ?? ''}`).includes(search)),
    );
}

/**
 * A stored control result as the API answers it, with the catalogue's description. Locked (free offer):
 * the result and its count stay (the synthesis), the amount at stake does not.
 */
function controlView(c: Omit<ControlRow, 'rows'>, locked: boolean) {
  return {
    id: c.control_id,
    label: c.label,
    theme: c.theme,
    cycle: c.cycle,
    description: controlMeta(c.control_id)?.description ?? null,
    result: c.result,
    count: c.count,
    amount: locked ? null : c.amount,
    total: c.total,
    reason: reasonWhenLocked(c.reason, locked),
    pattern: patternWhenLocked(c.pattern, locked),
  };
}

export interface BatchControlFilter extends ControlFilter {
  /** With each control's first rows (none while the FEC is locked). */
  rows?: boolean;
}

/**
 * Control results of many analyses in one call (the gateway's batching): access is checked for every
 * analysis (one foreign → 403 for the whole call); unknown ids are left out; analyses not finished yet
 * have no results (rather than failing the whole batch with 409).
 */
export async function controlsBatch(
  db: ApiDb,
  caller: Caller,
  uuids: string[],
  filter: BatchControlFilter,
  rowCap: number,
) {
  const analyses = await findAnalyses(db, uuids);
  const locked = await accessOfMany(db, caller, analyses);
  const finished = analyses
    .filter((a) => !['waitstart', 'inprogress', 'generating'].includes(a.status))
    .map((a) => a.uuid);
  const search = filter.search ? fold(filter.search) : null;
  const rows = await controlsOfMany(db, finished, {
    category: filter.category,
    theme: filter.theme,
    rows: filter.rows === true,
  });
  return rows
    .map((c) => {
      const isLocked = locked.get(c.analysis_uuid) === true;
      const base = { analysis_uuid: c.analysis_uuid, ...controlView(c, isLocked), locked: isLocked };
      if (!filter.rows) return base;
      const all = (c.rows as unknown as unknown[] | undefined) ?? [];
      const truncated = c.total > all.length || all.length >= rowCap;
      return {
        ...base,
        rows: isLocked ? [] : all.slice(0, rowCap),
        truncated: !isLocked && truncated,
        message: isLocked ? MSG.analysisLocked : truncated ? MSG.analysisRowsTruncated : null,
      };
    })
    .filter((c) => !search || fold(`${c.id} ${c.label} ${c.description ?? ''}`).includes(search));
}

/** One control's result with its first rows (none while the FEC is locked: room for offers). */
export async function controlDetail(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  controlId: string,
  rowCap: number,
) {
  const { analysis, locked } = await requireAnalysis(db, caller, uuid);
  requireResults(analysis);
  const c = await controlOf(db, uuid, controlId);
  if (!c) throw notFound(MSG.controlNotFound);
  const rows = (c.rows as unknown as unknown[]) ?? [];
  const truncated = c.total > rows.length || rows.length >= rowCap;
  return {
    id: c.control_id,
    label: c.label,
    theme: c.theme,
    cycle: c.cycle,
    description: controlMeta(c.control_id)?.description ?? null,
    result: c.result,
    count: c.count,
    amount: locked ? null : c.amount,
    total: c.total,
    reason: reasonWhenLocked(c.reason, locked),
    pattern: patternWhenLocked(c.pattern, locked),
    locked,
    rows: locked ? [] : rows,
    truncated: !locked && truncated,
    message: locked ? MSG.analysisLocked : truncated ? MSG.analysisRowsTruncated : null,
  };
}

/** Where the full detail of a control is, after the checks (export permission, not locked). */
export async function controlExport(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  controlId: string,
  extension: 'csv' | 'xlsx' = 'csv',
) {
  requireCan(caller.can.analysis?.result?.export);
  const { analysis, locked, fecs } = await requireAnalysis(db, caller, uuid);
  requireResults(analysis);
  if (locked) throw forbidden(MSG.analysisLocked);
  const c = await controlOf(db, uuid, controlId);
  if (!c || !analysis.detail_key) throw notFound(MSG.controlNotFound);
  const base = (fecs[0]?.original_name ?? 'fec').replace(/\.[^.]+$/, '');
  return {
    key: analysis.detail_key,
    fileName: `${base}-${controlId}.${extension}`,
    total: c.total,
    control: { id: c.control_id, label: c.label, result: c.result },
    pattern: c.pattern ?? null,
  };
}

/**
 * The format diagnostics of a single analysis as CSV (the two verdicts, then each diagnostic and its
 * rule), after the checks of the control export (export permission, results). A locked FEC keeps them:
 * the format report is part of what the free offer shows.
 */
export async function diagnosticsExport(db: ApiDb, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.result?.export);
  const { analysis, fecs } = await requireAnalysis(db, caller, uuid);
  requireResults(analysis);
  const report = normaliseStoredReport((analysis.report as unknown) ?? null) as {
    format?: StoredFormat;
  } | null;
  if (analysis.kind !== 'single' || !report?.format) throw notFound(MSG.analysisNoDiagnostics);
  const base = (fecs[0]?.original_name ?? 'fec').replace(/\.[^.]+$/, '');
  return { fileName: `${base}-diagnostics.csv`, csv: diagnosticsCsv(report.format) };
}
