/**
 * The back-office's tabs (`/back-office/…`), in their order. One entry per tab: its French label, its
 * path, and the right (`backoffice.<subarea>.<action>`) a staff member needs to see it, if any.
 */
export interface BackOfficeTab {
  label: string;
  path: string;
  right?: readonly [subarea: string, action: string];
}

export const BACK_OFFICE_TABS: BackOfficeTab[] = [
  { label: 'Comptes', path: '/back-office/comptes', right: ['accounts', 'read'] },
  { label: 'Utilisateurs', path: '/back-office/utilisateurs', right: ['users', 'read'] },
  // Every staff member reads the platform's settings; changing them takes its own rights.
  { label: 'Plateforme', path: '/back-office/plateforme' },
  { label: 'Personnel interne', path: '/back-office/personnel', right: ['staff', 'read'] },
];
