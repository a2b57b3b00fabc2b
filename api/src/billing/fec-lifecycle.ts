import type { FecLifecycle } from '../fecs/fec-lifecycle';
import { conflict } from '../http/errors';
import { MSG } from '../http/messages';
import { FEC_OFFER, FREE_OFFER, fecPrice, offerByCode } from './offers';

/**
 * Billing's side of the FECs' lifecycle port: every FEC starts under Découverte, locked, priced as the
 * full analysis for its line count; a FEC in a cart cannot be deleted (spec §8).
 */
export const billingFecLifecycle: FecLifecycle = {
  initialOffer(lineCount) {
    return { offer: FREE_OFFER, locked: true, price_ht_cents: fecPrice(offerByCode(FEC_OFFER)!, lineCount) };
  },
  async beforeDelete(db, fecUuids) {
    if (fecUuids.length === 0) return;
    const inCart = await db
      .selectFrom('cart_items')
      .select('uuid')
      .where('fec_uuid', 'in', fecUuids)
      .limit(1)
      .executeTakeFirst();
    if (inCart) throw conflict(MSG.fecInCart);
  },
};
