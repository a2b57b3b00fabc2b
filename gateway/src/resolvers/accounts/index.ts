import type { Resolvers } from '../../__generated__/resolvers-types';
import { allow, can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { accountMutations, accountQueries, accountResolvers } from './accounts';
import { meResolvers, resolveMe } from './me';

/** Resolvers of the accounts domain (schema/accounts.graphql): me and accounts. */
export const resolvers: Resolvers = {
  Query: {
    me: (_parent, args, ctx, info) => resolveMe(ctx, args, info),
    ...accountQueries,
  },
  Mutation: accountMutations,
  Account: accountResolvers,
  ...meResolvers,
};

/** graphql-shield rules of the domain's root fields (anything not listed is denied). */
export const rules: DomainRules = {
  Query: {
    // Signed out, `me` is null (the UI's guard reads it), not an error.
    me: allow,
    // Reads: the API checks the caller on every call, so no extra users/me here.
    accounts: isAuthenticated,
    currentAccount: isAuthenticated,
  },
  Mutation: {
    // Any user may switch between their own accounts; the API refuses an account they are not in.
    switchAccount: isAuthenticated,
    updateAccount: can('account', 'settings', 'edit'),
    deleteAccount: can('account', 'account', 'delete'),
  },
};
