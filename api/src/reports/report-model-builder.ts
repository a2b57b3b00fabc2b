import { sql } from 'kysely';
import type { AnalysisReport, DetailRow } from '../../../engine/src/index';
import { catalogue, controlMeta } from '../analyses/analysis-service';
import { CONTROL_SUMMARY_COLUMNS, statementsOfAnalysis } from '../analyses/analysis-store';
import { normaliseStoredReport } from '../analyses/stored-report';
import { patternWhenLocked, reasonWhenLocked, ymdOf } from '../analyses/summary';
import type { FeaturesInAccount } from '../auth/account-features';
import type { ApiDb } from '../db/database';
import type { Storage } from '../storage/storage';
import { stakeOf } from './documents/key-figures';
import { CATEGORIES } from './documents/labels';
import {
  REPORT_FIRST_ROWS,
  REPORT_RISKY_ENTRIES,
  type ReportBranding,
  type ReportControl,
  type ReportModel,
  type ReportSource,
  type ResultCategory,
} from './documents/report-model';
import { indexDetailFile, rangeRows, type DetailRanges } from '../analyses/detail-index';
import type { Statements } from '../../../engine/src/statements/types';
import { reportStatementsOf } from './documents/statements';
import { dossierOfAnalysis } from '../review/dossiers';
import type { ReportRow } from './report-store';
import { personName } from './report-service';
import { reviewOfSource } from './report-review';
import { internalNotesOf, type StoredReportOptions } from './tables';

/**
 * Builds the ReportModel of a report (documents/report-model.ts) from the database and the storage, at
 * generation time: the account's name and branding, the author, and per FEC its analysis' controls after
 * the filters, first rows, comments and a `rows()` that streams the detail CSV. A FEC's lock is read now,
 * not when the report was asked for: a FEC unlocked meanwhile shows its amounts.
 */

const DEFAULT_BRANDING = { principalColor: '#1f4e79', secondaryColor: '#f2a900' };
const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
/** `data:image/png;base64,…` or jpeg: the only logos a document may embed (no network from a job). */
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;

function colour(value: string | undefined, fallback: string): string {
  const m = value ? HEX.exec(value.trim()) : null;
  if (!m) return fallback;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return `#${hex.toLowerCase()}`;
}

/** The account's branding (spec §3): colours `{ value }`, the logo as bytes when it is an inline png/jpeg. */
export function brandingOf(features: FeaturesInAccount | null | undefined): ReportBranding {
  const b = features?.branding ?? {};
  const logo = b.logo?.value ? DATA_URL.exec(b.logo.value.trim()) : null;
  const data = logo ? Buffer.from(logo[2]!.replace(/\s+/g, ''), 'base64') : null;
  return {
    principalColor: colour(b.principal_color?.value, DEFAULT_BRANDING.principalColor),
    secondaryColor: colour(b.secondary_color?.value, DEFAULT_BRANDING.secondaryColor),
    logo:
      logo && data && data.length > 0
        ? { data, type: logo[1]!.toLowerCase() === 'png' ? 'png' : 'jpeg' }
        : null,
  };
}

const CATALOGUE_ORDER = new Map(catalogue().map((c, i) => [c.id, i]));
const orderOf = (id: string) => CATALOGUE_ORDER.get(id) ?? Number.MAX_SAFE_INTEGER;

export interface ModelPorts {
  db: ApiDb;
  storage: Storage;
  now: () => Date;
}

/** A model and what to release once its documents are written (local copies of the detail files). */
export type BuiltReportModel = ReportModel & { release(): Promise<void> };

