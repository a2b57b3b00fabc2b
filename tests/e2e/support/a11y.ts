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

/** All findings of the page as it is now. */
export async function a11yViolations(page: Page): Promise<Violation[]> {
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
