/**
 * Issue 34, item 3: a cart under payment is paid once. A SEPA debit stays `processing` for days (as with
 * Stripe); while it does, the cart is locked to its order: a second checkout, 5 or 6 parallel ones, over
 * REST and GraphQL, are refused in French and make no order, no invoice, no unlock. The bank's answer
 * releases the cart (refused: the item can be bought again) or empties it (paid). A card still pays at
 * once; an authentication left unfinished does not hold the cart. Item 12: the sandbox's webhook secret
 * is the installation's own, the old public default is refused.
 *
 * Run on PostgreSQL too (`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`): there, concurrent
 * checkouts are decided by the lock's primary key between real connections.
 */
import type { TestDatabase } from '../../platform/db';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import { seededFec } from '../../api/src/billing/testing';
import { MSG } from '../../api/src/http/messages';
import { RETIRED_SANDBOX_WEBHOOK_SECRETS, sandboxWebhookSecret } from '../../api/src/payments';
import { sandboxMethod, signedEvent } from '../../api/src/payments/testing';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { codeOf, dataOf, snapshotAccount, type Envelope } from './support';

const SEPA_PAYS = 'FR1420041010050500013M02606';
const SEPA_FAILS = 'FR3020041010050500013M02609';
const CARD = '4242424242424242';
const CARD_3DS = '4000002760003184';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    // A SEPA debit stays processing until the test says the bank answered (`bankAnswers`); no sandbox
    // webhook secret configured: the installation's own is derived.
    api: { workers: 0, config: { payments: { sandboxSepaDelayMs: 3_600_000, sweepEveryMs: 0 } } },
  });
  h = g.api;
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Order = {
  uuid: string;
  status: string;
  invoice: { number: string } | null;
  redirect_url: string | null;
};
type Cart = {
  items: { uuid: string; available: boolean }[];
  payment_in_progress: boolean;
  order_uuid: string | null;
};

/** An Owner with a complete address, the given methods and a cart of one FEC (5 000 lines: 58,80 € TTC). */
async function shopper(instruments: Record<string, { card_number?: string; iban?: string }>) {
  const user = await h.newOwner();
  const fec = await seededFec(h.db, { uuid: user.uuid, accountUuid: user.accountUuid }, { lines: 5000 });
  const methods: Record<string, string> = {};
  for (const [name, instrument] of Object.entries(instruments)) {
    methods[name] = (await sandboxMethod(h, user, instrument)).uuid;
  }
  const added = await h.call<Envelope<Cart>>('POST', '/v1/cart/items', {
    token: user.accessToken,
    body: { offer_code: 'analyse-complete', fec_uuid: fec.uuid },
  });
  expect(added.status).toBe(201);
  return { user, fec: fec.uuid, methods };
}

const checkout = (user: TestUser, method: string) =>
  h.call<Envelope<Order>>('POST', '/v1/checkout', {
    token: user.accessToken,
    body: { payment_method_uuid: method, terms_accepted: true },
  });

const cartOf = async (user: TestUser) =>
  dataOf(await h.call<Envelope<Cart>>('GET', '/v1/cart', { token: user.accessToken }));

/** What the account bought and owes: orders, invoices, unlocks, credit movements, cart, the FEC's lock. */
async function ledger(user: TestUser, fecUuid: string) {
  const db = h.db;
  const orders = await db
    .selectFrom('orders')
    .select(['uuid', 'status', 'total_ttc_cents'])
    .where('account_uuid', '=', user.accountUuid)
    .orderBy('created_at')
    .execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['number', 'order_uuid'])
    .where('account_uuid', '=', user.accountUuid)
    .execute();
  const unlocks = await db
    .selectFrom('fec_unlocks')
    .select('order_uuid')
    .where('account_uuid', '=', user.accountUuid)
    .execute();
  const movements = await db
    .selectFrom('credit_movements')
    .select('kind')
    .where('account_uuid', '=', user.accountUuid)
    .execute();
  const cart = await db
    .selectFrom('cart_items')
    .select('fec_uuid')
    .where('account_uuid', '=', user.accountUuid)
    .execute();
  const fec = await db
    .selectFrom('fecs')
    .select('locked')
    .where('uuid', '=', fecUuid)
    .executeTakeFirstOrThrow();
  return {
    orders: orders.map((o) => ({ status: o.status, ttc: Number(o.total_ttc_cents) })),
    orderUuids: orders.map((o) => o.uuid),
    invoices: invoices.length,
    invoiceOrders: invoices.map((i) => i.order_uuid),
    unlocks: unlocks.length,
    movements: movements.length,
    cart: cart.map((c) => c.fec_uuid),
    fecLocked: fec.locked,
  };
}

