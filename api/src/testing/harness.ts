import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { secretBox } from '../crypto/secret-box';
import {
  dropSchema,
  migrateSchema,
  openTestDatabase,
  reportingStalls,
  type TestDatabase,
} from '../../../platform/db';
import { registeredUser, signIn, uniqueEmail } from '../../../identity/src/testing/flows';
import { startHarness, type Harness as IdentityHarness } from '../../../identity/src/testing/harness';
import type { AccountRole, InternalRole } from '../permissions/roles';
import { buildApiApp } from '../app';
import { RevocationList } from '../auth/revocation-list';
import { RevocationStore } from '../auth/revocation-store';
import { callerCacheFor } from '../auth/caller-cache';
import { jwksTokenVerifier } from '../auth/token-verifier';
import { defaultApiConfig, type ApiConfig } from '../config/config';
import type { ApiDb } from '../db/database';
import { json } from '../db/database';
import { apiMigrations } from '../db/migrations';
import type { ApiDeps } from '../deps';
import { cognitoIdentity } from '../identity/cognito-identity';
import type { JobSettings } from '../analyses/run-analysis';
import type { AnalysisQueue } from '../jobs/analysis-queue';
import { analysisJobs } from '../jobs/analysis-jobs';
import { localStorage } from '../storage/local-storage';
import { offlineDirectory, type CompanyDirectory } from '../companies/company-directory';
import type { Storage } from '../storage/storage';
import { insertUser } from '../users/user-store';
import { outboxMailer } from '../mail/outbox-mailer';
import { addMembership } from '../memberships/membership-store';
import { paymentGatewayFromConfig } from '../payments';
import type { PaymentGateway } from '../payments/payment-gateway';
import { billingFecLifecycle } from '../billing/fec-lifecycle';
import { reviewAnalysisWork } from '../review/dossiers';
import { paymentsCartHolds } from '../payments/orders';
import type { ReportRenderers } from '../reports/documents/renderers';
import { partnersHeirTransfer, partnersSessionsEnded } from '../partners/session-review';
import { reportsHeirTransfer } from '../reports/heir-transfer';
import { reportJobs } from '../reports/report-jobs';
import { recordingReportQueue, type ReportQueue } from '../reports/report-queue';
import type { ReportJobSettings } from '../reports/run-report';
import { connectorJobs, type ConnectorJobs } from '../connectors/connector-jobs';
import { connectorProvidersFromConfig } from '../connectors/providers';
import { startPennylaneStandIn, type PennylaneStandIn } from '../connectors/providers/pennylane-stand-in';
import type { ConnectorJobSettings } from '../connectors/run-import';
import { recordingConnectorQueue } from '../connectors/connector-queue';
import type { DeliverySettings } from '../webhooks/deliver';
import { webhookJobs, type WebhookJobs } from '../webhooks/webhook-jobs';

