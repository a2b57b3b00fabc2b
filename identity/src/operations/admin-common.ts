import { resourceNotFound } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import type { ServiceContext } from '../service/context';
import { requireUser } from '../service/users';
import type { UserRow } from '../store';

/** Admin calls name the pool; another pool id is Cognito's ResourceNotFoundException. */
export function requirePool(ctx: ServiceContext, input: Input): void {
  const poolId = input.string('UserPoolId', LIMITS.poolId);
  if (poolId !== ctx.config.poolId) throw resourceNotFound(`User pool ${poolId} does not exist.`);
}

/** The user named by `Username` (email, any case, or sub); UserNotFoundException otherwise. */
export function adminTarget(ctx: ServiceContext, input: Input): Promise<UserRow> {
  requirePool(ctx, input);
  return requireUser(ctx, input.string('Username', LIMITS.username));
}
