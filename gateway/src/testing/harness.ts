import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import { pgliteDataVersion, postgresDataVersion, type TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  startApiHarness,
  type ApiHarness,
  type ApiHarnessOptions,
} from '../../../api/src/testing/harness';
import { buildGateway } from '../app';
import { defaultGatewayConfig, type GatewayConfig } from '../config';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  headers: Headers;
  /** Set-Cookie headers of the answer. */
  cookies: string[];
}

export interface GqlOptions {
  /** Partner style: `Authorization: Bearer <token>`. */
  token?: string;
  /** Browser style: a cookie jar kept across calls (see `cookieJar()`). */
  jar?: CookieJar;
  headers?: Record<string, string>;
}

/** A minimal cookie jar for browser-like tests (name → value; expiry honoured by deletion). */
export class CookieJar {
  readonly values = new Map<string, string>();
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }
}

export interface GatewayHarness {
  /** The product API and identity underneath (users, tokens, direct database access). */
  api: ApiHarness;
  gateway: FastifyInstance;
  config: GatewayConfig;
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/**
 * Starts identity + API (on `database`, PGlite in memory by default) and the gateway over them, all on
 * ephemeral ports with real HTTP between them.
 */
export async function startGatewayHarness(
  database: TestDatabase<unknown>,
  options: {
    api?: ApiHarnessOptions;
    config?: Partial<GatewayConfig>;
    permissions?: boolean;
    /**
     * The answers cache as `npm start` runs it (seconds), over the data version of the database (this
     * process's PGlite, or PostgreSQL's with its NOTIFY channel).
     */
    responseCacheSeconds?: number;
  } = {},
): Promise<GatewayHarness> {
  const api = await startApiHarness(database, options.api);
  const pool = api.identity;
  const config = defaultGatewayConfig({
    port: 0,
    apiUrl: `${api.url}/api`,
    apiTimeoutMs: 30_000,
    identity: {
      endpoint: pool.endpoint,
      region: 'eu-west-3',
      webClientId: pool.web.id,
      webClientSecret: pool.web.secret,
      ssoClientId: pool.sso.id,
      ssoClientSecret: pool.sso.secret,
    },
    // Every test call comes from 127.0.0.1: limits high enough for a whole test file.
    authRateLimitPerMinute: 1000,
    authIpRateLimitPerMinute: 100_000,
    ...options.config,
  });
  const identity = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: pool.endpoint,
    maxAttempts: 1,
    credentials: { accessKeyId: 'gateway', secretAccessKey: 'unsigned' },
  });
  const { kind, pglite, pool: pgPool } = database.database;
  const version = !options.responseCacheSeconds
    ? null
    : kind === 'pglite'
      ? pgliteDataVersion(pglite!)
      : await postgresDataVersion(pgPool!);
  const gateway = await buildGateway({
    config,
    identity,
    permissions: options.permissions,
    responseCache: version ? { version, ttlSeconds: options.responseCacheSeconds! } : undefined,
  });
  if (version) gateway.addHook('onClose', async () => version.stop());
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/graphql`;

  return {
    api,
    gateway,
    config,
    url,
    async gql(query, variables = {}, o = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(o.headers ?? {}) };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.jar && o.jar.values.size) headers.cookie = o.jar.header();
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const cookies = response.headers.getSetCookie();
      o.jar?.take(cookies);
      const body = (await response.json().catch(() => ({}))) as Omit<
        GraphQLResponse,
        'status' | 'headers' | 'cookies'
      >;
      return {
        status: response.status,
        ...body,
        headers: response.headers,
        cookies,
      } as GraphQLResponse<never>;
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

export { openApiTestDatabase as openGatewayTestDatabase };
