import type { Caller } from '../auth/caller';
import { badRequest, forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import { ROLE_RANK } from '../permissions/permissions';
import type { AccountRole } from '../permissions/roles';

/** The access-management rights of `account.users` (api/PERMISSIONS.md). */
export type MemberRight = 'invite' | 'change_role' | 'block' | 'delete';

export function requireMemberRight(caller: Caller, right: MemberRight): void {
  if (!caller.can.account.users[right]) throw forbidden();
}

/** Nobody gives a role above their own rank (spec §6: a Manager creates Managers or Members, not Owners). */
export function requireAssignable(caller: Caller, role: AccountRole): void {
  if (role === 'Role_Owner' && !caller.can.account.users.promote_owner) {
    throw forbidden(MSG.promoteOwnerOnly);
  }
  if (ROLE_RANK[role] > ROLE_RANK[caller.role]) throw forbidden(MSG.roleTooHigh);
}

/**
 * Another member whose rank *in the caller's current account* is not above the caller's: the only ranks
 * that exist are those of memberships, so a role somewhere else never matters here.
 */
export function requireManageable(caller: Caller, target: { user_uuid: string; role: AccountRole }): void {
  if (target.user_uuid === caller.user.uuid) throw badRequest(MSG.selfAction);
  if (ROLE_RANK[target.role] > ROLE_RANK[caller.role]) throw forbidden(MSG.userForbidden);
}

/** Seeing a member of the account: oneself always, others with `account.users.read`. */
export function mayReadMember(caller: Caller, userUuid: string): boolean {
  return userUuid === caller.user.uuid || caller.can.account.users.read;
}
