/**
 * Scale out (issue 16): one web process (`npm run api`, API_ANALYSIS_WORKERS=0: it only queues) and two
 * worker processes (`npm run worker`) as real child processes on the same PostgreSQL database, the same
 * storage (a shared folder stands in for S3) and an outside identity pool (as AWS Cognito). Twenty FECs
 * go in through the web process' REST API; one worker is killed with SIGKILL while it holds an analysis;
 * all twenty end `done` exactly once.
 *
 * PostgreSQL only (DATABASE_URL): PGlite is one process' database, there is no scale-out to prove on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { writeGeneratedFec } from '../../../engine/src/index';
import { openTestDatabase, type TestDatabase } from '../../../platform/db';
import { freePort, startHarness, type Harness } from '../../../identity/src/testing/harness';
import { registeredUser, signIn, uniqueEmail } from '../../../identity/src/testing/flows';
import type { ApiDb } from '../db/database';

const url = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();
const describeOnPostgres = url ? describe : describe.skip;

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const FECS = 20;
const LINES = 20_000;
/** A dead worker's analysis runs elsewhere after this (its heartbeat beats every quarter of it). */
const STALE_AFTER_MS = 5000;

interface Proc {
  name: string;
  child: ChildProcess;
  /** pino's JSON lines, parsed. */
  events: Array<Record<string, unknown>>;
  output: () => string;
  /** Exited, and its output read to the end. */
  closed: Promise<void>;
  until(test: (e: Record<string, unknown>) => boolean, what: string, timeoutMs?: number): Promise<unknown>;
}

const children: Proc[] = [];
let database: TestDatabase<unknown>;
let identity: Harness;
let work: string;
let schema: string;
let db: ApiDb;

