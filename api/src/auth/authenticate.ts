import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import { z } from 'zod';
import type { InternalRole } from '../permissions/roles';
import type { ApiDeps } from '../deps';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { MSG } from '../http/messages';
import {
  accountsOf,
  createPersonalAccount,
  onlyBlockedMemberships,
  usableRole,
} from '../memberships/membership-store';
import {
  canImpersonate,
  impersonatedPermissions,
  permissionsFor,
  type Role,
} from '../permissions/permissions';
import {
  createUserWithAccount,
  defaultAccountName,
  stateFromIdentity,
  registerUnprovenSignUp,
  updateUser,
  userBySub,
  userByUuid,
} from '../users/user-store';
import { callerForApiKey, isApiKeyToken } from './api-key-auth';
import type { AccountRow, Caller, UserRow } from './caller';

const impersonateHeader = z.object({
  account_uuid: z.uuid(),
  user_uuid: z.uuid(),
  force_see_analysis_uuid: z.uuid().nullish(),
});

/** The access token: header `AccessToken` (spec §7), or `Authorization: Bearer` for partners. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

/**
 * The user and their current account with their role, in one query: it runs on every request. Null
 * parts when the user is unknown or their current account no longer holds them.
 */
async function userWithCurrentAccount(deps: ApiDeps, sub: string) {
  const row = await deps.db
    .selectFrom('users')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.user_uuid', '=', 'users.uuid')
        .onRef('memberships.account_uuid', '=', 'users.current_account_uuid')
        // Only a membership that gives access: accepted, not blocked in that account.
        .on('memberships.status', '=', 'active')
        .on('memberships.blocked_at', 'is', null),
    )
    .leftJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .selectAll('users')
    .select([
      'memberships.role as m_role',
      'accounts.uuid as a_uuid',
      'accounts.name as a_name',
      'accounts.network_parent_uuid as a_network_parent_uuid',
      'accounts.features_in_account as a_features_in_account',
      'accounts.created_at as a_created_at',
    ])
    .where('users.sub', '=', sub)
    .executeTakeFirst();
  if (!row) return { user: undefined, current: undefined };
  const { m_role, a_uuid, a_name, a_network_parent_uuid, a_features_in_account, a_created_at, ...user } = row;
  const current =
    m_role && a_uuid && a_name !== null && a_created_at !== null
      ? {
          role: m_role,
          account: {
            uuid: a_uuid,
            name: a_name,
            network_parent_uuid: a_network_parent_uuid,
            features_in_account: a_features_in_account ?? {},
            created_at: a_created_at,
          } as AccountRow,
        }
      : undefined;
  return { user: user as UserRow, current };
}

/** The user behind a verified token; someone the pool knows but the API has not met gets their account. */
async function userForSub(deps: ApiDeps, sub: string): Promise<UserRow> {
  const known = await userBySub(deps.db, sub);
  if (known) return known;
  const pooled = await deps.identity.getUser(sub);
  if (!pooled) throw unauthorized();
  try {
    return await createUserWithAccount(deps.db, {
      sub,
      email: pooled.email,
      state: stateFromIdentity(pooled.status, pooled.enabled),
    });
  } catch (error) {
    // Two first calls at once: the other one created it.
    const again = await userBySub(deps.db, sub);
    if (again) return again;
    throw error;
  }
}

/**
 * The account a user acts in when their current one no longer gives access: the oldest they may use;
 * none but blocked ones → 403; none at all (removed from their last account, or it was deleted) → an
 * account of their own, so they keep using the product and can accept invitations.
 */
async function resolveAccount(deps: ApiDeps, user: UserRow) {
  const [first] = await accountsOf(deps.db, user.uuid);
  if (first) {
    const { role, ...account } = first;
    await updateUser(deps.db, user.uuid, { current_account_uuid: account.uuid });
    return { account: account as AccountRow, role };
  }
  if (await onlyBlockedMemberships(deps.db, user.uuid)) throw forbidden(MSG.accountBlocked);
  const accountUuid = await createPersonalAccount(deps.db, user.uuid, defaultAccountName(user));
  await updateUser(deps.db, user.uuid, { current_account_uuid: accountUuid });
  const [created] = await accountsOf(deps.db, user.uuid);
  const { role, ...account } = created;
  return { account: account as AccountRow, role };
}

