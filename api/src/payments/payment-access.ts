import type { Caller } from '../auth/caller';
import { forbidden } from '../http/errors';
import { MSG } from '../http/messages';

/** Paying and changing what pays (address, methods, checkout, refunds): `paiement.paiementButton.pay`. */
export function requirePay(caller: Caller): void {
  if (!caller.can.paiement?.paiementButton?.pay) throw forbidden(MSG.payRole);
}

/** Reading invoices, methods, address and orders: `paiement.billing.read` (Owner, Manager). */
export function requireBillingRead(caller: Caller): void {
  if (!caller.can.paiement?.billing?.read && !caller.can.paiement?.paiementButton?.pay) {
    throw forbidden(MSG.payRole);
  }
}
