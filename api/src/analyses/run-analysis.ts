import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AnalysisResult, FecSummary } from '../../../engine/src/index';
import { compareAnalyses } from '../../../engine/src/index';
import type { ApiDb } from '../db/database';
import { publishQuietly } from '../events/publish';
import { MSG } from '../http/messages';
import type { AnalysisJob } from '../jobs/analysis-queue';
import type { EnginePool } from '../jobs/engine-pool';
import type { AnalyseOutcome } from '../jobs/engine-tasks';
import type { Storage } from '../storage/storage';
import { analysisEndedEvent } from './analysis-events';
import {
  beat,
  claimAnalysis,
  ClaimLostError,
  failAnalysis,
  latestDoneAnalyses,
  requeueAnalysis,
  saveResults,
  setFecStatus,
  type AnalysisRow,
  type ControlInsert,
} from './analysis-store';
import { runCorrection } from './corrected';
import { DETAIL_HEADER, csvLine, detailLine } from './detail-csv';
import { countByCategory, reportWithoutControls, statementsOfReport, ymdOf } from './summary';

export interface JobSettings {
  /** A heartbeat older than this means the worker died (crash recovery). */
  staleAfterMs: number;
  heartbeatMs: number;
  /**
   * Rows per control written to the detail CSV in storage (the export). The engine keeps at most this
   * many rows per control in memory while it runs; 100,000 bounds that memory on a 5M-line FEC.
   */
  detailRowCap: number;
  /** Rows per control kept in the database and shown (spec §9: 1,000). */
  dbRowCap: number;
  /** Attempts before an unexpected failure becomes status 'error'. */
  maxAttempts: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  staleAfterMs: 30_000,
  heartbeatMs: 5_000,
  detailRowCap: 100_000,
  dbRowCap: 1_000,
  maxAttempts: 3,
};

export interface JobLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobContext {
  db: ApiDb;
  storage: Storage;
  now: () => Date;
  engine: EnginePool;
  settings: JobSettings;
  log: JobLogger;
  /** Aborted when the process stops: the job leaves its row for recovery instead of failing it. */
  signal: AbortSignal;
}

export const detailKeyOf = (analysisUuid: string) => `analyses/${analysisUuid}/detail.csv`;

/**
 * The job: runs one analysis (or its corrected FEC) and records the results. Idempotent: a job for an
 * analysis already finished, or being run by a live worker, does nothing.
 */
export async function runAnalysisJob(ctx: JobContext, job: AnalysisJob, jobId: string): Promise<void> {
  if (job.kind === 'correct') return runCorrection(ctx, job.analysisUuid);
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - ctx.settings.staleAfterMs);
  const analysis = await claimAnalysis(ctx.db, job.analysisUuid, jobId, now, staleBefore);
  if (!analysis) return;
  ctx.log.info({ analysis: analysis.uuid, attempt: analysis.attempts }, 'analysis started');
  if (analysis.kind === 'single') await setFecStatus(ctx.db, analysis.fec_uuid, 'inprogress');
  const timer = setInterval(() => {
    beat(ctx.db, analysis.uuid, ctx.now(), jobId).catch((error) =>
      ctx.log.error({ err: error, analysis: analysis.uuid }, 'analysis heartbeat failed'),
    );
  }, ctx.settings.heartbeatMs);
  try {
    if (analysis.kind === 'multi') await runMulti(ctx, analysis, jobId);
    else await runSingle(ctx, analysis, jobId);
  } catch (error) {
    if (ctx.signal.aborted) return;
    if (error instanceof ClaimLostError) return superseded(ctx, analysis);
    ctx.log.error({ err: error, analysis: analysis.uuid }, 'analysis failed');
    const retry = analysis.attempts < ctx.settings.maxAttempts;
    const held = await stillHeld(
      retry
        ? requeueAnalysis(ctx.db, analysis.uuid, jobId)
        : finish(ctx, analysis, jobId, 'error', MSG.analysisLoad),
    );
    if (!held) return superseded(ctx, analysis);
    if (retry) throw error; // pg-boss retries the job
  } finally {
    clearInterval(timer);
  }
  // Ended (done, error or postcondition): tell the rest of the product, after the status is written.
  await publishQuietly(ctx.db, ctx.log, () => analysisEndedEvent(ctx.db, analysis.uuid));
}

