import { hashPassword } from '../crypto/password-hash';
import { LIMITS, type Input } from '../protocol/input';
import { appClient, checkSecretHash } from '../service/clients';
import { consumeCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { checkPasswordPolicy } from '../service/password-policy';
import { throttleKey } from '../service/throttle';
import { findUser, usernameKey } from '../service/users';
import { canResetPassword } from './forgot-password';

/**
 * ConfirmForgotPassword: code + new password. The policy is checked before the code is spent. Every
 * existing sign-in is revoked (whoever knew the old password is out) and the password lock-out lifted.
 */
export async function confirmForgotPassword(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const username = input.string('Username', LIMITS.username);
  const code = input.string('ConfirmationCode', LIMITS.code);
  const password = input.string('Password', LIMITS.password);
  checkSecretHash(client, input.optionalString('SecretHash', LIMITS.secretHash), [username]);
  checkPasswordPolicy(password, ctx.config.password);
  const found = await findUser(ctx, username);
  const user = canResetPassword(found) ? found : undefined;
  const key = usernameKey(found, username);
  await consumeCode(ctx, user, key, 'reset', code);
  const passwordHash = await hashPassword(password, ctx.config.password.scrypt);
  const now = ctx.now();
  await ctx.stores.transaction(async (tx) => {
    await tx.users.update(
      user!.sub,
      { password_hash: passwordHash, password_set_at: now, status: 'CONFIRMED', email_verified: true },
      now,
    );
    await tx.tokens.revokeAllForUser(user!.sub, now);
    await tx.throttle.clear(throttleKey(ctx, 'password', key));
  });
  return {};
}
