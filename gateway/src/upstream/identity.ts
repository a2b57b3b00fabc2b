import {
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
  type CodeDeliveryDetailsType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { GatewayConfig } from '../config';
import { callerAddress } from './caller';
import { identityError, type IdentityOperation } from './identity-errors';
import { secretHash } from './secret-hash';

/** Which app client: the normal sign-in one, or the single sign-on one (spec §7, two client ids). */
export type IdentityClientKind = 'web' | 'sso';

export interface IdentityDeps {
  config: GatewayConfig;
  identity: CognitoIdentityProviderClient;
}

function client(deps: IdentityDeps, kind: IdentityClientKind) {
  const settings = deps.config.identity;
  return kind === 'sso'
    ? { id: settings.ssoClientId, secret: settings.ssoClientSecret }
    : { id: settings.webClientId, secret: settings.webClientSecret };
}

/** SecretHash for `username` with the client's secret, computed here: the secret never leaves the server. */
function hashFor(deps: IdentityDeps, kind: IdentityClientKind, username: string) {
  const c = client(deps, kind);
  return { clientId: c.id, secret: c.secret, hash: secretHash(c.secret, username, c.id) };
}

/**
 * The end user's address as Cognito's `UserContextData`, for the pool's per-address limits: the pool
 * believes it only because the call also carries our client's SecretHash (every call comes from here).
 */
function userContext(): { UserContextData?: { IpAddress: string } } {
  const ip = callerAddress();
  return ip ? { UserContextData: { IpAddress: ip } } : {};
}

/** Runs one identity call; any failure becomes the French GraphQL error of the table (identity-errors.ts). */
async function run<T>(operation: IdentityOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw identityError(error, operation);
  }
}

export type AuthResult =
  | { kind: 'tokens'; tokens: AuthenticationResultType }
  | { kind: 'challenge'; name: 'NEW_PASSWORD_REQUIRED'; session: string };

function authResult(out: {
  AuthenticationResult?: AuthenticationResultType;
  ChallengeName?: string;
  Session?: string;
}): AuthResult {
  if (out.AuthenticationResult?.AccessToken) return { kind: 'tokens', tokens: out.AuthenticationResult };
  if (out.ChallengeName === 'NEW_PASSWORD_REQUIRED' && out.Session)
    return { kind: 'challenge', name: 'NEW_PASSWORD_REQUIRED', session: out.Session };
  // Another challenge (MFA…) is not configured on the product's pools.
  throw identityError(new Error(`unsupported challenge ${out.ChallengeName}`), 'signIn');
}

/** InitiateAuth USER_PASSWORD_AUTH with the web client. */
export async function passwordSignIn(
  deps: IdentityDeps,
  email: string,
  password: string,
): Promise<AuthResult> {
  const { clientId, hash } = hashFor(deps, 'web', email);
  const out = await run('signIn', () =>
    deps.identity.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password, ...(hash ? { SECRET_HASH: hash } : {}) },
        ...userContext(),
      }),
    ),
  );
  return authResult(out);
}

/** RespondToAuthChallenge NEW_PASSWORD_REQUIRED (an invited user chooses their password). */
export async function answerNewPassword(
  deps: IdentityDeps,
  email: string,
  session: string,
  newPassword: string,
): Promise<AuthResult> {
  const { clientId, hash } = hashFor(deps, 'web', email);
  const out = await run('completeNewPassword', () =>
    deps.identity.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeResponses: {
          USERNAME: email,
          NEW_PASSWORD: newPassword,
          ...(hash ? { SECRET_HASH: hash } : {}),
        },
        ...userContext(),
      }),
    ),
  );
  return authResult(out);
}

/** REFRESH_TOKEN_AUTH; `username` is the pool's username (sub), which the SecretHash is computed on. */
export async function refreshTokens(
  deps: IdentityDeps,
  refreshToken: string,
  username: string,
  kind: IdentityClientKind,
): Promise<AuthenticationResultType> {
  const { clientId, hash } = hashFor(deps, kind, username);
  const out = await run('refresh', () =>
    deps.identity.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken, ...(hash ? { SECRET_HASH: hash } : {}) },
      }),
    ),
  );
  if (!out.AuthenticationResult?.AccessToken) throw identityError(new Error('no tokens'), 'refresh');
  return out.AuthenticationResult;
}

export interface IdentityUser {
  username: string;
  attributes: { name: string; value: string }[];
}

/** GetUser: proves the access token is live and gives the user's attributes. */
export async function getIdentityUser(
  deps: IdentityDeps,
  accessToken: string,
  operation: IdentityOperation = 'getUser',
): Promise<IdentityUser> {
  const out = await run(operation, () =>
    deps.identity.send(new GetUserCommand({ AccessToken: accessToken })),
  );
  return {
    username: out.Username ?? '',
    attributes: (out.UserAttributes ?? []).map((a) => ({ name: a.Name ?? '', value: a.Value ?? '' })),
  };
}

/** RevokeToken (this session only) — needs the client secret, like Cognito. */
export async function revokeRefreshToken(
  deps: IdentityDeps,
  refreshToken: string,
  kind: IdentityClientKind,
): Promise<void> {
  const c = client(deps, kind);
  await run('signOut', () =>
    deps.identity.send(
      new RevokeTokenCommand({
        Token: refreshToken,
        ClientId: c.id,
        ...(c.secret ? { ClientSecret: c.secret } : {}),
      }),
    ),
  );
}

/** GlobalSignOut: every session of the user. */
export async function globalSignOut(deps: IdentityDeps, accessToken: string): Promise<void> {
  await run('signOut', () => deps.identity.send(new GlobalSignOutCommand({ AccessToken: accessToken })));
}

export type Delivery = CodeDeliveryDetailsType | undefined;

/** ResendConfirmationCode (same shape as ForgotPassword, spec §7). */
export async function resendConfirmationCode(deps: IdentityDeps, email: string): Promise<Delivery> {
  const { clientId, hash } = hashFor(deps, 'web', email);
  const out = await run('resendCode', () =>
    deps.identity.send(
      new ResendConfirmationCodeCommand({
        ClientId: clientId,
        Username: email,
        SecretHash: hash,
        ...userContext(),
      }),
    ),
  );
  return out.CodeDeliveryDetails;
}

/** ForgotPassword: a reset code by email. */
export async function forgotPassword(deps: IdentityDeps, email: string): Promise<Delivery> {
  const { clientId, hash } = hashFor(deps, 'web', email);
  const out = await run('forgotPassword', () =>
    deps.identity.send(
      new ForgotPasswordCommand({ ClientId: clientId, Username: email, SecretHash: hash, ...userContext() }),
    ),
  );
  return out.CodeDeliveryDetails;
}