/**
 * This run's analysis was taken over (its worker stalled past `staleAfterMs`): the new owner's run alone
 * counts, so this one ends without writing, failing or being retried.
 */
function superseded(ctx: JobContext, analysis: AnalysisRow): void {
  ctx.log.info({ analysis: analysis.uuid }, 'analysis superseded');
}

/** false when the write found the analysis taken over (ClaimLostError); other errors go on. */
async function stillHeld(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ClaimLostError) return false;
    throw error;
  }
}

async function finish(
  ctx: JobContext,
  analysis: AnalysisRow,
  claim: string,
  status: 'error' | 'postcondition',
  message: string,
): Promise<void> {
  await failAnalysis(ctx.db, analysis.uuid, status, message, ctx.now(), claim);
  if (analysis.kind === 'single') await setFecStatus(ctx.db, analysis.fec_uuid, status);
}

async function runSingle(ctx: JobContext, analysis: AnalysisRow, claim: string): Promise<void> {
  const fec = await ctx.db
    .selectFrom('fecs')
    .selectAll()
    .where('uuid', '=', analysis.fec_uuid)
    .executeTakeFirst();
  if (!fec || !(await ctx.storage.exists(fec.storage_key))) {
    return finish(ctx, analysis, claim, 'error', MSG.analysisFileMissing);
  }
  const local = await ctx.storage.localPath(fec.storage_key);
  const work = await mkdtemp(join(tmpdir(), 'fec-analysis-'));
  try {
    const yearEnd = ymdOf(fec.fiscal_end);
    const outcome = await ctx.engine.analyse(
      {
        path: local.path,
        fileName: fec.original_name,
        yearEnd,
        yearStart: yearEnd ? ymdOf(fec.fiscal_start) : undefined,
        detailRowCap: ctx.settings.detailRowCap,
        dbRowCap: ctx.settings.dbRowCap,
        detailPath: join(work, 'detail.csv'),
      },
      ctx.signal,
    );
    if (!outcome.readable) {
      const fatal = outcome.report.format.diagnostics.find((d) => d.severity === 'ERROR');
      await saveResults(
        ctx.db,
        analysis.uuid,
        {
          status: 'error',
          error: MSG.analysisUnreadable(fatal?.message ?? 'format non reconnu.'),
          summary: null,
          report: reportWithoutControls(outcome.report),
          fecSummary: null,
          detailKey: null,
          controls: [],
          finishedAt: ctx.now(),
        },
        claim,
      );
      await setFecStatus(ctx.db, fec.uuid, 'error');
      return;
    }
    const detailKey = detailKeyOf(analysis.uuid);
    await ctx.storage.put(detailKey, createReadStream(join(work, 'detail.csv')), {
      contentType: 'text/csv; charset=utf-8',
    });
    const problem = postcondition(outcome);
    const status = problem ? 'postcondition' : 'done';
    await saveResults(
      ctx.db,
      analysis.uuid,
      {
        status,
        error: problem,
        summary: countByCategory(outcome.report.controls),
        report: {
          ...reportWithoutControls(outcome.report),
          fiscalYearSource: outcome.fiscalYearSource,
          detailRows: outcome.detailRows,
        },
        fecSummary: outcome.summary,
        detailKey,
        controls: outcome.report.controls.map(toInsert),
        finishedAt: ctx.now(),
        statements: statementsOfReport(outcome.report),
      },
      claim,
    );
    await ctx.db
      .updateTable('fecs')
      .set({ status, line_count: outcome.report.format.lines })
      .where('uuid', '=', fec.uuid)
      .execute();
    ctx.log.info({ analysis: analysis.uuid, status }, 'analysis finished');
  } finally {
    await local.release();
    await rm(work, { recursive: true, force: true });
  }
}

