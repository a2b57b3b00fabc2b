import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { apiKeyHash, callerForApiKeyUuid, callerInAccount } from '../auth/api-key-auth';
import type { Caller } from '../auth/caller';
import { audit } from '../audit/audit';
import { hmacHex } from '../crypto/secret-box';
import type { ApiDeps } from '../deps';
import { checkImportForm, recordImportedFecs, requireImport } from '../fecs/fec-service';
import { discardStaged, fileNameRefusal, receiveRawFile } from '../fecs/fec-upload';
import { resolveFecFolder } from '../folders/folder-service';
import { ApiError, badRequest, forbidden, notFound, type FieldError } from '../http/errors';
import { fingerprintOf, idempotent } from '../http/idempotency';
import { MSG } from '../http/messages';
import {
  accountApiKey,
  accountApiKeys,
  claimFecUpload,
  consumeBudget,
  findFecUpload,
  finishFecUpload,
  insertApiKey,
  insertFecUpload,
  keepApiKeyRow,
  pageOfApiKeys,
  releaseFecUpload,
  revokeApiKeyRow,
  type ApiKeyWithCreator,
  type FecUploadRow,
} from './partner-store';
import type { FecUploadInput } from './schemas';
import { API_KEY_SCOPES, type ApiKeyScope, type StoredUploadMetadata } from './tables';

/** The rules of the partner API (issue 13): keys and who manages them, the budget, uploads by signed URL. */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What each scope allows, in a sentence (the key creation dialog shows them). */
export const SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'fecs:read': 'Lire les répertoires, les FEC, les analyses et leurs résultats.',
  'fecs:import': 'Importer des FEC (et lancer leur analyse).',
  reports: 'Générer, lire et télécharger des rapports.',
  review: 'Lire et mettre à jour la revue des analyses : statuts, justifications, affectations.',
  ecf: "Ouvrir des missions d'examen de conformité fiscale et conclure leurs points (jamais la signature).",
};

export function apiKeyView(k: ApiKeyWithCreator) {
  return {
    uuid: k.uuid,
    name: k.name,
    prefix: k.prefix,
    scopes: (typeof k.scopes === 'string' ? JSON.parse(k.scopes) : k.scopes) as ApiKeyScope[],
    created_by: k.creator_email,
    created_by_uuid: k.created_by,
    created_at: iso(k.created_at)!,
    last_used_at: iso(k.last_used_at),
    revoked_at: iso(k.revoked_at),
    budget_capacity: Number(k.budget_capacity),
    budget_refill_per_second: Number(k.budget_refill_per_second),
    created_from: k.created_via
      ? {
          via: k.created_via,
          // A short mark of the sign-in, enough to tell two sessions apart (it authorises nothing).
          session: k.created_origin_jti ? k.created_origin_jti.slice(0, 8) : null,
          signed_in_at: iso(k.created_signed_in_at),
          ip: k.created_ip,
          user_agent: k.created_user_agent,
        }
      : null,
    review: k.review_reason
      ? { reason: k.review_reason, since: iso(k.review_since)!, suspended: k.suspended_at !== null }
      : null,
  };
}
export type ApiKeyView = ReturnType<typeof apiKeyView>;

/**
 * Keys are managed by people with `account.integrations` (Owner, Manager), never with a key: a leaked key
 * must not be able to mint or revoke others (the route hook refuses it first; this says it again).
 */
function requireIntegrations(caller: Caller, action: 'read' | 'manage'): void {
  if (caller.apiKey) throw forbidden(MSG.apiKeyScope);
  if (caller.can.account?.integrations?.[action] !== true) throw forbidden(MSG.apiKeyManageRole);
}

export function apiKeyScopes() {
  return API_KEY_SCOPES.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] }));
}

export async function listApiKeys(
  deps: Pick<ApiDeps, 'db'>,
  caller: Caller,
  query: { ids?: string[]; limit: number; offset: number; to_review?: boolean },
): Promise<{ items: ApiKeyView[]; total: number }> {
  requireIntegrations(caller, 'read');
  if (query.ids) {
    const rows = await accountApiKeys(deps.db, caller.account.uuid, query.ids);
    const order = new Map(query.ids.map((u, i) => [u, i]));
    const items = rows.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!).map(apiKeyView);
    return { items, total: items.length };
  }
  const page = await pageOfApiKeys(deps.db, caller.account.uuid, {
    limit: query.limit,
    offset: query.offset,
    toReview: query.to_review,
  });
  return { items: page.items.map(apiKeyView), total: page.total };
}

const refuse = (message: string, field: string) => badRequest(message, [{ field, message }]);

/**
 * `POST v1/api-keys`: `fak_<12 hex>_<43 base64url>` (256 bits of secret). Only its SHA-256 is kept; the
 * key is answered once, here. Audited.
 */
