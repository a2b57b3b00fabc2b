import type { ApiConfig } from '../config/config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { TooLargeError } from './storage';

/** The storage the configuration names: S3 when a bucket is configured, else the local folder. */
export function storageFromConfig(config: Pick<ApiConfig, 'storage'>): Storage {
  const s = config.storage;
  if (s.kind === 's3') {
    if (!s.bucket) throw new Error('S3_BUCKET is required for S3 storage.');
    return s3Storage({
      bucket: s.bucket,
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: s.forcePathStyle,
    });
  }
  return localStorage(s.dir);
}
