import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FolderTree, ROOT_NAME, ROOT_UUID } from './FolderTree';

/** Chooses a destination folder (moving a FEC or a folder, importing from a connector). */
export function FolderPickerDialog(props: {
  open: boolean;
  title: string;
  /** The confirm button (« Déplacer ici » by default). */
  submitLabel?: string;
  excludedUuid?: string;
  onSubmit: (folderUuid: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [target, setTarget] = useState({ uuid: ROOT_UUID, name: ROOT_NAME });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(target.uuid);
      props.onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="folder-picker-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="folder-picker-title">{props.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Destination : <strong>{target.name}</strong>
        </Typography>
        <FolderTree
          label="Répertoire de destination"
          selectedUuid={target.uuid}
          onSelect={(uuid, name) => setTarget({ uuid, name })}
          excludedUuid={props.excludedUuid}
        />
        <ErrorAlert error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {props.submitLabel ?? 'Déplacer ici'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
