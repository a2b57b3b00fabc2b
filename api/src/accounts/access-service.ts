import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller, UserRow } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError, conflict } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { requireMember, type AccountMember } from '../memberships/member-access';
import { requireAssignable, requireManageable, requireMemberRight } from '../memberships/member-rules';
import {
  accountsOf,
  addMembership,
  countMemberships,
  membershipOf,
  ownersOf,
  removeMembership,
  setBlockedAt,
  setRole,
  transferFecs,
} from '../memberships/membership-store';
import { transferToHeir } from '../memberships/heir-transfer';
import type { AccountRole } from '../permissions/roles';
import { invitationLinkMessage, invitationToJoinMessage } from '../users/invitation-messages';
import {
  createPasswordToken,
  deleteInvitationTokens,
  invitedWithLink,
  passwordLinkUrl,
} from '../users/password-tokens';
import {
  insertUser,
  isUniqueViolation,
  stateFromIdentity,
  updateUser,
  userByEmail,
} from '../users/user-store';
import { toMemberView } from '../users/user-view';
import { deleteInvitedStub } from './invited-stubs';

export interface Invitation {
  email: string;
  role: AccountRole;
  first_name?: string;
  last_name?: string;
}

const displayName = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

/** The person behind an address: the product's user, or a new one created in the pool (no email from it). */
async function personFor(deps: ApiDeps, input: Invitation): Promise<UserRow> {
  const existing = await userByEmail(deps.db, input.email);
  if (existing) return existing;
  let sub: string;
  let state: 'invited' | 'pending' | 'registered' = 'invited';
  try {
    sub = await deps.identity.invite(input.email);
  } catch (error) {
    // Known to the pool but not to the product (signed up elsewhere): take them as they are there.
    if (!(error instanceof IdentityError && error.code === 'UsernameExistsException')) throw error;
    const pooled = await deps.identity.getUser(input.email);
    if (!pooled) throw error;
    sub = pooled.sub;
    const pooledState = stateFromIdentity(pooled.status, pooled.enabled);
    state = pooledState === 'blocked' ? 'registered' : pooledState;
  }
  try {
    return await insertUser(
      deps.db,
      {
        sub,
        email: input.email,
        state,
        first_name: input.first_name || null,
        last_name: input.last_name || null,
      },
      null,
    );
  } catch (error) {
    // Two invitations of the same new address at once: the other one created the user.
    const again = isUniqueViolation(error) ? await userByEmail(deps.db, input.email) : undefined;
    if (again) return again;
    throw error;
  }
}

/**
 * Invites someone into the current account (spec §6, "Access management"). Nothing is added to the account
 * without the invitee's consent: the membership stays pending until they accept — by choosing their
 * password from the emailed link (an address nobody proved yet, a pending sign-up included) or from the notice
 * shown after signing in (an address that already has an account). The answer is the same in both cases and shows only the address, the role offered
 * and « invitation envoyée ».
 */
export async function inviteUser(deps: ApiDeps, request: FastifyRequest, caller: Caller, input: Invitation) {
  requireMemberRight(caller, 'invite');
  requireAssignable(caller, input.role);
  const accountUuid = caller.account.uuid;
  const person = await personFor(deps, input);
  const current = await membershipOf(deps.db, accountUuid, person.uuid);
  if (current) throw conflict(current.status === 'pending' ? MSG.alreadyInvited : MSG.alreadyMember);
  try {
    await addMembership(deps.db, {
      accountUuid,
      userUuid: person.uuid,
      role: input.role,
      status: 'pending',
      invitedBy: caller.user.uuid,
      at: deps.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyInvited);
    throw error;
  }
  const context = { inviter: displayName(caller.user), accountName: caller.account.name };
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
    // The invitation stands (it can be sent again by cancelling and inviting anew); the inviter is told.
    deps.log.error({ err: error }, 'invitation email not sent');
    emailSent = false;
  }
  await audit(deps.db, request, `membership.invite ${person.uuid} ${input.role}`);
  const membership = (await membershipOf(deps.db, accountUuid, person.uuid))!;
  return { user: toMemberView(person, membership), email_sent: emailSent };
}

