import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { UserRow } from '../auth/caller';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import { createPersonalAccount, renameAccount } from '../memberships/membership-store';
import type { UserProfile, UserState } from './tables';

export function userBySub(db: ApiDb | Transaction<ApiDatabase>, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirst();
}

export function userByUuid(db: ApiDb | Transaction<ApiDatabase>, uuid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export function userByEmail(
  db: ApiDb | Transaction<ApiDatabase>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export interface NewUser {
  sub: string;
  email: string;
  state: UserState;
  first_name?: string | null;
  last_name?: string | null;
}

/** Inserts a user (in `trx`) and returns it. */
export async function insertUser(
  trx: Transaction<ApiDatabase> | ApiDb,
  user: NewUser,
  currentAccount: string | null,
): Promise<UserRow> {
  return trx
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      sub: user.sub,
      email: user.email.toLowerCase(),
      first_name: user.first_name ?? null,
      last_name: user.last_name ?? null,
      profile: json({}),
      state: user.state,
      internal_roles: json([]),
      current_account_uuid: currentAccount,
      crm_common_infos: json([]),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A user and their own account, where they are Owner: what signing up creates (also done at the first
 * authenticated call of someone the API has not met, e.g. a pool user created elsewhere).
 */
export async function createUserWithAccount(
  db: ApiDb,
  user: NewUser,
  accountName?: string,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, user, null);
    const accountUuid = await createPersonalAccount(trx, row.uuid, accountName ?? defaultAccountName(user));
    await trx
      .updateTable('users')
      .set({ current_account_uuid: accountUuid })
      .where('uuid', '=', row.uuid)
      .execute();
    return { ...row, current_account_uuid: accountUuid };
  });
}

/** The name of a personal account: the person's name, else their address. */
export function defaultAccountName(user: Pick<NewUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email;
}

/** Identity pool status → the product's user state (spec §4). */
export function stateFromIdentity(status: string, enabled: boolean): UserState {
  if (!enabled) return 'blocked';
  if (status === 'UNCONFIRMED') return 'pending';
  if (status === 'FORCE_CHANGE_PASSWORD') return 'invited';
  return 'registered';
}

type Db = ApiDb | Transaction<ApiDatabase>;

export function usersByUuids(db: Db, uuids: string[]): Promise<UserRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('uuid', 'in', uuids).execute();
}

export interface UserChanges {
  /** The identity service's user (a stub of an invitation replaced by a real sign-up). */
  sub?: string;
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  profile?: UserProfile;
  state?: UserState;
  current_account_uuid?: string | null;
  crm_common_infos?: unknown[];
}

export async function updateUser(db: Db, uuid: string, changes: UserChanges): Promise<void> {
  const { profile, crm_common_infos, email, ...rest } = changes;
  const set = {
    ...rest,
    ...(email !== undefined ? { email: email.toLowerCase() } : {}),
    ...(profile !== undefined ? { profile: json(profile) } : {}),
    ...(crm_common_infos !== undefined ? { crm_common_infos: json(crm_common_infos) } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('uuid', '=', uuid).execute();
}

/**
 * A pending sign-up proven by someone who may not have made it — a re-sent code, a reset code or an
 * invitation link proves the address, not who typed the sign-up: the person is registered, and what the
 * sign-up typed (names, profile, the name of the account it created, which nobody could use yet) is
 * dropped, since it may be a squatter's (issue 34). They fill their names in again (spec §5's alert).
 */
export async function registerUnprovenSignUp(db: ApiDb, user: UserRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.uuid, { state: 'registered', first_name: null, last_name: null, profile: {} });
    if (user.current_account_uuid) await renameAccount(trx, user.current_account_uuid, user.email);
  });
}

export async function deleteUserRow(db: Db, uuid: string): Promise<void> {
  await db.deleteFrom('users').where('uuid', '=', uuid).execute();
}

/** PostgreSQL's unique_violation (both drivers report the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
