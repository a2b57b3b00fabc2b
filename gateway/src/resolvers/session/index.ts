import type { Resolvers } from '../../__generated__/resolvers-types';
import { allow, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { accountFlowMutations } from './account-flows';
import { impersonationMutations } from './impersonation';
import { signInMutations, signInPayloadResolvers } from './sign-in';
import { liveSessionOf } from './state';

/** Resolvers of the session domain (schema/session.graphql): identity flows, session, impersonation. */
export const resolvers: Resolvers = {
  Query: {
    session: (_parent, _args, ctx) => liveSessionOf(ctx),
  },
  Mutation: {
    ...accountFlowMutations,
    ...signInMutations,
    ...impersonationMutations,
  },
  SignInPayload: signInPayloadResolvers,
};

/**
 * graphql-shield rules of the domain's root fields (anything not listed is denied). The identity flows
 * are public by nature (rate-limited in the resolvers); impersonation checks the caller's own rights in
 * its resolver, before the impersonation cookie could apply.
 */
export const rules: DomainRules = {
  Query: { session: allow },
  Mutation: {
    register: allow,
    confirmCode: allow,
    resendCode: allow,
    signIn: allow,
    completeNewPassword: allow,
    refreshSession: allow,
    signOut: allow,
    forgotPassword: allow,
    resetPassword: allow,
    ssoSignIn: allow,
    ssoLoginSeeAnalysis: allow,
    changePassword: isAuthenticated,
    updateEmail: isAuthenticated,
    confirmEmailChange: isAuthenticated,
    startImpersonation: isAuthenticated,
    leaveImpersonation: allow,
  },
};
