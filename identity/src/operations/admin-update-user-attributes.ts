import { aliasExists, MSG } from '../errors';
import { verifyEmailCodeMessage } from '../mailer/messages';
import type { Input } from '../protocol/input';
import { writableAttributes } from '../service/attributes';
import { codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { normalizeEmail, requireEmail } from '../service/emails';
import { isUniqueViolation } from '../store/db';
import type { UserRow } from '../store';
import type { UsersTable } from '../store/schema';
import { adminTarget } from './admin-common';

type UserChanges = Partial<
  Pick<UsersTable, 'email' | 'email_normalized' | 'email_verified' | 'pending_email' | 'attributes'>
>;

/**
 * AdminUpdateUserAttributes. A new email with `email_verified: true` replaces the address at once (the
 * administrator vouches for it); without it the new address waits for its emailed code, as with
 * UpdateUserAttributes, so sign-in keeps the verified one. An address another user has is refused
 * (AliasExistsException). `email_verified` alone sets the flag; an empty value removes an attribute.
 */
export async function adminUpdateUserAttributes(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  const attributes = input.attributes('UserAttributes', { required: true })!;
  const { others, email, emailVerified } = writableAttributes(attributes, { admin: true });

  const merged: Record<string, string> = { ...user.attributes, ...others };
  for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
  const changes: UserChanges = { attributes: merged };

  const newEmail =
    email !== undefined && normalizeEmail(email) !== user.email_normalized ? requireEmail(email) : undefined;
  if (newEmail) await refuseTaken(ctx, user, newEmail);
  if (newEmail && emailVerified) {
    Object.assign(changes, {
      email: newEmail,
      email_normalized: normalizeEmail(newEmail),
      email_verified: true,
      pending_email: null,
    });
  } else if (newEmail) {
    changes.pending_email = newEmail;
  } else if (emailVerified !== undefined) {
    changes.email_verified = emailVerified;
  }

  try {
    await ctx.stores.users.update(user.sub, changes, ctx.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasExists(MSG.emailExists);
    throw error;
  }
  if (newEmail && !emailVerified) {
    const code = await issueCode(ctx, user, 'verify_email');
    await deliver(ctx, verifyEmailCodeMessage(newEmail, code, codeTtlSeconds(ctx, 'verify_email')));
  }
  return {};
}

async function refuseTaken(ctx: ServiceContext, user: UserRow, email: string): Promise<void> {
  const other = await ctx.stores.users.byEmail(normalizeEmail(email));
  if (other && other.sub !== user.sub) throw aliasExists(MSG.emailExists);
}
