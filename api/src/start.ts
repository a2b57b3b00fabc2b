import Fastify, { type FastifyInstance } from 'fastify';
import { loadSecretKey, secretBox } from './crypto/secret-box';
import {
  configFromEnv as identityConfigFromEnv,
  createIdentityService,
  identityRoutes,
  LOG_REDACT,
} from '../../identity/src';
import { fastifyTrustProxy, trustProxyFromEnv } from '../../platform/config/trust-proxy';
import { databaseOptionsFromEnv, migrateSchema, openDatabase, type Database } from '../../platform/db';
import { frenchHttpErrors } from '../../platform/http/client-errors';
import { apiRoutes } from './app';
import { RevocationList } from './auth/revocation-list';
import { RevocationStore } from './auth/revocation-store';
import { jwksTokenVerifier } from './auth/token-verifier';
import { apiConfigFromEnv, type ApiConfig } from './config/config';
import type { ApiDb } from './db/database';
import { callerCacheFor } from './auth/caller-cache';
import { apiMigrations } from './db/migrations';
import type { ApiDeps } from './deps';
import { cognitoIdentity } from './identity/cognito-identity';
import { analysisJobs } from './jobs/analysis-jobs';
import { storageFromConfig } from './storage';
import { companyDirectoryFromConfig } from './companies';
import { mailerFromConfig } from './mail';
import { paymentGatewayFromConfig } from './payments';
import { billingFecLifecycle } from './billing/fec-lifecycle';
import { reviewAnalysisWork } from './review/dossiers';
import { paymentsCartHolds } from './payments/orders';
import { partnersHeirTransfer, partnersSessionsEnded } from './partners/session-review';
import { reportsHeirTransfer } from './reports/heir-transfer';
import { reportJobs } from './reports/report-jobs';
import { connectorJobs } from './connectors/connector-jobs';
import { connectorProvidersFromConfig } from './connectors/providers';
import { webhookJobs } from './webhooks/webhook-jobs';
import { apiLogLevel, watchLogLevel } from './platform-settings/log-level-watch';
import { provisionConfiguredStaff } from './staff/staff-service';

type Env = Record<string, string | undefined>;

export interface ApiServer {
  app: FastifyInstance;
  config: ApiConfig;
  database: Database<unknown>;
  /** Where the API answers, e.g. http://127.0.0.1:3000/api (a worker: its health check's base address). */
  url: string;
  close(): Promise<void>;
}

/** How another service (the gateway) reaches the same pool: endpoint and app clients. */
export interface PoolClients {
  /** undefined: AWS Cognito's own endpoint. */
  endpoint?: string;
  region: string;
  web: { id: string; secret: string | null };
  sso: { id: string; secret: string | null };
}

