/** Browser-side measurements of the client benchmark (Debian's Chromium, as the end-to-end tests). */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ANALYSIS, FILES } from './selectors';
import { firstSeen, measureScroll, watchFirstSeen, type ScrollFigures } from './probe';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A signed-in page. Signing in from the page (a GraphQL `signIn` by fetch) lets the browser itself
 * receive the httpOnly cookies; every selector of the benchmark is watched from the first navigation.
 */
export async function signedInPage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await watchFirstSeen(page, [
    FILES.firstRow,
    ANALYSIS.summaryTable,
    ANALYSIS.summaryChart,
    ANALYSIS.controlTree,
  ]);
  await page.goto('/une-page-inexistante');
  const ok = await page.evaluate(
    `fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }',
        variables: { e: ${JSON.stringify(email)}, p: ${JSON.stringify(password)} } }) })
      .then((r) => r.json()).then((b) => Boolean(b.data && b.data.signIn.connected))`,
  );
  if (!ok) throw new Error(`Connexion impossible pour ${email}`);
  return page;
}

/** Navigation → `selector` shown, `runs` times: the first (cold caches) and the best of the others. */
async function timeNavigation(page: Page, url: string, selector: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(url);
    times.push(Math.round(await firstSeen(page, selector)));
  }
  return { cold: times[0], warm: Math.min(...(times.length > 1 ? times.slice(1) : times)), all: times };
}

export interface GridFigures {
  firstRows: { cold: number; warm: number; all: number[] };
  nextPageMs: number;
  pageSize100Ms: number;
  scroll: ScrollFigures;
}

/** The files grid on a folder of thousands of FECs: first rows, next page, 100 rows, scrolling. */
export async function measureFilesGrid(page: Page, runs = 3): Promise<GridFigures> {
  const firstRows = await timeNavigation(page, FILES.url(), FILES.firstRow, runs);

  // In the page: click, then wait until the first row shows another FEC (the server's next page).
  const nextPageMs = (await page.evaluate(`(async () => {
    const row = () => document.querySelector(${JSON.stringify(FILES.firstRow)});
    const before = row() && row().textContent;
    const button = document.querySelector('button[aria-label=${JSON.stringify(FILES.nextPageLabel)}]');
    if (!button) throw new Error('bouton de page suivante introuvable');
    const t0 = performance.now();
    button.click();
    await new Promise((done) => {
      const tick = () => (row() && row().textContent !== before ? done() : requestAnimationFrame(tick));
      tick();
    });
    return Math.round(performance.now() - t0);
  })()`)) as number;

  const t0 = Date.now();
  await page.getByRole('combobox', { name: FILES.rowsPerPageLabel }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  // « 51–150 sur 5000 » or « 1–100 sur 5000 »: MUI may keep the current offset; what matters is 100 rows.
  await page.waitForFunction(
    `(() => {
      const text = document.querySelector(${JSON.stringify(FILES.displayedRows)})?.textContent ?? '';
      const m = /(\\d+)\\D+(\\d+)/.exec(text.replace(/\\s/g, ''));
      return m && Number(m[2]) - Number(m[1]) === 99 && document.querySelector(${JSON.stringify(FILES.firstRow)});
    })()`,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const pageSize100Ms = Date.now() - t0;

  const scroll = await measureScroll(page, FILES.scroller);
  return { firstRows, nextPageMs, pageSize100Ms, scroll };
}

export interface AnalysisFigures {
  summaryTable: { cold: number; warm: number; all: number[] };
  summaryChart: number;
  controlTree: { cold: number; warm: number; all: number[] };
}

/** The analysis page of a (large) analysed FEC: synthesis table and chart, then the detail tree. */
export async function measureAnalysisPage(
  page: Page,
  analysisUuid: string,
  runs = 3,
): Promise<AnalysisFigures> {
  const summaryTable = await timeNavigation(
    page,
    ANALYSIS.synthesisUrl(analysisUuid),
    ANALYSIS.summaryTable,
    runs,
  );
  const summaryChart = Math.round(await firstSeen(page, ANALYSIS.summaryChart));
  const controlTree = await timeNavigation(
    page,
    ANALYSIS.detailUrl(analysisUuid),
    ANALYSIS.controlTree,
    runs,
  );
  return { summaryTable, summaryChart, controlTree };
}
