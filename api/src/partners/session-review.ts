import type { SessionsEnded } from '../auth/sessions-ended';
import type { HeirTransfer } from '../memberships/heir-transfer';
import { flagKeysOfEndedSessions, revokeKeysOfMember } from './partner-store';

/**
 * How far back a key made from an ended session is put up for review: a sign-in lives at most as long as its
 * refresh token (30 days on the product's pools), so a key older than that was not made by a session the cut
 * just ended.
 */
export const REVIEW_WINDOW_MS = 30 * 24 * 3600_000;

/**
 * Every session of a person was cut (auth/sessions-ended.ts): the partner keys they made from one of those
 * sessions could be an intruder's, kept after the intruder lost the session. They become « à vérifier » and
 * the account's owners decide (keep or revoke). After a password reset — the case of a stolen password —
 * they are also suspended until kept, so an intruder's key stops at once; after a password change or a
 * « déconnexion partout » (the person is at the keyboard, possibly just tidying up) they keep working and are
 * only listed, rather than cutting a partner's integration off unasked.
 */
export const partnersSessionsEnded: SessionsEnded = (db, cut) =>
  flagKeysOfEndedSessions(db, {
    userUuid: cut.userUuid,
    // Token times are whole seconds: as the revocation list, a sign-in in the cut's very second is kept.
    signedInBefore: new Date(Math.floor(cut.before.getTime() / 1000) * 1000),
    createdSince: new Date(cut.now.getTime() - REVIEW_WINDOW_MS),
    reason: cut.reason,
    suspend: cut.reason === 'password_reset',
    now: cut.now,
  });

/**
 * A member leaves an account (removed, or deletes their profile): the keys they made there are revoked for
 * good, so that inviting the same person again does not bring them back (issue 34, item 8). Blocking does not
 * revoke: a blocked member's keys are refused while the block lasts (auth/api-key-auth.ts) and unblocking
 * is meant to restore the member as they were.
 */
export const partnersHeirTransfer: HeirTransfer = (trx, accountUuid, from) =>
  revokeKeysOfMember(trx, accountUuid, from, new Date());
