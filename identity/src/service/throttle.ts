import { hmacSha256 } from '../crypto/secrets';
import type { ServiceContext } from './context';

/**
 * Brute-force counters. Keys hash the purpose and the normalised username with the installation pepper,
 * so unknown usernames are throttled exactly like real ones (no enumeration through lock-outs) and no
 * mistyped address is stored in clear.
 */
export function throttleKey(ctx: ServiceContext, purpose: string, username: string): string {
  return hmacSha256(ctx.pepper, `${purpose}\n${username}`).toString('hex');
}

export async function isLocked(ctx: ServiceContext, key: string): Promise<boolean> {
  const until = await ctx.stores.throttle.lockedUntil(key);
  return until !== null && until.getTime() > ctx.now().getTime();
}

/** Records a wrong password; returns true when this failure starts a cool-down. */
export async function recordPasswordFailure(ctx: ServiceContext, key: string): Promise<boolean> {
  const { maxFailures, cooldownSeconds, maxCooldownSeconds, resetAfterSeconds } = ctx.config.lockout;
  const now = ctx.now();
  const { count } = await ctx.stores.throttle.increment(key, now, ago(now, resetAfterSeconds), 'updated_at');
  if (count < maxFailures) return false;
  // Cognito-like: the cool-down doubles with each further failure, up to a ceiling.
  const seconds = Math.min(cooldownSeconds * 2 ** Math.min(count - maxFailures, 20), maxCooldownSeconds);
  await ctx.stores.throttle.lock(key, new Date(now.getTime() + seconds * 1000));
  return true;
}

/** Records a wrong code; returns true when the attempt budget is exhausted (cool-down started). */
export async function recordCodeFailure(ctx: ServiceContext, key: string): Promise<boolean> {
  const { maxAttempts, attemptCooldownSeconds } = ctx.config.codes;
  const now = ctx.now();
  const { count } = await ctx.stores.throttle.increment(
    key,
    now,
    ago(now, attemptCooldownSeconds * 4),
    'updated_at',
  );
  if (count < maxAttempts) return false;
  await ctx.stores.throttle.lock(key, new Date(now.getTime() + attemptCooldownSeconds * 1000));
  return true;
}

/** Counts one code sent; false when the user already had their quota in the current window. */
export async function allowCodeSend(ctx: ServiceContext, key: string): Promise<boolean> {
  const { maxSends, sendWindowSeconds } = ctx.config.codes;
  const now = ctx.now();
  const { count } = await ctx.stores.throttle.increment(
    key,
    now,
    ago(now, sendWindowSeconds),
    'window_started_at',
  );
  return count <= maxSends;
}

function ago(now: Date, seconds: number): Date {
  return new Date(now.getTime() - seconds * 1000);
}
