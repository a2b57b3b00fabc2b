import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { AccountRow, UserRow } from '../auth/caller';
import { countRows, json, type ApiDatabase, type ApiDb } from '../db/database';
import type { AccountRole } from '../permissions/roles';
import type { Membership, MembershipStatus } from './tables';

type Db = ApiDb | Transaction<ApiDatabase>;

const MEMBERSHIP_COLUMNS = [
  'memberships.account_uuid',
  'memberships.user_uuid',
  'memberships.role',
  'memberships.status',
  'memberships.blocked_at',
  'memberships.invited_by',
  'memberships.invited_at',
] as const;

/** A membership that gives access: accepted and not blocked. */
function usable(eb: ExpressionBuilder<ApiDatabase, 'memberships'>) {
  return eb.and([eb('memberships.status', '=', 'active'), eb('memberships.blocked_at', 'is', null)]);
}

export function membershipOf(db: Db, accountUuid: string, userUuid: string): Promise<Membership | undefined> {
  return db
    .selectFrom('memberships')
    .select(MEMBERSHIP_COLUMNS)
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
}

/** The user's role in the account when the membership gives access (accepted, not blocked). */
export async function usableRole(
  db: Db,
  accountUuid: string,
  userUuid: string,
): Promise<AccountRole | undefined> {
  const m = await membershipOf(db, accountUuid, userUuid);
  return m && m.status === 'active' && !m.blocked_at ? m.role : undefined;
}

/** Memberships of `userUuids` in the account (pending and blocked ones included), by user. */
export async function membershipsIn(db: Db, accountUuid: string, userUuids: string[]) {
  if (userUuids.length === 0) return new Map<string, Membership>();
  const rows = await db
    .selectFrom('memberships')
    .select(MEMBERSHIP_COLUMNS)
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', 'in', userUuids)
    .execute();
  return new Map<string, Membership>(rows.map((r) => [r.user_uuid, r]));
}

/** The accounts the user may use, in full with their role there, oldest membership first. */
export function accountsOf(db: Db, userUuid: string): Promise<(AccountRow & { role: AccountRole })[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .selectAll('accounts')
    .select('memberships.role')
    .where('memberships.user_uuid', '=', userUuid)
    .where(usable)
    .orderBy('memberships.created_at')
    .execute();
}

/** Whether the user holds memberships that are all blocked (said apart from "no account at all"). */
export async function onlyBlockedMemberships(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db
    .selectFrom('memberships')
    .select(['status', 'blocked_at'])
    .where('user_uuid', '=', userUuid)
    .where('status', '=', 'active')
    .execute();
  return rows.length > 0 && rows.every((r) => r.blocked_at !== null);
}

/** Invitations the user has not answered yet, with who sent them. */
export function pendingInvitationsOf(db: Db, userUuid: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .leftJoin('users as inviter', 'inviter.uuid', 'memberships.invited_by')
    .select([
      'accounts.uuid as account_uuid',
      'accounts.name as account_name',
      'memberships.role',
      'memberships.invited_at',
      'memberships.created_at',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
      'inviter.email as inviter_email',
    ])
    .where('memberships.user_uuid', '=', userUuid)
    .where('memberships.status', '=', 'pending')
    .orderBy('memberships.created_at')
    .execute();
}

export function countMemberships(db: Db, userUuid: string): Promise<number> {
  return countRows(db.selectFrom('memberships').where('user_uuid', '=', userUuid));
}

/** Accepted members of an account (blocked ones included) with their role, in order of arrival. */
export function membersOf(db: Db, accountUuid: string): Promise<(UserRow & { role: AccountRole })[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .selectAll('users')
    .select('memberships.role')
    .where('memberships.account_uuid', '=', accountUuid)
    .where('memberships.status', '=', 'active')
    .orderBy('memberships.created_at')
    .orderBy('users.uuid')
    .execute();
}

/** Every membership of an account, pending ones too (account deletion cleans them all). */
export function allMembershipsOf(db: Db, accountUuid: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .selectAll('users')
    .select(['memberships.role', 'memberships.status'])
    .where('memberships.account_uuid', '=', accountUuid)
    .execute();
}

/** The account's administrators (accepted, not blocked Owners), first promoted first. */
export async function ownersOf(db: Db, accountUuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_uuid')
    .where('account_uuid', '=', accountUuid)
    .where('role', '=', 'Role_Owner')
    .where(usable)
    .orderBy('created_at')
    .orderBy('user_uuid')
    .execute();
  return rows.map((r) => r.user_uuid);
}