/** The model of `report`; throws when a FEC or its analysis has gone (the job then fails the report). */
export async function buildReportModel(p: ModelPorts, report: ReportRow): Promise<BuiltReportModel> {
  const stored = report.options as unknown as StoredReportOptions;
  const account = await p.db
    .selectFrom('accounts')
    .select(['name', 'features_in_account'])
    .where('uuid', '=', report.account_uuid)
    .executeTakeFirstOrThrow();
  const author = report.created_by
    ? await p.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('uuid', '=', report.created_by)
        .executeTakeFirst()
    : undefined;
  const fecUuids = report.fec_uuids as unknown as string[];
  const analysisUuids = report.analysis_uuids as unknown as string[];
  const sources: ReportSource[] = [];
  const releases: Array<() => Promise<void>> = [];
  for (let i = 0; i < fecUuids.length; i++) {
    const source = await sourceOf(p, report.account_uuid, fecUuids[i]!, analysisUuids[i]!, stored);
    sources.push(source.source);
    releases.push(source.release);
  }
  return {
    name: report.name,
    generatedAt: p.now(),
    author: author
      ? (personName(author.first_name, author.last_name, author.email) ?? '')
      : 'Utilisateur supprimé',
    accountName: account.name,
    branding: brandingOf(account.features_in_account as unknown as FeaturesInAccount),
    options: {
      merged: stored.merged,
      byCycle: stored.by_cycle,
      categories: stored.categories,
      themes: stored.themes,
      controlIds: stored.control_ids,
      internalNotes: internalNotesOf(stored),
    },
    sources,
    async release() {
      await Promise.all(releases.map((release) => release()));
    },
  };
}

/** Older analyses lack the fields the engine added since (fiscal year, risk, unsupported tests). */
type StoredReport = Omit<AnalysisReport, 'controls' | 'fiscalYear' | 'risk' | 'unsupportedTests'> &
  Partial<Pick<AnalysisReport, 'fiscalYear' | 'risk' | 'unsupportedTests'>>;