/** A member of the account the caller may manage (never themselves, never someone ranked above them). */
async function requireManageableMember(deps: ApiDeps, caller: Caller, uuid: string): Promise<AccountMember> {
  const member = await requireMember(deps.db, caller, uuid);
  requireManageable(caller, member.membership);
  return member;
}

/**
 * Whether the user confirmed their account. An invited user may have chosen their password at the
 * identity service rather than through our link: the pool's status is then the truth.
 */
async function isConfirmed(deps: ApiDeps, user: UserRow): Promise<boolean> {
  if (user.state === 'registered') return true;
  const pooled = await deps.identity.getUser(user.sub);
  if (!pooled || stateFromIdentity(pooled.status, pooled.enabled) !== 'registered') return false;
  await updateUser(deps.db, user.uuid, { state: 'registered' });
  return true;
}

/** A new role for a membership. Owner comes only from an Owner, for a confirmed member who accepted (spec §4, §6). */
export async function changeRole(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  role: AccountRole,
) {
  requireMemberRight(caller, 'change_role');
  const target = await requireManageableMember(deps, caller, uuid);
  requireAssignable(caller, role);
  if (role === 'Role_Owner') {
    if (target.membership.status !== 'active') throw new ApiError(400, MSG.invitationNotAccepted);
    if (!(await isConfirmed(deps, target.user))) throw new ApiError(400, MSG.promoteUnconfirmed);
  }
  await setRole(deps.db, caller.account.uuid, uuid, role);
  await audit(deps.db, request, `membership.role ${uuid} ${target.membership.role} -> ${role}`);
  return toMemberView(target.user, { ...target.membership, role });
}

/**
 * Blocks or unblocks a member **in this account**: they lose (or regain) access to it and keep their
 * sign-in and their other accounts. Nobody outside internal staff disables a person.
 */
export async function setBlocked(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  blocked: boolean,
) {
  requireMemberRight(caller, 'block');
  const target = await requireManageableMember(deps, caller, uuid);
  if (target.membership.status !== 'active') throw new ApiError(400, MSG.invitationNotAccepted);
  const at = blocked ? deps.now() : null;
  await setBlockedAt(deps.db, caller.account.uuid, uuid, at);
  await audit(deps.db, request, `membership.${blocked ? 'block' : 'unblock'} ${uuid}`);
  return toMemberView(target.user, { ...target.membership, blocked_at: at });
}

/**
 * Removes a member from the account (or cancels an invitation); their FECs there go to the account's
 * administrator (spec §6). Their profile and other accounts are untouched; an invitee who never chose a
 * password and is held by no other account is erased.
 */
export async function removeUser(deps: ApiDeps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireMemberRight(caller, 'delete');
  const target = await requireManageableMember(deps, caller, uuid);
  const accountUuid = caller.account.uuid;
  const heir = (await ownersOf(deps.db, accountUuid)).find((u) => u !== uuid) ?? caller.user.uuid;
  await audit(deps.db, request, `membership.remove ${uuid}`);
  const transferred = await deps.db.transaction().execute(async (trx) => {
    const moved = await transferFecs(trx, accountUuid, uuid, heir);
    await transferToHeir(deps.heirTransfers, trx, accountUuid, uuid, heir);
    await removeMembership(trx, accountUuid, uuid);
    // A cancelled invitation's link stops working (other accounts' links to the address do not).
    await deleteInvitationTokens(trx, uuid, accountUuid);
    return moved;
  });
  let deleted = false;
  if ((await countMemberships(deps.db, uuid)) === 0) {
    deleted = await deleteInvitedStub(deps, target.user);
  }
  if (!deleted && target.user.current_account_uuid === accountUuid) {
    const [next] = await accountsOf(deps.db, uuid);
    await updateUser(deps.db, uuid, { current_account_uuid: next?.uuid ?? null });
  }
  return { removed: true, user_deleted: deleted, fecs_transferred: transferred, transferred_to: heir };
}

/** Used by FEC grants: the address is a member (or invitee) of the account already. */
export async function isInAccount(deps: ApiDeps, accountUuid: string, email: string): Promise<boolean> {
  const user = await userByEmail(deps.db, email);
  return Boolean(user && (await membershipOf(deps.db, accountUuid, user.uuid)));
}
