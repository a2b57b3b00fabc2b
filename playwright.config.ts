/**
 * End-to-end tests (`npm run test:e2e`): the built client served by the real product (started by
 * tests/e2e/global-setup.ts on a free port), driven in Debian's Chromium — Playwright's own browsers
 * cannot be downloaded here (tests/e2e/ensure-chromium.sh installs the system one).
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: the product (API, analysis worker, gateway) and the browser already share them.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Set by the global setup before the workers start (they read this file again); fixtures.ts also
    // overrides baseURL from the state file, so either way the tests reach the product just started.
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
