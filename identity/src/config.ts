/**
 * Configuration of the identity service, read from the environment with safe defaults for one machine.
 * Secrets left unset (client secrets, admin key) are generated once per installation and kept in the
 * database (see service/installation.ts); they never come from the repository.
 */

import { parseTrustProxy, type TrustProxy } from '../../platform/config/trust-proxy';

export type ClientKind = 'web' | 'sso';

export interface AppClientSettings {
  kind: ClientKind;
  id: string;
  /** A fixed secret; `undefined` = generate one per installation; `null` = a public client without secret. */
  secret: string | null | undefined;
}

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}

export interface ScryptParams {
  /** CPU/memory cost (power of two). Memory used is 128 × N × r bytes. */
  N: number;
  r: number;
  p: number;
}

export interface IdentityConfig {
  poolId: string;
  region: string;
  /** Where clients reach this service (issuer is `<publicBaseUrl>/<poolId>`); no trailing slash. */
  publicBaseUrl: string;
  clients: AppClientSettings[];
  admin: {
    /** The access key id admin callers sign with (SigV4); the admin key is its secret. */
    accessKeyId: string;
    /** `undefined` = generate one per installation. */
    key: string | undefined;
  };
  tokens: {
    accessTtlSeconds: number;
    idTtlSeconds: number;
    refreshTtlSeconds: number;
    /** Lifetime of the Session returned with a challenge (Cognito: 3 minutes by default). */
    authSessionTtlSeconds: number;
  };
  password: PasswordPolicy & { scrypt: ScryptParams; temporaryValidityDays: number };
  codes: {
    signUpTtlSeconds: number;
    resetTtlSeconds: number;
    verifyTtlSeconds: number;
    /** Wrong codes before the code is burned and a cool-down starts. */
    maxAttempts: number;
    attemptCooldownSeconds: number;
    /** Codes sent per user and purpose within `sendWindowSeconds`. */
    maxSends: number;
    sendWindowSeconds: number;
  };
  lockout: {
    /** Wrong passwords before sign-in is refused with 'Password attempts exceeded'. */
    maxFailures: number;
    /** First cool-down; it doubles with each further failure, up to `maxCooldownSeconds`. */
    cooldownSeconds: number;
    maxCooldownSeconds: number;
    /** A counter idle this long starts again from zero. */
    resetAfterSeconds: number;
  };
  /** Requests per second for user (unauthenticated) operations, whole service; 0 = unlimited. */
  rateLimitPerSecond: number;
  /** Sign-in and code requests a minute per (username, caller address) and per caller address; 0 = off. */
  callerLimits: { perUserAndIpPerMinute: number; perIpPerMinute: number };
  bodyLimitBytes: number;
}

export interface ServerSettings {
  host: string;
  port: number;
  /** Proxies whose X-Forwarded-For gives the caller's address (platform/config/trust-proxy.ts). */
  trustProxy: TrustProxy;
  logLevel: string;
  schema: string;
  smtpUrl: string | undefined;
  mailFrom: string;
}

export const DEFAULT_PORT = 9229;
export const DEFAULT_POOL_ID = 'eu-west-3_LocalPool';
export const DEFAULT_WEB_CLIENT_ID = 'fecweblocalclient';
export const DEFAULT_SSO_CLIENT_ID = 'fecssolocalclient';
export const DEFAULT_ADMIN_ACCESS_KEY_ID = 'fec-identity-admin';
export const DEFAULT_SCHEMA = 'identity';

type Env = Record<string, string | undefined>;

