import type { FolderResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { folderFecPage } from '../fecs/list';
import { ROOT, type FolderDto, type FolderPageDto } from './dto';
import { folderById, folderPage } from './loaders';

/** A folder page (path + children), primed into the by-id loader so later lookups cost nothing. */
export async function loadFolderPage(ctx: GatewayContext, uuid: string): Promise<FolderPageDto | null> {
  const page = await folderPage(ctx.loaders).load(uuid);
  if (page) {
    primeFolders(ctx, page.children);
    // Its FECs' `folder` then costs nothing either.
    if (page.uuid !== ROOT) primeFolders(ctx, [page]);
  }
  return page;
}

export function primeFolders(ctx: GatewayContext, folders: readonly FolderDto[]): void {
  const loader = folderById(ctx.loaders);
  for (const f of folders) loader.prime(f.uuid, f);
}

/** A folder by uuid, the root (`-1`) included. */
export async function loadFolder(ctx: GatewayContext, uuid: string): Promise<FolderDto | null> {
  if (uuid === ROOT) return loadFolderPage(ctx, ROOT);
  return folderById(ctx.loaders).load(uuid);
}

/**
 * Folder fields. `children` and `path` come with `folder(uuid)`'s single call; for folders reached
 * otherwise they cost one `GET v1/folders/{uuid}` per folder (cached per request).
 */
export const Folder: FolderResolvers = {
  uuid: (f) => f.uuid,
  name: (f) => f.name,
  parentUuid: (f) => f.parent_uuid,
  parent: (f, _args, ctx) => (f.parent_uuid === null ? null : loadFolder(ctx, f.parent_uuid)),
  createdBy: (f) => f.created_by,
  createdAt: (f) => f.created_at,
  path: async (f, _args, ctx) => f.path ?? (await loadFolderPage(ctx, f.uuid))?.path ?? [],
  children: async (f, _args, ctx) => f.children ?? (await loadFolderPage(ctx, f.uuid))?.children ?? [],
  fecs: (f, args, ctx) => folderFecPage(ctx, f.uuid, args),
  nbFolders: (f) => f.nb_folders,
  nbFecs: (f) => f.nb_fecs,
  downloadUrl: (f) => `/download/folders/${encodeURIComponent(f.uuid)}`,
};
