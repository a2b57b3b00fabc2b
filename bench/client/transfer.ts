/**
 * npx tsx bench/client/transfer.ts [--dist client/dist] [--plain] [--list]
 * Bytes a browser receives (headers + bodies, as Chromium counts them) to show `/login` signed out and the
 * library (`/mes-dossiers/-1`) of the demo account signed in, on a cold cache. `--plain` serves a copy of the
 * build without its .br/.gz files: the product as it was before precompression.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { startProductProcess, REPO_ROOT } from '../../tests/e2e/support/product';
import { launchBrowser } from './browser';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'client/dist' },
    plain: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

interface Transfer {
  requests: number;
  bytes: number;
  scriptBytes: number;
}

/** Counts every response of `page` until `visit` is done and the network is idle. */
async function weigh(page: Page, visit: () => Promise<void>): Promise<Transfer> {
  const sizes: Promise<{ bytes: number; script: boolean }>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (values.list && response.request().resourceType() === 'script') console.log(`  ${response.url()}`);
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => ({
          bytes: s.responseHeadersSize + s.responseBodySize,
          script: response.request().resourceType() === 'script',
        }))
        .catch(() => ({ bytes: 0, script: false })),
    );
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const all = await Promise.all(sizes);
  return {
    requests: all.length,
    bytes: all.reduce((sum, s) => sum + s.bytes, 0),
    scriptBytes: all.filter((s) => s.script).reduce((sum, s) => sum + s.bytes, 0),
  };
}

async function measure(browser: Browser, baseURL: string, email: string, password: string) {
  const fresh = async () => (await browser.newContext({ baseURL, locale: 'fr-FR' })).newPage();
  const loginPage = await fresh();
  if (values.list) console.log('/login :');
  const login = await weigh(loginPage, async () => {
    await loginPage.goto('/login');
    await loginPage.getByRole('button', { name: 'Se connecter' }).last().waitFor();
  });
  await loginPage.context().close();

  const page = await fresh();
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL(/mes-dossiers/);
  await page.waitForLoadState('networkidle');
  // A cold cache for the library itself: what a bookmark or a reload of it costs.
  await page.context().clearCookies({ name: 'never' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  if (values.list) console.log('/mes-dossiers/-1 :');
  const library = await weigh(page, async () => {
    await page.goto('/mes-dossiers/-1');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
  await page.context().close();
  return { login, library };
}

async function main() {
  let dist = resolve(REPO_ROOT, values.dist!);
  let copy: string | undefined;
  if (values.plain) {
    copy = await mkdtemp(join(tmpdir(), 'fec-plain-dist-'));
    await cp(dist, copy, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
    dist = copy;
  }
  const files = await readdir(dist, { recursive: true });
  console.log(`Build ${dist} : ${files.filter((f) => /\.(br|gz)$/.test(f)).length} fichiers compressés`);
  const product = await startProductProcess({ demo: true, extraEnv: { CLIENT_DIST: dist } });
  const browser = await launchBrowser();
  try {
    const { email, password } = product.demo!;
    const figures = await measure(browser, product.baseURL, email, password);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} Kio`;
    for (const [name, t] of Object.entries(figures))
      console.log(
        `${name}: ${t.requests} requêtes, ${kib(t.bytes)} transférés dont JavaScript ${kib(t.scriptBytes)}`,
      );
  } finally {
    await browser.close();
    await product.dispose();
    if (copy) await rm(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
