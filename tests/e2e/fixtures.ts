/**
 * The `test` every end-to-end spec imports: Playwright's, plus helpers that set data up through the real
 * services (fast) and the few UI steps many tests share (signing in). Labels of shared screens live in
 * LABELS, in one place, so a wording change in the client is one edit here.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { ApiClient, type CreatedUser, type GqlResult, type Role } from './support/api';
import { REPO_ROOT, type ProductState } from './support/product';

/** Visible texts the shared helpers use (the login page of client/src/modules/auth). */
export const LABELS = {
  loginEmail: 'Adresse email',
  loginPassword: 'Mot de passe',
  loginSubmit: 'Se connecter',
};

/** The real FEC files kept beside the repository (CI checks shared/ out next to the clone). */
export const REAL_FEC_DIR = resolve(REPO_ROOT, '../shared/fixtures/fec-real');

function productState(): ProductState {
  const file = process.env.E2E_STATE_FILE;
  if (!file)
    throw new Error('E2E_STATE_FILE absent : lancez les tests avec `npx playwright test` (global setup).');
  return JSON.parse(readFileSync(file, 'utf8')) as ProductState;
}

interface Helpers {
  product: ProductState;
  api: ApiClient;
  /** The 6-digit code of the newest email to `email` (registration, reset). */
  readCode: (email: string) => Promise<string>;
  /** POST /graphql through the real gateway; `cookie` from `createUser().cookie` to act as someone. */
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ) => Promise<GqlResult<T>>;
  /** A confirmed user who can sign in (an owner of a new account, or invited by one with `role`). */
  createUser: (options?: { role?: Role; owner?: CreatedUser; firstName?: string }) => Promise<CreatedUser>;
  /** Signs in through the login page and waits until the client leaves /login. */
  signInUI: (page: Page, email: string, password: string) => Promise<void>;
  /**
   * Full-page screenshot kept as a CI artefact: test-results/screens/<name>.png, after an accessibility
   * check of the screen (axe, WCAG 2.1 A/AA: a serious or critical finding fails the test; issue 18). Every
   * spec shoots the screens it visits, so every screen of the suite is checked.
   */
  shot: (page: Page, name: string) => Promise<void>;
  /** Absolute path of a real FEC (../shared/fixtures/fec-real/<name>). */
  realFec: (name: string) => string;
}

// Playwright reads a fixture's dependencies from its first parameter's destructuring, even an empty one.
/* eslint-disable no-empty-pattern */
export const test = base.extend<Helpers>({
  // The product's address is only known once the global setup has started it.
  baseURL: async ({}, use) => use(productState().baseURL),
  product: async ({}, use) => use(productState()),
  api: async ({ product }, use) => use(new ApiClient(product.baseURL, product.adminKey, product.dataDir)),
  readCode: async ({ api }, use) => use((email) => api.readCode(email)),
  gql: async ({ api }, use) => use((query, variables, cookie) => api.gql(query, variables, cookie)),
  createUser: async ({ api }, use) => use((options) => api.createUser(options)),
  signInUI: async ({}, use) =>
    use(async (page, email, password) => {
      await page.goto('/login');
      await page.getByLabel(LABELS.loginEmail).fill(email);
      // exact: the login page may also have a « Mot de passe oublié » link.
      await page.getByLabel(LABELS.loginPassword, { exact: true }).fill(password);
      await page.getByRole('button', { name: LABELS.loginSubmit }).click();
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    }),
  shot: async ({}, use) =>
    use(async (page, name) => {
      // Soft: the screenshot is still taken and the test goes on, so one run lists every screen's findings.
      await expectNoA11yViolations(page, name, { soft: true });
      await page.screenshot({ path: join(REPO_ROOT, 'test-results/screens', `${name}.png`), fullPage: true });
    }),
  realFec: async ({}, use) => use((name) => join(REAL_FEC_DIR, name)),
});
/* eslint-enable no-empty-pattern */

/** The same page on a tablet in landscape (spec §2: the product's smallest supported screen). */
export async function onTablet(page: Page, look: () => Promise<void>) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 768 });
  await look();
  if (desktop) await page.setViewportSize(desktop);
}

export { expect };
