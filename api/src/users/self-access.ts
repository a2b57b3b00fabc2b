import type { Caller } from '../auth/caller';
import { forbidden } from '../http/errors';
import { MSG } from '../http/messages';

/** Internal staff who may correct a user's profile (api/PERMISSIONS.md): the back-office with writes. */
const PROFILE_STAFF = new Set(['Role_Admin', 'Role_CS', 'Role_Ope']);

/**
 * A user's profile and CRM entries belong to that user (and to internal staff acting as themselves): no
 * account administrator edits them, since the same person may belong to other accounts.
 */
export function requireSelfOrStaff(caller: Caller, uuid: string): void {
  if (uuid === caller.user.uuid) return;
  if (!caller.impersonator && caller.internalRoles.some((r) => PROFILE_STAFF.has(r))) return;
  throw forbidden(MSG.userForbidden);
}
