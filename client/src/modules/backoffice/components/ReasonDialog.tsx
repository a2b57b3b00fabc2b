import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

export const REASON_REQUIRED = 'Le motif est obligatoire : il est enregistré dans le journal d’audit.';

/**
 * Asks why before a back-office action (spec §6: every action is logged with its reason) and confirms it:
 * nothing is sent until a reason is written and the button pressed.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  /** Extra fields above the reason (credits). */
  fields?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (!props.open) {
      setReason('');
      setTried(false);
    }
  }, [props.open]);
  const missing = reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) props.onConfirm(reason.trim());
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div" sx={{ mb: 1 }}>
            {props.children}
          </DialogContentText>
          <ErrorAlert error={props.error} />
          {props.fields}
          <TextField
            label="Motif"
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={tried && missing}
            helperText={
              tried && missing
                ? REASON_REQUIRED
                : 'Enregistré dans le journal d’audit du compte, avec votre nom.'
            }
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? 'error' : 'primary'}
            disabled={props.busy}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
