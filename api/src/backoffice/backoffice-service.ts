import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller, UserRow } from '../auth/caller';
import { grantCredits, addDays } from '../billing/credits';
import type { CreditType } from '../billing/tables';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { membershipOf, usableRole } from '../memberships/membership-store';
import { canImpersonate, type Can } from '../permissions/permissions';
import type { InternalRole } from '../permissions/roles';
import { invitationLinkMessage, invitationToJoinMessage } from '../users/invitation-messages';
import { createPasswordToken, invitedWithLink, passwordLinkUrl } from '../users/password-tokens';
import { stateFromIdentity, userByUuid } from '../users/user-store';
import {
  accountAnalyses,
  accountAudit,
  accountByUuid,
  accountCreditBalances,
  accountFecs,
  accountInvoices,
  accountMembers,
  searchAccounts,
  searchUsers,
  setUserState,
} from './backoffice-store';

type Office = Can['backoffice'][string];
type Right = (bo: Record<string, Office>) => boolean;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const displayName = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

/**
 * Internal staff acting as themselves, with `right`. Everyone else — customers of every account role,
 * partner API keys, staff impersonating a user (they act with the customer's rights) — is refused.
 */
function requireStaff(caller: Caller, right: Right, refusal: string = MSG.backOfficeRole): void {
  if (caller.apiKey || caller.impersonator || caller.internalRoles.length === 0) {
    throw forbidden(MSG.backOfficeOnly);
  }
  if (!right(caller.can.backoffice)) throw forbidden(refusal);
}

/** Staff members are acted upon by an administrator only (a CS does not block an Admin). */
function requireMayTouch(caller: Caller, target: UserRow): void {
  const staff = target.internal_roles as InternalRole[];
  if (staff.length > 0 && !caller.internalRoles.includes('Role_Admin'))
    throw forbidden(MSG.backOfficeStaffTarget);
}

async function requireUser(deps: ApiDeps, uuid: string): Promise<UserRow> {
  const user = await userByUuid(deps.db, uuid);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

async function requireAccount(deps: ApiDeps, uuid: string) {
  const account = await accountByUuid(deps.db, uuid);
  if (!account) throw notFound(MSG.accountNotFound);
  return account;
}

export async function findAccounts(
  deps: ApiDeps,
  caller: Caller,
  search: string,
  limit: number,
  offset: number,
) {
  requireStaff(caller, (bo) => bo.accounts.read);
  const page = await searchAccounts(deps.db, search.trim(), limit, offset);
  return {
    items: page.rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      network_parent_uuid: r.network_parent_uuid,
      owner_email: r.owner_email ?? null,
      users_count: Number(r.users_count ?? 0),
      fecs_count: Number(r.fecs_count ?? 0),
      created_at: iso(r.created_at)!,
    })),
    total: page.total,
  };
}

export async function findUsers(
  deps: ApiDeps,
  caller: Caller,
  search: string,
  limit: number,
  offset: number,
) {
  requireStaff(caller, (bo) => bo.users.read);
  const page = await searchUsers(deps.db, search.trim(), limit, offset);
  return {
    items: page.rows.map((r) => ({
      uuid: r.uuid,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      state: r.state,
      internal_roles: r.internal_roles as InternalRole[],
      accounts_count: Number(r.accounts_count ?? 0),
      created_at: iso(r.created_at)!,
    })),
    total: page.total,
  };
}

const DETAIL_LIMIT = 100;

/** One account as staff see it: read only, whatever it holds. */
export async function openAccount(deps: ApiDeps, caller: Caller, uuid: string) {
  requireStaff(caller, (bo) => bo.accounts.read);
  const account = await requireAccount(deps, uuid);
  const [members, fecs, analyses, credits, invoices, auditLines] = await Promise.all([
    accountMembers(deps.db, uuid),
    accountFecs(deps.db, uuid, DETAIL_LIMIT),
    accountAnalyses(deps.db, uuid, DETAIL_LIMIT),
    accountCreditBalances(deps.db, uuid),
    accountInvoices(deps.db, uuid, DETAIL_LIMIT),
    accountAudit(deps.db, uuid, DETAIL_LIMIT),
  ]);
  return {
    uuid: account.uuid,
    name: account.name,
    network_parent_uuid: account.network_parent_uuid,
    created_at: iso(account.created_at)!,
    users: members.map((m) => ({
      uuid: m.uuid,
      email: m.email,
      first_name: m.first_name,
      last_name: m.last_name,
      state: m.state,
      internal_roles: m.internal_roles as InternalRole[],
      role: m.role,
      membership: m.status,
      blocked_in_account: m.blocked_at !== null,
      invited_at: iso(m.invited_at),
    })),
    fecs_count: fecs.total,
    fecs: fecs.rows.map((f) => ({ ...f, created_at: iso(f.created_at)! })),
    analyses: analyses.map((a) => ({
      ...a,
      heartbeat_at: iso(a.heartbeat_at),
      started_at: iso(a.started_at),
      finished_at: iso(a.finished_at),
      created_at: iso(a.created_at)!,
    })),
    credits: credits.map((c) => ({ type: c.type, balance: Number(c.balance ?? 0) })),
    invoices: invoices.map((i) => ({ ...i, issued_at: iso(i.issued_at)!, paid_at: iso(i.paid_at) })),
    audit: auditLines.map((l) => ({ ...l, id: Number(l.id), at: iso(l.at)! })),
  };
}

/**
 * Blocks a person everywhere (every request of theirs answers 403) — unlike an account's blocking, which
 * closes one account only. The reason goes to the audit line of each account that holds them.
 */
