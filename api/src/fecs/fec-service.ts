import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Transaction } from 'kysely';
import { parseFileName } from '../../../engine/src/index';
import { startAnalysis } from '../analyses/start-analysis';
import type { Caller } from '../auth/caller';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { resolveFecFolder } from '../folders/folder-service';
import { ApiError, badRequest, forbidden, type FieldError } from '../http/errors';
import { MSG } from '../http/messages';
import { newAnonymousToken } from './anonymous';
import { requireFec, requireFecs } from './fec-access';
import {
  EXTRA_KEYS,
  crossFieldErrors,
  fecMetadataSchema,
  fieldErrors,
  type FecMetadata,
} from './fec-metadata';
import {
  deleteFecRow,
  fecView,
  insertFecs,
  listFecs,
  updateFec,
  type FecListQuery,
  type FecListRow,
  type LatestAnalysisRow,
} from './fec-store';
import { discardStaged, receiveUpload, stageStream, type StagedFile } from './fec-upload';
import type { FeaturesInAccount } from '../auth/account-features';
import { fingerprintOf, idempotent } from '../http/idempotency';
import { fiscalStartFor, importEnabled, isoFromCompact, sanitiseFileName } from './import-rules';
import type { FecExtra, FecsTable } from './tables';

const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The latest analysis of a FEC, its summary counts per category (null while it runs). */
function latestAnalysisView(row: LatestAnalysisRow | string | null | undefined) {
  if (!row) return null;
  // A driver that leaves `json` unparsed hands text.
  const a = typeof row === 'string' ? (JSON.parse(row) as LatestAnalysisRow) : row;
  return {
    uuid: a.uuid,
    status: a.status,
    summary: a.summary ?? null,
    corrected_status: a.corrected_status,
    created_at: isoOrNull(a.created_at)!,
    started_at: isoOrNull(a.started_at),
    finished_at: isoOrNull(a.finished_at),
  };
}

/** A FEC as the API answers it. */
export function toFecView(row: FecListRow) {
  return {
    uuid: row.uuid,
    original_name: row.original_name,
    company_name: row.company_name,
    siren: row.siren,
    revenue_type: row.revenue_type,
    fiscal_start: row.fiscal_start,
    fiscal_end: row.fiscal_end,
    size: Number(row.size),
    line_count: row.line_count,
    sha256: row.sha256,
    status: row.status,
    folder_uuid: row.folder_uuid ?? '-1',
    owner_uuid: row.owner_uuid,
    created_at: new Date(row.created_at).toISOString(),
    extra: (row.extra ?? {}) as FecExtra,
    offer: row.offer,
    locked: row.locked,
    price_ht_cents: row.price_ht_cents === null ? null : Number(row.price_ht_cents),
    analysis_uuid: row.latest_analysis?.uuid ?? null,
    latest_analysis: latestAnalysisView(row.latest_analysis),
    write: Boolean(row.write),
  };
}
export type FecView = ReturnType<typeof toFecView>;

// ---- upload ----

const TRUE = new Set(['true', '1', 'on', 'oui', 'yes']);
const META_KEYS = Object.keys(fecMetadataSchema.shape);

/**
 * The metadata of each staged file: form fields for every file, overridden per file by the JSON array
 * `metadata` (index = order of the files); what is missing is taken from the legal file name.
 */
function metadataOf(
  files: string[],
  fields: Record<string, string>,
): { values: FecMetadata[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!TRUE.has((fields.terms_accepted ?? '').trim().toLowerCase())) {
    errors.push({ field: 'terms_accepted', message: MSG.termsRequired });
  }
  let perFile: Record<string, unknown>[] = [];
  if (fields.metadata) {
    try {
      const parsed: unknown = JSON.parse(fields.metadata);
      if (!Array.isArray(parsed)) throw new Error('not a list');
      perFile = parsed.map((x) => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {}));
    } catch {
      errors.push({ field: 'metadata', message: MSG.pattern });
    }
  }
  const common = Object.fromEntries(META_KEYS.filter((k) => k in fields).map((k) => [k, fields[k]]));
  const values = files.map((fileName, i) => {
    const prefix = files.length > 1 ? `files.${i}.` : '';
    const parsed = fecMetadataSchema.safeParse({ ...common, ...perFile[i] });
    if (!parsed.success) {
      errors.push(...fieldErrors(parsed.error, prefix));
      return {} as FecMetadata;
    }
    const meta = { ...parsed.data };
    const fromName = parseFileName(fileName);
    if (!meta.siren && fromName.sirenValid && fromName.siren) meta.siren = fromName.siren;
    if (!meta.fiscal_end && !meta.fiscal_start) {
      const end = isoFromCompact(fromName.closingDate);
      if (end) {
        meta.fiscal_end = end;
        meta.fiscal_start = fiscalStartFor(end);
      }
    }
    errors.push(...crossFieldErrors(meta).map((e) => ({ ...e, field: prefix + e.field })));
    return meta;
  });
  return { values, errors };
}

