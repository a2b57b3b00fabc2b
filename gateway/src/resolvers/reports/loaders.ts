import { byIds, defineLoader } from '../../loaders';
import type { ReportDto } from './dto';

/**
 * Reports by uuid: one `GET v1/reports?ids=` per request. Unknown reports, and those the caller may not
 * see (another account's, another Member's), answer null — the API leaves them out rather than refuse.
 */
export const reportById = defineLoader<string, ReportDto>('reportById', async (api, ids) => {
  const { items } = await api.call('get', '/v1/reports', { query: { ids: ids.join(',') } });
  return byIds(ids, items);
});
