import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import {
  useAccessPageCreateGroupMutation,
  useAccessPageDeleteGroupMutation,
  useAccessPageGroupsQuery,
  useAccessPageRenameGroupMutation,
  useAccessPageSetGroupMembersMutation,
  type AccessGroupRowFragment,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { fullName } from '../utils/roles';
import { GroupDialog, type GroupValues } from './GroupDialog';

type Editing =
  | { mode: 'create' }
  | { mode: 'rename'; group: AccessGroupRowFragment }
  | { mode: 'members'; group: AccessGroupRowFragment };

const memberNames = (g: AccessGroupRowFragment) => g.members.map((m) => fullName(m) || m.email).join(', ');

/** /mon-compte/acces/groupes: groups of users of the account. */
export function GroupsTab() {
  const session = useSession();
  const canManage = session.can('account', 'groups', 'manage');
  const groups = useAccessPageGroupsQuery({ fetchPolicy: 'cache-and-network' });
  const [createGroup] = useAccessPageCreateGroupMutation({ refetchQueries: ['AccessPageGroups'] });
  const [renameGroup] = useAccessPageRenameGroupMutation();
  const [setMembers] = useAccessPageSetGroupMembersMutation();
  const [deleteGroup, deleteState] = useAccessPageDeleteGroupMutation({
    refetchQueries: ['AccessPageGroups'],
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AccessGroupRowFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const save = async (values: GroupValues) => {
    if (!editing) return;
    if (editing.mode === 'create') {
      await createGroup({ variables: { name: values.name, memberUuids: values.memberUuids } });
      setNotice(`Le groupe « ${values.name} » a été créé.`);
    } else if (editing.mode === 'rename') {
      await renameGroup({ variables: { uuid: editing.group.uuid, name: values.name } });
      setNotice(`Le groupe a été renommé « ${values.name} ».`);
    } else {
      await setMembers({ variables: { uuid: editing.group.uuid, memberUuids: values.memberUuids } });
      setNotice(`Les membres du groupe « ${editing.group.name} » ont été enregistrés.`);
    }
    setEditing(null);
  };

  const remove = async () => {
    const group = deleting;
    setDeleting(null);
    if (!group) return;
    setError(null);
    try {
      await deleteGroup({ variables: { uuid: group.uuid } });
      setNotice(`Le groupe « ${group.name} » a été supprimé.`);
    } catch (e) {
      setError(e);
    }
  };

  const items = groups.data?.groups.items ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {canManage ? (
          <Button variant="contained" onClick={() => setEditing({ mode: 'create' })}>
            Créer un groupe
          </Button>
        ) : null}
      </Box>
      <ErrorAlert error={groups.error ?? error} onClose={() => setError(null)} />
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      ) : null}
      {groups.loading && !groups.data ? <PageLoader /> : null}
      {groups.data ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Groupes du compte" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Nom du groupe</TableCell>
                <TableCell>Membres</TableCell>
                {canManage ? <TableCell align="right">Actions</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>Aucun groupe pour le moment.</TableCell>
                </TableRow>
              ) : null}
              {items.map((g) => (
                <TableRow key={g.uuid}>
                  <TableCell>{g.name}</TableCell>
                  <TableCell>{memberNames(g) || 'Aucun membre'}</TableCell>
                  {canManage ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing({ mode: 'rename', group: g })}>
                        Renommer
                      </Button>
                      <Button size="small" onClick={() => setEditing({ mode: 'members', group: g })}>
                        Membres
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(g)}>
                        Supprimer
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {editing ? (
        <GroupDialog
          title={
            editing.mode === 'create'
              ? 'Créer un groupe'
              : editing.mode === 'rename'
                ? `Renommer le groupe « ${editing.group.name} »`
                : `Membres du groupe « ${editing.group.name} »`
          }
          submitLabel={editing.mode === 'create' ? 'Créer le groupe' : 'Enregistrer'}
          initial={
            editing.mode === 'create'
              ? { name: '', memberUuids: [] }
              : { name: editing.group.name, memberUuids: editing.group.memberUuids }
          }
          withName={editing.mode !== 'members'}
          withMembers={editing.mode !== 'rename'}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        title={`Supprimer le groupe « ${deleting?.name ?? ''} » ?`}
        confirmLabel="Supprimer le groupe"
        danger
        busy={deleteState.loading}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        Les utilisateurs du groupe restent dans le compte.
      </ConfirmDialog>
    </Box>
  );
}
