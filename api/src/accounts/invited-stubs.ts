import type { UserRow } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { deleteIdentityUser } from '../users/user-service';
import { deleteUserRow } from '../users/user-store';

/**
 * An invitee who never chose a password exists only because an account invited them: when no account
 * holds them any more, they are erased (pool user included). Anyone who signed up or joined is never
 * deleted by an account — their identity is theirs.
 */
export async function deleteInvitedStub(deps: ApiDeps, user: UserRow): Promise<boolean> {
  if (user.state !== 'invited') return false;
  await deleteIdentityUser(deps, user.sub);
  await deleteUserRow(deps.db, user.uuid);
  return true;
}
