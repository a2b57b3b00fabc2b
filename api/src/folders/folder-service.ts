import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { readableFecsIn } from '../fecs/fec-store';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import {
  accountFolders,
  childCounts,
  deleteFolders,
  folderByUuid,
  foldersByUuids,
  insertFolder,
  isUniqueViolation,
  lockAccountTree,
  moveFecsOut,
  siblingNamed,
  updateFolder,
  type FolderNode,
} from './folder-store';
import { folderScope, seesWholeTree, type FolderScope } from './folder-scope';
import { FolderTree } from './folder-tree';

/** The root folder in routes and answers (spec §2). */
export const ROOT = '-1';

export type FolderAction = 'read' | 'create' | 'rename' | 'move' | 'delete' | 'download';

export interface FolderView {
  uuid: string;
  name: string;
  parent_uuid: string;
  created_by: string | null;
  created_at: string;
  /** Subfolders directly inside. */
  nb_folders: number;
  /** FECs directly inside that the caller may read. */
  nb_fecs: number;
}

export interface FolderDetail extends FolderView {
  /** From the top-level folder down to the parent. */
  path: { uuid: string; name: string }[];
}

export function requireFolderRight(caller: Caller, action: FolderAction): void {
  if (!caller.can.folder.tree[action]) throw forbidden();
}

/**
 * The folder if the caller may see it: 404 unknown, 403 another account's — or, for a caller who does not
 * read the whole account (a Member), a folder leading to nothing granted to them (its name stays unknown).
 */
export async function requireFolder(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  scope?: FolderScope,
): Promise<FolderNode> {
  const folder = await folderByUuid(db, uuid);
  if (!folder) throw notFound(MSG.folderNotFound);
  if (folder.account_uuid !== caller.account.uuid) throw forbidden(MSG.folderForbidden);
  if (!seesWholeTree(caller) && !(scope ?? (await folderScope(db, caller))).sees(uuid)) {
    throw forbidden(MSG.folderForbidden);
  }
  return folder;
}

/** `-1` → null (the root); a uuid → that folder of the caller's account, or spec §5's missing parent. */
async function resolveParent(db: ApiDb, caller: Caller, ref: string): Promise<string | null> {
  if (ref === ROOT) return null;
  const folder = await folderByUuid(db, ref);
  if (!folder) throw notFound(MSG.folderParentMissing);
  return (await requireFolder(db, caller, folder.uuid)).uuid;
}

/** A folder the FECs may go to: `-1` → null; unknown → 404, another account's or an unseen one → 403. */
export async function resolveFecFolder(
  db: ApiDb,
  caller: Caller,
  ref: string | undefined,
): Promise<string | null> {
  if (ref === undefined || ref === ROOT) return null;
  return (await requireFolder(db, caller, ref)).uuid;
}

/** Views of the folders the caller sees, counting only subfolders they see and FECs they may read. */
function viewer(scope: FolderScope) {
  const subfolders = childCounts(scope.tree.folders);
  const view = (f: FolderNode): FolderView => ({
    uuid: f.uuid,
    name: f.name,
    parent_uuid: f.parent_uuid ?? ROOT,
    created_by: f.created_by,
    created_at: new Date(f.created_at).toISOString(),
    nb_folders: subfolders.get(f.uuid) ?? 0,
    nb_fecs: scope.fecCounts.get(f.uuid) ?? 0,
  });
  return { subfolders, view };
}

export async function listChildren(db: ApiDb, caller: Caller, parentRef: string): Promise<FolderView[]> {
  requireFolderRight(caller, 'read');
  const scope = await folderScope(db, caller);
  const parent = parentRef === ROOT ? null : (await requireFolder(db, caller, parentRef, scope)).uuid;
  return scope.tree.childrenOf(parent).map(viewer(scope).view);
}

/**
 * Batch read: another account's folder among `uuids` → 403 for the whole call, and so is a folder the
 * caller does not see (a Member's folder leading to nothing granted); unknown ones left out.
 */
