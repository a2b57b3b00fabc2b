import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { MSG } from '../http/messages';
import { unauthorized } from '../http/errors';

/** The claims the API relies on; a token missing any of them is refused. */
export interface AccessClaims {
  sub: string;
  token_use: 'access';
  /** The app client that signed in: only the pool's known clients are accepted. */
  client_id: string;
  /** The sign-in (refresh token) every access token of one session shares: what a sign-out revokes. */
  origin_jti: string;
  iat: number;
  exp: number;
  /** When the user signed in (kept across refreshes); absent, `iat` stands in for it. */
  auth_time?: number;
  'cognito:groups'?: string[];
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

export interface TokenVerifierOptions {
  jwksUrl: string;
  issuer: string;
  /** App client ids whose tokens are accepted (the web and single sign-on clients, partners' clients). */
  clientIds: readonly string[];
  /** Verified tokens kept (their claims, until their `exp`); 0 turns the cache off. */
  cacheSize?: number;
  now?: () => number;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The claims of a signature-checked payload, or undefined when one the API relies on is wrong. */
export function accessClaimsOf(
  payload: JWTPayload,
  clientIds: ReadonlySet<string>,
): AccessClaims | undefined {
  if (payload.token_use !== 'access') return undefined; // an id token is not a credential for the API
  if (!nonEmpty(payload.sub) || !nonEmpty(payload.origin_jti)) return undefined;
  if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return undefined;
  if (payload.auth_time !== undefined && typeof payload.auth_time !== 'number') return undefined;
  // Another app client of the same pool (or of another pool signed with a shared key) is not ours.
  if (!nonEmpty(payload.client_id) || !clientIds.has(payload.client_id)) return undefined;
  return payload as unknown as AccessClaims;
}

/**
 * Verifies Cognito access tokens against the pool's JWKS (fetched once, refreshed on an unknown kid):
 * RS256 signature, issuer, expiry, `token_use: access`, a known `client_id`, `sub`, `iat` and `origin_jti`.
 * An expired token gets the spec's "connexion plus valide" message, anything else "non connecté".
 * Revocation (sign-out) is checked apart, by the revocation list, on every request.
 *
 * A token already verified is not verified again until its `exp`: its claims are kept under the whole
 * token string (header, payload and signature — another string is another entry, verified on its own), so
 * a cached answer is exactly the one a new verification of the same bytes would give, for a token that has
 * not expired. Only successes are kept; the oldest entries go first past `cacheSize`.
 */
export function jwksTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  const clientIds = new Set(options.clientIds.filter(Boolean));
  if (!clientIds.size) throw new Error('The token verifier needs at least one app client id.');
  const cacheSize = options.cacheSize ?? 10_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, AccessClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > now()) return known;
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        // jose only checks `exp` when present: a token without one would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: options.now ? new Date(now()) : undefined,
      });
      const claims = accessClaimsOf(payload, clientIds);
      if (!claims) throw unauthorized();
      if (cacheSize > 0) {
        if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized(MSG.sessionExpired);
      if (error instanceof errors.JOSEError) throw unauthorized();
      throw error;
    }
  };
}