export async function blockUser(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  reason: string,
) {
  requireStaff(caller, (bo) => bo.users.block);
  const user = await requireUser(deps, uuid);
  if (user.uuid === caller.user.uuid) throw badRequest(MSG.backOfficeSelf);
  requireMayTouch(caller, user);
  if (user.state === 'blocked') throw new ApiError(409, MSG.backOfficeAlreadyBlocked);
  await setUserState(deps.db, uuid, 'blocked');
  await auditForUser(deps, request, user, `backoffice.user.block ${uuid}`, reason);
  return { uuid, state: 'blocked' as const };
}

/** Unblocks a person: their state comes back from the identity pool (confirmed or not). */
export async function unblockUser(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  reason: string,
) {
  requireStaff(caller, (bo) => bo.users.block);
  const user = await requireUser(deps, uuid);
  requireMayTouch(caller, user);
  if (user.state !== 'blocked') throw new ApiError(409, MSG.backOfficeNotBlocked);
  const pooled = await deps.identity.getUser(user.sub);
  const state = pooled ? stateFromIdentity(pooled.status, true) : 'registered';
  await setUserState(deps.db, uuid, state === 'blocked' ? 'registered' : state);
  await auditForUser(deps, request, user, `backoffice.user.unblock ${uuid}`, reason);
  return { uuid, state: state === 'blocked' ? ('registered' as const) : state };
}

/** One line in each account holding the user, so every account's log shows it (none: one line, no account). */
async function auditForUser(
  deps: ApiDeps,
  request: FastifyRequest,
  user: UserRow,
  action: string,
  reason: string,
) {
  const accounts = await deps.db
    .selectFrom('memberships')
    .select('account_uuid')
    .where('user_uuid', '=', user.uuid)
    .execute();
  const actor = request.caller!.user.uuid;
  const targets = accounts.length ? accounts.map((a) => a.account_uuid) : [null];
  for (const accountUuid of targets) {
    await audit(deps.db, request, action, 200, { actorUuid: actor, accountUuid }, reason);
  }
}

/** Sends a pending invitation again (a fresh link for an address that has not chosen its password). */
export async function resendInvitation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  accountUuid: string,
  userUuid: string,
) {
  requireStaff(caller, (bo) => bo.invitations.resend);
  const account = await requireAccount(deps, accountUuid);
  const person = await requireUser(deps, userUuid);
  const membership = await membershipOf(deps.db, accountUuid, userUuid);
  if (!membership || membership.status !== 'pending') throw badRequest(MSG.backOfficeNoInvitation);
  const inviter = membership.invited_by ? await userByUuid(deps.db, membership.invited_by) : undefined;
  const context = { inviter: inviter ? displayName(inviter) : null, accountName: account.name };
  const message = invitedWithLink(person.state)
    ? invitationLinkMessage(
        person.email,
        passwordLinkUrl(
          deps.config.appUrl,
          await createPasswordToken(deps.db, person.uuid, accountUuid, deps.now()),
        ),
        context,
      )
    : invitationToJoinMessage(person.email, `${deps.config.appUrl}/login`, context);
  let emailSent = true;
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.log.error({ err: error }, 'invitation email not sent');
    emailSent = false;
  }
  await audit(deps.db, request, `backoffice.invitation.resend ${userUuid}`, 200, {
    actorUuid: caller.user.uuid,
    accountUuid,
  });
  return { email_sent: emailSent };
}

/**
 * Records why a staff member is about to act as a user, after the same checks `authenticate` makes on the
 * `impersonate` header; the answer is the header's value. The audit line carries the reason.
 */
export async function startImpersonation(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  target: { account_uuid: string; user_uuid: string },
  reason: string,
) {
  requireStaff(caller, (bo) => bo.users.impersonate);
  const user = await requireUser(deps, target.user_uuid);
  await requireAccount(deps, target.account_uuid);
  if (!(await usableRole(deps.db, target.account_uuid, user.uuid))) {
    throw badRequest(MSG.backOfficeImpersonationTarget);
  }
  if ((user.internal_roles as InternalRole[]).length > 0 && !caller.internalRoles.includes('Role_Admin')) {
    throw forbidden(MSG.impersonationTargetStaff);
  }
  await audit(
    deps.db,
    request,
    `backoffice.impersonation.start ${user.uuid}`,
    200,
    { actorUuid: caller.user.uuid, accountUuid: target.account_uuid },
    reason,
  );
  return {
    account_uuid: target.account_uuid,
    user_uuid: user.uuid,
    write: canImpersonate(caller.internalRoles).write,
  };
}

/** A commercial gesture: credits added to an account, traced with the reason in its ledger and audit log. */
export async function grantAccountCredits(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  accountUuid: string,
  input: { type: CreditType; amount: number; valid_days: number | null; reason: string },
) {
  requireStaff(caller, (bo) => bo.credits.grant);
  await requireAccount(deps, accountUuid);
  // A gesture is made to a customer, never by staff to an account of their own (invitation pending too).
  if (await membershipOf(deps.db, accountUuid, caller.user.uuid)) throw forbidden(MSG.backOfficeOwnCredits);
  const now = deps.now();
  const lot = await grantCredits(deps.db, {
    accountUuid,
    type: input.type,
    amount: input.amount,
    offerCode: null,
    origin: `Geste commercial : ${input.reason}`.slice(0, 200),
    expiresAt: input.valid_days ? addDays(now, input.valid_days) : null,
    at: now,
  });
  await audit(
    deps.db,
    request,
    `backoffice.credits.grant ${input.amount} ${input.type}`,
    200,
    { actorUuid: caller.user.uuid, accountUuid },
    input.reason,
  );
  return { lot_uuid: lot };
}
