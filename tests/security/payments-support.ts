import type { Kysely } from 'kysely';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import { sandboxMethod } from '../../api/src/payments/testing';
import { dataOf, type Envelope } from './support';

/** Every payments row of an account (address, customer, methods, setups, orders, invoices): for "unchanged" checks. */
export async function snapshotPayments(h: ApiHarness, accountUuid: string) {
  // One query shape for six tables keyed by account_uuid (Kysely cannot type a table chosen at run time).
  const db = h.db as unknown as Kysely<Record<string, { account_uuid: string }>>;
  const of = (table: string) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('account_uuid', '=', accountUuid)
      .execute()
      .then((rows) => JSON.parse(JSON.stringify(rows)) as unknown[]);
  return {
    address: await of('billing_addresses'),
    customers: await of('payment_customers'),
    methods: await of('payment_methods'),
    setups: await of('payment_setups'),
    orders: await of('orders'),
    invoices: await of('invoices'),
  };
}

/**
 * A paying account's world: a card, a SEPA mandate, a pending setup (its sandbox step), a paid order with its
 * invoice, and a card payment waiting for 3-D Secure (its sandbox step).
 */
export async function payingWorld(h: ApiHarness, owner: TestUser) {
  const card = await sandboxMethod(h, owner, { card_number: '4242424242424242' });
  const sepa = await sandboxMethod(h, owner, { iban: 'FR1420041010050500013M02606' });
  const authCard = await sandboxMethod(h, owner, { card_number: '4000002760003184' });
  const token = owner.accessToken;
  const pack = () =>
    h.db
      .insertInto('cart_items')
      .values({
        uuid: crypto.randomUUID(),
        account_uuid: owner.accountUuid,
        offer_code: 'pack-dossiers-5',
        fec_uuid: null,
      })
      .execute();
  await pack();
  const paid = await h.call<Envelope<{ uuid: string; invoice: { uuid: string } }>>('POST', '/v1/checkout', {
    token,
    body: { payment_method_uuid: card.uuid, terms_accepted: true },
  });
  if (paid.status !== 201) throw new Error(`checkout: ${paid.status} ${JSON.stringify(paid.body)}`);
  const order = dataOf(paid);
  await pack();
  const pending = dataOf(
    await h.call<Envelope<{ uuid: string; redirect_url: string }>>('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: authCard.uuid, terms_accepted: true },
    }),
  );
  const setup = dataOf(
    await h.call<Envelope<{ setup_uuid: string; redirect_url: string }>>(
      'POST',
      '/v1/payment-methods/setup',
      {
        token,
        body: { type: 'card' },
      },
    ),
  );
  return {
    card: card.uuid,
    sepa: sepa.uuid,
    order: order.uuid,
    invoice: order.invoice.uuid,
    pendingOrder: pending.uuid,
    authRef: pending.redirect_url.split('/').pop()!,
    setup: setup.setup_uuid,
    setupRef: setup.redirect_url.split('/').pop()!,
  };
}
