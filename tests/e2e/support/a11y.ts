/**
 * Accessibility checks with axe-core (`@axe-core/playwright`) on the WCAG 2.1 A/AA rule set, failing a test
 * on a serious or critical finding. Heading order (axe's best-practice rule, « moderate ») fails too: the
 * library once put its h2 before its h1 (issue 18).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ALWAYS_FAILING = new Set(['heading-order']);

export interface Violation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  nodes: string[];
}

/**
 * Waits for the page to stand still: no finite transition running (a spinner turns forever) and every
 * dialog fully shown. A closing dialog fades out (its title may be gone already, its text half
 * transparent) before it leaves the page; axe would judge that frame, which nobody reads. Likewise a data
 * grid fetching again (Apollo's cache-and-network) lays its loading bar over the rows for a few
 * milliseconds: axe would judge the bar inside the grid, not the screen the accountant reads.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      `document.getAnimations().every(
         (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) &&
       [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
         (el) => getComputedStyle(el).opacity === '1' || getComputedStyle(el).visibility === 'hidden') &&
       !document.querySelector('.MuiDataGrid-root [role="progressbar"]')`,
      undefined,
      { timeout: 5_000 },
    )
    // A page that never settles is judged as it is.
    .catch(() => undefined);
}

/** All findings of the page as it is now (once it stands still). */
export async function a11yViolations(page: Page): Promise<Violation[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: (v.impact ?? 'minor') as Violation['impact'],
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Fails the test on any serious or critical finding (or a heading out of order), listing each. */
export async function expectNoA11yViolations(
  page: Page,
  screen = page.url(),
  { soft = false }: { soft?: boolean } = {},
) {
  const failing = (await a11yViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAILING.has(v.id),
  );
  const report = failing.map((v) => `${v.id} (${v.impact}) : ${v.nodes.slice(0, 5).join(' ; ')}`).join('\n');
  (soft ? expect.soft : expect)(failing, `Accessibilité de ${screen} :\n${report}`).toEqual([]);
}
