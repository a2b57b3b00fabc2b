import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build, buildSync, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

/**
 * Scripts for the engine's threads, bundled by esbuild from the TypeScript sources. The code runs from
 * its sources through tsx, whose CommonJS hook reads every import through a getter (the reading ~25 %
 * slower, a whole analysis ~15 % more CPU) and whose ESM hooks do not reach a worker thread on Node 20:
 * a bundle needs no loader and calls between its modules are direct. Bundling takes 0.3–1 s, so a script
 * is kept with the digest of its sources and rebuilt when one of them changes — in the project's
 * node_modules/.cache, as trusted as the code itself (a shared temporary folder would let another user
 * plant the script a process runs).
 */
export const BUNDLE_CACHE_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'fec-engine',
);

interface KeptScript {
  inputs: string[];
  digest: string;
  script: string;
}

function digestOf(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/**
 * Digest of the sources a script was built from (and of how it was built, its entry's path included: a
 * copied checkout does not take the scripts of the one it was copied from); null when one is gone.
 */
function sourcesDigest(inputs: string[], how: string): string | null {
  try {
    return digestOf([how, ...inputs.flatMap((f) => [f, readFileSync(f, 'utf8')])]);
  } catch {
    return null;
  }
}

/** Written aside then renamed: another process reading it never sees half a file. */
export function writeAtomically(path: string, contents: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.${threadId}`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

function keptScript(name: string, how: string): KeptScript | null {
  try {
    const kept = JSON.parse(readFileSync(join(BUNDLE_CACHE_DIR, `${name}.json`), 'utf8')) as KeptScript;
    return sourcesDigest(kept.inputs, how) === kept.digest ? kept : null;
  } catch {
    // No script kept yet, or an unreadable one: built by the caller.
    return null;
  }
}

function keep(name: string, how: string, script: string, metafile: Metafile): KeptScript {
  const inputs = Object.keys(metafile.inputs).map((f) => resolve(f));
  const digest = sourcesDigest(inputs, how) ?? '';
  const kept = { inputs, digest, script };
  if (digest !== '')
    try {
      writeAtomically(join(BUNDLE_CACHE_DIR, `${name}.json`), JSON.stringify(kept));
    } catch {
      // No node_modules there, or read-only: the script is rebuilt by the next process.
    }
  return kept;
}

const COMMON = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  write: false,
  metafile: true,
  logLevel: 'silent',
} as const satisfies BuildOptions;

/**
 * `entry` and everything it imports in one CommonJS script (its text), for `new Worker(script, { eval:
 * true })`. Synchronous, so without plugins: the bundled modules must not read `import.meta`.
 */
export function bundledScriptSync(name: string, entry: string): string {
  const how = `cjs, all, ${resolve(entry)}`;
  const kept = keptScript(name, how);
  if (kept !== null) return kept.script;
  const built = buildSync({ ...COMMON, entryPoints: [entry], format: 'cjs' });
  const meta = built.warnings.find((w) => w.id === 'empty-import-meta');
  if (meta)
    throw new Error(
      `internal: ${meta.location?.file ?? entry} reads import.meta, empty in a script for eval`,
    );
  return keep(name, how, built.outputFiles[0].text, built.metafile).script;
}

/**
 * Each module's `import.meta.dirname`, `filename` and `url` are its source's, as when it runs from its
 * file: a module finding a file beside it (read-thread.ts its worker) finds it from the bundle too.
 */
const importMetaOfSource: Plugin = {
  name: 'import-meta-of-source',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * `entry` and the project's modules it imports in one ES module file (packages stay imports, resolved
 * from the project's node_modules), for a worker started from a file (Piscina). Its path; null when the
 * cache folder cannot be written (the caller then runs the sources through tsx).
 */
export async function bundledModuleFile(name: string, entry: string): Promise<string | null> {
  const how = `esm, packages external, import.meta of source, ${resolve(entry)}`;
  let kept = keptScript(name, how);
  if (kept === null) {
    const built = await build({
      ...COMMON,
      entryPoints: [entry],
      format: 'esm',
      packages: 'external',
      plugins: [importMetaOfSource],
    });
    kept = keep(name, how, built.outputFiles[0].text, built.metafile);
  }
  if (kept.digest === '') return null;
  // Named by digest: a thread still loading the previous version never reads a file being replaced.
  const file = join(BUNDLE_CACHE_DIR, `${name}-${kept.digest.slice(0, 16)}.mjs`);
  try {
    if (!existsSync(file)) {
      writeAtomically(file, kept.script);
      pruneOlderVersions(name, file);
    }
    return file;
  } catch {
    return null;
  }
}

/** A day-old version of a script is no longer being started by anyone: removed as a new one is kept. */
function pruneOlderVersions(name: string, current: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of readdirSync(BUNDLE_CACHE_DIR)) {
    const path = join(BUNDLE_CACHE_DIR, entry);
    if (path === current || !entry.startsWith(`${name}-`) || !entry.endsWith('.mjs')) continue;
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path);
    } catch {
      // Removed meanwhile by another process.
    }
  }
}
