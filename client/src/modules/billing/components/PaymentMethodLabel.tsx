import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CreditCard from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillingPaymentMethodFragment } from '../../../__generated__/graphql';
import { formatExpiration } from '../utils/money';

/** « Visa •••• 4242 — expire fin 03/2027 », with « Par défaut » and « expirée » marks. */
export function PaymentMethodLabel({ method }: { method: BillingPaymentMethodFragment }) {
  const Icon = method.type === 'CARD' ? CreditCard : AccountBalance;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Icon fontSize="small" color={method.expired ? 'disabled' : 'action'} aria-hidden />
      <Typography component="span">{method.name}</Typography>
      {method.type === 'SEPA_DEBIT' && (
        <Typography component="span" variant="body2" color="text.secondary">
          Prélèvement SEPA
        </Typography>
      )}
      {method.expiration && (
        <Typography component="span" variant="body2" color="text.secondary">
          expire fin {formatExpiration(method.expiration)}
        </Typography>
      )}
      {method.isDefault && <Chip size="small" label="Par défaut" color="primary" variant="outlined" />}
      {method.expired && <Chip size="small" label="expirée" color="error" variant="outlined" />}
    </Box>
  );
}
