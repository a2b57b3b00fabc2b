import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '../auth/caller';
import { json } from '../db/database';
import type { ApiDeps } from '../deps';
import { requireFec } from '../fecs/fec-access';
import { conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import type { AnalysisRow } from './analysis-store';
import type { CorrectedStatus } from './tables';
import type { JobContext } from './run-analysis';
import { ymdOf } from './summary';

/**
 * Corrected FEC (spec §4: none → in progress → done): a job re-reads the FEC through the engine's
 * corrector and stores the legal version and its change log next to the analysis.
 */
export const correctedKeyOf = (analysisUuid: string) => `analyses/${analysisUuid}/corrected.txt`;
export const correctedLogKeyOf = (analysisUuid: string) => `analyses/${analysisUuid}/corrected-changes.csv`;

/** Marks the generation in progress and queues it (a no-op when it already is). */
export async function requestCorrection(
  deps: Pick<ApiDeps, 'db' | 'queue' | 'now'>,
  analysis: AnalysisRow,
): Promise<void> {
  if (analysis.corrected_status === 'inprogress') return;
  await deps.db
    .updateTable('analyses')
    .set({
      corrected_status: 'inprogress',
      corrected_requested_at: deps.now(),
      corrected_heartbeat_at: null,
      corrected_error: null,
    })
    .where('uuid', '=', analysis.uuid)
    .execute();
  await deps.queue.send({ analysisUuid: analysis.uuid, kind: 'correct' });
}

export async function runCorrection(ctx: JobContext, analysisUuid: string): Promise<void> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - ctx.settings.staleAfterMs);
  const analysis = await ctx.db
    .updateTable('analyses')
    .set({ corrected_heartbeat_at: now })
    .where('uuid', '=', analysisUuid)
    .where('corrected_status', '=', 'inprogress')
    .where((eb) =>
      eb.or([eb('corrected_heartbeat_at', 'is', null), eb('corrected_heartbeat_at', '<', staleBefore)]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!analysis) return;
  const fail = (message: string) =>
    ctx.db
      .updateTable('analyses')
      .set({ corrected_status: 'none', corrected_error: message, corrected_heartbeat_at: null })
      .where('uuid', '=', analysisUuid)
      .execute();
  const fec = await ctx.db
    .selectFrom('fecs')
    .selectAll()
    .where('uuid', '=', analysis.fec_uuid)
    .executeTakeFirst();
  if (!fec || !(await ctx.storage.exists(fec.storage_key))) return void (await fail(MSG.analysisFileMissing));

  const timer = setInterval(() => {
    ctx.db
      .updateTable('analyses')
      .set({ corrected_heartbeat_at: ctx.now() })
      .where('uuid', '=', analysisUuid)
      .where('corrected_status', '=', 'inprogress')
      .execute()
      .catch((error) => ctx.log.error({ err: error }, 'corrected FEC heartbeat failed'));
  }, ctx.settings.heartbeatMs);
  const local = await ctx.storage.localPath(fec.storage_key);
  const work = await mkdtemp(join(tmpdir(), 'fec-corrected-'));
  try {
    const yearEnd = ymdOf(fec.fiscal_end);
    const outcome = await ctx.engine.correct(
      {
        path: local.path,
        fileName: fec.original_name,
        yearEnd,
        yearStart: yearEnd ? ymdOf(fec.fiscal_start) : undefined,
        outputPath: join(work, 'corrected.txt'),
        changeLogPath: join(work, 'changes.csv'),
      },
      ctx.signal,
    );
    if (!outcome.readable || !outcome.correction) {
      await fail(MSG.analysisUnreadable('format non reconnu.'));
      return;
    }
    const key = correctedKeyOf(analysisUuid);
    const logKey = correctedLogKeyOf(analysisUuid);
    await ctx.storage.put(key, createReadStream(join(work, 'corrected.txt')), { contentType: 'text/plain' });
    await ctx.storage.put(logKey, createReadStream(join(work, 'changes.csv')), { contentType: 'text/csv' });
    await ctx.db
      .updateTable('analyses')
      .set({
        corrected_status: 'done',
        corrected_key: key,
        corrected_log_key: logKey,
        corrected_summary: json(outcome.correction),
        corrected_heartbeat_at: null,
      })
      .where('uuid', '=', analysisUuid)
      .execute();
  } catch (error) {
    if (ctx.signal.aborted) return;
    ctx.log.error({ err: error, analysis: analysisUuid }, 'corrected FEC failed');
    await fail(MSG.analysisLoad);
  } finally {
    clearInterval(timer);
    await local.release();
    await rm(work, { recursive: true, force: true });
  }
}

/** The analysis a FEC's corrected version hangs on: its latest single analysis with results. */
async function latestAnalysisOf(deps: Pick<ApiDeps, 'db'>, fecUuid: string) {
  return deps.db
    .selectFrom('analyses')
    .selectAll()
    .where('fec_uuid', '=', fecUuid)
    .where('kind', '=', 'single')
    .where('status', 'in', ['done', 'postcondition'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function startCorrection(
  deps: Pick<ApiDeps, 'db' | 'queue' | 'now'>,
  caller: Caller,
  fecUuid: string,
) {
  if (!caller.can.fec?.corrected?.download) throw forbidden();
  await requireFec(deps.db, caller, fecUuid, 'read');
  const analysis = await latestAnalysisOf(deps, fecUuid);
  if (!analysis) throw conflict(MSG.correctedNeedsAnalysis);
  await requestCorrection(deps, analysis);
  return correctedView(analysis.uuid, 'inprogress', null, null);
}

function correctedView(
  analysisUuid: string,
  status: CorrectedStatus,
  summary: unknown,
  error: string | null,
) {
  return { analysis_uuid: analysisUuid, corrected_status: status, summary: summary ?? null, error };
}

/** The corrected FEC's state, and where to read it once done (409 while in progress). */
export async function correctedFile(
  deps: Pick<ApiDeps, 'db'>,
  caller: Caller,
  fecUuid: string,
  log: boolean,
) {
  if (!caller.can.fec?.corrected?.download) throw forbidden();
  const fec = await requireFec(deps.db, caller, fecUuid, 'read');
  // The corrected FEC is part of the full analysis: not while the FEC is under the free offer.
  if (fec.locked) throw forbidden(MSG.correctedLocked);
  const analysis = await latestAnalysisOf(deps, fecUuid);
  if (analysis?.corrected_status === 'inprogress') throw conflict(MSG.correctedInProgress);
  if (!analysis || analysis.corrected_status !== 'done' || !analysis.corrected_key) {
    throw notFound(MSG.correctedNone);
  }
  const base = fec.original_name.replace(/\.[^.]+$/, '');
  const ext = /\.[^.]+$/.exec(fec.original_name)?.[0] ?? '.txt';
  // Never the original's exact name: both files would end up side by side under one name. The user renames
  // it <SIREN>FEC<AAAAMMJJ> before sending it (the client says so), the DGFiP's tester asks for that name.
  return log
    ? {
        key: analysis.corrected_log_key!,
        fileName: `${base}-corrections.csv`,
        type: 'text/csv; charset=utf-8',
        csv: true,
      }
    : {
        key: analysis.corrected_key,
        fileName: `${base}-corrige${ext}`,
        type: 'text/plain; charset=utf-8',
        // The corrected FEC is a FEC for the tax authorities, byte for byte: never rewritten for spreadsheets.
        csv: false,
      };
}
