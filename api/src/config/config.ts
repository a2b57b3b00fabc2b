import { parseStaffConfig, type ConfiguredStaff } from '../staff/staff-config';
import { intFromEnv, type Env } from '../../../platform/config/env';
import type { SellerMentions } from '../invoices/tables';

/**
 * Configuration of the product API, read from the environment with defaults that run on one machine
 * (PGlite in ./data, files in ./data/storage, the identity service embedded under /identity).
 */
export interface StorageSettings {
  kind: 'local' | 's3';
  /** Local folder (kind 'local'). */
  dir: string;
  /** S3 (kind 's3'): bucket, optional endpoint (MinIO, a stand-in) and region. */
  bucket?: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
}

export interface IdentitySettings {
  /** Where the identity service answers (Cognito's JSON protocol). Unset = embedded under /identity. */
  url?: string;
  region: string;
  poolId?: string;
  /** JWKS address (defaults to `<url>/<poolId>/.well-known/jwks.json`, Cognito's layout). */
  jwksUrl?: string;
  /** Expected `iss` of access tokens (defaults to `<url>/<poolId>`). */
  issuer?: string;
  webClientId?: string;
  webClientSecret?: string;
  /** The single sign-on app client (an outside pool; the embedded one knows its own). */
  ssoClientId?: string;
  ssoClientSecret?: string;
  /** More app clients whose access tokens the API accepts (partners' clients of an outside pool). */
  extraClientIds?: string[];
  adminAccessKeyId?: string;
  adminSecretKey?: string;
}

/** Signed-out sessions (auth/revocation-list.ts): how fast every process learns them, how long they are kept. */
export interface RevocationSettings {
  /** Each process re-reads the recent revocations at most this often (so learns one within it). */
  refreshMs: number;
  /** How long a revocation is kept: the longest lifetime of an access token of the pool. */
  keepSeconds: number;
}

export interface UploadLimits {
  /** Largest FEC accepted, in bytes. */
  maxFileBytes: number;
  /** Files per import request. */
  maxFiles: number;
}

export interface MailSettings {
  /** SMTP server (`SMTP_URL`); unset: mails go to the `mail_outbox` table and the log. */
  smtpUrl?: string;
  from: string;
  /** Without SMTP, also write each mail as a text file here (`MAIL_OUTBOX_DIR`; `npm start`: ./data/mail). */
  outboxDir?: string;
}

/** Payments (api/src/payments): Stripe when `STRIPE_SECRET_KEY` is set, else the embedded sandbox. */
export interface PaymentSettings {
  stripeSecretKey?: string;
  /** `whsec_…` of the webhook endpoint (required with Stripe). */
  stripeWebhookSecret?: string;
  /** Another Stripe API address (a stand-in in tests): `http://127.0.0.1:12111`. */
  stripeApiUrl?: string;
  /**
   * Signs the sandbox's own webhooks (same scheme as Stripe's): `PAYMENT_SANDBOX_WEBHOOK_SECRET`, else
   * derived from the installation's secret key (payments/index.ts), so no two installations share it.
   */
  sandboxWebhookSecret?: string;
  /** A sandbox SEPA debit stays pending this long before it succeeds or fails. */
  sandboxSepaDelayMs: number;
  /** Pending payments are re-read this often (0 = never: webhooks and reads only). */
  sweepEveryMs: number;
}

