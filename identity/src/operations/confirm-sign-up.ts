import { notAuthorized } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { appClient, checkSecretHash } from '../service/clients';
import { consumeCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { findUser, usernameKey } from '../service/users';

/** ConfirmSignUp: the emailed code turns a pending user into a registered one (email verified). */
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
  await ctx.stores.users.update(user!.sub, { status: 'CONFIRMED', email_verified: true }, ctx.now());
  return {};
}
