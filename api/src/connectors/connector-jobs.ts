import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db';
import type { ApiDeps } from '../deps';
import { jobSql } from '../jobs/job-database';
import { jobLogger, runningJobs } from '../jobs/job-runs';
import { pgBossQueue, type JobState } from '../jobs/pg-boss-queue';
import type { ApiDb } from '../db/database';
import type { ConnectorJob, ConnectorQueue } from './connector-queue';
import {
  nextNight,
  openToken,
  providerRefusal,
  syncConnector,
  type ConnectorDeps,
} from './connector-service';
import { connectorByUuid, lastImportedFile, updateConnector, updateImport } from './connector-store';
import { ApiError } from '../http/errors';
import { CONNECTOR_MSG } from './messages';
import {
  DEFAULT_CONNECTOR_SETTINGS,
  failImport,
  runConnectorImport,
  type ConnectorJobSettings,
  type ConnectorRunDeps,
} from './run-import';
import type { StoredFiscalYear } from './tables';

/** The connectors' own pg-boss queue (same pg-boss schema as the analyses' and the reports'). */
export const CONNECTOR_QUEUE = 'connectors';

/** pg-boss job ids are uuids; anything else (a recording queue's id) is no live job. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConnectorJobsOptions {
  database: Pick<Database<unknown>, 'kind' | 'pool' | 'pglite'>;
  schema?: string;
  /** Imports followed at once by this process (0: this process only queues). They mostly wait. */
  workers: number;
  settings?: Partial<ConnectorJobSettings>;
  /** How often crashed imports are looked for (they are at start too). */
  sweepMs?: number;
  /** How often due nightly refreshes are looked for (0: never, tests call `refreshDue`). */
  refreshSweepMs?: number;
  pollingIntervalSeconds?: number;
}

export type ConnectorJobs = ConnectorQueue & {
  /** Runs the crash-recovery sweep now (tests; it also runs on a timer). */
  recover(): Promise<string[]>;
  /** Starts the nightly refresh of the connectors due at `now` (tests; it also runs on a timer). */
  refreshDue(now?: Date): Promise<string[]>;
};

type JobDeps = ConnectorRunDeps & { log?: ApiDeps['log'] };

/**
 * The connector jobs of one process: the `connectors` queue on pg-boss (`workers` imports followed at once:
 * each mostly waits for the software), the recovery sweep (an import left `generating` by a crash is sent
 * again; after its attempts it ends in 'error') and the nightly refresh of `auto_refresh` connectors.
 */
export function connectorJobs(deps: JobDeps, options: ConnectorJobsOptions): ConnectorJobs {
  const settings: ConnectorJobSettings = { ...DEFAULT_CONNECTOR_SETTINGS, ...options.settings };
  const abort = new AbortController();
  const running = runningJobs();
  const log = jobLogger(deps.log);

  const handler = (job: ConnectorJob, jobId: string) => {
    if (abort.signal.aborted) return Promise.reject(new Error('stopping'));
    return running.track(runConnectorImport({ deps, settings, log, signal: abort.signal }, job, jobId));
  };

  const sql = jobSql(options.database);
  const queue = pgBossQueue<ConnectorJob>({
    sql,
    queue: CONNECTOR_QUEUE,
    schema: options.schema ?? `${deps.config.schema}_jobs`,
    handler: options.workers > 0 ? handler : undefined,
    concurrency: options.workers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    expireInSeconds: Math.ceil(settings.exportTimeoutMs / 1000) + 3600,
    onError: (error) => log.error({ err: error }, 'pg-boss error (connectors)'),
  });

  const send = (job: ConnectorJob) => queue.send(job);
  const recover = () =>
    recoverImports({
      db: deps.db,
      send,
      jobState: (id) => queue.jobState(id),
      now: deps.now,
      staleAfterMs: settings.staleAfterMs,
      maxAttempts: settings.maxAttempts,
    });
  const refreshDue = (now?: Date) =>
    refreshDueConnectors(
      { ...deps, connectorQueue: { send, start: queue.start, stop: queue.stop } },
      now ?? deps.now(),
    );

  const timers: NodeJS.Timeout[] = [];
  let sweeping: Promise<unknown> = Promise.resolve();
  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      sweeping = sweeping.then(() => task().catch((error) => log.error({ err: error }, what)));
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    send,
    recover,
    refreshDue,
    async start() {
      await queue.start();
      if (options.workers === 0) return;
      await recover().catch((error) => log.error({ err: error }, 'connector recovery failed'));
      every(options.sweepMs ?? 30_000, recover, 'connector recovery failed');
      const refreshMs = options.refreshSweepMs ?? 10 * 60_000;
      if (refreshMs > 0) every(refreshMs, () => refreshDue(), 'connector nightly refresh failed');
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      abort.abort();
      await sweeping;
      await running.settled();
      await queue.stop();
      await running.settled();
      await sql.settle();
    },
  };
}

export interface ImportRecoveryPorts {
  db: ApiDb;
  send(job: ConnectorJob): Promise<string>;
  jobState(id: string): Promise<JobState>;
  now(): Date;
  staleAfterMs: number;
  maxAttempts: number;
}

