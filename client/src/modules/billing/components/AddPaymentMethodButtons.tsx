import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CreditCard from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  useBillingStartPaymentMethodSetupMutation,
  type PaymentMethodType,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { browser } from '../utils/browser';
import { afterSetup } from '../utils/return-paths';

/**
 * « Ajouter une carte » / « Ajouter un prélèvement SEPA »: startPaymentMethodSetup, then the provider's page
 * (Stripe, or the local sandbox) which comes back to /mon-compte/facturation/moyens-de-paiement?setup=….
 */
export function AddPaymentMethodButtons(props: { disabled?: boolean; returnTo?: string }) {
  const [start, state] = useBillingStartPaymentMethodSetupMutation();
  const [error, setError] = useState<unknown>(null);
  const add = async (type: PaymentMethodType) => {
    setError(null);
    try {
      const { data } = await start({ variables: { type } });
      if (!data) return;
      if (props.returnTo) afterSetup.set(props.returnTo);
      else afterSetup.clear();
      browser.go(data.startPaymentMethodSetup.redirectUrl);
    } catch (e) {
      setError(e);
    }
  };
  const disabled = props.disabled || state.loading;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<CreditCard />}
          disabled={disabled}
          onClick={() => void add('CARD')}
        >
          Ajouter une carte
        </Button>
        <Button
          variant="outlined"
          startIcon={<AccountBalance />}
          disabled={disabled}
          onClick={() => void add('SEPA_DEBIT')}
        >
          Ajouter un prélèvement SEPA
        </Button>
      </Box>
      <ErrorAlert error={error} onClose={() => setError(null)} />
    </Box>
  );
}
