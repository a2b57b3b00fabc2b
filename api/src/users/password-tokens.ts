import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';

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

/** A fresh one-time token for the user (earlier ones stop working); only its hash is stored. */
export async function createPasswordToken(
  db: ApiDb,
  userUuid: string,
  accountUuid: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deletePasswordTokens(db, userUuid);
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
