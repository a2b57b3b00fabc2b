import { safeEqual, sha256Hex } from '../crypto/secrets';
import { CognitoError } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { appClient } from '../service/clients';
import type { ServiceContext } from '../service/context';

/**
 * RevokeToken: revokes one refresh token and the access tokens issued from it. Unknown or already revoked
 * tokens succeed silently (nothing to learn from the answer).
 */
export async function revokeToken(ctx: ServiceContext, input: Input): Promise<object> {
  const token = input.string('Token', { min: 1, max: 8192 });
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const secret = input.optionalString('ClientSecret', { max: 256 });
  if (client.secret && (!secret || !safeEqual(secret, client.secret))) {
    throw new CognitoError('UnauthorizedException', 'Invalid client secret.');
  }
  if (token.split('.').length === 3) {
    throw new CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
  }
  const row = await ctx.stores.tokens.refreshByHash(sha256Hex(token));
  if (row && row.client_id !== client.id) {
    throw new CognitoError('UnauthorizedException', 'The token was not issued to this client.');
  }
  if (row) await ctx.stores.tokens.revoke(row.id, ctx.now());
  return {};
}
