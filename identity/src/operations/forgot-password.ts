import { resetCodeMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { appClient, checkSecretHash } from '../service/clients';
import { chargeCodeSend, codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { emailDelivery } from '../service/emails';
import type { UserRow } from '../store';
import { findUser, usernameKey } from '../service/users';

/**
 * Users who may reset their password by email: the code proves the address, so invited users too, and
 * pending ones — the owner of an address someone else signed up with takes it with their own password
 * (ConfirmForgotPassword then confirms the user).
 */
export function canResetPassword(user: UserRow | undefined): user is UserRow {
  return (
    !!user &&
    user.enabled &&
    ['CONFIRMED', 'RESET_REQUIRED', 'FORCE_CHANGE_PASSWORD', 'UNCONFIRMED'].includes(user.status)
  );
}

/**
 * ForgotPassword, with Cognito's "prevent user existence errors" behaviour: unknown and blocked users get
 * the same simulated CodeDeliveryDetails as real ones, and nothing is sent to them.
 */
export async function forgotPassword(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const username = input.string('Username', LIMITS.username);
  checkSecretHash(client, input.optionalString('SecretHash', LIMITS.secretHash), [username]);
  const user = await findUser(ctx, username);
  await chargeCodeSend(ctx, 'reset', usernameKey(user, username));
  if (canResetPassword(user)) {
    const code = await issueCode(ctx, user, 'reset');
    await deliver(ctx, resetCodeMessage(user.email, code, codeTtlSeconds(ctx, 'reset')));
  }
  return { CodeDeliveryDetails: emailDelivery(user?.email ?? username) };
}
