import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { audit } from '../audit/audit';
import { requireOwnPerson } from '../auth/own-person';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import {
  accountsOf,
  allMembershipsOf,
  countAccountFecs,
  countMemberships,
  deleteAccount,
  membershipOf,
} from '../memberships/membership-store';
import { deleteIdentityUser } from '../users/user-service';
import { deleteUserRow, updateUser } from '../users/user-store';
import { accountByUuid, ssoDomainExists, updateAccount } from './account-store';
import { toAccountView } from './account-view';
import type { accountUpdateInput } from './schemas';
import type { FeaturesInAccount } from './tables';
import { ACCOUNT_FILE_FOLDERS } from '../storage/keys';

/** `accounts` (and `?ids=`): the caller's accounts; an id that is not one of them → 403. */
export async function listMyAccounts(deps: ApiDeps, caller: Caller, ids?: string[]) {
  const mine = await accountsOf(deps.db, caller.user.uuid);
  if (ids) {
    const known = new Set(mine.map((a) => a.uuid));
    for (const id of ids) {
      if (known.has(id)) continue;
      if (await accountByUuid(deps.db, id)) throw forbidden(MSG.notMember);
    }
    const wanted = new Set(ids);
    return mine.filter((a) => wanted.has(a.uuid)).map((a) => toAccountView(a, a.role, caller.account.uuid));
  }
  return mine.map((a) => toAccountView(a, a.role, caller.account.uuid));
}

export function currentAccount(caller: Caller) {
  return toAccountView(caller.account, caller.role, caller.account.uuid);
}

/**
 * The user's current account becomes `accountUuid`: one they accepted and are not blocked in. It is stored
 * on the user (`current_account_uuid`), which `authenticate` reads on every request. Someone acting as the
 * user (impersonation) works in the account the back-office chose and must not move the user's own choice.
 */
export async function selectAccount(deps: ApiDeps, caller: Caller, accountUuid: string) {
  requireOwnPerson(caller);
  const account = await accountByUuid(deps.db, accountUuid);
  const m = account && (await membershipOf(deps.db, accountUuid, caller.user.uuid));
  // An unknown account and someone else's get the same answer: no probing which identifiers exist.
  if (!account || !m || m.status !== 'active') throw forbidden(MSG.notMember);
  if (m.blocked_at) throw forbidden(MSG.accountBlocked);
  await updateUser(deps.db, caller.user.uuid, { current_account_uuid: accountUuid });
  return toAccountView(account, m.role, accountUuid);
}

/** Name and branding (Owner: `account.settings.edit`); an empty branding value removes the entry. */
export async function editCurrentAccount(
  deps: ApiDeps,
  caller: Caller,
  input: z.infer<typeof accountUpdateInput>,
) {
  if (!caller.can.account.settings.edit) throw forbidden();
  if (input.name === undefined && !input.features_in_account?.branding) throw badRequest(MSG.noChange);
  const features = structuredClone((caller.account.features_in_account ?? {}) as FeaturesInAccount);
  const branding = input.features_in_account?.branding;
  if (branding) {
    const next = { ...(features.branding ?? {}) };
    for (const [key, entry] of Object.entries(branding)) {
      if (!entry) continue;
      const k = key as keyof typeof next;
      if (entry.value === '') delete next[k];
      else next[k] = { value: entry.value };
    }
    features.branding = next;
  }
  await updateAccount(deps.db, caller.account.uuid, {
    name: input.name,
    features_in_account: branding ? features : undefined,
  });
  const account = (await accountByUuid(deps.db, caller.account.uuid))!;
  return toAccountView(account, caller.role, account.uuid);
}

/**
 * Deletes the current account (Owner only, spec §6): refused while it holds FECs. Its members who belong
 * to another account keep their identity and that account; those left with none are deleted for good —
 * their sign-in in the identity pool, their sessions and their profile — so signing in again fails and
 * no fresh account (nor a fresh Découverte grant) is made for them. Internal staff keep their identity,
 * which is their back-office access.
 *
 * One person at a time, each wholly (pool user first, then sessions and profile), the caller last with
 * the account: should the pool fail, whoever is left is untouched, whoever went is gone everywhere (no token
 * of theirs still works), and the caller, still signed in, asks again to finish (a pool user already gone
 * is fine). The caller's own sessions are revoked once all is done, never before.
 */
export async function deleteCurrentAccount(deps: ApiDeps, request: FastifyRequest, caller: Caller) {
  if (!caller.can.account.account.delete) throw forbidden();
  const accountUuid = caller.account.uuid;
  if ((await countAccountFecs(deps.db, accountUuid)) > 0) throw badRequest(MSG.accountHasFiles);
  const members = await allMembershipsOf(deps.db, accountUuid);
  const leaving: typeof members = [];
  for (const member of members) {
    if ((member.internal_roles as string[]).length > 0) continue;
    if ((await countMemberships(deps.db, member.uuid)) <= 1) leaving.push(member);
  }
  await audit(deps.db, request, `account.delete ${accountUuid}`);
  const callerLeaves = leaving.some((m) => m.uuid === caller.user.uuid);
  for (const member of leaving) {
    if (member.uuid === caller.user.uuid) continue;
    await deleteIdentityUser(deps, member.sub);
    await deps.revocations.revokeEverywhere(member.sub);
    await deleteUserRow(deps.db, member.uuid);
  }
  if (callerLeaves) await deleteIdentityUser(deps, caller.user.sub);
  await deps.db.transaction().execute(async (trx) => {
    await deleteAccount(trx, accountUuid);
    if (callerLeaves) await deleteUserRow(trx, caller.user.uuid);
  });
  if (callerLeaves) await deps.revocations.revokeEverywhere(caller.user.sub);
  // Its rows are gone with it: so go the files that outlived its FECs (evidence, comptes rendus).
  for (const folder of ACCOUNT_FILE_FOLDERS) await deps.storage.deletePrefix(`${folder}/${accountUuid}/`);
  return { deleted: true, deleted_users: leaving.map((m) => m.uuid) };
}

/** `group/users/check_email_sso`: whether an account declares single sign-on for the email's domain. */
export async function checkEmailSso(deps: ApiDeps, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) throw new ApiError(400, MSG.email);
  return { sso: await ssoDomainExists(deps.db, domain) };
}
