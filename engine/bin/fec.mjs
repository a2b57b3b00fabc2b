#!/usr/bin/env node
/**
 * The CLI's entry (`npm run fec`): runs engine/src/cli/main.ts bundled, as the API's analysis threads run
 * the engine (engine/src/util/bundled-script.ts). Through tsx the CLI started a loader process and
 * compiled the sources at each run: 0.8–1 s on a small FEC, against 0.3 s bundled.
 *
 * Plain JavaScript, so that node starts it without a loader. Its fast path only checks, by size and
 * modification time, that no source of the kept bundle changed since it was built; otherwise (first run,
 * a source edited) it loads tsx and has bundled-script.ts rebuild the bundle, which checks by digest.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ENTRY = join(import.meta.dirname, '..', 'src', 'cli', 'main.ts');
const NAME = 'fec-cli';
// bundled-script.ts's BUNDLE_CACHE_DIR, found here without loading TypeScript.
const CACHE_DIR = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'fec-engine');
const STAMP = join(CACHE_DIR, `${NAME}.stamp.json`);

/** [path, size, mtime] of each source: what the fast path compares. */
function statsOf(inputs) {
  return inputs.map((f) => {
    const s = statSync(f);
    return [f, s.size, s.mtimeMs];
  });
}

/** The kept bundle when none of its sources changed since it was stamped; null otherwise. */
function stampedBundle() {
  try {
    const { entry, file, stats } = JSON.parse(readFileSync(STAMP, 'utf8'));
    // Stamped in the checkout this one was copied from: its bundle is not this checkout's code.
    if (entry !== ENTRY) return null;
    for (const [f, size, mtimeMs] of stats) {
      const s = statSync(f);
      if (s.size !== size || s.mtimeMs !== mtimeMs) return null;
    }
    statSync(file);
    return file;
  } catch {
    // No stamp yet, a source gone or the bundle pruned: rebuilt below.
    return null;
  }
}

/** Rebuilt (or found again by digest) through tsx, then stamped; null when the cache cannot be written. */
async function rebuiltBundle(tsImport) {
  const { bundledModuleFile, writeAtomically } = await tsImport(
    '../src/util/bundled-script.ts',
    import.meta.url,
  );
  const started = Date.now();
  const file = await bundledModuleFile(NAME, ENTRY);
  if (file === null) return null;
  try {
    const { inputs } = JSON.parse(readFileSync(join(CACHE_DIR, `${NAME}.json`), 'utf8'));
    const stats = statsOf(inputs);
    // A source saved while the bundle was built may not be in it: left to the digest at the next run.
    if (stats.every(([, , mtimeMs]) => mtimeMs < started))
      writeAtomically(STAMP, JSON.stringify({ entry: ENTRY, file, stats }));
  } catch {
    // Read-only cache, or a source gone meanwhile: the next run checks the digest again.
  }
  return file;
}

let bundle = stampedBundle();
if (bundle === null) {
  const { tsImport } = await import('tsx/esm/api');
  bundle = await rebuiltBundle(tsImport);
  // An unwritable node_modules: the sources run through tsx.
  if (bundle === null) await tsImport(ENTRY, import.meta.url);
}
if (bundle !== null) await import(pathToFileURL(bundle).href);
