import type { InternalRole } from '../permissions/roles';

/** Internal roles as people read them (emails, messages): never the raw codes. */
export const INTERNAL_ROLE_LABELS: Record<InternalRole, string> = {
  Role_Admin: 'Administrateur',
  Role_CS: 'Service client',
  Role_CSRO: 'Service client (lecture seule)',
  Role_Ope: 'Exploitation',
  Role_OpeRO: 'Exploitation (lecture seule)',
  Role_Market: 'Commercial',
  Role_Marketing: 'Marketing',
  Role_MarketRO: 'Marketing (lecture seule)',
};

export const rolesInFrench = (roles: readonly InternalRole[]) =>
  roles.map((r) => INTERNAL_ROLE_LABELS[r]).join(', ');
