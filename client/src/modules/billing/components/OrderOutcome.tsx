import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BillingOrderFragment } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { browser } from '../utils/browser';
import { formatHt, formatMoney, formatTtc } from '../utils/money';
import { afterPayment } from '../utils/return-paths';

/** The outcome of a checkout (spec §2 « Cart and payment »): paid, SEPA pending, to authenticate, refused. */
export function OrderOutcome({ order }: { order: BillingOrderFragment }) {
  if (order.status === 'SUCCEEDED') {
    const back = afterPayment.get();
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="order-title"
        sx={{ p: 3, mb: 3 }}
        data-testid="order-succeeded"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CheckCircle color="success" aria-hidden />
          <Typography id="order-title" variant="h5" component="h2">
            Paiement accepté
          </Typography>
        </Box>
        <Typography sx={{ mb: 1 }}>
          Merci : {formatTtc(order.totalTtcCents)} payés
          {order.paidAt ? ` le ${formatDateTime(order.paidAt)}` : ''} ({formatHt(order.totalHtCents)}, TVA{' '}
          {formatMoney(order.vatCents)}). Les FEC achetés sont débloqués et les crédits ajoutés à votre
          compte.
        </Typography>
        {order.invoice && (
          <Typography sx={{ mb: 2 }}>
            Votre facture <strong>{order.invoice.number}</strong> est disponible dans le centre de
            facturation.
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {order.invoice && (
            <Button
              variant="contained"
              startIcon={<Download />}
              href={order.invoice.downloadUrl}
              download
              data-testid="invoice-download"
            >
              Télécharger la facture {order.invoice.number}
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to={back ?? '/mes-dossiers/-1'}>
            {back ? "Retour à l'analyse" : 'Retour à mes analyses'}
          </Button>
          <Button component={RouterLink} to="/mon-compte/facturation/factures">
            Mes factures
          </Button>
        </Box>
      </Paper>
    );
  }
  if (order.status === 'PROCESSING') {
    return (
      <Alert severity="info" sx={{ mb: 3 }} data-testid="order-processing" role="status">
        <AlertTitle>Prélèvement en cours de traitement</AlertTitle>
        {order.message ??
          'Votre banque traite le prélèvement SEPA : cette page se met à jour dès qu’il est confirmé. Vous pouvez la quitter, la facture sera dans le centre de facturation.'}
        <LinearProgress sx={{ mt: 1 }} aria-label="Prélèvement en cours" />
      </Alert>
    );
  }
  if (order.status === 'REQUIRES_ACTION') {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          order.redirectUrl ? (
            <Button color="inherit" onClick={() => browser.go(order.redirectUrl!)}>
              Authentifier le paiement
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>Authentification requise</AlertTitle>
        {order.message ?? 'Votre banque demande de confirmer ce paiement.'}
      </Alert>
    );
  }
  if (order.status === 'REFUNDED') {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>Commande remboursée</AlertTitle>
        {order.message ?? 'Un avoir a été émis.'}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3 }} data-testid="order-failed" role="alert">
      <AlertTitle>Paiement refusé</AlertTitle>
      {order.message ?? 'Paiement refusé par votre banque. Essayez un autre moyen de paiement.'} Votre panier
      est conservé.
    </Alert>
  );
}