const frDate = (ymd: number) => {
  const s = String(ymd);
  return `${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
};

/**
 * Inconsistencies that make the results meaningless (spec §4 'postcondition'): no entry at all, or a
 * fiscal year declared on the FEC that none of its entries falls in. Results are kept all the same.
 */
export function postcondition(outcome: AnalyseOutcome): string | null {
  const { format } = outcome.report;
  if (format.lines === 0 || format.entries === 0) return MSG.analysisNoEntries;
  // Counted on dated lines: without real numbering an « entry » is a whole journal, so entries and the
  // lines HORS-EXO then lists cannot be compared.
  const fy = outcome.report.fiscalYear;
  if (outcome.fiscalYearSource === 'option' && fy.datedLines > 0 && fy.linesInside === 0) {
    return MSG.analysisOutsideYear(frDate(outcome.fiscalYear.start), frDate(outcome.fiscalYear.end));
  }
  return null;
}

function toInsert(c: AnalyseOutcome['report']['controls'][number]): ControlInsert {
  return {
    control_id: c.id,
    label: c.label,
    theme: c.theme,
    cycle: c.cycle,
    result: c.result,
    count: c.count,
    amount: c.amount,
    total: c.total,
    reason: c.reason,
    rows: c.rows,
    pattern: c.pattern ?? null,
  };
}

/**
 * A multi-analysis compares the FecSummary kept by each FEC's latest finished analysis: no file is
 * re-read, so it runs here (it is small) rather than in a worker thread.
 */
async function runMulti(ctx: JobContext, analysis: AnalysisRow, claim: string): Promise<void> {
  const fecUuids = analysis.fec_uuids as unknown as string[];
  const latest = await latestDoneAnalyses(ctx.db, fecUuids);
  // The SIREN declared on each FEC (the import form, or the FEC's page) is the company's, as everywhere else
  // in the product: the one the engine read in the file name may be a placeholder (« 111111111 »).
  const declared = await ctx.db
    .selectFrom('fecs')
    .select(['uuid', 'siren'])
    .where('uuid', 'in', fecUuids)
    .execute();
  const sirenOf = new Map(declared.map((f) => [f.uuid, f.siren]));
  const summaries = fecUuids.map((uuid) => {
    const summary = latest.get(uuid)?.fec_summary as FecSummary | undefined;
    return summary && { ...summary, siren: sirenOf.get(uuid) || summary.siren };
  });
  if (summaries.some((s) => !s)) return finish(ctx, analysis, claim, 'error', MSG.analysisNoValidFec);
  const controls = compareAnalyses(
    summaries.map((summary) => ({ summary }) as AnalysisResult),
    ctx.settings.detailRowCap,
  );
  const detail =
    csvLine(DETAIL_HEADER) + controls.flatMap((c) => c.rows.map((r) => detailLine(c, r))).join('');
  const detailKey = detailKeyOf(analysis.uuid);
  await ctx.storage.put(detailKey, Readable.from([Buffer.from(detail, 'utf8')]), {
    contentType: 'text/csv; charset=utf-8',
  });
  await saveResults(
    ctx.db,
    analysis.uuid,
    {
      status: 'done',
      error: null,
      summary: countByCategory(controls),
      report: {
        ...((analysis.report as object | null) ?? {}),
        kind: 'multi',
        fecs: fecUuids.map((uuid, i) => ({
          fec_uuid: uuid,
          analysis_uuid: latest.get(uuid)!.uuid,
          siren: summaries[i]!.siren,
          fiscalYear: summaries[i]!.fiscalYear,
        })),
      },
      fecSummary: null,
      detailKey,
      controls: controls.map((c) => toInsert({ ...c, rows: c.rows.slice(0, ctx.settings.dbRowCap) })),
      finishedAt: ctx.now(),
    },
    claim,
  );
}
