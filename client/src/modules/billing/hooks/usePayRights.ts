import { useSession } from '../../session/SessionProvider';

/** Spec §3/§6: `can.paiement.paiementButton.pay` drives every pay button; `paiement.billing.read` the billing centre. */
export function usePayRights() {
  const { can } = useSession();
  return {
    canPay: can('paiement', 'paiementButton', 'pay'),
    canReadBilling: can('paiement', 'billing', 'read'),
  };
}