function extraOf(meta: Partial<FecMetadata>): FecExtra {
  const extra: FecExtra = {};
  for (const key of EXTRA_KEYS) {
    if (meta[key] !== undefined) (extra as Record<string, unknown>)[key] = meta[key];
  }
  return extra;
}

function rowOf(
  deps: Pick<ApiDeps, 'fecLifecycle'>,
  file: Omit<StagedFile, 'lineCount'> & { lineCount: number | null },
  meta: FecMetadata,
  owner: { account: string | null; user: string | null; folder: string | null; tokenHash: string | null },
): Insertable<FecsTable> {
  // Every FEC starts under the offer billing gives it (the free one: locked, priced by its lines).
  const start = deps.fecLifecycle.initialOffer(file.lineCount);
  return {
    uuid: file.uuid,
    account_uuid: owner.account,
    folder_uuid: owner.folder,
    owner_uuid: owner.user,
    anonymous_token_hash: owner.tokenHash,
    original_name: file.originalName,
    storage_key: file.storageKey,
    size: file.size,
    sha256: file.sha256,
    line_count: file.lineCount,
    company_name: meta.company_name ?? null,
    siren: meta.siren ?? null,
    revenue_type: meta.revenue_type ?? null,
    fiscal_start: meta.fiscal_start ?? null,
    fiscal_end: meta.fiscal_end ?? null,
    extra: json(extraOf(meta)),
    status: null,
    offer: start.offer,
    locked: start.locked,
    price_ht_cents: start.price_ht_cents,
  };
}

/**
 * Files that cannot be a FEC refuse the whole upload (nothing was stored): each is named, and the
 * form's own mistakes (terms, metadata, folder) are listed too, so one answer says all there is to fix.
 */
function refuseUnreadable(unreadable: FieldError[], formErrors: FieldError[]): void {
  if (unreadable.length) throw badRequest(MSG.importNoValidFec, [...unreadable, ...formErrors]);
}

/** Who may import (role, the account's import feature): desktop, API upload, a partner's prepared upload. */
export function requireImport(caller: Caller): void {
  if (!caller.can.fec.file.import) throw forbidden(MSG.importRole);
  if (!importEnabled(caller.account)) throw forbidden(MSG.importDisabled);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The import form's rules (terms, metadata per file, names read for SIREN and fiscal year, folder
 * reference), the same whether the files came by the desktop form or by the partner API: one set of
 * messages. `fileNames` are the files' original names, in order.
 */
export function checkImportForm(
  fileNames: string[],
  fields: Record<string, string>,
): { values: FecMetadata[]; errors: FieldError[]; folderRef: string } {
  const { values, errors } = metadataOf(fileNames, fields);
  const folderRef = fields.folder_uuid?.trim() || '-1';
  if (folderRef !== '-1' && !UUID.test(folderRef)) {
    errors.push({ field: 'folder_uuid', message: MSG.pattern });
  }
  return { values, errors, folderRef };
}

/**
 * Staged files (already validated) recorded in one transaction, then an analysis queued for each: the
 * end of every import, desktop or API. Rows written here are removed if a later step fails; the staged
 * files are the caller's to discard.
 */
