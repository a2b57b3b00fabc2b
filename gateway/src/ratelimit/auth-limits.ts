import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context';
import { gatewayError } from '../errors';
import { clockOf } from '../session/refresh';
import { SlidingWindowLimiter } from '../../../platform/ratelimit/sliding-window';

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
 * Spec-free protection of the identity flows: `authRateLimitPerMinute` per client IP, per typed email and
 * per access token, in a sliding minute. Over it → TOO_MANY_REQUESTS (nothing is sent to the identity
 * service). The IP is Fastify's `request.ip` (trustProxy: the left-most X-Forwarded-For).
 */
export function checkAuthRate(ctx: GatewayContext, family: AuthFamily, username?: string | null): void {
  const keys = [`${family}:ip:${ctx.request.ip}`];
  if (username?.trim()) keys.push(`${family}:user:${digest(username.trim().toLowerCase())}`);
  if (ctx.accessToken) keys.push(`${family}:token:${digest(ctx.accessToken)}`);
  const wait = limiterOf(ctx).hit(keys);
  if (wait) {
    throw gatewayError(TOO_MANY_ATTEMPTS(wait), 'TOO_MANY_REQUESTS', { status: 429, retryAfter: wait });
  }
}
