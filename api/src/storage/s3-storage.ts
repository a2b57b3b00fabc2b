import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { meter } from './local-storage';
import { checkKey, checkPrefix } from './keys';
import type { Storage, StoredObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** An S3-compatible endpoint (MinIO, a local stand-in); unset = AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset = the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bytes held in memory per part while streaming (S3's minimum part is 5 MiB). */
  partBytes?: number;
  client?: S3Client;
}

const MIN_PART = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3 bucket. A write streams through a multipart upload, one part in memory at a time
 * (a body smaller than one part is a single PutObject); the object exists only once the upload
 * completes, and a failed or oversized write aborts the upload, so nothing is left under the key.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const Bucket = options.bucket;
  const partBytes = Math.max(options.partBytes ?? 8 * 1024 * 1024, MIN_PART);
  const client =
    options.client ??
    new S3Client({
      region: options.region ?? 'eu-west-3',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });

  async function uploadStream(
    Key: string,
    body: Readable,
    maxBytes: number | undefined,
    ContentType: string | undefined,
  ): Promise<StoredObject> {
    const m = meter(maxBytes);
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;

    const flushPart = async () => {
      const Body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!uploadId) {
        const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const done = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ ETag: done.ETag, PartNumber });
    };

    try {
      await pipeline(body, m.stream, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= partBytes) await flushPart();
        }
      });
      if (!uploadId) {
        const Body = Buffer.concat(pending, pendingBytes);
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
      } else {
        if (pendingBytes > 0) await flushPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      }
    } catch (error) {
      pending = [];
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
    return { key: Key, ...m.result() };
  }

  return {
    kind: 's3',
    async put(key, body, opts = {}) {
      checkKey(key);
      return uploadStream(key, body, opts.maxBytes, opts.contentType);
    },
    async get(key) {
      checkKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable;
    },
    async localPath(key) {
      checkKey(key);
      const dir = await mkdtemp(join(tmpdir(), 'fec-s3-'));
      const path = join(dir, 'object');
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        await pipeline(object.Body as Readable, createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },
    async exists(key) {
      checkKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      checkPrefix(prefix);
      const Prefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