export async function recordImportedFecs(
  deps: ApiDeps,
  caller: Caller,
  files: StagedFile[],
  values: FecMetadata[],
  folderRef: string,
) {
  const account = caller.account.uuid;
  const inserted: string[] = [];
  try {
    const folder = await resolveFecFolder(deps.db, caller, folderRef);
    const rows = files.map((file, i) =>
      rowOf(deps, file, values[i], { account, user: caller.user.uuid, folder, tokenHash: null }),
    );
    await deps.db.transaction().execute((trx) => insertFecs(trx, rows));
    inserted.push(...files.map((f) => f.uuid));
    const out = [];
    for (const file of files) {
      const analysis = await startAnalysis(deps, {
        accountUuid: account,
        fecUuids: [file.uuid],
        createdBy: caller.user.uuid,
      });
      const view = await fecView(deps.db, caller, file.uuid);
      out.push({ ...toFecView(view!), analysis: { uuid: analysis.uuid, status: analysis.status } });
    }
    return out;
  } catch (error) {
    if (inserted.length) await deps.db.deleteFrom('fecs').where('uuid', 'in', inserted).execute();
    throw error;
  }
}
export type ImportedFec = Awaited<ReturnType<typeof recordImportedFecs>>[number];

/**
 * `POST v1/fecs`: files streamed to storage, validated, recorded, and an analysis queued for each.
 * Any refusal removes every file of the request; no row is written before all files are valid. An
 * account whose imports go through the API only refuses a person's desktop upload (a key's is allowed).
 * With an `Idempotency-Key`, the same files and fields sent again answer the first import (the copies
 * just received are discarded): a retried upload never imports twice.
 */
export async function uploadFecs(
  deps: ApiDeps,
  caller: Caller,
  request: FastifyRequest,
  idempotencyKey?: string,
): Promise<{ status: number; body: ImportedFec[] }> {
  requireImport(caller);
  const features = (caller.account.features_in_account ?? {}) as FeaturesInAccount;
  if (!caller.apiKey && features.import?.api_only === true) throw forbidden(MSG.importApiOnly);
  const account = caller.account.uuid;
  const { files, fields, unreadable } = await receiveUpload(request, {
    storage: deps.storage,
    maxFiles: deps.config.uploads.maxFiles,
    maxFileBytes: deps.config.uploads.maxFileBytes,
    folderOf: (uuid) => `fecs/${account}/${uuid}`,
  });
  try {
    const { values, errors, folderRef } = checkImportForm(
      files.map((f) => f.originalName),
      fields,
    );
    refuseUnreadable(unreadable, errors);
    if (errors.length) throw badRequest(MSG.invalidFields, errors);
    const record = async () => ({
      status: 201,
      body: await recordImportedFecs(deps, caller, files, values, folderRef),
    });
    if (!idempotencyKey) return await record();
    const fingerprint = fingerprintOf({
      fields,
      files: files.map((f) => ({ name: f.originalName, sha256: f.sha256, size: f.size })),
    });
    const answer = await idempotent(
      deps.db,
      { accountUuid: account, scope: 'POST /v1/fecs', key: idempotencyKey },
      fingerprint,
      record,
    );
    // The first import keeps its files; these copies were for nothing.
    if (answer.replayed) await discardStaged(deps.storage, files);
    return answer;
  } catch (error) {
    await discardStaged(deps.storage, files);
    throw error;
  }
}

/**
 * `POST v1/fecs/anonymous`: one FEC before sign-in. It belongs to nobody until `users/me` attaches it
 * with the token answered here (only its hash is stored); its analysis starts then.
 */
export async function uploadAnonymousFec(deps: ApiDeps, request: FastifyRequest) {
  const { files, fields, unreadable } = await receiveUpload(request, {
    storage: deps.storage,
    maxFiles: 1,
    maxFileBytes: deps.config.uploads.maxFileBytes,
    folderOf: (uuid) => `fecs/anonymous/${uuid}`,
  });
  try {
    const { values, errors } = metadataOf(
      files.map((f) => f.originalName),
      fields,
    );
    refuseUnreadable(unreadable, errors);
    if (errors.length) throw badRequest(MSG.invalidFields, errors);
    const { token, hash } = newAnonymousToken();
    await insertFecs(deps.db, [
      rowOf(deps, files[0], values[0], { account: null, user: null, folder: null, tokenHash: hash }),
    ]);
    return { token, fec: { uuid: files[0].uuid }, analysis: null };
  } catch (error) {
    await discardStaged(deps.storage, files);
    throw error;
  }
}

// ---- files produced elsewhere (a connector's export) ----

/** The storage folder of a FEC's file (uploads and produced files alike). */
export const fecFolder = (accountUuid: string, fecUuid: string) => `fecs/${accountUuid}/${fecUuid}`;

