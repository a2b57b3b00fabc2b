import type { ApiData } from '../../upstream/api-client';

/** `GET v1/folders/{uuid}`: the folder (or the root `-1`) with its path and direct subfolders. */
export type FolderPageDto = ApiData<'/v1/folders/{uuid}', 'get'>;
/** An item of `GET v1/folders` (children of a parent, or a batch by ids): no path, no children. */
export type FolderItemDto = ApiData<'/v1/folders', 'get'>['items'][number];
/** What create / rename / move answer: a folder with its path. */
export type FolderDetailDto = ApiData<'/v1/folders', 'post'>;

/**
 * A Folder as resolvers receive it: any of the API's folder shapes. `path` and `children` are present
 * only when the API answered them (a folder page); resolvers read them there first, else fetch.
 */
export type FolderDto = Omit<FolderItemDto, 'parent_uuid' | 'created_at'> & {
  parent_uuid: string | null;
  created_at: string | null;
  path?: FolderPageDto['path'];
  children?: FolderItemDto[];
};

export type FolderDeletionDto = ApiData<'/v1/folders/{uuid}', 'delete'>;

/** The root folder's uuid in routes and answers. */
export const ROOT = '-1';
