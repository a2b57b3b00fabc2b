import Stripe from 'stripe';
import type { PricedCart } from '../billing/fulfilment';
import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import type { ApiHarness, TestUser } from '../testing/harness';
import { commerce } from './orders';

/** A cart of `items` (prices HT in cents) priced like billing does: 20 % VAT on the total HT. */
export function cartOf(prices: number[], discount = 0): PricedCart {
  const items = prices.map((price, i) => ({
    item_uuid: crypto.randomUUID(),
    offer_code: i === 0 ? 'analyse-complete' : 'pack-dossiers-5',
    offer_name: i === 0 ? 'Analyse complète' : 'Pack 5 dossiers',
    kind: (i === 0 ? 'fec' : 'pack') as 'fec' | 'pack',
    fec_uuid: i === 0 ? crypto.randomUUID() : null,
    fec_name: i === 0 ? 'FEC-2024.txt' : null,
    line_count: i === 0 ? 42_318 : null,
    price_ht_cents: price,
  }));
  const subtotal = prices.reduce((a, b) => a + b, 0);
  const total = subtotal - discount;
  const vat = Math.round((total * 2000) / 10000);
  return {
    items,
    subtotal_ht_cents: subtotal,
    discount_ht_cents: discount,
    total_ht_cents: total,
    vat_rate_bp: 2000,
    vat_cents: vat,
    total_ttc_cents: total + vat,
  };
}

/**
 * Stands in for billing's cart and fulfilment (H1's module) in payments' tests: one cart per account,
 * fulfilments and revocations recorded. `restore()` puts the real functions back.
 */
export function fakeCommerce() {
  const carts = new Map<string, PricedCart>();
  const fulfilled: { accountUuid: string; orderUuid: string; invoiceNumber: string }[] = [];
  const revoked: { accountUuid: string; orderUuid: string; creditNoteNumber: string }[] = [];
  const real = { ...commerce };
  commerce.pricedCartFor = async (_db, caller) => {
    const cart = carts.get(caller.account.uuid);
    if (!cart || cart.items.length === 0) throw new ApiError(400, MSG.cartEmpty);
    return cart;
  };
  commerce.fulfilOrder = async (_trx, order) => {
    fulfilled.push({
      accountUuid: order.accountUuid,
      orderUuid: order.orderUuid,
      invoiceNumber: order.invoiceNumber,
    });
    carts.delete(order.accountUuid);
  };
  commerce.revokeOrder = async (_trx, order) => {
    revoked.push({
      accountUuid: order.accountUuid,
      orderUuid: order.orderUuid,
      creditNoteNumber: order.creditNoteNumber,
    });
  };
  return {
    carts,
    fulfilled,
    revoked,
    restore: () => Object.assign(commerce, real),
  };
}

export const COMPLETE_ADDRESS = {
  company_name: 'Cabinet Durand & Associés',
  address: '4 place du Marché',
  address_complement: 'Bâtiment B',
  zip_code: '69002',
  city: 'Lyon',
  siren: '552100554',
  vat_number: 'FR40552100554',
};

type Envelope<T> = { data: { data: T } };

/** A saved sandbox method for `user`: address filled, setup started, test instrument typed, setup completed. */
export async function sandboxMethod(
  h: ApiHarness,
  user: TestUser,
  instrument: { card_number?: string; exp_month?: number; exp_year?: number; iban?: string },
): Promise<{ uuid: string; name: string; expired: boolean }> {
  const token = user.accessToken;
  await h.call('PUT', '/v1/billing/address', { token, body: COMPLETE_ADDRESS });
  const type = instrument.iban ? 'sepa_debit' : 'card';
  const started = await h.call<Envelope<{ setup_uuid: string; redirect_url: string }>>(
    'POST',
    '/v1/payment-methods/setup',
    {
      token,
      body: { type },
    },
  );
  const ref = started.body.data.data.redirect_url.split('/').pop()!;
  const submitted = await h.call('POST', `/v1/payment-sandbox/steps/${ref}/setup`, {
    token,
    body: {
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      ...instrument,
      holder: 'Jeanne Durand',
    },
  });
  if (submitted.status !== 200)
    throw new Error(`sandbox setup: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const done = await h.call<Envelope<{ uuid: string; name: string; expired: boolean }>>(
    'POST',
    `/v1/payment-methods/setup/${started.body.data.data.setup_uuid}/complete`,
    { token },
  );
  return done.body.data.data;
}

/** A webhook body and its `Stripe-Signature` header, signed with `secret`. */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
