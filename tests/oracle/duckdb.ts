import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

/**
 * An independent reading of a FEC by DuckDB's CSV reader and SQL: the oracle the engine's totals are
 * checked against, and the speed reference of the benchmark. It knows nothing of the engine: it is
 * told the file's separator, encoding and column count, and parses amounts in SQL.
 */
export interface OracleFile {
  path: string;
  delim: '\t' | '|' | ';';
  /** DuckDB's encoding names: 'utf-8' or 'latin-1'. */
  encoding?: 'utf-8' | 'latin-1';
  /** Columns on a data line (a trailing separator adds one). */
  columns: number;
  /** Montant + Sens in place of Debit + Credit (D/C or +1/-1). */
  montantSens?: boolean;
}

export interface OracleTotals {
  lines: number;
  debit: number;
  credit: number;
  byAccount: Map<string, [number, number]>;
  byJournal: Map<string, [number, number]>;
  byEntry: Map<string, [number, number]>;
  /** `CompteNum\u0000CompAuxNum` → [debit, credit], lines with an auxiliary account only. */
  byAux: Map<string, [number, number]>;
}

const NAMES = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
];

function names(count: number): string[] {
  const out = [...NAMES];
  while (out.length < count) out.push(`c${out.length + 1}`);
  return out.slice(0, count);
}

function sqlString(s: string): string {
  return "'" + s.replace(/'/g, "''") + "'";
}

export async function openOracle(): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  // Blanks and stray CR/LF (DuckDB splits CR CR LF files on the first CR) are trimmed alike.
  await conn.run(`CREATE MACRO t(x) AS trim(x, ' ' || chr(9) || chr(10) || chr(13))`);
  // Amounts: comma decimal, optional trailing sign, blank = 0; cents as BIGINT.
  await conn.run(`CREATE MACRO cents(x) AS coalesce(CAST(round(TRY_CAST(
      CASE WHEN t(x) LIKE '%-' THEN '-' || rtrim(t(x), '-') ELSE t(x) END
    .replace(',', '.') AS DECIMAL(24,6)) * 100) AS BIGINT), 0)`);
  return conn;
}

/** The `read_csv` call for a file, as a table expression. */
export function readCsv(file: OracleFile): string {
  const cols = names(file.columns)
    .map((n) => `'${n}': 'VARCHAR'`)
    .join(', ');
  return `read_csv(${sqlString(file.path)}, delim=${sqlString(file.delim)}, header=false, skip=1,
    columns={${cols}}, null_padding=true, quote='"', escape='"', encoding=${sqlString(file.encoding ?? 'utf-8')},
    strict_mode=false, auto_detect=false)`;
}

async function grouped(
  conn: DuckDBConnection,
  key: string,
  table: string,
): Promise<Map<string, [number, number]>> {
  const r = await conn.runAndReadAll(
    `SELECT ${key} AS k, sum(cents(Debit))::BIGINT AS d, sum(cents(Credit))::BIGINT AS c FROM ${table} GROUP BY k`,
  );
  const m = new Map<string, [number, number]>();
  for (const [k, d, c] of r.getRowsJS()) m.set(String(k), [Number(d), Number(c)]);
  return m;
}

export async function oracleTotals(conn: DuckDBConnection, file: OracleFile): Promise<OracleTotals> {
  await conn.run(`CREATE OR REPLACE TEMP TABLE fec AS SELECT * FROM ${readCsv(file)}
    WHERE coalesce(t(JournalCode), '') || coalesce(t(CompteNum), '') || coalesce(t(Debit), '') <> ''`);
  if (file.montantSens)
    await conn.run(`CREATE OR REPLACE TEMP TABLE fec AS SELECT * REPLACE (
      CASE WHEN upper(t(Credit)) IN ('D', '+1', '1') THEN Debit ELSE '0' END AS Debit,
      CASE WHEN upper(t(Credit)) IN ('C', '-1') THEN Debit ELSE '0' END AS Credit) FROM fec`);
  const t = await conn.runAndReadAll(
    'SELECT count(*)::BIGINT, sum(cents(Debit))::BIGINT, sum(cents(Credit))::BIGINT FROM fec',
  );
  const [lines, debit, credit] = t.getRowsJS()[0].map(Number);
  return {
    lines,
    debit,
    credit,
    byAccount: await grouped(conn, 't(CompteNum)', 'fec'),
    byJournal: await grouped(conn, 't(JournalCode)', 'fec'),
    byEntry: await grouped(conn, "t(JournalCode) || '/' || t(EcritureNum)", 'fec'),
    byAux: await grouped(
      conn,
      't(CompteNum) || chr(0) || t(CompAuxNum)',
      "fec WHERE coalesce(t(CompAuxNum), '') <> ''",
    ),
  };
}