async function sourceOf(
  p: ModelPorts,
  accountUuid: string,
  fecUuid: string,
  analysisUuid: string,
  o: StoredReportOptions,
): Promise<{ source: ReportSource; release: () => Promise<void> }> {
  const fec = await p.db
    .selectFrom('fecs')
    .selectAll()
    .where('uuid', '=', fecUuid)
    .where('account_uuid', '=', accountUuid)
    .executeTakeFirstOrThrow();
  const analysis = await p.db
    .selectFrom('analyses')
    .selectAll()
    .where('uuid', '=', analysisUuid)
    .where('account_uuid', '=', accountUuid)
    .executeTakeFirstOrThrow();
  const analysed = normaliseStoredReport(analysis.report as unknown as StoredReport);
  const locked = fec.locked;

  let query = p.db
    .selectFrom('analysis_controls')
    .select([...CONTROL_SUMMARY_COLUMNS])
    // Only the first rows travel: the whole 1,000 of every control would be read for nothing.
    .select(
      sql<DetailRow[]>`jsonb_path_query_array(rows, ${`$[0 to ${REPORT_FIRST_ROWS - 1}]`}::jsonpath)`.as(
        'first_rows',
      ),
    )
    .where('analysis_uuid', '=', analysisUuid);
  if (o.categories.length) query = query.where('result', 'in', o.categories);
  if (o.themes.length) query = query.where('theme', 'in', o.themes);
  if (o.control_ids.length) query = query.where('control_id', 'in', o.control_ids);
  const rows = (await query.execute()).sort((a, b) => orderOf(a.control_id) - orderOf(b.control_id));

  // The dossier's comments (issue 37), as the screen shows them: those of earlier runs of the same company and
  // year too, not only those written in this analysis.
  const dossier = rows.length ? await dossierOfAnalysis(p.db, analysis, false) : null;
  const internalNotes = internalNotesOf(o);
  // Without internal notes (a report for the client) no comment is read at all.
  const comments =
    rows.length && internalNotes
      ? await p.db
          .selectFrom('control_comments')
          .leftJoin('users', 'users.uuid', 'control_comments.user_uuid')
          .select([
            'control_comments.control_id',
            'control_comments.body',
            'control_comments.created_at',
            'users.first_name',
            'users.last_name',
            'users.email',
          ])
          .where((eb) =>
            dossier
              ? eb.or([
                  eb('control_comments.analysis_uuid', '=', analysisUuid),
                  eb('control_comments.dossier_uuid', '=', dossier),
                ])
              : eb('control_comments.analysis_uuid', '=', analysisUuid),
          )
          .where(
            'control_comments.control_id',
            'in',
            rows.map((r) => r.control_id),
          )
          .orderBy('control_comments.created_at')
          .execute()
      : [];

  const summary = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<ResultCategory, number>;
  const controls: ReportControl[] = rows.map((c) => {
    summary[c.result] += 1;
    return {
      id: c.control_id,
      label: c.label,
      description: controlMeta(c.control_id)?.description ?? null,
      theme: c.theme,
      cycle: c.cycle,
      result: c.result,
      count: Number(c.count),
      amount: locked ? null : Number(c.amount),
      total: Number(c.total),
      reason: reasonWhenLocked(c.reason, locked),
      locked,
      firstRows: locked ? [] : (c.first_rows ?? []).slice(0, REPORT_FIRST_ROWS),
      pattern: patternWhenLocked(c.pattern, locked),
      comments: comments
        .filter((m) => m.control_id === c.control_id)
        .map((m) => ({
          author: personName(m.first_name, m.last_name, m.email) ?? 'Utilisateur supprimé',
          createdAt: new Date(m.created_at),
          body: m.body,
        })),
    };
  });

  const review = await reviewOfSource(p.db, {
    dossierUuid: dossier,
    analysisUuid,
    controls: controls.map((c) => ({ id: c.id, label: c.label })),
    locked,
    internalNotes,
  });

  const statements = reportStatementsOf(
    (await statementsOfAnalysis(p.db, analysis.uuid)) as Statements | null,
    locked,
  );
  const detailKey = analysis.detail_key;
  const kept = new Set(controls.map((c) => c.id));
  // The detail file, opened on the first rows() call: a local path (S3: one copy) and each control's byte
  // range, found in one pass; each control then reads its range only.
  let detail: Promise<{ path: string; ranges: DetailRanges; release(): Promise<void> }> | undefined;
  const open = (key: string) =>
    (detail ??= (async () => {
      const local = await p.storage.localPath(key);
      try {
        return { ...local, ranges: await indexDetailFile(local.path) };
      } catch (error) {
        await local.release();
        throw error;
      }
    })());
  const source: ReportSource = {
    fecUuid: fec.uuid,
    analysisUuid: analysis.uuid,
    fileName: fec.original_name,
    companyName: fec.company_name,
    siren: fec.siren ?? analysed?.file?.siren ?? null,
    fiscalStart: ymdOf(fec.fiscal_start) ?? analysed?.fiscalYear?.start ?? null,
    fiscalEnd: ymdOf(fec.fiscal_end) ?? analysed?.fiscalYear?.end ?? null,
    analysedAt: analysis.finished_at ? new Date(analysis.finished_at) : null,
    locked,
    summary,
    format: { ...analysed.format, diagnostics: (analysed.format?.diagnostics ?? []).slice(0, 200) },
    totals: analysed.totals,
    controls,
    // A locked FEC keeps its score, not which entries drive it (the detail the free offer hides).
    risk: analysed.risk
      ? {
          ...analysed.risk,
          entries: locked ? [] : (analysed.risk.entries ?? []).slice(0, REPORT_RISKY_ENTRIES),
        }
      : null,
    unsupportedTests: analysed.unsupportedTests ?? [],
    statements,
    review,
    async *rows(controlId: string) {
      if (locked || !detailKey || !kept.has(controlId)) return;
      const { path, ranges } = await open(detailKey);
      yield* rangeRows(path, ranges, controlId);
    },
  };
  const release = async () => {
    const opened = detail;
    detail = undefined;
    await opened?.then((d) => d.release()).catch(() => undefined);
  };
  // The amounts at stake, each line counted once across the controls: from every kept row, read once now.
  try {
    source.stake = await stakeOf(source, (id) => source.rows(id));
  } catch (error) {
    await release();
    throw error;
  }
  return { source, release };
}
