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
 * Taken from the engine of commit aa974cf, before issue 16's changes; since issue 35 the fiscal year says
 * what its outliers count (`outliersUnit`) and a duplicate's « même pièce » quotes the PieceRef.
 */
const GOLDEN: Record<string, string> = {
  'fec-real/0000000001FEC20220831.txt default':
    'e308fe4da0adeb692b6bb1ad4dabcdbe1e515c95a21a4e36e332d55e4f9a99c2',
  'fec-real/0000000001FEC20220831.txt rowCap3':
    '8e5e4740fb28bff56c7b21321436f46bdc88a30f8c88025d35608bc0380d6683',
  'fec-real/000000000FEC20231231.txt default':
    '4f4828de7b6181de07fc7a45f8cce1619c1ed683fb6b8d367a476f43a8bba6ed',
  'fec-real/000000000FEC20231231.txt rowCap3':
    'da45a2b8b30966ee97b485f63eed9d4d240c784092332925ecb0b072fdaa2d7c',
  'fec-real/111111111FEC20221231.TXT default':
    '32bd6f8a21e7516c3db69ac72accd9f762580002213aae4aca640ea567ee3073',
  'fec-real/111111111FEC20221231.TXT rowCap3':
    '1c2bc461cc672a20c1ff268b931eefa30c9bd81bbc99a192efa2d131a5152041',
  'fec-real/123456789FEC20500930.txt default':
    'cfe501f753ba8e72956c4628855a6e26b6c635d03f15ee5cbc0e16a7acff5065',
  'fec-real/123456789FEC20500930.txt rowCap3':
    '230aa82974ba6651ac67d7eb0b321c483659e0d40b11e1a19f398ba2997bb912',
  'fec-public/542107651FEC20211231.txt default':
    'a6441855d337d89c2f235be4218734da9b1b951d96dfb94ad5d6de325890e7e6',
  'fec-public/542107651FEC20211231.txt rowCap3':
    'a6441855d337d89c2f235be4218734da9b1b951d96dfb94ad5d6de325890e7e6',
  'fec-public/fec_propre.txt default': '17231dbadf3376d0a3257da034cd8c43533547092e360a5c942fc362f0a428ee',
  'fec-public/fec_propre.txt rowCap3': '0bb1571c019cd8775379bfe1f7e7cb264c746cdaae0e25601e298e8f3edefa1f',
  'fec-public/fec_sale.txt default': 'bca59ae19ca0e37a822439f4aaf69d4dfc4fa234ec163e9fae649708cdcc871c',
  'fec-public/fec_sale.txt rowCap3': 'b9cc0c211f28655506a8e82ddc53c9c0a6776a68efb1e444d0cd90ebf96e6d92',
  'fec-public/sample_pipe.txt default': 'b98883804d4e78bc71a1928faad757bbd94f412de0908139e6a77deac3094c8b',
  'fec-public/sample_pipe.txt rowCap3': 'b98883804d4e78bc71a1928faad757bbd94f412de0908139e6a77deac3094c8b',
  'fec-public/sample_tab.txt default': 'cccb49a0f3e946f8cef0dc054e569e150e8bf7458563836316d1553c0519012a',
  'fec-public/sample_tab.txt rowCap3': 'cccb49a0f3e946f8cef0dc054e569e150e8bf7458563836316d1553c0519012a',
  'generated/732829320FEC20241231.txt default':
    '9c6f433cf44f49d20c6b45f49bfbdf123f82dc7ef3dc7f042908de46678c3399',
  'generated/732829320FEC20241231.txt rowCap3':
    '09cd05f68d69a144bb8ab64ced8016c21cb83466285b8129f09d2ae983801be3',
  'generated/732829320FEC20241231-latin.txt default':
    '5fa5305052f7da2f82a630609f4279cccac67a25c1c300ab7e0e34ab5f3d8740',
  'generated/732829320FEC20241231-latin.txt rowCap3':
    '84da62600d4eeec3e7e47559c88f52201532989eb490028b080e74eb5a41839e',
};

const digest = async (path: string, options: AnalyseOptions, fileName?: string): Promise<string> =>
  createHash('sha256')
    .update(JSON.stringify(await analyseFile(path, fileName ? { ...options, fileName } : options)))
    .digest('hex');

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

const cases = [...FILES, ...Object.keys(GENERATED).map((n) => `generated/${n}`)].flatMap((f) =>
  Object.keys(MODES).flatMap((m) => Object.keys(THREADS).map((t) => [f, m, t] as const)),
);

it.each(cases)(
  '%s (%s, %s) gives the golden JSON report',
  async (file, mode, threads) => {
    const { path, fileName } = paths[file];
    const hash = await digest(path, { ...MODES[mode], ...THREADS[threads] }, fileName);
    if (process.env.GOLDEN_PRINT) console.log(`  '${file} ${mode}': '${hash}',`);
    else expect(hash).toBe(GOLDEN[`${file} ${mode}`]);
  },
  60_000,
);
