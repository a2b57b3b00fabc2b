import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import { requireOwnPerson } from '../auth/own-person';
import type { ApiDeps } from '../deps';
import { notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { activateMembership, membershipOf, pendingInvitationsOf, removeMembership } from './membership-store';

/** The invitations the caller has not answered yet (for `users/me` and `invitations`). */
export async function myInvitations(deps: ApiDeps, caller: Caller) {
  const rows = await pendingInvitationsOf(deps.db, caller.user.uuid);
  return rows.map((r) => {
    const name = [r.inviter_first_name, r.inviter_last_name].filter(Boolean).join(' ');
    const at = r.invited_at ?? r.created_at;
    return {
      account_uuid: r.account_uuid,
      account_name: r.account_name,
      role: r.role,
      invited_by: name || r.inviter_email || null,
      invited_at: (at instanceof Date ? at : new Date(at)).toISOString(),
    };
  });
}

async function requirePending(deps: ApiDeps, caller: Caller, accountUuid: string) {
  const m = await membershipOf(deps.db, accountUuid, caller.user.uuid);
  if (!m || m.status !== 'pending') throw notFound(MSG.invitationNotFound);
  return m;
}

/** The invitee joins the account with the role offered. */
export async function acceptInvitation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  accountUuid: string,
) {
  requireOwnPerson(caller);
  const m = await requirePending(deps, caller, accountUuid);
  await activateMembership(deps.db, accountUuid, caller.user.uuid);
  await audit(deps.db, request, `membership.accept ${accountUuid} ${m.role}`);
  return { account_uuid: accountUuid, role: m.role };
}

/** The invitee says no: the invitation is gone, the inviting account sees the person no more. */
export async function declineInvitation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  accountUuid: string,
) {
  requireOwnPerson(caller);
  await requirePending(deps, caller, accountUuid);
  await removeMembership(deps.db, accountUuid, caller.user.uuid);
  await audit(deps.db, request, `membership.decline ${accountUuid}`);
  return { declined: true };
}
