import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';
import type { AffiliationStatus } from './tables';

type Db = ApiDb | Transaction<ApiDatabase>;

/** An affiliation with the names of both accounts (null while the member account is not known). */
export interface AffiliationRow {
  uuid: string;
  head_account_uuid: string;
  head_account_name: string;
  member_account_uuid: string | null;
  member_account_name: string | null;
  invited_email: string;
  status: AffiliationStatus;
  created_at: Date;
  accepted_at: Date | null;
}

function withNames(db: Db) {
  return db
    .selectFrom('network_affiliations as a')
    .innerJoin('accounts as head', 'head.uuid', 'a.head_account_uuid')
    .leftJoin('accounts as member', 'member.uuid', 'a.member_account_uuid')
    .select([
      'a.uuid',
      'a.head_account_uuid',
      'head.name as head_account_name',
      'a.member_account_uuid',
      'member.name as member_account_name',
      'a.invited_email',
      'a.status',
      'a.created_at',
      'a.accepted_at',
    ]);
}

export function affiliationByUuid(db: Db, uuid: string): Promise<AffiliationRow | undefined> {
  return withNames(db).where('a.uuid', '=', uuid).executeTakeFirst();
}

/** The head's members and the invitations it sent, pending or active, oldest first. */
export function membersOf(db: Db, headUuid: string): Promise<AffiliationRow[]> {
  return withNames(db)
    .where('a.head_account_uuid', '=', headUuid)
    .where('a.status', 'in', ['pending', 'active'])
    .orderBy('a.created_at')
    .orderBy('a.uuid')
    .execute();
}

/** The account's active affiliation as a member (at most one: a unique index). */
export function activeHeadOf(db: Db, memberUuid: string): Promise<AffiliationRow | undefined> {
  return withNames(db)
    .where('a.member_account_uuid', '=', memberUuid)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
}

/**
 * Invitations waiting for the account: addressed to it, or to `ownerEmail` (the caller, an Owner of the
 * account) while no account was known for the address.
 */
export function invitationsFor(
  db: Db,
  accountUuid: string,
  ownerEmail: string | null,
): Promise<AffiliationRow[]> {
  return withNames(db)
    .where('a.status', '=', 'pending')
    .where('a.head_account_uuid', '<>', accountUuid)
    .where((eb) =>
      eb.or([
        eb('a.member_account_uuid', '=', accountUuid),
        ...(ownerEmail
          ? [
              eb.and([
                eb('a.member_account_uuid', 'is', null),
                eb(sql<string>`lower(a.invited_email)`, '=', ownerEmail.toLowerCase()),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('a.created_at')
    .orderBy('a.uuid')
    .execute();
}

/** Whether the account heads a network (an active member, or an invitation it sent still pending). */
export async function isHead(db: Db, accountUuid: string, statuses: AffiliationStatus[]): Promise<boolean> {
  const row = await db
    .selectFrom('network_affiliations')
    .select('uuid')
    .where('head_account_uuid', '=', accountUuid)
    .where('status', 'in', statuses)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export function pendingInvitationOf(db: Db, headUuid: string, email: string) {
  return db
    .selectFrom('network_affiliations')
    .select(['uuid', 'member_account_uuid'])
    .where('head_account_uuid', '=', headUuid)
    .where('status', '=', 'pending')
    .where(sql<string>`lower(invited_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The active member whose invitation went to `email`, if any. */
export function activeMemberByEmail(db: Db, headUuid: string, email: string) {
  return db
    .selectFrom('network_affiliations')
    .select('uuid')
    .where('head_account_uuid', '=', headUuid)
    .where('status', '=', 'active')
    .where(sql<string>`lower(invited_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * The accounts `email` administers (accepted, unblocked Owner memberships of a user with that address):
 * the accounts an invitation to that address may affiliate.
 */
export async function accountsOwnedBy(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .select('memberships.account_uuid')
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .where('memberships.role', '=', 'Role_Owner')
    .where('memberships.status', '=', 'active')
    .where('memberships.blocked_at', 'is', null)
    .execute();
  return rows.map((r) => r.account_uuid);
}

export async function insertInvitation(
  db: Db,
  values: { headUuid: string; memberUuid: string | null; email: string; invitedBy: string; at: Date },
): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('network_affiliations')
    .values({
      uuid,
      head_account_uuid: values.headUuid,
      member_account_uuid: values.memberUuid,
      invited_email: values.email.toLowerCase(),
      invited_by: values.invitedBy,
      status: 'pending',
      created_at: values.at,
    })
    .execute();
  return uuid;
}

/** Locks both accounts' rows, in a fixed order, for the rest of the transaction (no crossing joins). */
export async function lockAccounts(trx: Transaction<ApiDatabase>, uuids: string[]): Promise<void> {
  for (const uuid of [...new Set(uuids)].sort()) {
    await trx.selectFrom('accounts').select('uuid').where('uuid', '=', uuid).forUpdate().execute();
  }
}

export async function accountParent(db: Db, accountUuid: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('network_parent_uuid')
    .where('uuid', '=', accountUuid)
    .executeTakeFirst();
  return row ? row.network_parent_uuid : undefined;
}

/** Accepts: the affiliation becomes active for `memberUuid`, whose parent is now the head. */
export async function activate(
  trx: Transaction<ApiDatabase>,
  affiliation: { uuid: string; headUuid: string; memberUuid: string; at: Date },
): Promise<void> {
  await trx
    .updateTable('network_affiliations')
    .set({ status: 'active', member_account_uuid: affiliation.memberUuid, accepted_at: affiliation.at })
    .where('uuid', '=', affiliation.uuid)
    .where('status', '=', 'pending')
    .execute();
  await trx
    .updateTable('accounts')
    .set({ network_parent_uuid: affiliation.headUuid })
    .where('uuid', '=', affiliation.memberUuid)
    .execute();
}

/**
 * Closes an affiliation (declined, or ended) from the status it had; an active one also clears the member's
 * parent. Answers whether the row was still in that status (false: someone else answered first).
 */
export async function close(
  trx: Transaction<ApiDatabase>,
  affiliation: { uuid: string; from: 'pending' | 'active'; to: 'declined' | 'ended'; by: string; at: Date },
  member: { accountUuid: string | null; headUuid: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('network_affiliations')
    .set({ status: affiliation.to, ended_at: affiliation.at, ended_by: affiliation.by })
    .where('uuid', '=', affiliation.uuid)
    .where('status', '=', affiliation.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (affiliation.from === 'active' && member.accountUuid) {
    await trx
      .updateTable('accounts')
      .set({ network_parent_uuid: null })
      .where('uuid', '=', member.accountUuid)
      .where('network_parent_uuid', '=', member.headUuid)
      .execute();
  }
  return true;
}
