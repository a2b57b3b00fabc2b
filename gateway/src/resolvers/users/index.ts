import type { Resolvers } from '../../__generated__/resolvers-types';
import { Mutation } from './mutations';
import { Query } from './queries';
import { User } from './user';

/** Resolvers of the users domain (schema/users.graphql). */
export const resolvers: Resolvers = { Query, Mutation, User };

export { rules } from './rules';
