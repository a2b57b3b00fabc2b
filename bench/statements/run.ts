/**
 * `npm run bench:statements`: the accountant's pages of issue 36 through the real gateway, on the analysis
 * of a large generated FEC made the real way (bench/README.md, « Statements »).
 *
 * The product runs as `npm start` runs it (`startProduct`: API, identity service and gateway on one port,
 * the API reached in process, PGlite on disk in a temporary DATA_DIR — PostgreSQL when DATABASE_URL is set),
 * in this process; the load comes from a child process (bench/gateway/load.ts, mode `paired`). The demo
 * account signs in through `/graphql`, uploads the engine bench's FEC (seed 42) through `/upload/fecs`, its
 * analysis runs in the product's workers, `unlockFec` unlocks it. Then, in the same run:
 *
 * - balance: the client's `StatementsTrialBalance` (first page, 100 accounts) against the same page straight
 *   from the API (`GET /api/v1/analyses/:uuid/trial-balance`), the two calls the gateway makes for it, and
 *   `{ me { uuid } }` through the gateway — each iteration in a session of its own (the gateway's answers
 *   cache is per session: none of these is answered from it);
 * - ledger: the client's `StatementsGeneralLedger` on the FEC's largest account, 100 lines a page, each
 *   iteration another page (first, middle and last pages among them) and another session, with the same
 *   references;
 * - cache: the same balance page and the same ledger page asked again by one session (the answers cache).
 *
 *   npm run bench:statements -- [--lines 1150000] [--iterations 300]
 *   DATABASE_URL=postgres://… npm run bench:statements      # the product on PostgreSQL
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { generateFec, writeGeneratedFec } from '../../engine/src/index';
import { startProduct } from '../../product/src/start';
import { databaseOptionsFromEnv, dropSchema, openDatabase } from '../../platform/db';
import { freePort } from '../../identity/src/testing/harness';
import { ApiClient } from '../../tests/e2e/support/api';
import { uploadFec, waitAnalysis } from '../client/seed';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    // The generator's largest account (411000 Clients) holds 17.5 % of the lines: 1,150,000 lines give it
    // ~200,000, the ledger the issue names; the balance is that of a file larger than the 1M-line one.
    lines: { type: 'string', default: '1150000' },
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
  },
});
const LINES = Number(values.lines);
const ITERATIONS = Number(values.iterations);
const WARMUP = Number(values.warmup);
const PAGE = 100;
const OUT = join(import.meta.dirname, '../out');

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
type Step = Request | Request[];

interface VariantFigures {
  p50: number;
  p90: number;
  p99: number;
  overReference: number;
  samples: number[];
  bytes: number[];
}

/** The FEC of `bench:engine` / `bench:client` (same seed, same folder), generated once. */
async function largeFec(): Promise<{ file: string; name: string; bytes: number }> {
  await mkdir(OUT, { recursive: true });
  const file = join(OUT, `bench-${LINES}.txt`);
  const { manifest } = generateFec({ seed: 42, targetLines: LINES });
  if (!existsSync(file)) {
    const t = Date.now();
    await writeGeneratedFec(file, { seed: 42, targetLines: LINES });
    console.log(`Généré ${file} en ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  return { file, name: `${manifest.fileName}.txt`, bytes: (await stat(file)).size };
}

/** The web client's own operation (client/src/modules/statements/graphql/statements.graphql). */
async function clientOperation(name: string): Promise<string> {
  const text = await readFile('client/src/modules/statements/graphql/statements.graphql', 'utf8');
  const found = text.match(new RegExp(`query ${name}\\b[\\s\\S]*?\\n}\\n`));
  if (!found) throw new Error(`${name} absent de statements.graphql`);
  return found[0];
}

/** A browser's cookie jar: `Set-Cookie` answers applied in order. */
class Jar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response): this {
    for (const c of response.headers.getSetCookie()) {
      const [pair, ...attributes] = c.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const cleared = !value || attributes.some((a) => /^\s*(max-age=0|expires=.*1970)/i.test(a));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

interface Session {
  cookie: string;
  /** The session's access token, for the REST references (`AccessToken`, as the gateway sends it). */
  token: string;
}

async function paired(
  variants: { url: string; perIteration: Step[][] }[],
  prelude: { url: string; requests: Step[][] } | undefined,
  iterations: number,
  warmup: number,
): Promise<VariantFigures[]> {
  const options = {
    mode: 'paired',
    url: '',
    connections: 1,
    seconds: 0,
    requests: [],
    iterations,
    warmup,
    variants,
    prelude,
    samples: true,
    graphqlErrors: true,
  };
  // Thousands of cookies: too long for a command line.
  const file = join(OUT, 'statements-load.json');
  await writeFile(file, JSON.stringify(options));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/gateway/load.ts', `@${file}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  await rm(file, { force: true });
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { non2xx: number; variants: VariantFigures[] };
  if (out.non2xx) throw new Error(`paired load had ${out.non2xx} failures`);
  return out.variants;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (values: number[]) => `${(percentile(values, 50) / 1024).toFixed(1)} Kio`;

/** A seeded shuffle (mulberry32): the same pages in the same order at every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function main() {
  const machine = `${cpus().length} cœurs (${cpus()[0]?.model?.trim()}), ${Math.round(totalmem() / 2 ** 30)} Gio, Node ${process.version}`;
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(`Machine : ${machine} ; base : ${database} ; charge ${loadavg().map((l) => l.toFixed(1))}`);
  const fec = await largeFec();

  const dir = await mkdtemp(join(tmpdir(), 'fec-bench-statements-'));
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
  // On PostgreSQL, schemas of this run's own, as PGlite's temporary folder is: the demo account starts with
  // its Découverte credits (one file), which the unlock below spends; dropped at the end.
  const schemas: string[] = [];
  if (env.DATABASE_URL && !env.API_SCHEMA && !env.IDENTITY_DB_SCHEMA) {
    const name = `bench_statements_${Date.now().toString(36)}`;
    env.API_SCHEMA = name;
    env.IDENTITY_DB_SCHEMA = `${name}_identity`;
    schemas.push(name, `${name}_jobs`, `${name}_identity`);
  }
  const product = await startProduct(env);
  const base = product.url;
  const api = new ApiClient(base, '');
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine,
    database,
    lines: LINES,
    fileBytes: fec.bytes,
    iterations: ITERATIONS,
  };
  try {
    // The demo account, signed in as a browser; its first `me` consumes the one-shot `just_connected`.
    const demo = product.demo!;
    const jar = new Jar();
    const gqlFetch = (query: string, variables?: Record<string, unknown>) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: jar.header() },
        body: JSON.stringify({ query, variables }),
      });
    jar.keep(
      await gqlFetch('mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }', {
        e: demo.email,
        p: demo.password,
      }),
    );
    jar.keep(await gqlFetch('{ me { uuid } }'));
    if (!jar.get('fecana_access_token') || jar.get('fecana_just_connected'))
      throw new Error(`sign-in: ${jar.header().slice(0, 200)}`);

    // The real way: the client's upload, the product's analysis job, then the unlock (Découverte shows the
    // key figures only).
    let t = Date.now();
    const { fecUuid, analysisUuid } = await uploadFec(base, jar.header(), fec.file, fec.name);
    const uploadMs = Date.now() - t;
    const analysed = await waitAnalysis(api, jar.header(), analysisUuid);
    if (analysed.status !== 'DONE') throw new Error(`analysis ${analysed.status}`);
    console.log(
      `${LINES.toLocaleString('fr-FR')} lignes (${(fec.bytes / 2 ** 20).toFixed(0)} Mio) : envoi ${uploadMs} ms, analyse ${analysed.ms} ms`,
    );
    const unlocked = (await (
      await gqlFetch('mutation($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid locked } } }', { f: fecUuid })
    ).json()) as { errors?: unknown; data?: { unlockFec: { fec: { locked: boolean } } } };
    if (unlocked.errors || unlocked.data?.unlockFec.fec.locked !== false)
      throw new Error(`unlockFec: ${JSON.stringify(unlocked).slice(0, 500)}`);

    const TB = await clientOperation('StatementsTrialBalance');
    const GL = await clientOperation('StatementsGeneralLedger');
    const tbVariables = { uuid: analysisUuid, filter: { kind: 'GENERAL' }, limit: PAGE, offset: 0 };

    // The first balance page starts building the ledger's index in the API (once per analysis, kept in
    // storage); the first ledger page waits for it. Both timed, apart.
    t = Date.now();
    const first = (await (await gqlFetch(TB, tbVariables)).json()) as {
      errors?: unknown;
      data: {
        analysis: {
          trialBalance: { items: { account: string; lines: number }[]; pageInfo: { total: number } };
        };
      };
    };
    const firstBalanceMs = Date.now() - t;
    if (first.errors) throw new Error(`trialBalance: ${JSON.stringify(first.errors)}`);
    const accounts = first.data.analysis.trialBalance.items;
    const largest = accounts.reduce((a, b) => (b.lines > a.lines ? b : a));
    const pages = Math.ceil(largest.lines / PAGE);
    let built = false;
    t = Date.now();
    const pending = gqlFetch(GL, { uuid: analysisUuid, account: largest.account, limit: PAGE, offset: 0 })
      .then((r) => r.json() as Promise<{ errors?: unknown }>)
      .finally(() => (built = true));
    // Meanwhile, how the same process answers someone else: the API's light `me`, one after the other.
    const meanwhile: number[] = [];
    const token = jar.get('fecana_access_token')!;
    while (!built) {
      const start = performance.now();
      const res = await fetch(`${base}/api/v1/users/me?light=true`, { headers: { AccessToken: token } });
      await res.text();
      meanwhile.push(performance.now() - start);
    }
    const firstLedger = await pending;
    const firstLedgerMs = Date.now() - t;
    if (firstLedger.errors) throw new Error(`generalLedger: ${JSON.stringify(firstLedger.errors)}`);
    console.log(
      `Balance générale : ${first.data.analysis.trialBalance.pageInfo.total} comptes, 1re page ${firstBalanceMs} ms ; ` +
        `compte ${largest.account} : ${largest.lines.toLocaleString('fr-FR')} lignes, ${pages} pages, ` +
        `1re page du grand livre ${firstLedgerMs} ms (index construit pendant ce temps ; ` +
        `GET /api/v1/users/me pendant ce temps : ${meanwhile.length} appels, p50 ${ms(percentile(meanwhile, 50))}, ` +
        `max ${ms(Math.max(...meanwhile))})`,
    );
    results.analysis = {
      uploadMs,
      analysisMs: analysed.ms,
      firstBalanceMs,
      firstLedgerMs,
      meDuringIndexBuild: {
        calls: meanwhile.length,
        p50: percentile(meanwhile, 50),
        max: Math.max(...meanwhile),
      },
    };
    results.account = { account: largest.account, lines: largest.lines, pages };

    // One session per iteration and phase: a refresh gives a new access token, hence a session of its own
    // for the answers cache (keyed by the cookies), as a browser's tab opened later would be.
    const perPhase = ITERATIONS + WARMUP;
    const sessions: Session[] = [];
    t = Date.now();
    for (let i = 0; i < 2 * perPhase + 1; i++) {
      for (let attempt = 0; ; attempt++) {
        const res = await gqlFetch('mutation { refreshSession { connected } }');
        const body = (await res.clone().json()) as { errors?: { extensions?: { code?: string } }[] };
        if (!body.errors) {
          jar.keep(res);
          break;
        }
        // The identity service takes 50 unauthenticated operations a second (refreshes among them).
        if (body.errors[0]?.extensions?.code !== 'TOO_MANY_REQUESTS' || attempt === 5)
          throw new Error(`refreshSession: ${JSON.stringify(body.errors)}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
      sessions.push({ cookie: jar.header(), token: jar.get('fecana_access_token')! });
    }
    if (new Set(sessions.map((s) => s.token)).size !== sessions.length)
      throw new Error('refreshSession gave the same access token twice');
    console.log(`${sessions.length} sessions en ${Date.now() - t} ms`);

    const gql = (s: Session, query: string, variables?: Record<string, unknown>): Request => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie: s.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const rest = (s: Session, path: string): Request => ({
      method: 'GET',
      path: `/api${path}`,
      headers: { AccessToken: s.token },
    });
    // Untimed, first in each iteration: the session's first request (its token verified, its caller
    // resolved and kept by the API), so that none of the timed variants pays it for the others.
    const warm = (s: Session) => [gql(s, '{ me { uuid email } }')];
    const ME = '{ me { uuid } }';
    const analysisCall = (s: Session) => rest(s, `/v1/analyses?ids=${analysisUuid}`);

    // 1. The balance page.
    const balanceSessions = sessions.slice(0, perPhase);
    const tbPath = `/v1/analyses/${analysisUuid}/trial-balance?kind=general&limit=${PAGE}&offset=0`;
    const balance = await paired(
      [
        { url: base, perIteration: balanceSessions.map((s) => [rest(s, tbPath)]) },
        { url: base, perIteration: balanceSessions.map((s) => [analysisCall(s), rest(s, tbPath)]) },
        { url: base, perIteration: balanceSessions.map((s) => [gql(s, TB, tbVariables)]) },
        { url: base, perIteration: balanceSessions.map((s) => [gql(s, ME)]) },
      ],
      { url: base, requests: balanceSessions.map(warm) },
      ITERATIONS,
      WARMUP,
    );

    // 2. The ledger of the largest account: every iteration another page; the first, middle and last pages
    // among the timed ones.
    const ledgerSessions = sessions.slice(perPhase, 2 * perPhase);
    const special = [0, Math.floor(pages / 2), pages - 1];
    const others = shuffled(
      Array.from({ length: pages }, (_, p) => p).filter((p) => !special.includes(p)),
      36,
    ).slice(0, perPhase - special.length);
    if (others.length < perPhase - special.length)
      throw new Error(`${pages} pages: fewer than ${perPhase} distinct pages`);
    const order = [...others.slice(0, WARMUP), ...shuffled([...special, ...others.slice(WARMUP)], 7)];
    const ledgerOf = (s: Session, p: number) =>
      gql(s, GL, { uuid: analysisUuid, account: largest.account, limit: PAGE, offset: p * PAGE });
    const ledgerRest = (s: Session, p: number) =>
      rest(
        s,
        `/v1/analyses/${analysisUuid}/ledger?account=${encodeURIComponent(largest.account)}&limit=${PAGE}&offset=${p * PAGE}`,
      );
    const ledger = await paired(
      [
        { url: base, perIteration: ledgerSessions.map((s, i) => [ledgerRest(s, order[i])]) },
        {
          url: base,
          perIteration: ledgerSessions.map((s, i) => [analysisCall(s), ledgerRest(s, order[i])]),
        },
        { url: base, perIteration: ledgerSessions.map((s, i) => [ledgerOf(s, order[i])]) },
        { url: base, perIteration: ledgerSessions.map((s) => [gql(s, ME)]) },
      ],
      { url: base, requests: ledgerSessions.map(warm) },
      ITERATIONS,
      WARMUP,
    );

    // 3. The answers cache: one session asks the same balance page and the same ledger page again.
    const again = sessions.at(-1)!;
    const middle = Math.floor(pages / 2);
    const cached = await paired(
      [
        { url: base, perIteration: [[gql(again, TB, tbVariables)]] },
        { url: base, perIteration: [[ledgerOf(again, middle)]] },
      ],
      undefined,
      ITERATIONS,
      WARMUP,
    );
    // Served from the cache indeed: Apollo's plugin says so with an `age` header.
    const hit = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: again.cookie },
      body: JSON.stringify({ query: TB, variables: tbVariables }),
    });
    await hit.text();
    const cacheAnswered = hit.headers.get('age') !== null;

    const signed = (n: number) => `${n >= 0 ? '+' : ''}${ms(n)}`;
    /** The gateway's own share: its time minus that of the two REST calls it makes, iteration by iteration. */
    const gatewayOwn = (figures: VariantFigures[]) =>
      percentile(
        figures[2].samples.map((t, i) => t - figures[1].samples[i]),
        50,
      );
    const NAMES = ['REST, la page seule', 'REST, les 2 appels de la passerelle', 'passerelle', 'me { uuid }'];
    const table = (title: string, figures: VariantFigures[]) => {
      console.log(`\n${title}`);
      figures.forEach((f, i) =>
        console.log(
          `  ${NAMES[i].padEnd(36)} p50 ${ms(f.p50).padStart(9)}  p90 ${ms(f.p90).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  réponse ${kb(f.bytes)}${i ? `  (${signed(f.overReference)} sur la page REST)` : ''}`,
        ),
      );
      console.log(
        `  la passerelle sur ses 2 appels REST : ${signed(gatewayOwn(figures))} (médiane des écarts)`,
      );
    };
    table('Balance générale, 1re page (100 comptes), une session par itération', balance);
    table(`Grand livre du compte ${largest.account}, ${ITERATIONS} pages distinctes de 100 lignes`, ledger);
    // Where in the account: thirds of its pages, and the three named pages.
    const gateway = ledger[2];
    const timed = order.slice(WARMUP);
    const third = (k: number) => gateway.samples.filter((_, i) => Math.floor((timed[i] * 3) / pages) === k);
    const at = (p: number) => gateway.samples[timed.indexOf(p)];
    const positions = {
      firstThirdP50: percentile(third(0), 50),
      middleThirdP50: percentile(third(1), 50),
      lastThirdP50: percentile(third(2), 50),
      firstPage: at(0),
      middlePage: at(middle),
      lastPage: at(pages - 1),
    };
    console.log(
      `  passerelle par position : tiers 1 / 2 / 3 p50 ${ms(positions.firstThirdP50)} / ${ms(positions.middleThirdP50)} / ${ms(positions.lastThirdP50)} ; ` +
        `pages 1, ${middle + 1}, ${pages} : ${ms(positions.firstPage)}, ${ms(positions.middlePage)}, ${ms(positions.lastPage)}`,
    );
    console.log(
      `\nCache des réponses (même session, même page, ${cacheAnswered ? 'servie par le cache' : 'PAS servie par le cache'}) : ` +
        `balance p50 ${ms(cached[0].p50)} p99 ${ms(cached[0].p99)} ; grand livre p50 ${ms(cached[1].p50)} p99 ${ms(cached[1].p99)}`,
    );

    const strip = (figures: VariantFigures[]) =>
      figures.map(({ samples: _samples, bytes, ...f }, i) => ({
        name: NAMES[i],
        ...f,
        bytesP50: percentile(bytes, 50),
      }));
    results.balance = { variants: strip(balance), gatewayOverItsCalls: gatewayOwn(balance) };
    results.ledger = { variants: strip(ledger), gatewayOverItsCalls: gatewayOwn(ledger), positions };
    results.cache = {
      answeredFromCache: cacheAnswered,
      balance: { p50: cached[0].p50, p90: cached[0].p90, p99: cached[0].p99 },
      ledger: { p50: cached[1].p50, p90: cached[1].p90, p99: cached[1].p99 },
    };
    results.loadAfter = loadavg();
    await writeFile(join(OUT, 'statements.json'), JSON.stringify(results, null, 2) + '\n');
  } finally {
    await product.close();
    await rm(dir, { recursive: true, force: true });
    if (schemas.length) {
      const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
      for (const schema of schemas) await dropSchema(database.db, schema);
      await database.close();
    }
  }
}

await main();
