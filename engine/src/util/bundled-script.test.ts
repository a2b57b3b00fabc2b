import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledModuleFile, bundledScriptSync, BUNDLE_CACHE_DIR } from './bundled-script';

/** Runs an ES module file in a fresh Node process and returns what its default export holds. */
function defaultOf(file: string): unknown {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(file)}); console.log(JSON.stringify(m.default));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

describe('bundled scripts', () => {
  let dir = '';
  const name = `test-bundle-${process.pid}`;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fec-bundle-'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(
      join(dir, 'sub', 'beside.ts'),
      "import { join } from 'node:path';\nexport const beside: string = join(import.meta.dirname, 'data.txt');\nexport const version = 1;\n",
    );
    writeFileSync(
      join(dir, 'entry.ts'),
      "import { beside, version } from './sub/beside';\nexport default { here: import.meta.dirname, file: import.meta.filename, beside, version };\n",
    );
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(BUNDLE_CACHE_DIR, `${name}.json`), { force: true });
  });

  it("gives each bundled module its own source's import.meta, as when it runs from its file", async () => {
    const file = await bundledModuleFile(name, join(dir, 'entry.ts'));
    expect(file).not.toBeNull();
    expect(file!.startsWith(BUNDLE_CACHE_DIR)).toBe(true);
    expect(defaultOf(file!)).toEqual({
      here: dir,
      file: join(dir, 'entry.ts'),
      beside: join(dir, 'sub', 'data.txt'),
      version: 1,
    });
    rmSync(file!);
  });

  it('keeps the script while its sources are unchanged and rebuilds it when one changes', async () => {
    const first = await bundledModuleFile(name, join(dir, 'entry.ts'));
    expect(await bundledModuleFile(name, join(dir, 'entry.ts'))).toBe(first);
    const beside = join(dir, 'sub', 'beside.ts');
    writeFileSync(beside, readFileSync(beside, 'utf8').replace('version = 1', 'version = 2'));
    const second = await bundledModuleFile(name, join(dir, 'entry.ts'));
    expect(second).not.toBe(first);
    expect((defaultOf(second!) as { version: number }).version).toBe(2);
    rmSync(first!);
    rmSync(second!);
  });

  it('bundles a worker script for eval, kept and rebuilt the same way', () => {
    writeFileSync(join(dir, 'sub', 'plain.ts'), 'export const version: number = 1;\n');
    writeFileSync(join(dir, 'worker.ts'), "import { version } from './sub/plain';\nconsole.log(version);\n");
    const script = bundledScriptSync(name, join(dir, 'worker.ts'));
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()).toBe('1');
    expect(bundledScriptSync(name, join(dir, 'worker.ts'))).toBe(script);
    writeFileSync(join(dir, 'sub', 'plain.ts'), 'export const version: number = 3;\n');
    const rebuilt = bundledScriptSync(name, join(dir, 'worker.ts'));
    expect(execFileSync(process.execPath, ['-e', rebuilt], { encoding: 'utf8' }).trim()).toBe('3');
  });

  it('refuses to bundle for eval a module that reads import.meta (it would read nothing there)', () => {
    expect(() => bundledScriptSync(name, join(dir, 'entry.ts'))).toThrow(/import\.meta/);
  });
});
