import { rule } from 'graphql-shield';
import type { GatewayContext } from '../context';
import { forbidden, notSignedIn } from '../errors';

/** Internal staff roles (spec §6): back-office, and introspection in production. */
export const INTERNAL_STAFF = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];

type Can = Record<string, Record<string, Record<string, boolean>>>;

/** A token is present (the API verifies it and every object on each call). */
export const isAuthenticated = rule({ cache: 'contextual' })(async (_parent, _args, ctx: GatewayContext) =>
  ctx.accessToken ? true : notSignedIn(),
);

const canRule = (name: string, area: string, subarea: string, action: string, message?: string) =>
  rule(name, { cache: 'contextual' })(async (_parent, _args, ctx: GatewayContext) => {
    if (!ctx.accessToken) return notSignedIn();
    const me = (await ctx.me()) as { permissions?: { can?: Can } } | null;
    if (!me) return notSignedIn();
    return me.permissions?.can?.[area]?.[subarea]?.[action] === true ? true : forbidden(message);
  });

const canRules = new Map<string, ReturnType<typeof canRule>>();

/**
 * A right of the permission map me.permissions.can[area][subarea][action] (computed by the API). One rule
 * instance per right and message: graphql-shield refuses two different rules under one name.
 */
export function can(area: string, subarea: string, action: string, message?: string) {
  const key = `can-${area}-${subarea}-${action}${message ? `-${message}` : ''}`;
  let existing = canRules.get(key);
  if (!existing) {
    existing = canRule(key, area, subarea, action, message);
    canRules.set(key, existing);
  }
  return existing;
}

/** Internal staff (support, operations, marketing, administrators). */
export const isInternalStaff = rule({ cache: 'contextual' })(async (_parent, _args, ctx: GatewayContext) => {
  if (!ctx.accessToken) return notSignedIn();
  const me = (await ctx.me()) as { roles?: string[] } | null;
  if (!me) return notSignedIn();
  return (me.roles ?? []).some((r) => INTERNAL_STAFF.includes(r)) ? true : forbidden();
});

export { allow, deny, and, or, not } from 'graphql-shield';
