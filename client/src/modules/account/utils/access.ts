import type { AccessUserRowFragment } from '../../../__generated__/graphql';
import type { Session } from '../../session/SessionProvider';

/** What the signed-in user may do on a row of the users table (spec §6, `account.users.*`). */
export interface UserRights {
  changeRole: boolean;
  block: boolean;
  remove: boolean;
}

export function userRightsOn(session: Session, user: AccessUserRowFragment): UserRights {
  // Nobody acts on themselves here (deleting one's own profile is in the advanced settings), and only
  // someone who may promote administrators touches one.
  if (user.uuid === session.me?.uuid) return { changeRole: false, block: false, remove: false };
  const onOwner = user.role === 'ROLE_OWNER' && !session.can('account', 'users', 'promote_owner');
  if (onOwner) return { changeRole: false, block: false, remove: false };
  // An invitation not yet accepted can be cancelled or its proposed role changed, never blocked.
  return {
    changeRole: session.can('account', 'users', 'change_role'),
    block: user.state !== 'INVITED' && session.can('account', 'users', 'block'),
    remove: session.can('account', 'users', 'delete'),
  };
}

export const hasAnyRight = (r: UserRights) => r.changeRole || r.block || r.remove;
