/**
 * Accessibility checks run inside the page (WCAG 2.1 A/AA), failing a test on a serious or critical finding.
 *
 * axe-core is not installed in this repository (neither `axe-core` nor `@axe-core/playwright` is in
 * node_modules), so this helper runs a small subset of axe's rules, under axe's ids and impacts:
 * color-contrast, nested-interactive, button-name, link-name, label, image-alt, list, listitem,
 * aria-required-parent, duplicate-id-aria, html-has-lang, document-title, and heading-order (the first
 * heading must be the page's h1, no level skipped). Once `@axe-core/playwright` is a devDependency, replace
 * `collect` by `new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()`: the callers stay as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface Violation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  nodes: string[];
}

/** The rules, run in the page (a plain script: the Node typecheck of tests/ has no DOM types). */
const RULES = readFileSync(join(import.meta.dirname, 'a11y-rules.js'), 'utf8');

/** All findings of the page as it is now. */
export async function a11yViolations(page: Page): Promise<Violation[]> {
  return (await page.evaluate(RULES)) as Violation[];
}

/** Fails the test on any serious or critical finding, listing each with its elements. */
export async function expectNoA11yViolations(page: Page, screen = page.url()) {
  const serious = (await a11yViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious.map((v) => `${v.id} (${v.impact}) : ${v.nodes.slice(0, 5).join(' ; ')}`).join('\n');
  expect(serious, `Accessibilité de ${screen} :\n${report}`).toEqual([]);
}
