import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf } from '../users/test-support';
import { sweepPendingOrders } from './orders';
import { COMPLETE_ADDRESS, cartOf, fakeCommerce, sandboxMethod, signedEvent } from './testing';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let shop: ReturnType<typeof fakeCommerce>;

const SEPA_DELAY_MS = 400;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    workers: 0,
    config: {
      payments: {
        sandboxWebhookSecret: 'whsec_test_sandbox',
        sandboxSepaDelayMs: SEPA_DELAY_MS,
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
});

type Err = { status: number; message: string; errors?: { field: string }[] };
type Order = {
  uuid: string;
  status: string;
  message: string | null;
  redirect_url: string | null;
  total_ttc_cents: number;
  invoice: { uuid: string; number: string; name: string; total_ttc_cents: number } | null;
  refundable: boolean;
  paid_at: string | null;
};
type Invoice = {
  uuid: string;
  kind: string;
  number: string;
  total_ttc_cents: number;
  order_uuid: string | null;
  refundable: boolean;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Billing address', () => {
  it('starts empty, refuses an incomplete address and saves a complete one', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const empty = dataOf<{ complete: boolean; country: string }>(
      await h.call('GET', '/v1/billing/address', { token }),
    );
    expect(empty).toMatchObject({ complete: false, country: 'FR' });

    const setup = await h.call<Err>('POST', '/v1/payment-methods/setup', { token, body: { type: 'card' } });
    expect(setup.status).toBe(400);
    expect(setup.body.message).toBe('Adresse incomplète.');

    const incomplete = await h.call<Err>('PUT', '/v1/billing/address', {
      token,
      body: { ...COMPLETE_ADDRESS, city: '  ' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Adresse incomplète.');
    expect(incomplete.body.errors?.map((e) => e.field)).toEqual(['city']);

    const saved = await h.call('PUT', '/v1/billing/address', {
      token,
      body: { ...COMPLETE_ADDRESS, siren: '552 100 554' },
    });
    expect(saved.status).toBe(200);
    expect(dataOf(saved)).toMatchObject({ complete: true, siren: '552100554', city: 'Lyon', country: 'FR' });
  });
});

describe('Payment methods (sandbox)', () => {
  it('adds a card through the local page, lists it, makes another default and deletes', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    await h.call('PUT', '/v1/billing/address', { token, body: COMPLETE_ADDRESS });
    const started = dataOf<{ setup_uuid: string; redirect_url: string }>(
      await h.call('POST', '/v1/payment-methods/setup', { token, body: { type: 'card' } }),
    );
    expect(started.redirect_url).toMatch(/^\/paiement\/bac-a-sable\/sbx_seti_[0-9a-f]{24}$/);
    const ref = started.redirect_url.split('/').pop()!;

    const early = await h.call<Err>('POST', `/v1/payment-methods/setup/${started.setup_uuid}/complete`, {
      token,
    });
    expect(early.status).toBe(409);

    const step = dataOf<{ kind: string; test_instruments: string[] }>(
      await h.call('GET', `/v1/payment-sandbox/steps/${ref}`, { token }),
    );
    expect(step.kind).toBe('setup');
    expect(step.test_instruments.join('\n')).toContain('4242 4242 4242 4242');

    const unknown = await h.call<Err>('POST', `/v1/payment-sandbox/steps/${ref}/setup`, {
      token,
      body: {
        card_number: '4111 1111 1111 1111',
        exp_month: 1,
        exp_year: 2099,
        cvc: '123',
        holder: 'J. Durand',
      },
    });
    expect(unknown.status).toBe(400);
    const submitted = dataOf<{ return_url: string }>(
      await h.call('POST', `/v1/payment-sandbox/steps/${ref}/setup`, {
        token,
        body: {
          card_number: '4242 4242 4242 4242',
          exp_month: 1,
          exp_year: 2099,
          cvc: '123',
          holder: 'J. Durand',
        },
      }),
    );
    expect(submitted.return_url).toBe(
      `/mon-compte/facturation/moyens-de-paiement?setup=${started.setup_uuid}`,
    );
    // The step is done: its page no longer answers.
    expect((await h.call('GET', `/v1/payment-sandbox/steps/${ref}`, { token })).status).toBe(404);

    const card = dataOf<Record<string, unknown>>(
      await h.call('POST', `/v1/payment-methods/setup/${started.setup_uuid}/complete`, { token }),
    );
    expect(card).toMatchObject({
      type: 'card',
      name: 'Visa •••• 4242',
      last4: '4242',
      expiration: '2099-01',
      expired: false,
      is_default: true,
    });
    // Reloading the return page answers the same method.
    const again = dataOf<{ uuid: string }>(
      await h.call('POST', `/v1/payment-methods/setup/${started.setup_uuid}/complete`, { token }),
    );
    expect(again.uuid).toBe(card.uuid);

    const sepa = await sandboxMethod(h, owner, { iban: 'FR14 2004 1010 0505 0001 3M02 606' });
    expect(sepa.name).toBe('Prélèvement FR14 •••• 2606');
    const list = dataOf<{ items: { uuid: string; is_default: boolean }[]; total: number }>(
      await h.call('GET', '/v1/payment-methods', { token }),
    );
    expect(list.total).toBe(2);
    expect(list.items.find((m) => m.uuid === card.uuid)?.is_default).toBe(true);

    await h.call('PUT', `/v1/payment-methods/${sepa.uuid}/default`, { token });
    const after = dataOf<{ items: { uuid: string; is_default: boolean }[] }>(
      await h.call('GET', '/v1/payment-methods', { token }),
    );
    expect(after.items.filter((m) => m.is_default).map((m) => m.uuid)).toEqual([sepa.uuid]);

    expect((await h.call('DELETE', `/v1/payment-methods/${sepa.uuid}`, { token })).status).toBe(200);
    const last = dataOf<{ items: { uuid: string; is_default: boolean }[] }>(
      await h.call('GET', '/v1/payment-methods', { token }),
    );
    expect(last.items).toEqual([expect.objectContaining({ uuid: card.uuid, is_default: true })]);
  });
});

