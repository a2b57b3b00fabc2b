/**
 * The load generator, run in its own process so it does not share the servers' event loop:
 * `tsx bench/gateway/load.ts '<json options>'` prints one JSON line of figures.
 * - mode `throughput`: autocannon with N connections for S seconds;
 * - mode `latency`: sequential requests on one keep-alive connection, timed in microseconds (autocannon's
 *   histogram is in whole milliseconds, too coarse for an overhead of a few ms).
 */
import autocannon from 'autocannon';
import { Pool } from 'undici';

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface LoadOptions {
  mode: 'throughput' | 'latency';
  url: string;
  connections: number;
  seconds: number;
  /** A sequence: each iteration sends them in order (latency: one sample per whole sequence). */
  requests: Request[];
  iterations?: number;
}

const options = JSON.parse(process.argv[2]) as LoadOptions;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

if (options.mode === 'latency') {
  const pool = new Pool(options.url, { connections: 1 });
  const samples: number[] = [];
  const iterations = options.iterations ?? 1000;
  let failures = 0;
  for (let i = 0; i < iterations + 50; i++) {
    const start = process.hrtime.bigint();
    for (const r of options.requests) {
      const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
      await res.body.text();
      if (res.statusCode >= 400) failures++;
    }
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
      requests: samples.length * options.requests.length,
      errors: 0,
      non2xx: failures,
    }) + '\n',
  );
} else {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
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
