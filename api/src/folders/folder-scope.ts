import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { countReadableByFolder } from '../fecs/fec-store';
import { accountFolders, type FolderNode } from './folder-store';
import { FolderTree } from './folder-tree';

/**
 * The part of the account's folder tree a caller may see (spec §6). Callers who read every FEC of the
 * account (Owner, Manager, Supervisor, keys with `fecs:read`), import FECs into any folder (keys with
 * `fecs:import`) or shape the tree see the whole tree. Others (a Member) see only the folders that lead to
 * a FEC they may read — in the folder or below it — and so the ancestors of such folders: a folder
 * holding nothing granted to them is never answered, not even its name.
 */
export interface FolderScope {
  tree: FolderTree;
  /** Readable FECs directly in each folder (null key = root). */
  fecCounts: Map<string | null, number>;
  /** Whether the caller sees the folder (false for unknown ones and another account's). */
  sees(uuid: string): boolean;
}

export function seesWholeTree(caller: Caller): boolean {
  const { fec, folder } = caller.can;
  return fec.file.read_all || fec.file.import || folder.tree.create;
}

export async function folderScope(db: ApiDb, caller: Caller): Promise<FolderScope> {
  const [all, fecCounts] = await Promise.all([
    accountFolders(db, caller.account.uuid),
    countReadableByFolder(db, caller),
  ]);
  const full = new FolderTree(all);
  const folders: FolderNode[] = seesWholeTree(caller)
    ? all
    : full.leadingTo([...fecCounts.keys()].filter((k): k is string => k !== null));
  const tree = folders === all ? full : new FolderTree(folders);
  return { tree, fecCounts, sees: (uuid) => tree.get(uuid) !== undefined };
}
