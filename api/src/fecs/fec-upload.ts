import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage';
import { TooLargeError } from '../storage/storage';
import { ApiError, badRequest } from '../http/errors';
import { MSG } from '../http/messages';
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
  files: StagedFile[];
  /** Form fields by name (the last value wins). */
  fields: Record<string, string>;
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

/** Reads and discards what is left of a stream, counting it. */
async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

/** Removes files staged by a request that will not be recorded. */
export async function discardStaged(storage: Storage, files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.storageKey).catch(() => undefined)));
}

/**
 * Streams the files of a multipart request to storage, one at a time and never whole in memory, and
 * collects its fields. The first refusal (extension, size, count) is remembered while the rest of the
 * request is read and discarded, so the client always gets a clean answer; then every file already
 * written is removed and the refusal thrown: a refused upload leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(MSG.importAtLeastOne);
  const files: StagedFile[] = [];
  const fields: Record<string, string> = {};
  let refusal: ApiError | null = null;
  let fileCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
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
      } else if (!acceptedFileName(name)) {
        refusal = badRequest(MSG.importExtension);
      } else if (/[<>]/.test(name) || name.length > 255) {
        refusal = badRequest(MSG.htmlCharacters, [{ field: 'file', message: MSG.htmlCharacters }]);
      }
      if (refusal) {
        await drain(part.file);
        continue;
      }
      const staged = await storeFile(part.file, name, options);
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
  return { files, fields };
}

/** One file to storage; a refusal is returned (the rest of the file drained), a failure thrown. */
async function storeFile(source: Readable, originalName: string, options: UploadOptions) {
  const uuid = randomUUID();
  const storageKey = `${options.folderOf(uuid)}/${sanitiseFileName(originalName)}`;
  const lines = lineCounter();
  let received = 0;
  let sourceError: unknown = null;
  const onData = (chunk: Buffer) => (received += chunk.length);
  source.on('data', onData);
  // `pipe`, not `pipeline`: a refused write must leave the part readable so it can be drained.
  source.once('error', (error) => {
    sourceError = error;
    lines.stream.destroy(error);
  });
  source.pipe(lines.stream);
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
    if (sourceError) throw sourceError;
    source.unpipe(lines.stream);
    await drain(source);
    source.off('data', onData);
    if (error instanceof TooLargeError) {
      return new ApiError(413, MSG.importTooLarge(humanSize(received), humanSize(options.maxFileBytes)));
    }
    throw new ApiError(502, MSG.importStorage);
  }
}
