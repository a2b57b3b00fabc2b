import type { Resolvers } from '../../__generated__/resolvers-types';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { ROOT, type FolderDto } from './dto';
import { Folder, loadFolderPage } from './folder';
import { folderById } from './loaders';
import { startFolderFecs } from './prefetch';

/** Resolvers of the folders domain (schema/folders.graphql). */
export const resolvers: Resolvers = {
  Query: {
    folder: (_p, { uuid }, ctx, info) => {
      startFolderFecs(ctx, info, uuid);
      return loadFolderPage(ctx, uuid);
    },
    folders: async (_p, { ids }, ctx) => {
      const real = ids.filter((id) => id !== ROOT);
      const found = await folderById(ctx.loaders).loadMany(real);
      const error = found.find((f): f is Error => f instanceof Error);
      // A folder of another account refuses the whole batch (the API's 403, its French message).
      if (error) throw error;
      const byUuid = new Map(found.map((f, i) => [real[i], f as FolderDto | null]));
      return Promise.all(
        ids.map((id) => (id === ROOT ? loadFolderPage(ctx, ROOT) : (byUuid.get(id) ?? null))),
      );
    },
  },
  Mutation: {
    createFolder: (_p, { name, parentUuid }, ctx) =>
      ctx.api.call('post', '/v1/folders', { body: { name, parent_uuid: parentUuid ?? ROOT } }),
    renameFolder: (_p, { uuid, name }, ctx) =>
      ctx.api.call('put', '/v1/folders/{uuid}', { params: { uuid }, body: { name } }),
    moveFolder: (_p, { uuid, parentUuid }, ctx) =>
      ctx.api.call('put', '/v1/folders/{uuid}/move', { params: { uuid }, body: { parent_uuid: parentUuid } }),
    deleteFolder: (_p, { uuid }, ctx) => ctx.api.call('delete', '/v1/folders/{uuid}', { params: { uuid } }),
  },
  Folder,
  FolderDeletion: {
    deleted: (d) => d.deleted,
    fecsMovedTo: (d) => d.fecs_moved_to,
  },
};

/**
 * graphql-shield rules. Reads only need a token: the API checks the folder's account on every call
 * (no extra `users/me`). Tree changes need the matching right of `can.folder.tree`.
 */
export const rules: DomainRules = {
  Query: { folder: isAuthenticated, folders: isAuthenticated },
  Mutation: {
    createFolder: can('folder', 'tree', 'create'),
    renameFolder: can('folder', 'tree', 'rename'),
    moveFolder: can('folder', 'tree', 'move'),
    deleteFolder: can('folder', 'tree', 'delete'),
  },
};
