import { NO_PASSWORD } from '../crypto/password-hash';
import { signUpCodeMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { appClient, checkSecretHash } from '../service/clients';
import { chargeCodeSend, codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { emailDelivery } from '../service/emails';
import { findUser, usernameKey } from '../service/users';

/**
 * ResendConfirmationCode. Unknown and already-confirmed users get the same answer as pending ones
 * (a simulated delivery, nothing sent): no enumeration.
 *
 * Anyone may ask for a new code, so whoever then confirms it proves the address but not that they chose
 * the pending password — an attacker may have signed up with someone else's address. That password is
 * dropped here: the confirmation leaves the user RESET_REQUIRED, and the address's owner chooses their
 * password with a reset code (deliberate difference from Cognito, which would keep the squatter's).
 */
export async function resendConfirmationCode(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const username = input.string('Username', LIMITS.username);
  checkSecretHash(client, input.optionalString('SecretHash', LIMITS.secretHash), [username]);
  const user = await findUser(ctx, username);
  await chargeCodeSend(ctx, 'signup', usernameKey(user, username));
  if (user && user.status === 'UNCONFIRMED' && user.enabled) {
    await ctx.stores.users.update(user.sub, { password_hash: NO_PASSWORD }, ctx.now());
    const code = await issueCode(ctx, user, 'signup');
    await deliver(ctx, signUpCodeMessage(user.email, code, codeTtlSeconds(ctx, 'signup')));
  }
  return { CodeDeliveryDetails: emailDelivery(user?.email ?? username) };
}