export interface ApiConfig {
  host: string;
  port: number;
  /** Database schema the API owns. */
  schema: string;
  storage: StorageSettings;
  identity: IdentitySettings;
  revocation: RevocationSettings;
  uploads: UploadLimits;
  /** JSON bodies larger than this are refused (413). */
  bodyLimitBytes: number;
  /** Analysis worker threads in this process (0 = this process queues jobs but runs none). */
  analysisWorkers: number;
  /**
   * `API_ROLE`: `api` (default) answers the REST API (and runs `analysisWorkers` jobs); `worker` runs the
   * background jobs only and answers nothing but `GET /health` (`npm run worker`).
   */
  role: 'api' | 'worker';
  /** Crash recovery of analyses (analyses/recovery.ts): how soon a dead worker's job runs elsewhere. */
  analysisRecovery: AnalysisRecoverySettings;
  mail: MailSettings;
  /** Where users open the product: the links of emails point here (`PUBLIC_URL`, else `API_PUBLIC_URL`). */
  appUrl: string;
  /** Public address of the API (links in invitation emails). */
  publicUrl: string;
  logLevel: string;
  /** Serve the OpenAPI document at /api/docs/json. */
  docs: boolean;
  /** Company directory ("Recherche d'entreprises" API or a stand-in); 'off' = offline, users type it. */
  companyDirectoryUrl: string;
  payments: PaymentSettings;
  /** The seller's legal mentions printed on invoices (`SELLER_*`). */
  seller: SellerMentions;
  /**
   * Where users reach the publisher's support (`SUPPORT_EMAIL`, else the seller's `SELLER_EMAIL`): the
   * accessibility statement's contact, public.
   */
  supportEmail: string;
  /**
   * The key that seals connector tokens and webhook secrets (`API_SECRET_KEY`, 32 bytes base64 or hex);
   * absent, one is generated once into `secretKeyFile` (single machine only).
   */
  secretKey?: string;
  /** Where the generated key lives when `API_SECRET_KEY` is not set (`API_SECRET_KEY_FILE`). */
  secretKeyFile: string;
  /** Accounting-software connectors (api/src/connectors). */
  connectors: ConnectorSettings;
  /**
   * `API_WEBHOOKS_ALLOW_HTTP=true`: webhooks may be `http://` and reach loopback or private addresses
   * (tests, a demo on one machine). Off, only `https://` to public addresses (no SSRF into our network).
   */
  webhooksAllowHttp: boolean;
  /** `API_STAFF`: internal staff created (if missing) and given exactly these roles at start (issue 15). */
  staff: ConfiguredStaff[];
}

export interface AnalysisRecoverySettings {
  /** A running analysis whose heartbeat is older than this is taken over (`API_ANALYSIS_STALE_AFTER_MS`). */
  staleAfterMs: number;
  /** How often a running analysis beats: a quarter of `staleAfterMs`, at most 5 s. */
  heartbeatMs: number;
  /** How often each process with workers looks for crashed analyses (`API_ANALYSIS_SWEEP_MS`). */
  sweepMs: number;
}

export const DEFAULT_ANALYSIS_RECOVERY: AnalysisRecoverySettings = {
  staleAfterMs: 30_000,
  heartbeatMs: 5_000,
  sweepMs: 15_000,
};

/** Connectors: where each accounting software's API answers. */
export interface ConnectorSettings {
  /** Pennylane's API (`PENNYLANE_API_URL`, default `https://app.pennylane.com`; `npm start`: a stand-in). */
  pennylaneApiUrl: string;
}

export const DEFAULT_PENNYLANE_API_URL = 'https://app.pennylane.com';

export const DEFAULT_API_PORT = 3000;
export const MAX_FILE_BYTES = 1024 * 1024 * 1024;
export const MAX_FILES_PER_IMPORT = 10;
export const DEFAULT_COMPANY_DIRECTORY_URL = 'https://recherche-entreprises.api.gouv.fr';
export const DEFAULT_REVOCATION_REFRESH_MS = 2000;
/** AWS Cognito's longest access-token validity (one day); the embedded pool's default is one hour. */
export const DEFAULT_REVOCATION_KEEP_SECONDS = 86_400;

/** Embedded defaults so `npm start` issues complete invoices; a real installation sets `SELLER_*`. */
export const DEFAULT_SELLER: SellerMentions = {
  name: 'FEC Analyse',
  legalForm: 'SAS',
  capital: '10 000 €',
  address: '12 rue de la Comptabilité',
  zipCode: '75002',
  city: 'Paris',
  country: 'France',
  siren: '123 456 789',
  rcs: 'RCS Paris 123 456 789',
  vatNumber: 'FR32123456789',
  email: 'facturation@fec-analyse.fr',
};

