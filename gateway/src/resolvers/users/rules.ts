import { rule } from 'graphql-shield';
import { allow, and, can, isAuthenticated, or } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';

/** True unless the call promotes to Owner (false, not an error: `or` then reports the other rule's). */
const notPromotingToOwner = rule('users-not-promoting-owner', { cache: 'strict' })(
  async (_parent, args: { role?: string }) => args.role !== 'ROLE_OWNER',
);

/**
 * Reads only need a token (the API checks each user against the caller's account); writes check the
 * right of me.permissions first so a refusal costs no write call — the API checks it again anyway.
 * Editing a profile or CRM infos stays open to any signed-in user: the API allows one's own only.
 */
export const rules: DomainRules = {
  Query: {
    profileOptions: allow,
    checkEmailSso: allow,
    users: isAuthenticated,
    user: isAuthenticated,
    crmCommonInfos: isAuthenticated,
  },
  Mutation: {
    setPasswordWithToken: allow,
    updateUser: isAuthenticated,
    setCrmCommonInfos: isAuthenticated,
    setCrmCommonInfo: isAuthenticated,
    deleteMyProfile: isAuthenticated,
    // The invitee's own answer: the API checks the invitation is theirs.
    acceptInvitation: isAuthenticated,
    declineInvitation: isAuthenticated,
    inviteUser: can('account', 'users', 'invite'),
    changeUserRole: and(
      can('account', 'users', 'change_role'),
      or(
        notPromotingToOwner,
        can(
          'account',
          'users',
          'promote_owner',
          'Seul un administrateur du compte peut nommer un administrateur.',
        ),
      ),
    ),
    blockUser: can('account', 'users', 'block'),
    unblockUser: can('account', 'users', 'block'),
    removeUser: can('account', 'users', 'delete'),
  },
};
