import { byIds, defineLoader } from '../../loaders';
import type { UserDto } from './dto';

/**
 * Users by id for this request: every `User` asked for while resolving one query (group members, a
 * `users(ids)` list, `user(uuid)`) costs one `GET /v1/users?ids=` call. One foreign id makes the API
 * refuse the whole batch (403), so a caller never learns anything about another account's users.
 */
export const usersById = defineLoader<string, UserDto>(
  'users.byId',
  async (api, ids) => byIds(ids, await api.call('get', '/v1/users', { query: { ids: [...ids] } })),
  { maxBatchSize: 500 },
);

/** Values of `loadMany` without the unknown ids; the first error (e.g. 403 of a foreign id) is thrown. */
export function foundOrThrow<T>(results: (T | null | Error)[]): T[] {
  const error = results.find((r): r is Error => r instanceof Error);
  if (error) throw error;
  return results.filter((r): r is T => r !== null && r !== undefined);
}
