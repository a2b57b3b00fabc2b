import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  directory: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Every file s3rver keeps on disk (objects, and parts of unfinished multipart uploads). */
  files(): Promise<string[]>;
  close(): Promise<void>;
}

/** Tests only: s3rver on an ephemeral port with one bucket, its files in a temporary folder. */
export async function startS3StandIn(bucket = 'fec-test-bucket'): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 'fec-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    // s3rver's own fixed key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async files() {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
