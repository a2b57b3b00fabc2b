/**
 * The trial balance (balance générale and auxiliaire) of every real and public fixture against DuckDB's
 * independent reading of the same file, exact to the cent: each account's and each auxiliary account's
 * closing balance is the oracle's debit − credit, and the balance balances when the file does.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { analyseFile } from '../../engine/src/analyse/analyse';
import { openOracle, oracleTotals, type OracleFile } from './duckdb';

const FIXTURES = join(__dirname, '../../../shared/fixtures');

const FILES: OracleFile[] = [
  { path: join(FIXTURES, 'fec-real/0000000001FEC20220831.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, 'fec-real/123456789FEC20500930.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, 'fec-real/111111111FEC20221231.TXT'), delim: '|', columns: 19, encoding: 'latin-1' },
  { path: join(FIXTURES, 'fec-real/000000000FEC20231231.txt'), delim: '\t', columns: 22 },
  { path: join(FIXTURES, 'fec-public/542107651FEC20211231.txt'), delim: '|', columns: 18 },
  { path: join(FIXTURES, 'fec-public/fec_propre.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, 'fec-public/fec_sale.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, 'fec-public/sample_tab.txt'), delim: '\t', columns: 18 },
  { path: join(FIXTURES, 'fec-public/sample_pipe.txt'), delim: '|', columns: 18, montantSens: true },
];

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
const net = (m: Map<string, [number, number]>) => new Map([...m].map(([k, [d, c]]) => [k, d - c]));

describe('trial balance agrees with DuckDB SQL over the same files, to the cent', () => {
  let conn: DuckDBConnection;
  beforeAll(async () => {
    conn = await openOracle();
  });

  it.each(FILES.map((f) => [f.path.split('/').slice(-2).join('/'), f]))('%s', async (_name, file) => {
    const { report } = await analyseFile(file.path, { controls: [] });
    const oracle = await oracleTotals(conn, file);
    const rows = report.statements.trialBalance;
    const general = new Map(
      rows.filter((r) => r.aux === null).map((r) => [r.account, r.closingDebit - r.closingCredit]),
    );
    const aux = new Map(
      rows
        .filter((r) => r.aux !== null)
        .map((r) => [r.account + '\u0000' + r.aux, r.closingDebit - r.closingCredit]),
    );
    expect(sorted(general)).toEqual(sorted(net(oracle.byAccount)));
    expect(sorted(aux)).toEqual(sorted(net(oracle.byAux)));
    // Movements and à-nouveaux together are the oracle's totals; the balance balances as the file does.
    const sum = (f: (r: (typeof rows)[number]) => number) =>
      rows.filter((r) => r.aux === null).reduce((s, r) => s + f(r), 0);
    expect(sum((r) => r.closingDebit) - sum((r) => r.closingCredit)).toBe(oracle.debit - oracle.credit);
    expect(sum((r) => r.debit - r.credit + r.openingDebit - r.openingCredit)).toBe(
      oracle.debit - oracle.credit,
    );
    // Per journal as the oracle groups them; per month adding up to the file's totals.
    const journals = new Map(report.statements.journals!.map((j) => [j.code, j.debit - j.credit]));
    expect(sorted(journals)).toEqual(sorted(net(oracle.byJournal)));
    const months = report.statements.months!;
    expect([months.reduce((s, m) => s + m.debit, 0), months.reduce((s, m) => s + m.credit, 0)]).toEqual([
      oracle.debit,
      oracle.credit,
    ]);
    if (oracle.debit === oracle.credit) {
      expect(sum((r) => r.closingDebit)).toBe(sum((r) => r.closingCredit));
      expect(report.statements.balanceSheet.totalAssets).toBe(
        report.statements.balanceSheet.totalLiabilities,
      );
    } else expect(report.statements.notes.map((n) => n.code)).toContain('UNBALANCED');
  });
});
