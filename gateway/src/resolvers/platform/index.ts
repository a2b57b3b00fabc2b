import type { LogLevel, Resolvers } from '../../__generated__/resolvers-types';
import { rule } from 'graphql-shield';
import type { GatewayContext } from '../../context';
import { forbidden, notSignedIn } from '../../errors';
import { allow, and, can, INTERNAL_STAFF } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import type { ApiData } from '../../upstream/api-client';
import { stateFromApi } from '../users/codes';

type Settings = ApiData<'/v1/backoffice/platform', 'get'>;
type Staff = ApiData<'/v1/backoffice/staff', 'get'>[number];
type ApiLevel = NonNullable<Settings['log_level']>;

const settingsOf = (s: Settings) => ({
  maintenance: s.maintenance,
  maintenanceMessage: s.maintenance_message,
  logLevel: s.log_level ? (s.log_level.toUpperCase() as LogLevel) : null,
  updatedAt: s.updated_at,
  updatedByEmail: s.updated_by_email,
});

const staffOf = (u: Staff) => ({
  uuid: u.uuid,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  state: stateFromApi(u.state),
  internalRoles: u.internal_roles,
  createdAt: u.created_at,
});

type InternalRoleCode =
  | 'Role_Admin'
  | 'Role_CS'
  | 'Role_CSRO'
  | 'Role_Ope'
  | 'Role_OpeRO'
  | 'Role_Market'
  | 'Role_Marketing'
  | 'Role_MarketRO';
const roles = (list: readonly string[]) => list as InternalRoleCode[];

/** The platform's settings and internal staff (schema/platform.graphql, issue 15): REST calls to the API. */
export const resolvers: Resolvers = {
  Query: {
    platformStatus: async (_p, _a, ctx) => {
      const s = await ctx.api.call('get', '/v1/platform/status');
      return { maintenance: s.maintenance, message: s.message, publisher: s.publisher };
    },
    backOfficePlatform: async (_p, _a, ctx) =>
      settingsOf(await ctx.api.call('get', '/v1/backoffice/platform')),
    backOfficeStaff: async (_p, _a, ctx) => (await ctx.api.call('get', '/v1/backoffice/staff')).map(staffOf),
  },
  Mutation: {
    backOfficeSetMaintenance: async (_p, { on, message }, ctx) =>
      settingsOf(
        await ctx.api.call('put', '/v1/backoffice/platform/maintenance', {
          body: { on, message: message ?? null },
        }),
      ),
    backOfficeSetLogLevel: async (_p, { level }, ctx) =>
      settingsOf(
        await ctx.api.call('put', '/v1/backoffice/platform/log-level', {
          body: { level: level.toLowerCase() as ApiLevel },
        }),
      ),
    backOfficeInviteStaff: async (_p, { email, roles: list }, ctx) => {
      const r = await ctx.api.call('post', '/v1/backoffice/staff', { body: { email, roles: roles(list) } });
      return { member: staffOf(r.user), emailSent: r.email_sent };
    },
    backOfficeSetStaffRoles: async (_p, { uuid, roles: list }, ctx) =>
      staffOf(
        await ctx.api.call('put', '/v1/backoffice/staff/{uuid}/roles', {
          params: { uuid },
          body: { roles: roles(list) },
        }),
      ),
  },
};

const ONLY_STAFF = 'Le back-office est réservé au personnel interne.';
const ROLE_REFUSED = 'Votre rôle ne permet pas cette action du back-office.';
const ADMIN_ONLY = 'Seul un administrateur gère le personnel interne.';
/** Internal staff acting as themselves (an impersonated caller's me.roles are the customer's). */
const isStaff = rule('platform-staff', { cache: 'contextual' })(async (_p, _a, ctx: GatewayContext) => {
  if (!ctx.accessToken) return notSignedIn();
  const me = (await ctx.me()) as { roles?: string[] } | null;
  if (!me) return notSignedIn();
  return (me.roles ?? []).some((r) => INTERNAL_STAFF.includes(r)) ? true : forbidden(ONLY_STAFF);
});

/** Each field its right (api/PERMISSIONS.md « Back-office », « Internal staff »); the API checks again. */
export const rules: DomainRules = {
  Query: {
    platformStatus: allow,
    backOfficePlatform: and(isStaff, can('backoffice', 'app', 'access', ONLY_STAFF)),
    backOfficeStaff: and(isStaff, can('backoffice', 'staff', 'read', ADMIN_ONLY)),
  },
  Mutation: {
    backOfficeSetMaintenance: and(isStaff, can('backoffice', 'platform', 'maintenance', ROLE_REFUSED)),
    backOfficeSetLogLevel: and(isStaff, can('backoffice', 'platform', 'log_level', ROLE_REFUSED)),
    backOfficeInviteStaff: and(isStaff, can('backoffice', 'staff', 'manage', ADMIN_ONLY)),
    backOfficeSetStaffRoles: and(isStaff, can('backoffice', 'staff', 'manage', ADMIN_ONLY)),
  },
};
