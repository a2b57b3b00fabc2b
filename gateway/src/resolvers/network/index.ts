import type { Resolvers } from '../../__generated__/resolvers-types';
import { can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { Mutation, Network, NetworkAffiliation, Query } from './network';

/** Resolvers of the network of accounts (schema/billing.graphql: network and its mutations). */
export const resolvers: Resolvers = { Query, Mutation, Network, NetworkAffiliation };

/**
 * Owners and Managers read the network (`account.network.read`); only Owners change it
 * (`account.network.manage`). The API checks whose affiliation it is on each call.
 */
export const rules: DomainRules = {
  Query: {
    network: can('account', 'network', 'read'),
  },
  Mutation: {
    inviteNetworkMember: can('account', 'network', 'manage'),
    acceptNetworkAffiliation: can('account', 'network', 'manage'),
    declineNetworkAffiliation: can('account', 'network', 'manage'),
    endNetworkAffiliation: can('account', 'network', 'manage'),
  },
};