export interface NewMembership {
  accountUuid: string;
  userUuid: string;
  role: AccountRole;
  status: MembershipStatus;
  invitedBy?: string | null;
  at?: Date;
}

export async function addMembership(db: Db, m: NewMembership): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      account_uuid: m.accountUuid,
      user_uuid: m.userUuid,
      role: m.role,
      status: m.status,
      blocked_at: null,
      invited_by: m.invitedBy ?? null,
      invited_at: m.status === 'pending' ? (m.at ?? new Date()) : null,
    })
    .execute();
}

/** A pending membership becomes a real one; false when there was none to accept. */
export async function activateMembership(db: Db, accountUuid: string, userUuid: string): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ status: 'active' })
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRole(db: Db, accountUuid: string, userUuid: string, role: AccountRole) {
  await db
    .updateTable('memberships')
    .set({ role })
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .execute();
}

export async function setBlockedAt(db: Db, accountUuid: string, userUuid: string, at: Date | null) {
  await db
    .updateTable('memberships')
    .set({ blocked_at: at })
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .execute();
}

export async function removeMembership(db: Db, accountUuid: string, userUuid: string): Promise<boolean> {
  // Out of the account's groups too: a FEC shared with a group must not reach them again if they come back.
  await db
    .deleteFrom('group_members')
    .where('user_uuid', '=', userUuid)
    .where('group_uuid', 'in', (eb) =>
      eb.selectFrom('groups').select('groups.uuid').where('groups.account_uuid', '=', accountUuid),
    )
    .execute();
  const result = await db
    .deleteFrom('memberships')
    .where('account_uuid', '=', accountUuid)
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The account's users (accepted, blocked and invited), with their membership, a page at a time. */
export function accountUsersPage(db: Db, accountUuid: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .selectAll('users')
    .select(MEMBERSHIP_COLUMNS)
    .where('memberships.account_uuid', '=', accountUuid)
    .orderBy('memberships.created_at')
    .orderBy('users.uuid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function countAccountUsers(db: Db, accountUuid: string): Promise<number> {
  return countRows(db.selectFrom('memberships').where('account_uuid', '=', accountUuid));
}

/**
 * A new account where the user is Owner: what signing up gives, and what a user left without any account
 * gets at their next sign-in (they keep using the product and can accept invitations).
 */
export async function createPersonalAccount(db: Db, userUuid: string, name: string): Promise<string> {
  const accountUuid = randomUUID();
  await db
    .insertInto('accounts')
    .values({
      uuid: accountUuid,
      name,
      network_parent_uuid: null,
      features_in_account: json({ import: { enabled: true, api_only: false } }),
    })
    .execute();
  await addMembership(db, { accountUuid, userUuid, role: 'Role_Owner', status: 'active' });
  return accountUuid;
}

/** Renames an account (a personal one whose pending sign-up was replaced or dropped). */
export async function renameAccount(db: Db, accountUuid: string, name: string): Promise<void> {
  await db.updateTable('accounts').set({ name }).where('uuid', '=', accountUuid).execute();
}

/** FECs stored in the account (anonymous ones not yet attached are not the account's). */
export function countAccountFecs(db: Db, accountUuid: string): Promise<number> {
  return countRows(db.selectFrom('fecs').where('account_uuid', '=', accountUuid));
}

/** Gives `from`'s FECs of the account to `to` (spec §6: a leaving user's files go to the administrator). */
export async function transferFecs(db: Db, accountUuid: string, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('fecs')
    .set({ owner_uuid: to })
    .where('account_uuid', '=', accountUuid)
    .where('owner_uuid', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes an account (its memberships, groups and folders go with it). */
export async function deleteAccount(db: Db, accountUuid: string): Promise<void> {
  await db.deleteFrom('accounts').where('uuid', '=', accountUuid).execute();
}

/** Members of the account among `userUuids`, with their user row (pending and blocked ones included). */
export function membersWithUsers(db: Db, accountUuid: string, userUuids: string[]) {
  if (userUuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .selectAll('users')
    .select(MEMBERSHIP_COLUMNS)
    .where('memberships.account_uuid', '=', accountUuid)
    .where('memberships.user_uuid', 'in', userUuids)
    .execute();
}

/** Which of `userUuids` exist at all (to tell "unknown" from "not yours"). */
export async function existingUsers(db: Db, userUuids: string[]): Promise<Set<string>> {
  if (userUuids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('uuid').where('uuid', 'in', userUuids).execute();
  return new Set(rows.map((r) => r.uuid));
}
