import type { AccountRole, InternalRole } from './roles';
import table from './role-permissions.json';

export type Role = AccountRole | InternalRole;
/** can[area][subarea][action] (spec §3, "Permissions"). */
export type Can = Record<string, Record<string, Record<string, boolean>>>;

export const ACCOUNT_ROLES: readonly AccountRole[] = [
  'Role_Owner',
  'Role_Manager',
  'Role_Supervisor',
  'Role_Member',
];
export const INTERNAL_ROLES: readonly InternalRole[] = [
  'Role_Admin',
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];

const TREE = table.tree as Record<string, Record<string, string[]>>;
const GRANTS = table.roles as Record<Role, string[]>;
const CEILINGS = table.impersonation as unknown as Partial<Record<InternalRole, string[]>>;

function granted(grants: readonly string[], area: string, subarea: string, action: string): boolean {
  return grants.some(
    (g) =>
      g === '*' || g === `${area}.*` || g === `${area}.${subarea}.*` || g === `${area}.${subarea}.${action}`,
  );
}

/** The full map for a set of roles: every known action present, true where some role grants it. */
export function permissionsFor(roles: readonly Role[]): Can {
  const grants = roles.flatMap((r) => GRANTS[r] ?? []);
  const can: Can = {};
  for (const [area, subareas] of Object.entries(TREE)) {
    can[area] = {};
    for (const [subarea, actions] of Object.entries(subareas)) {
      can[area][subarea] = {};
      for (const action of actions) can[area][subarea][action] = granted(grants, area, subarea, action);
    }
  }
  return can;
}

/**
 * The rights of internal staff acting as a user: the target's own rights in their account (so their data
 * scope, never more) capped by what the staff member's roles allow while impersonating (never more than
 * their own role either). A role without a ceiling gets nothing.
 */
export function impersonatedPermissions(targetRole: AccountRole, staffRoles: readonly InternalRole[]): Can {
  const ceiling = staffRoles.flatMap((r) => CEILINGS[r] ?? []);
  const can = permissionsFor([targetRole]);
  for (const [area, subareas] of Object.entries(can)) {
    for (const [subarea, actions] of Object.entries(subareas)) {
      for (const action of Object.keys(actions)) {
        actions[action] = actions[action] && granted(ceiling, area, subarea, action);
      }
    }
  }
  // Staff never pay as a customer, not even Role_Admin: spending is the customer's decision.
  can.paiement.paiementButton.pay = false;
  return can;
}

/** Throws at startup if the table grants something the tree does not know (a typo would deny silently). */
export function checkPermissionTable(): void {
  const ceilings = Object.entries(CEILINGS).filter(([role]) => !role.startsWith('$'));
  for (const [role, grants] of [...Object.entries(GRANTS), ...ceilings]) {
    for (const g of grants) {
      const [area, subarea, action] = g.split('.');
      const ok =
        g === '*' ||
        (area in TREE &&
          (subarea === '*' ||
            (subarea in TREE[area] && (action === '*' || TREE[area][subarea].includes(action)))));
      if (!ok) throw new Error(`role-permissions.json: ${role} grants unknown "${g}"`);
    }
  }
}

/** Rank of account roles, for "may assign this role" checks (nobody assigns above their own rank). */
export const ROLE_RANK: Record<AccountRole, number> = {
  Role_Member: 1,
  Role_Supervisor: 2,
  Role_Manager: 3,
  Role_Owner: 4,
};

/** Internal staff whose `impersonate` header is honoured; the RO roles may only read while doing so. */
export function canImpersonate(roles: readonly InternalRole[]): { allowed: boolean; write: boolean } {
  const can = permissionsFor(roles);
  return { allowed: can.backoffice.users.impersonate, write: can.backoffice.users.impersonate_write };
}
