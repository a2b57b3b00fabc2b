import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller, UserRow } from '../auth/caller';
import { requireOwnPerson } from '../auth/own-person';
import type { ApiDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { isUniqueViolation } from '../users/user-store';
import { headHasImportCredits } from './head-credits';
import { networkInvitationMessage } from './network-messages';
import {
  accountParent,
  accountsOwnedBy,
  activate,
  activeHeadOf,
  activeMemberByEmail,
  affiliationByUuid,
  close,
  insertInvitation,
  invitationsFor,
  isHead,
  lockAccounts,
  membersOf,
  pendingInvitationOf,
  type AffiliationRow,
} from './network-store';

/** One affiliation as the caller sees it (REST `Affiliation`, GraphQL `NetworkAffiliation`). */
export interface AffiliationView {
  uuid: string;
  status: 'pending' | 'active';
  /** The other account: the member (head's view; the address while pending) or the head (member's view). */
  account_name: string;
  /** The address invited, for the head only. */
  email: string | null;
  created_at: string;
  accepted_at: string | null;
}

export interface NetworkView {
  role: 'head' | 'member' | 'none';
  head: AffiliationView | null;
  members: AffiliationView[];
  invitations: AffiliationView[];
  without_import_credits: boolean;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function shown(row: AffiliationRow, side: 'head' | 'member'): AffiliationView {
  const status = row.status === 'active' ? 'active' : 'pending';
  return {
    uuid: row.uuid,
    status,
    // While pending, the head sees the address only: nothing tells it whether that address has an account.
    account_name:
      side === 'head'
        ? status === 'active'
          ? (row.member_account_name ?? row.invited_email)
          : row.invited_email
        : row.head_account_name,
    email: side === 'head' ? row.invited_email : null,
    created_at: iso(row.created_at)!,
    accepted_at: iso(row.accepted_at),
  };
}

function requireRead(caller: Caller): void {
  if (!caller.can.account.network.read) throw forbidden();
}

function requireManage(caller: Caller): void {
  if (!caller.can.account.network.manage) throw forbidden();
}

/** The Owner's address, the one invitations without a known account are matched by. */
const ownerEmail = (caller: Caller) => (caller.role === 'Role_Owner' ? caller.user.email : null);

/** The current account's network: its head or its members, the invitations it received, its credits notice. */
export async function networkOf(deps: ApiDeps, caller: Caller): Promise<NetworkView> {
  requireRead(caller);
  const accountUuid = caller.account.uuid;
  const [head, members, invitations] = await Promise.all([
    activeHeadOf(deps.db, accountUuid),
    membersOf(deps.db, accountUuid),
    invitationsFor(deps.db, accountUuid, ownerEmail(caller)),
  ]);
  return {
    role: head ? 'member' : members.length > 0 ? 'head' : 'none',
    head: head ? shown(head, 'member') : null,
    members: members.map((m) => shown(m, 'head')),
    invitations: invitations.map((i) => shown(i, 'member')),
    without_import_credits: head
      ? !(await headHasImportCredits(deps.db, head.head_account_uuid, deps.now()))
      : false,
  };
}

const displayName = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

/**
 * Invites an account into the caller's network by the address of its Owner (spec §6). The affiliation is
 * pending until that Owner accepts; the answer is the same whether the address has an account or not (the
 * head sees the address, never an account name, until acceptance). Whether the invited account may join
 * (already in a network, heading one) is decided when its Owner answers, for the same reason.
 */
export async function inviteMember(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  email: string,
): Promise<NetworkView> {
  requireManage(caller);
  const headUuid = caller.account.uuid;
  const address = email.trim().toLowerCase();
  if (address === caller.user.email.toLowerCase()) throw badRequest(MSG.networkSelfInvite);
  if (await activeHeadOf(deps.db, headUuid)) throw conflict(MSG.networkMemberCannotHead);
  if (await activeMemberByEmail(deps.db, headUuid, address)) throw conflict(MSG.networkAlreadyMember);
  if (await pendingInvitationOf(deps.db, headUuid, address)) throw conflict(MSG.networkAlreadyInvited);
  // The invited account, when the address administers exactly one other account; otherwise any account the
  // address administers (now or once it signs up) may answer.
  const owned = (await accountsOwnedBy(deps.db, address)).filter((a) => a !== headUuid);
  let uuid: string;
  try {
    uuid = await insertInvitation(deps.db, {
      headUuid,
      memberUuid: owned.length === 1 ? owned[0] : null,
      email: address,
      invitedBy: caller.user.uuid,
      at: deps.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.networkAlreadyInvited);
    throw error;
  }
  try {
    await deps.mail.send(
      networkInvitationMessage(address, {
        inviter: displayName(caller.user),
        headName: caller.account.name,
        appUrl: deps.config.appUrl,
      }),
    );
  } catch (error) {
    // The invitation stands: the invitee also finds it in « Mon compte › Réseau ».
    deps.log.error({ err: error }, 'network invitation email not sent');
  }
  await audit(deps.db, request, `network.invite ${uuid}`);
  return networkOf(deps, caller);
}

/** A pending invitation addressed to the caller's current account (or to its Owner's address). */
async function requireInvitation(deps: ApiDeps, caller: Caller, uuid: string): Promise<AffiliationRow> {
  const row = await affiliationByUuid(deps.db, uuid);
  const accountUuid = caller.account.uuid;
  const mine =
    row &&
    row.status === 'pending' &&
    row.head_account_uuid !== accountUuid &&
    (row.member_account_uuid === accountUuid ||
      (row.member_account_uuid === null && row.invited_email === ownerEmail(caller)?.toLowerCase()));
  if (!mine) throw notFound(MSG.networkInvitationNotFound);
  return row;
}

/**
 * The invited account's Owner accepts: the account becomes a member and may consume the head's credits.
 * No chains: a member cannot head a network, a head with members cannot join one, and an account has one
 * head at most (also a unique index). The invitations the account itself had sent are withdrawn.
 */
export async function acceptAffiliation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
): Promise<NetworkView> {
  requireManage(caller);
  requireOwnPerson(caller);
  const row = await requireInvitation(deps, caller, uuid);
  const memberUuid = caller.account.uuid;
  const headUuid = row.head_account_uuid;
  const at = deps.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockAccounts(trx, [headUuid, memberUuid]);
      const still = await affiliationByUuid(trx, uuid);
      if (still?.status !== 'pending') throw notFound(MSG.networkInvitationNotFound);
      if (await activeHeadOf(trx, memberUuid)) throw conflict(MSG.networkAlreadyInNetwork);
      if (await isHead(trx, memberUuid, ['active'])) throw conflict(MSG.networkHeadCannotJoin);
      if ((await activeHeadOf(trx, headUuid)) || (await accountParent(trx, headUuid))) {
        throw conflict(MSG.networkHeadIsMember);
      }
      await activate(trx, { uuid, headUuid, memberUuid, at });
      await trx
        .updateTable('network_affiliations')
        .set({ status: 'ended', ended_at: at, ended_by: caller.user.uuid })
        .where('head_account_uuid', '=', memberUuid)
        .where('status', '=', 'pending')
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.networkAlreadyInNetwork);
    throw error;
  }
  await audit(deps.db, request, `network.accept ${uuid} ${headUuid}`);
  return networkOf(deps, caller);
}

