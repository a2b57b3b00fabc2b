/**
 * A first `npm start` killed at any moment must start again (issue #10, finding 8): the product runs as
 * a child process (`node --import tsx product/src/main.ts`, as `npm start` does) on PGlite on disk in a
 * temporary folder, and is killed with SIGKILL — no clean-up, as a crash or `kill -9`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../identity/src/testing/harness';
import type { SeedStep } from './seed-demo';

const ROOT = resolve(__dirname, '..', '..');
const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fec-first-start-'));
  dirs.push(dir);
  // A stand-in client build: this test is about the server's start.
  await mkdir(join(dir, 'dist'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

interface Run {
  url: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function start(dir: string, extra: Record<string, string> = {}): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'product/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      PGLITE_DATA_DIR: join(dir, 'pglite'),
      STORAGE_DIR: join(dir, 'storage'),
      DATA_DIR: dir,
      API_LOG_LEVEL: 'warn',
      IDENTITY_SCRYPT_N: '1024',
      CLIENT_BUILD: 'false',
      CLIENT_DIST: join(dir, 'dist'),
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      done({ code, signal });
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exit };
}

/** Waits for the start to finish (the ready line with the demo account), or fails with its output. */
async function ready(run: Run): Promise<{ email: string; password: string }> {
  const exited = run.exit.then((e) => {
    throw new Error(`the product exited (${JSON.stringify(e)}):\n${run.output()}`);
  });
  const printed = (async () => {
    for (;;) {
      const match = /Compte de démonstration : (\S+) \/ (\S+)/.exec(run.output());
      if (match) return { email: match[1], password: match[2] };
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return Promise.race([printed, exited]);
}

async function gql<T>(url: string, query: string, cookie = '') {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  return { ...body, cookies: response.headers.getSetCookie() };
}

/** The started product answers, and the demo account signs in with the printed password and sees its FEC. */
async function expectWorkingDemo(run: Run, dir: string) {
  const demo = await ready(run);
  expect(demo.email).toBe('demo@fec-analyse.fr');
  const saved = JSON.parse(await readFile(join(dir, 'demo-account.json'), 'utf8')) as {
    password: string;
    complete: boolean;
  };
  expect(saved).toMatchObject({ password: demo.password, complete: true });
  expect((await fetch(`${run.url}/health`)).status).toBe(200);

  const signIn = await gql<{ signIn: { connected: boolean } }>(
    run.url,
    `mutation { signIn(email: "${demo.email}", password: "${demo.password}") { connected } }`,
  );
  expect(signIn.errors).toBeUndefined();
  expect(signIn.data.signIn.connected).toBe(true);
  const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ');
  const page = await gql<{
    me: { nbFec: number; currentAccount: { name: string } };
    folder: {
      children: { name: string; fecs: { items: { latestAnalysis: { status: string } | null }[] } }[];
    };
  }>(
    run.url,
    `{ me { nbFec currentAccount { name } }
       folder(uuid: "-1") { children { name fecs { items { latestAnalysis { status } } } } } }`,
    cookie,
  );
  expect(page.errors).toBeUndefined();
  expect(page.data.me).toEqual({ nbFec: 1, currentAccount: { name: 'Cabinet Démo' } });
  expect(page.data.folder.children.map((f) => f.name)).toEqual(['Exercice 2024']);
  expect(page.data.folder.children[0].fecs.items).toHaveLength(1);
  expect(page.data.folder.children[0].fecs.items[0].latestAnalysis).not.toBeNull();
  // One FEC stored, whatever the number of attempts.
  const fecs = (await readdir(join(dir, 'storage', 'fecs'), { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile(),
  );
  expect(fecs.map((f) => f.name)).toEqual([expect.stringMatching(/FEC20241231\.txt$/)]);
}

async function stop(run: Run) {
  run.child.kill('SIGTERM');
  await run.exit;
}

describe('an interrupted first start (issue #10, finding 8)', () => {
  it('killed after one seed step after another, each start carries on, and the last one serves the demo account', async () => {
    const dir = await dataDir();
    // 'password': the state of the issue (the pool knows the user, the product does not).
    const steps: SeedStep[] = ['identity-user', 'password', 'fec-file', 'analysis'];
    let password: string | undefined;
    for (const step of steps) {
      const run = await start(dir, { SEED_DEMO_KILL_AFTER: step });
      const exit = await run.exit;
      expect([step, exit.signal]).toEqual([step, 'SIGKILL']);
      // The password was written down first, and every later attempt keeps it.
      const saved = JSON.parse(await readFile(join(dir, 'demo-account.json'), 'utf8')) as {
        password: string;
        complete: boolean;
      };
      expect(saved.complete).toBe(false);
      password ??= saved.password;
      expect(saved.password).toBe(password);
    }
    const run = await start(dir);
    await expectWorkingDemo(run, dir);
    expect((await ready(run)).password).toBe(password);
    await stop(run);
  }, 600_000);

  it('killed at a random moment of its first start, it starts again', async () => {
    const dir = await dataDir();
    const run = await start(dir);
    // Once /health answers the server listens and the seed runs: kill it somewhere in there.
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${run.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const delay = Math.floor(Math.random() * 3000);
    // Printed so a failure can be replayed.
    process.stdout.write(`first-start.test: SIGKILL ${delay} ms after /health answered\n`);
    await new Promise((r) => setTimeout(r, delay));
    run.child.kill('SIGKILL');
    await run.exit;

    const next = await start(dir);
    await expectWorkingDemo(next, dir);
    await stop(next);
  }, 600_000);
});