function parseImpersonation(raw: string) {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, MSG.badData);
  }
  const parsed = impersonateHeader.safeParse(value);
  if (!parsed.success) throw new ApiError(400, MSG.badData);
  return parsed.data;
}

/**
 * Resolves the caller from the access token (and the `impersonate` header for internal staff).
 * Throws 401 without a valid token, 403 for a blocked user or a refused impersonation.
 */
export async function authenticate(deps: ApiDeps, request: FastifyRequest): Promise<Caller> {
  const token = accessTokenOf(request);
  if (!token) throw unauthorized();
  // Partner API keys (`fak_…`) never look like a JWT (`eyJ…`): their own path, no identity pool involved.
  if (isApiKeyToken(token)) {
    const impersonate = request.headers.impersonate;
    if (typeof impersonate === 'string' && impersonate.trim() && impersonate !== 'false') {
      throw forbidden(MSG.apiKeyScope);
    }
    return callerForApiKey(deps, token);
  }
  const claims = await deps.verifyToken(token);
  // Before the cache: a signed-out session is refused on its very next request.
  await deps.revocations.check(claims);
  // What a key created now records of the session that made it (partners/partner-service.ts).
  request.accessClaims = claims;
  const rawImpersonate = request.headers.impersonate;
  const impersonating =
    typeof rawImpersonate === 'string' && Boolean(rawImpersonate.trim()) && rawImpersonate !== 'false';
  const cache = impersonating ? null : (deps.callers ?? null);
  const kept = cache?.get(token);
  if (kept) return kept;
  const ticket = cache?.begin() ?? 0;
  const found = await userWithCurrentAccount(deps, claims.sub);
  const self = found.user ?? (await userForSub(deps, claims.sub));
  if (self.state === 'blocked') throw forbidden();
  // Tokens mean the pool confirmed them: a pending sign-up whose address was proven by a reset code,
  // maybe by its owner over a squatter's sign-up (issue 34).
  if (self.state === 'pending') {
    await registerUnprovenSignUp(deps.db, self);
    Object.assign(self, { state: 'registered', first_name: null, last_name: null, profile: {} });
  }
  const selfRoles = self.internal_roles as InternalRole[];

  if (impersonating) {
    const target = parseImpersonation(rawImpersonate as string);
    // A refused attempt is in the audit log too: who tried to act as whom.
    const refuse = async (message?: string) => {
      await audit(deps.db, request, `impersonation.refused ${target.user_uuid}`, 403, {
        actorUuid: self.uuid,
        accountUuid: target.account_uuid,
      });
      return forbidden(message);
    };
    const rights = canImpersonate(selfRoles);
    if (!rights.allowed) throw await refuse();
    const user = await userByUuid(deps.db, target.user_uuid);
    const role = user && (await usableRole(deps.db, target.account_uuid, user.uuid));
    const account =
      role &&
      (await deps.db
        .selectFrom('accounts')
        .selectAll()
        .where('uuid', '=', target.account_uuid)
        .executeTakeFirst());
    if (!user || !role || !account) throw await refuse();
    // Staff act with the target's data scope, never with rights above their own: the target's staff roles
    // are not lent, and only an administrator may act as a staff member.
    const targetStaff = user.internal_roles as InternalRole[];
    if (targetStaff.length > 0 && !selfRoles.includes('Role_Admin')) {
      throw await refuse(MSG.impersonationTargetStaff);
    }
    return {
      user,
      account,
      role,
      internalRoles: [],
      roles: [role],
      can: impersonatedPermissions(role, selfRoles),
      impersonator: self,
      readOnly: !rights.write,
      forceSeeAnalysisUuid: target.force_see_analysis_uuid ?? null,
      apiKey: null,
    };
  }

  const { account, role } = found.current ?? (await resolveAccount(deps, self));
  const roles: Role[] = [role, ...selfRoles];
  const caller: Caller = {
    user: self,
    account,
    role,
    internalRoles: selfRoles,
    roles,
    can: permissionsFor(roles),
    impersonator: null,
    readOnly: false,
    forceSeeAnalysisUuid: null,
    apiKey: null,
  };
  // Only a caller read as it stands (a fallback account just chosen is read again next time).
  if (cache && found.user && found.current) cache.set(token, caller, ticket, claims.exp);
  return caller;
}

/** The caller, for handlers behind `requireAuth` (throws if the route forgot it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
