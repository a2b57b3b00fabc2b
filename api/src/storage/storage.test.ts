import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { storageFromConfig } from './index';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { TooLargeError, type Storage } from './storage';

const MiB = 1024 * 1024;

/** `total` bytes in chunks of 64 KiB, optionally failing after `failAfter` bytes. */
function bytes(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(n, 65 + ((sent / 65536) % 26));
      sent += n;
      this.push(chunk);
    },
  });
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function sha(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const c of stream) hash.update(c as Buffer);
  return hash.digest('hex');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

interface Adapter {
  storage: Storage;
  /** Files kept on disk by the backend (objects and any partial upload). */
  files(): Promise<string[]>;
}

function contract(name: string, setup: () => Promise<Adapter>, teardown: () => Promise<void>) {
  describe(`${name} storage`, () => {
    let a: Adapter;
    beforeAll(async () => {
      a = await setup();
    });
    afterAll(teardown);

    it('stores a stream and reads it back, with its size and SHA-256', async () => {
      const stored = await a.storage.put('fecs/acc/1/fec.txt', Readable.from([Buffer.from('JournalCode|')]));
      expect(stored).toEqual({
        key: 'fecs/acc/1/fec.txt',
        size: 12,
        sha256: createHash('sha256').update('JournalCode|').digest('hex'),
      });
      expect(await text(await a.storage.get('fecs/acc/1/fec.txt'))).toBe('JournalCode|');
      expect(await a.storage.exists('fecs/acc/1/fec.txt')).toBe(true);
      expect(await a.storage.exists('fecs/acc/1/other.txt')).toBe(false);
    });

    it('streams a body larger than one part and keeps it whole', async () => {
      const stored = await a.storage.put('big/file.bin', bytes(12 * MiB + 123));
      expect(stored.size).toBe(12 * MiB + 123);
      expect(await sha(await a.storage.get('big/file.bin'))).toBe(stored.sha256);
      const local = await a.storage.localPath('big/file.bin');
      expect((await stat(local.path)).size).toBe(12 * MiB + 123);
      await local.release();
      await a.storage.delete('big/file.bin');
      expect(await a.storage.exists('big/file.bin')).toBe(false);
    });

    it('refuses a body over maxBytes with a TooLargeError and leaves nothing', async () => {
      const before = await a.files();
      const error = await a.storage
        .put('fecs/acc/2/huge.txt', bytes(11 * MiB), { maxBytes: 6 * MiB })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TooLargeError);
      expect((error as TooLargeError).maxBytes).toBe(6 * MiB);
      expect(await a.storage.exists('fecs/acc/2/huge.txt')).toBe(false);
      expect(await a.files()).toEqual(before);
    });

    it('leaves nothing when the body fails midway', async () => {
      const before = await a.files();
      await expect(a.storage.put('fecs/acc/3/cut.txt', bytes(10 * MiB, 7 * MiB))).rejects.toThrow(
        'client went away',
      );
      expect(await a.storage.exists('fecs/acc/3/cut.txt')).toBe(false);
      expect(await a.files()).toEqual(before);
    });

    it('deletes a prefix and only that prefix', async () => {
      await a.storage.put('fecs/p1/a/x.txt', Readable.from(['x']));
      await a.storage.put('fecs/p1/b/y.txt', Readable.from(['y']));
      await a.storage.put('fecs/p2/a/z.txt', Readable.from(['z']));
      await a.storage.deletePrefix('fecs/p1/');
      expect(await a.storage.exists('fecs/p1/a/x.txt')).toBe(false);
      expect(await a.storage.exists('fecs/p1/b/y.txt')).toBe(false);
      expect(await a.storage.exists('fecs/p2/a/z.txt')).toBe(true);
    });

    it('deletes a prefix while objects are still being written under it (a report deleted mid-rendering)', async () => {
      for (let round = 0; round < 30; round++) {
        const prefix = `reports/acc/r${round}/`;
        const writes = Array.from({ length: 6 }, (_, i) =>
          a.storage.put(`${prefix}doc${i}.pdf`, bytes(64 * 1024 * (1 + i))).catch(() => null),
        );
        await new Promise((r) => setImmediate(r));
        await a.storage.deletePrefix(prefix);
        await Promise.all(writes);
        // What landed after the deletion is the writer's to remove (run-report.ts): a second pass empties it.
        await a.storage.deletePrefix(prefix);
        for (let i = 0; i < 6; i++) expect(await a.storage.exists(`${prefix}doc${i}.pdf`)).toBe(false);
      }
    });

    it('refuses keys and prefixes that would leave its folder', async () => {
      for (const bad of ['', '/', '..', '../x', 'a/../../x', '/etc/passwd', 'a//b']) {
        await expect(a.storage.deletePrefix(bad)).rejects.toThrow('invalid storage key');
        await expect(a.storage.put(bad, Readable.from(['x']))).rejects.toThrow('invalid storage key');
      }
      await expect(a.storage.get('../outside')).rejects.toThrow('invalid storage key');
      expect(await a.storage.exists('fecs/p2/a/z.txt')).toBe(true);
    });
  });
}