/** Identity settings: the embedded service mounted at `/identity` of this server, or an outside pool. */
async function identityFor(app: FastifyInstance, config: ApiConfig, database: Database<unknown>, env: Env) {
  const s = config.identity;
  if (s.url) {
    const poolId = s.poolId;
    if (!poolId || !s.webClientId)
      throw new Error('IDENTITY_URL needs IDENTITY_POOL_ID and IDENTITY_WEB_CLIENT_ID.');
    const base = s.url.replace(/\/+$/, '');
    const credentials =
      s.adminAccessKeyId && s.adminSecretKey
        ? { accessKeyId: s.adminAccessKeyId, secretAccessKey: s.adminSecretKey }
        : undefined; // AWS Cognito: the SDK's default credential chain (IAM role, environment).
    const isAws = /amazonaws\.com/.test(base);
    return {
      port: cognitoIdentity({
        endpoint: isAws ? undefined : base,
        region: s.region,
        poolId,
        clientId: s.webClientId,
        clientSecret: s.webClientSecret,
        credentials,
      }),
      verifier: jwksTokenVerifier({
        jwksUrl:
          s.jwksUrl ??
          `${isAws ? `https://cognito-idp.${s.region}.amazonaws.com` : base}/${poolId}/.well-known/jwks.json`,
        issuer: s.issuer ?? `${isAws ? `https://cognito-idp.${s.region}.amazonaws.com` : base}/${poolId}`,
        // Only our app clients: a token another client of the pool obtained is not a product session.
        clientIds: [s.webClientId, s.ssoClientId ?? '', ...(s.extraClientIds ?? [])],
      }),
      clients: {
        endpoint: isAws ? undefined : base,
        region: s.region,
        web: { id: s.webClientId, secret: s.webClientSecret ?? null },
        sso: { id: s.ssoClientId ?? '', secret: s.ssoClientSecret ?? null },
      } satisfies PoolClients,
    };
  }
  // Embedded: the identity service shares this process, this port and this database (its own schema).
  const publicBase = `${config.publicUrl.replace(/\/+$/, '')}/identity`;
  const { config: idConfig, server: idServer } = identityConfigFromEnv({
    ...env,
    IDENTITY_PUBLIC_URL: publicBase,
  });
  const service = await createIdentityService({
    db: database.db,
    schema: idServer.schema,
    config: idConfig,
    log: app.log,
    smtp: idServer.smtpUrl ? { url: idServer.smtpUrl, from: idServer.mailFrom } : undefined,
  });
  app.addHook('onClose', async () => service.close());
  await app.register(identityRoutes, { prefix: '/identity', service });
  const resolved = service.config;
  const web = resolved.clients.find((c) => c.kind === 'web')!;
  const sso = resolved.clients.find((c) => c.kind === 'sso')!;
  return {
    clients: {
      endpoint: publicBase,
      region: resolved.region,
      web: { id: web.id, secret: web.secret ?? null },
      sso: { id: sso.id, secret: sso.secret ?? null },
    } satisfies PoolClients,
    port: cognitoIdentity({
      endpoint: publicBase,
      region: resolved.region,
      poolId: resolved.poolId,
      clientId: web.id,
      clientSecret: web.secret,
      credentials: { accessKeyId: resolved.admin.accessKeyId, secretAccessKey: resolved.admin.key },
    }),
    verifier: jwksTokenVerifier({
      jwksUrl: `${publicBase}/${resolved.poolId}/.well-known/jwks.json`,
      issuer: `${publicBase}/${resolved.poolId}`,
      clientIds: resolved.clients.map((c) => c.id),
    }),
  };
}

/**
 * What a gateway needs to reach the embedded identity service (client ids and secrets, admin key), read
 * from the installation's database: `npm run api -- --show-config`. Printed on stdout, never logged.
 */
export async function embeddedIdentitySettings(env: Env = process.env) {
  const config = apiConfigFromEnv(env);
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
  const publicBase = `${config.publicUrl.replace(/\/+$/, '')}/identity`;
  const { config: idConfig, server: idServer } = identityConfigFromEnv({
    ...env,
    IDENTITY_PUBLIC_URL: publicBase,
  });
  const silent = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    child: () => silent,
    level: 'silent',
  };
  const service = await createIdentityService({
    db: database.db,
    schema: idServer.schema,
    config: idConfig,
    log: silent as never,
    sweepEveryMs: false,
  });
  const c = service.config;
  await service.close();
  await database.close();
  return {
    IDENTITY_URL: publicBase,
    IDENTITY_REGION: c.region,
    IDENTITY_POOL_ID: c.poolId,
    IDENTITY_WEB_CLIENT_ID: c.clients.find((x) => x.kind === 'web')?.id,
    IDENTITY_WEB_CLIENT_SECRET: c.clients.find((x) => x.kind === 'web')?.secret,
    IDENTITY_SSO_CLIENT_ID: c.clients.find((x) => x.kind === 'sso')?.id,
    IDENTITY_SSO_CLIENT_SECRET: c.clients.find((x) => x.kind === 'sso')?.secret,
    IDENTITY_ADMIN_ACCESS_KEY_ID: c.admin.accessKeyId,
    IDENTITY_ADMIN_KEY: c.admin.key,
  };
}

/**
 * Mounts the API under `/api` of `app` (and the embedded identity service under `/identity` when no
 * outside pool is configured), with its analysis workers. The caller listens, then starts the queue.
 */
