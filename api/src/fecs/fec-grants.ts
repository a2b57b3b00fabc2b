import type { FastifyRequest } from 'fastify';
import { inviteUser, isInAccount } from '../accounts/access-service';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { groupsByUuids } from '../groups/group-store';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { requireFec } from './fec-access';
import {
  deleteGrant,
  deleteGroupGrant,
  grantsOf,
  groupGrantsOf,
  upsertGrants,
  upsertGroupGrants,
} from './fec-store';

async function grantsView(deps: ApiDeps, caller: Caller, uuid: string) {
  const rows = await grantsOf(deps.db, uuid, caller.account.uuid);
  return rows.map((g) => ({
    email: g.email,
    // Names only for members: an invitation shows its address alone.
    first_name: g.role ? (g.first_name ?? null) : null,
    last_name: g.role ? (g.last_name ?? null) : null,
    type: g.role ? ('user' as const) : ('invitation' as const),
    role: g.role ?? null,
    write: g.write,
  }));
}

function requireReadGrants(caller: Caller) {
  if (!caller.can.fec.access.read && !caller.can.fec.access.manage) throw forbidden();
}

function requireManageGrants(caller: Caller) {
  if (!caller.can.fec.access.manage) throw forbidden();
}

export async function fecGrants(deps: ApiDeps, caller: Caller, uuid: string) {
  requireReadGrants(caller);
  await requireFec(deps.db, caller, uuid, 'read');
  return grantsView(deps, caller, uuid);
}

/**
 * Adds or updates grants; grants not named are kept (`DELETE …/access/{email}` removes one). An address not
 * yet in the account is invited as a Member — the grant applies once they accept — when the caller may
 * invite (otherwise 400, nothing changed) AND has confirmed it (`confirmInvitation`): without it, 409 naming
 * the addresses and what they would see, and nothing changed — a typo must not send client data to a stranger.
 */
export async function putFecGrants(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  grants: { email: string; write: boolean }[],
  confirmInvitation = false,
) {
  requireManageGrants(caller);
  await requireFec(deps.db, caller, uuid, 'write');
  const strangers: string[] = [];
  for (const g of grants) {
    const email = g.email.toLowerCase();
    if (!strangers.includes(email) && !(await isInAccount(deps, caller.account.uuid, email))) {
      strangers.push(email);
    }
  }
  if (strangers.length && !caller.can.account.users.invite) {
    throw badRequest(
      MSG.grantNeedsInvitation,
      strangers.map((email) => ({ field: email, message: MSG.grantNeedsInvitation })),
    );
  }
  if (strangers.length && !confirmInvitation) {
    const message = MSG.grantConfirmInvitation(strangers);
    throw new ApiError(409, message, {
      errors: strangers.map((email) => ({ field: email, message: MSG.grantConfirmInvitation([email]) })),
    });
  }
  for (const email of strangers) {
    await inviteUser(deps, request, caller, { email, role: 'Role_Member' });
  }
  await upsertGrants(deps.db, uuid, grants);
  return grantsView(deps, caller, uuid);
}

export async function removeFecGrant(deps: ApiDeps, caller: Caller, uuid: string, email: string) {
  requireManageGrants(caller);
  await requireFec(deps.db, caller, uuid, 'write');
  if (!(await deleteGrant(deps.db, uuid, email))) throw notFound(MSG.accessGrantNotFound);
  return grantsView(deps, caller, uuid);
}

// ---- grants to a group of the account ----
// Modelled as a grant to the group, resolved at read time (`grantedTo`), not as copies of its members'
// emails: a person added to the group later sees the FEC, a person removed from it stops seeing it, and
// deleting the group removes its grants (cascade).

async function groupGrantsView(deps: ApiDeps, uuid: string) {
  return groupGrantsOf(deps.db, uuid);
}

/** The groups, all of the caller's account: another account's → 403, unknown → 404. */
async function requireAccountGroups(deps: ApiDeps, caller: Caller, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const rows = await groupsByUuids(deps.db, unique);
  if (rows.some((g) => g.account_uuid !== caller.account.uuid)) throw forbidden(MSG.groupOfAnotherAccount);
  if (rows.length !== unique.length) throw notFound(MSG.groupNotFound);
}

export async function fecGroupGrants(deps: ApiDeps, caller: Caller, uuid: string) {
  requireReadGrants(caller);
  await requireFec(deps.db, caller, uuid, 'read');
  return groupGrantsView(deps, uuid);
}

/** Adds or updates grants to groups of the account; grants not named are kept. */
export async function putFecGroupGrants(
  deps: ApiDeps,
  caller: Caller,
  uuid: string,
  grants: { group_uuid: string; write: boolean }[],
) {
  requireManageGrants(caller);
  await requireFec(deps.db, caller, uuid, 'write');
  await requireAccountGroups(
    deps,
    caller,
    grants.map((g) => g.group_uuid),
  );
  await upsertGroupGrants(deps.db, uuid, grants);
  return groupGrantsView(deps, uuid);
}

export async function removeFecGroupGrant(deps: ApiDeps, caller: Caller, uuid: string, groupUuid: string) {
  requireManageGrants(caller);
  await requireFec(deps.db, caller, uuid, 'write');
  if (!(await deleteGroupGrant(deps.db, uuid, groupUuid))) throw notFound(MSG.accessGrantNotFound);
  return groupGrantsView(deps, uuid);
}
