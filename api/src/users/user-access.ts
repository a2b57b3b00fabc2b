import type { AccountRole } from '../accounts/tables';
import type { Caller, UserRow } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { ROLE_RANK } from '../permissions/permissions';
import { rolesIn, userByUuid, usersByUuids } from './user-store';

export type UserAccessMode = 'read' | 'edit';

export interface AccountUser {
  user: UserRow;
  role: AccountRole;
}

/**
 * Whether the caller may read or edit a member of their current account: themselves always; others with
 * `account.users.read` / `account.users.edit`, and editing only users whose rank is not above theirs
 * (a Manager does not edit the Owner).
 */
export function mayAccessUser(caller: Caller, target: AccountUser, mode: UserAccessMode): boolean {
  if (target.user.uuid === caller.user.uuid) return true;
  const rights = caller.can.account.users;
  if (mode === 'read') return rights.read;
  return rights.edit && ROLE_RANK[target.role] <= ROLE_RANK[caller.role];
}

/** A user of the caller's account, or 404 (unknown) / 403 (another account's, or not allowed). */
export async function requireAccountUser(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  mode: UserAccessMode,
): Promise<AccountUser> {
  const user = await userByUuid(db, uuid);
  if (!user) throw notFound(MSG.userNotFound);
  const role = (await rolesIn(db, caller.account.uuid, [uuid])).get(uuid);
  if (!role) throw forbidden(MSG.userForbidden);
  const target = { user, role };
  if (!mayAccessUser(caller, target, mode)) throw forbidden(MSG.userForbidden);
  return target;
}

/**
 * Batch form: every user of `uuids` the caller may read; one that exists but is outside the account (or
 * not readable) → 403 for the whole call; unknown ids are left out (loaders answer null for them).
 */
export async function requireAccountUsers(
  db: ApiDb,
  caller: Caller,
  uuids: string[],
): Promise<AccountUser[]> {
  const users = await usersByUuids(db, uuids);
  const roles = await rolesIn(
    db,
    caller.account.uuid,
    users.map((u) => u.uuid),
  );
  return users.map((user) => {
    const role = roles.get(user.uuid);
    if (!role || !mayAccessUser(caller, { user, role }, 'read')) throw forbidden(MSG.userForbidden);
    return { user, role };
  });
}
