import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The web client's folder (sources and `dist/`), from the repository root. */
export const CLIENT_DIR = resolve(import.meta.dirname, '../../client');

/** Paths the product answers itself: never the client's page. */
const SERVER_PREFIXES = ['/api', '/graphql', '/identity', '/download', '/upload', '/health'];

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(join(entry.parentPath, entry.name));
    if (mtimeMs > newest) newest = mtimeMs;
  }
  return newest;
}

/** True when `dist/` is missing or older than a source file, index.html or the build configuration. */
export async function clientBuildIsStale(clientDir = CLIENT_DIR): Promise<boolean> {
  const built = join(clientDir, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = (await stat(built)).mtimeMs;
  const sources = Math.max(
    await newestSource(join(clientDir, 'src')),
    (await stat(join(clientDir, 'index.html'))).mtimeMs,
    (await stat(join(clientDir, 'vite.config.ts'))).mtimeMs,
    ...(existsSync(join(clientDir, 'precompress.ts'))
      ? [(await stat(join(clientDir, 'precompress.ts'))).mtimeMs]
      : []),
  );
  return sources > builtAt;
}

/**
 * Builds the client with Vite when needed (`npm start` on a fresh clone: no dist yet). A production image
 * builds it once (`npm run build:client`) and sets CLIENT_BUILD=false.
 */
export async function ensureClientBuild(
  log: (message: string) => void,
  clientDir = CLIENT_DIR,
  build: (outDir: string) => Promise<unknown> = viteBuild(clientDir),
) {
  if (!(await clientBuildIsStale(clientDir))) return;
  log('Construction du client web (vite build)…');
  // Built elsewhere, then copied in with index.html last: freshness is judged on index.html, so a start
  // killed during the build or the copy leaves a dist/ that is rebuilt, never a half-built one taken
  // for fresh.
  const out = await mkdtemp(join(tmpdir(), 'fec-client-build-'));
  try {
    await build(out);
    const dist = join(clientDir, 'dist');
    await rm(dist, { recursive: true, force: true });
    await cp(out, dist, { recursive: true, filter: (path) => path !== join(out, 'index.html') });
    await chmod(dist, 0o755); // mkdtemp's folder is private; the copy kept its mode
    await copyFile(join(out, 'index.html'), join(dist, 'index.html.partial'));
    await rename(join(dist, 'index.html.partial'), join(dist, 'index.html'));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

function viteBuild(clientDir: string) {
  return async (outDir: string) => {
    const { build } = await import('vite');
    await build({
      configFile: join(clientDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  };
}

/**
 * Serves the built client at `/`: hashed assets cached for a year, index.html never cached, and the
 * client's own routes (/mes-dossiers/-1, /login…) answered with index.html (single-page app). The build's
 * brotli and gzip files (client/precompress.ts) are sent to browsers that accept them, with
 * `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function serveClient(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(response, path) {
      response.header(
        'cache-control',
        path.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isServer = SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    const wantsPage = request.method === 'GET' && !isServer && !path.startsWith('/assets/');
    if (!wantsPage) return reply.code(404).send({ status: 404, message: 'Ressource introuvable.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
