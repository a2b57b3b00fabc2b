import type { UserRole, UserState } from '../../../__generated__/graphql';

/** French names of the account roles (the API's `available_roles` labels, spec §6). */
export const ROLE_LABELS: Record<UserRole, string> = {
  ROLE_OWNER: 'Administrateur',
  ROLE_MANAGER: 'Manager',
  ROLE_SUPERVISOR: 'Superviseur',
  ROLE_MEMBER: 'Membre',
};

export const roleLabel = (role: UserRole | null | undefined) => (role ? ROLE_LABELS[role] : '—');

/** User states of spec §4 (INVITED: the invitation is not accepted yet, issue 10). */
export const STATE_LABELS: Record<UserState, string> = {
  INVITED: 'Invitation envoyée',
  PENDING: 'En attente de validation',
  REGISTERED: 'Inscrit',
  BLOCKED: 'Bloqué',
};

export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter((s) => s && s.trim()).join(' ');
}
