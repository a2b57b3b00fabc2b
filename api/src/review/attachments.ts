import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { FINDING_KEY_PATTERN } from '../../../engine/src/index';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { sanitiseFileName } from '../fecs/import-rules';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { forbiddenCharactersError, hasForbiddenCharacters } from '../http/text-input';
import {
  attachmentByUuid,
  deleteAttachmentRow,
  ensureItem,
  insertAttachment,
  type AttachmentRow,
} from './attachment-store';
import { ATTACHMENT_REASONS, sniffAttachment } from './attachment-sniff';
import { assertNotSignedOff, dossierOfAnalysis, requireDossierReader } from './dossiers';
import { keyedFindings } from './findings';
import { actorOf, attachmentView, requireControlRows, requireReviewable } from './review-service';
import { itemsByUuids, lockDossier, peopleByUuids } from './review-store';

/**
 * The evidence behind a justification (issue 37 item 4): files attached to a review item — a control's or a
 * finding's review in its dossier, so they follow the dossier across re-runs, corrected and re-imported FECs.
 * Reading (the list, a download) is whoever may read the review: the analysis' readers with
 * `analysis.review.read`; adding and removing is whoever may write it (`analysis.review.write`), never while
 * the dossier's review is signed off. Each file is read whole (10 Mo at most), sniffed from its bytes, then
 * stored through the storage port; a refused file leaves nothing behind (no object, no row). Both writes are
 * audited (`review.attachment.add|remove <uuid>`).
 */

type Deps = Pick<ApiDeps, 'db' | 'now' | 'storage'>;

/** The longest file name kept (as for FECs). */
const FILE_NAME_MAX = 255;

/** Storage folder of one attachment. */
export const attachmentPrefix = (accountUuid: string, uuid: string) => `review/${accountUuid}/${uuid}`;

function requireCan(ok: boolean | undefined, message?: string): void {
  if (!ok) throw forbidden(message);
}

/** Why a file name cannot be kept (control characters, markup, length); null if fine. */
function nameRefusal(name: string): ApiError | null {
  if (!name)
    return badRequest(MSG.reviewAttachmentMissing, [{ field: 'file', message: MSG.reviewAttachmentMissing }]);
  if (hasForbiddenCharacters(name)) return forbiddenCharactersError('file');
  if (/[<>]/.test(name))
    return badRequest(MSG.htmlCharacters, [{ field: 'file', message: MSG.htmlCharacters }]);
  if (name.length > FILE_NAME_MAX) {
    const message = MSG.fileNameTooLong(FILE_NAME_MAX);
    return badRequest(message, [{ field: 'file', message }]);
  }
  return null;
}

/** A broken multipart body (or a limit passed) is the client's fault: a French 4xx, never a 500. */
function malformed(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { statusCode?: unknown; code?: unknown } | null;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, ATTACHMENT_REASONS.tooLarge);
  if (e?.code === 'FST_FILES_LIMIT') return badRequest(MSG.reviewAttachmentOneFile);
  return e?.statusCode === 413 ? new ApiError(413, MSG.bodyTooLarge) : new ApiError(400, MSG.badData);
}

/**
 * The one file of a multipart request, whole in memory (the multipart limit stops it at 10 Mo), and its name.
 * Fields are checked like text inputs; a refusal is thrown once the request has been read.
 */
async function receiveFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(MSG.reviewAttachmentMissing);
  let file: { name: string; bytes: Buffer } | null = null;
  let refusal: ApiError | null = null;
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (
          !refusal &&
          (hasForbiddenCharacters(part.fieldname) || hasForbiddenCharacters(String(part.value)))
        ) {
          refusal = forbiddenCharactersError(part.fieldname);
        }
        continue;
      }
      files++;
      if (files > 1) refusal ??= badRequest(MSG.reviewAttachmentOneFile);
      const name = (part.filename ?? '').trim();
      if (!refusal) refusal = nameRefusal(name);
      if (refusal) {
        for await (const chunk of part.file) void chunk;
        continue;
      }
      try {
        file = { name, bytes: await part.toBuffer() };
      } catch (error) {
        refusal = malformed(error);
      }
    }
  } catch (error) {
    throw malformed(error);
  }
  if (refusal) throw refusal;
  if (!file)
    throw badRequest(MSG.reviewAttachmentMissing, [{ field: 'file', message: MSG.reviewAttachmentMissing }]);
  return file;
}

async function viewOf(deps: Deps, row: AttachmentRow) {
  return attachmentView(row, await peopleByUuids(deps.db, [row.uploaded_by]));
}

/**
 * Attaches a file to the review of a control (`findingKey` null) or of one of its findings, in the analysis'
 * dossier; the item is created « À examiner » if nobody has touched it yet. Everything that can be checked
 * before the file is read is (rights, analysis, control, finding, sign-off); the file is then sniffed before
 * it is stored, and removed again if the row cannot be written.
 */
