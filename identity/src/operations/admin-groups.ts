import { LIMITS, type Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { epochSeconds } from '../service/users';
import { adminTarget } from './admin-common';

/**
 * Groups carry the product's roles (cognito:groups in tokens). Unlike Cognito, a group exists as soon as
 * a user is added to it: the roles are the API's business, not the pool's.
 */
export async function adminAddUserToGroup(ctx: ServiceContext, input: Input): Promise<object> {
  const group = input.string('GroupName', LIMITS.groupName);
  const user = await adminTarget(ctx, input);
  await ctx.stores.users.addGroup(user.sub, group, ctx.now());
  return {};
}

export async function adminRemoveUserFromGroup(ctx: ServiceContext, input: Input): Promise<object> {
  const group = input.string('GroupName', LIMITS.groupName);
  const user = await adminTarget(ctx, input);
  await ctx.stores.users.removeGroup(user.sub, group);
  return {};
}

export async function adminListGroupsForUser(ctx: ServiceContext, input: Input): Promise<object> {
  const user = await adminTarget(ctx, input);
  const groups = await ctx.stores.users.groups(user.sub);
  return {
    Groups: groups.map((g) => ({
      GroupName: g.name,
      UserPoolId: ctx.config.poolId,
      CreationDate: epochSeconds(g.createdAt),
      LastModifiedDate: epochSeconds(g.createdAt),
    })),
  };
}
