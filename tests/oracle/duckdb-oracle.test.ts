import type { DuckDBConnection } from '@duckdb/node-api';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedFec } from '../../engine/src/generator/generate';
import { runPipelineOnFile } from '../../engine/src/analyse/pipeline';
import type { ControlDefinition } from '../../engine/src/model/control';
import type { FecLine } from '../../engine/src/model/line';
import { openOracle, oracleTotals, type OracleFile } from './duckdb';

const FIXTURES = join(__dirname, '../../../shared/fixtures/fec-real');

const REAL: OracleFile[] = [
  { path: join(FIXTURES, '0000000001FEC20220831.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, '123456789FEC20500930.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, '111111111FEC20221231.TXT'), delim: '|', columns: 19, encoding: 'latin-1' },
  { path: join(FIXTURES, '000000000FEC20231231.txt'), delim: '\t', columns: 22 },
];

/** Collects every line the engine reads, to total per entry key (entries may be non-contiguous). */
function collector(lines: FecLine[]): ControlDefinition<object> {
  return {
    id: 'COLLECT',
    label: '',
    description: '',
    theme: 'statistiques',
    cycle: 'general',
    categories: ['OK'],
    params: {},
    create: () => ({
      onLine: (l) => void lines.push(l),
      finish: () => ({ result: 'OK', count: 0, amount: 0, rows: [], total: 0 }),
    }),
  };
}

function sumBy(lines: FecLine[], key: (l: FecLine) => string): Map<string, [number, number]> {
  const m = new Map<string, [number, number]>();
  for (const l of lines) {
    const t = m.get(key(l)) ?? [0, 0];
    t[0] += l.debit;
    t[1] += l.credit;
    m.set(key(l), t);
  }
  return m;
}

const sorted = (m: Map<string, [number, number]>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

async function compare(conn: DuckDBConnection, file: OracleFile): Promise<void> {
  const lines: FecLine[] = [];
  const engine = await runPipelineOnFile(file.path, { controls: [collector(lines)] });
  const oracle = await oracleTotals(conn, file);
  expect(engine.reader.dataLines).toBe(oracle.lines);
  expect([engine.aggregates.debit, engine.aggregates.credit]).toEqual([oracle.debit, oracle.credit]);
  const accounts = new Map(
    [...engine.aggregates.accounts].map(([k, t]) => [k, [t.debit, t.credit] as [number, number]]),
  );
  expect(sorted(accounts)).toEqual(sorted(oracle.byAccount));
  const journals = new Map(
    [...engine.aggregates.journals].map(([k, t]) => [k, [t.debit, t.credit] as [number, number]]),
  );
  expect(sorted(journals)).toEqual(sorted(oracle.byJournal));
  expect(sorted(sumBy(lines, (l) => l.journalCode + '/' + l.ecritureNum))).toEqual(sorted(oracle.byEntry));
}

describe('engine totals agree with DuckDB SQL over the same files', () => {
  let conn: DuckDBConnection;
  beforeAll(async () => {
    conn = await openOracle();
  });

  it.each(REAL.map((f) => [f.path.split('/').pop()!, f]))('real file %s', async (_name, file) => {
    await compare(conn, file);
  });

  it('generated files, canonical and pipe / ISO 8859-15 / trailing separator', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fec-oracle-'));
    const canonical = join(dir, 'canonical.txt');
    await writeGeneratedFec(canonical, {
      seed: 5,
      targetLines: 20000,
      anomalies: ['EQ-ECR', 'SEQ-MULTIDATE'],
    });
    await compare(conn, { path: canonical, delim: '\t', columns: 18 });
    const pipe = join(dir, 'pipe.txt');
    await writeGeneratedFec(
      pipe,
      { seed: 6, targetLines: 20000 },
      { separator: 'pipe', encoding: 'iso-8859-15', trailingSeparator: true },
    );
    await compare(conn, { path: pipe, delim: '|', columns: 19, encoding: 'latin-1' });
  });
});
