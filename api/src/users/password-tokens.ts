import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';
import type { UserState } from './tables';

/**
 * Whether an invitation mails a link to choose a password: for an address nobody proved yet — an invitee
 * who never chose one, or a pending sign-up (which may be someone else's: the link, sent to the address,
 * lets its owner take it with their own password and accept; issue 34).
 */
export const invitedWithLink = (state: UserState) => state === 'invited' || state === 'pending';

/** Invitation links stay valid a week, like the identity service's temporary passwords. */
export const PASSWORD_TOKEN_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The client page of the invitation link (it posts to api/v1/group/users/password/{token}, spec §7). */
export const passwordLinkUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/group/users/password/${token}`;

/** Every link of the user stops working. */
export async function deletePasswordTokens(db: ApiDb | Transaction<ApiDatabase>, userUuid: string) {
  await db.deleteFrom('password_tokens').where('user_uuid', '=', userUuid).execute();
}

/**
 * The user's links for one invitation (an account's, or staff's when `accountUuid` is null) stop working;
 * other accounts' invitations to the same address keep theirs (issue 34, item 9).
 */
export async function deleteInvitationTokens(
  db: ApiDb | Transaction<ApiDatabase>,
  userUuid: string,
  accountUuid: string | null,
) {
  await db
    .deleteFrom('password_tokens')
    .where('user_uuid', '=', userUuid)
    .where('account_uuid', accountUuid === null ? 'is' : '=', accountUuid)
    .execute();
}

/**
 * A fresh one-time token for the user and this invitation (its earlier links stop working, other
 * accounts' do not); only its hash is stored.
 */
export async function createPasswordToken(
  db: ApiDb,
  userUuid: string,
  accountUuid: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteInvitationTokens(db, userUuid, accountUuid);
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: hashOf(token),
      user_uuid: userUuid,
      account_uuid: accountUuid,
      expires_at: new Date(now.getTime() + PASSWORD_TOKEN_DAYS * 86400_000),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user (and invitation's account) a valid — unused, unexpired — token belongs to. */
export async function passwordTokenUser(db: ApiDb, token: string, now: Date) {
  return db
    .selectFrom('password_tokens')
    .select(['user_uuid', 'account_uuid'])
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used; false when another call used it first. */
export async function usePasswordToken(db: ApiDb, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
