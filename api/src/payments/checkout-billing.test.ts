/** Checkout with the real commerce core (billing/fulfilment.ts): a credit pack bought, invoiced, granted, refunded. */
import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, startApiHarness, type ApiHarness } from '../testing/harness';
import { dataOf } from '../users/test-support';
import { sweepPendingOrders } from './orders';
import { sandboxMethod } from './testing';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    workers: 0,
    config: { payments: { sandboxWebhookSecret: 'whsec_t', sandboxSepaDelayMs: 200, sweepEveryMs: 0 } },
  });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type Order = { uuid: string; status: string; invoice: { number: string } | null };

describe('Checkout with the commerce core', () => {
  it('buys a pack by SEPA: invoice once paid, credits granted with its number, revoked by the refund', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const sepa = await sandboxMethod(h, owner, { iban: 'FR1420041010050500013M02606' });
    // Straight into the cart table: billing's REST routes are registered by H1's branch later.
    await h.db
      .insertInto('cart_items')
      .values({
        uuid: crypto.randomUUID(),
        account_uuid: owner.accountUuid,
        offer_code: 'pack-dossiers-5',
        fec_uuid: null,
      })
      .execute();
    const pending = dataOf<Order>(
      await h.call('POST', '/v1/checkout', {
        token,
        body: { payment_method_uuid: sepa.uuid, terms_accepted: true, expected_total_ttc_cents: 23880 },
      }),
    );
    expect(pending.status).toBe('processing');
    await new Promise((r) => setTimeout(r, 300));
    await sweepPendingOrders(h.deps);
    const paid = dataOf<Order>(await h.call('GET', `/v1/orders/${pending.uuid}`, { token }));
    expect(paid.status).toBe('succeeded');
    const dossierBalance = async () =>
      Number(
        (
          await h.db
            .selectFrom('credit_movements')
            .select((eb) => eb.fn.sum<number>('amount').as('n'))
            .where('account_uuid', '=', owner.accountUuid)
            .where('type', '=', 'dossier')
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    expect(await dossierBalance()).toBe(5);
    const lot = await h.db
      .selectFrom('credit_lots')
      .selectAll()
      .where('account_uuid', '=', owner.accountUuid)
      .where('type', '=', 'dossier')
      .executeTakeFirstOrThrow();
    expect(lot.origin).toBe(`Facture ${paid.invoice!.number}`);
    expect(
      await h.db
        .selectFrom('cart_items')
        .select('uuid')
        .where('account_uuid', '=', owner.accountUuid)
        .execute(),
    ).toEqual([]);

    expect(dataOf<Order>(await h.call('POST', `/v1/orders/${pending.uuid}/refund`, { token })).status).toBe(
      'refunded',
    );
    expect(await dossierBalance()).toBe(0);
  });
});
