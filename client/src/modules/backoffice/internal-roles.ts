/** Internal staff roles (spec §6) as staff read them: never the raw codes. */
export const INTERNAL_ROLE_LABELS: Record<string, string> = {
  Role_Admin: 'Administrateur',
  Role_CS: 'Service client',
  Role_CSRO: 'Service client (lecture seule)',
  Role_Ope: 'Exploitation',
  Role_OpeRO: 'Exploitation (lecture seule)',
  Role_Market: 'Commercial',
  Role_Marketing: 'Marketing',
  Role_MarketRO: 'Marketing (lecture seule)',
};

export const INTERNAL_ROLE_CODES = Object.keys(INTERNAL_ROLE_LABELS);

export const internalRoleLabel = (code: string) => INTERNAL_ROLE_LABELS[code] ?? 'Rôle inconnu';