export interface TestUser {
  email: string;
  password: string;
  sub: string;
  uuid: string;
  accountUuid: string;
  accessToken: string;
  refreshToken: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Another API process over the same database and identity pool (as behind a load balancer). */
export interface ApiInstance {
  url: string;
  deps: ApiDeps;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface ApiHarness {
  url: string;
  app: FastifyInstance;
  deps: ApiDeps;
  db: ApiDb;
  schema: string;
  identity: IdentityHarness;
  storageDir: string;
  /** The local Pennylane stand-in the connectors talk to (its knobs and companies per token). */
  pennylane: PennylaneStandIn;
  /** The connector jobs (recovery sweep, nightly refresh) of this process. */
  connectorJobs: ConnectorJobs;
  /** A signed-up, confirmed, signed-in user with their own account (Owner), known to the API. */
  newOwner(): Promise<TestUser>;
  /** A confirmed user added to `accountUuid` with `role` (straight in the database). */
  newMember(accountUuid: string, role: AccountRole, internalRoles?: InternalRole[]): Promise<TestUser>;
  /** An HTTP call to the API; `path` starts after `/api` (e.g. `/v1/users/me`). */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /**
   * Starts another API process on the same database schema and identity pool, with its own
   * revocation list (`config` overrides, e.g. its refresh interval) and a queue that runs nothing.
   */
  anotherProcess(config?: Partial<ApiConfig>): Promise<ApiInstance>;
  /** The webhook jobs when `options.webhooks` asked for them (their `sweep()` runs the dispatcher now). */
  webhooks: WebhookJobs | null;
  close(): Promise<void>;
}

export interface ApiHarnessOptions {
  config?: Partial<ApiConfig>;
  /** Builds the queue (default: the real one, see jobs/). */
  queue?: (
    deps: Omit<ApiDeps, 'queue' | 'reportQueue' | 'connectorQueue'>,
  ) => AnalysisQueue | Promise<AnalysisQueue>;
  /** Settings of the connector jobs (short polls and staleness in tests). */
  connectors?: { settings?: Partial<ConnectorJobSettings>; workers?: number; sweepMs?: number };
  storage?: (dir: string) => Storage;
  /** Analysis worker threads of the default queue (default 1; 0 = queue only, nothing runs). */
  workers?: number;
  /** Job settings of the default queue (e.g. a short `staleAfterMs` for recovery tests). */
  jobSettings?: Partial<JobSettings>;
  /** SIREN lookup (default: offline, as on a machine without network). */
  companies?: CompanyDirectory;
  /** Payments (default: from `config`, i.e. the sandbox unless a Stripe key is given). */
  payments?: (db: ApiDb, config: ApiConfig) => PaymentGateway;
  /**
   * The report jobs: `'record'` (sends recorded, nothing rendered), or the real `reports` queue with these
   * renderers and settings. Default: real (the documents' own renderers) with the default analysis queue,
   * recording when `queue` is given.
   */
  reports?:
    | 'record'
    | {
        renderers?: ReportRenderers;
        settings?: Partial<ReportJobSettings>;
        workers?: number;
        /** How often the recovery sweep runs by itself (tests that call `recover()` set it long). */
        sweepMs?: number;
      };
  /**
   * The webhook jobs (dispatcher sweep + `webhooks` queue), off by default: the suites that do not send
   * webhooks need no third pg-boss polling the database. `settings` shortens the retries' delays.
   */
  webhooks?: { settings?: Partial<DeliverySettings>; workers?: number; sweepMs?: number };
}

let counter = 0;

/** The revocation list of one API process (each process keeps its own copy of the table). */
function revocationList(db: ApiDb, config: ApiConfig): RevocationList {
  return new RevocationList({
    store: new RevocationStore(db),
    refreshMs: config.revocation.refreshMs,
    keepSeconds: config.revocation.keepSeconds,
    now: () => new Date(),
  });
}

/** An HTTP call to the API at `url`; `path` starts after `/api` (e.g. `/v1/users/me`). */
function callerAt(url: string) {
  return async function call<T>(method: string, path: string, o: CallOptions = {}): Promise<ApiResponse<T>> {
    const target = new URL(`${url}/api${path}`);
    for (const [k, v] of Object.entries(o.query ?? {})) {
      if (v === undefined) continue;
      if (Array.isArray(v)) v.forEach((x) => target.searchParams.append(k, x));
      else target.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.AccessToken = o.token;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a file download): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** A queue that records what is sent and runs nothing (pass `queue: () => recordingQueue()`). */
export function recordingQueue(): AnalysisQueue & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(job) {
      sent.push(job.analysisUuid);
      return `recorded-${sent.length}`;
    },
    async start() {},
    async stop() {},
  };
}

/**
 * Starts the identity service and the API on ephemeral ports over `database` (open it once per test
 * file), each in a schema of its own, with files in a temporary folder.
 */
export async function startApiHarness(
  database: TestDatabase<unknown>,
  options: ApiHarnessOptions = {},
): Promise<ApiHarness> {
  const identity = await startHarness(database);
  const schema = `${database.schema}_api${++counter}`;
  const root = database.database.db as unknown as ApiDb;
  await migrateSchema(root, schema, apiMigrations(schema));
  const db = root.withSchema(schema) as ApiDb;
  const storageDir = await mkdtemp(join(tmpdir(), 'fec-api-storage-'));
  const pennylane = await startPennylaneStandIn();
  const config = defaultApiConfig({
    schema,
    port: 0,
    storage: { kind: 'local', dir: storageDir },
    connectors: { pennylaneApiUrl: pennylane.url },
    ...options.config,
  });
  const pool = identity.config;
  const identityPort = cognitoIdentity({
    endpoint: identity.endpoint,
    region: 'eu-west-3',
    poolId: pool.poolId,
    clientId: identity.web.id,
    clientSecret: identity.web.secret,
    credentials: { accessKeyId: pool.admin.accessKeyId, secretAccessKey: pool.admin.key },
  });
  const verifyToken = jwksTokenVerifier({
    jwksUrl: `${identity.endpoint}/${pool.poolId}/.well-known/jwks.json`,
    issuer: `${identity.endpoint}/${pool.poolId}`,
    clientIds: pool.clients.map((c) => c.id),
  });
  const secrets = secretBox(randomBytes(32));
  const base = {
    db,
    mail: outboxMailer(db, () => undefined),
    config,
    identity: identityPort,
    verifyToken,
    revocations: revocationList(db, config),
    storage: (options.storage ?? localStorage)(storageDir),
    companies: options.companies ?? offlineDirectory(),
    payments: options.payments ? options.payments(db, config) : paymentGatewayFromConfig(config, db, secrets),
    fecLifecycle: billingFecLifecycle,
    analysisWork: reviewAnalysisWork,
    cartHolds: paymentsCartHolds,
    heirTransfers: [reportsHeirTransfer, partnersHeirTransfer],
    sessionsEnded: [partnersSessionsEnded],
    secrets,
    connectorProviders: connectorProvidersFromConfig(config),
    now: () => new Date(),
    log: undefined as unknown as ApiDeps['log'],
  };
  // The real queue by default: pg-boss in a schema of its own over the same database, engine threads.
  const queue = options.queue
    ? await options.queue(base)
    : analysisJobs(base, {
        database: database.database,
        schema: `${schema}_jobs`,
        workers: options.workers ?? 1,
        settings: options.jobSettings,
        pollingIntervalSeconds: 0.5,
      });
  const reportSetup = options.reports ?? (options.queue ? 'record' : {});
  const reportQueue: ReportQueue =
    reportSetup === 'record'
      ? recordingReportQueue()
      : reportJobs(base, {
          database: database.database,
          schema: `${schema}_jobs`,
          workers: reportSetup.workers ?? 1,
          renderers: reportSetup.renderers,
          settings: reportSetup.settings,
          sweepMs: reportSetup.sweepMs,
          pollingIntervalSeconds: 0.5,
        });
  const connectorSetup = options.connectors ?? {};
  const connectors = connectorJobs(
    { ...base, queue },
    {
      database: database.database,
      schema: `${schema}_jobs`,
      workers: connectorSetup.workers ?? 2,
      settings: { pollFirstMs: 20, pollMaxMs: 100, ...connectorSetup.settings },
      sweepMs: connectorSetup.sweepMs ?? 3600_000,
      refreshSweepMs: 0,
      pollingIntervalSeconds: 0.5,
    },
  );
  // As `npm start` runs: callers kept per token on PGlite, none on PostgreSQL.
  const callers = callerCacheFor(database.database);
  const deps: ApiDeps = { ...base, callers: callers.cache, queue, reportQueue, connectorQueue: connectors };
  const app = await buildApiApp({ deps });
  deps.log = app.log;
  const webhooks = options.webhooks
    ? webhookJobs(deps, {
        database: database.database,
        schema: `${schema}_jobs`,
        workers: options.webhooks.workers ?? 2,
        settings: options.webhooks.settings,
        sweepMs: options.webhooks.sweepMs,
        pollingIntervalSeconds: 0.5,
      })
    : null;
  const url = await listen(app);
  await queue.start();
  await reportQueue.start();
  await connectors.start();
  await webhooks?.start();
  const call = callerAt(url);
  const others: ApiInstance[] = [];

  async function signedIn(email: string, password: string) {
    const sub = await registeredUser(identity, email, password);
    const tokens = await signIn(identity, email, password);
    return { sub, tokens };
  }

  return {
    url,
    app,
    deps,
    db,
    schema,
    identity,
    storageDir,
    pennylane,
    connectorJobs: connectors,
    call,
    async newOwner() {
      const email = uniqueEmail('owner');
      const password = 'motdepasse1';
      const { sub, tokens } = await signedIn(email, password);
      const me = await call<{ data: { data: { uuid: string; current_account: { uuid: string } } } }>(
        'GET',
        '/v1/users/me',
        { token: tokens.AccessToken },
      );
      let uuid = me.body?.data?.data?.uuid;
      let accountUuid = me.body?.data?.data?.current_account?.uuid;
      if (!uuid || !accountUuid) {
        // users/me not there yet: the first authenticated call provisions the user all the same.
        const row = await db.selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirstOrThrow();
        uuid = row.uuid;
        accountUuid = row.current_account_uuid!;
      }
      return {
        email,
        password,
        sub,
        uuid,
        accountUuid,
        accessToken: tokens.AccessToken,
        refreshToken: tokens.RefreshToken,
      };
    },
    async newMember(accountUuid, role, internalRoles = []) {
      const email = uniqueEmail(role.replace('Role_', '').toLowerCase());
      const password = 'motdepasse1';
      const { sub, tokens } = await signedIn(email, password);
      const row = await insertUser(db, { sub, email, state: 'registered' }, accountUuid);
      await addMembership(db, { accountUuid, userUuid: row.uuid, role, status: 'active' });
      if (internalRoles.length) {
        await db
          .updateTable('users')
          .set({ internal_roles: json(internalRoles) })
          .where('uuid', '=', row.uuid)
          .execute();
      }
      return {
        email,
        password,
        sub,
        uuid: row.uuid,
        accountUuid,
        accessToken: tokens.AccessToken,
        refreshToken: tokens.RefreshToken,
      };
    },
    async anotherProcess(overrides = {}) {
      const otherConfig = { ...config, ...overrides };
      const otherDeps: ApiDeps = {
        ...deps,
        config: otherConfig,
        revocations: revocationList(db, otherConfig),
        // Its own cache, as another process would have.
        callers: callerCacheFor(database.database).cache,
        queue: recordingQueue(),
        reportQueue: recordingReportQueue(),
        connectorQueue: recordingConnectorQueue(),
      };
      const otherApp = await buildApiApp({ deps: otherDeps });
      otherDeps.log = otherApp.log;
      const otherUrl = await listen(otherApp);
      const instance: ApiInstance = {
        url: otherUrl,
        deps: otherDeps,
        call: callerAt(otherUrl),
        close: () => otherApp.close(),
      };
      others.push(instance);
      return instance;
    },
    webhooks,
    async close() {
      callers.stop();
      await reportingStalls(database.database, `stopping the API (${schema})`, async () => {
        for (const other of others) await other.close();
        await connectors.stop();
        await webhooks?.stop();
        await reportQueue.stop();
        await queue.stop();
        await app.close();
      });
      await identity.close();
      await pennylane.close();
      await rm(storageDir, { recursive: true, force: true });
      if (database.database.kind === 'postgres') {
        await reportingStalls(database.database, `dropping ${schema}`, async () => {
          await dropSchema(root, schema);
          await dropSchema(root, `${schema}_jobs`);
        });
      }
    },
  };
}

/** Opens the database for an API test file (PGlite in memory, or PostgreSQL when DATABASE_URL is set). */
export function openApiTestDatabase(): Promise<TestDatabase<unknown>> {
  return openTestDatabase<unknown>('api_test');
}
