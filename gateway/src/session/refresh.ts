import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type { GraphQLError } from 'graphql';
import type { GatewayServices } from '../context';
import { refreshTokens } from '../upstream/identity';
import type { SessionCookies, SessionTokens } from './cookies';

/** Refresh a minute early, so a token does not expire between this check and the upstream call. */
const MARGIN_MS = 60_000;
/** Spec §9: "Session lifetime defaults to 3600 seconds when the service gives none". */
export const DEFAULT_LIFETIME_SECONDS = 3600;

/** The gateway's clock (tests make it follow the identity harness's clock to expire tokens). */
export const clockOf = (services: Pick<GatewayServices, 'config'>): (() => number) =>
  services.config.now ?? Date.now;

/** The session to keep from an identity answer (a refresh keeps the refresh token it was given). */
export function tokensFrom(
  result: AuthenticationResultType,
  now: number,
  previous: Partial<SessionTokens> = {},
): SessionTokens {
  return {
    accessToken: result.AccessToken!,
    refreshToken: result.RefreshToken ?? previous.refreshToken ?? null,
    idToken: result.IdToken ?? previous.idToken ?? null,
    tokenType: result.TokenType ?? previous.tokenType ?? 'Bearer',
    expiresAt: now + (result.ExpiresIn ?? DEFAULT_LIFETIME_SECONDS) * 1000,
    username: previous.username ?? null,
    client: previous.client ?? 'web',
  };
}

/** True when the access token is missing or expires within the margin. */
export function needsRefresh(tokens: SessionTokens, now: number): boolean {
  return !tokens.accessToken || tokens.expiresAt - MARGIN_MS <= now;
}

/**
 * Refreshes with the refresh token and stores the new tokens; throws the French error of the identity
 * table ('Votre connexion n'est plus valide, veuillez vous reconnecter.' for a dead refresh token).
 */
export async function refreshSession(
  services: GatewayServices,
  session: SessionCookies,
  tokens: SessionTokens,
): Promise<SessionTokens> {
  const result = await refreshTokens(
    services,
    tokens.refreshToken ?? '',
    tokens.username ?? '',
    tokens.client ?? 'web',
  );
  const refreshed = tokensFrom(result, clockOf(services)(), tokens);
  session.store(refreshed);
  return refreshed;
}

/**
 * Spec §4 "refresh-if-needed": an expired (or nearly) access token is refreshed with the refresh token
 * before any upstream call, and the new tokens stored. A refused refresh signs the browser out (cookies
 * cleared); an identity service that cannot be reached leaves the cookies for the next request.
 */
export async function refreshIfNeeded(
  services: GatewayServices,
  session: SessionCookies,
  tokens: SessionTokens,
): Promise<SessionTokens | null> {
  if (!needsRefresh(tokens, clockOf(services)())) return tokens;
  if (!tokens.refreshToken) {
    session.clear();
    return null;
  }
  try {
    return await refreshSession(services, session, tokens);
  } catch (error) {
    const code = (error as GraphQLError).extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') session.clear();
    return null;
  }
}
