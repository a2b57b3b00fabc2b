import { sql, type Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';

type Db = ApiDb | Transaction<ApiDatabase>;

export interface FolderNode {
  uuid: string;
  account_uuid: string;
  parent_uuid: string | null;
  name: string;
  created_by: string | null;
  created_at: Date;
}

/**
 * Every folder of an account. Trees are walked in memory: an account has at most a few thousand small
 * rows, and one query serves ancestors, descendants, cycle checks and zip paths alike.
 */
export async function accountFolders(db: Db, accountUuid: string): Promise<FolderNode[]> {
  return (await db
    .selectFrom('folders')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('name')
    .execute()) as FolderNode[];
}

export async function folderByUuid(db: Db, uuid: string): Promise<FolderNode | undefined> {
  return (await db.selectFrom('folders').selectAll().where('uuid', '=', uuid).executeTakeFirst()) as
    FolderNode | undefined;
}

export async function foldersByUuids(db: Db, uuids: string[]): Promise<FolderNode[]> {
  if (!uuids.length) return [];
  return (await db.selectFrom('folders').selectAll().where('uuid', 'in', uuids).execute()) as FolderNode[];
}

/** Serialises tree changes of one account (moves racing each other could otherwise build a cycle). */
export async function lockAccountTree(trx: Transaction<ApiDatabase>, accountUuid: string): Promise<void> {
  await trx.selectFrom('accounts').select('uuid').where('uuid', '=', accountUuid).forUpdate().execute();
}

/** A sibling with the same name (case-insensitive) under `parent` (null = root), other than `except`. */
export async function siblingNamed(
  db: Db,
  accountUuid: string,
  parent: string | null,
  name: string,
  except?: string,
): Promise<boolean> {
  let q = db
    .selectFrom('folders')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  q = parent === null ? q.where('parent_uuid', 'is', null) : q.where('parent_uuid', '=', parent);
  if (except) q = q.where('uuid', '!=', except);
  return Boolean(await q.executeTakeFirst());
}

export async function insertFolder(db: Db, folder: Omit<FolderNode, 'created_at'>): Promise<void> {
  await db.insertInto('folders').values(folder).execute();
}

export async function updateFolder(
  db: Db,
  uuid: string,
  values: { name?: string; parent_uuid?: string | null },
): Promise<void> {
  await db.updateTable('folders').set(values).where('uuid', '=', uuid).execute();
}

/** Moves the FECs of `folders` to `target` (null = root). */
export async function moveFecsOut(db: Db, folders: string[], target: string | null): Promise<void> {
  if (!folders.length) return;
  await db.updateTable('fecs').set({ folder_uuid: target }).where('folder_uuid', 'in', folders).execute();
}

export async function deleteFolders(db: Db, uuids: string[]): Promise<void> {
  if (uuids.length) await db.deleteFrom('folders').where('uuid', 'in', uuids).execute();
}

/** Subfolder counts per parent (null key = root). */
export function childCounts(folders: FolderNode[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const f of folders) counts.set(f.parent_uuid, (counts.get(f.parent_uuid) ?? 0) + 1);
  return counts;
}

/** PostgreSQL's unique violation (the duplicate-name index caught a race). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
