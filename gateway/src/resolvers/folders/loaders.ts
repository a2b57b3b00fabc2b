import { byIds, defineLoader } from '../../loaders';
import type { FolderDto, FolderItemDto, FolderPageDto } from './dto';

/** Folders by uuid: one `GET v1/folders?ids=` for every folder asked for while resolving a request. */
export const folderById = defineLoader<string, FolderDto>('folderById', async (api, ids) => {
  const { items } = await api.call('get', '/v1/folders', { query: { ids: ids.join(',') } });
  return byIds(ids, items as FolderItemDto[]);
});

/**
 * Folder pages (`GET v1/folders/{uuid}`: path and direct subfolders; `-1` the root). The API has no batch
 * form: each distinct folder costs one call, made once per request.
 */
export const folderPage = defineLoader<string, FolderPageDto>('folderPage', async (api, ids) =>
  Promise.all(
    ids.map((uuid) =>
      api.call('get', '/v1/folders/{uuid}', { params: { uuid } }).catch((error: Error) => error),
    ),
  ),
);
