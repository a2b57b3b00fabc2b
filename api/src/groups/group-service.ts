import type { Selectable } from 'kysely';
import type { GroupsTable } from '../accounts/tables';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { membershipsIn } from '../memberships/membership-store';
import { isUniqueViolation, usersByUuids } from '../users/user-store';
import {
  deleteGroup,
  groupByName,
  groupsByUuids,
  groupsOfAccount,
  insertGroup,
  membersByGroup,
  renameGroup,
  setMembers,
} from './group-store';

type GroupRow = Selectable<GroupsTable>;

async function views(deps: ApiDeps, groups: GroupRow[]) {
  const members = await membersByGroup(
    deps.db,
    groups.map((g) => g.uuid),
  );
  return groups.map((g) => ({
    uuid: g.uuid,
    name: g.name,
    user_uuids: members.get(g.uuid) ?? [],
    created_at: (g.created_at instanceof Date ? g.created_at : new Date(g.created_at)).toISOString(),
  }));
}

function requireRead(caller: Caller) {
  if (!caller.can.account.groups.read) throw forbidden();
}
function requireManage(caller: Caller) {
  if (!caller.can.account.groups.manage) throw forbidden();
}

/** A group of the caller's account: unknown → 404, another account's → 403. */
async function requireGroup(deps: ApiDeps, caller: Caller, uuid: string): Promise<GroupRow> {
  const [group] = await groupsByUuids(deps.db, [uuid]);
  if (!group) throw notFound(MSG.groupNotFound);
  if (group.account_uuid !== caller.account.uuid) throw forbidden();
  return group;
}

/** `groups` (+ `?ids=`: a group of another account → 403 for the call; unknown ids left out). */
export async function listGroups(deps: ApiDeps, caller: Caller, ids?: string[]) {
  requireRead(caller);
  if (!ids) return views(deps, await groupsOfAccount(deps.db, caller.account.uuid));
  const rows = await groupsByUuids(deps.db, ids);
  if (rows.some((g) => g.account_uuid !== caller.account.uuid)) throw forbidden();
  return views(deps, rows);
}

async function refuseDuplicate(deps: ApiDeps, caller: Caller, name: string, except?: string) {
  const same = await groupByName(deps.db, caller.account.uuid, name);
  if (same && same.uuid !== except) throw conflict(MSG.groupDuplicate);
}

/**
 * Members must belong to the account: unknown users → 404, users of another account → 403, invitees who
 * have not accepted yet → 400 (the account does not hold them yet).
 */
async function requireAccountMembers(deps: ApiDeps, caller: Caller, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const found = await usersByUuids(deps.db, unique);
  if (found.length !== unique.length) throw notFound(MSG.userNotFound);
  const memberships = await membershipsIn(deps.db, caller.account.uuid, unique);
  if (memberships.size !== unique.length) throw forbidden(MSG.userForbidden);
  if ([...memberships.values()].some((m) => m.status !== 'active')) {
    throw badRequest(MSG.invitationNotAccepted);
  }
  return unique;
}

async function withDuplicateGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.groupDuplicate);
    throw error;
  }
}

export async function createGroup(deps: ApiDeps, caller: Caller, name: string, userUuids: string[] = []) {
  requireManage(caller);
  await refuseDuplicate(deps, caller, name);
  const members = await requireAccountMembers(deps, caller, userUuids);
  const uuid = await withDuplicateGuard(() =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertGroup(trx, caller.account.uuid, name);
      await setMembers(trx, id, members);
      return id;
    }),
  );
  return (await views(deps, await groupsByUuids(deps.db, [uuid])))[0];
}

export async function renameGroupOf(deps: ApiDeps, caller: Caller, uuid: string, name: string) {
  requireManage(caller);
  await requireGroup(deps, caller, uuid);
  await refuseDuplicate(deps, caller, name, uuid);
  await withDuplicateGuard(() => renameGroup(deps.db, uuid, name));
  return (await views(deps, await groupsByUuids(deps.db, [uuid])))[0];
}

export async function deleteGroupOf(deps: ApiDeps, caller: Caller, uuid: string) {
  requireManage(caller);
  await requireGroup(deps, caller, uuid);
  await deleteGroup(deps.db, uuid);
  return { deleted: true };
}

export async function setGroupMembers(deps: ApiDeps, caller: Caller, uuid: string, userUuids: string[]) {
  requireManage(caller);
  const group = await requireGroup(deps, caller, uuid);
  const members = await requireAccountMembers(deps, caller, userUuids);
  await deps.db.transaction().execute((trx) => setMembers(trx, uuid, members));
  return (await views(deps, [group]))[0];
}
