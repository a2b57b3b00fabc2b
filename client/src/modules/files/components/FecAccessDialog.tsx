import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useForm } from 'react-hook-form';
import {
  FilesFecAccessDocument,
  FilesFecGroupAccessDocument,
  useFilesAccountGroupsQuery,
  useFilesFecAccessQuery,
  useFilesFecGroupAccessQuery,
  useFilesGrantFecAccessMutation,
  useFilesGrantFecGroupAccessMutation,
  useFilesRevokeFecAccessMutation,
  useFilesRevokeFecGroupAccessMutation,
} from '../../../__generated__/graphql';
import { errorCode } from '../../../shared/errors';
import { rules } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';

const rights = (write: boolean) => (write ? 'Lecture et écriture' : 'Lecture seule');
const people = (n: number) => (n <= 1 ? `${n} personne` : `${n} personnes`);

/**
 * Who may read (or write) a FEC (spec §3 "Access entry per FEC"): people by email and groups of the account,
 * list, grant, revoke. An address not in the account would be invited as a Member: the API refuses it
 * (CONFLICT) until the user confirms here, after being told who and what that person will see.
 */
export function FecAccessDialog(props: {
  fecUuid: string;
  fileName: string;
  manage: boolean;
  onClose: () => void;
}) {
  const variables = { fecUuid: props.fecUuid };
  const query = useFilesFecAccessQuery({ variables, fetchPolicy: 'network-only' });
  const groupQuery = useFilesFecGroupAccessQuery({ variables, fetchPolicy: 'network-only' });
  const accountGroups = useFilesAccountGroupsQuery({ skip: !props.manage });
  // Each answers its full list: written straight into the dialog's queries.
  const writeList = (list: unknown) =>
    ({ query: FilesFecAccessDocument, variables, data: { fecAccess: list } }) as const;
  const writeGroups = (list: unknown) =>
    ({ query: FilesFecGroupAccessDocument, variables, data: { fecGroupAccess: list } }) as const;
  const [grant, grantState] = useFilesGrantFecAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeList(data.grantFecAccess) as never),
  });
  const [revoke, revokeState] = useFilesRevokeFecAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeList(data.revokeFecAccess) as never),
  });
  const [grantGroup, grantGroupState] = useFilesGrantFecGroupAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeGroups(data.grantFecGroupAccess) as never),
  });
  const [revokeGroup, revokeGroupState] = useFilesRevokeFecGroupAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeGroups(data.revokeFecGroupAccess) as never),
  });
  const { register, handleSubmit, reset, formState } = useForm<{ email: string; write: boolean }>({
    defaultValues: { email: '', write: false },
  });
  const [groupChoice, setGroupChoice] = useState({ groupUuid: '', write: false });
  // The address waiting for the user's confirmation before it is invited, and the API's words for it.
  const [pending, setPending] = useState<{ email: string; write: boolean; message: string } | null>(null);
  const [grantError, setGrantError] = useState<unknown>(null);

  const send = async (email: string, write: boolean, confirmInvitation: boolean) => {
    setGrantError(null);
    try {
      await grant({
        variables: {
          fecUuid: props.fecUuid,
          entries: [{ email, write }],
          ...(confirmInvitation ? { confirmInvitation: true } : {}),
        },
      });
      setPending(null);
      reset();
    } catch (error) {
      // Not a member of the account: nothing was sent; ask before inviting (issue 34).
      if (!confirmInvitation && errorCode(error) === 'CONFLICT') {
        setPending({ email, write, message: error instanceof Error ? error.message : '' });
      } else {
        setPending(null);
        setGrantError(error);
      }
    }
  };
  const add = handleSubmit(({ email, write }) => send(email.trim(), write, false));

  const addGroup = async () => {
    if (!groupChoice.groupUuid) return;
    try {
      await grantGroup({ variables: { fecUuid: props.fecUuid, entries: [groupChoice] } });
      setGroupChoice({ groupUuid: '', write: false });
    } catch {
      // grantGroupState.error holds it.
    }
  };

  const entries = query.data?.fecAccess ?? [];
  const groupEntries = groupQuery.data?.fecGroupAccess ?? [];
  const granted = new Set(groupEntries.map((g) => g.groupUuid));
  const choosable = (accountGroups.data?.groups.items ?? []).filter((g) => !granted.has(g.uuid));
  const loading = (query.loading && !query.data) || (groupQuery.loading && !groupQuery.data);

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="fec-access-title" fullWidth maxWidth="md">
      <DialogTitle id="fec-access-title">Gérer les accès – {props.fileName}</DialogTitle>
      <DialogContent>
        {loading ? (
          <PageLoader />
        ) : entries.length === 0 && groupEntries.length === 0 ? (
          <Typography color="text.secondary">Aucun accès accordé sur ce FEC.</Typography>
        ) : (
          <>
            {entries.length > 0 && (
              <List dense aria-label="Accès accordés">
                {entries.map((e) => (
                  <ListItem
                    key={e.email}
                    secondaryAction={
                      props.manage && (
                        <IconButton
                          edge="end"
                          aria-label={`Retirer l'accès de ${e.email}`}
                          onClick={() =>
                            void revoke({ variables: { fecUuid: props.fecUuid, email: e.email } })
                          }
                        >
                          <DeleteIcon />
                        </IconButton>
                      )
                    }
                  >
                    <ListItemText
                      primary={[e.firstName, e.lastName].filter(Boolean).join(' ') || e.email}
                      secondary={`${e.email} · ${rights(e.write)}${
                        e.type === 'INVITATION' ? ' · Invitation envoyée' : ''
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {groupEntries.length > 0 && (
              <List dense aria-label="Groupes ayant accès">
                {groupEntries.map((g) => (
                  <ListItem
                    key={g.groupUuid}
                    secondaryAction={
                      props.manage && (
                        <IconButton
                          edge="end"
                          aria-label={`Retirer l'accès du groupe ${g.name}`}
                          onClick={() =>
                            void revokeGroup({
                              variables: { fecUuid: props.fecUuid, groupUuid: g.groupUuid },
                            })
                          }
                        >
                          <DeleteIcon />
                        </IconButton>
                      )
                    }
                  >
                    <ListItemText
                      primary={`Groupe « ${g.name} »`}
                      secondary={`${people(g.memberCount)} · ${rights(g.write)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
        {props.manage && pending && (
          <Alert
            severity="warning"
            role="alertdialog"
            aria-labelledby="fec-access-confirm-title"
            sx={{ mt: 2 }}
          >
            <AlertTitle id="fec-access-confirm-title">Inviter {pending.email} ?</AlertTitle>
            <Typography variant="body2">
              <strong>{pending.email}</strong>
              {` n'est pas membre du compte. En confirmant, cette adresse recevra une invitation à rejoindre le compte comme Membre : elle verra le FEC « ${props.fileName} » et ses analyses, et pourra en générer des rapports (${rights(pending.write).toLowerCase()}).`}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Vérifiez l&apos;adresse : une faute de frappe enverrait ces données à un inconnu.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Button
                variant="contained"
                color="warning"
                disabled={grantState.loading}
                onClick={() => void send(pending.email, pending.write, true)}
              >
                Confirmer l&apos;invitation
              </Button>
              <Button onClick={() => setPending(null)}>Annuler</Button>
            </Stack>
          </Alert>
        )}
        {props.manage && !pending && (
          <Stack
            component="form"
            noValidate
            onSubmit={(e) => void add(e)}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              {...register('email', rules.email)}
              label="Adresse email"
              type="email"
              size="small"
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
              sx={{ flex: '1 1 0', minWidth: 200 }}
            />
            <FormControlLabel control={<Checkbox {...register('write')} />} label="Écriture" />
            <Button type="submit" variant="contained" disabled={grantState.loading}>
              Donner l&apos;accès
            </Button>
          </Stack>
        )}
        {props.manage && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              select
              label="Groupe du compte"
              size="small"
              // Once granted the group leaves the choices (before the answer resets the choice).
              value={choosable.some((g) => g.uuid === groupChoice.groupUuid) ? groupChoice.groupUuid : ''}
              onChange={(e) => setGroupChoice((c) => ({ ...c, groupUuid: e.target.value }))}
              disabled={choosable.length === 0}
              sx={{ flex: '1 1 0', minWidth: 200 }}
            >
              {choosable.map((g) => (
                <MenuItem key={g.uuid} value={g.uuid}>
                  {g.name} ({people(g.memberUuids.length)})
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={groupChoice.write}
                  onChange={(e) => setGroupChoice((c) => ({ ...c, write: e.target.checked }))}
                />
              }
              label="Écriture"
            />
            <Button
              variant="outlined"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              disabled={!groupChoice.groupUuid || grantGroupState.loading}
              onClick={() => void addGroup()}
            >
              Donner l&apos;accès au groupe
            </Button>
          </Stack>
        )}
        {props.manage && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {accountGroups.data && choosable.length === 0
              ? 'Aucun autre groupe dans le compte (Mon compte › Accès › Groupes).'
              : 'Chaque personne du groupe, aujourd’hui et à l’avenir, aura l’accès ; qui quitte le groupe le perd.'}
          </Typography>
        )}
        <ErrorAlert
          error={
            query.error ??
            groupQuery.error ??
            grantError ??
            revokeState.error ??
            grantGroupState.error ??
            revokeGroupState.error
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
