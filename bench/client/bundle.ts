/**
 * Bundle figures from Vite's manifest: the INITIAL JavaScript (entry chunk + its static imports, what
 * the first page downloads before anything lazy) and CSS, gzip-compressed, against the 300 KB budget;
 * then each lazy route chunk with what it adds on top of the initial set.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from '../../tests/e2e/support/product';

export const INITIAL_BUDGET_BYTES = 300 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  initialJsGzip: number;
  initialCssGzip: number;
  initialJsRaw: number;
  initialFiles: string[];
  /** Lazy chunks (pages), with the gzip bytes they add beyond the initial set. */
  routes: { name: string; ownGzip: number; addedGzip: number }[];
}

/** Builds the client into `outDir` (not client/dist: other work serves that one) with a manifest. */
export async function buildClient(outDir: string): Promise<void> {
  await build({
    configFile: join(REPO_ROOT, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/** Keys of a chunk and every chunk it statically imports (what loads with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

export async function bundleFigures(outDir: string): Promise<BundleFigures> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipCache = new Map<string, { raw: number; gzip: number }>();
  // Level 9, as bundle analysers and CDNs usually report; a server at level 6 sends ~1 % more.
  const sizeOf = async (file: string) => {
    if (!gzipCache.has(file)) {
      const bytes = await readFile(join(outDir, file));
      gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return gzipCache.get(file)!;
  };
  const sum = async (files: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const s = await sizeOf(f);
      raw += s.raw;
      gzip += s.gzip;
    }
    return { raw, gzip };
  };
  const filesOf = (keys: Set<string>) => ({
    js: new Set([...keys].map((k) => manifest[k].file)),
    css: new Set([...keys].flatMap((k) => manifest[k].css ?? [])),
  });

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('Pas de point d’entrée dans le manifeste Vite');
  const initialKeys = staticClosure(manifest, entry);
  const initial = filesOf(initialKeys);
  const js = await sum(initial.js);
  const css = await sum(initial.css);

  const routes = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = await sizeOf(chunk.file);
    const added = filesOf(new Set([...staticClosure(manifest, key)].filter((k) => !initialKeys.has(k))));
    const addedJs = await sum(added.js);
    const addedCss = await sum([...added.css].filter((f) => !initial.css.has(f)));
    routes.push({
      name: chunk.name ?? chunk.src ?? key,
      ownGzip: own.gzip,
      addedGzip: addedJs.gzip + addedCss.gzip,
    });
  }
  routes.sort((a, b) => b.addedGzip - a.addedGzip);
  return {
    initialJsGzip: js.gzip,
    initialCssGzip: css.gzip,
    initialJsRaw: js.raw,
    initialFiles: [...initial.js, ...initial.css],
    routes,
  };
}