export async function mountApi(
  app: FastifyInstance,
  config: ApiConfig,
  database: Database<unknown>,
  env: Env,
) {
  const root = database.db as unknown as ApiDb;
  await migrateSchema(root, config.schema, apiMigrations(config.schema));
  const identity = await identityFor(app, config, database, env);
  const db = root.withSchema(config.schema) as ApiDb;
  const mail = mailerFromConfig(config.mail, db, () => app.log);
  app.addHook('onClose', async () => mail.close?.());
  const now = () => new Date();
  if (!config.secretKey && database.kind === 'postgres') {
    // Each process would otherwise seal with a key of its own file: what one sealed, another cannot open.
    app.log.warn(
      { file: config.secretKeyFile },
      'API_SECRET_KEY is not set: set the same key on every process that shares this database',
    );
  }
  const secrets = secretBox(loadSecretKey(config.secretKey, config.secretKeyFile));
  const base = {
    db,
    mail,
    config,
    identity: identity.port,
    verifyToken: identity.verifier,
    revocations: new RevocationList({
      store: new RevocationStore(db),
      refreshMs: config.revocation.refreshMs,
      keepSeconds: config.revocation.keepSeconds,
      now,
    }),
    storage: storageFromConfig(config),
    companies: companyDirectoryFromConfig(config),
    payments: paymentGatewayFromConfig(config, db, secrets, now),
    fecLifecycle: billingFecLifecycle,
    analysisWork: reviewAnalysisWork,
    cartHolds: paymentsCartHolds,
    heirTransfers: [reportsHeirTransfer, partnersHeirTransfer],
    sessionsEnded: [partnersSessionsEnded],
    secrets,
    connectorProviders: connectorProvidersFromConfig(config),
    now,
    log: app.log,
  };
  const jobs = backgroundJobs(base, config, database);
  const callers = callerCacheFor(database);
  app.addHook('onClose', async () => callers.stop());
  const deps: ApiDeps = {
    ...base,
    callers: callers.cache,
    queue: jobs.analyses,
    reportQueue: jobs.reports,
    connectorQueue: jobs.connectors,
  };
  await app.register(async (scope) => apiRoutes(scope, deps), { prefix: '/api' });
  // The log level chosen in the back-office, applied to this process's logger.
  const stopLogLevel = watchLogLevel(apiLogLevel(db), app.log);
  app.addHook('onClose', async () => stopLogLevel());
  app.addHook('onClose', async () => jobs.stop());
  const queue: typeof jobs.queue = {
    ...jobs.queue,
    async start() {
      // Internal staff of the configuration (API_STAFF): once listening, since the embedded identity service
      // answers on this very port. A failure is logged; the next start tries again.
      await provisionConfiguredStaff(deps, config.staff).catch((error: unknown) =>
        app.log.error({ err: error }, 'API_STAFF: internal staff not provisioned'),
      );
      await jobs.queue.start();
    },
  };
  return { deps, queue, pool: identity.clients };
}

/** What the background jobs need: the API's dependencies without its HTTP side (identity, sessions). */
type JobBase = Pick<
  ApiDeps,
  'db' | 'config' | 'storage' | 'now' | 'log' | 'secrets' | 'fecLifecycle' | 'connectorProviders'
>;

/**
 * The pg-boss queues of one process: analyses, reports, connector imports and webhooks. Every process
 * sends to them; only the processes with `analysisWorkers > 0` run jobs (and the recovery sweeps).
 */
function backgroundJobs(base: JobBase, config: ApiConfig, database: Database<unknown>) {
  const workers = config.analysisWorkers;
  const recovery = config.analysisRecovery;
  const analyses = analysisJobs(base, {
    database,
    workers,
    settings: { staleAfterMs: recovery.staleAfterMs, heartbeatMs: recovery.heartbeatMs },
    sweepMs: recovery.sweepMs,
  });
  // Reports render on the main thread, one at a time, in the processes that run analysis workers.
  const reports = reportJobs(base, { database, workers: workers > 0 ? 1 : 0 });
  // Connector imports mostly wait for the software: a few at once, in the processes with analysis workers.
  const connectors = connectorJobs({ ...base, queue: analyses }, { database, workers: workers > 0 ? 4 : 0 });
  // Webhook deliveries (and the outbox's dispatcher) run in the same processes, a few at once.
  const webhooks = webhookJobs(base, { database, workers: workers > 0 ? 4 : 0 });
  const stop = async () => {
    await webhooks.stop();
    await connectors.stop();
    await reports.stop();
    await analyses.stop();
  };
  // The report, connector and webhook jobs start and stop with the analyses' queue (the callers start
  // `queue` after listening).
  const queue: typeof analyses = {
    ...analyses,
    async start() {
      await analyses.start();
      await reports.start();
      await connectors.start();
      await webhooks.start();
    },
    stop,
  };
  return { analyses, reports, connectors, webhooks, queue, stop };
}