export async function foldersBatch(db: ApiDb, caller: Caller, uuids: string[]): Promise<FolderView[]> {
  requireFolderRight(caller, 'read');
  const rows = await foldersByUuids(db, uuids);
  if (rows.some((f) => f.account_uuid !== caller.account.uuid)) throw forbidden(MSG.folderForbidden);
  const scope = await folderScope(db, caller);
  if (rows.some((f) => !scope.sees(f.uuid))) throw forbidden(MSG.folderForbidden);
  return rows.map(viewer(scope).view);
}

export async function folderDetail(db: ApiDb, caller: Caller, uuid: string): Promise<FolderDetail> {
  requireFolderRight(caller, 'read');
  const scope = await folderScope(db, caller);
  const folder = await requireFolder(db, caller, uuid, scope);
  return {
    ...viewer(scope).view(folder),
    path: scope.tree.ancestors(uuid).map((f) => ({ uuid: f.uuid, name: f.name })),
  };
}

/** The root's name in answers (it has no row: `-1`). */
export const ROOT_NAME = 'Racine';

export interface FolderWithChildren extends Omit<FolderDetail, 'parent_uuid' | 'created_at'> {
  /** null for the root itself. */
  parent_uuid: string | null;
  created_at: string | null;
  /** Direct subfolders (one read serves a folder page: the gateway's nested query needs no second call). */
  children: FolderView[];
}

/** `GET v1/folders/{uuid}`: a folder (or the root, `-1`) with its path and its direct subfolders. */
export async function folderWithChildren(
  db: ApiDb,
  caller: Caller,
  ref: string,
): Promise<FolderWithChildren> {
  requireFolderRight(caller, 'read');
  const scope = await folderScope(db, caller);
  const folder = ref === ROOT ? null : await requireFolder(db, caller, ref, scope);
  const { subfolders, view } = viewer(scope);
  const children = scope.tree.childrenOf(folder?.uuid ?? null).map(view);
  if (!folder) {
    return {
      uuid: ROOT,
      name: ROOT_NAME,
      parent_uuid: null,
      created_by: null,
      created_at: null,
      nb_folders: subfolders.get(null) ?? 0,
      nb_fecs: scope.fecCounts.get(null) ?? 0,
      path: [],
      children,
    };
  }
  return {
    ...view(folder),
    path: scope.tree.ancestors(folder.uuid).map((f) => ({ uuid: f.uuid, name: f.name })),
    children,
  };
}

/** Top-level folders the caller sees (`users/me`'s `nb_folder`). */
export async function countVisibleRootFolders(db: ApiDb, caller: Caller): Promise<number> {
  return (await folderScope(db, caller)).tree.childrenOf(null).length;
}

/** Runs a tree change in a transaction holding the account's tree lock; duplicate names → 409. */
async function treeChange<T>(db: ApiDb, caller: Caller, change: (trx: ApiDb) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockAccountTree(trx, caller.account.uuid);
      return change(trx as unknown as ApiDb);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.folderDuplicate);
    throw error;
  }
}

export async function createFolder(
  db: ApiDb,
  caller: Caller,
  input: { name: string; parent_uuid: string },
): Promise<FolderDetail> {
  requireFolderRight(caller, 'create');
  const parent = await resolveParent(db, caller, input.parent_uuid);
  const uuid = randomUUID();
  await treeChange(db, caller, async (trx) => {
    if (await siblingNamed(trx, caller.account.uuid, parent, input.name)) throw conflict(MSG.folderDuplicate);
    await insertFolder(trx, {
      uuid,
      account_uuid: caller.account.uuid,
      parent_uuid: parent,
      name: input.name,
      created_by: caller.user.uuid,
    });
  });
  return folderDetail(db, caller, uuid);
}

export async function renameFolder(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  name: string,
): Promise<FolderDetail> {
  requireFolderRight(caller, 'rename');
  const folder = await requireFolder(db, caller, uuid);
  await treeChange(db, caller, async (trx) => {
    if (await siblingNamed(trx, caller.account.uuid, folder.parent_uuid, name, uuid)) {
      throw conflict(MSG.folderDuplicate);
    }
    await updateFolder(trx, uuid, { name });
  });
  return folderDetail(db, caller, uuid);
}

