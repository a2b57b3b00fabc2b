/**
 * The safety net of the engine's speed work (issue 16): the whole JSON of `analyseFile` — report,
 * summary, fiscal year, every control's rows and diagnostics — on every real and public fixture and on
 * generated files with planted anomalies, must stay byte-identical. The goldens are SHA-256 digests of
 * `JSON.stringify(result)` taken from the engine before any optimisation; a digest that moves means a
 * result changed. Each case runs on one thread and with the reading thread (columnar batches of a few
 * lines, so that every batch boundary is crossed): both must give the same bytes. To see the digests after a deliberate change of results:
 *   GOLDEN_PRINT=1 node --experimental-vm-modules node_modules/jest/bin/jest.js engine/src/analyse/golden-report
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORTED_ANOMALIES } from '../generator/anomaly-ids';
import { writeGeneratedFec } from '../generator/generate';
import { analyseFile, type AnalyseOptions } from './analyse';

const FIXTURES = join(__dirname, '../../../../shared/fixtures');

const FILES = [
  'fec-real/0000000001FEC20220831.txt',
  'fec-real/000000000FEC20231231.txt',
  'fec-real/111111111FEC20221231.TXT',
  'fec-real/123456789FEC20500930.txt',
  'fec-public/542107651FEC20211231.txt',
  'fec-public/fec_propre.txt',
  'fec-public/fec_sale.txt',
  'fec-public/sample_pipe.txt',
  'fec-public/sample_tab.txt',
];

/** Generated files: every plantable anomaly at once, in the canonical format and in ISO-8859-15 with pipes. */
const GENERATED: Record<string, { format: Record<string, unknown> }> = {
  '732829320FEC20241231.txt': { format: {} },
  '732829320FEC20241231-latin.txt': {
    format: { encoding: 'iso-8859-15', separator: 'pipe', lineEnding: 'lf' },
  },
};

const MODES: Record<string, AnalyseOptions> = { default: {}, rowCap3: { rowCap: 3, diagnosticCap: 5 } };

/**
 * Taken from the engine of commit aa974cf, before issue 16's changes. Every digest moved with issue 35's
 * detections (DOUBLON-REGL added; SENS-ANORMAL, DOUBLON-FACT, JE-ATYPIQUES, WEEKEND-FERIE results changed).
 */
