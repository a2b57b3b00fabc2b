import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../deps';
import {
  attachProducedFile,
  failProducedFec,
  insertGeneratingFec,
  stageProducedFile,
} from '../fecs/fec-service';
import { discardStaged, type StagedFile } from '../fecs/fec-upload';
import { ApiError } from '../http/errors';
import {
  claimImport,
  connectorByUuid,
  lastImportedFile,
  updateConnector,
  updateImport,
  type ConnectorImportRow,
  type ConnectorRow,
} from './connector-store';
import type { ConnectorJob } from './connector-queue';
import { openToken, producedFileName } from './connector-service';
import { CONNECTOR_MSG } from './messages';
import { ProviderError, type ConnectorProvider } from './providers/provider';

export interface ConnectorJobSettings {
  /** A heartbeat older than this means the worker died (crash recovery). */
  staleAfterMs: number;
  heartbeatMs: number;
  /** Attempts before a failing import ends in 'error' (a crash counts as one). */
  maxAttempts: number;
  /** First wait between two reads of the export's status; doubled each time up to `pollMaxMs`. */
  pollFirstMs: number;
  pollMaxMs: number;
  /** How long the software may take to produce the file. */
  exportTimeoutMs: number;
  /** Expired download links replaced by a fresh one before giving up. */
  linkRetries: number;
}

export const DEFAULT_CONNECTOR_SETTINGS: ConnectorJobSettings = {
  staleAfterMs: 60_000,
  heartbeatMs: 10_000,
  maxAttempts: 3,
  pollFirstMs: 1_000,
  pollMaxMs: 30_000,
  exportTimeoutMs: 30 * 60_000,
  linkRetries: 3,
};

export interface ConnectorLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type ConnectorRunDeps = Pick<
  ApiDeps,
  'db' | 'storage' | 'config' | 'queue' | 'fecLifecycle' | 'secrets' | 'connectorProviders' | 'now'
>;

export interface ConnectorContext {
  deps: ConnectorRunDeps;
  settings: ConnectorJobSettings;
  log: ConnectorLogger;
  /** Aborted when the process stops: the job leaves its row to recovery instead of failing it. */
  signal: AbortSignal;
}

/** A failure no retry will cure: the import ends in 'error' with this French message at once. */
class Definitive extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('stopping'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('stopping'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The software's refusals that retrying will not change, in the user's words. */
function definitive(error: unknown): Definitive | null {
  if (error instanceof Definitive) return error;
  if (error instanceof ProviderError) {
    if (error.failure === 'unauthorized') return new Definitive(CONNECTOR_MSG.tokenInvalid);
    if (error.failure === 'not_found') return new Definitive(CONNECTOR_MSG.noFile);
    return null;
  }
  // The upload's own refusals of the file (not a FEC, too large).
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
    return new Definitive(CONNECTOR_MSG.fileRefused(error.message));
  }
  return null;
}

/** Reads the export's status with a growing wait until it is ready: its download link. */
async function waitReady(
  ctx: ConnectorContext,
  provider: ConnectorProvider,
  token: string,
  exportId: string,
): Promise<string> {
  const deadline = Date.now() + ctx.settings.exportTimeoutMs;
  let wait = ctx.settings.pollFirstMs;
  for (;;) {
    const state = await provider.exportStatus(token, exportId);
    if (state.status === 'ready') return state.fileUrl;
    if (state.status === 'error') throw new Definitive(CONNECTOR_MSG.exportFailed);
    if (Date.now() + wait > deadline) throw new Definitive(CONNECTOR_MSG.exportTimeout);
    await sleep(wait, ctx.signal);
    wait = Math.min(wait * 2, ctx.settings.pollMaxMs);
  }
}

/**
 * Downloads the ready export into storage through the upload's path (sniff, limit, hash, lines). The link
 * lives 10 minutes: an expired one is replaced by reading the export's status again.
 */
async function fetchFile(
  ctx: ConnectorContext,
  provider: ConnectorProvider,
  token: string,
  exportId: string,
  target: { accountUuid: string; fecUuid: string; name: string },
): Promise<StagedFile> {
  let url = await waitReady(ctx, provider, token, exportId);
  for (let retry = 0; ; retry++) {
    try {
      const stream = await provider.download(url);
      return await stageProducedFile(ctx.deps, target.accountUuid, target.fecUuid, stream, target.name);
    } catch (error) {
      if (
        !(error instanceof ProviderError && error.failure === 'link_expired') ||
        retry >= ctx.settings.linkRetries
      ) {
        throw error;
      }
      ctx.log.info({ export: exportId }, 'connector download link expired, reading a fresh one');
      url = await waitReady(ctx, provider, token, exportId);
    }
  }
}

/**
 * The job of one import: asks the software for the file (or keeps waiting for the export already asked
 * for), downloads it, and imports it as a desktop upload: the `generating` FEC takes the file and its
 * analysis is queued. A nightly refresh whose file has the SHA-256 of the last import ends `unchanged`
 * without a FEC. Idempotent: an import finished, deleted, or held by a live worker is left alone.
 */
export async function runConnectorImport(
  ctx: ConnectorContext,
  job: ConnectorJob,
  jobId: string,
): Promise<void> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const staleBefore = new Date(now.getTime() - ctx.settings.staleAfterMs);
  const claimed = await claimImport(db, job.importUuid, jobId, now, staleBefore, ctx.settings.maxAttempts);
  if (!claimed) return;
  const timer = setInterval(() => {
    updateImport(db, claimed.uuid, { heartbeat_at: ctx.deps.now() }).catch((error) =>
      ctx.log.error({ err: error, import: claimed.uuid }, 'connector heartbeat failed'),
    );
  }, ctx.settings.heartbeatMs);
  try {
    const connector = await connectorByUuid(db, claimed.connector_uuid);
    if (!connector) throw new Definitive(CONNECTOR_MSG.connectorDeleted);
    await produce(ctx, claimed, connector);
  } catch (error) {
    if (ctx.signal.aborted) return;
    const final = definitive(error);
    ctx.log.error({ err: error, import: claimed.uuid, attempt: claimed.attempts }, 'connector import failed');
    if (!final && claimed.attempts < ctx.settings.maxAttempts) {
      await updateImport(db, claimed.uuid, { heartbeat_at: null });
      throw error; // pg-boss retries the job
    }
    await failImport(ctx.deps, claimed, final?.message ?? CONNECTOR_MSG.importFailed);
  } finally {
    clearInterval(timer);
  }
}

