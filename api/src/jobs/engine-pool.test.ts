import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseFile } from '../../../engine/src/analyse/analyse';
import { writeGeneratedFec } from '../../../engine/src/generator/generate';
import { BUNDLE_CACHE_DIR } from '../../../engine/src/util/bundled-script';
import { enginePool, readerThreadFor, workerScript } from './engine-pool';

describe('the engine pool', () => {
  it('reads large files on a spare core only while each analysis thread has one', () => {
    expect(readerThreadFor(1, 2)).toBe('auto');
    expect(readerThreadFor(2, 4)).toBe('auto');
    expect(readerThreadFor(2, 2)).toBe(false);
    expect(readerThreadFor(3, 4)).toBe(false);
    expect(readerThreadFor(1, 1)).toBe(false);
  });

  it('starts its threads on the bundled engine, without tsx', async () => {
    const script = await workerScript();
    expect(script.filename.startsWith(BUNDLE_CACHE_DIR)).toBe(true);
    expect(script.filename.endsWith('.mjs')).toBe(true);
    expect(script.execArgv).toEqual([]);
  });

  it('analyses a large file with the reading thread inside its own thread, as the engine does on one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fec-pool-'));
    const pool = enginePool(1);
    try {
      // Past the engine's 8 MiB threshold: the pool's thread starts a reading thread of its own.
      const path = join(dir, 'fec.txt');
      await writeGeneratedFec(path, { seed: 7, targetLines: 70_000 });
      const fileName = '732829320FEC20241231.txt';
      const outcome = await pool.analyse(
        { path, fileName, detailRowCap: 1000, dbRowCap: 1000, detailPath: join(dir, 'detail.csv') },
        undefined,
      );
      const single = await analyseFile(path, { fileName, rowCap: 1000, readerThread: false });
      expect(outcome.report.format.lines).toBeGreaterThan(60_000);
      expect(JSON.stringify(outcome.report)).toBe(JSON.stringify(single.report));
    } finally {
      await pool.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