const GOLDEN: Record<string, string> = {
  'fec-real/0000000001FEC20220831.txt default':
    '34c15d237efe1894877173fc8152e3c3bf2cfc09515416d00fad9b93b6af47ab',
  'fec-real/0000000001FEC20220831.txt rowCap3':
    'ccd886f425505242333da3c98273cd0bddb2027e16cabe576f1d7de127cb8443',
  'fec-real/000000000FEC20231231.txt default':
    '4af4f5ea8fcf4138c60f47ca00623fb76ceac218f6508622645d7521a8048bf7',
  'fec-real/000000000FEC20231231.txt rowCap3':
    'd1e4f8938a3d1f7433064452487c5004dcec3e6195804669a186fed2e5ed3eaa',
  'fec-real/111111111FEC20221231.TXT default':
    'd60b9cff443e5e8e142b8e8ed816a68861d5804cb62f954d8598f492950d7cc4',
  'fec-real/111111111FEC20221231.TXT rowCap3':
    '0ccf9ed90cf96064f8b2f2b158f060a0230eea24c2b3f9e038f502caa7616bad',
  'fec-real/123456789FEC20500930.txt default':
    '71c644e45dfc19455061d7cc72641600a5b3d6969f44d94822ed26ebf0664e62',
  'fec-real/123456789FEC20500930.txt rowCap3':
    '7f437bfd1450222778c812f6521ba18e212d75ecdf8afb0a238e3d86a099e52b',
  'fec-public/542107651FEC20211231.txt default':
    'a13983e9182ca59df8dd2a32084ad5368876bd57b2538c9f8e9bbac1a882e8aa',
  'fec-public/542107651FEC20211231.txt rowCap3':
    'a13983e9182ca59df8dd2a32084ad5368876bd57b2538c9f8e9bbac1a882e8aa',
  'fec-public/fec_propre.txt default': 'b1927856c7a1ce019fcd3dd845ef5ee84d5894acf667dd2b3958d313bab730a0',
  'fec-public/fec_propre.txt rowCap3': '11a191e4b32cdf617c70e79a2f36f403306434526b1afa8778a0ac9da71c57d9',
  'fec-public/fec_sale.txt default': '4ef62bfb8950a0f85ca74a0e9d6a8b8e96d7eac0a34dde749d81bf907a3c109b',
  'fec-public/fec_sale.txt rowCap3': '58452bec3bfe7de8f523f9a15703c7c15289a6cbdf6152c5fc9ee55239e4f39d',
  'fec-public/sample_pipe.txt default': '0246af69b56e47344d0ec993931080066cc7bef37fc3792bd242e4eca94bf03f',
  'fec-public/sample_pipe.txt rowCap3': '0246af69b56e47344d0ec993931080066cc7bef37fc3792bd242e4eca94bf03f',
  'fec-public/sample_tab.txt default': '90381f11953cc07c95d1e01c86c62f3e841829970d3eb791f6ee1d8d28de1bc1',
  'fec-public/sample_tab.txt rowCap3': '90381f11953cc07c95d1e01c86c62f3e841829970d3eb791f6ee1d8d28de1bc1',
  'generated/732829320FEC20241231.txt default':
    '2bdfb8c416bacac75bef6a36f512c281a95e9ec2d6a98a5dffbaeeabefba1f5b',
  'generated/732829320FEC20241231.txt rowCap3':
    '8fb2a8c546742d9d67a7170e8b16fb2258d7cf9206fa03ea2a463e901946e536',
  'generated/732829320FEC20241231-latin.txt default':
    '676b63cebe7739b560f43d3dd46630218db552cd0be12a6e85c596b5342da3b9',
  'generated/732829320FEC20241231-latin.txt rowCap3':
    '7f8535583e46592cccd074c9260bc373c33fda0a901f4b4635a93bc28e22bbc5',
};

const sha = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The goldens predate issue 36's `statements`: they digest the result without them, and the statements
 * get their own digest, which both threading modes must agree on.
 */
const digest = async (
  path: string,
  options: AnalyseOptions,
  fileName?: string,
): Promise<{ hash: string; statements: string }> => {
  const result = await analyseFile(path, fileName ? { ...options, fileName } : options);
  const { statements, ...report } = result.report;
  return { hash: sha({ ...result, report }), statements: sha(statements) };
};

let dir = '';
const paths: Record<string, { path: string; fileName?: string }> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fec-golden-'));
  for (const f of FILES) paths[f] = { path: join(FIXTURES, f) };
  for (const [name, g] of Object.entries(GENERATED)) {
    const path = join(dir, name);
    await writeGeneratedFec(
      path,
      { seed: 16, targetLines: 30_000, anomalies: [...SUPPORTED_ANOMALIES] },
      g.format as never,
    );
    paths[`generated/${name}`] = { path, fileName: '732829320FEC20241231.txt' };
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The reading thread's batches: a prime number of lines, so that entries straddle them. */
const THREADS: Record<string, AnalyseOptions> = {
  'one thread': {},
  'reading thread': { readerThread: true, readerBatchLines: 7 },
};

/** Statements digest per file and mode, from the first threading mode run. */
const statementDigests: Record<string, string> = {};

const cases = [...FILES, ...Object.keys(GENERATED).map((n) => `generated/${n}`)].flatMap((f) =>
  Object.keys(MODES).flatMap((m) => Object.keys(THREADS).map((t) => [f, m, t] as const)),
);

it.each(cases)(
  '%s (%s, %s) gives the golden JSON report',
  async (file, mode, threads) => {
    const { path, fileName } = paths[file];
    const { hash, statements } = await digest(path, { ...MODES[mode], ...THREADS[threads] }, fileName);
    if (process.env.GOLDEN_PRINT) console.log(`  '${file} ${mode}': '${hash}',`);
    else expect(hash).toBe(GOLDEN[`${file} ${mode}`]);
    const key = `${file} ${mode}`;
    if (statementDigests[key] === undefined) statementDigests[key] = statements;
    else expect(statements).toBe(statementDigests[key]);
  },
  60_000,
);
