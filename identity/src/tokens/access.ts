import { MSG, notAuthorized } from '../errors';
import type { ServiceContext } from '../service/context';
import type { UserRow } from '../store';
import { issuer } from './issue';
import { verifyJwtSignature } from './jwt';

export interface AccessClaims {
  sub: string;
  client_id: string;
  origin_jti: string;
  exp: number;
}

/**
 * Authenticates a user call's AccessToken: signature, issuer, token use, expiry, and that its sign-in
 * (origin_jti) has not been revoked by GlobalSignOut, RevokeToken, a reset or a block.
 */
export async function authenticateAccessToken(
  ctx: ServiceContext,
  token: string,
): Promise<{ user: UserRow; claims: AccessClaims }> {
  const payload = verifyJwtSignature(token, ctx.keys.verifiers);
  if (
    !payload ||
    payload.token_use !== 'access' ||
    payload.iss !== issuer(ctx) ||
    typeof payload.sub !== 'string' ||
    typeof payload.origin_jti !== 'string' ||
    typeof payload.exp !== 'number' ||
    typeof payload.client_id !== 'string' ||
    !ctx.config.clients.some((c) => c.id === payload.client_id)
  ) {
    throw notAuthorized(MSG.invalidAccessToken);
  }
  const claims = payload as unknown as AccessClaims;
  if (claims.exp * 1000 <= ctx.now().getTime()) throw notAuthorized(MSG.accessTokenExpired);
  const origin = await ctx.stores.tokens.refreshById(claims.origin_jti);
  if (!origin || origin.sub !== claims.sub || origin.revoked_at) throw notAuthorized(MSG.accessTokenRevoked);
  const user = await ctx.stores.users.bySub(claims.sub);
  if (!user) throw notAuthorized(MSG.accessTokenRevoked);
  if (!user.enabled) throw notAuthorized(MSG.userDisabled);
  return { user, claims };
}
