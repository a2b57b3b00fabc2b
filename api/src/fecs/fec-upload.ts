import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage';
import { TooLargeError } from '../storage/storage';
import { ApiError, badRequest, type FieldError } from '../http/errors';
import { MSG } from '../http/messages';
import { forbiddenCharactersError, hasForbiddenCharacters } from '../http/text-input';
import { SNIFF_BYTES, sniffFec } from './fec-sniff';
import { acceptedFileName, humanSize, sanitiseFileName } from './import-rules';

/** A file written to storage during an upload, not yet recorded in the database. */
export interface StagedFile {
  uuid: string;
  originalName: string;
  storageKey: string;
  size: number;
  sha256: string;
  /** Entry lines (lines after the header), counted on the way. */
  lineCount: number;
}

export interface ReceivedUpload {
  /** Empty when a file was unreadable: nothing of a refused upload stays in storage. */
  files: StagedFile[];
  /** Form fields by name (the last value wins). */
  fields: Record<string, string>;
  /** Files that cannot be a FEC (field: the file's name, message: why, in French). */
  unreadable: FieldError[];
}

export interface UploadOptions {
  storage: Storage;
  maxFiles: number;
  maxFileBytes: number;
  /** Storage folder for one FEC (`fecs/<account>/<uuid>`). */
  folderOf: (uuid: string) => string;
}

/** Counts lines as bytes pass ('\n', and a last line without one). */
function lineCounter() {
  let newlines = 0;
  let last = -1;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
      if (chunk.length) last = chunk[chunk.length - 1];
      callback(null, chunk);
    },
  });
  const lines = () => newlines + (last !== -1 && last !== 10 ? 1 : 0);
  return { stream, entryLines: () => Math.max(0, lines() - 1) };
}

/**
 * A broken multipart body (no boundary, cut short, a limit passed) is the client's fault: a French 4xx,
 * never a 500. Errors without a status are the multipart parser's (busboy's) own.
 */
function malformedUpload(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 413 ? new ApiError(413, MSG.bodyTooLarge) : new ApiError(400, MSG.badData);
}

/** The parts of a multipart request; the parser's own failures become French 4xx answers. */
async function* partsOf(request: FastifyRequest) {
  try {
    yield* request.parts();
  } catch (error) {
    throw malformedUpload(error);
  }
}

/** Reads and discards what is left of a stream, counting it. */
async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  try {
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
  } catch (error) {
    throw malformedUpload(error);
  }
  return bytes;
}

/** The first bytes of a file part, read before anything is stored. */
interface Head {
  chunks: Buffer[];
  size: number;
  /** The whole file is in `chunks`. */
  ended: boolean;
}

/**
 * Reads a part until SNIFF_BYTES are in or it ends, then pauses it: the rest is streamed to storage
 * only if the head can be a FEC.
 */
function readHead(source: Readable): Promise<Head> {
  return new Promise((resolve, reject) => {
    const head: Head = { chunks: [], size: 0, ended: false };
    const settle = (error?: unknown) => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', settle);
      source.off('close', onClose);
      if (error) reject(malformedUpload(error));
      else resolve(head);
    };
    const onData = (chunk: Buffer) => {
      head.chunks.push(chunk);
      head.size += chunk.length;
      if (head.size >= SNIFF_BYTES) {
        source.pause();
        settle();
      }
    };
    const onEnd = () => {
      head.ended = true;
      settle();
    };
    // Destroyed before its end: the request was cut (busboy may have destroyed the part already).
    const onClose = () => settle(source.errored ?? new Error('file part closed early'));
    if (source.destroyed) return onClose();
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', settle);
    source.once('close', onClose);
  });
}

/** Removes files staged by a request that will not be recorded. */
export async function discardStaged(storage: Storage, files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.storageKey).catch(() => undefined)));
}

/**
 * Streams the files of a multipart request to storage, one at a time and never whole in memory, and
 * collects its fields. The first bytes of each file are looked at before anything is stored: a file
 * that cannot be a FEC (empty, binary, no header line) is named in `unreadable`, every later file is
 * still looked at (so all bad files are named) but none is stored any more, and what was stored is
 * removed. Other refusals (extension, size, count) end the reading: the refusal is remembered while the
 * rest of the request is read and discarded, so the client always gets a clean answer; then every file
 * already written is removed and the refusal thrown. Either way a refused upload leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(MSG.importAtLeastOne);
  const files: StagedFile[] = [];
  const fields: Record<string, string> = {};
  const unreadable: FieldError[] = [];
  let refusal: ApiError | null = null;
  let fileCount = 0;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        // The form's fields are text inputs like a JSON body's (http/text-input.ts); its files are not.
        if (
          !refusal &&
          (hasForbiddenCharacters(part.fieldname) || hasForbiddenCharacters(String(part.value)))
        ) {
          refusal = forbiddenCharactersError(part.fieldname);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      fileCount++;
      if (refusal) {
        await drain(part.file);
        continue;
      }
      const name = (part.filename ?? '').trim();
      if (fileCount > options.maxFiles) {
        refusal = badRequest(MSG.importTooMany(options.maxFiles));
      } else {
        refusal = fileNameRefusal(name);
      }
      if (refusal) {
        await drain(part.file);
        continue;
      }
      const head = await readHead(part.file);
      const verdict = sniffFec(Buffer.concat(head.chunks, head.size), head.ended);
      if (!verdict.ok) unreadable.push({ field: name, message: verdict.reason });
      if (unreadable.length) {
        if (!head.ended) await drain(part.file);
        continue;
      }
      const staged = await storeFile(head, part.file, name, options);
      if (staged instanceof ApiError) refusal = staged;
      else files.push(staged);
    }
  } catch (error) {
    await discardStaged(options.storage, files);
    throw error;
  }
  if (refusal) {
    await discardStaged(options.storage, files);
    throw refusal;
  }
  if (fileCount === 0) throw badRequest(MSG.importAtLeastOne);
  if (unreadable.length) {
    await discardStaged(options.storage, files);
    return { files: [], fields, unreadable };
  }
  return { files, fields, unreadable };
}

/**
 * One file to storage: its head (already read), then the rest of the part. A refusal is returned (the
 * rest of the file drained), a failure thrown.
 */
