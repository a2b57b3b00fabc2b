/**
 * `npm run bench:gateway`: the gateway against direct REST calls to the API, in one run (bench/README.md).
 * Identity, API and three gateways (as shipped, without the shield, on graphql-js's executor) run in this
 * process on PGlite in memory (PostgreSQL when DATABASE_URL is set); autocannon runs in a child process.
 *
 *   npm run bench:gateway -- [--seconds 10] [--connections 10] [--rounds 5]
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../platform/db';
import { recordingQueue } from '../../api/src/testing/harness';
import { json } from '../../api/src/db/database';
import { startGatewayHarness, type GatewayHarness } from '../../gateway/src/testing/harness';
import { buildGateway } from '../../gateway/src/app';
import { injectDispatch } from '../../product/src/in-process-api';

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
/** Rounds of the nested query's overhead, each of 300 iterations taking every variant in turn. */
const ROUNDS = arg('rounds', 5);

interface Figures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

async function load(
  url: string,
  /** In order; a list within is sent at once (latency mode). */
  requests: (LoadRequest | LoadRequest[])[],
  connections: number | 'latency',
  /** The requests are meant to be refused (the cost limit's answer): non-2xx answers are the point. */
  refusals = false,
  /** Latency mode: timed sequences (after 50 to warm up). */
  iterations = 1000,
): Promise<Figures> {
  const mode = connections === 'latency' ? 'latency' : 'throughput';
  const options = {
    mode,
    url,
    connections: connections === 'latency' ? 1 : connections,
    seconds: SECONDS,
    requests,
    iterations,
  };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/gateway/load.ts', JSON.stringify(options)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
  if (figures.errors || (figures.non2xx && !refusals))
    throw new Error(`load on ${url} had failures: ${stdout}`);
  return figures;
}

interface Paired {
  p50: number;
  p90: number;
  p99: number;
  /** Median of this variant's time minus the reference's, iteration by iteration. */
  overReference: number;
}

/** Variants taken in turn in each of `iterations` iterations, the first the reference (load.ts `paired`). */
async function paired(
  variants: { url: string; requests: (LoadRequest | LoadRequest[])[] }[],
  iterations: number,
): Promise<Paired[]> {
  const options = { mode: 'paired', url: '', connections: 1, seconds: 0, requests: [], iterations, variants };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/gateway/load.ts', JSON.stringify(options)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { non2xx: number; variants: Paired[] };
  if (out.non2xx) throw new Error(`paired load had failures: ${stdout}`);
  return out.variants;
}

const gqlRequest = (query: string, token: string) => ({
  method: 'POST' as const,
  path: '/graphql',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query }),
});
const restRequest = (path: string, token: string) => ({
  method: 'GET' as const,
  path: `/api${path}`,
  headers: { AccessToken: token },
});

/** FEC rows (and a done analysis with a few control results each) straight in the database. */
async function seedFecs(
  g: GatewayHarness,
  owner: { uuid: string; accountUuid: string },
  folder: string | null,
  count: number,
) {
  const db = g.api.db;
  for (let start = 0; start < count; start += 200) {
    const fecs = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
      uuid: randomUUID(),
      account_uuid: owner.accountUuid,
      folder_uuid: folder,
      owner_uuid: owner.uuid,
      anonymous_token_hash: null,
      original_name: `552100554FEC2024123${start + i}.txt`,
      storage_key: `bench/${start + i}`,
      size: 1000,
      sha256: '0'.repeat(64),
      line_count: 1000,
      company_name: 'Société de test',
      siren: '552100554',
      revenue_type: 'BIC',
      fiscal_start: '2024-01-01',
      fiscal_end: '2024-12-31',
      extra: json({}),
      status: 'done' as const,
      offer: null,
      locked: false,
      price_ht_cents: null,
    }));
    await db.insertInto('fecs').values(fecs).execute();
    const analyses = fecs.map((f) => ({
      uuid: randomUUID(),
      account_uuid: owner.accountUuid,
      kind: 'single' as const,
      fec_uuid: f.uuid,
      fec_uuids: json([f.uuid]),
      status: 'done' as const,
      error: null,
      job_id: null,
      attempts: 1,
      heartbeat_at: null,
      started_at: new Date(),
      finished_at: new Date(),
      summary: json({ OK: 30, WARNING: 8, ERROR: 2, SAVINGS: 1, INFO: 3, NA: 2 }),
      report: json({}),
      fec_summary: null,
      detail_key: null,
      corrected_status: 'none' as const,
      corrected_key: null,
      created_by: owner.uuid,
    }));
    await db
      .insertInto('analyses')
      .values(analyses as never)
      .execute();
    const controls = analyses.flatMap((a) =>
      ['EQ-ECR', 'EQ-GLB', 'CHRONO'].map((id, k) => ({
        analysis_uuid: a.uuid,
        control_id: id,
        label: `Contrôle ${id}`,
        theme: 'format',
        cycle: 'general',
        result: k === 0 ? 'ERROR' : 'OK',
        count: k === 0 ? 3 : 0,
        amount: 0,
        total: k === 0 ? 3 : 0,
        reason: null,
        rows: json(k === 0 ? [{ line: 12, detail: 'Écriture déséquilibrée' }] : []),
      })),
    );
    await db
      .insertInto('analysis_controls')
      .values(controls as never)
      .execute();
  }
}

