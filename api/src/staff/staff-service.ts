import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller, UserRow } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import type { InternalRole } from '../permissions/roles';
import { createPasswordToken, passwordLinkUrl } from '../users/password-tokens';
import {
  insertUser,
  isUniqueViolation,
  stateFromIdentity,
  userByEmail,
  userByUuid,
} from '../users/user-store';
import type { ConfiguredStaff } from './staff-config';
import { staffRolesMessage, staffWelcomeMessage } from './staff-messages';
import { listStaff, setInternalRoles } from './staff-store';

const iso = (d: Date | string) => new Date(d).toISOString();
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only a Role_Admin acting as themselves lists and changes internal staff (api/PERMISSIONS.md « Staff »). */
function requireAdmin(caller: Caller, action: 'read' | 'manage') {
  if (caller.apiKey || caller.impersonator || caller.internalRoles.length === 0) {
    throw forbidden(MSG.backOfficeOnly);
  }
  if (!caller.can.backoffice.staff?.[action]) throw forbidden(MSG.staffAdminOnly);
}

/**
 * The person behind an address, created in the identity pool when new (no message from the pool: the
 * product mails its own link, as for an account's invitation). `created` tells whether to send the link.
 */
async function personFor(deps: ApiDeps, email: string): Promise<{ user: UserRow; created: boolean }> {
  const existing = await userByEmail(deps.db, email);
  if (existing) return { user: existing, created: false };
  let sub: string;
  let state: 'invited' | 'pending' | 'registered' = 'invited';
  try {
    sub = await deps.identity.invite(email);
  } catch (error) {
    if (!(error instanceof IdentityError && error.code === 'UsernameExistsException')) throw error;
    const pooled = await deps.identity.getUser(email);
    if (!pooled) throw error;
    sub = pooled.sub;
    const pooledState = stateFromIdentity(pooled.status, pooled.enabled);
    state = pooledState === 'blocked' ? 'registered' : pooledState;
  }
  try {
    const user = await insertUser(deps.db, { sub, email, state }, null);
    return { user, created: state === 'invited' };
  } catch (error) {
    const again = isUniqueViolation(error) ? await userByEmail(deps.db, email) : undefined;
    if (again) return { user: again, created: false };
    throw error;
  }
}

/** Mails the new staff member their password link, or tells a known person their roles changed. */
async function tellStaff(deps: ApiDeps, user: UserRow, roles: InternalRole[], created: boolean) {
  const message =
    created || user.state === 'invited'
      ? staffWelcomeMessage(
          user.email,
          passwordLinkUrl(
            deps.config.appUrl,
            await createPasswordToken(deps.db, user.uuid, null, deps.now()),
          ),
          roles,
        )
      : staffRolesMessage(user.email, `${deps.config.appUrl.replace(/\/+$/, '')}/login`, roles);
  try {
    await deps.mail.send(message);
    return true;
  } catch (error) {
    deps.log.error({ err: error }, 'staff email not sent');
    return false;
  }
}

/**
 * `API_STAFF` at start: each listed person exists (created and mailed a password link when new) and holds
 * exactly the listed internal roles. Running it again changes nothing (no second mail).
 */
export async function provisionConfiguredStaff(deps: ApiDeps, staff: readonly ConfiguredStaff[]) {
  for (const entry of staff) {
    const { user, created } = await personFor(deps, entry.email);
    const before = user.internal_roles as InternalRole[];
    if (!created && sameRoles(before, entry.roles)) continue;
    await setInternalRoles(deps.db, user.uuid, entry.roles);
    await deps.db
      .insertInto('audit_log')
      .values({
        actor_uuid: null,
        acting_as_uuid: null,
        account_uuid: null,
        action: `staff.configured ${user.uuid} ${before.join('+') || '-'} -> ${entry.roles.join('+')}`,
        method: 'START',
        path: 'API_STAFF',
        status: 200,
        api_key_uuid: null,
        detail: null,
      })
      .execute();
    if (created) await tellStaff(deps, user, entry.roles, true);
    deps.log.info({ email: entry.email, roles: entry.roles }, 'internal staff from API_STAFF');
  }
}

const staffView = (u: {
  uuid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  state: string;
  internal_roles: unknown;
  created_at: Date | string;
}) => ({
  uuid: u.uuid,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  state: u.state as 'invited' | 'pending' | 'registered' | 'blocked',
  internal_roles: u.internal_roles as InternalRole[],
  created_at: iso(u.created_at),
});

export async function staffMembers(deps: ApiDeps, caller: Caller) {
  requireAdmin(caller, 'read');
  return (await listStaff(deps.db)).map(staffView);
}

/** Exactly these internal roles for a user (none: no longer staff). Never one's own. */
export async function setStaffRoles(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  roles: InternalRole[],
) {
  requireAdmin(caller, 'manage');
  if (uuid === caller.user.uuid) throw forbidden(MSG.staffSelf);
  const user = await userByUuid(deps.db, uuid);
  if (!user) throw notFound(MSG.userNotFound);
  const before = user.internal_roles as InternalRole[];
  const next = [...new Set(roles)];
  if (!sameRoles(before, next)) {
    await setInternalRoles(deps.db, uuid, next);
    await audit(
      deps.db,
      request,
      `backoffice.staff.roles ${uuid} ${before.join('+') || '-'} -> ${next.join('+') || '-'}`,
      200,
      { actorUuid: caller.user.uuid, accountUuid: null },
    );
    await tellStaff(deps, user, next, false);
  }
  return staffView({ ...user, internal_roles: next });
}

/** Opens the back-office to an address: a new person gets a password link, a known one their new roles. */
export async function inviteStaff(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  email: string,
  roles: InternalRole[],
) {
  requireAdmin(caller, 'manage');
  if (email.toLowerCase() === caller.user.email.toLowerCase()) throw forbidden(MSG.staffSelf);
  const { user, created } = await personFor(deps, email);
  const before = user.internal_roles as InternalRole[];
  if (!created && before.length > 0) throw new ApiError(409, MSG.staffAlready);
  const next = [...new Set(roles)];
  await setInternalRoles(deps.db, user.uuid, next);
  await audit(deps.db, request, `backoffice.staff.invite ${user.uuid} ${next.join('+')}`, 200, {
    actorUuid: caller.user.uuid,
    accountUuid: null,
  });
  const emailSent = await tellStaff(deps, user, next, created);
  return { user: staffView({ ...user, internal_roles: next }), email_sent: emailSent };
}
