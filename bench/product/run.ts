/**
 * `npm run bench:product`: the whole product as `npm start` runs it (PGlite on disk in a temporary
 * DATA_DIR, demo account on, stand-in client build), under N concurrent connections for S seconds
 * alternating `{ me { uuid email } }` and the web client's root-folder page query (`FilesFolderPage`),
 * beside the same load on `GET /health` in the same run (the floor of the HTTP stack). The load comes
 * from a child process (bench/gateway/load.ts). Results in bench/out/product.json (bench/README.md).
 *
 *   npm run bench:product -- [--seconds 20] [--connections 100]
 *   DATABASE_URL=postgres://… npm run bench:product      # the product on PostgreSQL
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../identity/src/testing/harness';
import { startProduct } from '../../product/src/start';

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const CONNECTIONS = arg('connections', 100);

interface Figures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
}

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

async function load(url: string, requests: Request[]): Promise<Figures> {
  const options = { mode: 'throughput', url, connections: CONNECTIONS, seconds: SECONDS, requests };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/gateway/load.ts', JSON.stringify(options)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

/** The web client's own document for the root folder page (client/src/modules/files/files.graphql). */
async function folderPageQuery(): Promise<string> {
  const text = await readFile('client/src/modules/files/files.graphql', 'utf8');
  const fragment = (name: string) => text.match(new RegExp(`fragment ${name} on [\\s\\S]*?\\n}\\n`))![0];
  const query = text.match(/query FilesFolderPage[\s\S]*?\n}\n/)![0];
  return `${query}\n${fragment('FilesFecRow')}`;
}

function line(name: string, f: Figures) {
  return `${name.padEnd(8)} p50 ${f.p50} ms  p99 ${f.p99} ms  max ${f.max} ms  ${f.rps.toFixed(0)} req/s  ${f.requests} requests  errors ${f.errors}  non-2xx ${f.non2xx}`;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'fec-bench-product-'));
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(await freePort()),
    PGLITE_DATA_DIR: join(dir, 'pglite'),
    STORAGE_DIR: join(dir, 'storage'),
    DATA_DIR: dir,
    API_LOG_LEVEL: 'warn',
    CLIENT_BUILD: 'false',
    CLIENT_DIST: join(dir, 'dist'),
  };
  delete env.DEMO_ACCOUNT;
  const product = await startProduct(env);
  try {
    const demo = product.demo!;
    const signIn = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }`,
        variables: { e: demo.email, p: demo.password },
      }),
    });
    // A browser's cookie jar: the sign-in's cookies, then the first `me` consumes the one-shot
    // `just_connected` flag (sent on every request, it would make each `me` a "user.connected" audit write).
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const c of response.headers.getSetCookie()) {
        const [pair, ...attributes] = c.split(';');
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        const cleared = !value || attributes.some((a) => /^\s*(max-age=0|expires=.*1970)/i.test(a));
        if (cleared) jar.delete(name);
        else jar.set(name, value);
      }
    };
    keep(signIn);
    const cookieHeader = () => [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    keep(
      await fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieHeader() },
        body: JSON.stringify({ query: '{ me { uuid } }' }),
      }),
    );
    const cookie = cookieHeader();
    if (cookie.includes('just_connected')) throw new Error(`just_connected not consumed: ${cookie}`);
    if (!cookie.includes('fecana_access_token=')) throw new Error(`sign-in failed: ${await signIn.text()}`);

    const gql = (query: string, variables?: Record<string, unknown>): Request => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const me = gql('{ me { uuid email } }');
    const folder = gql(await folderPageQuery(), { uuid: '-1', limit: 50, offset: 0, sort: null });
    // Each request answers without errors before the load starts.
    for (const r of [me, folder]) {
      const res = await fetch(`${product.url}${r.path}`, {
        method: r.method,
        headers: r.headers,
        body: r.body,
      });
      const body = (await res.json()) as { errors?: unknown };
      if (res.status !== 200 || body.errors) throw new Error(`check failed: ${JSON.stringify(body)}`);
    }

    // The demo FEC's analysis runs in the background after the start: let it finish first.
    const status = gql(
      '{ folder(uuid: "-1") { children { fecs { items { latestAnalysis { status } } } } } }',
    );
    for (let i = 0; i < 240; i++) {
      const res = await fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: status.headers,
        body: status.body,
      });
      if ((await res.text()).includes('"DONE"')) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    const health = await load(product.url, [{ method: 'GET', path: '/health', headers: {} }]);
    console.log(line('/health', health));
    const mix = await load(product.url, [me, folder]);
    console.log(line('mix', mix));

    const results = {
      date: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      seconds: SECONDS,
      connections: CONNECTIONS,
      health,
      mix,
    };
    await mkdir('bench/out', { recursive: true });
    await writeFile('bench/out/product.json', JSON.stringify(results, null, 2) + '\n');
  } finally {
    await product.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
