import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  useAccessPageBlockUserMutation,
  useAccessPageRemoveUserMutation,
  useAccessPageRolesQuery,
  useAccessPageUnblockUserMutation,
  useAccessPageUsersQuery,
  type AccessUserRowFragment,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { hasAnyRight, userRightsOn } from '../utils/access';
import { fullName, roleLabel, STATE_LABELS } from '../utils/roles';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { UserActionsMenu, type UserAction } from './UserActionsMenu';

const BASE = '/mon-compte/acces/utilisateurs';

function StateChip({ user }: { user: AccessUserRowFragment }) {
  const state = user.enabled ? user.state : 'BLOCKED';
  const color = state === 'REGISTERED' ? 'success' : state === 'BLOCKED' ? 'error' : 'default';
  return <Chip size="small" label={STATE_LABELS[state]} color={color} variant="outlined" />;
}

/** /mon-compte/acces/utilisateurs[/inviter]: the account's users and what one may do with them (spec §6). */
export function UsersTab() {
  const session = useSession();
  const navigate = useNavigate();
  const { action } = useParams();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const users = useAccessPageUsersQuery({
    variables: { limit: pagination.pageSize, offset: pagination.page * pagination.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const canInvite = session.can('account', 'users', 'invite');
  const roles = useAccessPageRolesQuery({
    skip: !canInvite && !session.can('account', 'users', 'change_role'),
  }).data?.me?.availableRoles;
  const [block, blockState] = useAccessPageBlockUserMutation();
  const [unblock] = useAccessPageUnblockUserMutation();
  const [removeUser, removeState] = useAccessPageRemoveUserMutation({ refetchQueries: ['AccessPageUsers'] });
  const [roleOf, setRoleOf] = useState<AccessUserRowFragment | null>(null);
  const [removing, setRemoving] = useState<AccessUserRowFragment | null>(null);
  const [blocking, setBlocking] = useState<AccessUserRowFragment | null>(null);
  const cancelling = removing?.state === 'INVITED';
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (task: () => Promise<string>) => {
    setError(null);
    setNotice(null);
    try {
      setNotice(await task());
    } catch (e) {
      setError(e);
    }
  };

  const onAction = (what: UserAction, user: AccessUserRowFragment) => {
    if (what === 'role') setRoleOf(user);
    else if (what === 'remove') setRemoving(user);
    // Blocking cuts someone's access at once: asked first, like a removal.
    else if (what === 'block') setBlocking(user);
    else
      void run(async () => {
        await unblock({ variables: { uuid: user.uuid } });
        return `${user.email} est débloqué dans ce compte.`;
      });
  };

  const rows = users.data?.users.items ?? [];
  const withActions = rows.some((u) => hasAnyRight(userRightsOn(session, u)));
  const columns = useMemo<GridColDef<AccessUserRowFragment>[]>(() => {
    const base: GridColDef<AccessUserRowFragment>[] = [
      {
        field: 'name',
        headerName: 'Nom',
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, u) => fullName(u),
      },
      { field: 'email', headerName: 'Adresse email', flex: 1.2, minWidth: 200, sortable: false },
      {
        field: 'role',
        headerName: 'Rôle',
        width: 150,
        sortable: false,
        valueGetter: (_v, u) => roleLabel(u.role),
      },
      {
        field: 'state',
        headerName: 'État',
        width: 200,
        sortable: false,
        renderCell: ({ row }) => <StateChip user={row} />,
      },
    ];
    if (!withActions) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: 'Actions',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => {
          const rights = userRightsOn(session, row);
          return hasAnyRight(rights) ? (
            <UserActionsMenu user={row} rights={rights} onAction={onAction} />
          ) : null;
        },
      },
    ];
    // onAction only uses stable setters and mutations: the columns change with the rights alone.
  }, [session, withActions]);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {canInvite ? (
          <Button variant="contained" onClick={() => void navigate(`${BASE}/inviter`)}>
            Inviter un utilisateur
          </Button>
        ) : null}
      </Box>
      <ErrorAlert error={users.error ?? error} onClose={() => setError(null)} />
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      ) : null}
      <DataGrid
        aria-label="Utilisateurs du compte"
        rows={rows}
        columns={columns}
        getRowId={(u) => u.uuid}
        loading={users.loading}
        paginationMode="server"
        rowCount={users.data?.users.pageInfo.total ?? 0}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[25, 50, 100]}
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        sx={{ minHeight: 300 }}
      />
      <InviteUserDialog
        open={action === 'inviter' && canInvite}
        roles={roles ?? []}
        onClose={() => void navigate(BASE)}
        onInvited={(result) => {
          // The same words whether the address already had an account or not (issue 10).
          setNotice(
            result.emailSent
              ? `Invitation envoyée à ${result.user.email}.`
              : `Invitation enregistrée pour ${result.user.email}, mais l'email n'a pas pu être envoyé.`,
          );
          void navigate(BASE);
        }}
      />
      {roleOf ? (
        <ChangeRoleDialog
          user={roleOf}
          roles={roles ?? []}
          onClose={() => setRoleOf(null)}
          onChanged={(u) => {
            setRoleOf(null);
            setNotice(`${u.email} est désormais ${roleLabel(u.role)}.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={!!blocking}
        title={`Bloquer ${blocking?.email ?? ''} dans ce compte ?`}
        confirmLabel="Bloquer"
        danger
        busy={blockState.loading}
        onClose={() => setBlocking(null)}
        onConfirm={() => {
          const user = blocking;
          setBlocking(null);
          if (!user) return;
          void run(async () => {
            await block({ variables: { uuid: user.uuid } });
            return `${user.email} est bloqué dans ce compte : il n'y a plus accès, ses autres comptes ne changent pas.`;
          });
        }}
      >
        {
          "L'utilisateur n'aura plus accès à ce compte dès maintenant ; ses autres comptes ne changent pas. Vous pourrez le débloquer à tout moment."
        }
      </ConfirmDialog>
      <ConfirmDialog
        open={!!removing}
        title={
          cancelling
            ? `Annuler l'invitation de ${removing?.email ?? ''} ?`
            : `Retirer ${removing?.email ?? ''} du compte ?`
        }
        confirmLabel={cancelling ? "Annuler l'invitation" : "Retirer l'utilisateur"}
        cancelLabel={cancelling ? "Garder l'invitation" : undefined}
        danger
        busy={removeState.loading}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const user = removing;
          setRemoving(null);
          if (!user) return;
          void run(async () => {
            const { data } = await removeUser({ variables: { uuid: user.uuid } });
            if (user.state === 'INVITED') return `L'invitation de ${user.email} est annulée.`;
            const n = data?.removeUser.fecsTransferred ?? 0;
            return `${user.email} a été retiré du compte. ${n} FEC transféré${n > 1 ? 's' : ''} à l'administrateur du compte.`;
          });
        }}
      >
        {cancelling
          ? 'La personne ne pourra plus accepter cette invitation.'
          : "L'utilisateur n'aura plus accès à ce compte. Ses FEC et ses rapports seront transférés à l'administrateur du compte."}
      </ConfirmDialog>
    </Box>
  );
}
