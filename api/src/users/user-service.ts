import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { requireMember, requireMembers, toAccountMember } from '../memberships/member-access';
import {
  accountUsersPage,
  accountsOf,
  countAccountFecs,
  countAccountUsers,
  deleteAccount,
  membersOf,
  ownersOf,
  transferFecs,
} from '../memberships/membership-store';
import { OTHER } from './profile-options';
import type { ProfileInput } from './schemas';
import { requireSelfOrStaff } from './self-access';
import { requireOwnPerson } from '../auth/own-person';
import type { UserProfile } from './tables';
import { deleteUserRow, updateUser, userByUuid } from './user-store';
import { transferToHeir } from '../memberships/heir-transfer';
import { toMemberView, toUserView } from './user-view';

export async function readUser(deps: ApiDeps, caller: Caller, uuid: string) {
  const { user, membership } = await requireMember(deps.db, caller, uuid);
  return toMemberView(user, membership);
}

/** `users?ids=`: those users (403 if one is outside the account); without ids, a page of the account's users. */
export async function listUsers(
  deps: ApiDeps,
  caller: Caller,
  query: { ids?: string[]; limit: number; offset: number },
) {
  if (query.ids) {
    const found = await requireMembers(deps.db, caller, query.ids);
    return { items: found.map((f) => toMemberView(f.user, f.membership)), total: found.length };
  }
  if (!caller.can.account.users.read) {
    // Without the right to see the team, the list holds the caller alone.
    return { items: [toUserView(caller.user, caller.role)], total: 1 };
  }
  const [rows, total] = await Promise.all([
    accountUsersPage(deps.db, caller.account.uuid, query),
    countAccountUsers(deps.db, caller.account.uuid),
  ]);
  return {
    items: rows.map((row) => {
      const { user, membership } = toAccountMember(row);
      return toMemberView(user, membership);
    }),
    total,
  };
}

/** The user of a self-or-staff route, seen with their role in the caller's account (null elsewhere). */
async function ownedUser(deps: ApiDeps, caller: Caller, uuid: string) {
  requireSelfOrStaff(caller, uuid);
  const user = uuid === caller.user.uuid ? caller.user : await userByUuid(deps.db, uuid);
  if (!user) throw notFound(MSG.userNotFound);
  // Staff correct customers' profiles; another staff member's only an administrator may (as in the
  // back-office): a customer-success member does not edit an Administrator they cannot even read.
  if (user !== caller.user && (user.internal_roles as string[]).length > 0) {
    if (!caller.internalRoles.includes('Role_Admin')) throw forbidden(MSG.backOfficeStaffTarget);
  }
  return user;
}

const roleSeenBy = (caller: Caller, uuid: string) => (uuid === caller.user.uuid ? caller.role : null);

/** Merges the edit into the stored profile; an "autre" choice needs its text (spec §3). */
function mergeProfile(current: UserProfile, input: ProfileInput): UserProfile {
  const { first_name: _f, last_name: _l, ...fields } = input;
  const next: UserProfile = { ...current };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value === '' ? null : value;
  }
  const missing: { field: string; message: string }[] = [];
  if (next.organization_type === OTHER) {
    if (!next.organizationType_other)
      missing.push({ field: 'organizationType_other', message: MSG.required });
  } else next.organizationType_other = null;
  if (next.position === OTHER) {
    if (!next.position_other) missing.push({ field: 'position_other', message: MSG.required });
  } else next.position_other = null;
  if (missing.length) throw badRequest(MSG.invalidFields, missing);
  return next;
}

/** One's own profile (or internal staff's correction): never another account's administrator. */
export async function updateProfile(deps: ApiDeps, caller: Caller, uuid: string, input: ProfileInput) {
  const user = await ownedUser(deps, caller, uuid);
  // Like FEC edits: a body that names no field is a mistake (a misspelt field), not a silent success.
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(MSG.noChange);
  const profile = mergeProfile((user.profile ?? {}) as UserProfile, input);
  await updateUser(deps.db, uuid, {
    profile,
    ...(input.first_name !== undefined ? { first_name: input.first_name || null } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name || null } : {}),
  });
  return toUserView((await userByUuid(deps.db, uuid))!, roleSeenBy(caller, uuid));
}

type CrmEntry = { field: string; value: unknown };

export async function readCrmInfos(deps: ApiDeps, caller: Caller, uuid: string) {
  const user = await ownedUser(deps, caller, uuid);
  const list = user.crm_common_infos as CrmEntry[];
  return list.length ? list : null;
}

export async function writeCrmInfos(deps: ApiDeps, caller: Caller, uuid: string, entries: CrmEntry[]) {
  await ownedUser(deps, caller, uuid);
  await updateUser(deps.db, uuid, { crm_common_infos: entries });
  return entries;
}

/** `crmCommonInfosByField`: the one entry replaces the stored entry of the same field (or is added). */
export async function writeCrmInfoByField(deps: ApiDeps, caller: Caller, uuid: string, entry: CrmEntry) {
  const user = await ownedUser(deps, caller, uuid);
  const list = (user.crm_common_infos as CrmEntry[]).filter((e) => e?.field !== entry.field);
  list.push(entry);
  await updateUser(deps.db, uuid, { crm_common_infos: list });
  return list;
}

/** Removes the user from the identity pool; one already gone there is fine. */
export async function deleteIdentityUser(deps: ApiDeps, sub: string): Promise<void> {
  try {
    await deps.identity.deleteUser(sub);
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'UserNotFoundException') return;
    throw error;
  }
}

/**
 * `DELETE user` (spec §6): the caller's profile goes. In each account their FECs go to the account's
 * administrator; an account whose last administrator leaves while others remain refuses (lastOwner);
 * an account they are alone in goes with them, which needs its files removed first (accountHasFiles).
 * Only the person does this, never someone acting as them.
 */
export async function deleteSelf(deps: ApiDeps, request: FastifyRequest, caller: Caller) {
  requireOwnPerson(caller);
  const me = caller.user;
  const transfers: { account: string; heir: string }[] = [];
  const alone: string[] = [];
  for (const account of await accountsOf(deps.db, me.uuid)) {
    const heir = (await ownersOf(deps.db, account.uuid)).find((u) => u !== me.uuid);
    if (heir) {
      transfers.push({ account: account.uuid, heir });
      continue;
    }
    const members = await membersOf(deps.db, account.uuid);
    if (members.length > 1) {
      if (account.role === 'Role_Owner') throw badRequest(MSG.lastOwner);
      continue; // an account without Owner (should not happen): the FECs stay in it, ownerless.
    }
    if ((await countAccountFecs(deps.db, account.uuid)) > 0) throw badRequest(MSG.accountHasFiles);
    alone.push(account.uuid);
  }
  await audit(deps.db, request, `user.delete_self ${me.uuid}`);
  await deleteIdentityUser(deps, me.sub);
  await deps.db.transaction().execute(async (trx) => {
    for (const t of transfers) {
      await transferFecs(trx, t.account, me.uuid, t.heir);
      await transferToHeir(deps.heirTransfers, trx, t.account, me.uuid, t.heir);
    }
    for (const account of alone) await deleteAccount(trx, account);
    await deleteUserRow(trx, me.uuid);
  });
  return {
    deleted: true,
    transferred_to: transfers.map((t) => ({ account_uuid: t.account, user_uuid: t.heir })),
  };
}
