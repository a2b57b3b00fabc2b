import { Blob } from 'node:buffer';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is loaded on first use only (its WASM start-up is not free). Under Jest this needs Node's
 * --experimental-vm-modules (set by `npm run test:unit`): PGlite itself imports its parts dynamically.
 */
function loadPGliteModule(): Promise<typeof import('@electric-sql/pglite')> {
  return import('@electric-sql/pglite');
}

export interface CreatePGliteOptions {
  /** On-disk data folder; in memory when absent. */
  dataDir?: string;
  /**
   * In memory only: a file holding a dump of a freshly initialised cluster. Starting from it takes
   * ~0.5 s instead of the 3–7 s initdb takes; it is written on first use (tests share it across files).
   */
  templateFile?: string;
}

export async function createPGlite(options: CreatePGliteOptions): Promise<PGlite> {
  const { PGlite: PGliteClass } = await loadPGliteModule();
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    return PGliteClass.create({ dataDir: options.dataDir });
  }
  const template = options.templateFile;
  if (template && existsSync(template)) {
    try {
      return await PGliteClass.create({ loadDataDir: new Blob([readFileSync(template)]) as never });
    } catch {
      // A truncated or stale template: fall through and rebuild it.
    }
  }
  const pglite = await PGliteClass.create();
  if (template) {
    const dump = await pglite.dumpDataDir('none');
    mkdirSync(dirname(template), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const partial = `${template}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return pglite;
}
