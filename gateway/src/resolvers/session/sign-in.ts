import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type { GatewayContext, Me as MeDto } from '../../context';
import type {
  MutationResolvers,
  ResolversTypes,
  SignInPayloadResolvers,
  TokenDelivery,
} from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { checkAuthRate } from '../../ratelimit/auth-limits';
import type { SessionTokens } from '../../session/cookies';
import { ownClient, signOutAtApi } from '../../session/api-session';
import { clockOf, refreshSession, tokensFrom } from '../../session/refresh';
import {
  answerNewPassword,
  getIdentityUser,
  globalSignOut,
  passwordSignIn,
  refreshTokens,
  revokeRefreshToken,
  type AuthResult,
  type IdentityClientKind,
} from '../../upstream/identity';
import { SESSION_EXPIRED, SSO_FAILED, type IdentityOperation } from '../../upstream/identity-errors';
import { impersonate } from './impersonation';
import { passwordsMatch } from './passwords';
import { recordSessionChange, sessionChangeOf, sessionOf } from './state';

type SignInPayload = ResolversTypes['SignInPayload'];

/** Spec §4: a single sign-on session lasts one hour. */
const SSO_LIFETIME_SECONDS = 3600;

interface OpenOptions {
  delivery: TokenDelivery;
  client: IdentityClientKind;
  operation: IdentityOperation;
  /** Single sign-on: one hour, and no id token (spec §4). */
  lifetimeSeconds?: number;
  withoutIdToken?: boolean;
}

/**
 * After the identity service answered tokens: GetUser (spec §4, "the session is set only if that fetch
 * succeeds"), then the session — httpOnly cookies for a browser, or the tokens in the answer for a
 * partner (never both). A new session drops any impersonation left in the browser.
 */
async function openSession(
  ctx: GatewayContext,
  result: AuthenticationResultType,
  options: OpenOptions,
): Promise<SignInPayload> {
  const user = await getIdentityUser(ctx.services, result.AccessToken!, options.operation);
  const now = clockOf(ctx.services)();
  const tokens = tokensFrom(result, now, { username: user.username, client: options.client });
  if (options.lifetimeSeconds) tokens.expiresAt = now + options.lifetimeSeconds * 1000;
  if (options.withoutIdToken) tokens.idToken = null;
  if (options.delivery === 'COOKIE') {
    ctx.session.store(tokens);
    if (ctx.session.impersonation()) ctx.session.setImpersonation(null);
    ctx.session.setJustConnected(true);
    ctx.tokens = tokens;
    ctx.viaCookies = true;
  }
  ctx.useCredentials(tokens.accessToken);
  recordSessionChange(ctx, {
    delivery: options.delivery,
    expiresAt: tokens.expiresAt,
    impersonation: null,
    signedIn: true,
  });
  return {
    connected: true,
    challenge: null,
    session: sessionOf(ctx),
    attributes: user.attributes,
    tokens: options.delivery === 'BODY' ? bodyTokens(tokens, now) : null,
  };
}

function bodyTokens(tokens: SessionTokens, now: number) {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    idToken: tokens.idToken ?? null,
    tokenType: tokens.tokenType ?? 'Bearer',
    expiresIn: Math.round((tokens.expiresAt - now) / 1000),
    username: tokens.username ?? '',
  };
}

function afterAuth(ctx: GatewayContext, result: AuthResult, delivery: TokenDelivery): Promise<SignInPayload> {
  if (result.kind === 'challenge') {
    return Promise.resolve({
      connected: false,
      challenge: { name: result.name, session: result.session },
      session: sessionOf(ctx),
      attributes: [],
      tokens: null,
    });
  }
  return openSession(ctx, result.tokens, { delivery, client: 'web', operation: 'signIn' });
}

/**
 * This browser signs in again with the new password after a password change ended every session of the
 * person at the API and the identity service (account-flows.ts): fresh cookies, the other sessions stay out.
 */
export async function reopenWithPassword(
  ctx: GatewayContext,
  email: string,
  password: string,
): Promise<void> {
  const result = await passwordSignIn(ctx.services, email, password);
  if (result.kind !== 'tokens') return;
  await openSession(ctx, result.tokens, { delivery: 'COOKIE', client: 'web', operation: 'signIn' });
}

const notConnected = () => gatewayError(SESSION_EXPIRED, 'UNAUTHENTICATED', { status: 401 });

/**
 * Single sign-on (spec §4): both tokens are needed; they are checked with GetUser, kept for one hour
 * without an id token, and 'just connected' is flagged. Any failure answers `connected: false`.
 */
async function ssoSession(ctx: GatewayContext, accessToken: string, refreshToken: string) {
  checkAuthRate(ctx, 'signIn');
  const failed = () => ({ connected: false, attributes: [], message: SSO_FAILED, session: sessionOf(ctx) });
  if (!accessToken.trim() || !refreshToken.trim()) return failed();
  try {
    const opened = await openSession(
      ctx,
      { AccessToken: accessToken.trim(), RefreshToken: refreshToken.trim(), TokenType: 'Bearer' },
      {
        delivery: 'COOKIE',
        client: 'sso',
        operation: 'sso',
        lifetimeSeconds: SSO_LIFETIME_SECONDS,
        withoutIdToken: true,
      },
    );
    return { connected: true, attributes: opened.attributes, message: null, session: opened.session };
  } catch {
    return failed();
  }
}

