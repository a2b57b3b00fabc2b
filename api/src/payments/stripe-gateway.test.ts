import Stripe from 'stripe';
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { MSG } from '../http/messages';
import { dataOf } from '../users/test-support';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { COMPLETE_ADDRESS, cartOf, fakeCommerce, signedEvent } from './testing';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let stripe: StripeStandIn;
let shop: ReturnType<typeof fakeCommerce>;
const WEBHOOK_SECRET = 'whsec_stand_in_secret';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    workers: 0,
    config: {
      appUrl: 'https://app.fec.test',
      payments: {
        stripeSecretKey: 'sk_test_stand_in',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripeApiUrl: stripe.url,
        sandboxWebhookSecret: 'unused',
        sandboxSepaDelayMs: 0,
        sweepEveryMs: 0,
      },
    },
  });
  shop = fakeCommerce();
});
afterAll(async () => {
  shop?.restore();
  await h?.close();
  await database?.cleanup();
  await stripe?.close();
});

type Order = {
  uuid: string;
  status: string;
  redirect_url: string | null;
  invoice: { number: string } | null;
};

/** Adds a method the Stripe way: Checkout Session (setup mode) → the user on Stripe's page → complete. */
async function stripeMethod(user: TestUser, instrument: Parameters<StripeStandIn['completeSession']>[1]) {
  const token = user.accessToken;
  await h.call('PUT', '/v1/billing/address', { token, body: COMPLETE_ADDRESS });
  const started = dataOf<{ setup_uuid: string; redirect_url: string }>(
    await h.call('POST', '/v1/payment-methods/setup', {
      token,
      body: { type: instrument.iban ? 'sepa_debit' : 'card' },
    }),
  );
  expect(started.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const sessionId = started.redirect_url.split('/').pop()!;
  stripe.completeSession(sessionId, instrument);
  return dataOf<{ uuid: string; name: string }>(
    await h.call('POST', `/v1/payment-methods/setup/${started.setup_uuid}/complete`, { token }),
  );
}

const paymentRefOf = async (orderUuid: string) =>
  (
    await h.db
      .selectFrom('orders')
      .select('payment_ref')
      .where('uuid', '=', orderUuid)
      .executeTakeFirstOrThrow()
  ).payment_ref!;

async function webhook(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const event = signedEvent(secret, { id: `evt_${crypto.randomUUID().replace(/-/g, '')}`, type, object });
  return h.call('POST', '/v1/payments/webhook', {
    body: event.payload,
    headers: { 'stripe-signature': event.header },
  });
}

describe('Stripe adapter (against a local stand-in of the Stripe API)', () => {
  it('collects a card on a Checkout Session in setup mode, then pays off-session', async () => {
    const owner = await h.newOwner();
    const card = await stripeMethod(owner, {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2099 },
    });
    expect(card.name).toBe('Visa •••• 4242');

    const session = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(session.params).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      success_url: expect.stringMatching(
        /^https:\/\/app\.fec\.test\/mon-compte\/facturation\/moyens-de-paiement\?setup=/,
      ),
    });
    expect(session.authorization).toBe('Bearer sk_test_stand_in');
    expect(stripe.requests.find((r) => r.path === '/v1/customers')?.idempotencyKey).toBe(
      `customer-${owner.accountUuid}`,
    );

    shop.carts.set(owner.accountUuid, cartOf([8900]));
    const paid = await h.call('POST', '/v1/checkout', {
      token: owner.accessToken,
      body: { payment_method_uuid: card.uuid, terms_accepted: true },
    });
    expect(paid.status).toBe(201);
    const order = dataOf<Order>(paid);
    expect(order.status).toBe('succeeded');
    expect(order.invoice?.number).toMatch(/^F-/);
    const pi = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(pi.params).toMatchObject({
      amount: '10680',
      currency: 'eur',
      off_session: 'true',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(pi.idempotencyKey).toBe(`order-${order.uuid}`);
  });

  it('a declined card: 402 and nothing invoiced', async () => {
    const owner = await h.newOwner();
    const card = await stripeMethod(owner, {
      card: { number: '4000000000000002', exp_month: 12, exp_year: 2099 },
    });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const refused = await h.call<{ message: string }>('POST', '/v1/checkout', {
      token: owner.accessToken,
      body: { payment_method_uuid: card.uuid, terms_accepted: true },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
    );
    expect(
      dataOf<{ total: number }>(await h.call('GET', '/v1/invoices', { token: owner.accessToken })).total,
    ).toBe(0);
  });

  it('authentication required: re-confirmed on-session with a return URL, settled by a signed webhook', async () => {
    const owner = await h.newOwner();
    const card = await stripeMethod(owner, {
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2099 },
    });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const order = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token: owner.accessToken,
        body: { payment_method_uuid: card.uuid, terms_accepted: true },
      }),
    );
    expect(order.status).toBe('requires_action');
    expect(order.redirect_url).toMatch(/^https:\/\/hooks\.stripe\.test\/3d_secure_2\/pi_/);
    const ref = await paymentRefOf(order.uuid);
    const confirm = stripe.requests.find((r) => r.path === `/v1/payment_intents/${ref}/confirm`)!;
    expect(confirm.params.return_url).toBe(`https://app.fec.test/panier?commande=${order.uuid}`);

    stripe.setPaymentStatus(ref, 'succeeded');
    expect(
      (await webhook('payment_intent.succeeded', { id: ref, object: 'payment_intent' }, 'whsec_wrong'))
        .status,
    ).toBe(400);
    const ok = await webhook('payment_intent.succeeded', { id: ref, object: 'payment_intent' });
    expect(ok.body).toEqual({ received: true, duplicate: false });
    const settled = dataOf<Order>(
      await h.call('GET', `/v1/orders/${order.uuid}`, { token: owner.accessToken }),
    );
    expect(settled.status).toBe('succeeded');
    expect(settled.invoice?.number).toMatch(/^F-/);
  });

  it('SEPA: processing until Stripe says succeeded, then refunded through the Refunds API', async () => {
    const owner = await h.newOwner();
    const sepa = await stripeMethod(owner, { iban: 'FR1420041010050500013M02606' });
    expect(sepa.name).toBe('Prélèvement FR •••• 2606');
    shop.carts.set(owner.accountUuid, cartOf([19900]));
    const order = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token: owner.accessToken,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true },
      }),
    );
    expect(order.status).toBe('processing');
    const ref = await paymentRefOf(order.uuid);
    // A read re-asks Stripe: still processing.
    expect(
      dataOf<Order>(await h.call('GET', `/v1/orders/${order.uuid}`, { token: owner.accessToken })).status,
    ).toBe('processing');
    stripe.setPaymentStatus(ref, 'succeeded');
    await webhook('charge.succeeded', { id: 'ch_1', object: 'charge', payment_intent: ref });
    expect(
      dataOf<Order>(await h.call('GET', `/v1/orders/${order.uuid}`, { token: owner.accessToken })).status,
    ).toBe('succeeded');
    const refunded = dataOf<Order>(
      await h.call('POST', `/v1/orders/${order.uuid}/refund`, { token: owner.accessToken }),
    );
    expect(refunded.status).toBe('refunded');
    const refund = stripe.requests.find((r) => r.path === '/v1/refunds')!;
    expect(refund.params.payment_intent).toBe(ref);
    expect(refund.idempotencyKey).toBe(`refund-${order.uuid}`);
  });

  it('the sandbox pages do not exist with Stripe; webhook signatures follow Stripe’s scheme', async () => {
    const owner = await h.newOwner();
    const res = await h.call('GET', `/v1/payment-sandbox/steps/sbx_seti_${'0'.repeat(24)}`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(404);
    // The SDK's own verification accepts what the stand-in tests sign.
    const event = signedEvent(WEBHOOK_SECRET, { id: 'evt_x', type: 'ping', object: { object: 'ping' } });
    expect(Stripe.webhooks.constructEvent(event.payload, event.header, WEBHOOK_SECRET).id).toBe('evt_x');
  });
});

