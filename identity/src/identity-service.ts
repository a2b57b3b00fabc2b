import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityConfig } from './config';
import { DummyHash } from './crypto/password-hash';
import { CognitoError, internalError, MSG, tooManyRequests, unknownOperation } from './errors';
import type { Mailer } from './mailer/mailer';
import { codeIn } from './mailer/messages';
import { outboxMailer } from './mailer/outbox';
import { smtpMailer } from './mailer/smtp';
import { OPERATIONS } from './operations';
import { Input } from './protocol/input';
import type { RequestInfo, ResolvedConfig, ServiceContext } from './service/context';
import { resolveInstallation } from './service/installation';
import { CallerLimits } from './service/caller-limits';
import { RateLimiter } from './service/rate-limit';
import { openStores, type Stores } from './store';
import { loadKeyRing } from './tokens/keys';

export interface IdentityServiceOptions<DB> {
  /** From platform/db's openDatabase (PGlite or PostgreSQL); the service keeps to its own schema. */
  db: Kysely<DB>;
  /** Default `identity`; tests use one schema per run. */
  schema?: string;
  config: IdentityConfig;
  log: FastifyBaseLogger;
  /** SMTP when set (nodemailer URL), else the outbox table. */
  smtp?: { url: string; from: string };
  /** Replaces the mailer entirely (tests). */
  mailer?: Mailer;
  /** The clock (tests move it to expire codes and lock-outs). */
  now?: () => Date;
  /** Periodic clean-up of expired rows; default on. */
  sweepEveryMs?: number | false;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  code?: string;
  createdAt: string;
}

export interface IdentityService {
  readonly config: ResolvedConfig;
  readonly context: ServiceContext;
  /** Whether the operation exists and needs the admin key. */
  operation(name: string): { admin: boolean } | undefined;
  /** Runs one operation on a parsed JSON body; throws CognitoError. Admin authentication is the caller's job. */
  call(name: string, body: Record<string, unknown>, request: RequestInfo): Promise<object>;
  jwks(): { keys: object[] };
  outbox(email: string | undefined, limit?: number): Promise<OutboxEntry[]>;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** Migrates the identity schema, loads (or creates) the installation's secrets and keys. */
export async function createIdentityService<DB>(
  options: IdentityServiceOptions<DB>,
): Promise<IdentityService> {
  const now = options.now ?? (() => new Date());
  const stores: Stores = await openStores(options.db, options.schema ?? 'identity');
  const { config, pepper } = await resolveInstallation(stores.settings, options.config);
  const keys = await loadKeyRing(stores.settings, now());
  const mailer =
    options.mailer ??
    (options.smtp
      ? smtpMailer(options.smtp.url, options.smtp.from)
      : outboxMailer(stores.outbox, options.log, now));
  const context: ServiceContext = {
    config,
    stores,
    keys,
    mailer,
    now,
    log: options.log,
    dummyHash: new DummyHash(config.password.scrypt),
    pepper,
  };
  const limiter = new RateLimiter(config.rateLimitPerSecond, () => now().getTime());
  const callers = new CallerLimits(config.callerLimits, config.clients, pepper, () => now().getTime());

  const sweep = async () => {
    const t = now();
    const day = 86400_000;
    await stores.codes.deleteExpired(new Date(t.getTime() - day));
    await stores.tokens.deleteExpired(t, new Date(t.getTime() - day));
    await stores.throttle.deleteIdle(new Date(t.getTime() - day));
    await stores.outbox.deleteOlderThan(new Date(t.getTime() - 7 * day));
  };
  const every = options.sweepEveryMs ?? 3600_000;
  const timer =
    every === false
      ? undefined
      : setInterval(
          () => sweep().catch((err) => options.log.warn({ err }, 'identity clean-up failed')),
          every,
        );
  timer?.unref();

  return {
    config,
    context,
    operation(name) {
      const op = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
      return op && { admin: op.admin };
    },
    async call(name, body, request) {
      const op = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
      if (!op) throw unknownOperation(`Unknown operation ${name}.`);
      if (!op.admin && !limiter.take()) throw tooManyRequests(MSG.rateExceeded);
      if (!op.admin) callers.check(name, body, request);
      try {
        return await op.run(context, new Input(body), request);
      } catch (error) {
        if (error instanceof CognitoError) throw error;
        options.log.error({ err: error, operation: name }, 'identity operation failed');
        throw internalError('An internal error occurred.');
      }
    },
    jwks: () => keys.jwks,
    async outbox(email, limit = 20) {
      const messages = await stores.outbox.list(email, Math.min(Math.max(limit, 1), 200));
      return messages.map((m) => ({ ...m, code: codeIn(m.text), createdAt: m.createdAt.toISOString() }));
    },
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      await mailer.close?.();
    },
  };
}