export const signInMutations = {
  signIn: async (_parent, { email, password, tokenDelivery }, ctx) => {
    checkAuthRate(ctx, 'signIn', email);
    const result = await passwordSignIn(ctx.services, email.trim(), password);
    return afterAuth(ctx, result, tokenDelivery ?? 'COOKIE');
  },

  completeNewPassword: async (_parent, args, ctx) => {
    checkAuthRate(ctx, 'signIn', args.email);
    passwordsMatch(args.newPassword, args.newPasswordConfirmation, 'newPasswordConfirmation');
    const result = await answerNewPassword(ctx.services, args.email.trim(), args.session, args.newPassword);
    return afterAuth(ctx, result, args.tokenDelivery ?? 'COOKIE');
  },

  refreshSession: async (_parent, { refreshToken, username }, ctx) => {
    if (refreshToken) {
      // A partner: the tokens come back in the answer, nothing is stored.
      const result = await refreshTokens(ctx.services, refreshToken, username ?? '', 'web');
      const now = clockOf(ctx.services)();
      const tokens = tokensFrom(result, now, { refreshToken, username: username ?? '' });
      ctx.useCredentials(tokens.accessToken);
      recordSessionChange(ctx, { delivery: 'BODY', expiresAt: tokens.expiresAt });
      return {
        connected: true,
        challenge: null,
        session: sessionOf(ctx),
        attributes: [],
        tokens: bodyTokens(tokens, now),
      };
    }
    const current = ctx.viaCookies ? (ctx.tokens ?? ctx.session.tokens()) : null;
    if (!current?.refreshToken) {
      if (ctx.viaCookies) ctx.session.clear();
      throw notConnected();
    }
    let refreshed: SessionTokens;
    try {
      refreshed = await refreshSession(ctx.services, ctx.session, current);
    } catch (error) {
      ctx.session.clear();
      throw error;
    }
    ctx.tokens = refreshed;
    ctx.useCredentials(refreshed.accessToken);
    recordSessionChange(ctx, { delivery: 'COOKIE', expiresAt: refreshed.expiresAt });
    return { connected: true, challenge: null, session: sessionOf(ctx), attributes: [], tokens: null };
  },

  /**
   * Spec §4 logout. First the API, while the access token is still valid: it refuses this session's
   * access tokens (every session's with `everywhere`) in every API process within seconds. Then the
   * identity service revokes the refresh token (this session), or every session with `everywhere`, so
   * no new access token can be had. Then every cookie goes — tokens, impersonation, force-see-analysis,
   * anonymous FECs — even when a service could not be reached (the browser must end signed out).
   */
  signOut: async (_parent, { everywhere, refreshToken }, ctx) => {
    const cookies = ctx.viaCookies ? (ctx.tokens ?? ctx.session.tokens()) : null;
    const refresh = refreshToken ?? cookies?.refreshToken ?? null;
    if (ctx.accessToken) await signOutAtApi(ctx, ctx.accessToken, everywhere === true);
    try {
      if (everywhere && ctx.accessToken) await globalSignOut(ctx.services, ctx.accessToken);
      else if (refresh) await revokeRefreshToken(ctx.services, refresh, cookies?.client ?? 'web');
      else if (ctx.accessToken && !ctx.viaCookies) await globalSignOut(ctx.services, ctx.accessToken);
    } catch (error) {
      ctx.request.log.warn({ err: error }, 'sign-out: the identity service refused the revocation');
    }
    ctx.session.clear();
    ctx.tokens = null;
    ctx.useCredentials(null);
    recordSessionChange(ctx, { delivery: null, expiresAt: null, impersonation: null });
    return true;
  },

  ssoSignIn: (_parent, { accessToken, refreshToken }, ctx) => ssoSession(ctx, accessToken, refreshToken),

  /** See-analysis mode: signed in by single sign-on, then acting as the target on its analysis. */
  ssoLoginSeeAnalysis: async (_parent, { accessToken, refreshToken, target }, ctx) => {
    if (!target.forceSeeAnalysisUuid) {
      throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
        status: 400,
        fields: [{ field: 'target.forceSeeAnalysisUuid', message: 'Ce champ est obligatoire.' }],
      });
    }
    const signed = await ssoSession(ctx, accessToken, refreshToken);
    if (!signed.connected) return signed;
    await impersonate(ctx, target);
    return { ...signed, session: sessionOf(ctx) };
  },
} satisfies MutationResolvers;

export const signInPayloadResolvers = {
  // Read with the new credentials and without any impersonation left from before the sign-in.
  me: async (payload, _args, ctx): Promise<MeDto | null> => {
    if (!payload.connected || !ctx.accessToken) return null;
    const fresh = sessionChangeOf(ctx).signedIn === true;
    if (fresh && ctx.viaCookies) ctx.session.setJustConnected(false);
    return ownClient(ctx).call('get', '/v1/users/me', { query: fresh ? { justConnected: 'yes' } : {} });
  },
} satisfies SignInPayloadResolvers;
