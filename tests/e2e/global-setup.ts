/**
 * Starts the product once for the whole run (the client must be built first: `npm run test:e2e` does it)
 * and hands the tests its address, the outbox key and the demo credentials through a JSON file whose path
 * is in E2E_STATE_FILE (environment variables set here reach the workers).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { REPO_ROOT, startProductProcess, type ProductState } from './support/product';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(join(REPO_ROOT, 'client/dist/index.html'))) {
    throw new Error("client/dist n'existe pas : lancez `npm run build:client` (ou `npm run test:e2e`).");
  }
  const product = await startProductProcess({ demo: true });
  const state: ProductState = {
    baseURL: product.baseURL,
    dataDir: product.dataDir,
    adminKey: product.adminKey,
    demo: product.demo,
    env: product.env,
  };
  const file = join(product.dataDir, 'e2e-state.json');
  await writeFile(file, JSON.stringify(state, null, 2), { mode: 0o600 });
  process.env.E2E_STATE_FILE = file;
  process.env.E2E_BASE_URL = product.baseURL;
  // Playwright runs the returned function as the global teardown.
  return () => product.dispose();
}
