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
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useForm } from 'react-hook-form';
import {
  FilesFecAccessDocument,
  useFilesFecAccessQuery,
  useFilesGrantFecAccessMutation,
  useFilesRevokeFecAccessMutation,
} from '../../../__generated__/graphql';
import { rules } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';

/** Who may read (or write) a FEC (spec §3 "Access entry per FEC"): list, grant by email, revoke. */
export function FecAccessDialog(props: {
  fecUuid: string;
  fileName: string;
  manage: boolean;
  onClose: () => void;
}) {
  const variables = { fecUuid: props.fecUuid };
  const query = useFilesFecAccessQuery({ variables, fetchPolicy: 'network-only' });
  // Both answer the full list: written straight into the dialog's query.
  const writeList = (list: unknown) =>
    ({ query: FilesFecAccessDocument, variables, data: { fecAccess: list } }) as const;
  const [grant, grantState] = useFilesGrantFecAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeList(data.grantFecAccess) as never),
  });
  const [revoke, revokeState] = useFilesRevokeFecAccessMutation({
    update: (cache, { data }) => data && cache.writeQuery(writeList(data.revokeFecAccess) as never),
  });
  const { register, handleSubmit, reset, formState } = useForm<{ email: string; write: boolean }>({
    defaultValues: { email: '', write: false },
  });
  // An address not yet in the account is invited as a member (issue 10); the API's French message says
  // when one may not invite (shown below from grantState.error).
  const add = handleSubmit(async ({ email, write }) => {
    try {
      await grant({ variables: { fecUuid: props.fecUuid, entries: [{ email: email.trim(), write }] } });
      reset();
    } catch {
      // grantState.error holds it.
    }
  });
  const entries = query.data?.fecAccess ?? [];

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="fec-access-title" fullWidth maxWidth="sm">
      <DialogTitle id="fec-access-title">Gérer les accès – {props.fileName}</DialogTitle>
      <DialogContent>
        {query.loading && !query.data ? (
          <PageLoader />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">Aucun accès accordé sur ce FEC.</Typography>
        ) : (
          <List dense aria-label="Accès accordés">
            {entries.map((e) => (
              <ListItem
                key={e.email}
                secondaryAction={
                  props.manage && (
                    <IconButton
                      edge="end"
                      aria-label={`Retirer l'accès de ${e.email}`}
                      onClick={() => void revoke({ variables: { fecUuid: props.fecUuid, email: e.email } })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={[e.firstName, e.lastName].filter(Boolean).join(' ') || e.email}
                  secondary={`${e.email} · ${e.write ? 'Lecture et écriture' : 'Lecture seule'}${
                    e.type === 'INVITATION' ? ' · Invitation envoyée' : ''
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {props.manage && (
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
              sx={{ flex: 1 }}
            />
            <FormControlLabel control={<Checkbox {...register('write')} />} label="Écriture" />
            <Button type="submit" variant="contained" disabled={grantState.loading}>
              Donner l&apos;accès
            </Button>
          </Stack>
        )}
        <ErrorAlert error={query.error ?? grantState.error ?? revokeState.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
