import type {
  MutationResolvers,
  NetworkAffiliationResolvers,
  NetworkResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  network: (_p, _a, ctx) => ctx.api.call('get', '/v1/network'),
};

export const Mutation: MutationResolvers = {
  inviteNetworkMember: (_p, { email }, ctx) =>
    ctx.api.call('post', '/v1/network/members', { body: { email } }),

  acceptNetworkAffiliation: (_p, { uuid }, ctx) =>
    ctx.api.call('post', '/v1/network/affiliations/{uuid}/accept', { params: { uuid } }),

  declineNetworkAffiliation: (_p, { uuid }, ctx) =>
    ctx.api.call('post', '/v1/network/affiliations/{uuid}/decline', { params: { uuid } }),

  endNetworkAffiliation: (_p, { uuid }, ctx) =>
    ctx.api.call('delete', '/v1/network/affiliations/{uuid}', { params: { uuid } }),
};

export const Network: NetworkResolvers = {
  role: (n) => (n.role === 'head' ? 'HEAD' : n.role === 'member' ? 'MEMBER' : 'NONE'),
  withoutImportCredits: (n) => n.without_import_credits,
};

export const NetworkAffiliation: NetworkAffiliationResolvers = {
  status: (a) => (a.status === 'active' ? 'ACTIVE' : 'PENDING'),
  accountName: (a) => a.account_name,
  createdAt: (a) => a.created_at,
  acceptedAt: (a) => a.accepted_at,
};
