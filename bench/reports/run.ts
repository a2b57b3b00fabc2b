/**
 * npm run bench:reports [-- --lines 1000000 --formats xlsx,pdf,docx]
 * The report of a 1M-line analysis in each format. A seeded FEC (the engine's generator, kept in
 * bench/out/), analysed once in its own process (rowCap 100,000 like the analysis job) which stores the
 * detail file and the report model as the job would; then each format is rendered in a fresh process
 * whose rows() stream from that detail file, so each peak RSS belongs to one format. Same-run
 * references: the analysis itself, and writing the same rows as the CSV export does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SUPPORTED_ANOMALIES } from '../../engine/src/generator/anomaly-ids';
import { writeGeneratedFec } from '../../engine/src/generator/generate';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    formats: { type: 'string', default: 'xlsx,pdf,docx' },
  },
});
const lines = Number(values.lines);
const OUT = join(import.meta.dirname, '../out');
const DIR = join(OUT, 'reports');
mkdirSync(DIR, { recursive: true });

interface Measure {
  mode: string;
  ms?: number;
  peakRssMb: number;
  bytes?: number;
  rows?: number;
  lines?: number;
  skipped?: string;
}

function measure(mode: string, file: string): Measure {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'measure.ts'), mode, file, DIR, String(lines)],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

const mb = (bytes?: number) => (bytes === undefined ? '' : `${(bytes / 2 ** 20).toFixed(1)} Mio`);

async function main(): Promise<void> {
  console.log(
    `Machine : ${cpus().length} cœurs (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} Gio, Node ${process.version}`,
  );
  // Every anomaly the generator can plant, so that most controls have rows to show.
  const file = join(OUT, `bench-reports-${lines}.txt`);
  if (!existsSync(file)) {
    const t = Date.now();
    await writeGeneratedFec(file, { seed: 42, targetLines: lines, anomalies: [...SUPPORTED_ANOMALIES] });
    console.log(`Généré ${file} en ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const formats = values.formats.split(',');
  const measures: Measure[] = [measure('analysis', file)];
  for (const variant of ['', ':stress'])
    for (const mode of ['csv', ...formats]) measures.push(measure(`${mode}${variant}`, file));

  const analysis = measures[0];
  console.log(`\n${analysis.lines?.toLocaleString('fr-FR')} lignes analysées en ${analysis.ms} ms`);
  console.log('mesure          lignes de détail   durée (ms)   RSS max (Mo)   fichier      × CSV');
  for (const m of measures) {
    if (m.skipped) {
      console.log(`${m.mode.padEnd(16)}ignoré : ${m.skipped}`);
      continue;
    }
    const csv = measures.find((x) => x.mode === (m.mode.endsWith(':stress') ? 'csv:stress' : 'csv'))!;
    const ratio = m.mode === 'analysis' ? '' : (m.ms! / csv.ms!).toFixed(1);
    console.log(
      `${m.mode.padEnd(16)}${(m.rows ?? 0).toLocaleString('fr-FR').padStart(16)}${String(m.ms).padStart(13)}   ${String(m.peakRssMb).padStart(12)}   ${mb(m.bytes).padEnd(10)}   ${ratio.padStart(6)}`,
    );
  }
  writeFileSync(
    join(OUT, 'reports.json'),
    JSON.stringify({ date: new Date().toISOString(), lines, measures }, null, 2),
  );
}

void main();
