/**
 * One measurement in its own process, so peak RSS belongs to it alone:
 *   node --import tsx bench/engine/measure.ts <full|parse|full-2t|parse-2t|statements|floor|duckdb> <file>
 * (run.ts runs it bundled, as the API's analysis threads run the engine; through tsx for `full-tsx`).
 * Prints one JSON line: { mode, lines, ms, linesPerSecond, peakRssMb }.
 */
import { analyseFile } from '../../engine/src/analyse/analyse';
import { runPipelineOnFile } from '../../engine/src/analyse/pipeline';
import { computeStatements } from '../../engine/src/statements/compute';
import { floorScan } from './floor';

const COLUMNS = `{'JournalCode': 'VARCHAR', 'JournalLib': 'VARCHAR', 'EcritureNum': 'VARCHAR', 'EcritureDate': 'VARCHAR',
  'CompteNum': 'VARCHAR', 'CompteLib': 'VARCHAR', 'CompAuxNum': 'VARCHAR', 'CompAuxLib': 'VARCHAR', 'PieceRef': 'VARCHAR',
  'PieceDate': 'VARCHAR', 'EcritureLib': 'VARCHAR', 'Debit': 'DECIMAL(18,2)', 'Credit': 'DECIMAL(18,2)',
  'EcritureLet': 'VARCHAR', 'DateLet': 'VARCHAR', 'ValidDate': 'VARCHAR', 'Montantdevise': 'VARCHAR', 'Idevise': 'VARCHAR'}`;

/** Set by a mode that times only part of its work (`statements`): the time reported instead of the whole run's. */
let partMs: number | null = null;

async function run(mode: string, file: string): Promise<number> {
  if (mode === 'statements') {
    // The statements alone (issue 36), from the aggregates of the single pass, as `analyseFile` computes them:
    // the pass is not timed; the best of 5 computations is.
    const r = await runPipelineOnFile(file, { controls: [] });
    const a = r.aggregates;
    for (let i = 0; i < 5; i++) {
      const t = process.hrtime.bigint();
      computeStatements({
        accounts: a.accounts,
        auxiliaries: a.auxiliaries,
        journals: a.journals,
        months: a.months,
        variant: r.reader.variant,
        fiscalYear: r.fiscalYear.fiscalYear,
      });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      partMs = partMs === null ? ms : Math.min(partMs, ms);
    }
    return r.reader.dataLines;
  }
  // `full` and `parse` on one thread (analyseFile's default, the API's); `-2t` with the reading thread (the CLI's).
  if (mode === 'full') return (await analyseFile(file)).report.format.lines;
  if (mode === 'parse') return (await analyseFile(file, { controls: [] })).report.format.lines;
  if (mode === 'full-2t') return (await analyseFile(file, { readerThread: true })).report.format.lines;
  if (mode === 'parse-2t')
    return (await analyseFile(file, { controls: [], readerThread: true })).report.format.lines;
  if (mode === 'floor') return floorScan(file).lines;
  if (mode === 'duckdb') {
    // Loaded only here: DuckDB's native library would count in the engine's peak RSS otherwise.
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    const r = await conn.runAndReadAll(
      `SELECT CompteNum, sum(Debit), sum(Credit), count(*) FROM read_csv('${file.replace(/'/g, "''")}', delim='\t',
       header=true, decimal_separator=',', columns=${COLUMNS}, auto_detect=false) GROUP BY CompteNum`,
    );
    return r.getRowsJS().reduce((n, row) => n + Number(row[3]), 0);
  }
  throw new Error(`mode inconnu : ${mode}`);
}

const [mode, file] = process.argv.slice(2);
const start = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
run(mode, file).then((lines) => {
  const ms = partMs ?? Number(process.hrtime.bigint() - start) / 1e6;
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  // CPU time of the process (all its threads): steadier than wall time on a loaded machine.
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  process.stdout.write(
    JSON.stringify({
      mode,
      lines,
      ms: partMs === null ? Math.round(ms) : Math.round(ms * 100) / 100,
      linesPerSecond: Math.round((lines / ms) * 1000),
      peakRssMb,
      cpuMs,
    }) + '\n',
  );
});
