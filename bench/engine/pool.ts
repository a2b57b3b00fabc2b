/**
 * npx tsx bench/engine/pool.ts [--runs 3] <fec>…
 * One analysis on a fresh thread of the API's pool, as a worker process runs it: the engine bundled (the
 * pool's way since 2026-11-28) against the same engine from its sources through tsx (the way before), in
 * alternation, on each file given. Wall time from the pool's creation to the outcome (thread start and
 * engine loading included), and the process's CPU time over the same span.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Piscina } from 'piscina';
import { workerScript, ENGINE_WORKER_FILE } from '../../api/src/jobs/engine-pool';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const dir = mkdtempSync(join(tmpdir(), 'fec-pool-bench-'));

async function once(
  way: 'bundle' | 'tsx',
  path: string,
): Promise<{ ms: number; cpuMs: number; lines: number }> {
  const script =
    way === 'bundle' ? await workerScript() : { filename: ENGINE_WORKER_FILE, execArgv: ['--import', 'tsx'] };
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const pool = new Piscina({ ...script, minThreads: 0, maxThreads: 1 });
  const outcome = (await pool.run({
    kind: 'analyse',
    path,
    fileName: 'fec.txt',
    detailRowCap: 1000,
    dbRowCap: 100,
    detailPath: join(dir, 'detail.csv'),
    readerThread: false,
  })) as { report: { format: { lines: number } } };
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  await pool.destroy();
  return {
    ms: Math.round(ms),
    cpuMs: Math.round((used.user + used.system) / 1000),
    lines: outcome.report.format.lines,
  };
}

async function main(): Promise<void> {
  for (const path of positionals) {
    const all: Record<string, Array<{ ms: number; cpuMs: number }>> = { bundle: [], tsx: [] };
    let lines = 0;
    for (let i = 0; i < Number(values.runs); i++)
      for (const way of ['tsx', 'bundle'] as const) {
        const m = await once(way, path);
        all[way].push(m);
        lines = m.lines;
      }
    console.log(`\n${path} (${lines.toLocaleString('fr-FR')} lignes), fil neuf, une analyse sur un cœur`);
    for (const [way, ms] of Object.entries(all))
      console.log(
        `${way.padEnd(7)} durée ${ms.map((m) => m.ms).join(' / ')} ms   CPU ${ms.map((m) => m.cpuMs).join(' / ')} ms`,
      );
  }
  rmSync(dir, { recursive: true, force: true });
}

void main();
