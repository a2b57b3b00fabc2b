import { hashPassword } from '../crypto/password-hash';
import { LIMITS, type Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { checkPasswordPolicy } from '../service/password-policy';
import { throttleKey } from '../service/throttle';
import { adminTarget } from './admin-common';

/**
 * AdminSetUserPassword. Permanent: the password is the user's own and the user is CONFIRMED (an invited
 * or unconfirmed user included, as in Cognito), and any sign-in lock-out is lifted. Not permanent: a
 * temporary password, FORCE_CHANGE_PASSWORD, and existing sign-ins are revoked (an administrator reset).
 */
export async function adminSetUserPassword(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  const password = input.string('Password', LIMITS.password);
  const permanent = input.optionalBoolean('Permanent') ?? false;
  checkPasswordPolicy(password, ctx.config.password);
  const now = ctx.now();
  const passwordHash = await hashPassword(password, ctx.config.password.scrypt);
  await ctx.stores.transaction(async (tx) => {
    await tx.users.update(
      user.sub,
      {
        password_hash: passwordHash,
        password_set_at: now,
        status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
      },
      now,
    );
    if (!permanent) await tx.tokens.revokeAllForUser(user.sub, now);
  });
  if (permanent) await ctx.stores.throttle.clear(throttleKey(ctx, 'password', user.email_normalized));
  return {};
}
