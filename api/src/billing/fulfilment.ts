import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { badRequest } from '../http/errors';
import { MSG } from '../http/messages';
import { requirePay } from './access';
import { cartLines, cartTotals, type CartTotals } from './cart';
import {
  addDays,
  consumeFromLots,
  insertMovement,
  lockLots,
  lockedLots,
  lotBalances,
  grantCredits,
} from './credits';
import { FREE_OFFER, offerByCode } from './offers';

/**
 * What checkout (api/src/payments, issue 11's H2) needs from billing: the cart priced now, delivering a
 * paid order inside the payment's transaction, and taking it back on a refund. The signatures are the
 * contract between the two: do not change them without telling payments.
 */

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

export interface PricedCart extends CartTotals {
  items: PricedItem[];
}

/** The caller's cart priced now; throws the item's ApiError if one is unavailable, « Votre panier est vide. » if empty. */
export async function pricedCartFor(db: ApiDb, caller: Caller, now: Date): Promise<PricedCart> {
  requirePay(caller);
  const lines = await cartLines(db, caller.account.uuid, now);
  if (lines.length === 0) throw badRequest(MSG.cartEmpty);
  const unavailable = lines.find((l) => l.problem);
  if (unavailable?.problem) throw unavailable.problem;
  const totals = await cartTotals(db, caller.account.uuid, lines, now);
  return {
    items: lines.map((l) => ({
      item_uuid: l.uuid,
      offer_code: l.offer.code,
      offer_name: l.offer.name,
      kind: l.offer.kind === 'pack' ? 'pack' : 'fec',
      fec_uuid: l.fec_uuid,
      fec_name: l.fec_name,
      line_count: l.line_count,
      price_ht_cents: l.price_ht_cents,
    })),
    ...totals,
  };
}

/** Inside the payment's transaction: unlock the FECs (offer analyse-complete), grant pack credits (origin « Facture <n> »), consume the discount credits used, remove the paid cart items. */
export async function fulfilOrder(
  trx: ApiDb,
  order: {
    accountUuid: string;
    userUuid: string;
    orderUuid: string;
    invoiceNumber: string;
    cart: PricedCart;
    now: Date;
  },
): Promise<void> {
  const { accountUuid, orderUuid, invoiceNumber, now } = order;
  for (const item of order.cart.items) {
    const offer = offerByCode(item.offer_code);
    if (!offer) throw new Error(`offer ${item.offer_code} of order ${orderUuid} is not in the catalogue`);
    if (item.kind === 'fec' && item.fec_uuid) {
      const fec = await trx
        .updateTable('fecs')
        .set({ locked: false, offer: offer.code })
        .where('uuid', '=', item.fec_uuid)
        .where('account_uuid', '=', accountUuid)
        .returning('uuid')
        .executeTakeFirst();
      // A SEPA debit settles days later: a FEC deleted meanwhile has nothing left to unlock, and the
      // payment must still settle (invoice issued, the rest delivered).
      if (!fec) continue;
      await trx
        .insertInto('fec_unlocks')
        .values({
          uuid: randomUUID(),
          fec_uuid: item.fec_uuid,
          account_uuid: accountUuid,
          method: 'order',
          credit_type: null,
          from_network: false,
          order_uuid: orderUuid,
          siren: null,
          fiscal_end: null,
          revoked_at: null,
          created_at: now,
        })
        .execute();
    } else {
      for (const credit of offer.credits) {
        await grantCredits(trx, {
          accountUuid,
          type: credit.type,
          amount: credit.amount,
          offerCode: offer.code,
          origin: `Facture ${invoiceNumber}`,
          expiresAt: credit.validity_days === null ? null : addDays(now, credit.validity_days),
          orderUuid,
          invoiceNumber,
          at: now,
        });
      }
    }
  }
  if (order.cart.discount_ht_cents > 0) {
    const lots = await lockedLots(trx, accountUuid, now);
    await consumeFromLots(trx, lots, 'discount', order.cart.discount_ht_cents, {
      label: `Remise sur la facture ${invoiceNumber}`,
      orderUuid,
      invoiceNumber,
      at: now,
    });
  }
  const paid = order.cart.items.map((i) => i.item_uuid);
  if (paid.length) {
    await trx
      .deleteFrom('cart_items')
      .where('account_uuid', '=', accountUuid)
      .where('uuid', 'in', paid)
      .execute();
  }
}

/** Refund (credit note): revoke what is left of the order's pack credits, lock again the FECs it unlocked. */
export async function revokeOrder(
  trx: ApiDb,
  order: { accountUuid: string; orderUuid: string; creditNoteNumber: string; now: Date },
): Promise<void> {
  const { accountUuid, orderUuid, creditNoteNumber, now } = order;
  await lockLots(trx, accountUuid);
  const lots = (await lotBalances(trx, accountUuid)).filter((l) => l.order_uuid === orderUuid);
  for (const lot of lots) {
    if (lot.balance <= 0) continue;
    await insertMovement(trx, {
      lotUuid: lot.uuid,
      accountUuid,
      kind: 'revoke',
      type: lot.type,
      amount: -lot.balance,
      label: `Avoir ${creditNoteNumber}`,
      orderUuid,
      invoiceNumber: creditNoteNumber,
      at: now,
    });
  }
  // The discount the order used is given back to the lots it came from.
  const usedDiscount = await trx
    .selectFrom('credit_movements')
    .select(['lot_uuid', 'type', 'amount'])
    .where('account_uuid', '=', accountUuid)
    .where('order_uuid', '=', orderUuid)
    .where('kind', '=', 'consume')
    .execute();
  for (const m of usedDiscount) {
    await insertMovement(trx, {
      lotUuid: m.lot_uuid,
      accountUuid,
      kind: 'refund',
      type: m.type,
      amount: -Number(m.amount),
      label: `Avoir ${creditNoteNumber}`,
      orderUuid,
      invoiceNumber: creditNoteNumber,
      at: now,
    });
  }
  const unlocked = await trx
    .selectFrom('fec_unlocks')
    .select(['uuid', 'fec_uuid'])
    .where('account_uuid', '=', accountUuid)
    .where('order_uuid', '=', orderUuid)
    .where('revoked_at', 'is', null)
    .execute();
  if (unlocked.length) {
    await trx
      .updateTable('fec_unlocks')
      .set({ revoked_at: now })
      .where(
        'uuid',
        'in',
        unlocked.map((u) => u.uuid),
      )
      .execute();
    await trx
      .updateTable('fecs')
      .set({ locked: true, offer: FREE_OFFER })
      .where('account_uuid', '=', accountUuid)
      .where(
        'uuid',
        'in',
        unlocked.map((u) => u.fec_uuid),
      )
      .execute();
  }
}
