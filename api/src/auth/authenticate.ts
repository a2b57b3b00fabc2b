import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountByUuid, membership, membershipsOf } from '../accounts/account-store';
import type { InternalRole } from '../accounts/tables';
import type { ApiDeps } from '../deps';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { MSG } from '../http/messages';
import { canImpersonate, permissionsFor, type Role } from '../permissions/permissions';
import { createUserWithAccount, stateFromIdentity, userBySub, userByUuid } from '../users/user-store';
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
        .onRef('memberships.account_uuid', '=', 'users.current_account_uuid'),
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

async function resolveAccount(deps: ApiDeps, user: UserRow) {
  if (user.current_account_uuid) {
    const role = await membership(deps.db, user.current_account_uuid, user.uuid);
    const account = role && (await accountByUuid(deps.db, user.current_account_uuid));
    if (role && account) return { account, role };
  }
  const [first] = await membershipsOf(deps.db, user.uuid);
  if (!first) throw forbidden();
  const account = await accountByUuid(deps.db, first.uuid);
  if (!account) throw forbidden();
  return { account, role: first.role };
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
  const claims = await deps.verifyToken(token);
  await deps.revocations.check(claims);
  const found = await userWithCurrentAccount(deps, claims.sub);
  const self = found.user ?? (await userForSub(deps, claims.sub));
  if (self.state === 'blocked') throw forbidden();
  const selfRoles = self.internal_roles as InternalRole[];

  const rawImpersonate = request.headers.impersonate;
  if (typeof rawImpersonate === 'string' && rawImpersonate.trim() && rawImpersonate !== 'false') {
    const target = parseImpersonation(rawImpersonate);
    const rights = canImpersonate(selfRoles);
    if (!rights.allowed) throw forbidden();
    const user = await userByUuid(deps.db, target.user_uuid);
    const role = user && (await membership(deps.db, target.account_uuid, user.uuid));
    const account = role && (await accountByUuid(deps.db, target.account_uuid));
    if (!user || !role || !account) throw forbidden();
    const internalRoles = user.internal_roles as InternalRole[];
    const roles: Role[] = [role, ...internalRoles];
    return {
      user,
      account,
      role,
      internalRoles,
      roles,
      can: permissionsFor(roles),
      impersonator: self,
      readOnly: !rights.write,
      forceSeeAnalysisUuid: target.force_see_analysis_uuid ?? null,
    };
  }

  const { account, role } = found.current ?? (await resolveAccount(deps, self));
  const roles: Role[] = [role, ...selfRoles];
  return {
    user: self,
    account,
    role,
    internalRoles: selfRoles,
    roles,
    can: permissionsFor(roles),
    impersonator: null,
    readOnly: false,
    forceSeeAnalysisUuid: null,
  };
}

/** The caller, for handlers behind `requireAuth` (throws if the route forgot it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
