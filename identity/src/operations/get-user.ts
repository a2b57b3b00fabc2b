import { LIMITS, type Input } from '../protocol/input';
import { userAttributes } from '../service/attributes';
import type { ServiceContext } from '../service/context';
import { authenticateAccessToken } from '../tokens/access';

/** GetUser: the signed-in user's attributes. */
export async function getUser(ctx: ServiceContext, input: Input): Promise<object> {
  const { user } = await authenticateAccessToken(ctx, input.string('AccessToken', LIMITS.token));
  return { Username: user.sub, UserAttributes: userAttributes(user) };
}
