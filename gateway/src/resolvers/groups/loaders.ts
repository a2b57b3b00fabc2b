import { byIds, defineLoader } from '../../loaders';
import type { GroupDto } from './dto';

/** Groups by id for this request: one `GET /v1/groups?ids=` call for every group asked for. */
export const groupsById = defineLoader<string, GroupDto>(
  'groups.byId',
  async (api, ids) => byIds(ids, await api.call('get', '/v1/groups', { query: { ids: [...ids] } })),
  { maxBatchSize: 500 },
);
