import { randomUUID } from 'node:crypto';
import { randomToken, sha256Hex } from '../crypto/secrets';
import type { ServiceContext } from '../service/context';
import type { RefreshTokenRow, UserRow } from '../store';
import { signJwt } from './jwt';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export function issuer(ctx: ServiceContext): string {
  return `${ctx.config.publicBaseUrl}/${ctx.config.poolId}`;
}

/** A new sign-in: a refresh token (stored hashed) plus access and id tokens bound to it by origin_jti. */
export async function issueNewSession(
  ctx: ServiceContext,
  user: UserRow,
  clientId: string,
): Promise<AuthenticationResult> {
  const now = ctx.now();
  const refreshToken = randomToken(48);
  const row = {
    id: randomUUID(),
    sub: user.sub,
    client_id: clientId,
    token_hash: sha256Hex(refreshToken),
    auth_time: now,
    created_at: now,
    expires_at: new Date(now.getTime() + ctx.config.tokens.refreshTtlSeconds * 1000),
  };
  await ctx.stores.tokens.insertRefresh(row);
  const tokens = await issueTokens(ctx, user, { ...row, revoked_at: null });
  return { ...tokens, RefreshToken: refreshToken };
}

/** Access and id tokens for an existing sign-in (REFRESH_TOKEN_AUTH): same origin_jti and auth_time. */
export async function issueTokens(
  ctx: ServiceContext,
  user: UserRow,
  origin: RefreshTokenRow,
): Promise<Omit<AuthenticationResult, 'RefreshToken'>> {
  const { accessTtlSeconds, idTtlSeconds } = ctx.config.tokens;
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const groups = (await ctx.stores.users.groups(user.sub)).map((g) => g.name);
  const common = {
    sub: user.sub,
    ...(groups.length ? { 'cognito:groups': groups } : {}),
    iss: issuer(ctx),
    origin_jti: origin.id,
    event_id: randomUUID(),
    auth_time: Math.floor(origin.auth_time.getTime() / 1000),
    iat,
  };
  const access = {
    ...common,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    exp: iat + accessTtlSeconds,
    jti: randomUUID(),
    client_id: origin.client_id,
    username: user.sub,
  };
  const id = {
    ...common,
    ...user.attributes,
    email_verified: user.email_verified,
    'cognito:username': user.sub,
    aud: origin.client_id,
    token_use: 'id',
    exp: iat + idTtlSeconds,
    jti: randomUUID(),
    email: user.email,
  };
  return {
    AccessToken: signJwt(access, ctx.keys.current),
    IdToken: signJwt(id, ctx.keys.current),
    ExpiresIn: accessTtlSeconds,
    TokenType: 'Bearer',
  };
}
