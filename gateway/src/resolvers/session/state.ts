import type { GatewayContext } from '../../context';
import type { Session, TokenDelivery } from '../../__generated__/resolvers-types';
import { apiAcceptsToken } from '../../session/api-session';
import { expiryObject } from '../../session/expiry';
import type { ImpersonationTarget } from '../../session/cookies';
import { clockOf } from '../../session/refresh';

/** What a mutation changed in this request (the cookies it set are only read by the next request). */
interface SessionChange {
  delivery?: TokenDelivery | null;
  expiresAt?: number | null;
  impersonation?: ImpersonationTarget | null;
  /** A sign-in happened in this request: its `me` is sent once as `justConnected=yes`. */
  signedIn?: boolean;
}

const changes = new WeakMap<GatewayContext, SessionChange>();

export function recordSessionChange(ctx: GatewayContext, change: SessionChange): void {
  changes.set(ctx, { ...(changes.get(ctx) ?? {}), ...change });
}

export function sessionChangeOf(ctx: GatewayContext): SessionChange {
  return changes.get(ctx) ?? {};
}

/** The `exp` of a partner's bearer token, read without verifying it (the API verifies every call). */
function bearerExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The `Session` of spec §3/§4: connected when an access token exists and its expiry is in the future
 * (the context has already refreshed an expired browser session), the expiry in the spec's shape, and the
 * impersonation target.
 */
export function sessionOf(ctx: GatewayContext): Session {
  const change = sessionChangeOf(ctx);
  const now = clockOf(ctx.services)();
  const token = ctx.accessToken;
  const delivery: TokenDelivery | null =
    change.delivery !== undefined ? change.delivery : !token ? null : ctx.viaCookies ? 'COOKIE' : 'BODY';
  const expiresAt =
    change.expiresAt !== undefined
      ? change.expiresAt
      : !token
        ? null
        : ctx.viaCookies
          ? (ctx.tokens?.expiresAt ?? null)
          : bearerExpiry(token);
  const connected = !!token && (expiresAt === null || expiresAt > now);
  const target =
    change.impersonation !== undefined ? change.impersonation : token ? ctx.session.impersonation() : null;
  return {
    connected,
    expiresAt: connected && expiresAt !== null ? expiryObject(expiresAt) : null,
    tokenDelivery: connected ? delivery : null,
    impersonating: connected && !!target,
    impersonation:
      connected && target
        ? {
            accountUuid: target.account_uuid,
            userUuid: target.user_uuid,
            forceSeeAnalysisUuid: target.force_see_analysis_uuid ?? null,
          }
        : null,
    forceSeeAnalysisUuid: connected ? (target?.force_see_analysis_uuid ?? null) : null,
  };
}

/**
 * The `session` query: `sessionOf`, once the API has confirmed the access token is still accepted. A
 * signed-out (revoked) or otherwise refused token is not a session: the browser's cookies are cleared
 * and the answer is `connected: false`. A session opened or ended by this very request is not asked again.
 */
export async function liveSessionOf(ctx: GatewayContext): Promise<Session> {
  const token = ctx.accessToken;
  if (token && sessionChangeOf(ctx).delivery === undefined && !(await apiAcceptsToken(ctx, token))) {
    // Another resolver of the request may have changed the credentials meanwhile: only drop these ones.
    if (ctx.accessToken === token) {
      if (ctx.viaCookies) ctx.session.clear();
      ctx.tokens = null;
      ctx.useCredentials(null);
    }
  }
  return sessionOf(ctx);
}