/** The bank answers a pending sandbox SEPA debit now (its due date moved to the past), read back by the API. */
async function bankAnswers(user: TestUser, orderUuid: string): Promise<Order> {
  const { payment_ref } = await h.db
    .selectFrom('orders')
    .select('payment_ref')
    .where('uuid', '=', orderUuid)
    .executeTakeFirstOrThrow();
  await h.db
    .updateTable('payment_sandbox_objects')
    .set({ due_at: new Date(Date.now() - 1000) })
    .where('ref', '=', payment_ref!)
    .execute();
  return dataOf(await h.call<Envelope<Order>>('GET', `/v1/orders/${orderUuid}`, { token: user.accessToken }));
}

/** Status and French message of a REST answer. */
const said = (res: { status: number; body: unknown }) =>
  `${res.status} ${(res.body as { message?: string }).message ?? JSON.stringify(res.body).slice(0, 200)}`;

const refusedAsInProgress = (res: { status: number; body: unknown }) =>
  expect(said(res)).toBe(`409 ${MSG.cartPaymentInProgress}`);

describe('REST: a cart under a SEPA debit is paid once', () => {
  it('refuses a second checkout, 5 parallel ones and any change of the cart; the bank pays: one invoice', async () => {
    const { user, fec, methods } = await shopper({ sepa: { iban: SEPA_PAYS }, card: { card_number: CARD } });
    const before = await snapshotAccount(h, user.accountUuid);

    const first = await checkout(user, methods.sepa!);
    expect(first.status).toBe(201);
    const order = dataOf(first);
    expect(order.status).toBe('processing');
    expect(order.invoice).toBeNull();
    // The cart shows the payment in progress; its item is the order's.
    const held = await cartOf(user);
    expect(held).toMatchObject({ payment_in_progress: true, order_uuid: order.uuid });
    expect(held.items).toHaveLength(1);

    // The attack: pay the same cart again, by SEPA, by card, then 5 at once.
    refusedAsInProgress(await checkout(user, methods.sepa!));
    refusedAsInProgress(await checkout(user, methods.card!));
    const burst = await Promise.all(Array.from({ length: 5 }, () => checkout(user, methods.sepa!)));
    for (const res of burst) refusedAsInProgress(res);
    // Nor can the cart under payment change.
    refusedAsInProgress(
      await h.call('POST', '/v1/cart/items', {
        token: user.accessToken,
        body: { offer_code: 'pack-dossiers-5' },
      }),
    );
    refusedAsInProgress(
      await h.call('DELETE', `/v1/cart/items/${held.items[0]!.uuid}`, { token: user.accessToken }),
    );

    // Nor can its FEC be unlocked with credits meanwhile (it would be paid twice).
    expect(said(await h.call('POST', `/v1/fecs/${fec}/unlock`, { token: user.accessToken, body: {} }))).toBe(
      `409 ${MSG.fecPaymentInProgress}`,
    );

    // One order, nothing invoiced nor delivered; FECs, credits, unlocks and cart as before the checkout.
    expect(await ledger(user, fec)).toMatchObject({
      orders: [{ status: 'processing', ttc: 5880 }],
      invoices: 0,
      unlocks: 0,
      movements: 0,
      cart: [fec],
      fecLocked: true,
    });
    expect(await snapshotAccount(h, user.accountUuid)).toEqual(before);

    // The bank pays: one invoice, the FEC unlocked, the cart empty and free; nothing left to pay.
    const paid = await bankAnswers(user, order.uuid);
    expect(paid.status).toBe('succeeded');
    expect(paid.invoice?.number).toMatch(/^F-\d{6}$/);
    expect(await ledger(user, fec)).toMatchObject({
      orders: [{ status: 'succeeded', ttc: 5880 }],
      invoices: 1,
      unlocks: 1,
      cart: [],
      fecLocked: false,
    });
    expect(await cartOf(user)).toMatchObject({ items: [], payment_in_progress: false, order_uuid: null });
    expect(said(await checkout(user, methods.sepa!))).toBe(`400 ${MSG.cartEmpty}`);
    expect((await ledger(user, fec)).invoices).toBe(1);
  });

  it('a refused SEPA debit releases the cart: the item is bought again, once', async () => {
    const { user, fec, methods } = await shopper({
      sepa: { iban: SEPA_FAILS },
      card: { card_number: CARD },
    });
    const order = dataOf(await checkout(user, methods.sepa!));
    expect(order.status).toBe('processing');
    refusedAsInProgress(await checkout(user, methods.card!));

    expect((await bankAnswers(user, order.uuid)).status).toBe('failed');
    const released = await cartOf(user);
    expect(released).toMatchObject({ payment_in_progress: false, order_uuid: null });
    expect(released.items).toEqual([expect.objectContaining({ available: true })]);
    expect(await ledger(user, fec)).toMatchObject({ invoices: 0, unlocks: 0, cart: [fec], fecLocked: true });

    const again = await checkout(user, methods.card!);
    expect(again.status).toBe(201);
    expect(dataOf(again).status).toBe('succeeded');
    expect(await ledger(user, fec)).toMatchObject({
      orders: [
        { status: 'failed', ttc: 5880 },
        { status: 'succeeded', ttc: 5880 },
      ],
      invoices: 1,
      unlocks: 1,
      cart: [],
      fecLocked: false,
    });
  });

  it('a card pays at once as before; an authentication left unfinished does not hold the cart', async () => {
    const { user, fec, methods } = await shopper({
      strong: { card_number: CARD_3DS },
      card: { card_number: CARD },
    });
    const waiting = dataOf(await checkout(user, methods.strong!));
    expect(waiting.status).toBe('requires_action');
    const ref = waiting.redirect_url!.split('/').pop()!;
    expect((await cartOf(user)).payment_in_progress).toBe(true);

    // The user comes back and pays by another card: the unfinished authentication is cancelled first.
    const paid = await checkout(user, methods.card!);
    expect(paid.status).toBe(201);
    expect(dataOf(paid).status).toBe('succeeded');
    const after = await ledger(user, fec);
    expect(after).toMatchObject({
      orders: [
        { status: 'failed', ttc: 5880 },
        { status: 'succeeded', ttc: 5880 },
      ],
      invoices: 1,
      cart: [],
      fecLocked: false,
    });
    expect(after.invoiceOrders).toEqual([after.orderUuids[1]]);
    // The cancelled authentication can no longer be approved (it would have paid a second time).
    const late = await h.call('POST', `/v1/payment-sandbox/steps/${ref}/authenticate`, {
      token: user.accessToken,
      body: { approve: true },
    });
    expect(late.status).toBe(404);
    expect(await ledger(user, fec)).toEqual(after);
    expect(await cartOf(user)).toMatchObject({ items: [], payment_in_progress: false });
  });
});

