import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suggestFiscalYear } from './suggest-fiscal-year';

const REAL = join(__dirname, '../../../../shared/fixtures/fec-real');

/** What the import form sends: the first and the last `size` bytes of the file. */
async function headAndTail(name: string, size: number): Promise<{ sample: Buffer; head: number }> {
  const b = await readFile(join(REAL, name));
  return {
    sample: Buffer.concat([b.subarray(0, size), b.subarray(Math.max(size, b.length - size))]),
    head: size,
  };
}

describe('suggestFiscalYear (import form)', () => {
  it('suggests the year the entries show, as the analysis infers it', async () => {
    for (const size of [16384, 65536]) {
      const a = await headAndTail('0000000001FEC20220831.txt', size);
      expect(await suggestFiscalYear(a.sample, 'export.txt', a.head)).toEqual({
        start: 20210901,
        end: 20220831,
        source: 'data',
      });
      // The name says 2050; the file runs April 2022 – April 2023 (its last part is April 2023).
      const b = await headAndTail('123456789FEC20500930.txt', size);
      expect(await suggestFiscalYear(b.sample, '123456789FEC20500930.txt', b.head)).toEqual({
        start: 20220401,
        end: 20230331,
        source: 'data',
      });
      const c = await headAndTail('000000000FEC20231231.txt', size);
      expect(await suggestFiscalYear(c.sample, '000000000FEC20231231.txt', c.head)).toEqual({
        start: 20230101,
        end: 20231231,
        source: 'file-name',
      });
    }
  });

  it('a stray date at the top of the file does not move the suggestion', async () => {
    const b = await readFile(join(REAL, '0000000001FEC20220831.txt'), 'utf8');
    const lines = b.split('\n');
    const fields = lines[1].split('\t');
    fields[3] = '20200901';
    lines[1] = fields.join('\t');
    expect(await suggestFiscalYear(lines.slice(0, 400).join('\n'), 'export.txt')).toEqual({
      start: 20210901,
      end: 20220831,
      source: 'data',
    });
  });

  it('null when nothing is dated or the sample is not a FEC', async () => {
    expect(
      await suggestFiscalYear(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2, 3, 0, 0, 0]), 'x.png'),
    ).toBeNull();
  });
});
