import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useStartImpersonationMutation } from '../../__generated__/graphql';
import { MESSAGES } from '../../shared/forms/validation';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { useSession } from '../session/SessionProvider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Target {
  accountUuid: string;
  userUuid: string;
}

/** Back-office (internal staff): act as a user of an account (spec §6 impersonation). */
export function BackOfficeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState } = useForm<Target>({
    defaultValues: { accountUuid: '', userUuid: '' },
  });
  const [start, { error, loading }] = useStartImpersonationMutation();
  const client = useApolloClient();
  const session = useSession();
  const rule = {
    required: MESSAGES.required,
    pattern: { value: UUID, message: MESSAGES.pattern },
  };
  const submit = handleSubmit(async (target) => {
    await start({ variables: target });
    await client.clearStore();
    await session.reload();
    onClose();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <DialogTitle>Back-office : agir en tant qu'un utilisateur</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} />
          <TextField
            label="Identifiant du compte"
            fullWidth
            margin="normal"
            {...register('accountUuid', rule)}
            error={!!formState.errors.accountUuid}
            helperText={formState.errors.accountUuid?.message}
          />
          <TextField
            label="Identifiant de l'utilisateur"
            fullWidth
            margin="normal"
            {...register('userUuid', rule)}
            error={!!formState.errors.userUuid}
            helperText={formState.errors.userUuid?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Usurper
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
