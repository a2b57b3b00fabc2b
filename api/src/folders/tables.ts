import type { Timestamp } from '../db/column-types';

/** A folder of an account; `parent_uuid` null = at the root (the routes' `-1`). */
export interface FoldersTable {
  uuid: string;
  account_uuid: string;
  parent_uuid: string | null;
  name: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface FolderTables {
  folders: FoldersTable;
}
