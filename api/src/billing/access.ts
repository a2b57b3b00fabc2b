import type { Caller } from '../auth/caller';
import { forbidden } from '../http/errors';
import { MSG } from '../http/messages';

/** Paying or changing anything of billing (cart, unlock, checkout…): `paiement.paiementButton.pay`. */
export function requirePay(caller: Caller): void {
  if (!caller.can.paiement?.paiementButton?.pay) throw forbidden(MSG.payRole);
}

/** Reading the cart, credits and their ledger: `paiement.billing.read` (same message: ask the administrator). */
export function requireBillingRead(caller: Caller): void {
  if (!caller.can.paiement?.billing?.read) throw forbidden(MSG.payRole);
}
