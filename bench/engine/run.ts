/**
 * npm run bench:engine [-- --sizes 1000000,5000000 --runs 3 --modes full,statements,duckdb]
 * Generates seeded FECs (kept in bench/out/ between runs), then measures, each in a fresh process:
 * the full analysis (parsing + every control), parsing alone — each on one thread, then with the reading
 * thread (`-2t`), the engine bundled as the API runs it, and the full analysis through tsx (`full-tsx`) —
 * the statements alone (`statements`: computeStatements on the pass's aggregates, issue 36),
 * the CLI as a user runs it (`cli`: `node engine/bin/fec.mjs analyse <file> --json`, start-up included),
 * the floor (floor.ts: the least per-line work any JavaScript analysis must do to answer DuckDB's query, on
 * one thread) and DuckDB's read_csv + GROUP BY account over the same file, the reference, measured in the
 * same run.
 * Reports the best of `runs`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeGeneratedFec } from '../../engine/src/generator/generate';
import { bundledModuleFile } from '../../engine/src/util/bundled-script';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000000,5000000' },
    runs: { type: 'string', default: '3' },
    modes: { type: 'string', default: 'full,full-2t,full-tsx,cli,parse,parse-2t,statements,floor,duckdb' },
  },
});
const modes = values.modes.split(',');
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const OUT = join(import.meta.dirname, '../out');
mkdirSync(OUT, { recursive: true });

interface Measure {
  mode: string;
  lines: number;
  ms: number;
  linesPerSecond: number;
  peakRssMb: number;
  /** CPU time of the process, all threads (steadier than wall time when the machine is shared). */
  cpuMs: number;
}

const MEASURE = join(import.meta.dirname, 'measure.ts');

/**
 * One mode in a fresh process. The engine runs bundled, as in the API's analysis threads
 * (bundled-script.ts); `full-tsx` runs the same analysis from the sources through tsx (`npm run fec`,
 * the library imported by TypeScript code run by tsx).
 */
function measure(mode: string, file: string, bundle: string): Measure {
  warm(file);
  if (mode === 'cli') return measureCli(file);
  const args = mode === 'full-tsx' ? ['--import', 'tsx', MEASURE, 'full', file] : [bundle, mode, file];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  return { ...(JSON.parse(out.trim().split('\n').pop()!) as Measure), mode };
}

/**
 * Reads the file through once, so that every mode reads it from the page cache: machines here let a large
 * file go from it between runs, and a mode reading from disk measures the disk (2026-12-01: the 5M-line
 * file took 1.4–5.6 s to read cold, 0.14 s cached). A first run also loads its code cold (DuckDB's native
 * library is 70 MB): the best of `--runs` 2 or more leaves that out.
 */
function warm(file: string): void {
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(1 << 22);
    while (readSync(fd, chunk, 0, chunk.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

const CLI = join(import.meta.dirname, '../../engine/bin/fec.mjs');
/** Loaded before the CLI: its peak RSS and CPU time (all threads) on stderr as it exits. */
const REPORT_AT_EXIT = `data:text/javascript,${encodeURIComponent(
  `process.on('exit', () => process.stderr.write('\\n' + JSON.stringify({ rss: process.resourceUsage().maxRSS, cpu: process.cpuUsage() })));`,
)}`;

/** The CLI in its own process, start-up included, as `npm run fec` runs it (minus npm's own ~0.15 s). */
function measureCli(file: string): Measure {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', REPORT_AT_EXIT, CLI, 'analyse', file, '--json'], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`CLI : code ${r.status}\n${r.stderr}`);
  const lines = (JSON.parse(r.stdout) as { format: { lines: number } }).format.lines;
  const usage = JSON.parse(r.stderr.trim().split('\n').pop()!) as {
    rss: number;
    cpu: { user: number; system: number };
  };
  return {
    mode: 'cli',
    lines,
    ms: Math.round(ms),
    linesPerSecond: Math.round((lines / ms) * 1000),
    peakRssMb: Math.round(usage.rss / 1024),
    cpuMs: Math.round((usage.cpu.user + usage.cpu.system) / 1000),
  };
}

async function main(): Promise<void> {
  const results: Array<{ size: number; bytes: number; measures: Measure[] }> = [];
  const bundle = await bundledModuleFile('bench-engine-measure', MEASURE);
  if (bundle === null)
    throw new Error('node_modules/.cache is not writable: the bundled engine cannot be kept');
  console.log(
    `Machine : ${cpus().length} cœurs (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} Gio, Node ${process.version}`,
  );
  for (const size of sizes) {
    const file = join(OUT, `bench-${size}.txt`);
    if (!existsSync(file)) {
      const t = Date.now();
      await writeGeneratedFec(file, { seed: 42, targetLines: size });
      console.log(`Généré ${file} en ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const bytes = statSync(file).size;
    const measures: Measure[] = [];
    for (const mode of modes) {
      // Best time of the runs; the highest peak RSS of them.
      const all = Array.from({ length: runs }, () => measure(mode, file, bundle));
      const best = all.reduce((a, b) => (b.ms < a.ms ? b : a));
      measures.push({ ...best, peakRssMb: Math.max(...all.map((m) => m.peakRssMb)) });
    }
    results.push({ size, bytes, measures });
    const duck = measures.find((m) => m.mode === 'duckdb') ?? measures[0];
    console.log(`\n${measures[0].lines.toLocaleString('fr-FR')} lignes, ${(bytes / 2 ** 20).toFixed(0)} Mio`);
    console.log('mode      durée (ms)   lignes/s      RSS max (Mo)   × DuckDB   CPU (ms)');
    for (const m of measures)
      console.log(
        `${m.mode.padEnd(10)}${String(m.ms).padStart(10)}   ${m.linesPerSecond.toLocaleString('fr-FR').padStart(10)}   ${String(m.peakRssMb).padStart(12)}   ${(m.ms / duck.ms).toFixed(1).padStart(8)}   ${String(m.cpuMs).padStart(8)}`,
      );
  }
  writeFileSync(
    join(OUT, 'engine.json'),
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
  );
}

void main();