let localDir = '';
contract(
  'local',
  async () => {
    localDir = await mkdtemp(join(tmpdir(), 'fec-storage-test-'));
    const storage = localStorage(localDir);
    return { storage, files: () => listFiles(localDir) };
  },
  async () => {
    await rm(localDir, { recursive: true, force: true });
  },
);

let s3: S3StandIn;
contract(
  'S3 (s3rver)',
  async () => {
    s3 = await startS3StandIn();
    const storage = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: s3.credentials,
      partBytes: 5 * MiB,
    });
    // s3rver does not implement AbortMultipartUpload (answers 405), so the parts of an aborted upload
    // stay in its `._S3rver_uploads`; S3 frees them. Objects are what must not be left behind here;
    // the abort itself is checked below.
    return {
      storage,
      files: async () => (await s3.files()).filter((f) => !f.includes('._S3rver_uploads')),
    };
  },
  async () => {
    await s3?.close();
  },
);

describe('local storage writes', () => {
  it('never shows a partial file under the key while writing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fec-storage-atomic-'));
    try {
      const storage = localStorage(dir);
      const seen: boolean[] = [];
      let chunks = 0;
      const body = new Readable({
        async read() {
          if (chunks === 32) return this.push(null);
          if (chunks === 16) seen.push(await storage.exists('k/file.txt'));
          chunks++;
          this.push(Buffer.alloc(128 * 1024, 66));
        },
      });
      await storage.put('k/file.txt', body);
      expect(seen).toEqual([false]);
      const names = await readdir(join(dir, 'k'));
      expect(names).toEqual(['file.txt']);
      expect((await readFile(join(dir, 'k', 'file.txt'))).length).toBe(4 * MiB);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('S3 storage aborts', () => {
  it('aborts the multipart upload of a refused body', async () => {
    const standIn = await startS3StandIn('fec-abort-bucket');
    try {
      const { S3Client } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        endpoint: standIn.endpoint,
        region: 'eu-west-3',
        forcePathStyle: true,
        credentials: standIn.credentials,
      });
      const sent: string[] = [];
      const send = client.send.bind(client);
      client.send = ((command: { constructor: { name: string } }) => {
        sent.push(command.constructor.name);
        return send(command as never);
      }) as typeof client.send;
      const storage = s3Storage({ bucket: standIn.bucket, client, partBytes: 5 * MiB });
      await expect(
        storage.put('x/too-big.txt', bytes(8 * MiB), { maxBytes: 7 * MiB }),
      ).rejects.toBeInstanceOf(TooLargeError);
      expect(sent).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'AbortMultipartUploadCommand',
      ]);
      expect(await storage.exists('x/too-big.txt')).toBe(false);
    } finally {
      await standIn.close();
    }
  });
});

describe('storageFromConfig', () => {
  it('chooses the local folder or S3 from the configuration', () => {
    expect(storageFromConfig({ storage: { kind: 'local', dir: tmpdir() } }).kind).toBe('local');
    expect(
      storageFromConfig({
        storage: {
          kind: 's3',
          dir: '',
          bucket: 'b-bucket',
          region: 'eu-west-3',
          endpoint: 'http://127.0.0.1:1',
        },
      }).kind,
    ).toBe('s3');
    expect(() => storageFromConfig({ storage: { kind: 's3', dir: '' } })).toThrow('S3_BUCKET');
  });
});