describe('Checkout (sandbox)', () => {
  it('pays by card: one invoice numbered, the order fulfilled, the PDF downloadable', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const card = await sandboxMethod(h, owner, { card_number: '4242424242424242' });
    const cart = cartOf([8900, 19900]);
    shop.carts.set(owner.accountUuid, cart);

    const noTerms = await h.call<Err>('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: card.uuid, terms_accepted: false },
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.message).toBe('Vous devez accepter les conditions générales de vente.');
    const changed = await h.call<Err>('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: card.uuid, terms_accepted: true, expected_total_ttc_cents: 100 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('Le panier a changé : vérifiez le nouveau total avant de payer.');

    const paid = await h.call('POST', '/v1/checkout', {
      token,
      body: {
        payment_method_uuid: card.uuid,
        terms_accepted: true,
        expected_total_ttc_cents: cart.total_ttc_cents,
      },
    });
    expect(paid.status).toBe(201);
    const order = dataOf<Order>(paid);
    expect(order).toMatchObject({ status: 'succeeded', total_ttc_cents: 34560, refundable: false });
    expect(order.invoice?.number).toMatch(/^F-\d{6}$/);
    expect(shop.fulfilled).toContainEqual({
      accountUuid: owner.accountUuid,
      orderUuid: order.uuid,
      invoiceNumber: order.invoice!.number,
    });

    const invoices = dataOf<{ items: Invoice[]; total: number }>(
      await h.call('GET', '/v1/invoices', { token }),
    );
    expect(invoices.total).toBe(1);
    expect(invoices.items[0]).toMatchObject({
      kind: 'invoice',
      number: order.invoice!.number,
      total_ttc_cents: 34560,
      // A card payment is never refunded online (spec §9: bank debits only).
      order_uuid: order.uuid,
      refundable: false,
    });

    const pdf = await fetch(`${h.url}/api/v1/invoices/${order.invoice!.uuid}/pdf`, {
      headers: { AccessToken: token },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`Facture ${order.invoice!.number}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The cart is gone (fulfilled): paying again finds it empty.
    const empty = await h.call<Err>('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: card.uuid, terms_accepted: true },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Votre panier est vide.');
  });

  it('a refused card: 402, nothing invoiced, the cart kept', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const card = await sandboxMethod(h, owner, { card_number: '4000000000000002' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const refused = await h.call<Err & { order_uuid: string }>('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: card.uuid, terms_accepted: true },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
    );
    expect(shop.carts.has(owner.accountUuid)).toBe(true);
    expect(dataOf<{ total: number }>(await h.call('GET', '/v1/invoices', { token })).total).toBe(0);
    const order = dataOf<Order>(await h.call('GET', `/v1/orders/${refused.body.order_uuid}`, { token }));
    expect(order).toMatchObject({ status: 'failed', invoice: null });
  });

  it('refuses an expired card at checkout', async () => {
    const owner = await h.newOwner();
    const card = await sandboxMethod(h, owner, {
      card_number: '4242424242424242',
      exp_month: 1,
      exp_year: 2021,
    });
    expect(card.expired).toBe(true);
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const res = await h.call<Err>('POST', '/v1/checkout', {
      token: owner.accessToken,
      body: { payment_method_uuid: card.uuid, terms_accepted: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ce moyen de paiement a expiré.');
  });

  it('a card asking for authentication: requires_action, then paid once approved on the local page', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const card = await sandboxMethod(h, owner, { card_number: '4000 0027 6000 3184' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const pending = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: card.uuid, terms_accepted: true },
      }),
    );
    expect(pending.status).toBe('requires_action');
    expect(pending.invoice).toBeNull();
    expect(pending.redirect_url).toMatch(/^\/paiement\/bac-a-sable\/sbx_pi_/);
    const ref = pending.redirect_url!.split('/').pop()!;
    const step = dataOf<{ kind: string; amount_cents: number }>(
      await h.call('GET', `/v1/payment-sandbox/steps/${ref}`, { token }),
    );
    expect(step).toMatchObject({ kind: 'authentication', amount_cents: 5880 });
    const back = dataOf<{ return_url: string }>(
      await h.call('POST', `/v1/payment-sandbox/steps/${ref}/authenticate`, {
        token,
        body: { approve: true },
      }),
    );
    expect(back.return_url).toBe(`/panier?commande=${pending.uuid}`);
    const order = dataOf<Order>(await h.call('GET', `/v1/orders/${pending.uuid}`, { token }));
    expect(order.status).toBe('succeeded');
    expect(order.invoice?.number).toMatch(/^F-/);
  });

  it('SEPA: pending, then paid when due (read or sweep), then refundable within 8 weeks with a credit note', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const sepa = await sandboxMethod(h, owner, { iban: 'FR1420041010050500013M02606' });
    shop.carts.set(owner.accountUuid, cartOf([19900]));
    const pending = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true },
      }),
    );
    expect(pending).toMatchObject({ status: 'processing', invoice: null, refundable: false });
    expect(pending.message).toContain('Prélèvement en cours');
    expect(dataOf<Order>(await h.call('GET', `/v1/orders/${pending.uuid}`, { token })).status).toBe(
      'processing',
    );

    await sleep(SEPA_DELAY_MS + 100);
    // The sweep settles it (as after a restart: the due time is in the database).
    await sweepPendingOrders(h.deps);
    const paid = dataOf<Order>(await h.call('GET', `/v1/orders/${pending.uuid}`, { token }));
    expect(paid).toMatchObject({ status: 'succeeded', refundable: true });
    expect(paid.invoice).toMatchObject({ order_uuid: pending.uuid, refundable: true });
    // The invoice list says so too: the billing centre offers the refund from there.
    const listed = dataOf<{ items: Invoice[] }>(await h.call('GET', '/v1/invoices', { token })).items;
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'invoice', order_uuid: pending.uuid, refundable: true }),
    ]);

    const refunded = dataOf<Order>(await h.call('POST', `/v1/orders/${pending.uuid}/refund`, { token }));
    expect(refunded.status).toBe('refunded');
    expect(shop.revoked).toContainEqual(expect.objectContaining({ orderUuid: pending.uuid }));
    const invoices = dataOf<{ items: Invoice[] }>(await h.call('GET', '/v1/invoices', { token })).items;
    expect(invoices.map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice']);
    const note = invoices.find((i) => i.kind === 'credit_note')!;
    expect(note.number).toMatch(/^AV-\d{6}$/);
    expect(note.total_ttc_cents).toBe(-23880);
    // Refunded: neither the invoice nor its credit note can be refunded again.
    expect(invoices).toEqual([
      expect.objectContaining({ kind: 'credit_note', order_uuid: pending.uuid, refundable: false }),
      expect.objectContaining({ kind: 'invoice', order_uuid: pending.uuid, refundable: false }),
    ]);
    // Idempotent: asking again changes nothing.
    expect(dataOf<Order>(await h.call('POST', `/v1/orders/${pending.uuid}/refund`, { token })).status).toBe(
      'refunded',
    );
    expect(dataOf<{ total: number }>(await h.call('GET', '/v1/invoices', { token })).total).toBe(2);
  });

  it('SEPA failing: pending, then failed, nothing invoiced', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const sepa = await sandboxMethod(h, owner, { iban: 'FR3020041010050500013M02609' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const pending = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true },
      }),
    );
    expect(pending.status).toBe('processing');
    await sleep(SEPA_DELAY_MS + 100);
    const failed = dataOf<Order>(await h.call('GET', `/v1/orders/${pending.uuid}`, { token }));
    expect(failed).toMatchObject({ status: 'failed', invoice: null });
    expect(shop.carts.has(owner.accountUuid)).toBe(true);
  });

  it('refunds: card refused, SEPA after 8 weeks refused', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const card = await sandboxMethod(h, owner, { card_number: '4242424242424242' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const byCard = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: card.uuid, terms_accepted: true },
      }),
    );
    const cardRefund = await h.call<Err>('POST', `/v1/orders/${byCard.uuid}/refund`, { token });
    expect(cardRefund.status).toBe(409);

    const sepa = await sandboxMethod(h, owner, { iban: 'FR1420041010050500013M02606' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const order = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true },
      }),
    );
    await sleep(SEPA_DELAY_MS + 100);
    expect(dataOf<Order>(await h.call('GET', `/v1/orders/${order.uuid}`, { token })).status).toBe(
      'succeeded',
    );
    await h.db
      .updateTable('orders')
      .set({ paid_at: new Date(Date.now() - 57 * 86_400_000) })
      .where('uuid', '=', order.uuid)
      .execute();
    const listedLate = dataOf<{ items: Invoice[] }>(await h.call('GET', '/v1/invoices', { token })).items;
    expect(listedLate.map((i) => [i.order_uuid, i.refundable])).toEqual([
      [order.uuid, false],
      [byCard.uuid, false],
    ]);
    const late = await h.call<Err>('POST', `/v1/orders/${order.uuid}/refund`, { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "Le remboursement d'un prélèvement peut être demandé dans les 8 semaines suivant le paiement.",
    );
  });
});

describe('Webhook', () => {
  it('refuses a bad signature, settles a pending payment once per event id', async () => {
    const bad = await h.call<Err>('POST', '/v1/payments/webhook', {
      body: '{"id":"evt_1"}',
      headers: { 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Signature du webhook invalide.');

    const owner = await h.newOwner();
    const token = owner.accessToken;
    const sepa = await sandboxMethod(h, owner, { iban: 'FR1420041010050500013M02606' });
    shop.carts.set(owner.accountUuid, cartOf([4900]));
    const pending = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true },
      }),
    );
    const row = await h.db
      .selectFrom('orders')
      .select('payment_ref')
      .where('uuid', '=', pending.uuid)
      .executeTakeFirstOrThrow();
    await sleep(SEPA_DELAY_MS + 100);
    const event = signedEvent('whsec_test_sandbox', {
      id: `evt_${crypto.randomUUID()}`,
      type: 'payment_intent.succeeded',
      object: { id: row.payment_ref, object: 'payment_intent' },
    });
    const first = await h.call('POST', '/v1/payments/webhook', {
      body: event.payload,
      headers: { 'stripe-signature': event.header },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const settled = await h.db
      .selectFrom('orders')
      .select(['status', 'invoice_uuid'])
      .where('uuid', '=', pending.uuid)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('succeeded');
    const second = await h.call('POST', '/v1/payments/webhook', {
      body: event.payload,
      headers: { 'stripe-signature': event.header },
    });
    expect(second.body).toEqual({ received: true, duplicate: true });
    expect(shop.fulfilled.filter((f) => f.orderUuid === pending.uuid)).toHaveLength(1);
  });
});
