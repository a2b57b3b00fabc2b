import { hashPassword, verifyPassword } from '../crypto/password-hash';
import { MSG, notAuthorized } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { checkPasswordPolicy } from '../service/password-policy';
import { isLocked, recordPasswordFailure, throttleKey } from '../service/throttle';
import { authenticateAccessToken } from '../tokens/access';

/** ChangePassword: the previous password is checked under the same lock-out as sign-in. */
export async function changePassword(ctx: ServiceContext, input: Input): Promise<object> {
  const token = input.string('AccessToken', LIMITS.token);
  const previous = input.string('PreviousPassword', LIMITS.password);
  const proposed = input.string('ProposedPassword', LIMITS.password);
  const { user } = await authenticateAccessToken(ctx, token);
  checkPasswordPolicy(proposed, ctx.config.password);
  const key = throttleKey(ctx, 'password', user.email_normalized);
  if (await isLocked(ctx, key)) throw notAuthorized(MSG.passwordAttemptsExceeded);
  if (!(await verifyPassword(previous, user.password_hash))) {
    await recordPasswordFailure(ctx, key);
    throw notAuthorized(MSG.incorrectCredentials);
  }
  await ctx.stores.throttle.clear(key);
  const now = ctx.now();
  await ctx.stores.users.update(
    user.sub,
    { password_hash: await hashPassword(proposed, ctx.config.password.scrypt), password_set_at: now },
    now,
  );
  return {};
}
