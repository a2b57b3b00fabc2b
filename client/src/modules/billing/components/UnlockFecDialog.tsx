import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { UnlockActions } from './UnlockActions';

/** « Débloquer » from the FEC table's actions menu (spec §2): the same two ways as the analysis banner. */
export function UnlockFecDialog(props: {
  fecUuid: string;
  fecName: string;
  onClose: () => void;
  onUnlocked: (message: string) => void;
}) {
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="unlock-title" maxWidth="sm" fullWidth>
      <DialogTitle id="unlock-title">Débloquer « {props.fecName} »</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Ce FEC a été analysé avec l&apos;offre gratuite Découverte : seule la synthèse est visible.
          Débloquez-le avec vos crédits, ou achetez l&apos;analyse complète.
        </Typography>
        <UnlockActions
          fecUuid={props.fecUuid}
          fecName={props.fecName}
          onUnlocked={(message) => {
            props.onUnlocked(message);
            props.onClose();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
