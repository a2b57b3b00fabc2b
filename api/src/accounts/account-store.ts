import { sql, type Transaction } from 'kysely';
import type { AccountRole, FeaturesInAccount } from './tables';
import type { AccountRow, UserRow } from '../auth/caller';
import { countRows, json, type ApiDatabase, type ApiDb } from '../db/database';

type Db = ApiDb | Transaction<ApiDatabase>;

export function accountByUuid(db: Db, uuid: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function membership(
  db: Db,
  accountUuid: string,
  userUuid: string,
): Promise<AccountRole | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select('role')
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return row?.role;
}

/** The user's memberships, oldest first. */
export function membershipsOf(db: Db, userUuid: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .select(['accounts.uuid', 'accounts.name', 'memberships.role'])
    .where('memberships.user_uuid', '=', userUuid)
    .orderBy('memberships.created_at')
    .execute();
}

/** The user's accounts in full with their role there, oldest membership first. */
export function accountsOf(db: Db, userUuid: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .selectAll('accounts')
    .select('memberships.role')
    .where('memberships.user_uuid', '=', userUuid)
    .orderBy('memberships.created_at')
    .execute();
}

export function countMemberships(db: Db, userUuid: string): Promise<number> {
  return countRows(db.selectFrom('memberships').where('user_uuid', '=', userUuid));
}

/** Members of an account with their role, in order of arrival. */
export function membersOf(db: Db, accountUuid: string): Promise<(UserRow & { role: AccountRole })[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .selectAll('users')
    .select('memberships.role')
    .where('memberships.account_uuid', '=', accountUuid)
    .orderBy('memberships.created_at')
    .orderBy('users.uuid')
    .execute();
}

/** The account's administrators (Owners), first promoted first. */
export async function ownersOf(db: Db, accountUuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_uuid')
    .where('account_uuid', '=', accountUuid)
    .where('role', '=', 'Role_Owner')
    .orderBy('created_at')
    .orderBy('user_uuid')
    .execute();
  return rows.map((r) => r.user_uuid);
}

export async function addMembership(db: Db, accountUuid: string, userUuid: string, role: AccountRole) {
  await db
    .insertInto('memberships')
    .values({ account_uuid: accountUuid, user_uuid: userUuid, role })
    .execute();
}

export async function setRole(db: Db, accountUuid: string, userUuid: string, role: AccountRole) {
  await db
    .updateTable('memberships')
    .set({ role })
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .execute();
}

export async function removeMembership(db: Db, accountUuid: string, userUuid: string) {
  await db
    .deleteFrom('memberships')
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .execute();
}

/** FECs stored in the account (anonymous ones not yet attached are not the account's). */
export function countAccountFecs(db: Db, accountUuid: string): Promise<number> {
  return countRows(db.selectFrom('fecs').where('account_uuid', '=', accountUuid));
}

/** Gives `from`'s FECs of the account to `to` (spec §6: a deleted user's files go to the administrator). */
export async function transferFecs(db: Db, accountUuid: string, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('fecs')
    .set({ owner_uuid: to })
    .where('account_uuid', '=', accountUuid)
    .where('owner_uuid', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateAccount(
  db: Db,
  uuid: string,
  changes: { name?: string; features_in_account?: FeaturesInAccount },
): Promise<void> {
  const set: { name?: string; features_in_account?: string } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.features_in_account !== undefined) set.features_in_account = json(changes.features_in_account);
  if (Object.keys(set).length === 0) return;
  await db.updateTable('accounts').set(set).where('uuid', '=', uuid).execute();
}

export async function deleteAccountRow(db: Db, uuid: string): Promise<void> {
  await db.deleteFrom('accounts').where('uuid', '=', uuid).execute();
}

/** Whether some account declares single sign-on for this email domain (features_in_account.sso). */
export async function ssoDomainExists(db: Db, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('uuid')
    .where(sql<boolean>`features_in_account @> ${json({ sso: { domains: [domain] } })}::jsonb`)
    .where(sql<boolean>`coalesce(features_in_account->'sso'->>'enabled', 'true') <> 'false'`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