export const DEFAULT_PAYMENTS: PaymentSettings = {
  sandboxSepaDelayMs: 5000,
  sweepEveryMs: 2000,
};

export function defaultApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    host: '127.0.0.1',
    port: DEFAULT_API_PORT,
    schema: 'api',
    storage: { kind: 'local', dir: './data/storage' },
    identity: { region: 'eu-west-3' },
    revocation: { refreshMs: DEFAULT_REVOCATION_REFRESH_MS, keepSeconds: DEFAULT_REVOCATION_KEEP_SECONDS },
    uploads: { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES_PER_IMPORT },
    bodyLimitBytes: 1024 * 1024,
    analysisWorkers: 1,
    role: 'api',
    analysisRecovery: DEFAULT_ANALYSIS_RECOVERY,
    mail: { from: 'FEC Analyse <no-reply@localhost>' },
    appUrl: `http://127.0.0.1:${DEFAULT_API_PORT}`,
    publicUrl: `http://127.0.0.1:${DEFAULT_API_PORT}`,
    logLevel: 'info',
    docs: true,
    companyDirectoryUrl: DEFAULT_COMPANY_DIRECTORY_URL,
    payments: DEFAULT_PAYMENTS,
    supportEmail: DEFAULT_SELLER.email,
    seller: DEFAULT_SELLER,
    secretKeyFile: './data/secret.key',
    connectors: { pennylaneApiUrl: DEFAULT_PENNYLANE_API_URL },
    webhooksAllowHttp: false,
    staff: [],
    ...overrides,
  };
}

