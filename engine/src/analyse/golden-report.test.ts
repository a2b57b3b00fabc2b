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
 * Taken from the engine of commit aa974cf, before issue 16's changes. Every digest moved with issue 35:
 * its detections (DOUBLON-REGL added; SENS-ANORMAL, DOUBLON-FACT, JE-ATYPIQUES, WEEKEND-FERIE results
 * changed), the fiscal year's `outliersUnit`, a duplicate's « même pièce » quoting the PieceRef, and the
 * EXERCICE_DEDUIT warning ending with what the entries leave open (« À confirmer : … »).
 */
const GOLDEN: Record<string, string> = {
  'fec-real/0000000001FEC20220831.txt default':
    '2a91f0a61b7be6746db282f35c5050e9a4e992428c2b8db0285aa60d67d9f3b9',
  'fec-real/0000000001FEC20220831.txt rowCap3':
    'a523ba1798bb818d49094cc04f9003c9d64ef1c3b616b2c6f56e854ab98d31ec',
  'fec-real/000000000FEC20231231.txt default':
    'd1fdaf867fa2bb6ee2cfd3caf589fee43183c3380bf2895ece1a8616af7b478c',
  'fec-real/000000000FEC20231231.txt rowCap3':
    '634d2a683d2faeba5427556914e792a9189c5008d3d488c9b006989579ea2dbb',
  'fec-real/111111111FEC20221231.TXT default':
    '9207f32f6e2d757adfa7905b3d1e44519f5d5ee2273a77468808b6a7602d32eb',
  'fec-real/111111111FEC20221231.TXT rowCap3':
    '672361489e7ec520d8641d48a8023522be9da119d6ffc5726549be5d21498d91',
  'fec-real/123456789FEC20500930.txt default':
    '69601ad73e39ccf6f5cae5706cf84fd28f3e9391b24be66bec89cb0741cbc2d0',
  'fec-real/123456789FEC20500930.txt rowCap3':
    'f6ce0b0b70daaaf89302e7684ff2f21e6cf7454123afba5727f6bfe983dbaf08',
  'fec-public/542107651FEC20211231.txt default':
    'e6ec41cab391e202818cf2bf2be98081ad722dc62381938cc735750eb6912444',
  'fec-public/542107651FEC20211231.txt rowCap3':
    'e6ec41cab391e202818cf2bf2be98081ad722dc62381938cc735750eb6912444',
  'fec-public/fec_propre.txt default': 'ad331dcf9b7c39ad951de7503b96c7d806dee2fe32442a8348490411d81126e1',
  'fec-public/fec_propre.txt rowCap3': '2f76df1012babd4b66b0fc72844e7a3fade0c6d7fe3351e8fe9a3995115d50e2',
  'fec-public/fec_sale.txt default': 'c6e257b88a96c23eda8ce4c5ec2e396209f7a3927d5f50fc4aeb5e57085180f2',
  'fec-public/fec_sale.txt rowCap3': 'a3f83e59481e0c19c68562207f4357a7585e8acac1c7650395260d0bd137729b',
  'fec-public/sample_pipe.txt default': '6e718ee52ddadf656c161d4c856d9b5a025072ce70201140fe4b5f300b825a83',
  'fec-public/sample_pipe.txt rowCap3': '6e718ee52ddadf656c161d4c856d9b5a025072ce70201140fe4b5f300b825a83',
  'fec-public/sample_tab.txt default': 'e0073e9f265bc61d5b3da6dbceb7ad3c7c01067ee72f310261511c6c7654cee6',
  'fec-public/sample_tab.txt rowCap3': 'e0073e9f265bc61d5b3da6dbceb7ad3c7c01067ee72f310261511c6c7654cee6',
  'generated/732829320FEC20241231.txt default':
    '0be65a06d47c42fc6cabf310f37f57f5eb6982f5f9438f25c910a3d7b735767a',
  'generated/732829320FEC20241231.txt rowCap3':
    '6717fca8ad99cd8b8ffb382cf1137f68688fb96751439e28b5e028f2dba48c94',
  'generated/732829320FEC20241231-latin.txt default':
    'e650598d1ad71397c038971b7e125791bd538427f9606b7ff615704417aec02e',
  'generated/732829320FEC20241231-latin.txt rowCap3':
    'afbce10c06caa6c97a333c63bb4081d87ad920f137daf87d2700b0a86062972c',
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
