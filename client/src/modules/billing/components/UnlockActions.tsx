import LockOpen from '@mui/icons-material/LockOpen';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBillingFecOffersQuery, useBillingUnlockFecMutation } from '../../../__generated__/graphql';
import { formatInteger } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useAddToCart } from '../hooks/useAddToCart';
import { usePayRights } from '../hooks/usePayRights';
import { formatCredits, formatHt } from '../utils/money';
import { fullAnalysisOption } from '../utils/offers';
import { PayForbiddenNotice } from './PayForbiddenNotice';

/** Queries to read again once a FEC is unlocked: the analysis, multi-analysis and FEC library pages'. */
export const UNLOCK_REFETCH = [
  'AnalysisPageAnalyses',
  'AnalysisPageControls',
  'AnalysisPageControlDetail',
  'FilesFolderPage',
  'BillingCredits',
  'MultiAnalysisPage',
  'MultiAnalysisPageControlRows',
];

/**
 * The two ways out of the Découverte offer (spec §4): unlock with the account's credits (unlockFec), or buy
 * « Analyse complète » for this FEC (fecOffers → addToCart → the cart). Errors are the API's own French
 * messages (insufficient credits with held/needed, expired free credit, analysis too old…).
 */
export function UnlockActions(props: {
  fecUuid: string;
  fecName: string;
  onUnlocked?: (message: string) => void;
}) {
  const { canPay } = usePayRights();
  const offers = useBillingFecOffersQuery({ variables: { fecUuid: props.fecUuid }, skip: !canPay });
  const [unlock, unlocking] = useBillingUnlockFecMutation({
    refetchQueries: UNLOCK_REFETCH,
    awaitRefetchQueries: true,
  });
  const cart = useAddToCart();
  const [confirming, setConfirming] = useState(false);
  const [unlockError, setUnlockError] = useState<unknown>(null);

  if (!canPay) return <PayForbiddenNotice compact />;

  const option = fullAnalysisOption(offers.data?.fecOffers);
  const lineCount = offers.data?.fecOffers.lineCount;
  const buyLabel = option
    ? `Acheter l'analyse complète — ${formatHt(option.priceHtCents)}`
    : "Acheter l'analyse complète";

  const runUnlock = async () => {
    setConfirming(false);
    setUnlockError(null);
    try {
      const { data } = await unlock({ variables: { fecUuid: props.fecUuid } });
      const consumed = data?.unlockFec.consumed ?? [];
      const spent = consumed
        .map((c) => `${formatCredits(c.type, c.amount)}${c.fromNetwork ? ' (crédits du réseau)' : ''}`)
        .join(', ');
      props.onUnlocked?.(
        `« ${props.fecName} » est débloqué${spent ? ` (crédits consommés : ${spent})` : ''}.`,
      );
    } catch (error) {
      setUnlockError(error);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<LockOpen />}
          onClick={() => setConfirming(true)}
          disabled={unlocking.loading}
        >
          Débloquer avec mes crédits
        </Button>
        <Button
          variant="outlined"
          startIcon={<ShoppingCart />}
          disabled={!option || !option.available || cart.loading}
          onClick={() => option && void cart.addToCart(option.offer.code, props.fecUuid)}
        >
          {buyLabel}
        </Button>
      </Box>
      {option && !option.available && option.reason ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {option.reason}
        </Alert>
      ) : null}
      <ErrorAlert error={unlockError} onClose={() => setUnlockError(null)} />
      <ErrorAlert error={cart.error ?? offers.error} onClose={cart.error ? cart.clearError : undefined} />
      <ConfirmDialog
        open={confirming}
        title="Débloquer avec mes crédits"
        confirmLabel="Débloquer"
        busy={unlocking.loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void runUnlock()}
      >
        <Typography component="span" sx={{ display: 'block', mb: 1 }}>
          Débloquer « {props.fecName} » avec les crédits de votre compte (ou, s&apos;ils manquent, ceux de la
          tête de votre réseau) ?
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          Ordre de consommation : crédit dossier déjà acquis pour la même société et le même exercice, puis
          crédit dossier, crédit fichier, et enfin crédits lignes
          {lineCount ? ` (${formatInteger(lineCount)} lignes pour ce FEC)` : ''}.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
