import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientBuildIsStale, ensureClientBuild } from './client-assets';

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
