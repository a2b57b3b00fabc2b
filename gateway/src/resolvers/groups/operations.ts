import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { foundOrThrow } from '../users/loaders';
import { checkPage, pageOf } from '../users/page';
import type { GroupDto } from './dto';
import { groupsById } from './loaders';

function fresh(ctx: GatewayContext, group: GroupDto): GroupDto {
  groupsById(ctx.loaders).clear(group.uuid).prime(group.uuid, group);
  return group;
}

export const Query: QueryResolvers = {
  groups: async (_p, { ids, limit, offset }, ctx) => {
    const size = limit ?? 100;
    const from = offset ?? 0;
    checkPage(size, from);
    const loader = groupsById(ctx.loaders);
    // The API answers an account's groups whole (there are few): the page is cut here.
    const all = ids
      ? foundOrThrow(await loader.loadMany(ids))
      : await ctx.api.call('get', '/v1/groups', { query: {} });
    for (const group of all) loader.prime(group.uuid, group);
    return pageOf(all, size, from);
  },

  group: (_p, { uuid }, ctx) => groupsById(ctx.loaders).load(uuid),

  fecAccess: (_p, { fecUuid }, ctx) =>
    ctx.api.call('get', '/v1/fecs/{uuid}/access', { params: { uuid: fecUuid } }),

  fecGroupAccess: (_p, { fecUuid }, ctx) =>
    ctx.api.call('get', '/v1/fecs/{uuid}/access/groups', { params: { uuid: fecUuid } }),
};

export const Mutation: MutationResolvers = {
  createGroup: async (_p, { name, memberUuids }, ctx) =>
    fresh(
      ctx,
      await ctx.api.call('post', '/v1/groups', {
        body: { name, ...(memberUuids ? { user_uuids: memberUuids } : {}) },
      }),
    ),

  renameGroup: async (_p, { uuid, name }, ctx) =>
    fresh(ctx, await ctx.api.call('put', '/v1/groups/{uuid}', { params: { uuid }, body: { name } })),

  deleteGroup: async (_p, { uuid }, ctx) => {
    const r = await ctx.api.call('delete', '/v1/groups/{uuid}', { params: { uuid } });
    groupsById(ctx.loaders).clear(uuid);
    return r.deleted;
  },

  setGroupMembers: async (_p, { uuid, memberUuids }, ctx) =>
    fresh(
      ctx,
      await ctx.api.call('put', '/v1/groups/{uuid}/users', {
        params: { uuid },
        body: { user_uuids: memberUuids },
      }),
    ),

  grantFecAccess: (_p, { fecUuid, entries, confirmInvitation }, ctx) =>
    ctx.api.call('put', '/v1/fecs/{uuid}/access', {
      params: { uuid: fecUuid },
      query: confirmInvitation ? { confirm_invitation: 'true' } : {},
      body: entries.map((e) => ({ email: e.email, write: e.write ?? false })),
    }),

  grantFecGroupAccess: (_p, { fecUuid, entries }, ctx) =>
    ctx.api.call('put', '/v1/fecs/{uuid}/access/groups', {
      params: { uuid: fecUuid },
      body: entries.map((e) => ({ group_uuid: e.groupUuid, write: e.write ?? false })),
    }),

  revokeFecGroupAccess: (_p, { fecUuid, groupUuid }, ctx) =>
    ctx.api.call('delete', '/v1/fecs/{uuid}/access/groups/{group_uuid}', {
      params: { uuid: fecUuid, group_uuid: groupUuid },
    }),

  revokeFecAccess: (_p, { fecUuid, email }, ctx) =>
    ctx.api.call('delete', '/v1/fecs/{uuid}/access/{email}', { params: { uuid: fecUuid, email } }),
};
