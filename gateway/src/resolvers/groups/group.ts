import type {
  FecAccessEntryResolvers,
  FecGroupAccessEntryResolvers,
  GroupResolvers,
} from '../../__generated__/resolvers-types';
import { roleFromApi } from '../users/codes';
import { foundOrThrow, usersById } from '../users/loaders';

export const Group: GroupResolvers = {
  memberUuids: (g) => g.user_uuids,
  // Through the users loader: the members of every group of the answer cost one call together.
  members: async (g, _a, ctx) => foundOrThrow(await usersById(ctx.loaders).loadMany(g.user_uuids)),
  createdAt: (g) => g.created_at,
};

export const FecAccessEntry: FecAccessEntryResolvers = {
  firstName: (e) => e.first_name,
  lastName: (e) => e.last_name,
  type: (e) => (e.type === 'user' ? 'USER' : 'INVITATION'),
  role: (e) => roleFromApi(e.role),
};

export const FecGroupAccessEntry: FecGroupAccessEntryResolvers = {
  groupUuid: (e) => e.group_uuid,
  memberCount: (e) => e.member_count,
};
