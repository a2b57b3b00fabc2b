import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The message of spec §6 for a user who may not pay, with what to do. */
export const PAY_FORBIDDEN = "Vous n'avez pas le droit de faire des paiements sur les FEC";

export function PayForbiddenNotice({ compact = false }: { compact?: boolean }) {
  return (
    <Alert severity="info" data-testid="pay-forbidden" sx={{ my: 1 }}>
      {compact ? null : <AlertTitle>Paiement réservé aux administrateurs</AlertTitle>}
      {PAY_FORBIDDEN}. Contactez l&apos;administrateur de votre compte pour débloquer ce FEC ou passer
      commande.
    </Alert>
  );
}