export async function moveFolder(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  parentRef: string,
): Promise<FolderDetail> {
  requireFolderRight(caller, 'move');
  const folder = await requireFolder(db, caller, uuid);
  const parent = await resolveParent(db, caller, parentRef);
  await treeChange(db, caller, async (trx) => {
    // Read the tree under the lock: a concurrent move cannot slip a cycle in between.
    const tree = new FolderTree(await accountFolders(trx, caller.account.uuid));
    if (parent !== null && tree.isSelfOrDescendant(uuid, parent)) throw new ApiError(400, MSG.folderCycle);
    if (await siblingNamed(trx, caller.account.uuid, parent, folder.name, uuid)) {
      throw conflict(MSG.folderDuplicate);
    }
    await updateFolder(trx, uuid, { parent_uuid: parent });
  });
  return folderDetail(db, caller, uuid);
}

/**
 * Deletes a folder and its subfolders. FECs are never deleted with a folder: those of the whole subtree
 * move to the deleted folder's parent (a FEC carries analyses and purchases; deleting one is an
 * explicit `DELETE v1/fecs/{uuid}`), so no stored file is removed here.
 */
export async function deleteFolder(
  db: ApiDb,
  caller: Caller,
  uuid: string,
): Promise<{ deleted: string[]; fecs_moved_to: string }> {
  requireFolderRight(caller, 'delete');
  const folder = await requireFolder(db, caller, uuid);
  const deleted = await treeChange(db, caller, async (trx) => {
    const tree = new FolderTree(await accountFolders(trx, caller.account.uuid));
    const doomed = tree.subtree(uuid).flatMap((n) => (n.uuid ? [n.uuid] : []));
    await moveFecsOut(trx, doomed, folder.parent_uuid);
    await deleteFolders(trx, doomed);
    return doomed;
  });
  return { deleted, fecs_moved_to: folder.parent_uuid ?? ROOT };
}

/** A name usable as one zip path segment (no separators, never `.` or `..`). */
function zipSegment(name: string): string {
  const cleaned = name.replace(/[\\/\0]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

export interface ZipEntry {
  path: string;
  storageKey: string;
  mtime: Date;
}

/**
 * What a folder's zip holds: the FECs the caller may read in the folder and its subfolders, under
 * their original names with subfolders as paths (a repeated name gets " (2)", " (3)"…).
 */
export async function folderZipEntries(
  db: ApiDb,
  caller: Caller,
  ref: string,
): Promise<{ name: string; entries: ZipEntry[] }> {
  requireFolderRight(caller, 'download');
  const scope = await folderScope(db, caller);
  const folder = ref === ROOT ? null : await requireFolder(db, caller, ref, scope);
  const nodes = scope.tree.subtree(folder?.uuid ?? null, zipSegment);
  const pathOf = new Map(nodes.map((n) => [n.uuid, n.path]));
  const fecs = await readableFecsIn(
    db,
    caller,
    nodes.map((n) => n.uuid),
  );
  const used = new Set<string>();
  const entries = fecs.map((fec) => {
    const dir = pathOf.get(fec.folder_uuid) ?? '';
    const safeName = zipSegment(fec.original_name);
    let path = dir ? `${dir}/${safeName}` : safeName;
    for (let n = 2; used.has(path.toLowerCase()); n++) {
      const dot = safeName.lastIndexOf('.');
      const stem = dot > 0 ? safeName.slice(0, dot) : safeName;
      const ext = dot > 0 ? safeName.slice(dot) : '';
      path = `${dir ? `${dir}/` : ''}${stem} (${n})${ext}`;
    }
    used.add(path.toLowerCase());
    return { path, storageKey: fec.storage_key, mtime: new Date(fec.created_at) };
  });
  return { name: folder?.name ?? 'FEC', entries };
}
