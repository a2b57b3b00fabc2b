/**
 * PLACEHOLDER written by H2 (payments) with the contract's exact signatures, so checkout compiles before
 * H1's commerce core is merged. H1's `api/src/billing/fulfilment.ts` replaces this file whole on merge
 * (take theirs). Payments' tests mock this module.
 */
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { ApiError } from '../http/errors';

export interface PricedItem {
  item_uuid: string;
  offer_code: string;
  offer_name: string;
  kind: 'fec' | 'pack';
  fec_uuid: string | null;
  fec_name: string | null;
  line_count: number | null;
  price_ht_cents: number;
}
export interface PricedCart {
  items: PricedItem[];
  subtotal_ht_cents: number;
  discount_ht_cents: number;
  total_ht_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_ttc_cents: number;
}

/** The caller's cart priced now; throws the item's ApiError if one is unavailable, « Votre panier est vide. » if empty. */
export async function pricedCartFor(_db: ApiDb, _caller: Caller, _now: Date): Promise<PricedCart> {
  throw new ApiError(400, 'Votre panier est vide.');
}

/** Inside the payment's transaction: unlock the FECs, grant pack credits, consume discounts, empty the cart. */
export async function fulfilOrder(
  _trx: ApiDb,
  _order: {
    accountUuid: string;
    userUuid: string;
    orderUuid: string;
    invoiceNumber: string;
    cart: PricedCart;
    now: Date;
  },
): Promise<void> {}

/** Refund (credit note): revoke what is left of the order's pack credits, lock again the FECs it unlocked. */
export async function revokeOrder(
  _trx: ApiDb,
  _order: { accountUuid: string; orderUuid: string; creditNoteNumber: string; now: Date },
): Promise<void> {}
