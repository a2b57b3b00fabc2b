import { createHash } from 'node:crypto';
import { SlidingWindowLimiter, type RateKey } from '../../../platform/ratelimit/sliding-window';
import type { GatewayContext } from '../context';
import { gatewayError } from '../errors';
import { clockOf } from '../session/refresh';

/** Sign-in attempts, and requests that send or check an emailed code, are counted apart. */
export type AuthFamily = 'signIn' | 'code';

export const TOO_MANY_ATTEMPTS = (seconds: number) =>
  `Trop de tentatives, veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;

/** One limiter per gateway (its configuration object), so two gateways in one test process never share. */
const limiters = new WeakMap<object, SlidingWindowLimiter>();

function limiterOf(ctx: GatewayContext): SlidingWindowLimiter {
  let limiter = limiters.get(ctx.services.config);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(ctx.config.authRateLimitPerMinute, 60_000, clockOf(ctx.services));
    limiters.set(ctx.services.config, limiter);
  }
  return limiter;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);

/**
 * The keys one attempt counts against, in a sliding minute:
 * - (family, email, IP): `authRateLimitPerMinute` — guessing one account from one address. Not the email
 *   alone: an attacker elsewhere must not be able to lock the account's owner out;
 * - (family, IP): `authIpRateLimitPerMinute` — one address spraying many emails;
 * - (family, access token): `authRateLimitPerMinute` — a signed-in session testing passwords.
 * The IP is Fastify's `request.ip`: the socket's address, or X-Forwarded-For's from the proxies
 * TRUST_PROXY names (never a header anyone else wrote).
 */
export function authRateKeys(
  ctx: Pick<GatewayContext, 'config' | 'accessToken'> & { request: { ip: string } },
  family: AuthFamily,
  username?: string | null,
): RateKey[] {
  const ip = ctx.request.ip;
  const keys: RateKey[] = [{ key: `${family}:ip:${ip}`, limit: ctx.config.authIpRateLimitPerMinute }];
  const email = username?.trim().toLowerCase();
  if (email) keys.push(`${family}:user-ip:${digest(email)}:${ip}`);
  if (ctx.accessToken) keys.push(`${family}:token:${digest(ctx.accessToken)}`);
  return keys;
}

/** Over any budget → TOO_MANY_REQUESTS, and nothing is sent to the identity service. */
export function checkAuthRate(ctx: GatewayContext, family: AuthFamily, username?: string | null): void {
  const wait = limiterOf(ctx).hit(authRateKeys(ctx, family, username));
  if (wait) {
    throw gatewayError(TOO_MANY_ATTEMPTS(wait), 'TOO_MANY_REQUESTS', { status: 429, retryAfter: wait });
  }
}
