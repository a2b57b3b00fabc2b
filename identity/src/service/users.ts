import { MSG, userNotFound } from '../errors';
import type { UserRow } from '../store';
import { userAttributes } from './attributes';
import type { ServiceContext } from './context';
import { normalizeEmail } from './emails';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Users sign in with their email (case-insensitive); like a Cognito pool with email as username
 * attribute, their Cognito "username" is their sub, which is accepted too.
 */
export function findUser(ctx: ServiceContext, username: string): Promise<UserRow | undefined> {
  return UUID.test(username)
    ? ctx.stores.users.bySub(username.toLowerCase())
    : ctx.stores.users.byEmail(normalizeEmail(username));
}

/** The key brute-force counters use for this username, whether or not the user exists. */
export function usernameKey(user: UserRow | undefined, username: string): string {
  return user?.email_normalized ?? normalizeEmail(username);
}

export async function requireUser(ctx: ServiceContext, username: string): Promise<UserRow> {
  const user = await findUser(ctx, username);
  if (!user) throw userNotFound(MSG.userDoesNotExist);
  return user;
}

/** Cognito's JSON dates: seconds since the epoch. */
export function epochSeconds(date: Date): number {
  return date.getTime() / 1000;
}

/** Cognito's UserType (AdminCreateUser), also the basis of AdminGetUser. */
export function userType(user: UserRow) {
  return {
    Username: user.sub,
    Attributes: userAttributes(user),
    UserCreateDate: epochSeconds(user.created_at),
    UserLastModifiedDate: epochSeconds(user.updated_at),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}
