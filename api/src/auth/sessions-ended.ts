import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { userBySub } from '../users/user-store';

/** Why every session of a person was cut. */
export type SessionCutReason = 'password_reset' | 'password_change' | 'signed_out_everywhere';

export interface SessionCut {
  userUuid: string;
  /** Sessions signed in before this were ended (the revocation list's cut-off). */
  before: Date;
  reason: SessionCutReason;
  now: Date;
}

/**
 * What business domains do when every session of a person is cut (partner keys made from a session now
 * ended are put up for review: partners/session-review.ts). Wired in start.ts and the tests' harness, so
 * auth/ never imports them — as memberships/heir-transfer.ts does for departures.
 */
export interface SessionsEnded {
  (db: ApiDb, cut: SessionCut): Promise<unknown>;
}

/**
 * Ends every session of `sub` opened until now, for every API process (the revocation list: within
 * `API_REVOCATION_REFRESH_MS` in the others), then lets the business domains react. The identity service's
 * own sign-ins are the caller's business (GlobalSignOut, AdminUserGlobalSignOut, or ConfirmForgotPassword).
 */
export async function endEverySession(
  deps: Pick<ApiDeps, 'db' | 'revocations' | 'sessionsEnded' | 'now'>,
  sub: string,
  reason: SessionCutReason,
): Promise<{ before: Date }> {
  const { before } = await deps.revocations.revokeEverywhere(sub);
  const user = await userBySub(deps.db, sub);
  if (user) {
    const cut = { userUuid: user.uuid, before, reason, now: deps.now() };
    for (const react of deps.sessionsEnded ?? []) await react(deps.db, cut);
  }
  return { before };
}
