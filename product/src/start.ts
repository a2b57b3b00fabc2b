import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiConfigFromEnv } from '../../api/src/config/config';
import { apiServerOptions, mountApi } from '../../api/src/start';
import { gatewayRoutes, gatewayServices } from '../../gateway/src/app';
import { gatewayConfigFromEnv } from '../../gateway/src/config';
import { intFromEnv, type Env } from '../../platform/config/env';
import { fastifyTrustProxy, trustProxyFromEnv } from '../../platform/config/trust-proxy';
import {
  databaseOptionsFromEnv,
  openDatabase,
  pgliteDataVersion,
  postgresDataVersion,
} from '../../platform/db';
import { inProcessApi } from './in-process-api';
import { CLIENT_DIR, ensureClientBuild, serveClient } from './client-assets';
import { seedDemo, type DemoAccount, type SeedStep } from './seed-demo';
import {
  DEMO_PENNYLANE_TOKEN,
  demoCompany,
  startPennylaneStandIn,
} from '../../api/src/connectors/providers/pennylane-stand-in';

export const DEFAULT_PRODUCT_PORT = 8080;

/**
 * Tests of an interrupted first start: `SEED_DEMO_KILL_AFTER=<step>` (a `SeedStep`) kills the process
 * with SIGKILL — no clean-up, as a crash or `kill -9` would — right after that step of the demo seed.
 */
function killSwitch(step: string | undefined): ((done: SeedStep) => void) | undefined {
  const at = step?.trim();
  if (!at) return undefined;
  return (done) => {
    if (done === at) process.kill(process.pid, 'SIGKILL');
  };
}

export interface Product {
  app: FastifyInstance;
  /** http://127.0.0.1:8080 */
  url: string;
  demo: DemoAccount | null;
  close(): Promise<void>;
}

/**
 * The whole product behind one port (`npm start`): `/api` the product API with its analysis workers,
 * `/identity` the embedded identity service, `/graphql` the gateway (and its `/download`, `/upload`
 * routes). One process, one database (PGlite in ./data unless DATABASE_URL); the gateway calls the API
 * in-process (`inject`), its downloads stream over HTTP. A fresh installation gets a demo account.
 */
export async function startProduct(env: Env = process.env): Promise<Product> {
  const port = intFromEnv(env, 'PORT', DEFAULT_PRODUCT_PORT, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const base = (env.PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  // Without PENNYLANE_API_URL, connectors talk to an embedded stand-in of Pennylane's API that knows one
  // demo company (token in the README), so they can be tried offline.
  const pennylane = env.PENNYLANE_API_URL?.trim()
    ? null
    : await startPennylaneStandIn({ companies: { [DEMO_PENNYLANE_TOKEN]: demoCompany() } });
  const apiConfig = apiConfigFromEnv({
    // Without SMTP, invitations land as files beside the data, where whoever runs the product reads them.
    MAIL_OUTBOX_DIR: join(env.DATA_DIR?.trim() || './data', 'mail'),
    // The key sealing connector tokens and webhook secrets, generated once beside the data.
    API_SECRET_KEY_FILE: join(env.DATA_DIR?.trim() || './data', 'secret.key'),
    ...(pennylane ? { PENNYLANE_API_URL: pennylane.url } : {}),
    // A demo on this machine (nobody else reaches it) may send webhooks to a local http:// receiver;
    // a product with a public address keeps the https-and-public-addresses rule unless told otherwise.
    API_WEBHOOKS_ALLOW_HTTP: /^http:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(base) ? 'true' : undefined,
    ...env,
    API_PUBLIC_URL: base,
    API_PORT: String(port),
    API_HOST: host,
  });
  if (apiConfig.role === 'worker')
    throw new Error('API_ROLE=worker : lancez `npm run worker`, pas `npm start`.');
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
  // One rule for /api, /identity and /graphql: X-Forwarded-For only from the proxies TRUST_PROXY names.
  const app = Fastify({
    ...apiServerOptions(apiConfig),
    trustProxy: fastifyTrustProxy(trustProxyFromEnv(env)),
  });
  const { deps, queue, pool } = await mountApi(app, apiConfig, database, env);

  const gatewayConfig = gatewayConfigFromEnv({
    ...env,
    API_URL: `${base}/api`,
    IDENTITY_URL: pool.endpoint ?? env.IDENTITY_URL,
    IDENTITY_REGION: pool.region,
    IDENTITY_WEB_CLIENT_ID: pool.web.id,
    IDENTITY_WEB_CLIENT_SECRET: pool.web.secret ?? undefined,
    IDENTITY_SSO_CLIENT_ID: pool.sso.id,
    IDENTITY_SSO_CLIENT_SECRET: pool.sso.secret ?? undefined,
  });
  const services = gatewayServices(gatewayConfig);
  await app.register(async (scope) => gatewayRoutes(scope, services));
  app.get('/health', async () => ({ status: 'ok' }));
  // The web client at `/` (built now if missing or older than its sources, unless CLIENT_BUILD=false).
  if (env.CLIENT_BUILD !== 'false') await ensureClientBuild((m) => app.log.info(m));
  await serveClient(app, env.CLIENT_DIST?.trim() || join(CLIENT_DIR, 'dist'));

  const inProcess = env.PRODUCT_API_OVER_HTTP === 'true' ? undefined : inProcessApi(app, '/api');
  await app.listen({ host, port });
  // From now on the gateway reaches the API in this process without HTTP (PRODUCT_API_OVER_HTTP=true keeps
  // the loopback hop of separate processes). Not before: `inject` waits for the app to be ready, and the
  // gateway's start-up reads the API's status while the app is still loading.
  services.transport.local = inProcess;
  // Answers of signed-in sessions kept while nothing is written, where this process runs the API itself (its
  // sign-outs, blocks and role changes are writes here too): PGlite's every write is this process's; on
  // PostgreSQL other processes' writes arrive with their commit's NOTIFY.
  const cacheSeconds = intFromEnv(env, 'GATEWAY_RESPONSE_CACHE_SECONDS', 5, 0, 60);
  const dataVersion =
    !inProcess || cacheSeconds === 0
      ? null
      : database.kind === 'pglite'
        ? pgliteDataVersion(database.pglite!)
        : await postgresDataVersion(database.pool!, {
            onError: (error) => app.log.warn({ err: error }, 'data version: LISTEN connection lost'),
          });
  if (dataVersion) services.responseCache = { version: dataVersion, ttlSeconds: cacheSeconds };
  await queue.start();
  // The demo password is kept beside the data (./data, never in the repository), printed at each start.
  const demo =
    env.DEMO_ACCOUNT === 'false'
      ? null
      : await seedDemo(deps, join(env.DATA_DIR?.trim() || './data', 'demo-account.json'), {
          afterStep: killSwitch(env.SEED_DEMO_KILL_AFTER),
        });
  // Closed in this order on purpose: Fastify runs onClose hooks last-registered first, and the queue
  // (registered by mountApi) still writes to the database while it stops.
  const close = async () => {
    await app.close();
    dataVersion?.stop();
    await services.transport.dispatcher.close();
    services.identity.destroy();
    await database.close();
    await pennylane?.close();
  };
  return { app, url: base, demo, close };
}