/** The configuration with every default; `overrides` lets tests and the product change parts. */
export function defaultConfig(overrides: DeepPartial<IdentityConfig> = {}): IdentityConfig {
  const base: IdentityConfig = {
    poolId: DEFAULT_POOL_ID,
    region: regionOf(DEFAULT_POOL_ID),
    publicBaseUrl: `http://127.0.0.1:${DEFAULT_PORT}`,
    clients: [
      { kind: 'web', id: DEFAULT_WEB_CLIENT_ID, secret: undefined },
      { kind: 'sso', id: DEFAULT_SSO_CLIENT_ID, secret: undefined },
    ],
    admin: { accessKeyId: DEFAULT_ADMIN_ACCESS_KEY_ID, key: undefined },
    tokens: {
      accessTtlSeconds: 3600,
      idTtlSeconds: 3600,
      refreshTtlSeconds: 30 * 86400,
      authSessionTtlSeconds: 180,
    },
    password: {
      minLength: 6,
      requireLowercase: false,
      requireUppercase: false,
      requireNumbers: false,
      requireSymbols: false,
      // 32 MiB per hash: OWASP's floor is N=2^17 at 128 MiB; this keeps several sign-ins at once affordable.
      scrypt: { N: 2 ** 15, r: 8, p: 1 },
      temporaryValidityDays: 7,
    },
    codes: {
      signUpTtlSeconds: 24 * 3600,
      resetTtlSeconds: 3600,
      verifyTtlSeconds: 24 * 3600,
      maxAttempts: 5,
      attemptCooldownSeconds: 15 * 60,
      maxSends: 5,
      sendWindowSeconds: 3600,
    },
    lockout: { maxFailures: 5, cooldownSeconds: 60, maxCooldownSeconds: 15 * 60, resetAfterSeconds: 3600 },
    rateLimitPerSecond: 50,
    callerLimits: { perUserAndIpPerMinute: 10, perIpPerMinute: 30 },
    bodyLimitBytes: 64 * 1024,
  };
  return merge(base, overrides);
}

