import { randomUUID } from 'node:crypto';
import { hashPassword } from '../crypto/password-hash';
import { temporaryPassword } from '../crypto/secrets';
import { invalidParameter, MSG, unsupportedUserState, usernameExists } from '../errors';
import { invitationMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { writableAttributes } from '../service/attributes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { normalizeEmail, requireEmail } from '../service/emails';
import { checkPasswordPolicy } from '../service/password-policy';
import { requireUser, userType } from '../service/users';
import { isUniqueViolation } from '../store/db';
import { requirePool } from './admin-common';

/**
 * AdminCreateUser: an invitation. The user is FORCE_CHANGE_PASSWORD with a temporary password sent by
 * email (French), and must answer NEW_PASSWORD_REQUIRED at first sign-in. MessageAction RESEND sends a new
 * temporary password to a user still invited; SUPPRESS sends nothing.
 */
export async function adminCreateUser(ctx: ServiceContext, input: Input): Promise<object> {
  requirePool(ctx, input);
  const username = input.string('Username', LIMITS.username);
  const action = input.optionalString('MessageAction');
  if (action !== undefined && action !== 'RESEND' && action !== 'SUPPRESS') {
    throw invalidParameter(
      `1 validation error detected: Value '${action}' at 'messageAction' failed to satisfy constraint: Member must satisfy enum value set: [RESEND, SUPPRESS]`,
    );
  }
  const mediums = input.stringList('DesiredDeliveryMediums');
  if (mediums && mediums.some((m) => m !== 'EMAIL'))
    throw invalidParameter('Only EMAIL delivery is configured.');
  const temporary = input.optionalString('TemporaryPassword', LIMITS.password) ?? temporaryPassword();
  checkPasswordPolicy(temporary, ctx.config.password);
  const now = ctx.now();
  const validity = ctx.config.password.temporaryValidityDays;

  if (action === 'RESEND') {
    const user = await requireUser(ctx, username);
    if (user.status !== 'FORCE_CHANGE_PASSWORD') {
      throw unsupportedUserState(`Resend not possible. ${user.sub} status is not FORCE_CHANGE_PASSWORD.`);
    }
    const passwordHash = await hashPassword(temporary, ctx.config.password.scrypt);
    await ctx.stores.users.update(user.sub, { password_hash: passwordHash, password_set_at: now }, now);
    await deliver(ctx, invitationMessage(user.email, temporary, validity));
    return { User: userType((await ctx.stores.users.bySub(user.sub))!) };
  }

  const email = requireEmail(username, 'Username should be an email.');
  const {
    others,
    email: attributeEmail,
    emailVerified,
  } = writableAttributes(input.attributes('UserAttributes') ?? [], {
    admin: true,
  });
  if (attributeEmail !== undefined && normalizeEmail(attributeEmail) !== normalizeEmail(email)) {
    throw invalidParameter('The email attribute must be the username.');
  }
  const normalized = normalizeEmail(email);
  if (await ctx.stores.users.byEmail(normalized)) throw usernameExists(MSG.userAccountExists);
  const sub = randomUUID();
  try {
    await ctx.stores.users.insert(
      {
        sub,
        email,
        email_normalized: normalized,
        email_verified: emailVerified ?? false,
        pending_email: null,
        status: 'FORCE_CHANGE_PASSWORD',
        enabled: true,
        password_hash: await hashPassword(temporary, ctx.config.password.scrypt),
        password_set_at: now,
        attributes: others,
      },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameExists(MSG.userAccountExists);
    throw error;
  }
  if (action !== 'SUPPRESS') await deliver(ctx, invitationMessage(email, temporary, validity));
  return { User: userType((await ctx.stores.users.bySub(sub))!) };
}
