import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DetailRow } from '../../../engine/src/index';
import { DETAIL_HEADER, UTF8_BOM, csvLine, detailLine } from './detail-csv';
import { indexDetailFile, rangeRows } from './detail-index';
import { controlRows } from './detail-rows';

const row = (line: number, lib: string): DetailRow => ({
  line,
  journalCode: 'VE',
  ecritureNum: `VE-${line}`,
  ecritureDate: 20240131,
  compteNum: '411000',
  ecritureLib: lib,
  debit: line * 100,
  credit: 0,
  detail: 'Écart ; « à voir »',
});
const controls = [
  { id: 'EQ-ECR', label: 'Équilibre', result: 'ERROR' as const, rows: [1, 2, 3] },
  { id: 'VALID-TARDIVE', label: 'Validation', result: 'WARNING' as const, rows: [4, 5] },
  { id: 'LIB-VIDE', label: 'Libellé', result: 'OK' as const, rows: [6] },
];
const text =
  UTF8_BOM +
  csvLine(DETAIL_HEADER) +
  controls.flatMap((c) => c.rows.map((n) => detailLine(c, row(n, `Libellé n° ${n} "é"`)))).join('');

async function all(rows: AsyncIterable<DetailRow>): Promise<DetailRow[]> {
  const out: DetailRow[] = [];
  for await (const r of rows) out.push(r);
  return out;
}

describe('the detail file index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'detail-index-'));
  const path = join(dir, 'detail.csv');
  writeFileSync(path, text);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([1, 3, 7, 1 << 20])(
    'finds each control’s range in one pass (chunks of %i bytes): its rows, as a full read gives them',
    async (chunk) => {
      const ranges = await indexDetailFile(path, chunk);
      expect([...ranges.keys()]).toEqual(controls.map((c) => c.id));
      expect(ranges.get('LIB-VIDE')!.end).toBe(Buffer.byteLength(text));
      for (const c of controls) {
        const expected = await all(controlRows(Readable.from([text]), c.id));
        expect(expected).toHaveLength(c.rows.length);
        expect(await all(rangeRows(path, ranges, c.id))).toEqual(expected);
      }
      expect(await all(rangeRows(path, ranges, 'ABSENT'))).toEqual([]);
    },
  );
});
