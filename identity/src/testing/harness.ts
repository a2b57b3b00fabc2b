import { createServer } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../../../platform/config/trust-proxy';
import { dropSchema, openTestDatabase, reportingStalls, type TestDatabase } from '../../../platform/db';
import { buildIdentityApp } from '../app';
import { defaultConfig, merge, type DeepPartial, type IdentityConfig } from '../config';
import { secretHash } from '../crypto/secret-hash';
import type { Mailer } from '../mailer/mailer';
import type { IdentityService } from '../identity-service';
import type { AppClient, ResolvedConfig } from '../service/context';

/** A clock tests can move forward (codes, lock-outs and tokens expire on it). */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export interface Harness {
  endpoint: string;
  schema: string;
  service: IdentityService;
  app: FastifyInstance;
  config: ResolvedConfig;
  clock: TestClock;
  /** SDK client for user calls (unsigned, as in the product). */
  client: CognitoIdentityProviderClient;
  /** SDK client for admin calls, signing with the admin access key id and the admin key. */
  admin: CognitoIdentityProviderClient;
  /** The web client (with a generated secret) and the single sign-on client (without one). */
  web: AppClient;
  sso: AppClient;
  secretHash(username: string, client?: AppClient): string | undefined;
  /** The latest code emailed to `email` (from the outbox). */
  lastCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The configuration tests run with: cheap scrypt, no rate limits (every test call comes from 127.0.0.1),
 * a web client with secret, an SSO one without.
 */
export function testConfig(
  overrides: DeepPartial<IdentityConfig> = {},
  publicBaseUrl = 'http://127.0.0.1',
): IdentityConfig {
  const base = defaultConfig({
    publicBaseUrl,
    password: { scrypt: { N: 1024, r: 8, p: 1 } },
    clients: [
      { kind: 'web', id: 'testwebclient', secret: undefined },
      { kind: 'sso', id: 'testssoclient', secret: null },
    ],
    rateLimitPerSecond: 0,
    callerLimits: { perUserAndIpPerMinute: 0, perIpPerMinute: 0 },
  });
  return merge(base, overrides);
}

let schemaCounter = 0;

/**
 * Starts the service on an ephemeral port over `database` (opened once per test file), in a schema of
 * its own, and returns SDK clients pointed at it.
 */
export async function startHarness(
  database: TestDatabase<unknown>,
  overrides: DeepPartial<IdentityConfig> = {},
  options: {
    mailer?: Mailer;
    logger?: FastifyServerOptions['logger'];
    prefix?: string;
    trustProxy?: TrustProxy;
  } = {},
): Promise<Harness> {
  const clock = new TestClock();
  const schema = `${database.schema}_${++schemaCounter}`;
  // The service is told its public address before it listens: a port found free may be taken meanwhile
  // by another process (another Jest worker's server), then the service is built again on another one.
  let started: Awaited<ReturnType<typeof buildIdentityApp>> & { endpoint: string };
  for (let attempt = 1; ; attempt++) {
    const endpoint = `http://127.0.0.1:${await freePort()}${options.prefix ?? ''}`;
    const built = await buildIdentityApp({
      db: database.database.db,
      schema,
      config: testConfig(overrides, endpoint),
      logger: options.logger ?? false,
      prefix: options.prefix,
      trustProxy: options.trustProxy,
      now: clock.now,
      sweepEveryMs: false,
      mailer: options.mailer,
    });
    try {
      await built.app.listen({ host: '127.0.0.1', port: Number(new URL(endpoint).port) });
      started = { ...built, endpoint };
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
      // Left unclosed: closing it would close the caller's mailer; it holds no socket, no timer.
    }
  }
  const { app, service, endpoint } = started;
  const resolved = service.config;
  const common = { region: 'eu-west-3', endpoint, maxAttempts: 1 };
  const client = new CognitoIdentityProviderClient({
    ...common,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
  const admin = new CognitoIdentityProviderClient({
    ...common,
    credentials: { accessKeyId: resolved.admin.accessKeyId, secretAccessKey: resolved.admin.key },
  });
  const web = resolved.clients.find((c) => c.kind === 'web')!;
  const sso = resolved.clients.find((c) => c.kind === 'sso')!;
  return {
    endpoint,
    schema,
    service,
    app,
    config: resolved,
    clock,
    client,
    admin,
    web,
    sso,
    secretHash: (username, appClient = web) =>
      appClient.secret ? secretHash(appClient.secret, username, appClient.id) : undefined,
    async lastCode(email) {
      const [message] = await service.outbox(email, 1);
      if (!message?.code) throw new Error(`no code was sent to ${email}`);
      return message.code;
    },
    async close() {
      client.destroy();
      admin.destroy();
      await reportingStalls(database.database, `closing the identity service (${schema})`, async () => {
        await app.close();
        if (database.database.kind === 'postgres') await dropSchema(database.database.db, schema);
      });
    },
  };
}

/** A port nothing listens on right now (tests start servers on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Opens the database for a test file: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export function openIdentityTestDatabase(): Promise<TestDatabase<unknown>> {
  return openTestDatabase<unknown>('identity_test');
}
