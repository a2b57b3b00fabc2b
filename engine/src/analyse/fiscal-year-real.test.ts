import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HORS_EXO } from '../controls/hors-exo';
import { analyseFile } from './analyse';

const REAL = join(__dirname, '../../../../shared/fixtures/fec-real');

async function decided(path: string) {
  const r = await analyseFile(path, { controls: [HORS_EXO] });
  return { ...r.report.fiscalYear, horsExo: r.report.controls[0].count };
}

describe('fiscal year of the real files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fec-fy-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The file under a name without a closing date, one line's EcritureDate changed (line 1 = header). */
  async function neutralCopy(name: string, changedLine?: number, date?: number): Promise<string> {
    const text = await readFile(join(REAL, name), 'utf8');
    const lines = text.split('\n');
    if (changedLine !== undefined) {
      const fields = lines[changedLine - 1].split('\t');
      fields[3] = String(date);
      lines[changedLine - 1] = fields.join('\t');
    }
    const path = join(dir, `export-${changedLine ?? 0}.txt`);
    await writeFile(path, lines.join('\n'));
    return path;
  }

  it('one stray date does not move the year: it is one outlier (0000000001FEC20220831 under a neutral name)', async () => {
    const year = { start: 20210901, end: 20220831 };
    expect(await decided(await neutralCopy('0000000001FEC20220831.txt'))).toMatchObject({
      ...year,
      source: 'data',
      outliers: 0,
      horsExo: 0,
    });
    // The first entry (the earliest of the file) and a line far down, dated 01/09/2020.
    for (const line of [2, 3000]) {
      const fy = await decided(await neutralCopy('0000000001FEC20220831.txt', line, 20200901));
      expect(fy).toEqual({
        ...year,
        source: 'data',
        suggested: year,
        outliers: 1,
        outliersUnit: 'entries',
        horsExo: 1,
        datedLines: 5422,
        linesInside: 5421,
      });
    }
  });

  it('keeps the decisions an auditor agrees with on every real file', async () => {
    // The name's closing date holds, and the entries say the same.
    expect(await decided(join(REAL, '0000000001FEC20220831.txt'))).toEqual({
      start: 20210901,
      end: 20220831,
      source: 'file-name',
      suggested: { start: 20210901, end: 20220831 },
      outliers: 0,
      outliersUnit: 'entries',
      horsExo: 0,
      datedLines: 5422,
      linesInside: 5422,
    });
    // The name says 2050; the entries run April 2022 – April 2023: the year is April–March, the
    // 278 entries of April 2023 (next year's operations) are outliers.
    expect(await decided(join(REAL, '123456789FEC20500930.txt'))).toEqual({
      start: 20220401,
      end: 20230331,
      source: 'data',
      suggested: { start: 20220401, end: 20230331 },
      outliers: 278,
      outliersUnit: 'entries',
      horsExo: 278,
      datedLines: 10756,
      // 746 lines dated outside, counted with awk on the file.
      linesInside: 10756 - 746,
    });
    // The name says 2022, every entry is January–July 2023.
    expect(await decided(join(REAL, '111111111FEC20221231.TXT'))).toMatchObject({
      start: 20230101,
      end: 20231231,
      source: 'data',
      suggested: { start: 20230101, end: 20231231 },
      outliers: 0,
    });
    // BNC: busy January–June 2023 and a thin journal of old items dated 2021–2022 (detailed opening
    // items): the name's 2023 holds and is what the entries show too, not a July–June year.
    expect(await decided(join(REAL, '000000000FEC20231231.txt'))).toMatchObject({
      start: 20230101,
      end: 20231231,
      source: 'file-name',
      suggested: { start: 20230101, end: 20231231 },
    });
  });
});
