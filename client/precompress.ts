import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this, the headers cost more than what compression saves. */
export const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every compressible file of `dir`
 * that compression makes smaller: the product serves them as they are (`Content-Encoding`), never compressing
 * per request.
 */
export async function precompress(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    if (br.length < content.length) {
      await writeFile(`${path}.br`, br);
      written.push(`${path}.br`);
    }
    if (gzipped.length < content.length) {
      await writeFile(`${path}.gz`, gzipped);
      written.push(`${path}.gz`);
    }
  }
  return written;
}

/** Vite plugin: precompresses the build's output once it is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'fec-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