/**
 * A FEC whose file another system is still producing (an accounting software's export, spec §4
 * `generating`): recorded at once so it shows in the library, under the offer billing gives a FEC of
 * unknown size; `attachProducedFile` stores the file and starts the analysis, `failProducedFec` ends it.
 */
export async function insertGeneratingFec(
  db: ApiDb | Transaction<ApiDatabase>,
  deps: Pick<ApiDeps, 'fecLifecycle'>,
  fec: {
    uuid: string;
    accountUuid: string;
    ownerUuid: string | null;
    folderUuid: string | null;
    originalName: string;
    meta: Pick<FecMetadata, 'company_name' | 'siren' | 'revenue_type' | 'fiscal_start' | 'fiscal_end'>;
  },
): Promise<void> {
  const row = rowOf(
    deps,
    {
      uuid: fec.uuid,
      originalName: fec.originalName,
      storageKey: `${fecFolder(fec.accountUuid, fec.uuid)}/${sanitiseFileName(fec.originalName)}`,
      size: 0,
      sha256: '',
      lineCount: null,
    },
    fec.meta as FecMetadata,
    { account: fec.accountUuid, user: fec.ownerUuid, folder: fec.folderUuid, tokenHash: null },
  );
  await insertFecs(db, [{ ...row, status: 'generating' }]);
}

/**
 * Stores a produced file the way an upload stores each of its files (stageStream: sniffed, size limit,
 * SHA-256, lines counted) under the FEC's folder. Throws the upload's French refusals.
 */
export function stageProducedFile(
  deps: Pick<ApiDeps, 'storage' | 'config'>,
  accountUuid: string,
  fecUuid: string,
  source: Readable,
  originalName: string,
): Promise<StagedFile> {
  return stageStream(source, originalName, {
    storage: deps.storage,
    maxFiles: 1,
    maxFileBytes: deps.config.uploads.maxFileBytes,
    folderOf: (uuid) => fecFolder(accountUuid, uuid),
    uuid: fecUuid,
  });
}

/**
 * The produced file of a `generating` FEC is in storage: the row takes its size, hash and line count and
 * the offer billing gives those lines (as an upload's row does), then its analysis is queued as an
 * upload's is. A FEC deleted meanwhile keeps nothing: the file is removed and null answered.
 */
export async function attachProducedFile(
  deps: Pick<ApiDeps, 'db' | 'queue' | 'storage' | 'fecLifecycle'>,
  fecUuid: string,
  staged: StagedFile,
  createdBy: string | null,
): Promise<{ analysisUuid: string } | null> {
  const start = deps.fecLifecycle.initialOffer(staged.lineCount);
  const updated = await deps.db
    .updateTable('fecs')
    .set({
      storage_key: staged.storageKey,
      size: staged.size,
      sha256: staged.sha256,
      line_count: staged.lineCount,
      offer: start.offer,
      locked: start.locked,
      price_ht_cents: start.price_ht_cents,
    })
    .where('uuid', '=', fecUuid)
    .where('status', '=', 'generating')
    .returning(['account_uuid'])
    .executeTakeFirst();
  if (!updated?.account_uuid) {
    await discardStaged(deps.storage, [staged]);
    return null;
  }
  const analysis = await startAnalysis(deps, {
    accountUuid: updated.account_uuid,
    fecUuids: [fecUuid],
    createdBy,
  });
  return { analysisUuid: analysis.uuid };
}

/** The production failed: the FEC stays in the library with status `error` (its reason is the producer's). */
export async function failProducedFec(db: ApiDb, fecUuid: string): Promise<void> {
  await db
    .updateTable('fecs')
    .set({ status: 'error' })
    .where('uuid', '=', fecUuid)
    .where('status', '=', 'generating')
    .execute();
}

// ---- reads ----

export async function listFecsFor(
  deps: ApiDeps,
  caller: Caller,
  q: Omit<FecListQuery, 'folder'> & { folder?: string },
) {
  const folder = q.folder === undefined ? undefined : await resolveFecFolder(deps.db, caller, q.folder);
  const { rows, total } = await listFecs(deps.db, caller, { ...q, folder });
  return { items: rows.map(toFecView), total };
}

