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

/** Taken from the engine of commit aa974cf, before issue 16's changes. */
const GOLDEN: Record<string, string> = {
  'fec-real/0000000001FEC20220831.txt default':
    'd17c3b718138c6d7d9c63ab2edd26b0bbc998a868ce6ff5d3343312eb4501f5e',
  'fec-real/0000000001FEC20220831.txt rowCap3':
    '538cbc55ac117dae51615ae876527673e922afbbd3176626c714fc3775b02919',
  'fec-real/000000000FEC20231231.txt default':
    '30718d29617f286068e7bc8203c926bcb12435feab0e345f5b8d14bc2ff1bb53',
  'fec-real/000000000FEC20231231.txt rowCap3':
    '57013df18d7eef1a2c9fa9f501e01c49b50f4a33f8e57d26b51fe736ba355275',
  'fec-real/111111111FEC20221231.TXT default':
    '8d4088ff4fe213b7248899e5bf655a4dcbff8820d9c1fff34cd532867597afb0',
  'fec-real/111111111FEC20221231.TXT rowCap3':
    '8cf7e630a594117acaa181529c4bb6dec569cf642e5ab2fcb94ae677d49cf03b',
  'fec-real/123456789FEC20500930.txt default':
    '8fe40f462b78ca9dbbee4b72cb719cd4b44ca0ae58790756d0bb29f307ca25cc',
  'fec-real/123456789FEC20500930.txt rowCap3':
    '07800a1feb55cd0cd60eb292245652da46a0a65fbc519684f6885bfa87c9dd0f',
  'fec-public/542107651FEC20211231.txt default':
    'cc2b2037e89b3ba3bacca891a5f1b426975f4ec625fffc617395bc8e12618f8f',
  'fec-public/542107651FEC20211231.txt rowCap3':
    'cc2b2037e89b3ba3bacca891a5f1b426975f4ec625fffc617395bc8e12618f8f',
  'fec-public/fec_propre.txt default': 'daf0733cfaa1d6a0ec6730d0fc132fa52d796e36565150ebcdd01045fa0f16f4',
  'fec-public/fec_propre.txt rowCap3': 'd23ac327f62558ed7692d68cfc03e3813a0c91ef36f20776bd1c65b88e1025c9',
  'fec-public/fec_sale.txt default': '94377e01ffe15608233dce0a02251140bff2df072a655bf98f26c68d1ce509c4',
  'fec-public/fec_sale.txt rowCap3': '237aeb72ecf8415434624565c42588daa9bc27192e052b39d19e36600ffc2d9f',
  'fec-public/sample_pipe.txt default': '9e6de99f7fcbf9bef0bf2ce6f5a615c0458cae5fc333c5408d8998d104bb8f87',
  'fec-public/sample_pipe.txt rowCap3': '9e6de99f7fcbf9bef0bf2ce6f5a615c0458cae5fc333c5408d8998d104bb8f87',
  'fec-public/sample_tab.txt default': '4dedaa00c6afe639830757a55791a2152a9ff5762362d5e12f4e3a8206ae32f1',
  'fec-public/sample_tab.txt rowCap3': '4dedaa00c6afe639830757a55791a2152a9ff5762362d5e12f4e3a8206ae32f1',
  'generated/732829320FEC20241231.txt default':
    'a32ed9e8e2f723c2e5faf7e70b3702950c759eec56f8eab01e382969f1882353',
  'generated/732829320FEC20241231.txt rowCap3':
    'bd09ba154f746cc8c6aa8d42756dec16996e17641724dbdc10706da0fec22a4d',
  'generated/732829320FEC20241231-latin.txt default':
    '7252f1cdb07990051c4a19c189d0d520336d934ef1fd27be25a7dfb917dee188',
  'generated/732829320FEC20241231-latin.txt rowCap3':
    'f691bc7994291093b6fd2cf6ba8fb8b0769d7a9d34186e8b83ab3443413b6caa',
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
