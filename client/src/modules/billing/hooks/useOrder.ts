import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useBillingOrderQuery, type BillingOrderFragment } from '../../../__generated__/graphql';

/** A SEPA debit is re-read every 2 s while the bank processes it. */
export const ORDER_POLL_MS = 2000;

/** Orders whose outcome is not known yet. */
const pending = (order: BillingOrderFragment | null | undefined) =>
  order?.status === 'PROCESSING' || order?.status === 'REQUIRES_ACTION';

/**
 * The order of `/panier?commande={uuid}`: polled while pending; once paid, what the payment changed (the
 * FECs unlocked, credits granted, the cart emptied) is read again.
 */
export function useOrder(uuid: string | null) {
  const client = useApolloClient();
  const query = useBillingOrderQuery({
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const order = query.data?.order ?? null;
  const { startPolling, stopPolling } = query;
  const waiting = order?.status === 'PROCESSING';

  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(ORDER_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  // Once per paid order: analyses, FECs and credits changed on the server. A refused one releases the
  // cart it held (« paiement en cours »): read it again.
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!order || settled.current === order.uuid) return;
    if (order.status === 'SUCCEEDED') settleOrder(client);
    else if (order.status === 'FAILED') void client.refetchQueries({ include: ['BillingCart'] });
    else return;
    settled.current = order.uuid;
  }, [order, client]);

  return { order, loading: query.loading && !query.data, error: query.error, pending: pending(order) };
}

/** After a payment: analyses, FECs, credits and the cart changed on the server; read them again. */
export function settleOrder(client: ApolloClient) {
  for (const fieldName of ['analyses', 'analysis', 'fecOffers', 'folder', 'fec', 'fecs', 'invoices']) {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  client.cache.gc();
  void client.refetchQueries({ include: ['BillingCart', 'BillingCredits'] });
}
