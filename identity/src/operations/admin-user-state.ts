import { invalidParameter } from '../errors';
import { resetCodeMessage } from '../mailer/messages';
import type { Input } from '../protocol/input';
import { codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { adminTarget } from './admin-common';

/** AdminDisableUser: the user is blocked and every sign-in revoked at once. */
export async function adminDisableUser(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  const now = ctx.now();
  await ctx.stores.transaction(async (tx) => {
    await tx.users.update(user.sub, { enabled: false }, now);
    await tx.tokens.revokeAllForUser(user.sub, now);
  });
  return {};
}

export async function adminEnableUser(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  await ctx.stores.users.update(user.sub, { enabled: true }, ctx.now());
  return {};
}

/**
 * AdminUserGlobalSignOut: every sign-in of the user is revoked (their refresh tokens stop working, their
 * access tokens are refused here); the product's API calls it when a password is reset.
 */
export async function adminUserGlobalSignOut(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  await ctx.stores.tokens.revokeAllForUser(user.sub, ctx.now());
  return {};
}

/** AdminDeleteUser: the user and everything attached (groups, codes, tokens) go. */
export async function adminDeleteUser(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  await ctx.stores.users.delete(user.sub);
  return {};
}

/**
 * AdminResetUserPassword: the password stops working (PasswordResetRequiredException at sign-in), sign-ins
 * are revoked and a reset code is emailed; the user finishes with ConfirmForgotPassword.
 */
export async function adminResetUserPassword(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  if (!user.email_verified) {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const now = ctx.now();
  await ctx.stores.transaction(async (tx) => {
    await tx.users.update(user.sub, { status: 'RESET_REQUIRED' }, now);
    await tx.tokens.revokeAllForUser(user.sub, now);
  });
  const code = await issueCode(ctx, user, 'reset');
  await deliver(ctx, resetCodeMessage(user.email, code, codeTtlSeconds(ctx, 'reset')));
  return {};
}
