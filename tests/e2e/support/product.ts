/**
 * The whole product (`npm start`) in a child process on a free port and a temporary data folder: the
 * end-to-end tests and the client benchmark drive exactly what a user runs, through real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Internal staff of every e2e product start, created by configuration (`API_STAFF`, issue 15) like a real
 * installation's: each one gets a password link by mail (`ApiClient.staffUser` reads it and signs in).
 */
export const E2E_STAFF = {
  admin: { email: 'admin.e2e@exemple.fr', roles: ['Role_Admin'] },
  ope: { email: 'ope.e2e@exemple.fr', roles: ['Role_Ope'] },
  opeRO: { email: 'ope-ro.e2e@exemple.fr', roles: ['Role_OpeRO'] },
  cs: { email: 'cs.e2e@exemple.fr', roles: ['Role_CS'] },
  csRO: { email: 'cs-ro.e2e@exemple.fr', roles: ['Role_CSRO'] },
} as const;
export type E2EStaff = keyof typeof E2E_STAFF;

export interface DemoCredentials {
  email: string;
  password: string;
}

/** What tests need to reach the product; serialised to a JSON file by the global setup. */
export interface ProductState {
  baseURL: string;
  dataDir: string;
  /** The identity service's admin key (fixed by us), for `GET /identity/outbox`. */
  adminKey: string;
  demo: DemoCredentials | null;
  /** The environment the product was started with (the bench reopens its database with it). */
  env: Record<string, string>;
}

export interface RunningProduct extends ProductState {
  /** Stops the process (SIGTERM, then SIGKILL after 10 s). Keeps the data folder. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (after the bench wrote to its database). */
  restart(): Promise<void>;
  /** Stops it and removes the data folder. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function startProductProcess(
  options: { demo?: boolean; extraEnv?: Record<string, string> } = {},
): Promise<RunningProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fec-e2e-'));
  const port = await freePort();
  const adminKey = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    PGLITE_DATA_DIR: join(dataDir, 'pglite'),
    STORAGE_DIR: join(dataDir, 'storage'),
    // Registration and sign-in hash passwords: the lowest scrypt cost keeps each test fast.
    IDENTITY_SCRYPT_N: '1024',
    // Fixed here so that tests can read the outbox (otherwise generated and kept in the database).
    IDENTITY_ADMIN_KEY: adminKey,
    API_LOG_LEVEL: 'warn',
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1: the per-address budget (30 a minute, tested in
    // gateway/src/ratelimit) would refuse a fast suite; the per-email budget stays as configured.
    GATEWAY_AUTH_IP_RATE_LIMIT: '10000',
    // The identity service keeps its own per-address budget (30 a minute, identity/src/config.ts): the same.
    IDENTITY_AUTH_IP_RATE_LIMIT: '10000',
    // The accessibility statement's contact comes from the installation (accessibility.spec.ts checks it).
    SUPPORT_EMAIL: 'accessibilite.e2e@exemple.fr',
    DEMO_ACCOUNT: options.demo === false ? 'false' : 'true',
    // The caller built the client (`npm run test:e2e`); other helpers editing client/src must not make
    // every start rebuild it.
    CLIENT_BUILD: 'false',
    API_STAFF: Object.values(E2E_STAFF)
      .map((s) => `${s.email}:${s.roles.join('+')}`)
      .join(','),
    ...options.extraEnv,
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const launch = async () => {
    log = '';
    // DATABASE_URL from the caller's shell would point the product at a shared database: never here.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'product/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kept to explain a failed start; the product prints the demo password on stdout, never in reports.
    child.stdout!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
    child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
    await waitForHealth(baseURL, child, () => log);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  await launch();
  const demo = options.demo === false ? null : await readDemo(dataDir);
  return {
    baseURL,
    dataDir,
    adminKey,
    demo,
    env,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** First start: migrations, identity keys, the demo seed and its analysis can take a while. */
async function waitForHealth(baseURL: string, child: ChildProcess, log: () => string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Le produit s'est arrêté (code ${child.exitCode}) :\n${log()}`);
    try {
      const res = await fetch(`${baseURL}/health`);
      // /health answers before the demo seed finishes; demo-account.json is waited for separately.
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`Le produit ne répond pas sur ${baseURL}/health :\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The demo seed writes its credentials beside the data once the account exists (after listen). */
async function readDemo(dataDir: string, timeoutMs = 60_000): Promise<DemoCredentials> {
  const file = join(dataDir, 'demo-account.json');
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { email, password } = JSON.parse(await readFile(file, 'utf8')) as DemoCredentials;
      if (email && password) return { email, password };
    } catch {
      // Not written yet (or being written).
    }
    if (Date.now() > until) throw new Error(`${file} absent après ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