describe('REST: an abandoned authentication does not keep the cart from changing', () => {
  it('adding to the cart ends it (cancelled, never approved later), as a new checkout does', async () => {
    const { user, fec, methods } = await shopper({ strong: { card_number: CARD_3DS } });
    const waiting = dataOf(await checkout(user, methods.strong!));
    expect(waiting.status).toBe('requires_action');
    const ref = waiting.redirect_url!.split('/').pop()!;

    const added = await h.call<Envelope<{ items: unknown[]; payment_in_progress: boolean }>>(
      'POST',
      '/v1/cart/items',
      { token: user.accessToken, body: { offer_code: 'pack-dossiers-5' } },
    );
    expect(added.status).toBe(201);
    expect(dataOf(added)).toMatchObject({ payment_in_progress: false });
    expect(dataOf(added).items).toHaveLength(2);
    expect(await ledger(user, fec)).toMatchObject({ orders: [{ status: 'failed' }], invoices: 0 });
    const late = await h.call('POST', `/v1/payment-sandbox/steps/${ref}/authenticate`, {
      token: user.accessToken,
      body: { approve: true },
    });
    expect(late.status).toBe(404);
    expect(await ledger(user, fec)).toMatchObject({
      orders: [{ status: 'failed' }],
      invoices: 0,
      fecLocked: true,
    });
  });
});

