import { byIds, defineLoader } from '../../loaders';
import type { FecDto } from './dto';

/**
 * FECs by uuid: one `GET v1/fecs?ids=` per request for every FEC asked for. Unknown uuids answer null;
 * a FEC the caller may not read makes the API refuse the whole batch (403, its French message).
 */
export const fecById = defineLoader<string, FecDto>('fecById', async (api, ids) => {
  const { items } = await api.call('get', '/v1/fecs', { query: { ids: ids.join(',') } });
  return byIds(ids, items);
});
