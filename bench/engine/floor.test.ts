import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedFec } from '../../engine/src/generator/generate';
import { floorScan } from './floor';

/** The floor does the work it claims: its totals are those of a plain split of the file's text. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fec-floor-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const cents = (text: string) => Math.round(Number(text.replace(/\s/g, '').replace(',', '.')) * 100);

function expected(text: string) {
  const accounts = new Map<string, { debit: number; credit: number; lines: number }>();
  const rows = text
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l !== '');
  for (const row of rows) {
    const f = row.split('\t');
    const t = accounts.get(f[4]) ?? { debit: 0, credit: 0, lines: 0 };
    t.debit += cents(f[11]);
    t.credit += cents(f[12]);
    t.lines++;
    accounts.set(f[4], t);
  }
  return { lines: rows.length, accounts };
}

it('finds every line and each account’s totals, LF or CRLF, with or without a last line end', async () => {
  const lf = join(dir, 'lf.txt');
  await writeGeneratedFec(lf, { seed: 7, targetLines: 3_000 });
  const text = (await readFile(lf)).toString('latin1');
  const want = expected(text);
  expect(want.lines).toBeGreaterThanOrEqual(3_000);
  expect(floorScan(lf)).toEqual(want);

  const crlf = join(dir, 'crlf.txt');
  await writeFile(crlf, Buffer.from(text.replace(/\n/g, '\r\n').replace(/\r\n$/, ''), 'latin1'));
  expect(floorScan(crlf)).toEqual(want);
});