/** The API's Fastify server options (logging without secrets, body limit). */
export function apiServerOptions(config: ApiConfig) {
  return {
    logger: {
      level: config.logLevel,
      // Bodies are not logged; should one ever be, a connector's token stays out of it.
      redact: [
        ...LOG_REDACT,
        'req.headers.accesstoken',
        'req.headers.cookie',
        'req.body.token',
        'body.token',
      ],
    },
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    ...frenchHttpErrors,
  };
}

/**
 * Starts the API with its analysis workers (and the embedded identity service when no outside pool is
 * configured) on one port: `npm run api`.
 */
export async function startApiServer(env: Env = process.env): Promise<ApiServer> {
  const config = apiConfigFromEnv(env);
  if (config.role === 'worker') return startWorkerServer(config, env);
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
  // The same TRUST_PROXY rule as `npm start` (the embedded /identity limits by address).
  const app = Fastify({ ...apiServerOptions(config), trustProxy: fastifyTrustProxy(trustProxyFromEnv(env)) });
  const { queue } = await mountApi(app, config, database, env);
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ host: config.host, port: config.port });
  await queue.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}/api`;
  app.log.info(
    { url, database: database.kind, storage: config.storage.kind, workers: config.analysisWorkers },
    'API prête',
  );
  // The database closes after the app: Fastify runs onClose hooks last-registered first, and the queue
  // (registered by mountApi) still writes while it stops.
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, config, database, url, close };
}

/**
 * `API_ROLE=worker` (`npm run worker`): a process that runs the background jobs (analyses, reports,
 * connector imports, webhooks) from the shared pg-boss queues, on the shared database and storage, and
 * answers only `GET /health` on `API_HOST:API_PORT` — no REST API, no identity service. Scale analyses by
 * starting more of these (each runs `API_ANALYSIS_WORKERS` analyses at once).
 */
async function startWorkerServer(config: ApiConfig, env: Env): Promise<ApiServer> {
  if (config.analysisWorkers < 1) throw new Error('API_ROLE=worker demande API_ANALYSIS_WORKERS ≥ 1.');
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(env));
  const app = Fastify({ ...apiServerOptions(config), trustProxy: fastifyTrustProxy(trustProxyFromEnv(env)) });
  const root = database.db as unknown as ApiDb;
  await migrateSchema(root, config.schema, apiMigrations(config.schema));
  const db = root.withSchema(config.schema) as ApiDb;
  if (!config.secretKey && database.kind === 'postgres') {
    app.log.warn(
      { file: config.secretKeyFile },
      'API_SECRET_KEY is not set: set the same key on every process that shares this database',
    );
  }
  const jobs = backgroundJobs(
    {
      db,
      config,
      storage: storageFromConfig(config),
      fecLifecycle: billingFecLifecycle,
      secrets: secretBox(loadSecretKey(config.secretKey, config.secretKeyFile)),
      connectorProviders: connectorProvidersFromConfig(config),
      now: () => new Date(),
      log: app.log,
    },
    config,
    database,
  );
  app.addHook('onClose', async () => jobs.stop());
  // Workers follow the back-office's log level too.
  const stopLogLevel = watchLogLevel(apiLogLevel(db), app.log);
  app.addHook('onClose', async () => stopLogLevel());
  app.get('/health', async () => ({ status: 'ok', role: 'worker' }));
  await app.listen({ host: config.host, port: config.port });
  await jobs.queue.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  app.log.info(
    { url, database: database.kind, storage: config.storage.kind, workers: config.analysisWorkers },
    'Worker prêt',
  );
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, config, database, url, close };
}
