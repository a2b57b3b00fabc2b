import { useApolloClient } from '@apollo/client/react';
import CheckIcon from '@mui/icons-material/Check';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useNavigate } from 'react-router';
import { useMyAccountsQuery, useSwitchAccountMutation } from '../../__generated__/graphql';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { roleLabel } from '../account/utils/roles';
import { PageLoader } from '../../shared/ui/PageLoader';
import { useSession } from '../session/SessionProvider';

/** « Sélectionner un autre compte »: the user's accounts; choosing one reloads everything for it. */
export function AccountSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, loading, error } = useMyAccountsQuery({ skip: !open, fetchPolicy: 'network-only' });
  const [select, selection] = useSwitchAccountMutation();
  const client = useApolloClient();
  const session = useSession();
  const navigate = useNavigate();

  // Every cached list (folders, FECs, analyses) belonged to the previous account: nothing of it is kept.
  const choose = async (accountUuid: string) => {
    await select({ variables: { accountUuid } });
    await client.clearStore();
    await session.reload();
    onClose();
    navigate('/mes-dossiers/-1');
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="account-switcher-title" fullWidth maxWidth="xs">
      <DialogTitle id="account-switcher-title">Sélectionner un autre compte</DialogTitle>
      {loading && !data ? <PageLoader /> : null}
      <ErrorAlert error={error ?? selection.error} />
      {/* Each account an item of the list (a bare button inside <ul> breaks the list's structure). */}
      <List>
        {data?.accounts.items.map((account) => (
          <ListItem key={account.uuid} disablePadding>
            <ListItemButton
              selected={account.current}
              aria-current={account.current ? 'true' : undefined}
              disabled={selection.loading}
              onClick={() => (account.current ? onClose() : void choose(account.uuid).catch(() => undefined))}
            >
              <ListItemIcon>{account.current ? <CheckIcon /> : null}</ListItemIcon>
              <ListItemText primary={account.name} secondary={roleLabel(account.role)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Dialog>
  );
}