async function storeFile(
  head: Head,
  source: Readable,
  originalName: string,
  options: UploadOptions & { uuid?: string },
) {
  const uuid = options.uuid ?? randomUUID();
  const storageKey = `${options.folderOf(uuid)}/${sanitiseFileName(originalName)}`;
  const lines = lineCounter();
  let received = head.size;
  let sourceError: unknown = null;
  for (const chunk of head.chunks) lines.stream.write(chunk);
  const onData = (chunk: Buffer) => (received += chunk.length);
  if (head.ended) lines.stream.end();
  else {
    source.on('data', onData);
    // `pipe`, not `pipeline`: a refused write must leave the part readable so it can be drained.
    source.once('error', (error) => {
      sourceError = error;
      lines.stream.destroy(error);
    });
    source.pipe(lines.stream);
    // Cut between the head and here: nothing more will come, and no 'error' either.
    if (source.destroyed && !source.readableEnded) {
      sourceError = source.errored ?? new Error('file part closed early');
      lines.stream.destroy(sourceError as Error);
    }
  }
  try {
    const stored = await options.storage.put(storageKey, lines.stream, {
      maxBytes: options.maxFileBytes,
      contentType: 'text/plain',
    });
    return {
      uuid,
      originalName,
      storageKey,
      size: stored.size,
      sha256: stored.sha256,
      lineCount: lines.entryLines(),
    } satisfies StagedFile;
  } catch (error) {
    if (sourceError) throw malformedUpload(sourceError);
    if (!head.ended) {
      source.unpipe(lines.stream);
      await drain(source);
      source.off('data', onData);
    }
    if (error instanceof TooLargeError) {
      return new ApiError(413, MSG.importTooLarge(humanSize(received), humanSize(options.maxFileBytes)));
    }
    throw new ApiError(502, MSG.importStorage);
  }
}

/**
 * One file that arrives as a stream rather than in a multipart form (a connector's export): the same
 * path as each file of an upload — its head sniffed before anything is stored, then streamed to storage
 * under `folderOf(uuid)` with its size limit, SHA-256 and lines counted. Throws the upload's French
 * refusals (400 not a FEC, 413 too large, 502 storage); nothing is left in storage then.
 */
export async function stageStream(
  source: Readable,
  originalName: string,
  options: UploadOptions & { uuid?: string },
): Promise<StagedFile> {
  const head = await readHead(source);
  const verdict = sniffFec(Buffer.concat(head.chunks, head.size), head.ended);
  if (!verdict.ok) {
    source.destroy();
    throw badRequest(verdict.reason, [{ field: originalName, message: verdict.reason }]);
  }
  const staged = await storeFile(head, source, originalName, options);
  if (staged instanceof ApiError) throw staged;
  return staged;
}

/** The longest file name kept (the `fecs.original_name` the table shows). */
const FILE_NAME_MAX = 255;

/**
 * Why a file name cannot be imported (control characters, extension, markup, length), with the form's
 * messages; null if fine.
 */
export function fileNameRefusal(name: string): ApiError | null {
  if (hasForbiddenCharacters(name)) return forbiddenCharactersError('file');
  if (!acceptedFileName(name)) return badRequest(MSG.importExtension);
  if (/[<>]/.test(name)) {
    return badRequest(MSG.htmlCharacters, [{ field: 'file', message: MSG.htmlCharacters }]);
  }
  if (name.length > FILE_NAME_MAX) {
    const message = MSG.fileNameTooLong(FILE_NAME_MAX);
    return badRequest(message, [{ field: 'file', message }]);
  }
  return null;
}

/**
 * One file sent as a raw body (a partner's `PUT` on a signed upload URL) to storage, with the same steps
 * as each file of a multipart upload: name rules, the head sniffed before anything is stored, size metered,
 * lines counted. Unreadable → `unreadable` (nothing stored); other refusals thrown after the body is read.
 */
export async function receiveRawFile(
  source: Readable,
  originalName: string,
  options: UploadOptions,
): Promise<{ file: StagedFile | null; unreadable: FieldError[] }> {
  const name = originalName.trim();
  const refusal = fileNameRefusal(name);
  if (refusal) {
    await drain(source);
    throw refusal;
  }
  const head = await readHead(source);
  const verdict = sniffFec(Buffer.concat(head.chunks, head.size), head.ended);
  if (!verdict.ok) {
    if (!head.ended) await drain(source);
    return { file: null, unreadable: [{ field: name, message: verdict.reason }] };
  }
  const staged = await storeFile(head, source, name, options);
  if (staged instanceof ApiError) throw staged;
  return { file: staged, unreadable: [] };
}
