import { LIMITS, type Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { authenticateAccessToken } from '../tokens/access';

/** GlobalSignOut: revokes every sign-in of the user; their access tokens are refused from now on. */
export async function globalSignOut(ctx: ServiceContext, input: Input): Promise<object> {
  const { user } = await authenticateAccessToken(ctx, input.string('AccessToken', LIMITS.token));
  await ctx.stores.tokens.revokeAllForUser(user.sub, ctx.now());
  return {};
}
