import { aliasExists, invalidParameter, MSG } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { consumeCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { normalizeEmail } from '../service/emails';
import { isUniqueViolation } from '../store/db';
import { authenticateAccessToken } from '../tokens/access';

/** VerifyUserAttribute: the code confirms the pending email, which then becomes the sign-in address. */
export async function verifyUserAttribute(ctx: ServiceContext, input: Input): Promise<object> {
  const token = input.string('AccessToken', LIMITS.token);
  const name = input.string('AttributeName', { min: 1, max: 32 });
  const code = input.string('Code', LIMITS.code);
  const { user } = await authenticateAccessToken(ctx, token);
  if (name !== 'email') throw invalidParameter(`Attribute ${name} cannot be verified.`);
  await consumeCode(ctx, user, user.email_normalized, 'verify_email', code);
  const now = ctx.now();
  if (!user.pending_email) {
    await ctx.stores.users.update(user.sub, { email_verified: true }, now);
    return {};
  }
  const email = user.pending_email;
  const normalized = normalizeEmail(email);
  // Checked only now, once the caller proved owning the address: no probing of who is registered.
  const other = await ctx.stores.users.byEmail(normalized);
  if (other && other.sub !== user.sub) throw aliasExists(MSG.emailExists);
  try {
    await ctx.stores.users.update(
      user.sub,
      { email, email_normalized: normalized, email_verified: true, pending_email: null },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasExists(MSG.emailExists);
    throw error;
  }
  return {};
}
