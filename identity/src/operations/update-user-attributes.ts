import { verifyEmailCodeMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { writableAttributes } from '../service/attributes';
import { chargeCodeSend, codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { emailDelivery, normalizeEmail, requireEmail } from '../service/emails';
import { authenticateAccessToken } from '../tokens/access';

/**
 * UpdateUserAttributes. A new email does not replace the current one until its code is verified
 * (Cognito's "keep original attribute value active when an update is pending"): a typo cannot lock the
 * user out, and sign-in keeps using the verified address. An empty value removes an attribute.
 */
export async function updateUserAttributes(ctx: ServiceContext, input: Input): Promise<object> {
  const token = input.string('AccessToken', LIMITS.token);
  const attributes = input.attributes('UserAttributes', { required: true })!;
  const { user } = await authenticateAccessToken(ctx, token);
  const { others, email } = writableAttributes(attributes, { admin: false });
  const newEmail =
    email !== undefined && normalizeEmail(email) !== user.email_normalized ? requireEmail(email) : undefined;
  if (newEmail) await chargeCodeSend(ctx, 'verify_email', user.email_normalized);

  const merged: Record<string, string> = { ...user.attributes, ...others };
  for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
  await ctx.stores.users.update(
    user.sub,
    { attributes: merged, ...(newEmail ? { pending_email: newEmail } : {}) },
    ctx.now(),
  );

  if (!newEmail) return { CodeDeliveryDetailsList: [] };
  const code = await issueCode(ctx, user, 'verify_email');
  await deliver(ctx, verifyEmailCodeMessage(newEmail, code, codeTtlSeconds(ctx, 'verify_email')));
  return { CodeDeliveryDetailsList: [emailDelivery(newEmail)] };
}
