import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, conflict, forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { ROLE_RANK } from '../permissions/permissions';
import { createPasswordToken, passwordLinkPath } from '../users/password-tokens';
import { requireAccountUser, type AccountUser } from '../users/user-access';
import { deleteIdentityUser } from '../users/user-service';
import {
  deleteUserRow,
  insertUser,
  isUniqueViolation,
  stateFromIdentity,
  updateUser,
  userByEmail,
  userByUuid,
} from '../users/user-store';
import { toUserView } from '../users/user-view';
import {
  addMembership,
  countMemberships,
  membership,
  membershipsOf,
  ownersOf,
  removeMembership,
  setRole,
  transferFecs,
} from './account-store';
import type { AccountRole } from './tables';

type UserRight = 'invite' | 'change_role' | 'block' | 'delete';

function requireRight(caller: Caller, right: UserRight): void {
  if (!caller.can.account.users[right]) throw forbidden();
}

/** Nobody gives a role above their own rank (spec §6: a Manager creates Managers or Members, not Owners). */
function requireAssignable(caller: Caller, role: AccountRole): void {
  if (role === 'Role_Owner' && !caller.can.account.users.promote_owner) {
    throw forbidden(MSG.promoteOwnerOnly);
  }
  if (ROLE_RANK[role] > ROLE_RANK[caller.role]) throw forbidden(MSG.roleTooHigh);
}

/** Another member of the account whose rank is not above the caller's. */
async function requireManageable(deps: ApiDeps, caller: Caller, uuid: string): Promise<AccountUser> {
  if (uuid === caller.user.uuid) throw badRequest(MSG.selfAction);
  const target = await requireAccountUser(deps.db, caller, uuid, 'read');
  if (ROLE_RANK[target.role] > ROLE_RANK[caller.role]) throw forbidden(MSG.userForbidden);
  return target;
}

export interface Invitation {
  email: string;
  role: AccountRole;
  first_name?: string;
  last_name?: string;
}

/**
 * Invites someone into the current account (spec §6, "Access management"). A newcomer is invited through
 * the identity service (which emails a temporary password) and gets a one-time link to choose a password;
 * someone who already uses the product is simply added to the account with the role.
 */
export async function inviteUser(deps: ApiDeps, request: FastifyRequest, caller: Caller, input: Invitation) {
  requireRight(caller, 'invite');
  requireAssignable(caller, input.role);
  const accountUuid = caller.account.uuid;
  const existing = await userByEmail(deps.db, input.email);
  if (existing) {
    if (await membership(deps.db, accountUuid, existing.uuid)) throw conflict(MSG.alreadyMember);
    await addMembership(deps.db, accountUuid, existing.uuid, input.role);
    await audit(deps.db, request, `user.add ${existing.uuid} ${input.role}`);
    return { user: toUserView(existing, input.role), invited: false, link: null };
  }

  let sub: string;
  let state: 'invited' | 'pending' | 'registered' | 'blocked' = 'invited';
  try {
    sub = await deps.identity.invite(input.email);
  } catch (error) {
    // Known to the pool but not to the product (signed up elsewhere): take them as they are there.
    if (!(error instanceof IdentityError && error.code === 'UsernameExistsException')) throw error;
    const pooled = await deps.identity.getUser(input.email);
    if (!pooled) throw error;
    sub = pooled.sub;
    state = stateFromIdentity(pooled.status, pooled.enabled);
  }
  let user;
  try {
    user = await deps.db.transaction().execute(async (trx) => {
      const row = await insertUser(
        trx,
        {
          sub,
          email: input.email,
          state,
          first_name: input.first_name || null,
          last_name: input.last_name || null,
        },
        accountUuid,
      );
      await addMembership(trx, accountUuid, row.uuid, input.role);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.emailExists);
    throw error;
  }
  const token = state === 'invited' ? await createPasswordToken(deps.db, user.uuid, deps.now()) : null;
  await audit(deps.db, request, `user.invite ${user.uuid} ${input.role}`);
  return { user: toUserView(user, input.role), invited: true, link: token ? passwordLinkPath(token) : null };
}

/**
 * Whether the user confirmed their account. An invited user may have chosen their password at the
 * identity service's first sign-in rather than through our link: the pool's status is then the truth,
 * and the product's state catches up.
 */
async function isConfirmed(deps: ApiDeps, target: AccountUser): Promise<boolean> {
  if (target.user.state === 'registered') return true;
  if (target.user.state === 'blocked') return false;
  const pooled = await deps.identity.getUser(target.user.sub);
  if (!pooled || stateFromIdentity(pooled.status, pooled.enabled) !== 'registered') return false;
  await updateUser(deps.db, target.user.uuid, { state: 'registered' });
  return true;
}

/** A new role for a member. Owner comes only from an Owner, and only for a confirmed user (spec §4, §6). */
export async function changeRole(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  role: AccountRole,
) {
  requireRight(caller, 'change_role');
  const target = await requireManageable(deps, caller, uuid);
  requireAssignable(caller, role);
  if (role === 'Role_Owner' && !(await isConfirmed(deps, target))) {
    throw new ApiError(400, MSG.promoteUnconfirmed);
  }
  await setRole(deps.db, caller.account.uuid, uuid, role);
  await audit(deps.db, request, `user.role ${uuid} ${target.role} -> ${role}`);
  return toUserView(target.user, role);
}

/** Blocks (identity disabled, sign-ins revoked) or unblocks a member. */
export async function setBlocked(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  blocked: boolean,
) {
  requireRight(caller, 'block');
  const target = await requireManageable(deps, caller, uuid);
  await deps.identity.setEnabled(target.user.sub, !blocked);
  let state: 'invited' | 'pending' | 'registered' | 'blocked' = 'blocked';
  if (!blocked) {
    const pooled = await deps.identity.getUser(target.user.sub);
    state = pooled ? stateFromIdentity(pooled.status, true) : 'registered';
  }
  await updateUser(deps.db, uuid, { state });
  await audit(deps.db, request, `user.${blocked ? 'block' : 'unblock'} ${uuid}`);
  return toUserView((await userByUuid(deps.db, uuid))!, target.role);
}

/**
 * Removes a member from the account; their FECs there go to the account's administrator (spec §6).
 * Someone left without any account is deleted (identity included).
 */
export async function removeUser(deps: ApiDeps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireRight(caller, 'delete');
  const target = await requireManageable(deps, caller, uuid);
  const accountUuid = caller.account.uuid;
  const heir = (await ownersOf(deps.db, accountUuid)).find((u) => u !== uuid) ?? caller.user.uuid;
  await audit(deps.db, request, `user.remove ${uuid}`);
  const transferred = await deps.db.transaction().execute(async (trx) => {
    const moved = await transferFecs(trx, accountUuid, uuid, heir);
    await removeMembership(trx, accountUuid, uuid);
    return moved;
  });
  let deleted = false;
  if ((await countMemberships(deps.db, uuid)) === 0) {
    await deleteIdentityUser(deps, target.user.sub);
    await deleteUserRow(deps.db, uuid);
    deleted = true;
  } else if (target.user.current_account_uuid === accountUuid) {
    const [next] = await membershipsOf(deps.db, uuid);
    await updateUser(deps.db, uuid, { current_account_uuid: next?.uuid ?? null });
  }
  return { removed: true, user_deleted: deleted, fecs_transferred: transferred, transferred_to: heir };
}
