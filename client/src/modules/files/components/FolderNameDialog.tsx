import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { rules } from '../../../shared/forms/validation';

/**
 * Name of a new folder or new name of one (spec §5 folder messages). The gateway's refusal (duplicate
 * name, missing parent) is shown under the field.
 */
export function FolderNameDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState, reset } = useForm<{ name: string }>({
    values: { name: props.initialName ?? '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    reset();
    props.onClose();
  };
  const submit = handleSubmit(async ({ name }) => {
    setServerError(null);
    try {
      await props.onSubmit(name.trim());
      close();
    } catch (error) {
      setServerError(fieldErrors(error)[0]?.message ?? errorMessage(error));
    }
  });
  const message = formState.errors.name?.message ?? serverError;
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="folder-name-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="folder-name-title">{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('name', rules.folderName)}
            autoFocus
            label="Nom du répertoire"
            fullWidth
            margin="dense"
            error={Boolean(message)}
            helperText={message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
