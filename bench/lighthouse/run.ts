/**
 * npm run bench:lighthouse [-- --runs 3 --dist client/dist]
 * Lighthouse (desktop preset) on `/login` and on the library (`/mes-dossiers/-1`, the demo account signed
 * in), on `npm start` serving a fresh production build of the client. Lighthouse is NOT a dependency of the
 * repository: install it once outside (see INSTALL_HINT, or point LIGHTHOUSE_DIR at an install); Chromium
 * from CHROME_PATH (default /usr/bin/chromium). Prints the median run of each page and writes
 * bench/out/lighthouse-figures.md and the JSON reports in bench/out/lighthouse/.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { ApiClient } from '../../tests/e2e/support/api';
import { REPO_ROOT, startProductProcess } from '../../tests/e2e/support/product';
import { buildClient } from '../client/bundle';
import {
  findLighthouse,
  medianRun,
  pageFigures,
  readReport,
  runLighthouse,
  type PageFigures,
} from './lighthouse';
import { renderLighthouse, type LighthousePage } from './report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // An existing build (e.g. client/dist) instead of building one.
    dist: { type: 'string' },
  },
});
const runs = Number(values.runs);

/** The demo FEC's analysis, finished: the library shows what a user sees on a working day. */
async function waitDemoAnalysis(api: ApiClient, cookie: string, timeoutMs = 180_000) {
  const query = '{ folder(uuid: "-1") { children { fecs { items { latestAnalysis { status } } } } } }';
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await api.gql<{
      folder: { children: { fecs: { items: { latestAnalysis: { status: string } | null }[] } }[] };
    }>(query, {}, cookie);
    const status = data.folder.children[0]?.fecs.items[0]?.latestAnalysis?.status;
    if (status === 'DONE') return;
    if (Date.now() > until) throw new Error(`Analyse de démonstration toujours ${status ?? 'absente'}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main() {
  const { cli, version } = await findLighthouse();
  const machine = `${cpus().length} cœurs (${cpus()[0]?.model?.trim()}), ${Math.round(totalmem() / 2 ** 30)} Gio, Node ${process.version}`;
  console.log(`Lighthouse ${version}, ${machine}`);
  const out = join(REPO_ROOT, 'bench/out/lighthouse');
  mkdirSync(out, { recursive: true });

  const built = values.dist ? null : await mkdtemp(join(tmpdir(), 'fec-bench-lighthouse-'));
  const dist = values.dist ? resolve(values.dist) : built!;
  const pages: LighthousePage[] = [];
  try {
    if (built) {
      await buildClient(built);
      await rm(join(built, '.vite'), { recursive: true, force: true });
    }
    const product = await startProductProcess({ demo: true, extraEnv: { CLIENT_DIST: dist } });
    try {
      const api = new ApiClient(product.baseURL, product.adminKey, product.dataDir);
      const demo = product.demo!;
      await waitDemoAnalysis(api, await api.signIn(demo.email, demo.password));
      const targets = [
        { name: 'login', path: '/login', signedIn: false },
        { name: 'library', path: '/mes-dossiers/-1', signedIn: true },
      ];
      for (const target of targets) {
        const all: PageFigures[] = [];
        for (let i = 1; i <= runs; i++) {
          // A fresh session each run: Lighthouse sends it as a header with every request it makes.
          const headers: Record<string, string> = target.signedIn
            ? { Cookie: await api.signIn(demo.email, demo.password) }
            : {};
          const file = join(out, `${target.name}-${i}.json`);
          await runLighthouse(cli, product.baseURL + target.path, file, headers);
          const figures = pageFigures(await readReport(file));
          console.log(`${target.path} #${i} :`, JSON.stringify(figures));
          all.push(figures);
        }
        pages.push({ path: target.path, runs: all, median: medianRun(all) });
      }
    } finally {
      await product.dispose();
    }
  } finally {
    if (built) await rm(built, { recursive: true, force: true });
  }

  const target = join(REPO_ROOT, 'bench/out/lighthouse-figures.md');
  const date = new Date().toISOString().slice(0, 10);
  const markdown = await format(renderLighthouse({ date, machine, version, pages }), {
    ...(await resolveConfig(target)),
    parser: 'markdown',
  });
  console.log('\n' + markdown);
  await writeFile(target, markdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
