import type { Resolvers } from '../../__generated__/resolvers-types';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { FecAccessEntry, FecGroupAccessEntry, Group } from './group';
import { Mutation, Query } from './operations';

/** Resolvers of the groups and access domain (schema/groups.graphql). */
export const resolvers: Resolvers = { Query, Mutation, Group, FecAccessEntry, FecGroupAccessEntry };

/**
 * Reads need a token only (the API checks the group's or FEC's account on each call); writes check the
 * right first (`account.groups.manage`, `fec.access.manage`).
 */
export const rules: DomainRules = {
  Query: {
    groups: isAuthenticated,
    group: isAuthenticated,
    fecAccess: isAuthenticated,
    fecGroupAccess: isAuthenticated,
  },
  Mutation: {
    createGroup: can('account', 'groups', 'manage'),
    renameGroup: can('account', 'groups', 'manage'),
    deleteGroup: can('account', 'groups', 'manage'),
    setGroupMembers: can('account', 'groups', 'manage'),
    grantFecAccess: can('fec', 'access', 'manage'),
    revokeFecAccess: can('fec', 'access', 'manage'),
    grantFecGroupAccess: can('fec', 'access', 'manage'),
    revokeFecGroupAccess: can('fec', 'access', 'manage'),
  },
};
