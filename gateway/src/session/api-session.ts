import type { GatewayContext } from '../context';
import { ApiClient } from '../upstream/api-client';
import { ApiClientError } from '../upstream/api-errors';

/**
 * The API is the judge of a session: it knows which sessions were signed out (its revocation list),
 * the cookies' expiry does not. These calls carry the signed-in user's own token and never the
 * impersonation target: a session belongs to whoever signed in.
 */
export function ownClient(ctx: GatewayContext, accessToken: string | null = ctx.accessToken): ApiClient {
  return new ApiClient(ctx.services.transport, { accessToken });
}

/**
 * Records the sign-out at the API (`POST auth/signout`) while the token is still valid: every API
 * process then refuses the session's access tokens. A failure is logged, not raised — the browser must
 * end signed out whatever happens upstream.
 */
export async function signOutAtApi(ctx: GatewayContext, accessToken: string, everywhere: boolean) {
  try {
    await ownClient(ctx, accessToken).call('post', '/v1/auth/signout', { body: { everywhere } });
    return true;
  } catch (error) {
    // 401: the token was already expired or signed out, nothing is left to end.
    if (!(error instanceof ApiClientError && error.code === 401))
      ctx.request.log.warn({ err: error }, 'sign-out: the API could not record the revocation');
    return false;
  }
}

const checks = new WeakMap<GatewayContext, Map<string, Promise<boolean>>>();

/**
 * Whether the API still accepts `accessToken` (`GET auth/session`), asked once per request and token.
 * Only a 401 says no: an API that cannot be reached leaves the session as the cookies describe it
 * (every call of the request fails anyway), rather than signing the browser out.
 */
export function apiAcceptsToken(ctx: GatewayContext, accessToken: string): Promise<boolean> {
  let byToken = checks.get(ctx);
  if (!byToken) checks.set(ctx, (byToken = new Map()));
  let answer = byToken.get(accessToken);
  if (!answer) {
    answer = ownClient(ctx, accessToken)
      .call('get', '/v1/auth/session')
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiClientError && error.code === 401) return false;
          ctx.request.log.warn({ err: error }, 'session: the API could not check the access token');
          return true;
        },
      );
    byToken.set(accessToken, answer);
  }
  return answer;
}
