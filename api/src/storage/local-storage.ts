import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix } from './keys';
import { TooLargeError, type Storage, type StoredObject } from './storage';

/** Counts and hashes bytes as they pass; fails past `maxBytes`. */
export function meter(maxBytes: number | undefined) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return callback(new TooLargeError(size, maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Files in a local folder. A write goes to a temporary name and is renamed when complete, so a failed
 * or aborted upload never leaves a partial object under its key.
 */
export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body, options = {}): Promise<StoredObject> {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      const m = meter(options.maxBytes);
      try {
        await pipeline(body, m.stream, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, ...m.result() };
    },
    async get(key) {
      const path = pathOf(key);
      await access(path);
      return createReadStream(path) as Readable;
    },
    async localPath(key) {
      const path = pathOf(key);
      await access(path);
      return { path, release: async () => undefined };
    },
    async exists(key) {
      return access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      // Same guard as for keys: an empty, absolute or `..` prefix would reach outside the folder.
      checkPrefix(prefix);
      // A writer still at work under the prefix (a report deleted while it renders) may add a file while
      // the folder is emptied: its removal then fails with ENOTEMPTY, which Node retries.
      await rm(pathOf(prefix.replace(/\/$/, '')), {
        recursive: true,
        force: true,
        maxRetries: 10,
        retryDelay: 10,
      });
    },
  };
}
