/** Account-level roles (spec §6): a user's role in one account, held by their membership. */
export type AccountRole = 'Role_Owner' | 'Role_Manager' | 'Role_Supervisor' | 'Role_Member';

/** Internal staff roles (spec §6): on the user, whatever the account. */
export type InternalRole =
  | 'Role_Admin'
  | 'Role_CS'
  | 'Role_CSRO'
  | 'Role_Ope'
  | 'Role_OpeRO'
  | 'Role_Market'
  | 'Role_Marketing'
  | 'Role_MarketRO';
