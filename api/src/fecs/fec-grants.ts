import type { FastifyRequest } from 'fastify';
import { inviteUser, isInAccount } from '../accounts/access-service';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { requireFec } from './fec-access';
import { deleteGrant, grantsOf, upsertGrants } from './fec-store';

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

export async function fecGrants(deps: ApiDeps, caller: Caller, uuid: string) {
  if (!caller.can.fec.access.read && !caller.can.fec.access.manage) throw forbidden();
  await requireFec(deps.db, caller, uuid, 'read');
  return grantsView(deps, caller, uuid);
}

/**
 * Adds or updates grants; grants not named are kept (`DELETE …/access/{email}` removes one). An address not
 * yet in the account is invited as a Member — the grant applies once they accept — when the caller may
 * invite; otherwise the call says so and changes nothing (no silent, unsent « invitation »).
 */
export async function putFecGrants(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  grants: { email: string; write: boolean }[],
) {
  if (!caller.can.fec.access.manage) throw forbidden();
  await requireFec(deps.db, caller, uuid, 'write');
  const strangers: string[] = [];
  for (const g of grants) {
    if (!(await isInAccount(deps, caller.account.uuid, g.email))) strangers.push(g.email);
  }
  if (strangers.length && !caller.can.account.users.invite) {
    throw badRequest(
      MSG.grantNeedsInvitation,
      strangers.map((email) => ({ field: email, message: MSG.grantNeedsInvitation })),
    );
  }
  for (const email of strangers) {
    await inviteUser(deps, request, caller, { email, role: 'Role_Member' });
  }
  await upsertGrants(deps.db, uuid, grants);
  return grantsView(deps, caller, uuid);
}

export async function removeFecGrant(deps: ApiDeps, caller: Caller, uuid: string, email: string) {
  if (!caller.can.fec.access.manage) throw forbidden();
  await requireFec(deps.db, caller, uuid, 'write');
  if (!(await deleteGrant(deps.db, uuid, email))) throw notFound(MSG.accessGrantNotFound);
  return grantsView(deps, caller, uuid);
}
