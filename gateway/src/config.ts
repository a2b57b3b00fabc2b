import { intFromEnv, type Env } from '../../platform/config/env';
import { trustProxyFromEnv, type TrustProxy } from '../../platform/config/trust-proxy';

/** Configuration of the GraphQL gateway, from the environment, with one-machine defaults. */
export interface IdentityClientSettings {
  /** Endpoint of the pool: the embedded `identity/` service, or unset for AWS Cognito itself. */
  endpoint?: string;
  region: string;
  webClientId: string;
  webClientSecret?: string | null;
  ssoClientId: string;
  ssoClientSecret?: string | null;
}

/** What one GraphQL operation may cost and take (README, "Permissions and limits"). */
export interface OperationLimits {
  /** Highest estimated cost accepted before execution (limits/query-cost.ts). */
  maxQueryCost: number;
  /** Items assumed for a list without `limit` nor `ids` in the cost estimate. */
  defaultListSize: number;
  /** Past this, the remaining resolvers do not run and the answer is QUERY_TIMEOUT. */
  executionTimeoutMs: number;
  /** Fields one response may resolve (bounds memory before serialisation). */
  maxResponseFields: number;
  /** Bytes of the serialised response. */
  maxResponseBytes: number;
}

export const DEFAULT_LIMITS: OperationLimits = {
  maxQueryCost: 200_000,
  defaultListSize: 50,
  executionTimeoutMs: 15_000,
  maxResponseFields: 300_000,
  maxResponseBytes: 16 * 1024 * 1024,
};

export interface GatewayConfig {
  host: string;
  port: number;
  /** The product API's base address, ending in `/api`. */
  apiUrl: string;
  /** Upstream timeouts (the original client has none; ours does). */
  apiTimeoutMs: number;
  identity: IdentityClientSettings;
  /** development: introspection and the sandbox for everyone; production: for internal staff only. */
  production: boolean;
  /** Cookie names start with this (spec §3: "a product-specific prefix"). */
  cookiePrefix: string;
  /** Sign-in and code requests allowed per minute, per (email, IP) and per access token. */
  authRateLimitPerMinute: number;
  /** Sign-in and code requests allowed per minute from one IP, whatever the email. */
  authIpRateLimitPerMinute: number;
  /** Which proxies may tell the client's address in X-Forwarded-For (TRUST_PROXY; none by default). */
  trustProxy: TrustProxy;
  limits: OperationLimits;
  /**
   * Operations compiled by graphql-jit (execution/compiled-execution.ts); false runs graphql-js's own
   * executor (GATEWAY_COMPILED_EXECUTION=false), the way back should a query ever answer differently.
   */
  compiledExecution: boolean;
  logLevel: string;
  /** Clock of session expiry and rate limits, epoch ms (tests follow the identity harness's clock). */
  now?: () => number;
}

export const DEFAULT_GATEWAY_PORT = 4000;

export function defaultGatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    host: '127.0.0.1',
    port: DEFAULT_GATEWAY_PORT,
    apiUrl: 'http://127.0.0.1:3000/api',
    apiTimeoutMs: 30_000,
    identity: {
      endpoint: 'http://127.0.0.1:3000/identity',
      region: 'eu-west-3',
      webClientId: 'fecweblocalclient',
      ssoClientId: 'fecssolocalclient',
    },
    production: false,
    cookiePrefix: 'fecana_',
    authRateLimitPerMinute: 10,
    authIpRateLimitPerMinute: 30,
    trustProxy: false,
    limits: { ...DEFAULT_LIMITS },
    compiledExecution: true,
    logLevel: 'info',
    ...overrides,
  };
}

/** Reads `GATEWAY_*`, `API_URL` and `IDENTITY_*` (README, "Configuration"). */
export function gatewayConfigFromEnv(env: Env = process.env): GatewayConfig {
  const endpoint = env.IDENTITY_URL?.trim();
  return defaultGatewayConfig({
    host: env.GATEWAY_HOST?.trim() || '127.0.0.1',
    port: intFromEnv(env, 'GATEWAY_PORT', DEFAULT_GATEWAY_PORT, 0, 65535),
    apiUrl: (env.API_URL?.trim() || 'http://127.0.0.1:3000/api').replace(/\/+$/, ''),
    apiTimeoutMs: intFromEnv(env, 'GATEWAY_API_TIMEOUT_MS', 30_000, 100, 600_000),
    identity: {
      // AWS Cognito: leave IDENTITY_URL unset or point it at cognito-idp; the SDK knows the endpoint.
      endpoint:
        endpoint && !/amazonaws\.com/.test(endpoint)
          ? endpoint.replace(/\/+$/, '')
          : endpoint
            ? undefined
            : 'http://127.0.0.1:3000/identity',
      region: env.IDENTITY_REGION?.trim() || 'eu-west-3',
      webClientId: env.IDENTITY_WEB_CLIENT_ID?.trim() || 'fecweblocalclient',
      webClientSecret: env.IDENTITY_WEB_CLIENT_SECRET?.trim() || null,
      ssoClientId: env.IDENTITY_SSO_CLIENT_ID?.trim() || 'fecssolocalclient',
      ssoClientSecret: env.IDENTITY_SSO_CLIENT_SECRET?.trim() || null,
    },
    production: env.NODE_ENV === 'production',
    cookiePrefix: env.GATEWAY_COOKIE_PREFIX?.trim() || 'fecana_',
    authRateLimitPerMinute: intFromEnv(env, 'GATEWAY_AUTH_RATE_LIMIT', 10, 1, 100_000),
    authIpRateLimitPerMinute: intFromEnv(env, 'GATEWAY_AUTH_IP_RATE_LIMIT', 30, 1, 1_000_000),
    trustProxy: trustProxyFromEnv(env),
    limits: {
      maxQueryCost: intFromEnv(env, 'GATEWAY_MAX_QUERY_COST', DEFAULT_LIMITS.maxQueryCost, 100, 1e12),
      defaultListSize: intFromEnv(
        env,
        'GATEWAY_DEFAULT_LIST_SIZE',
        DEFAULT_LIMITS.defaultListSize,
        1,
        10_000,
      ),
      executionTimeoutMs: intFromEnv(
        env,
        'GATEWAY_EXECUTION_TIMEOUT_MS',
        DEFAULT_LIMITS.executionTimeoutMs,
        100,
        600_000,
      ),
      maxResponseFields: intFromEnv(
        env,
        'GATEWAY_MAX_RESPONSE_FIELDS',
        DEFAULT_LIMITS.maxResponseFields,
        100,
        100_000_000,
      ),
      maxResponseBytes: intFromEnv(
        env,
        'GATEWAY_MAX_RESPONSE_BYTES',
        DEFAULT_LIMITS.maxResponseBytes,
        1024,
        1024 * 1024 * 1024,
      ),
    },
    compiledExecution: env.GATEWAY_COMPILED_EXECUTION?.trim().toLowerCase() !== 'false',
    logLevel: env.GATEWAY_LOG_LEVEL?.trim() || 'info',
  });
}
