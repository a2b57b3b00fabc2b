import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BillingCartDocument, useBillingAddToCartMutation } from '../../../__generated__/graphql';
import { afterPayment } from '../utils/return-paths';

/** Adds an offer (for a FEC, or a pack) to the cart, then opens the cart. */
export function useAddToCart() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [add, state] = useBillingAddToCartMutation();
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (offerCode: string, fecUuid?: string) => {
      setError(null);
      try {
        const { data } = await add({ variables: { input: { offerCode, fecUuid: fecUuid ?? null } } });
        if (data) client.writeQuery({ query: BillingCartDocument, data: { cart: data.addToCart } });
        // A FEC bought from its analysis: the confirmation links back to it.
        if (fecUuid) afterPayment.set(location.pathname + location.search);
        navigate('/panier');
        return true;
      } catch (e) {
        setError(e);
        return false;
      }
    },
    [add, client, navigate, location],
  );
  return { addToCart: run, loading: state.loading, error, clearError: () => setError(null) };
}
