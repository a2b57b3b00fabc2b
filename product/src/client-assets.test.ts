import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { precompress } from '../../client/precompress';
import { clientBuildIsStale, ensureClientBuild, serveClient } from './client-assets';

describe('client build freshness (npm start builds the client only when needed)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fec-client-'));
    await mkdir(join(dir, 'src', 'modules'), { recursive: true });
    await writeFile(join(dir, 'src', 'modules', 'page.tsx'), 'export {}');
    await writeFile(join(dir, 'index.html'), '<div id="root"></div>');
    await writeFile(join(dir, 'vite.config.ts'), 'export default {}');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const at = (path: string, seconds: number) => utimes(path, seconds, seconds);

  it('is stale without dist, fresh after a build, stale again when a source changes', async () => {
    expect(await clientBuildIsStale(dir)).toBe(true);
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'index.html'), 'built');
    for (const f of ['index.html', 'vite.config.ts', 'src/modules/page.tsx']) await at(join(dir, f), 1_000);
    await at(join(dir, 'dist', 'index.html'), 2_000);
    expect(await clientBuildIsStale(dir)).toBe(false);
    await at(join(dir, 'src', 'modules', 'page.tsx'), 3_000);
    expect(await clientBuildIsStale(dir)).toBe(true);
  });

  it('swaps a finished build in with index.html last; a build that dies leaves dist/ stale, not half-built', async () => {
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
    await writeFile(join(dir, 'dist', 'assets', 'old.js'), 'old');
    const build = async (out: string) => {
      await mkdir(join(out, 'assets'));
      await writeFile(join(out, 'assets', 'index-new.js'), 'new');
      await writeFile(join(out, 'index.html'), 'built');
    };
    await ensureClientBuild(() => {}, dir, build);
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe('built');
    expect((await readdir(join(dir, 'dist'), { recursive: true })).sort()).toEqual([
      'assets',
      'assets/index-new.js',
      'index.html',
    ]);

    await at(join(dir, 'src', 'modules', 'page.tsx'), Date.now() / 1000 + 60);
    const dies = async (out: string) => {
      await writeFile(join(out, 'index.html'), 'half');
      throw new Error('killed');
    };
    await expect(ensureClientBuild(() => {}, dir, dies)).rejects.toThrow('killed');
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe('built');
    expect(await clientBuildIsStale(dir)).toBe(true);
  });
});

describe('compressed client assets (brotli and gzip made at build time, served as they are)', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'ligne ${i}' }`).join(', ')}];\n`;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'fec-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-AbC123.js'), script);
    await writeFile(join(dist, 'assets', 'logo-Xy9.png'), Buffer.alloc(4096, 1));
    await writeFile(join(dist, 'assets', 'tiny-Q1.js'), 'export {};');
    await writeFile(
      join(dist, 'index.html'),
      `<!doctype html><html lang="fr">${'<!-- x -->'.repeat(200)}</html>`,
    );
    await precompress(dist);
    app = Fastify();
    await serveClient(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz beside text files, never beside images or files under 1 KiB', async () => {
    const files = (await readdir(join(dist, 'assets'))).sort();
    expect(files).toEqual([
      'index-AbC123.js',
      'index-AbC123.js.br',
      'index-AbC123.js.gz',
      'logo-Xy9.png',
      'tiny-Q1.js',
    ]);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets', 'index-AbC123.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(await readFile(join(dist, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(script);
  });

  it('sends brotli when accepted, with its type, Vary and a year of immutable cache', async () => {
    const res = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends images and tiny files as they are', async () => {
    const image = await app.inject({
      url: '/assets/logo-Xy9.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    const tiny = await app.inject({ url: '/assets/tiny-Q1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('answers index.html and client routes compressed, never cached', async () => {
    for (const url of ['/', '/login', '/mes-dossiers/-1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/);
    }
  });

  it('still answers 404 for a missing asset', async () => {
    const res = await app.inject({ url: '/assets/missing-1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });
});
