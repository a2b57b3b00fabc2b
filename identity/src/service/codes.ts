import { hmacSha256, safeEqual, sixDigitCode } from '../crypto/secrets';
import { codeMismatch, expiredCode, limitExceeded, MSG, tooManyFailedAttempts } from '../errors';
import type { CodePurpose, UserRow } from '../store';
import type { ServiceContext } from './context';
import { allowCodeSend, isLocked, recordCodeFailure, throttleKey } from './throttle';

/** Codes are stored as HMACs (a six-digit code hashed without a secret key would fall in milliseconds). */
function codeHash(ctx: ServiceContext, sub: string, purpose: CodePurpose, code: string): string {
  return hmacSha256(ctx.pepper, `${purpose}\n${sub}\n${code}`).toString('hex');
}

export function codeTtlSeconds(ctx: ServiceContext, purpose: CodePurpose): number {
  const { signUpTtlSeconds, resetTtlSeconds, verifyTtlSeconds } = ctx.config.codes;
  return purpose === 'signup' ? signUpTtlSeconds : purpose === 'reset' ? resetTtlSeconds : verifyTtlSeconds;
}

/**
 * Counts a code request against the per-user quota — also for unknown users, whose requests are answered
 * alike — and throws LimitExceededException past it.
 */
export async function chargeCodeSend(
  ctx: ServiceContext,
  purpose: CodePurpose,
  username: string,
): Promise<void> {
  if (!(await allowCodeSend(ctx, throttleKey(ctx, `send:${purpose}`, username)))) {
    throw limitExceeded(MSG.attemptLimit);
  }
}

/** Stores a fresh code (replacing the previous one) and returns it for the email. */
export async function issueCode(ctx: ServiceContext, user: UserRow, purpose: CodePurpose): Promise<string> {
  const code = sixDigitCode();
  const now = ctx.now();
  const expires = new Date(now.getTime() + codeTtlSeconds(ctx, purpose) * 1000);
  await ctx.stores.codes.put(user.sub, purpose, codeHash(ctx, user.sub, purpose, code), expires, now);
  await ctx.stores.throttle.clearUnlessLocked(
    throttleKey(ctx, `code:${purpose}`, user.email_normalized),
    now,
  );
  return code;
}

/**
 * Checks and consumes a code. Wrong codes count per user and purpose; the attempt that exhausts the budget
 * burns the code (TooManyFailedAttemptsException), further attempts during the cool-down get
 * LimitExceededException. An unknown user gets exactly what a wrong code would get.
 */
export async function consumeCode(
  ctx: ServiceContext,
  user: UserRow | undefined,
  usernameNormalized: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const key = throttleKey(ctx, `code:${purpose}`, usernameNormalized);
  if (await isLocked(ctx, key)) throw limitExceeded(MSG.attemptLimit);
  const wrong = async () => {
    if (await recordCodeFailure(ctx, key)) {
      if (user) await ctx.stores.codes.burn(user.sub, purpose);
      return tooManyFailedAttempts(MSG.tooManyFailedAttempts);
    }
    return codeMismatch(MSG.codeMismatch);
  };
  if (!user) throw await wrong();
  const row = await ctx.stores.codes.get(user.sub, purpose);
  if (!row) throw await wrong();
  if (!row.code_hash || row.expires_at.getTime() <= ctx.now().getTime()) throw expiredCode(MSG.codeExpired);
  const hash = codeHash(ctx, user.sub, purpose, code);
  if (!safeEqual(hash, row.code_hash)) throw await wrong();
  // Single use even under concurrency: only the request that clears this exact hash succeeds.
  if (!(await ctx.stores.codes.consume(user.sub, purpose, hash))) throw expiredCode(MSG.codeExpired);
  await ctx.stores.throttle.clear(key);
}
