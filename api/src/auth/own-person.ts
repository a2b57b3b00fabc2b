import { forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import type { Caller } from './caller';

/**
 * What belongs to the person — their sign-in address, deleting their profile, answering their invitations —
 * is done by them only, never by someone acting as them (impersonation); with `uuid`, on themselves only.
 */
export function requireOwnPerson(caller: Caller, uuid?: string): void {
  if (caller.impersonator) throw forbidden(MSG.selfOnly);
  if (uuid !== undefined && uuid !== caller.user.uuid) throw forbidden(MSG.userForbidden);
}
