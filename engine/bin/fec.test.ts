import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');
const REAL = join(ROOT, '../shared/fixtures/fec-real/0000000001FEC20220831.txt');

/**
 * A copy of the engine with a node_modules of its own (the project's packages linked, its own .cache), so
 * that its bundle is built, stamped and rebuilt apart from the project's.
 */
function engineCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fec-launcher-'));
  cpSync(join(ROOT, 'engine'), join(dir, 'engine'), { recursive: true });
  // Its "type": "module" too: the sources are ES modules.
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  mkdirSync(join(dir, 'node_modules'));
  for (const pkg of readdirSync(join(ROOT, 'node_modules')))
    if (pkg !== '.cache') symlinkSync(join(ROOT, 'node_modules', pkg), join(dir, 'node_modules', pkg));
  return dir;
}

async function fec(root: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(root, 'engine/bin/fec.mjs'), ...args], {
    cwd: root,
    maxBuffer: 64 << 20,
  });
  return stdout;
}

const cacheOf = (root: string) => join(root, 'node_modules/.cache/fec-engine');

describe('engine/bin/fec.mjs (npm run fec)', () => {
  let copy: string;
  beforeAll(() => {
    copy = engineCopy();
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('prints what main.ts prints through tsx, from a bundle it keeps and stamps', async () => {
    const throughTsx = await run(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'engine/src/cli/main.ts'), 'analyse', REAL, '--json'],
      { cwd: ROOT, maxBuffer: 64 << 20 },
    );
    expect(await fec(copy, 'analyse', REAL, '--json')).toBe(throughTsx.stdout);
    const stamp = JSON.parse(readFileSync(join(cacheOf(copy), 'fec-cli.stamp.json'), 'utf8'));
    expect(stamp.file).toMatch(/fec-cli-[0-9a-f]{16}\.mjs$/);
    expect(stamp.stats.map(([f]: [string]) => f)).toContain(join(copy, 'engine/src/cli/main.ts'));
    // The second run takes the stamped bundle: nothing rebuilt, the stamp left as it was.
    const stamped = statSync(join(cacheOf(copy), 'fec-cli.stamp.json')).mtimeMs;
    expect(await fec(copy, 'analyse', REAL, '--json')).toBe(throughTsx.stdout);
    expect(statSync(join(cacheOf(copy), 'fec-cli.stamp.json')).mtimeMs).toBe(stamped);
  });

  it('runs an edited source, not the bundle kept before the edit', async () => {
    await fec(copy, '--help');
    const main = join(copy, 'engine/src/cli/main.ts');
    writeFileSync(
      main,
      readFileSync(main, 'utf8').replace('Usage : npm run fec', 'Usage modifié : npm run fec'),
    );
    expect(await fec(copy, '--help')).toMatch(/^Usage modifié : npm run fec/);
    const bundles = readdirSync(cacheOf(copy)).filter((f) => /^fec-cli-.*\.mjs$/.test(f));
    expect(bundles).toHaveLength(2);
  });

  it('runs a copied checkout’s own code, not the bundles kept in the one it was copied from', async () => {
    await fec(copy, '--help');
    const second = mkdtempSync(join(tmpdir(), 'fec-launcher-copy-'));
    try {
      // Its node_modules/.cache too, with the first copy's stamp and bundles (absolute paths to it).
      cpSync(copy, second, { recursive: true });
      const main = join(second, 'engine/src/cli/main.ts');
      writeFileSync(main, readFileSync(main, 'utf8').replace('Usage', 'Usaga'));
      expect(await fec(second, '--help')).toMatch(/^Usaga/);
      expect(await fec(copy, '--help')).toMatch(/^Usage/);
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('runs the sources through tsx when node_modules/.cache cannot be written', async () => {
    const readOnly = engineCopy();
    try {
      // A file where the cache folder would be: nothing can be kept there.
      writeFileSync(join(readOnly, 'node_modules/.cache'), '');
      expect(await fec(readOnly, 'analyse', REAL, '--json')).toBe(await fec(copy, 'analyse', REAL, '--json'));
    } finally {
      rmSync(readOnly, { recursive: true, force: true });
    }
  });
});
