import type { Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { userType } from '../service/users';
import { adminTarget } from './admin-common';

/** AdminGetUser: attributes, state (UserStatus, Enabled) and dates. */
export async function adminGetUser(ctx: ServiceContext, input: Input): Promise<object> {
  const { Attributes, ...rest } = userType(await adminTarget(ctx, input));
  return { ...rest, UserAttributes: Attributes };
}
