import { hasPassword, needsRehash, hashPassword, verifyPassword } from '../crypto/password-hash';
import { randomToken, sha256Hex } from '../crypto/secrets';
import { invalidParameter, MSG, notAuthorized, passwordResetRequired, userNotConfirmed } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { userAttributes } from '../service/attributes';
import { appClient, checkSecretHash } from '../service/clients';
import type { AppClient, ServiceContext } from '../service/context';
import { isLocked, recordPasswordFailure, throttleKey } from '../service/throttle';
import { findUser, usernameKey } from '../service/users';
import type { UserRow } from '../store';
import { issueNewSession, issueTokens } from '../tokens/issue';

const FLOWS = [
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
];

/** InitiateAuth: USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH (the flows the product uses). */
export async function initiateAuth(ctx: ServiceContext, input: Input): Promise<object> {
  const flow = input.string('AuthFlow');
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const params = input.stringMap('AuthParameters');
  switch (flow) {
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, client, params);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshAuth(ctx, client, params);
    case 'ADMIN_NO_SRP_AUTH':
    case 'ADMIN_USER_PASSWORD_AUTH':
      throw invalidParameter('Initiate Auth method not supported.');
    default:
      if (FLOWS.includes(flow)) throw invalidParameter(`${flow} flow not enabled for this client`);
      throw invalidParameter(
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: ` +
          `Member must satisfy enum value set: [${FLOWS.join(', ')}]`,
      );
  }
}

function param(params: Record<string, string>, name: string, max: number): string {
  const value = params[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  if (value.length > max) throw invalidParameter(`Invalid length for parameter ${name}`);
  return value;
}

/**
 * Password sign-in. Unknown users cost the same scrypt time as real ones and get the same
 * 'Incorrect username or password.'; the user's state is only told once the password is right.
 * After `lockout.maxFailures` wrong passwords: 'Password attempts exceeded' until the cool-down ends.
 */
async function passwordAuth(
  ctx: ServiceContext,
  client: AppClient,
  params: Record<string, string>,
): Promise<object> {
  const username = param(params, 'USERNAME', 128);
  const password = param(params, 'PASSWORD', 256);
  checkSecretHash(client, params.SECRET_HASH, [username]);
  const user = await findUser(ctx, username);
  const key = throttleKey(ctx, 'password', usernameKey(user, username));
  if (await isLocked(ctx, key)) throw notAuthorized(MSG.passwordAttemptsExceeded);
  // No password to match (unknown user, or a pending sign-up's dropped one): the same scrypt time.
  const ok =
    user && hasPassword(user.password_hash)
      ? await verifyPassword(password, user.password_hash)
      : await ctx.dummyHash.verify(password);
  if (!ok || !user) {
    await recordPasswordFailure(ctx, key);
    throw notAuthorized(MSG.incorrectCredentials);
  }
  await ctx.stores.throttle.clear(key);
  if (!user.enabled) throw notAuthorized(MSG.userDisabled);
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed(MSG.userNotConfirmed);
  if (user.status === 'RESET_REQUIRED') throw passwordResetRequired(MSG.passwordResetRequired);
  if (needsRehash(user.password_hash, ctx.config.password.scrypt)) {
    await ctx.stores.users.update(
      user.sub,
      { password_hash: await hashPassword(password, ctx.config.password.scrypt) },
      ctx.now(),
    );
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(ctx, client, user);
  return { AuthenticationResult: await issueNewSession(ctx, user, client.id), ChallengeParameters: {} };
}

/** Invited users must choose their password: NEW_PASSWORD_REQUIRED with a short-lived, single-use Session. */
async function newPasswordChallenge(ctx: ServiceContext, client: AppClient, user: UserRow): Promise<object> {
  const now = ctx.now();
  const validUntil = user.password_set_at.getTime() + ctx.config.password.temporaryValidityDays * 86400_000;
  if (validUntil <= now.getTime()) throw notAuthorized(MSG.temporaryPasswordExpired);
  const session = randomToken(96);
  await ctx.stores.tokens.insertSession({
    session_hash: sha256Hex(session),
    sub: user.sub,
    client_id: client.id,
    challenge: 'NEW_PASSWORD_REQUIRED',
    expires_at: new Date(now.getTime() + ctx.config.tokens.authSessionTtlSeconds * 1000),
  });
  const attributes = Object.fromEntries(
    userAttributes(user)
      .filter((a) => a.Name !== 'sub' && a.Name !== 'email_verified')
      .map((a) => [a.Name, a.Value]),
  );
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.sub,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(attributes),
    },
  };
}

/** Refresh: new access and id tokens for a live refresh token (no rotation, as Cognito by default). */
async function refreshAuth(
  ctx: ServiceContext,
  client: AppClient,
  params: Record<string, string>,
): Promise<object> {
  const token = param(params, 'REFRESH_TOKEN', 8192);
  const row = await ctx.stores.tokens.refreshByHash(sha256Hex(token));
  if (!row || row.client_id !== client.id) throw notAuthorized(MSG.invalidRefreshToken);
  const user = await ctx.stores.users.bySub(row.sub);
  if (!user) throw notAuthorized(MSG.invalidRefreshToken);
  // Cognito computes this SecretHash over the user's sub; accept the email the client signed in with too.
  const usernames = [
    user.sub,
    user.email,
    user.email_normalized,
    ...(params.USERNAME ? [params.USERNAME] : []),
  ];
  checkSecretHash(client, params.SECRET_HASH, usernames);
  if (row.revoked_at) throw notAuthorized(MSG.refreshTokenRevoked);
  if (row.expires_at.getTime() <= ctx.now().getTime()) throw notAuthorized(MSG.refreshTokenExpired);
  if (!user.enabled) throw notAuthorized(MSG.userDisabled);
  if (user.status !== 'CONFIRMED') throw notAuthorized(MSG.invalidRefreshToken);
  return { AuthenticationResult: await issueTokens(ctx, user, row), ChallengeParameters: {} };
}
