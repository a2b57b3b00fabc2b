import type { Session } from '../../session/SessionProvider';

/** What the signed-in staff member may do in the back-office (`me.permissions.can.backoffice`). */
export interface BackOfficeRights {
  impersonate: boolean;
  /** Impersonation may write (false: read-only impersonation, Role_CSRO / Role_OpeRO). */
  impersonateWrite: boolean;
  block: boolean;
  resendInvitation: boolean;
  grantCredits: boolean;
}

export function backOfficeRights(session: Pick<Session, 'can'>): BackOfficeRights {
  const can = (subarea: string, action: string) => session.can('backoffice', subarea, action);
  return {
    impersonate: can('users', 'impersonate'),
    impersonateWrite: can('users', 'impersonate_write'),
    block: can('users', 'block'),
    resendInvitation: can('invitations', 'resend'),
    grantCredits: can('credits', 'grant'),
  };
}
