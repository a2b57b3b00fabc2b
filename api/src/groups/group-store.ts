import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';

type Db = ApiDb | Transaction<ApiDatabase>;

export function groupsByUuids(db: Db, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('groups').selectAll().where('uuid', 'in', uuids).execute();
}

export function groupsOfAccount(db: Db, accountUuid: string) {
  return db
    .selectFrom('groups')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('uuid')
    .execute();
}

export async function groupByName(db: Db, accountUuid: string, name: string) {
  return db
    .selectFrom('groups')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** Members of each group, by group. */
export async function membersByGroup(db: Db, groupUuids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(groupUuids.map((g) => [g, []]));
  if (groupUuids.length === 0) return out;
  const rows = await db
    .selectFrom('group_members')
    .select(['group_uuid', 'user_uuid'])
    .where('group_uuid', 'in', groupUuids)
    .orderBy('user_uuid')
    .execute();
  for (const r of rows) out.get(r.group_uuid)?.push(r.user_uuid);
  return out;
}

export async function insertGroup(db: Db, accountUuid: string, name: string): Promise<string> {
  const uuid = randomUUID();
  await db.insertInto('groups').values({ uuid, account_uuid: accountUuid, name }).execute();
  return uuid;
}

export async function renameGroup(db: Db, uuid: string, name: string): Promise<void> {
  await db.updateTable('groups').set({ name }).where('uuid', '=', uuid).execute();
}

export async function deleteGroup(db: Db, uuid: string): Promise<void> {
  await db.deleteFrom('groups').where('uuid', '=', uuid).execute();
}

export async function setMembers(db: Db, groupUuid: string, userUuids: string[]): Promise<void> {
  await db.deleteFrom('group_members').where('group_uuid', '=', groupUuid).execute();
  if (userUuids.length === 0) return;
  await db
    .insertInto('group_members')
    .values(userUuids.map((user_uuid) => ({ group_uuid: groupUuid, user_uuid })))
    .execute();
}