describe('concurrent checkouts of one cart make one order', () => {
  it('6 parallel SEPA checkouts over REST: one order, then one invoice', async () => {
    const { user, fec, methods } = await shopper({ sepa: { iban: SEPA_PAYS } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(user, methods.sepa!)));
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) refusedAsInProgress(res);
    expect((await ledger(user, fec)).orders).toEqual([{ status: 'processing', ttc: 5880 }]);

    expect((await bankAnswers(user, dataOf(created[0]!).uuid)).status).toBe('succeeded');
    expect(await ledger(user, fec)).toMatchObject({ invoices: 1, unlocks: 1, cart: [] });
  });

  it('6 parallel card checkouts over GraphQL: one paid order, one invoice, the others refused in French', async () => {
    const { user, fec, methods } = await shopper({ card: { card_number: CARD } });
    const query = `mutation ($m: ID!) { checkout(input: { paymentMethodUuid: $m, termsAccepted: true }) { uuid status } }`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        g.gql<{ checkout: { uuid: string; status: string } }>(
          query,
          { m: methods.card },
          { token: user.accessToken },
        ),
      ),
    );
    const paid = answers.filter((r) => r.data?.checkout);
    expect(paid.map((r) => r.data!.checkout.status)).toEqual(['SUCCEEDED']);
    // Refused while the first is under way, or after it emptied the cart: never a second payment.
    for (const res of answers.filter((r) => !r.data?.checkout)) {
      expect([MSG.cartPaymentInProgress, MSG.cartEmpty]).toContain(res.errors?.[0]?.message);
    }
    expect(await ledger(user, fec)).toMatchObject({
      orders: [{ status: 'succeeded', ttc: 5880 }],
      invoices: 1,
      unlocks: 1,
      cart: [],
    });
  });
});

describe('GraphQL: a cart under a SEPA debit is paid once', () => {
  it('shows « paiement en cours », refuses checkout and cart changes with CONFLICT and the French message', async () => {
    const { user, fec, methods } = await shopper({ sepa: { iban: SEPA_PAYS }, card: { card_number: CARD } });
    const token = user.accessToken;
    const pay = (m: string) =>
      g.gql<{ checkout: { uuid: string; status: string } }>(
        'mutation ($m: ID!) { checkout(input: { paymentMethodUuid: $m, termsAccepted: true }) { uuid status } }',
        { m },
        { token },
      );
    const first = await pay(methods.sepa!);
    expect(first.data?.checkout.status).toBe('PROCESSING');
    const cart = await g.gql<{
      cart: { paymentInProgress: boolean; pendingOrderUuid: string | null; items: { uuid: string }[] };
    }>('{ cart { paymentInProgress pendingOrderUuid items { uuid } } }', {}, { token });
    expect(cart.data?.cart).toMatchObject({
      paymentInProgress: true,
      pendingOrderUuid: first.data!.checkout.uuid,
    });

    for (const res of [
      await pay(methods.sepa!),
      await pay(methods.card!),
      await g.gql(
        'mutation { addToCart(input: { offerCode: "pack-dossiers-5" }) { totalTtcCents } }',
        {},
        { token },
      ),
      await g.gql(
        'mutation ($i: ID!) { removeFromCart(itemUuid: $i) { totalTtcCents } }',
        { i: cart.data!.cart.items[0]!.uuid },
        { token },
      ),
    ]) {
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors?.[0]?.message).toBe(MSG.cartPaymentInProgress);
    }
    expect(await ledger(user, fec)).toMatchObject({
      orders: [{ status: 'processing', ttc: 5880 }],
      invoices: 0,
      unlocks: 0,
      cart: [fec],
      fecLocked: true,
    });
  });
});

describe('item 12: the sandbox webhook secret is the installation’s own', () => {
  it('accepts events signed with it and refuses the old public default', async () => {
    const own = sandboxWebhookSecret(undefined, h.deps.secrets);
    expect(own).toMatch(/^whsec_/);
    expect(RETIRED_SANDBOX_WEBHOOK_SECRETS).not.toContain(own);
    const post = (secret: string) => {
      const event = signedEvent(secret, {
        id: `evt_${crypto.randomUUID().replace(/-/g, '')}`,
        type: 'payment_intent.succeeded',
        object: { id: 'sbx_pi_unknown', object: 'payment_intent' },
      });
      return h.call('POST', '/v1/payments/webhook', {
        body: event.payload,
        headers: { 'stripe-signature': event.header },
      });
    };
    expect((await post(own)).status).toBe(200);
    expect(said(await post(RETIRED_SANDBOX_WEBHOOK_SECRETS[0]!))).toBe(`400 ${MSG.webhookSignature}`);
  });
});