export async function addAttachment(
  deps: Deps,
  request: FastifyRequest,
  caller: Caller,
  analysisUuid: string,
  controlId: string,
  findingKey: string | null,
) {
  requireCan(caller.can.analysis?.review?.write, MSG.reviewWriteForbidden);
  const { db } = deps;
  const { analysis, locked } = await requireReviewable(db, caller, analysisUuid);
  const control = await requireControlRows(db, analysisUuid, controlId);
  let finding: unknown = null;
  if (findingKey) {
    if (locked) throw forbidden(MSG.reviewFindingsLocked);
    const found = FINDING_KEY_PATTERN.test(findingKey)
      ? keyedFindings(control.control_id, control.rows).find((f) => f.key === findingKey)
      : undefined;
    if (!found) {
      throw badRequest(MSG.reviewFindingNotFound, [
        { field: 'finding_key', message: MSG.reviewFindingNotFound },
      ]);
    }
    finding = found.row;
  }
  const known = await dossierOfAnalysis(db, analysis, false);
  if (known) await assertNotSignedOff(db, known);

  const file = await receiveFile(request);
  const verdict = sniffAttachment(file.name, file.bytes);
  if (!verdict.ok) throw badRequest(verdict.reason, [{ field: 'file', message: verdict.reason }]);

  const uuid = randomUUID();
  const key = `${attachmentPrefix(caller.account.uuid, uuid)}/${sanitiseFileName(file.name)}`;
  let stored;
  try {
    stored = await deps.storage.put(key, Readable.from([file.bytes]), {
      maxBytes: file.bytes.length,
      contentType: verdict.kind.contentType,
    });
  } catch {
    await deps.storage.delete(key).catch(() => undefined);
    throw new ApiError(502, MSG.reviewAttachmentStorage);
  }
  const actor = actorOf(caller);
  try {
    const dossier = (await dossierOfAnalysis(db, analysis, true))!;
    await db.transaction().execute(async (trx) => {
      await lockDossier(trx, dossier);
      await assertNotSignedOff(trx, dossier);
      const item = await ensureItem(trx, {
        dossierUuid: dossier,
        accountUuid: caller.account.uuid,
        controlId: control.control_id,
        key: findingKey ?? '',
        finding,
      });
      await insertAttachment(trx, {
        uuid,
        item_uuid: item,
        account_uuid: caller.account.uuid,
        file_name: file.name,
        content_type: verdict.kind.contentType,
        size: stored.size,
        sha256: stored.sha256,
        storage_key: key,
        uploaded_by: actor.userUuid,
        impersonator_uuid: actor.impersonatorUuid,
        api_key_uuid: actor.apiKeyUuid,
        analysis_uuid: analysisUuid,
        uploaded_at: deps.now(),
      });
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await audit(db, request, `review.attachment.add ${uuid}`, 201, undefined, file.name);
  return viewOf(deps, (await attachmentByUuid(db, uuid))!);
}

/** An attachment of the caller's account whose dossier the caller may read; 403 otherwise, 404 unknown. */
async function requireReadable(deps: Deps, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.review?.read);
  const row = await attachmentByUuid(deps.db, uuid);
  if (!row) throw notFound(MSG.reviewAttachmentNotFound);
  if (row.account_uuid !== caller.account.uuid) throw forbidden(MSG.fecForbidden);
  const [item] = await itemsByUuids(deps.db, [row.item_uuid]);
  if (!item) throw notFound(MSG.reviewAttachmentNotFound);
  await requireDossierReader(deps.db, caller, item.dossier_uuid);
  return { row, item };
}

/** The attachment's view (for the gateway after a write). */
export async function getAttachment(deps: Deps, caller: Caller, uuid: string) {
  const { row } = await requireReadable(deps, caller, uuid);
  return viewOf(deps, row);
}

/** The file, to stream with its sniffed content type. */
export async function attachmentDownload(deps: Deps, caller: Caller, uuid: string) {
  const { row } = await requireReadable(deps, caller, uuid);
  let stream;
  try {
    stream = await deps.storage.get(row.storage_key);
  } catch {
    throw notFound(MSG.reviewAttachmentNotFound);
  }
  return { name: row.file_name, size: Number(row.size), contentType: row.content_type, stream };
}

/** Removes an attachment (row, then its file). Refused while the dossier's review is signed off. Audited. */
export async function deleteAttachment(deps: Deps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.review?.write, MSG.reviewWriteForbidden);
  const { row, item } = await requireReadable(deps, caller, uuid);
  await deps.db.transaction().execute(async (trx) => {
    await lockDossier(trx, item.dossier_uuid);
    await assertNotSignedOff(trx, item.dossier_uuid);
    await deleteAttachmentRow(trx, uuid);
  });
  await deps.storage.deletePrefix(attachmentPrefix(row.account_uuid, row.uuid)).catch((error: unknown) => {
    request.log.warn({ err: error, key: row.storage_key }, 'attachment file not removed');
  });
  await audit(deps.db, request, `review.attachment.remove ${uuid}`, 200, undefined, row.file_name);
  return { uuid };
}
