import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { writeGeneratedFec } from '../../../engine/src/index';
import { dropSchema, migrateSchema, openDatabase, type Database } from '../../../platform/db';
import type { ApiDb } from '../db/database';
import { apiMigrations } from '../db/migrations';
import { localStorage } from '../storage/local-storage';

/**
 * Kill the process during an analysis, start another: the analysis completes, nothing is lost.
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite on disk, opened by one process at a time.
 */
const url = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();
const WORKER = join(import.meta.dirname, 'testing', 'worker-process.ts');
const schema = `crash_${randomBytes(4).toString('hex')}`;
const LINES = 400_000;

let work: string;
let storageDir: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fec-crash-test-'));
  storageDir = join(work, 'storage');
  dataDir = join(work, 'pglite');
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (url) {
    const db = await open();
    await dropSchema(db.db, schema).catch(() => undefined);
    await dropSchema(db.db, `${schema}_jobs`).catch(() => undefined);
    await db.close();
  }
  await rm(work, { recursive: true, force: true });
});

const open = (): Promise<Database<unknown>> =>
  openDatabase<unknown>(url ? { url, maxConnections: 2 } : { dataDir });

/** Starts a worker process; resolves its events one by one. */
function startWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }),
      API_SCHEMA: schema,
      STORAGE_DIR: storageDir,
      STALE_AFTER_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      events.push(JSON.parse(line));
    } catch {
      return;
    }
    waiters.splice(0).forEach((w) => w());
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  async function until(msg: string, timeoutMs = 120_000) {
    const limit = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.msg === msg);
      if (found) return found;
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`worker exited before "${msg}"`);
      if (Date.now() > limit) throw new Error(`no "${msg}" from the worker`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  }
  return { child, events, until, exited };
}

it('resumes an analysis interrupted by SIGKILL in a new process, with full results', async () => {
  // A large FEC in storage, a FEC row and a waiting analysis (as left by the API before any job ran).
  const manifest = await writeGeneratedFec(join(work, 'big.txt'), { seed: 7, targetLines: LINES });
  const storage = localStorage(storageDir);
  const account = randomUUID();
  const fec = randomUUID();
  const analysis = randomUUID();
  const key = `fecs/${account}/${fec}/${manifest.fileName}`;
  const stored = await storage.put(key, createReadStream(join(work, 'big.txt')));

  let database = await open();
  await migrateSchema(database.db, schema, apiMigrations(schema));
  let db = (database.db as unknown as ApiDb).withSchema(schema) as ApiDb;
  await db
    .insertInto('accounts')
    .values({ uuid: account, name: 'Crash', features_in_account: '{}' })
    .execute();
  await db
    .insertInto('fecs')
    .values({
      uuid: fec,
      account_uuid: account,
      folder_uuid: null,
      owner_uuid: null,
      anonymous_token_hash: null,
      original_name: manifest.fileName,
      storage_key: key,
      size: stored.size,
      sha256: stored.sha256,
      line_count: null,
      company_name: null,
      siren: null,
      revenue_type: null,
      fiscal_start: null,
      fiscal_end: null,
      extra: '{}',
      status: 'waitstart',
      offer: null,
      locked: false,
      price_ht_cents: null,
    })
    .execute();
  await db
    .insertInto('analyses')
    .values({
      uuid: analysis,
      account_uuid: account,
      kind: 'single',
      fec_uuid: fec,
      fec_uuids: JSON.stringify([fec]),
      status: 'waitstart',
      attempts: 0,
      corrected_status: 'none',
      created_at: new Date(Date.now() - 60_000),
    })
    .execute();
  if (!url) await database.close(); // PGlite on disk: one process at a time

  // First process: the recovery sweep queues the analysis (it has no job), the worker starts it…
  const first = startWorker();
  await first.until('analysis started');
  await new Promise((r) => setTimeout(r, 1000)); // a few heartbeats, the engine mid-file
  expect(first.events.find((e) => e.msg === 'analysis finished')).toBeUndefined();
  first.child.kill('SIGKILL');
  await first.exited;

  if (url) {
    const row = await db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', analysis)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('inprogress');
    expect(row.heartbeat_at).not.toBeNull();
  }

  // …second process: the stale heartbeat puts it back in the queue and it runs to the end.
  const second = startWorker();
  const finished = await second.until('analysis finished');
  expect(finished).toMatchObject({ analysis, status: 'done' });
  const started = second.events.filter((e) => e.msg === 'analysis started');
  expect(started).toEqual([expect.objectContaining({ analysis, attempt: 2 })]);
  second.child.kill('SIGTERM');
  await second.exited;

  if (!url) {
    database = await open();
    db = (database.db as unknown as ApiDb).withSchema(schema) as ApiDb;
  }
  try {
    const row = await db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', analysis)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', error: null, attempts: 2 });
    expect((row.report as unknown as { format: { lines: number } }).format.lines).toBe(manifest.lineCount);
    const controls = await db
      .selectFrom('analysis_controls')
      .select('control_id')
      .where('analysis_uuid', '=', analysis)
      .execute();
    expect(controls.length).toBeGreaterThan(30);
    const f = await db.selectFrom('fecs').selectAll().where('uuid', '=', fec).executeTakeFirstOrThrow();
    expect(f).toMatchObject({ status: 'done', line_count: manifest.lineCount });
    expect(await storage.exists(`analyses/${analysis}/detail.csv`)).toBe(true);
  } finally {
    await database.close();
  }
}, 300_000);