describe('Stripe adapter: one payment at a time per cart (issue 34)', () => {
  const pay = (owner: TestUser, method: string) =>
    h.call<{ message?: string }>('POST', '/v1/checkout', {
      token: owner.accessToken,
      body: { payment_method_uuid: method, terms_accepted: true },
    });
  const ordersOf = (owner: TestUser) =>
    h.db
      .selectFrom('orders')
      .select(['uuid', 'status'])
      .where('account_uuid', '=', owner.accountUuid)
      .orderBy('created_at')
      .execute();
  const lockOf = (owner: TestUser) =>
    h.db
      .selectFrom('cart_checkouts')
      .select('order_uuid')
      .where('account_uuid', '=', owner.accountUuid)
      .executeTakeFirst();

  it('a SEPA debit holds the cart: checkouts refused, released when Stripe says it failed, emptied when paid', async () => {
    const owner = await h.newOwner();
    const sepa = await stripeMethod(owner, { iban: 'FR1420041010050500013M02606' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const first = dataOf<Order>(await pay(owner, sepa.uuid));
    expect(first.status).toBe('processing');
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(owner, sepa.uuid)));
    expect(answers.map((r) => `${r.status} ${r.body.message}`)).toEqual(
      Array(6).fill(`409 ${MSG.cartPaymentInProgress}`),
    );
    expect(await ordersOf(owner)).toEqual([{ uuid: first.uuid, status: 'processing' }]);
    // One debit asked of Stripe for this cart.
    expect(
      stripe.requests.filter(
        (r) => r.path === '/v1/payment_intents' && r.params['metadata[account_uuid]'] === owner.accountUuid,
      ),
    ).toHaveLength(1);

    // Stripe: the debit failed. The cart is free again and the same items are paid by a new debit.
    const ref = await paymentRefOf(first.uuid);
    stripe.setPaymentStatus(ref, 'requires_payment_method');
    await webhook('payment_intent.payment_failed', { id: ref, object: 'payment_intent' });
    expect(await lockOf(owner)).toBeUndefined();
    const second = dataOf<Order>(await pay(owner, sepa.uuid));
    expect(second.status).toBe('processing');
    expect(await lockOf(owner)).toEqual({ order_uuid: second.uuid });

    stripe.setPaymentStatus(await paymentRefOf(second.uuid), 'succeeded');
    await webhook('payment_intent.succeeded', {
      id: await paymentRefOf(second.uuid),
      object: 'payment_intent',
    });
    expect(await ordersOf(owner)).toEqual([
      { uuid: first.uuid, status: 'failed' },
      { uuid: second.uuid, status: 'succeeded' },
    ]);
    expect(shop.fulfilled.filter((f) => f.accountUuid === owner.accountUuid)).toHaveLength(1);
    expect(await lockOf(owner)).toBeUndefined();
    expect((await pay(owner, sepa.uuid)).body.message).toBe(MSG.cartEmpty);
  });

  it('an unfinished 3-D Secure is cancelled at Stripe before the cart is paid by another card', async () => {
    const owner = await h.newOwner();
    const strong = await stripeMethod(owner, {
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2099 },
    });
    const card = await stripeMethod(owner, {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2099 },
    });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const waiting = dataOf<Order>(await pay(owner, strong.uuid));
    expect(waiting.status).toBe('requires_action');
    const ref = await paymentRefOf(waiting.uuid);

    const paid = await pay(owner, card.uuid);
    expect(paid.status).toBe(201);
    expect(
      stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${ref}/cancel`),
    ).toBe(true);
    expect(await ordersOf(owner)).toEqual([
      { uuid: waiting.uuid, status: 'failed' },
      { uuid: dataOf<Order>(paid).uuid, status: 'succeeded' },
    ]);
    expect(shop.fulfilled.filter((f) => f.accountUuid === owner.accountUuid)).toHaveLength(1);
  });
});