async function produce(
  ctx: ConnectorContext,
  imp: ConnectorImportRow,
  connector: ConnectorRow,
): Promise<void> {
  const { db } = ctx.deps;
  const provider = ctx.deps.connectorProviders[connector.provider];
  const token = openToken(ctx.deps, connector);
  let exportId = imp.export_id;
  if (!exportId) {
    exportId = await provider.startFecExport(token, { start: imp.start_date, end: imp.end_date });
    await updateImport(db, imp.uuid, { export_id: exportId });
  }
  const fecUuid = imp.fec_uuid ?? randomUUID();
  const name = producedFileName(connector.siren, imp.end_date);
  const staged = await fetchFile(ctx, provider, token, exportId, {
    accountUuid: imp.account_uuid,
    fecUuid,
    name,
  });
  if (imp.kind === 'scheduled') {
    const last = await lastImportedFile(db, connector.uuid, imp.start_date, imp.end_date);
    if (last?.file_sha256 === staged.sha256) {
      await discardStaged(ctx.deps.storage, [staged]);
      await finish(ctx.deps, imp, connector, { status: 'unchanged', file_sha256: staged.sha256 });
      return;
    }
    await insertGeneratingFec(db, ctx.deps, {
      uuid: fecUuid,
      accountUuid: imp.account_uuid,
      ownerUuid: imp.owner_uuid,
      folderUuid: imp.folder_uuid,
      originalName: name,
      meta: {
        company_name: connector.company_name,
        siren: connector.siren,
        revenue_type: (imp.revenue_type ?? 'BIC') as never,
        fiscal_start: imp.start_date,
        fiscal_end: imp.end_date,
      },
    });
    await updateImport(db, imp.uuid, { fec_uuid: fecUuid });
  }
  const attached = await attachProducedFile(ctx.deps, fecUuid, staged, imp.owner_uuid);
  // Deleted while it was produced: attachProducedFile removed the file; the import simply ends.
  await finish(ctx.deps, imp, connector, {
    status: attached ? 'done' : 'error',
    file_sha256: staged.sha256,
    error: attached ? null : CONNECTOR_MSG.importFailed,
  });
  ctx.log.info({ import: imp.uuid, fec: fecUuid }, 'connector import finished');
}

async function finish(
  deps: ConnectorRunDeps,
  imp: ConnectorImportRow,
  connector: ConnectorRow,
  values: { status: 'done' | 'unchanged' | 'error'; file_sha256: string; error?: string | null },
) {
  await updateImport(deps.db, imp.uuid, {
    status: values.status,
    file_sha256: values.file_sha256,
    error: values.error ?? null,
    heartbeat_at: null,
    finished_at: deps.now(),
  });
  await updateConnector(deps.db, connector.uuid, { last_synced_at: deps.now(), last_error: null });
}

/** The import ends in 'error': its FEC too (status `error`), and the reason shows on the connector. */
export async function failImport(
  deps: Pick<ConnectorRunDeps, 'db' | 'now'>,
  imp: Pick<ConnectorImportRow, 'uuid' | 'fec_uuid' | 'connector_uuid'>,
  message: string,
): Promise<void> {
  await updateImport(deps.db, imp.uuid, {
    status: 'error',
    error: message,
    heartbeat_at: null,
    finished_at: deps.now(),
  });
  if (imp.fec_uuid) await failProducedFec(deps.db, imp.fec_uuid);
  await updateConnector(deps.db, imp.connector_uuid, { last_error: message });
}
