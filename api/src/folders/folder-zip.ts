import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Storage } from '../storage/storage';
import type { ZipEntry } from './folder-service';

/**
 * A zip of stored files, produced as it is sent: each file is opened from storage only when the zip
 * reaches it (one at a time), so neither memory nor open files grow with the folder.
 */
export function zipStream(storage: Storage, entries: ZipEntry[], log?: FastifyBaseLogger): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { mtime: entry.mtime, compress: true }, (callback) => {
      storage.get(entry.storageKey).then(
        (stream) => callback(null, stream),
        (error: unknown) => {
          log?.error({ err: error, key: entry.storageKey }, 'zip: stored file unreadable');
          callback(error, undefined as never);
        },
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