/** The invited account's Owner says no: the head sees the invitation no more. */
export async function declineAffiliation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
): Promise<NetworkView> {
  requireManage(caller);
  requireOwnPerson(caller);
  const row = await requireInvitation(deps, caller, uuid);
  const closed = await deps.db
    .transaction()
    .execute((trx) =>
      close(
        trx,
        { uuid, from: 'pending', to: 'declined', by: caller.user.uuid, at: deps.now() },
        { accountUuid: null, headUuid: row.head_account_uuid },
      ),
    );
  if (!closed) throw notFound(MSG.networkInvitationNotFound);
  await audit(deps.db, request, `network.decline ${uuid} ${row.head_account_uuid}`);
  return networkOf(deps, caller);
}

/**
 * Ends an affiliation: the head's Owner detaches a member (or withdraws a pending invitation), or the
 * member's Owner leaves the network. The member's `network_parent_uuid` is cleared in the same transaction.
 */
export async function endAffiliation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
): Promise<NetworkView> {
  requireManage(caller);
  const row = await affiliationByUuid(deps.db, uuid);
  const accountUuid = caller.account.uuid;
  const asHead = row?.head_account_uuid === accountUuid && ['pending', 'active'].includes(row.status);
  const asMember = row?.member_account_uuid === accountUuid && row.status === 'active';
  if (!row || !(asHead || asMember)) throw notFound(MSG.networkAffiliationNotFound);
  const from = row.status as 'pending' | 'active';
  const closed = await deps.db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [
      row.head_account_uuid,
      ...(row.member_account_uuid ? [row.member_account_uuid] : []),
    ]);
    return close(
      trx,
      { uuid, from, to: 'ended', by: caller.user.uuid, at: deps.now() },
      { accountUuid: row.member_account_uuid, headUuid: row.head_account_uuid },
    );
  });
  if (!closed) throw notFound(MSG.networkAffiliationNotFound);
  const action = asHead ? (from === 'pending' ? 'cancel' : 'detach') : 'leave';
  await audit(deps.db, request, `network.${action} ${uuid}`);
  return networkOf(deps, caller);
}
