import { buildApiApp } from './app';
import { defaultApiConfig } from './config/config';
import type { ApiDeps } from './deps';

const inert = new Proxy(
  {},
  {
    get() {
      throw new Error('openapi: no dependency is used while describing routes');
    },
  },
);

/**
 * The API's OpenAPI document, from an app built with inert dependencies: nothing is called, only
 * described. `npm run codegen` writes it to api/openapi.json (the gateway's request types come from it).
 */
export async function openApiDocument(): Promise<unknown> {
  const deps = {
    db: inert,
    config: defaultApiConfig(),
    identity: inert,
    verifyToken: inert,
    storage: inert,
    queue: inert,
    reportQueue: inert,
    connectorQueue: inert,
    connectorProviders: inert,
    heirTransfers: [],
    sessionsEnded: [],
    secrets: inert,
    companies: inert,
    now: () => new Date(),
    log: inert,
  } as unknown as ApiDeps;
  const app = await buildApiApp({ deps });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`openapi: ${response.statusCode} ${response.body}`);
    return response.json();
  } finally {
    await app.close();
  }
}
