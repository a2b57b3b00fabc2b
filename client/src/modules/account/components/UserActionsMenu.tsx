import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { AccessUserRowFragment } from '../../../__generated__/graphql';
import type { UserRights } from '../utils/access';

export type UserAction = 'role' | 'block' | 'unblock' | 'remove';

/** The "Actions" menu of one user row: only the actions the signed-in user's rights allow. */
export function UserActionsMenu(props: {
  user: AccessUserRowFragment;
  rights: UserRights;
  onAction: (action: UserAction, user: AccessUserRowFragment) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { user, rights } = props;
  const pick = (action: UserAction) => () => {
    setAnchor(null);
    props.onAction(action, user);
  };
  const menuId = `user-actions-${user.uuid}`;
  return (
    <>
      <Button
        size="small"
        aria-label={`Actions pour ${user.email}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {rights.changeRole ? <MenuItem onClick={pick('role')}>Changer le rôle</MenuItem> : null}
        {rights.block && user.enabled ? (
          <MenuItem onClick={pick('block')}>Bloquer dans ce compte</MenuItem>
        ) : null}
        {rights.block && !user.enabled ? <MenuItem onClick={pick('unblock')}>Débloquer</MenuItem> : null}
        {rights.remove ? (
          <MenuItem onClick={pick('remove')}>
            {user.state === 'INVITED' ? "Annuler l'invitation" : 'Retirer du compte'}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