/** `node --import tsx api/src/server.ts`, as `npm run api` / `npm run worker` run it. */
function start(name: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATABASE_URL: url,
      API_SCHEMA: schema,
      STORAGE_DIR: join(work, 'storage'),
      API_SECRET_KEY: secretKey,
      IDENTITY_URL: identity.endpoint,
      IDENTITY_REGION: 'eu-west-3',
      IDENTITY_POOL_ID: identity.config.poolId,
      IDENTITY_WEB_CLIENT_ID: identity.web.id,
      IDENTITY_WEB_CLIENT_SECRET: identity.web.secret ?? '',
      IDENTITY_SSO_CLIENT_ID: identity.sso.id,
      IDENTITY_SSO_CLIENT_SECRET: identity.sso.secret ?? '',
      IDENTITY_ADMIN_ACCESS_KEY_ID: identity.config.admin.accessKeyId,
      IDENTITY_ADMIN_KEY: identity.config.admin.key,
      COMPANY_DIRECTORY_URL: 'off',
      API_ANALYSIS_STALE_AFTER_MS: String(STALE_AFTER_MS),
      API_ANALYSIS_SWEEP_MS: '1000',
      API_LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const events: Array<Record<string, unknown>> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    text += line + '\n';
    try {
      events.push(JSON.parse(line));
    } catch {
      // not a log line
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const closed = new Promise<void>((done) => child.once('close', () => done()));
  const proc: Proc = {
    name,
    child,
    events,
    output: () => text,
    closed,
    async until(test, what, timeoutMs = 60_000) {
      const limit = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(test);
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${name} exited before ${what}:\n${text}`);
        if (Date.now() > limit) throw new Error(`no ${what} from ${name}:\n${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  children.push(proc);
  return proc;
}

/** The output a process has written so far, read: nothing new for a while. */
async function drained(proc: Proc): Promise<void> {
  for (let seen = -1; seen !== proc.output().length;) {
    seen = proc.output().length;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * SIGKILLs `proc` while it holds an analysis (one it logged as started, still `inprogress` in the
 * database, frozen so that it cannot move on between the look and the kill) and returns that
 * analysis; waits for its next start when it holds none. Its output is read to the end first.
 */
async function killMidAnalysis(proc: Proc): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    proc.child.kill('SIGSTOP');
    await drained(proc);
    const done = new Set(proc.events.filter(finished).map((e) => e.analysis as string));
    const open = proc.events
      .filter(started)
      .map((e) => e.analysis as string)
      .filter((a) => !done.has(a));
    const running = open.length
      ? await db
          .selectFrom('analyses')
          .select('uuid')
          .where('uuid', 'in', open)
          .where('status', '=', 'inprogress')
          .execute()
      : [];
    if (running.length) {
      expect(running).toHaveLength(1); // one analysis at a time per worker
      proc.child.kill('SIGKILL');
      await proc.closed;
      return running[0]!.uuid;
    }
    const starts = proc.events.filter(started).length;
    proc.child.kill('SIGCONT');
    await proc.until(() => proc.events.filter(started).length > starts, 'its next analysis', 60_000);
  }
  throw new Error(`${proc.name} was never caught holding an analysis:\n${proc.output()}`);
}

const secretKey = randomBytes(32).toString('hex');
const started = (e: Record<string, unknown>) => e.msg === 'analysis started';
const finished = (e: Record<string, unknown>) => e.msg === 'analysis finished';

beforeAll(async () => {
  if (!url) return;
  database = await openTestDatabase<unknown>('scale');
  schema = `${database.schema}_api`;
  db = (database.database.db as unknown as ApiDb).withSchema(schema) as ApiDb;
  identity = await startHarness(database);
  work = await mkdtemp(join(tmpdir(), 'fec-scale-out-'));
});

afterAll(async () => {
  for (const p of children)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(children.map((p) => p.closed));
  if (!url) return;
  const root = database.database.db;
  await root.schema.dropSchema(schema).ifExists().cascade().execute();
  await root.schema.dropSchema(`${schema}_jobs`).ifExists().cascade().execute();
  await identity.close();
  await database.cleanup();
  await rm(work, { recursive: true, force: true });
});

describeOnPostgres('scale-out: a web process, two worker processes, one PostgreSQL', () => {
  it('runs 20 analyses submitted over REST exactly once, though a worker dies mid-job', async () => {
    // Twenty distinct small FECs (another seed, another company).
    const files = await Promise.all(
      Array.from({ length: FECS }, async (_, i) => {
        const m = await writeGeneratedFec(join(work, `fec-${i}.txt`), { seed: 1000 + i, targetLines: LINES });
        return { name: `${m.fileName}.txt`, content: await readFile(join(work, `fec-${i}.txt`)) };
      }),
    );

    // All three at once on an empty schema, as a deployment may start them: the migrations, pg-boss'
    // schema and its queues are each made once whoever comes first.
    const webPort = await freePort();
    const web = start('web', { API_PORT: String(webPort), API_ANALYSIS_WORKERS: '0' });
    const workers = [1, 2].map((n) =>
      start(`worker ${n}`, { API_ROLE: 'worker', API_PORT: '0', API_ANALYSIS_WORKERS: '1' }),
    );
    const [ready] = await Promise.all([
      Promise.all(workers.map((w) => w.until((e) => e.msg === 'Worker prêt', 'its ready line'))) as Promise<
        Array<{ url: string; workers: number }>
      >,
      web.until((e) => e.msg === 'API prête', 'its ready line'),
    ]);
    for (const r of ready) {
      expect(r.workers).toBe(1);
      // A worker answers its health check and nothing else.
      expect(await (await fetch(`${r.url}/health`)).json()).toEqual({ status: 'ok', role: 'worker' });
      expect((await fetch(`${r.url}/api/v1/users/me`)).status).toBe(404);
    }

    // A user signed in at the identity pool; the web process provisions them on their first call.
    const email = uniqueEmail('scale');
    await registeredUser(identity, email, 'motdepasse1');
    const tokens = await signIn(identity, email, 'motdepasse1');
    const api = `http://127.0.0.1:${webPort}/api`;
    const headers = { AccessToken: tokens.AccessToken };
    expect((await fetch(`${api}/v1/users/me`, { headers })).status).toBe(200);

    // Twenty analyses through the REST API, ten files per import (the per-request limit).
    const analyses: string[] = [];
    for (let i = 0; i < FECS; i += 10) {
      const form = new FormData();
      form.append('terms_accepted', 'true');
      for (const f of files.slice(i, i + 10)) form.append('file', new Blob([f.content]), f.name);
      const res = await fetch(`${api}/v1/fecs`, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { data: { data: Array<{ analysis: { uuid: string } }> } };
      expect(res.status).toBe(201);
      analyses.push(...body.data.data.map((f) => f.analysis.uuid));
    }
    expect(new Set(analyses).size).toBe(FECS);

    // The first worker to start an analysis is killed while it holds it. Its log lags what it does (a
    // pipe the loaded test process reads late), so it is frozen first (SIGSTOP: it can neither finish
    // nor write), its output drained, and the database asked what it holds; between two analyses, it
    // goes on and is caught at its next one.
    const victimIndex = await Promise.race(
      workers.map((w, i) => w.until(started, 'an analysis started', 120_000).then(() => i)),
    );
    const victim = workers[victimIndex]!;
    const survivor = workers[1 - victimIndex]!;
    const killed = await killMidAnalysis(victim);
    const doneByVictim = victim.events.filter(finished).map((e) => e.analysis as string);
    expect(doneByVictim).not.toContain(killed);
    const atKill = await db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', killed)
      .executeTakeFirstOrThrow();
    expect(atKill.status).toBe('inprogress');
    const killedJob = atKill.job_id!;

    // Everything ends: what the victim held runs again on the survivor once its heartbeat is stale.
    const until = Date.now() + 150_000;
    for (;;) {
      const rows = await db
        .selectFrom('analyses')
        .select(['uuid', 'status'])
        .where('uuid', 'in', analyses)
        .execute();
      if (rows.every((r) => r.status === 'done')) break;
      const wrong = rows.filter((r) => r.status === 'error' || r.status === 'postcondition');
      if (wrong.length) throw new Error(`analyses failed: ${JSON.stringify(wrong)}\n${survivor.output()}`);
      if (Date.now() > until)
        throw new Error(`still running: ${JSON.stringify(rows.filter((r) => r.status !== 'done'))}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    // Exactly once: one row per FEC, each analysis finished by exactly one worker run, and one set of
    // control results (no duplicate rows).
    const rows = await db.selectFrom('analyses').selectAll().where('uuid', 'in', analyses).execute();
    expect(rows).toHaveLength(FECS);
    const fecRows = await db
      .selectFrom('analyses')
      .select('fec_uuid')
      .where('account_uuid', '=', rows[0]!.account_uuid)
      .execute();
    expect(fecRows).toHaveLength(FECS);
    const finishes = [...doneByVictim, ...survivor.events.filter(finished).map((e) => e.analysis as string)];
    expect([...finishes].sort()).toEqual([...analyses].sort());
    for (const row of rows) {
      expect(row.status).toBe('done');
      expect((row.report as unknown as { format: { lines: number } }).format.lines).toBeGreaterThanOrEqual(
        LINES,
      );
      // One claim per run started (the victim's included), never a failed run.
      const runs = [...victim.events, ...survivor.events].filter(
        (e) => started(e) && e.analysis === row.uuid,
      );
      expect(row.attempts).toBe(runs.length);
      // A second run of another analysis only when the machine was so loaded that a live worker's
      // heartbeat went stale: then its late run was dropped (superseded) and only one counted.
      if (row.uuid !== killed && row.attempts > 1)
        expect(
          [...victim.events, ...survivor.events].some(
            (e) => e.msg === 'analysis superseded' && e.analysis === row.uuid,
          ),
        ).toBe(true);
    }
    expect(rows.find((r) => r.uuid === killed)!.attempts).toBeGreaterThanOrEqual(2);
    expect([...victim.events, ...survivor.events].filter((e) => e.msg === 'analysis failed')).toEqual([]);
    const duplicates = await db
      .selectFrom('analysis_controls')
      .select(['analysis_uuid', 'control_id', sql<number>`count(*)`.as('n')])
      .where('analysis_uuid', 'in', analyses)
      .groupBy(['analysis_uuid', 'control_id'])
      .having(sql<number>`count(*)`, '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
    const perAnalysis = await db
      .selectFrom('analysis_controls')
      .select(['analysis_uuid', sql<number>`count(*)`.as('n')])
      .where('analysis_uuid', 'in', analyses)
      .groupBy('analysis_uuid')
      .execute();
    expect(perAnalysis).toHaveLength(FECS);
    expect(new Set(perAnalysis.map((r) => Number(r.n))).size).toBe(1); // every analysis: the same catalogue

    // The interrupted analysis was re-queued as a new pg-boss job, which the survivor completed; the
    // dead worker's job is left to pg-boss' expiry (a no-op then: the analysis is done).
    const retried = rows.find((r) => r.uuid === killed)!;
    expect(retried.job_id).not.toBe(killedJob);
    const jobs = await sql<{ id: string; state: string }>`
      select id::text, state::text from ${sql.table(`${schema}_jobs.job`)}
      where id::text in (${killedJob}, ${retried.job_id})`.execute(database.database.db);
    const state = Object.fromEntries(jobs.rows.map((j) => [j.id, j.state]));
    expect(state).toEqual({ [killedJob]: 'active', [retried.job_id!]: 'completed' });
    expect(survivor.events.filter(started).some((e) => e.analysis === killed)).toBe(true);

    // The web process ran none of them.
    expect(web.events.filter(started)).toEqual([]);
  }, 240_000);
});
