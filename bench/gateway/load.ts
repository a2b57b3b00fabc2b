/**
 * The load generator, run in its own process so it does not share the servers' event loop:
 * `tsx bench/gateway/load.ts '<json options>'` prints one JSON line of figures.
 * - mode `throughput`: autocannon with N connections for S seconds;
 * - mode `latency`: sequential requests on one keep-alive connection, timed in microseconds (autocannon's
 *   histogram is in whole milliseconds, too coarse for an overhead of a few ms);
 * - mode `paired`: the same, for several variants (a reference first) taken in turn within each iteration,
 *   their order rotating: the machine's drift (±5 ms on the nested query between runs minutes apart) then
 *   weighs on every variant alike, and each variant's overhead is the median of its differences with the
 *   reference taken in the same iteration. A variant may send other requests at each iteration
 *   (`perIteration`: a fresh session, another page, so that no answer cache serves it), after an untimed
 *   `prelude` of that iteration (e.g. the session's first request, which resolves its caller); with
 *   `samples`, every timing is returned in iteration order (bench/statements).
 * Options are JSON in the first argument, or `@<file>` holding that JSON (too large for a command line).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Pool } from 'undici';

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface LoadOptions {
  mode: 'throughput' | 'latency' | 'paired';
  url: string;
  connections: number;
  seconds: number;
  /**
   * A sequence: each iteration sends them in order (latency: one sample per whole sequence). In latency
   * mode a step may be a list of requests sent at once, on their own connections.
   */
  requests: (Request | Request[])[];
  iterations?: number;
  /** Mode `paired`: the variants (the first is the reference); `url` and `requests` are then unused. */
  variants?: Variant[];
  /** Mode `paired`: sent before the variants at each iteration (index modulo its length), not timed. */
  prelude?: { url: string; requests: (Request | Request[])[][] };
  /** Mode `paired`: the iterations left out of the figures at the start (default 50). */
  warmup?: number;
  /** Mode `paired`: return each variant's timings (iteration order, warm-up left out) and answer sizes. */
  samples?: boolean;
  /** An answer to `/graphql` whose JSON carries `errors` counts as a failure (it is a 200). */
  graphqlErrors?: boolean;
}

interface Variant {
  url: string;
  requests?: (Request | Request[])[];
  /** The sequence of each iteration (index modulo its length) instead of the same `requests` every time. */
  perIteration?: (Request | Request[])[][];
}

const raw = process.argv[2];
const options = JSON.parse(raw.startsWith('@') ? readFileSync(raw.slice(1), 'utf8') : raw) as LoadOptions;
/** Bytes of the last answers read (the paired mode's `samples` reports them). */
let lastBytes = 0;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One sequence on `pool`: each step in order, a list within sent at once; the count of answers ≥ 400. */
async function sequence(pool: Pool, requests: (Request | Request[])[]): Promise<number> {
  let failures = 0;
  for (const step of requests) {
    const statuses = await Promise.all(
      (Array.isArray(step) ? step : [step]).map(async (r) => {
        const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
        const text = await res.body.text();
        lastBytes = Buffer.byteLength(text);
        // A GraphQL error is a 200 with `errors`; the check (a string search) costs microseconds.
        if (options.graphqlErrors && r.path.endsWith('/graphql') && text.includes('"errors":[')) {
          process.stderr.write(`${r.path}: ${text.slice(0, 500)}\n`);
          return 599;
        }
        return res.statusCode;
      }),
    );
    failures += statuses.filter((status) => status >= 400).length;
  }
  return failures;
}

/** A keep-alive pool wide enough for the sequence's widest step (its requests sent at once). */
function poolFor(url: string, requests: (Request | Request[])[]): Pool {
  return new Pool(url, { connections: Math.max(...requests.map((r) => (Array.isArray(r) ? r.length : 1))) });
}

if (options.mode === 'paired') {
  const variants = options.variants ?? [];
  const sequenceOf = (v: Variant, i: number) =>
    v.perIteration ? v.perIteration[i % v.perIteration.length] : (v.requests ?? []);
  const pools = variants.map((v) =>
    poolFor(v.url, v.perIteration ? v.perIteration.flat() : (v.requests ?? [])),
  );
  const prelude = options.prelude;
  const preludePool = prelude ? poolFor(prelude.url, prelude.requests.flat()) : null;
  const samples = variants.map(() => [] as number[]);
  const sizes = variants.map(() => [] as number[]);
  const iterations = options.iterations ?? 1000;
  const warmup = options.warmup ?? 50;
  let failures = 0;
  for (let i = 0; i < iterations + warmup; i++) {
    if (prelude && preludePool)
      failures += await sequence(preludePool, prelude.requests[i % prelude.requests.length]);
    const times: number[] = [];
    const bytes: number[] = [];
    for (let k = 0; k < variants.length; k++) {
      const v = (i + k) % variants.length;
      const start = process.hrtime.bigint();
      failures += await sequence(pools[v], sequenceOf(variants[v], i));
      times[v] = Number(process.hrtime.bigint() - start) / 1e6;
      bytes[v] = lastBytes;
    }
    // The first ones (50 by default) warm the connections, the JIT and the JWKS cache.
    if (i >= warmup) {
      times.forEach((t, v) => samples[v].push(t));
      bytes.forEach((b, v) => sizes[v].push(b));
    }
  }
  await Promise.all([...pools, ...(preludePool ? [preludePool] : [])].map((p) => p.close()));
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  process.stdout.write(
    JSON.stringify({
      non2xx: failures,
      errors: 0,
      variants: samples.map((s, v) => {
        const sorted = [...s].sort((a, b) => a - b);
        return {
          p50: percentile(sorted, 50),
          p90: percentile(sorted, 90),
          p99: percentile(sorted, 99),
          overReference: median(s.map((t, i) => t - samples[0][i])),
          ...(options.samples ? { samples: s, bytes: sizes[v] } : {}),
        };
      }),
    }) + '\n',
  );
} else if (options.mode === 'latency') {
  const pool = poolFor(options.url, options.requests);
  const samples: number[] = [];
  const iterations = options.iterations ?? 1000;
  let failures = 0;
  for (let i = 0; i < iterations + 50; i++) {
    const start = process.hrtime.bigint();
    failures += await sequence(pool, options.requests);
    // The first 50 warm the connection, the JIT and the JWKS cache.
    if (i >= 50) samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  await pool.close();
  samples.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      p50: percentile(samples, 50),
      p90: percentile(samples, 90),
      p99: percentile(samples, 99),
      rps: 0,
      requests: samples.length * options.requests.flat().length,
      errors: 0,
      non2xx: failures,
    }) + '\n',
  );
} else {
  if (options.requests.some(Array.isArray)) throw new Error('requests sent at once: latency mode only');
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests as Request[],
  });
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
    }) + '\n',
  );
}
