/** `can[area][subarea][action]` from `me.permissions.can` (spec §3): false unless granted. */
export type Can = Record<string, Record<string, Record<string, boolean>>>;

export function canDo(can: unknown, area: string, subarea: string, action: string): boolean {
  const tree = can as Can | null | undefined;
  return tree?.[area]?.[subarea]?.[action] === true;
}

/** Internal staff roles (spec §6) that see the back-office entry. */
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

export const isInternalStaff = (roles: readonly string[]) => roles.some((r) => INTERNAL_STAFF.includes(r));