/**
 * Sends again what a crash left `generating` (as reports/report-recovery.ts does): imports whose worker
 * stopped beating, and waiting imports whose job is gone. One that has used its attempts ends in 'error'
 * (its FEC too). Returns the imports sent again.
 */
export async function recoverImports(p: ImportRecoveryPorts): Promise<string[]> {
  const now = p.now();
  const staleBefore = new Date(now.getTime() - p.staleAfterMs);
  const requeued: string[] = [];
  const resend = async (uuid: string) => {
    await updateImport(p.db, uuid, { job_id: await p.send({ importUuid: uuid }) });
    requeued.push(uuid);
  };
  const crashed = await p.db
    .selectFrom('connector_imports')
    .select(['uuid', 'attempts', 'fec_uuid', 'connector_uuid'])
    .where('status', '=', 'generating')
    .where('heartbeat_at', '<', staleBefore)
    .execute();
  for (const r of crashed) {
    if (r.attempts >= p.maxAttempts) {
      await failImport(p, r, CONNECTOR_MSG.importFailed);
      continue;
    }
    const reset = await p.db
      .updateTable('connector_imports')
      .set({ heartbeat_at: null })
      .where('uuid', '=', r.uuid)
      .where('status', '=', 'generating')
      .where('heartbeat_at', '<', staleBefore)
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) === 0) continue;
    await resend(r.uuid);
  }
  const waiting = await p.db
    .selectFrom('connector_imports')
    .select(['uuid', 'job_id', 'attempts', 'fec_uuid', 'connector_uuid'])
    .where('status', '=', 'generating')
    .where('heartbeat_at', 'is', null)
    .where('created_at', '<', staleBefore)
    .execute();
  for (const r of waiting) {
    if (requeued.includes(r.uuid)) continue;
    const state = r.job_id && UUID.test(r.job_id) ? await p.jobState(r.job_id) : null;
    if (state === 'created' || state === 'retry') continue;
    if (r.attempts >= p.maxAttempts) {
      await failImport(p, r, CONNECTOR_MSG.importFailed);
      continue;
    }
    await resend(r.uuid);
  }
  return requeued;
}

type RefreshDeps = ConnectorRunDeps & Pick<ConnectorDeps, 'connectorQueue'>;

/**
 * The nightly refresh (spec: « actualisation planifiée »): every `auto_refresh` connector due at `now` is
 * pushed to its next night first (so two processes never both take it), its company read again, and the
 * fiscal year containing today exported; the job re-imports it only if the file's SHA-256 differs from
 * the last import's. Returns the imports queued.
 */
export async function refreshDueConnectors(deps: RefreshDeps, now: Date): Promise<string[]> {
  const due = await deps.db
    .selectFrom('connectors')
    .select(['uuid', 'next_refresh_at'])
    .where('auto_refresh', '=', true)
    .where('next_refresh_at', '<=', now)
    .execute();
  const queued: string[] = [];
  for (const d of due) {
    const taken = await deps.db
      .updateTable('connectors')
      .set({ next_refresh_at: nextNight(now) })
      .where('uuid', '=', d.uuid)
      .where('auto_refresh', '=', true)
      .where('next_refresh_at', '=', d.next_refresh_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    const before = await connectorByUuid(deps.db, d.uuid);
    if (!before) continue;
    try {
      await syncConnector({ ...deps, now: () => now }, before);
    } catch {
      continue; // the reason is on the connector (last_error)
    }
    const connector = (await connectorByUuid(deps.db, d.uuid))!;
    const day = now.toISOString().slice(0, 10);
    const year = ((connector.fiscal_years as unknown as StoredFiscalYear[]) ?? []).find(
      (fy) => fy.start_date <= day && day <= fy.end_date,
    );
    if (!year) continue;
    const busy = await deps.db
      .selectFrom('connector_imports')
      .select('uuid')
      .where('connector_uuid', '=', connector.uuid)
      .where('status', '=', 'generating')
      .executeTakeFirst();
    if (busy) continue;
    const last = await lastImportedFile(deps.db, connector.uuid, year.start_date, year.end_date);
    let exportId: string;
    try {
      exportId = await deps.connectorProviders[connector.provider].startFecExport(
        openToken(deps, connector),
        {
          start: year.start_date,
          end: year.end_date,
        },
      );
    } catch (error) {
      const refusal = providerRefusal(error);
      await updateConnector(deps.db, connector.uuid, {
        last_error: refusal instanceof ApiError ? refusal.message : CONNECTOR_MSG.unavailable,
      });
      continue;
    }
    const uuid = randomUUID();
    await deps.db
      .insertInto('connector_imports')
      .values({
        uuid,
        connector_uuid: connector.uuid,
        account_uuid: connector.account_uuid,
        kind: 'scheduled',
        fec_uuid: null,
        start_date: year.start_date,
        end_date: year.end_date,
        folder_uuid: last?.folder_uuid ?? null,
        owner_uuid: last?.owner_uuid ?? connector.created_by,
        revenue_type: last?.revenue_type ?? 'BIC',
        export_id: exportId,
        status: 'generating',
        attempts: 0,
      })
      .execute();
    await updateImport(deps.db, uuid, { job_id: await deps.connectorQueue.send({ importUuid: uuid }) });
    queued.push(uuid);
  }
  return queued;
}