export async function createApiKey(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  request: FastifyRequest,
  caller: Caller,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ api_key: ApiKeyView; secret: string }> {
  requireIntegrations(caller, 'manage');
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw refuse(MSG.apiKeyName, 'name');
  if (/[<>]/.test(name)) throw refuse(MSG.htmlCharacters, 'name');
  const scopes = API_KEY_SCOPES.filter((s) => input.scopes.includes(s));
  if (scopes.length === 0) throw refuse(MSG.apiKeyNoScope, 'scopes');
  const keyId = randomBytes(6).toString('hex');
  const secret = `fak_${keyId}_${randomBytes(32).toString('base64url')}`;
  const uuid = randomUUID();
  await insertApiKey(deps.db, {
    uuid,
    keyId,
    prefix: `fak_${keyId}`,
    secretHash: apiKeyHash(secret),
    accountUuid: caller.account.uuid,
    createdBy: caller.user.uuid,
    name,
    scopes,
    now: deps.now(),
    createdFrom: createdFrom(request, caller),
  });
  await audit(deps.db, request, `api_key.create ${uuid}`, 201);
  const row = await accountApiKey(deps.db, caller.account.uuid, uuid);
  return { api_key: apiKeyView(row!), secret };
}

/**
 * The session a key is made from, kept so that its owners can judge it if that person's sessions are cut
 * later (session-review.ts). Staff acting as the creator: their own sign-in is not the creator's, so the key
 * is never put up for review by the creator's sessions ending.
 */
function createdFrom(request: FastifyRequest, caller: Caller) {
  const claims = request.accessClaims;
  const staff = caller.impersonator !== null;
  const agent = request.headers['user-agent'];
  return {
    via: staff ? ('impersonation' as const) : ('session' as const),
    originJti: !staff && claims ? claims.origin_jti : null,
    signedInAt: !staff && claims ? new Date((claims.auth_time ?? claims.iat) * 1000) : null,
    ip: request.ip || null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
  };
}

/**
 * `POST v1/api-keys/:uuid/keep`: an owner judged a key « à vérifier » theirs: the review (and any suspension)
 * ends. A key with no review is answered as it is; a revoked one cannot be kept (400). Another account's → 404.
 */
export async function keepApiKey(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
): Promise<ApiKeyView> {
  requireIntegrations(caller, 'manage');
  const key = await accountApiKey(deps.db, caller.account.uuid, uuid);
  if (!key) throw notFound(MSG.apiKeyNotFound);
  if (key.revoked_at) throw badRequest(MSG.apiKeyRevokedKeep);
  if (key.review_reason) {
    await keepApiKeyRow(deps.db, uuid);
    await audit(deps.db, request, `api_key.keep ${uuid}`, 200);
  }
  return apiKeyView((await accountApiKey(deps.db, caller.account.uuid, uuid))!);
}

/** `POST v1/api-keys/:uuid/revoke`: every later call with it is refused (401). Another account's → 404. */
export async function revokeApiKey(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
): Promise<ApiKeyView> {
  requireIntegrations(caller, 'manage');
  const key = await accountApiKey(deps.db, caller.account.uuid, uuid);
  if (!key) throw notFound(MSG.apiKeyNotFound);
  await revokeApiKeyRow(deps.db, uuid, deps.now());
  await audit(deps.db, request, `api_key.revoke ${uuid}`, 200);
  return apiKeyView((await accountApiKey(deps.db, caller.account.uuid, uuid))!);
}

/** `POST v1/api-keys/budget`: the gateway pours each operation's estimated cost into the key's bucket. */
export async function spendBudget(deps: Pick<ApiDeps, 'db' | 'now'>, caller: Caller, cost: number) {
  if (!caller.apiKey) throw forbidden(MSG.apiKeyOnly);
  const answer = await consumeBudget(deps.db, caller.apiKey.uuid, cost, deps.now());
  const state = {
    remaining: Math.max(0, Math.floor(answer.capacity - answer.level)),
    capacity: answer.capacity,
    refill_per_second: answer.refillPerSecond,
  };
  if (!answer.ok) {
    throw new ApiError(429, MSG.budgetExhausted(answer.retryAfterSeconds), {
      retry_after_seconds: answer.retryAfterSeconds,
      ...state,
    });
  }
  return state;
}

// ---- uploads by signed URL ----

/** How long a signed upload URL stays valid (schema/partners.graphql: 15 minutes). */
export const FEC_UPLOAD_TTL_MS = 15 * 60_000;
/** A reception that stopped (crash) longer ago than this may be taken over by a new PUT. */
const RECEIVING_STALE_MS = 10 * 60_000;

const signatureOf = (deps: Pick<ApiDeps, 'secrets'>, uuid: string, expires: number) =>
  hmacHex(deps.secrets.derivedKey('fec-upload'), `${uuid}.${expires}`);

