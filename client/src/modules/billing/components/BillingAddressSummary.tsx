import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BillingAddressFieldsFragment } from '../../../__generated__/graphql';

export const PAYMENT_METHODS_PATH = '/mon-compte/facturation/moyens-de-paiement';
export const ADDRESS_INCOMPLETE = 'Adresse incomplète.';

/** The buyer's mentions printed on the invoice, with a link to change them. */
export function BillingAddressSummary({
  address,
}: {
  address: BillingAddressFieldsFragment | null | undefined;
}) {
  const edit = (
    <Link component={RouterLink} to={PAYMENT_METHODS_PATH}>
      Modifier l&apos;adresse de facturation
    </Link>
  );
  if (!address?.complete) {
    return (
      <Alert severity="warning" data-testid="address-incomplete">
        {ADDRESS_INCOMPLETE} Elle est requise pour payer et figure sur vos factures. {edit}
      </Alert>
    );
  }
  return (
    <Box data-testid="billing-address">
      <Typography component="address" sx={{ fontStyle: 'normal', mb: 0.5 }}>
        <strong>{address.companyName}</strong>
        <br />
        {address.address}
        {address.addressComplement ? (
          <>
            <br />
            {address.addressComplement}
          </>
        ) : null}
        <br />
        {address.zipCode} {address.city}
        {address.country && address.country !== 'FR' ? ` (${address.country})` : ''}
        {address.siren ? (
          <>
            <br />
            SIREN {address.siren}
          </>
        ) : null}
        {address.vatNumber ? (
          <>
            <br />
            TVA intracommunautaire {address.vatNumber}
          </>
        ) : null}
      </Typography>
      {edit}
    </Box>
  );
}