/** Batch read: a FEC among `uuids` the caller may not read → 403 for the whole call; unknown ids left out. */
export async function fecsBatch(deps: ApiDeps, caller: Caller, uuids: string[]) {
  const rows = await requireFecs(deps.db, caller, uuids, 'read');
  if (!rows.length) return { items: [], total: 0 };
  const { rows: views } = await listFecs(deps.db, caller, { uuids: rows.map((r) => r.uuid) });
  return { items: views.map(toFecView), total: views.length };
}

export async function getFec(deps: ApiDeps, caller: Caller, uuid: string): Promise<FecView> {
  await requireFec(deps.db, caller, uuid, 'read');
  return toFecView((await fecView(deps.db, caller, uuid))!);
}

// ---- writes ----

export async function updateFecMetadata(
  deps: ApiDeps,
  caller: Caller,
  uuid: string,
  input: Partial<FecMetadata>,
): Promise<FecView> {
  const fec = await requireFec(deps.db, caller, uuid, 'write');
  const given = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<FecMetadata>;
  // Nothing to change (`{}`, or only unknown keys, which the schema drops): say so rather than answer
  // a success that changed nothing — the caller most likely misspelt a field.
  if (Object.keys(given).length === 0) throw badRequest(MSG.noChange);
  const extraGiven = EXTRA_KEYS.some((k) => k in given);
  if (extraGiven && !caller.can.fec.extra.edit) throw forbidden();
  const current = (await fecView(deps.db, caller, uuid))!;
  const extra = { ...((fec.extra ?? {}) as FecExtra), ...extraOf(given) };
  const merged = {
    fiscal_start: 'fiscal_start' in given ? given.fiscal_start : current.fiscal_start,
    fiscal_end: 'fiscal_end' in given ? given.fiscal_end : current.fiscal_end,
    erp: extra.erp,
    erp_other: extra.erp_other,
  };
  const errors = crossFieldErrors(merged);
  if (errors.length) throw badRequest(MSG.invalidFields, errors);
  await updateFec(deps.db, uuid, {
    ...('company_name' in given ? { company_name: given.company_name ?? null } : {}),
    ...('siren' in given ? { siren: given.siren ?? null } : {}),
    ...('revenue_type' in given ? { revenue_type: given.revenue_type ?? null } : {}),
    ...('fiscal_start' in given ? { fiscal_start: given.fiscal_start ?? null } : {}),
    ...('fiscal_end' in given ? { fiscal_end: given.fiscal_end ?? null } : {}),
    ...(extraGiven ? { extra: json(extra) } : {}),
  });
  return getFec(deps, caller, uuid);
}

export async function moveFec(
  deps: ApiDeps,
  caller: Caller,
  uuid: string,
  folderRef: string,
): Promise<FecView> {
  await requireFec(deps.db, caller, uuid, 'write');
  const folder = await resolveFecFolder(deps.db, caller, folderRef);
  await updateFec(deps.db, uuid, { folder_uuid: folder });
  return getFec(deps, caller, uuid);
}

/** Deletes a FEC, its analyses (cascade) and every stored file of both. */
export async function deleteFec(deps: ApiDeps, caller: Caller, uuid: string): Promise<{ uuid: string }> {
  const fec = await requireFec(deps.db, caller, uuid, 'write');
  if (!caller.can.fec.file.delete) throw forbidden();
  await deps.fecLifecycle.beforeDelete(deps.db, [uuid]);
  const analysisFiles = await deps.db
    .selectFrom('analyses')
    .select(['detail_key', 'corrected_key'])
    .where('fec_uuid', '=', uuid)
    .execute();
  await deleteFecRow(deps.db, uuid);
  const keys = [fec.storage_key, ...analysisFiles.flatMap((a) => [a.detail_key, a.corrected_key])].filter(
    (k): k is string => Boolean(k),
  );
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      // The row is gone: an orphan file is only space, logged to be swept.
      deps.log.error({ err: error, key }, 'stored file of a deleted FEC not removed');
    });
  }
  return { uuid };
}

export async function fecDownload(deps: ApiDeps, caller: Caller, uuid: string) {
  const fec = await requireFec(deps.db, caller, uuid, 'read');
  const stream = await deps.storage.get(fec.storage_key).catch(() => {
    throw new ApiError(404, MSG.fecNotFound);
  });
  return { name: fec.original_name, size: Number(fec.size), stream };
}
