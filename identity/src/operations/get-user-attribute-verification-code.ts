import { invalidParameter } from '../errors';
import { verifyEmailCodeMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { chargeCodeSend, codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { emailDelivery } from '../service/emails';
import { authenticateAccessToken } from '../tokens/access';

/** GetUserAttributeVerificationCode: a code for the pending email, else for the current one. */
export async function getUserAttributeVerificationCode(ctx: ServiceContext, input: Input): Promise<object> {
  const token = input.string('AccessToken', LIMITS.token);
  const name = input.string('AttributeName', { min: 1, max: 32 });
  const { user } = await authenticateAccessToken(ctx, token);
  if (name !== 'email') throw invalidParameter(`Attribute ${name} cannot be verified.`);
  const target = user.pending_email ?? user.email;
  await chargeCodeSend(ctx, 'verify_email', user.email_normalized);
  const code = await issueCode(ctx, user, 'verify_email');
  await deliver(ctx, verifyEmailCodeMessage(target, code, codeTtlSeconds(ctx, 'verify_email')));
  return { CodeDeliveryDetails: emailDelivery(target) };
}
