import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Where files live: a local folder by default, S3 when configured. Writes are streamed (a FEC is never
 * held in memory whole) and either complete or leave nothing behind.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` to `key`. `maxBytes`: the write is aborted with a `TooLargeError` past this size,
   * and the partial object removed.
   */
  put(
    key: string,
    body: Readable,
    options?: { maxBytes?: number; contentType?: string },
  ): Promise<StoredObject>;
  get(key: string): Promise<Readable>;
  /** A local path to read the object from (the local folder itself, or a temporary copy for S3). */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

export class TooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}