/** Reads `API_*`, `STORAGE_*`, `S3_*` and `IDENTITY_*` variables (README, "Configuration"). */
export function apiConfigFromEnv(env: Env = process.env): ApiConfig {
  const port = intFromEnv(env, 'API_PORT', DEFAULT_API_PORT, 0, 65535);
  const bucket = env.S3_BUCKET?.trim();
  return defaultApiConfig({
    host: env.API_HOST?.trim() || '127.0.0.1',
    port,
    schema: env.API_SCHEMA?.trim() || 'api',
    storage: bucket
      ? {
          kind: 's3',
          dir: '',
          bucket,
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'eu-west-3',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'local', dir: env.STORAGE_DIR?.trim() || './data/storage' },
    identity: {
      url: env.IDENTITY_URL?.trim() || undefined,
      region: env.IDENTITY_REGION?.trim() || 'eu-west-3',
      poolId: env.IDENTITY_POOL_ID?.trim() || undefined,
      jwksUrl: env.IDENTITY_JWKS_URL?.trim() || undefined,
      issuer: env.IDENTITY_ISSUER?.trim() || undefined,
      webClientId: env.IDENTITY_WEB_CLIENT_ID?.trim() || undefined,
      webClientSecret: env.IDENTITY_WEB_CLIENT_SECRET?.trim() || undefined,
      ssoClientId: env.IDENTITY_SSO_CLIENT_ID?.trim() || undefined,
      ssoClientSecret: env.IDENTITY_SSO_CLIENT_SECRET?.trim() || undefined,
      extraClientIds: (env.IDENTITY_CLIENT_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      adminAccessKeyId: env.IDENTITY_ADMIN_ACCESS_KEY_ID?.trim() || undefined,
      adminSecretKey: env.IDENTITY_ADMIN_KEY?.trim() || undefined,
    },
    revocation: {
      refreshMs: intFromEnv(env, 'API_REVOCATION_REFRESH_MS', DEFAULT_REVOCATION_REFRESH_MS, 100, 60_000),
      keepSeconds: intFromEnv(
        env,
        'API_REVOCATION_KEEP_SECONDS',
        DEFAULT_REVOCATION_KEEP_SECONDS,
        300,
        30 * 86_400,
      ),
    },
    uploads: {
      maxFileBytes:
        intFromEnv(env, 'API_MAX_FILE_MB', MAX_FILE_BYTES / 1024 / 1024, 1, 100_000) * 1024 * 1024,
      maxFiles: intFromEnv(env, 'API_MAX_FILES', MAX_FILES_PER_IMPORT, 1, 100),
    },
    analysisWorkers: intFromEnv(env, 'API_ANALYSIS_WORKERS', 1, 0, 64),
    role: roleFromEnv(env),
    analysisRecovery: analysisRecoveryFromEnv(env),
    publicUrl: env.API_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`,
    appUrl: (env.PUBLIC_URL?.trim() || env.API_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(
      /\/+$/,
      '',
    ),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM?.trim() || 'FEC Analyse <no-reply@localhost>',
      outboxDir: env.MAIL_OUTBOX_DIR?.trim() || undefined,
    },
    logLevel: env.API_LOG_LEVEL?.trim() || 'info',
    docs: env.API_DOCS !== 'false',
    companyDirectoryUrl: env.COMPANY_DIRECTORY_URL?.trim() || DEFAULT_COMPANY_DIRECTORY_URL,
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
      stripeApiUrl: env.STRIPE_API_URL?.trim() || undefined,
      sandboxWebhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET?.trim() || undefined,
      sandboxSepaDelayMs: intFromEnv(env, 'PAYMENT_SANDBOX_SEPA_DELAY_MS', 5000, 0, 600_000),
      sweepEveryMs: intFromEnv(env, 'PAYMENT_SWEEP_MS', 2000, 0, 3_600_000),
    },
    secretKey: env.API_SECRET_KEY?.trim() || undefined,
    secretKeyFile: env.API_SECRET_KEY_FILE?.trim() || './data/secret.key',
    connectors: { pennylaneApiUrl: env.PENNYLANE_API_URL?.trim() || DEFAULT_PENNYLANE_API_URL },
    webhooksAllowHttp: env.API_WEBHOOKS_ALLOW_HTTP?.trim() === 'true',
    staff: parseStaffConfig(env.API_STAFF),
    seller: {
      name: env.SELLER_NAME?.trim() || DEFAULT_SELLER.name,
      legalForm: env.SELLER_LEGAL_FORM?.trim() || DEFAULT_SELLER.legalForm,
      capital: env.SELLER_CAPITAL?.trim() || DEFAULT_SELLER.capital,
      address: env.SELLER_ADDRESS?.trim() || DEFAULT_SELLER.address,
      zipCode: env.SELLER_ZIP_CODE?.trim() || DEFAULT_SELLER.zipCode,
      city: env.SELLER_CITY?.trim() || DEFAULT_SELLER.city,
      country: env.SELLER_COUNTRY?.trim() || DEFAULT_SELLER.country,
      siren: env.SELLER_SIREN?.trim() || DEFAULT_SELLER.siren,
      rcs: env.SELLER_RCS?.trim() || DEFAULT_SELLER.rcs,
      vatNumber: env.SELLER_VAT_NUMBER?.trim() || DEFAULT_SELLER.vatNumber,
      email: env.SELLER_EMAIL?.trim() || DEFAULT_SELLER.email,
    },
    supportEmail: env.SUPPORT_EMAIL?.trim() || env.SELLER_EMAIL?.trim() || DEFAULT_SELLER.email,
  });
}

function roleFromEnv(env: Env): ApiConfig['role'] {
  const role = env.API_ROLE?.trim() || 'api';
  if (role !== 'api' && role !== 'worker')
    throw new Error(`API_ROLE doit valoir « api » ou « worker » (reçu « ${role} »).`);
  return role;
}

function analysisRecoveryFromEnv(env: Env): AnalysisRecoverySettings {
  const staleAfterMs = intFromEnv(
    env,
    'API_ANALYSIS_STALE_AFTER_MS',
    DEFAULT_ANALYSIS_RECOVERY.staleAfterMs,
    1000,
    3_600_000,
  );
  return {
    staleAfterMs,
    heartbeatMs: Math.min(DEFAULT_ANALYSIS_RECOVERY.heartbeatMs, Math.floor(staleAfterMs / 4)),
    sweepMs: intFromEnv(env, 'API_ANALYSIS_SWEEP_MS', DEFAULT_ANALYSIS_RECOVERY.sweepMs, 500, 3_600_000),
  };
}