/** The signed URL of an upload, relative to the API's base (`/api`). */
export function uploadPath(deps: Pick<ApiDeps, 'secrets'>, uuid: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/v1/fec-uploads/${uuid}/file?expires=${expires}&signature=${signatureOf(deps, uuid, expires)}`;
}

export function fecUploadView(deps: Pick<ApiDeps, 'secrets' | 'now'>, u: FecUploadRow) {
  const expiresAt = new Date(u.expires_at);
  const status =
    u.status === 'received' ? 'received' : expiresAt <= deps.now() ? 'expired' : ('pending' as const);
  return {
    uuid: u.uuid,
    idempotency_key: u.idempotency_key,
    status: status as 'pending' | 'received' | 'expired',
    upload_path: uploadPath(deps, u.uuid, expiresAt),
    expires_at: expiresAt.toISOString(),
    fec_uuid: u.fec_uuid,
    analysis_uuid: u.analysis_uuid,
  };
}
export type FecUploadView = ReturnType<typeof fecUploadView>;

/** The import form's fields of a prepared upload, as the multipart form would carry them. */
function formFields(m: StoredUploadMetadata): Record<string, string> {
  const fields: Record<string, string> = {
    terms_accepted: String(m.terms_accepted),
    folder_uuid: m.folder_uuid,
  };
  for (const key of ['company_name', 'siren', 'revenue_type', 'fiscal_start', 'fiscal_end'] as const) {
    const value = m[key];
    if (value !== undefined && value !== null) fields[key] = value;
  }
  return fields;
}

/** The form's rules on a prepared upload (when it is prepared, and again when its file arrives). */
function checkUploadForm(fileName: string, metadata: StoredUploadMetadata) {
  const form = checkImportForm([fileName], formFields(metadata));
  const nameRefusal = fileNameRefusal(fileName);
  const errors: FieldError[] = [...form.errors];
  if (nameRefusal) errors.unshift({ field: 'file_name', message: nameRefusal.message });
  return { ...form, errors };
}

/** An upload of the caller's account, visible to those who may import; another account's → 404. */
async function requireUpload(deps: Pick<ApiDeps, 'db'>, caller: Caller, uuid: string): Promise<FecUploadRow> {
  const upload = await findFecUpload(deps.db, uuid);
  if (!upload || upload.account_uuid !== caller.account.uuid) throw notFound(MSG.fecUploadNotFound);
  if (!caller.can.fec.file.import) throw forbidden(MSG.importRole);
  return upload;
}

/**
 * `POST v1/fec-uploads`: checks the import form's metadata (same rules and messages as the desktop form)
 * and answers a signed URL valid FEC_UPLOAD_TTL_MS. Idempotent by `idempotency_key` (required): the same
 * request again answers the same upload in its current state (with its FEC once received).
 */
export async function createFecUpload(
  deps: ApiDeps,
  caller: Caller,
  input: FecUploadInput,
): Promise<{ status: number; body: FecUploadView }> {
  // Rebuilt at reception from the membership: an impersonator's ceiling could not be kept.
  if (caller.impersonator) throw forbidden(MSG.fecUploadImpersonation);
  requireImport(caller);
  const fileName = input.file_name.trim();
  const metadata: StoredUploadMetadata = {
    terms_accepted: input.terms_accepted,
    folder_uuid: input.folder_uuid?.trim() || '-1',
    company_name: input.company_name ?? null,
    siren: input.siren ?? null,
    revenue_type: input.revenue_type ?? null,
    fiscal_start: input.fiscal_start ?? null,
    fiscal_end: input.fiscal_end ?? null,
  };
  const form = checkUploadForm(fileName, metadata);
  if (form.errors.length) throw badRequest(MSG.invalidFields, form.errors);
  await resolveFecFolder(deps.db, caller, form.folderRef);
  const key = input.idempotency_key;
  // The request as it will be imported (defaults filled in): `folder_uuid: '-1'` and no folder are one request.
  const answer = await idempotent(
    deps.db,
    { accountUuid: caller.account.uuid, scope: 'POST /v1/fec-uploads', key },
    fingerprintOf({ file_name: fileName, ...metadata }),
    async () => {
      const uuid = randomUUID();
      const now = deps.now();
      await insertFecUpload(deps.db, {
        uuid,
        accountUuid: caller.account.uuid,
        createdBy: caller.user.uuid,
        apiKeyUuid: caller.apiKey?.uuid ?? null,
        idempotencyKey: key,
        fileName,
        metadata,
        expiresAt: new Date(now.getTime() + FEC_UPLOAD_TTL_MS),
        now,
      });
      return { status: 201, body: { uuid } };
    },
  );
  // Answered in its current state, replayed or not (received since? its FEC is there).
  const upload = await findFecUpload(deps.db, answer.body.uuid);
  if (!upload) throw notFound(MSG.fecUploadNotFound);
  return { status: answer.status, body: fecUploadView(deps, upload) };
}

export async function getFecUpload(deps: ApiDeps, caller: Caller, uuid: string): Promise<FecUploadView> {
  return fecUploadView(deps, await requireUpload(deps, caller, uuid));
}

/** The URL's signature, compared in constant time; anything malformed is a bad signature (403). */
function checkSignature(
  deps: Pick<ApiDeps, 'secrets'>,
  uuid: string,
  query: { expires?: string; signature?: string },
) {
  const expires = /^\d{1,12}$/.test(query.expires ?? '') ? Number(query.expires) : null;
  const given = /^[0-9a-f]{64}$/.test(query.signature ?? '') ? Buffer.from(query.signature!, 'hex') : null;
  if (expires === null || !given) throw forbidden(MSG.fecUploadBadSignature);
  const expected = Buffer.from(signatureOf(deps, uuid, expires), 'hex');
  if (!timingSafeEqual(expected, given)) throw forbidden(MSG.fecUploadBadSignature);
  return expires;
}

const received = (u: FecUploadRow) => ({ fec_uuid: u.fec_uuid, analysis_uuid: u.analysis_uuid });

/** Reads and forgets what is left of a refused body, so the client gets its answer on a clean connection. */
async function drainBody(body: Readable): Promise<void> {
  try {
    for await (const chunk of body) void chunk;
  } catch {
    // a cut body: nothing to answer to anyway
  }
}

/**
 * `PUT v1/fec-uploads/:uuid/file?expires&signature`: public, authorised by the URL's HMAC. The raw body is
 * streamed to storage and imported by the same code as a desktop upload (sniff, size, lines, billing
 * offer, analysis queued), for the key (or person) that prepared it — refused if revoked meanwhile. A second
 * PUT after reception answers 200 with the same FEC; never a second import.
 */
export async function receiveFecUploadFile(
  deps: ApiDeps,
  request: FastifyRequest,
  uuid: string,
  query: { expires?: string; signature?: string },
  body: Readable,
): Promise<{ status: number; body: ReturnType<typeof received> }> {
  const expires = checkSignature(deps, uuid, query);
  const upload = await findFecUpload(deps.db, uuid);
  if (!upload) throw notFound(MSG.fecUploadNotFound);
  if (upload.status === 'received') {
    await drainBody(body);
    return { status: 200, body: received(upload) };
  }
  const now = deps.now();
  if (expires * 1000 <= now.getTime() || new Date(upload.expires_at) <= now) {
    throw new ApiError(410, MSG.fecUploadExpired);
  }
  const claimed = await claimFecUpload(deps.db, uuid, now, new Date(now.getTime() - RECEIVING_STALE_MS));
  if (!claimed) {
    const again = await findFecUpload(deps.db, uuid);
    if (again?.status === 'received') {
      await drainBody(body);
      return { status: 200, body: received(again) };
    }
    throw new ApiError(409, MSG.fecUploadBusy);
  }
  let staged: Awaited<ReturnType<typeof receiveRawFile>>['file'] = null;
  try {
    const caller = claimed.api_key_uuid
      ? await callerForApiKeyUuid(deps, claimed.api_key_uuid)
      : await callerInAccount(deps.db, claimed.created_by ?? '', claimed.account_uuid);
    // The onSend hook audits the request as this caller's (a key's write is traced like any other).
    request.caller = caller;
    requireImport(caller);
    const metadata = (
      typeof claimed.metadata === 'string' ? JSON.parse(claimed.metadata) : claimed.metadata
    ) as StoredUploadMetadata;
    const form = checkUploadForm(claimed.file_name, metadata);
    if (form.errors.length) throw badRequest(MSG.invalidFields, form.errors);
    const account = caller.account.uuid;
    const got = await receiveRawFile(body, claimed.file_name, {
      storage: deps.storage,
      maxFiles: 1,
      maxFileBytes: deps.config.uploads.maxFileBytes,
      folderOf: (fec) => `fecs/${account}/${fec}`,
    });
    if (!got.file) throw badRequest(MSG.importNoValidFec, got.unreadable);
    staged = got.file;
    const [fec] = await recordImportedFecs(deps, caller, [staged], form.values, form.folderRef);
    await finishFecUpload(deps.db, uuid, { fecUuid: fec.uuid, analysisUuid: fec.analysis.uuid }, deps.now());
    return { status: 201, body: { fec_uuid: fec.uuid, analysis_uuid: fec.analysis.uuid } };
  } catch (error) {
    if (staged) await discardStaged(deps.storage, [staged]);
    await releaseFecUpload(deps.db, uuid);
    if (!body.readableEnded) await drainBody(body);
    throw error;
  }
}
