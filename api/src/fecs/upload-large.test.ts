import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { fecCount, storedFiles } from './testing';

const MB = 1024 * 1024;
const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise\n';

/**
 * A multipart body carrying one FEC of `bytes` bytes, produced line by line as it is sent (never held
 * in memory), with the hash of the file part computed on the way.
 */
function multipartFec(bytes: number, name: string) {
  const boundary = `----fec${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="terms_accepted"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  let sent = 0;
  let line = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new Readable({
    read() {
      if (stage === 'head') {
        stage = 'file';
        return void this.push(head);
      }
      if (stage === 'file') {
        const parts: string[] = [];
        let size = 0;
        if (sent === 0) {
          parts.push(HEADER);
          size += HEADER.length;
        }
        while (size < 256 * 1024) {
          line++;
          const l = `VE\tVentes\t${line}\t20230131\t411000\tClients\t\t\tF${line}\t20230131\tVente ${line}\t100,00\t0,00\t\t\t20230131\t\t\n`;
          parts.push(l);
          size += l.length;
        }
        let chunk = Buffer.from(parts.join(''));
        if (sent + chunk.length >= bytes) {
          chunk = chunk.subarray(0, bytes - sent);
          stage = 'tail';
        }
        sent += chunk.length;
        hash.update(chunk);
        return void this.push(chunk);
      }
      if (stage === 'tail') {
        stage = 'done';
        return void this.push(tail);
      }
      this.push(null);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sha256: () => hash.digest('hex') };
}

/**
 * Sends with node:http: Node 20's fetch (undici) with a streamed body held about the whole body in
 * array buffers on the client side here (measured: ~200 MB for 200 MB), which would hide the server's
 * own figure since both run in this process.
 */
async function sendLarge(h: ApiHarness, token: string, bytes: number) {
  const { body, contentType, sha256 } = multipartFec(bytes, 'grand.txt');
  const url = new URL(`${h.url}/api/v1/fecs`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { AccessToken: token, 'content-type': contentType },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  // The server may answer (413) before the body is all sent; it reads the rest, so this ends too.
  await pipeline(body, request);
  const { status, text } = await answer;
  return { status, body: JSON.parse(text) as Record<string, any>, sha256 }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let database: TestDatabase<unknown>;
beforeAll(async () => {
  database = await openApiTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('large uploads', () => {
  let h: ApiHarness;
  let owner: TestUser;
  afterEach(async () => {
    await h?.close();
  });

  it('streams a 200 MB FEC to storage with bounded memory', async () => {
    h = await startApiHarness(database, { queue: () => recordingQueue() });
    owner = await h.newOwner();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const res = await sendLarge(h, owner.accessToken, 200 * MB);
    clearInterval(sampler);
    expect(res.status).toBe(201);
    const fec = res.body.data.data[0];
    expect(fec.size).toBe(200 * MB);
    expect(fec.sha256).toBe(res.sha256());
    expect(fec.line_count).toBeGreaterThan(1_000_000);
    // Client and server share this process: both together stay far below the file's size.
    expect(peak - before).toBeLessThan(60 * MB);
  }, 180_000);

  it('refuses a file over the limit with 413 and leaves no row and no file', async () => {
    h = await startApiHarness(database, {
      queue: () => recordingQueue(),
      config: { uploads: { maxFileBytes: 20 * MB, maxFiles: 2 } },
    });
    owner = await h.newOwner();
    const res = await sendLarge(h, owner.accessToken, 25 * MB);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, message: 'Fichier volumineux (25 Mo / 20 Mo)' });
    expect(await fecCount(h)).toBe(0);
    expect(await storedFiles(h)).toEqual([]);
  }, 120_000);
});
