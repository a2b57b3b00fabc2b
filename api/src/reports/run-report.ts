import { PassThrough } from 'node:stream';
import type { ApiDb } from '../db/database';
import { publishQuietly } from '../events/publish';
import { MSG } from '../http/messages';
import type { Storage } from '../storage/storage';
import type { ReportRenderers } from './documents/renderers';
import type { ReportFormat, ReportModel } from './documents/report-model';
import { reportEndedEvent } from './report-events';
import { buildReportModel } from './report-model-builder';
import type { ReportJob } from './report-queue';
import { CONTENT_TYPES, reportPrefix } from './report-service';
import {
  beatReport,
  claimReport,
  failReport,
  findReport,
  finishReport,
  releaseReport,
  type ReportRow,
} from './report-store';
import type { StoredReportFile } from './tables';

export interface ReportJobSettings {
  /** A heartbeat older than this means the worker died (crash recovery). */
  staleAfterMs: number;
  heartbeatMs: number;
  /** Attempts before a failing report becomes status 'error' (a crash counts as one). */
  maxAttempts: number;
}

export const DEFAULT_REPORT_SETTINGS: ReportJobSettings = {
  staleAfterMs: 30_000,
  heartbeatMs: 5_000,
  maxAttempts: 3,
};

export interface ReportLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ReportContext {
  db: ApiDb;
  storage: Storage;
  now: () => Date;
  renderers: ReportRenderers;
  settings: ReportJobSettings;
  log: ReportLogger;
  /** Aborted when the process stops: the job leaves its row to recovery instead of failing it. */
  signal: AbortSignal;
}

/** Share of the progress bar the model takes (reads the database); the formats share the rest. */
const MODEL_SHARE = 10;

/** A storage-safe file stem from the report's name (letters without accents, digits, `-`, `_`). */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return stem || 'rapport';
}

/**
 * The job: builds the report's model, renders each format into storage, records the files. Idempotent: a
 * job for a report already finished, deleted, or being rendered by a live worker does nothing.
 */
export async function runReportJob(ctx: ReportContext, job: ReportJob, jobId: string): Promise<void> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - ctx.settings.staleAfterMs);
  const report = await claimReport(ctx.db, job.reportUuid, jobId, now, staleBefore, ctx.settings.maxAttempts);
  if (!report) return;
  ctx.log.info({ report: report.uuid, attempt: report.attempts }, 'report started');
  let progress = 0;
  const timer = setInterval(() => {
    beatReport(ctx.db, report.uuid, ctx.now(), progress).catch((error) =>
      ctx.log.error({ err: error, report: report.uuid }, 'report heartbeat failed'),
    );
  }, ctx.settings.heartbeatMs);
  try {
    const files = await render(ctx, report, (p) => {
      progress = Math.max(progress, Math.min(99, Math.floor(p)));
    });
    if (!(await findReport(ctx.db, report.uuid))) {
      // Deleted while it was rendered: what was just written must not outlive it.
      await ctx.storage.deletePrefix(reportPrefix(report.account_uuid, report.uuid));
      return;
    }
    await finishReport(ctx.db, report.uuid, files, ctx.now());
    ctx.log.info({ report: report.uuid }, 'report finished');
    await publishQuietly(ctx.db, ctx.log, () => reportEndedEvent(ctx.db, report.uuid));
  } catch (error) {
    if (ctx.signal.aborted) return;
    ctx.log.error({ err: error, report: report.uuid }, 'report failed');
    if (report.attempts < ctx.settings.maxAttempts) {
      await releaseReport(ctx.db, report.uuid);
      throw error; // pg-boss retries the job
    }
    await ctx.storage.deletePrefix(reportPrefix(report.account_uuid, report.uuid)).catch(() => undefined);
    await failReport(ctx.db, report.uuid, MSG.reportFailed, ctx.now());
    await publishQuietly(ctx.db, ctx.log, () => reportEndedEvent(ctx.db, report.uuid));
  } finally {
    clearInterval(timer);
  }
}

async function render(
  ctx: ReportContext,
  report: ReportRow,
  progress: (percent: number) => void,
): Promise<StoredReportFile[]> {
  const model = await buildReportModel(ctx, report);
  try {
    return await renderAll(ctx, report, model, progress);
  } finally {
    await model.release();
  }
}

async function renderAll(
  ctx: ReportContext,
  report: ReportRow,
  model: ReportModel,
  progress: (percent: number) => void,
): Promise<StoredReportFile[]> {
  progress(MODEL_SHARE);
  await beatReport(ctx.db, report.uuid, ctx.now(), MODEL_SHARE);
  const formats = report.formats as unknown as ReportFormat[];
  const share = (100 - MODEL_SHARE) / formats.length;
  const files: StoredReportFile[] = [];
  for (const [i, format] of formats.entries()) {
    if (ctx.signal.aborted) throw new Error('stopping');
    const at = (fraction: number) => MODEL_SHARE + share * (i + Math.max(0, Math.min(1, fraction)));
    const key = `${reportPrefix(report.account_uuid, report.uuid)}${fileStem(report.name)}.${format}`;
    const size = await renderInto(ctx, key, format, model, (f) => progress(at(f)));
    files.push({ format, file_name: `${report.name}.${format}`, size, key });
    progress(at(1));
    await beatReport(ctx.db, report.uuid, ctx.now(), Math.min(99, Math.floor(at(1))));
  }
  return files;
}

/** Streams one renderer's output into storage (never the whole document in memory); answers its size. */
async function renderInto(
  ctx: ReportContext,
  key: string,
  format: ReportFormat,
  model: Parameters<ReportRenderers[ReportFormat]>[0],
  progress: (fraction: number) => void,
): Promise<number> {
  const pipe = new PassThrough();
  // A renderer's failure destroys the pipe with its error: the storage side sees it (and removes the
  // partial object); the job reports it once, below — not again as an unhandled 'error' event.
  pipe.on('error', () => undefined);
  const stored = ctx.storage.put(key, pipe, { contentType: CONTENT_TYPES[format] });
  // Until the renderer is done, a storage failure surfaces through `stored` below, not as an unhandled one.
  stored.catch(() => undefined);
  try {
    await ctx.renderers[format](model, pipe, progress);
    if (!pipe.writableEnded) pipe.end();
  } catch (error) {
    pipe.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return (await stored).size;
}
