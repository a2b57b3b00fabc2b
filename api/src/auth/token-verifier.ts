import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { MSG } from '../http/messages';
import { unauthorized } from '../http/errors';

export interface AccessClaims {
  sub: string;
  client_id?: string;
  'cognito:groups'?: string[];
  exp: number;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

/**
 * Verifies Cognito access tokens against the pool's JWKS (fetched once, refreshed on an unknown kid):
 * signature, issuer, expiry and `token_use: access`. An expired token gets the spec's message.
 */
export function jwksTokenVerifier(options: { jwksUrl: string; issuer: string }): TokenVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || typeof payload.sub !== 'string') throw unauthorized();
      return payload as unknown as AccessClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized(MSG.sessionExpired);
      if (error instanceof errors.JOSEError) throw unauthorized();
      throw error;
    }
  };
}
