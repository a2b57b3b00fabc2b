/**
 * npm run bench:client [-- --rows 5000 --lines 1000000 --runs 3 --skip-browser --skip-large]
 * 1. Builds the client with a manifest and weighs the initial JavaScript/CSS (gzip) against 300 KB.
 * 2. Starts the product on that build, seeds `rows` FECs into its database and times the files grid.
 * 3. Uploads a generated FEC of `lines` lines, waits for its analysis, times its analysis page.
 * Prints a table and writes bench/out/client-figures.md.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { generateFec, writeGeneratedFec } from '../../engine/src/index';
import { ApiClient } from '../../tests/e2e/support/api';
import { startProductProcess, REPO_ROOT } from '../../tests/e2e/support/product';
import { launchBrowser, measureAnalysisPage, measureFilesGrid, signedInPage } from './browser';
import { INITIAL_BUDGET_BYTES, buildClient, bundleFigures } from './bundle';
import { renderFigures, type Figures } from './report';
import { ownerOf, seedFecRows, uploadFec, waitAnalysis } from './seed';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    lines: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    'skip-browser': { type: 'boolean', default: false },
    'skip-large': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const lines = Number(values.lines);
const runs = Number(values.runs);

/** The engine bench's FEC (same seed and folder), generated once and kept in bench/out/. */
async function largeFec(): Promise<{ file: string; name: string; bytes: number }> {
  const out = join(REPO_ROOT, 'bench/out');
  mkdirSync(out, { recursive: true });
  const file = join(out, `bench-${lines}.txt`);
  // The manifest is known before any line is drawn: its legal name carries SIREN and closing date.
  const { manifest } = generateFec({ seed: 42, targetLines: lines });
  if (!existsSync(file)) await writeGeneratedFec(file, { seed: 42, targetLines: lines });
  return { file, name: `${manifest.fileName}.txt`, bytes: (await stat(file)).size };
}

async function main() {
  const machine = `${cpus().length} cœurs (${cpus()[0]?.model?.trim()}), ${Math.round(totalmem() / 2 ** 30)} Gio, Node ${process.version}`;
  console.log(`Machine : ${machine}`);
  const dist = await mkdtemp(join(tmpdir(), 'fec-bench-client-'));
  const figures: Figures = { date: new Date().toISOString().slice(0, 10), machine, rows, lines };
  try {
    let t = Date.now();
    await buildClient(dist);
    figures.buildMs = Date.now() - t;
    figures.bundle = await bundleFigures(dist);
    // Not served: the manifest only feeds the figures above.
    await rm(join(dist, '.vite'), { recursive: true, force: true });
    console.log(
      `JS initial ${(figures.bundle.initialJsGzip / 1024).toFixed(1)} Ko gzip (budget ${INITIAL_BUDGET_BYTES / 1024} Ko)`,
    );

    if (!values['skip-browser']) {
      const product = await startProductProcess({ demo: false, extraEnv: { CLIENT_DIST: dist } });
      const browser = await launchBrowser();
      try {
        const api = new ApiClient(product.baseURL, product.adminKey, product.dataDir);
        const user = await api.createUser();
        const owner = await ownerOf(api, user.cookie);
        // PGlite is single-process: stop the product, write, start it again on the same data.
        await product.stop();
        t = Date.now();
        await seedFecRows(product.env, owner, rows);
        console.log(`${rows} FEC insérés en ${Date.now() - t} ms`);
        await product.restart();

        const page = await signedInPage(browser, product.baseURL, user.email, user.password);
        figures.grid = await measureFilesGrid(page, runs);
        console.log('Grille :', JSON.stringify(figures.grid));

        if (!values['skip-large']) {
          const fec = await largeFec();
          const cookie = await api.signIn(user.email, user.password);
          t = Date.now();
          const { analysisUuid } = await uploadFec(product.baseURL, cookie, fec.file, fec.name);
          const uploadMs = Date.now() - t;
          const analysis = await waitAnalysis(api, cookie, analysisUuid);
          figures.large = { bytes: fec.bytes, uploadMs, analysisMs: analysis.ms, status: analysis.status };
          console.log(
            `FEC de ${lines} lignes : envoi ${uploadMs} ms, analyse ${analysis.ms} ms (${analysis.status})`,
          );
          // Only a finished analysis has results to show; anything else is reported as is.
          if (analysis.status === 'DONE')
            figures.large.page = await measureAnalysisPage(page, analysisUuid, runs);
          console.log('Analyse :', JSON.stringify(figures.large.page));
        }
      } finally {
        await browser.close();
        await product.dispose();
      }
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
  // Kept out of the repository (bench/out/): bench/README.md holds the figures worth recording.
  const target = join(import.meta.dirname, '..', 'out', 'client-figures.md');
  mkdirSync(join(import.meta.dirname, '..', 'out'), { recursive: true });
  // Formatted as `npm run lint` (prettier --check .) expects, aligned tables included.
  const markdown = await format(renderFigures(figures), {
    ...(await resolveConfig(target)),
    parser: 'markdown',
  });
  console.log('\n' + markdown);
  await writeFile(target, markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