/** Reads `IDENTITY_*` variables (see identity/README.md). Throws on values that make no sense. */
export function configFromEnv(env: Env = process.env): { config: IdentityConfig; server: ServerSettings } {
  const port = int(env, 'IDENTITY_PORT', DEFAULT_PORT, 0, 65535);
  const poolId = str(env, 'IDENTITY_POOL_ID') ?? DEFAULT_POOL_ID;
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(poolId))
    throw new Error(`IDENTITY_POOL_ID "${poolId}" is not a user pool id`);
  const tokenTtl = int(env, 'IDENTITY_TOKEN_TTL_SECONDS', 3600, 300, 86400);
  const requirements = new Set(
    (str(env, 'IDENTITY_PASSWORD_REQUIRE') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const r of requirements) {
    if (!['lowercase', 'uppercase', 'numbers', 'symbols'].includes(r)) {
      throw new Error(`IDENTITY_PASSWORD_REQUIRE: unknown requirement "${r}"`);
    }
  }
  const config = defaultConfig({
    poolId,
    region: str(env, 'IDENTITY_REGION') ?? regionOf(poolId),
    publicBaseUrl: trimSlash(str(env, 'IDENTITY_PUBLIC_URL') ?? `http://127.0.0.1:${port}`),
    clients: [
      {
        kind: 'web',
        id: str(env, 'IDENTITY_WEB_CLIENT_ID') ?? DEFAULT_WEB_CLIENT_ID,
        secret: secretSetting(env, 'IDENTITY_WEB_CLIENT_SECRET'),
      },
      {
        kind: 'sso',
        id: str(env, 'IDENTITY_SSO_CLIENT_ID') ?? DEFAULT_SSO_CLIENT_ID,
        secret: secretSetting(env, 'IDENTITY_SSO_CLIENT_SECRET'),
      },
    ],
    admin: {
      accessKeyId: str(env, 'IDENTITY_ADMIN_ACCESS_KEY_ID') ?? DEFAULT_ADMIN_ACCESS_KEY_ID,
      key: str(env, 'IDENTITY_ADMIN_KEY'),
    },
    tokens: {
      accessTtlSeconds: tokenTtl,
      idTtlSeconds: tokenTtl,
      refreshTtlSeconds: int(env, 'IDENTITY_REFRESH_TOKEN_TTL_DAYS', 30, 1, 3650) * 86400,
      authSessionTtlSeconds: int(env, 'IDENTITY_AUTH_SESSION_SECONDS', 180, 180, 900),
    },
    password: {
      minLength: int(env, 'IDENTITY_PASSWORD_MIN_LENGTH', 6, 6, 99),
      requireLowercase: requirements.has('lowercase'),
      requireUppercase: requirements.has('uppercase'),
      requireNumbers: requirements.has('numbers'),
      requireSymbols: requirements.has('symbols'),
      scrypt: {
        N: powerOfTwo(int(env, 'IDENTITY_SCRYPT_N', 2 ** 15, 2 ** 10, 2 ** 20)),
        r: int(env, 'IDENTITY_SCRYPT_R', 8, 1, 32),
        p: int(env, 'IDENTITY_SCRYPT_P', 1, 1, 16),
      },
      temporaryValidityDays: int(env, 'IDENTITY_TEMPORARY_PASSWORD_DAYS', 7, 1, 365),
    },
    codes: {
      signUpTtlSeconds: int(env, 'IDENTITY_SIGNUP_CODE_TTL_SECONDS', 86400, 60, 7 * 86400),
      resetTtlSeconds: int(env, 'IDENTITY_RESET_CODE_TTL_SECONDS', 3600, 60, 86400),
      verifyTtlSeconds: int(env, 'IDENTITY_VERIFY_CODE_TTL_SECONDS', 86400, 60, 7 * 86400),
      maxAttempts: int(env, 'IDENTITY_CODE_MAX_ATTEMPTS', 5, 1, 100),
      attemptCooldownSeconds: int(env, 'IDENTITY_CODE_COOLDOWN_SECONDS', 900, 1, 86400),
      maxSends: int(env, 'IDENTITY_CODE_MAX_SENDS', 5, 1, 1000),
      sendWindowSeconds: int(env, 'IDENTITY_CODE_SEND_WINDOW_SECONDS', 3600, 1, 86400),
    },
    lockout: {
      maxFailures: int(env, 'IDENTITY_LOCKOUT_AFTER', 5, 1, 100),
      cooldownSeconds: int(env, 'IDENTITY_LOCKOUT_SECONDS', 60, 1, 86400),
      maxCooldownSeconds: int(env, 'IDENTITY_LOCKOUT_MAX_SECONDS', 900, 1, 7 * 86400),
      resetAfterSeconds: int(env, 'IDENTITY_LOCKOUT_RESET_SECONDS', 3600, 1, 7 * 86400),
    },
    rateLimitPerSecond: int(env, 'IDENTITY_RATE_LIMIT_PER_SECOND', 50, 0, 100000),
    callerLimits: {
      perUserAndIpPerMinute: int(env, 'IDENTITY_AUTH_RATE_LIMIT', 10, 0, 100000),
      perIpPerMinute: int(env, 'IDENTITY_AUTH_IP_RATE_LIMIT', 30, 0, 1000000),
    },
  });
  const server: ServerSettings = {
    host: str(env, 'IDENTITY_HOST') ?? '127.0.0.1',
    port,
    // IDENTITY_TRUST_PROXY, else the product's TRUST_PROXY: addresses/CIDRs or a hop count, never `true`.
    trustProxy: env.IDENTITY_TRUST_PROXY?.trim()
      ? parseTrustProxy(env.IDENTITY_TRUST_PROXY, 'IDENTITY_TRUST_PROXY')
      : parseTrustProxy(env.TRUST_PROXY),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    schema: str(env, 'IDENTITY_DB_SCHEMA') ?? DEFAULT_SCHEMA,
    smtpUrl: str(env, 'SMTP_URL'),
    mailFrom: str(env, 'MAIL_FROM') ?? 'FEC Analyse <no-reply@localhost>',
  };
  return { config, server };
}

/** `eu-west-3_AbC` → `eu-west-3`. */
export function regionOf(poolId: string): string {
  return poolId.split('_')[0];
}

function str(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function secretSetting(env: Env, name: string): string | null | undefined {
  const value = str(env, name);
  if (value === undefined) return undefined;
  return value.toLowerCase() === 'none' ? null : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function powerOfTwo(n: number): number {
  if ((n & (n - 1)) !== 0) throw new Error(`IDENTITY_SCRYPT_N must be a power of two (got ${n})`);
  return n;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (infer U)[] ? U[] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** Deep merge of plain objects (arrays and scalars replace). */
export function merge<T>(base: T, patch: DeepPartial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (value === undefined && !(key in (base as object))) continue;
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return out as T;
}
