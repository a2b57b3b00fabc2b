import type { Caller, UserRow } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { mayReadMember } from './member-rules';
import { existingUsers, membersWithUsers } from './membership-store';
import type { Membership } from './tables';

/** A user seen from an account: their row and their membership there. */
export interface AccountMember {
  user: UserRow;
  membership: Membership;
}

/** A joined users + memberships row (`membersWithUsers`, `accountUsersPage`) as user and membership. */
export function toAccountMember(row: Awaited<ReturnType<typeof membersWithUsers>>[number]): AccountMember {
  const { account_uuid, user_uuid, role, status, blocked_at, invited_by, invited_at, ...user } = row;
  return {
    user: user as UserRow,
    membership: { account_uuid, user_uuid, role, status, blocked_at, invited_by, invited_at },
  };
}

/** A member (or invitee) of the caller's account: unknown user → 404; elsewhere or not readable → 403. */
export async function requireMember(db: ApiDb, caller: Caller, uuid: string): Promise<AccountMember> {
  const [row] = await membersWithUsers(db, caller.account.uuid, [uuid]);
  if (!row) {
    if (!(await existingUsers(db, [uuid])).has(uuid)) throw notFound(MSG.userNotFound);
    throw forbidden(MSG.userForbidden);
  }
  if (!mayReadMember(caller, uuid)) throw forbidden(MSG.userForbidden);
  return toAccountMember(row);
}

/**
 * Batch form: the members among `uuids` the caller may read; one that exists but is outside the account (or
 * not readable) → 403 for the whole call; unknown ids are left out (loaders answer null for them).
 */
export async function requireMembers(db: ApiDb, caller: Caller, uuids: string[]): Promise<AccountMember[]> {
  const unique = [...new Set(uuids)];
  const rows = await membersWithUsers(db, caller.account.uuid, unique);
  const found = new Set(rows.map((r) => r.user_uuid));
  const missing = unique.filter((u) => !found.has(u));
  if ((await existingUsers(db, missing)).size > 0) throw forbidden(MSG.userForbidden);
  if (rows.some((r) => !mayReadMember(caller, r.user_uuid))) throw forbidden(MSG.userForbidden);
  return rows.map(toAccountMember);
}
