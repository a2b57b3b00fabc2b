import { hasPassword } from '../crypto/password-hash';
import { notAuthorized } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { appClient, checkSecretHash } from '../service/clients';
import { consumeCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { findUser, usernameKey } from '../service/users';

/**
 * ConfirmSignUp: the emailed code turns a pending user into a registered one (email verified). When the
 * pending password was dropped (the code was re-sent, see ResendConfirmationCode), the address is proven
 * but no password is: RESET_REQUIRED, the owner chooses one through ForgotPassword.
 */
export async function confirmSignUp(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const username = input.string('Username', LIMITS.username);
  const code = input.string('ConfirmationCode', LIMITS.code);
  checkSecretHash(client, input.optionalString('SecretHash', LIMITS.secretHash), [username]);
  const user = await findUser(ctx, username);
  if (user && user.status !== 'UNCONFIRMED') {
    throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  }
  await consumeCode(ctx, user, usernameKey(user, username), 'signup', code);
  const status = hasPassword(user!.password_hash) ? 'CONFIRMED' : 'RESET_REQUIRED';
  await ctx.stores.users.update(user!.sub, { status, email_verified: true }, ctx.now());
  return {};
}