function gqlInit(query: string, token: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  };
}

function ms(n: number) {
  return `${n.toFixed(2)} ms`;
}

/** Listens on a free port of 127.0.0.1; its base URL. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function main() {
  const database = await openTestDatabase<unknown>('bench_gateway');
  const g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  const bare = await buildGateway({ config: g.config, permissions: false });
  const bareUrl = await listening(bare);
  // The same gateway on graphql-js's own executor: the same-run reference of the compiled execution.
  const interpreted = await buildGateway({ config: { ...g.config, compiledExecution: false } });
  const interpretedUrl = await listening(interpreted);
  // The gateway as `npm start` and the README's web processes run it: the API of the same process called
  // through `inject` (product/src/in-process-api.ts), no socket between them.
  const inProcess = await buildGateway({ config: g.config, apiInProcess: injectDispatch(g.api.app, '/api') });
  const inProcessUrl = await listening(inProcess);
  const gatewayUrl = g.url.replace(/\/graphql$/, '');
  const owner = await g.api.newOwner();
  const token = owner.accessToken;

  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  const ME = '{ me { uuid email roles permissions { routes can } } }';

  // 1. me: latency at one connection (overhead), throughput at CONNECTIONS.
  const restMe1 = await load(g.api.url, [restRequest('/v1/users/me', token)], 'latency');
  const gqlMe1 = await load(gatewayUrl, [gqlRequest(ME, token)], 'latency');
  const restMe = await load(g.api.url, [restRequest('/v1/users/me', token)], CONNECTIONS);
  const gqlMe = await load(gatewayUrl, [gqlRequest(ME, token)], CONNECTIONS);
  results.me = {
    rest1: restMe1,
    gateway1: gqlMe1,
    rest: restMe,
    gateway: gqlMe,
    overheadP50: gqlMe1.p50 - restMe1.p50,
  };
  console.log(
    `me      REST p50 ${ms(restMe1.p50)}  gateway p50 ${ms(gqlMe1.p50)}  overhead ${ms(gqlMe1.p50 - restMe1.p50)}`,
  );
  console.log(
    `me      REST ${restMe.rps.toFixed(0)} req/s  gateway ${gqlMe.rps.toFixed(0)} req/s (${CONNECTIONS} connections)`,
  );

  // 2. The nested folder query the web UI lives on (50 FECs) against the same data from direct REST calls.
  const folder = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
    token,
    body: { name: 'Clients 2024', parent_uuid: '-1' },
  });
  const folderUuid = folder.body.data.data.uuid;
  await seedFecs(g, owner, folderUuid, 50);
  const NESTED = `{ folder(uuid: "${folderUuid}") { uuid name children { uuid name } fecs(limit: 50) { items { uuid
    originalName status latestAnalysis { uuid status summary { category count }
    controls { controlId result count rows } } } } } }`;
  for (const url of [g.url, `${inProcessUrl}/graphql`]) {
    const checked = (await (await fetch(url, gqlInit(NESTED, token))).json()) as {
      errors?: unknown;
      data?: { folder: { fecs: { items: unknown[] } } };
    };
    if (checked.errors || checked.data?.folder.fecs.items.length !== 50)
      throw new Error(`nested query: ${JSON.stringify(checked).slice(0, 300)}`);
  }
  const fecsPage = await g.api.call<{ data: { data: { items: { latest_analysis: { uuid: string } }[] } } }>(
    'GET',
    '/v1/fecs',
    {
      token,
      query: { folder: folderUuid, limit: 50 },
    },
  );
  const analysisIds = fecsPage.body.data.data.items.map((f) => f.latest_analysis.uuid).join(',');
  const [folderCall, fecsCall, controlsCall] = [
    restRequest(`/v1/folders/${folderUuid}`, token),
    restRequest(`/v1/fecs?folder=${folderUuid}&limit=50`, token),
    restRequest(`/v1/analyses/controls?ids=${analysisIds}&rows=true`, token),
  ];
  // Two references: the three calls in a row (the web UI before the gateway, the issue's reference), and
  // the folder and its FEC page at once, then the controls (the best a REST client can do; the gateway
  // does the same, folders/prefetch.ts).
  const restInRow = [folderCall, fecsCall, controlsCall];
  const restAtOnce = [[folderCall, fecsCall], controlsCall];
  // Each round takes the five variants in turn in each of its 300 iterations (their order rotating), each
  // variant's overhead the median of its differences with REST in a row within an iteration: the REST
  // reference alone drifted by ±5 ms between runs minutes apart, which no pair of separate runs can remove.
  const nested = [gqlRequest(NESTED, token)];
  const VARIANTS = [
    'REST in a row',
    'REST at once',
    'gateway, API in process',
    'gateway, API over HTTP',
    'graphql-js executor, API over HTTP',
  ];
  const rounds: Paired[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = await paired(
      [
        { url: g.api.url, requests: restInRow },
        { url: g.api.url, requests: restAtOnce },
        { url: inProcessUrl, requests: nested },
        { url: gatewayUrl, requests: nested },
        { url: interpretedUrl, requests: nested },
      ],
      300,
    );
    rounds.push(round);
    console.log(
      `nested  round ${r + 1}: ${round.map((v, i) => `${VARIANTS[i]} p50 ${ms(v.p50)}${i ? ` (+${ms(v.overReference)})` : ''}`).join('  ')}`,
    );
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1)! };
  };
  const overheads = VARIANTS.map((_, i) => median(rounds.map((round) => round[i].overReference)));
  const gqlNested = await load(gatewayUrl, [gqlRequest(NESTED, token)], CONNECTIONS);
  results.nested = {
    variants: VARIANTS,
    rounds,
    gateway: gqlNested,
    overheadInProcessP50: overheads[2].p50,
    overheadOverHttpP50: overheads[3].p50,
    graphqlJsOverheadP50: overheads[4].p50,
  };
  console.log(
    `nested  over REST in a row, median of ${ROUNDS} rounds: ${VARIANTS.slice(1)
      .map(
        (name, i) =>
          `${name} ${ms(overheads[i + 1].p50)} (${ms(overheads[i + 1].min)} – ${ms(overheads[i + 1].max)})`,
      )
      .join(', ')}; gateway ${gqlNested.rps.toFixed(0)} req/s (${CONNECTIONS} connections)`,
  );

  // 3. The shield's cost on a 1,000-item list: the same query on a gateway without it.
  const big = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
    token,
    body: { name: 'Gros dossier', parent_uuid: '-1' },
  });
  await seedFecs(g, owner, big.body.data.data.uuid, 1000);
  const LIST = `{ fecs(folderUuid: "${big.body.data.data.uuid}", limit: 1000) { items { uuid originalName companyName siren
    status lineCount size fiscalStart fiscalEnd createdAt } pageInfo { total } } }`;
  const listCheck = (await (await fetch(g.url, gqlInit(LIST, token))).json()) as {
    data?: { fecs: { items: unknown[] } };
  };
  if (listCheck.data?.fecs.items.length !== 1000)
    throw new Error(`list query: ${JSON.stringify(listCheck).slice(0, 300)}`);
  const shielded = await load(gatewayUrl, [gqlRequest(LIST, token)], 'latency');
  const bareList = await load(bareUrl, [gqlRequest(LIST, token)], 'latency');
  const restList = await load(
    g.api.url,
    [restRequest(`/v1/fecs?folder=${big.body.data.data.uuid}&limit=1000`, token)],
    'latency',
  );
  const shieldCost = (shielded.p50 - bareList.p50) / bareList.p50;
  results.list1000 = { rest: restList, withShield: shielded, withoutShield: bareList, shieldCost };
  console.log(
    `list    1,000 FECs: REST p50 ${ms(restList.p50)}  gateway without shield ${ms(bareList.p50)}  with shield ${ms(shielded.p50)}  shield cost ${(shieldCost * 100).toFixed(1)} %`,
  );

  // 4. Issue 10's nested-list query (1000 × 1000 × 1000 FECs): refused before any upstream call. How long
  // the refusal takes, and what `me` costs for everyone else while it is sent over and over.
  const ATTACK = `{fecs(limit:1000){items{folder{fecs(limit:1000){items{folder{fecs(limit:1000){items{uuid originalName}}}}}}}}}`;
  const refused = (await (await fetch(g.url, gqlInit(ATTACK, token))).json()) as {
    errors?: { extensions?: { code?: string } }[];
  };
  if (refused.errors?.[0]?.extensions?.code !== 'QUERY_TOO_COSTLY')
    throw new Error(`attack query not refused: ${JSON.stringify(refused).slice(0, 300)}`);
  const attack1 = await load(gatewayUrl, [gqlRequest(ATTACK, token)], 'latency', true);
  const [attackLoad, meUnderAttack] = await Promise.all([
    load(gatewayUrl, [gqlRequest(ATTACK, token)], 5, true),
    load(gatewayUrl, [gqlRequest(ME, token)], 'latency'),
  ]);
  results.attack = { refusal1: attack1, attackLoad, meUnderAttack, meAlone: gqlMe1 };
  console.log(
    `attack  refusal p50 ${ms(attack1.p50)} p99 ${ms(attack1.p99)}  (${attackLoad.rps.toFixed(0)} refusals/s on 5 connections)  me p50 ${ms(meUnderAttack.p50)} under attack vs ${ms(gqlMe1.p50)} alone`,
  );

  await mkdir('bench/out', { recursive: true });
  await writeFile('bench/out/gateway.json', JSON.stringify(results, null, 2) + '\n');
  await bare.close();
  await interpreted.close();
  await inProcess.close();
  await g.close();
  await database.cleanup();
}

await main();
