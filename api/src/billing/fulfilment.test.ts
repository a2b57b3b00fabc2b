import type { TestDatabase } from '../../../platform/db';
import { ApiError } from '../http/errors';
import { openApiTestDatabase, recordingQueue, startApiHarness, type ApiHarness } from '../testing/harness';
import { grantCredits, lotBalances } from './credits';
import { fulfilOrder, pricedCartFor, revokeOrder } from './fulfilment';
import { callerFor, seededFec } from './testing';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

it('prices the cart, delivers the order in one transaction, and takes it back on a refund', async () => {
  const owner = await h.newOwner();
  const caller = await callerFor(h.db, owner);
  const now = new Date();
  expect(await refusal(pricedCartFor(h.db, caller, now))).toEqual({
    status: 400,
    message: 'Votre panier est vide.',
  });

  const fec = await seededFec(h.db, owner, { lines: 3000 });
  const token = owner.accessToken;
  await h.call('POST', '/v1/cart/items', {
    token,
    body: { offer_code: 'analyse-complete', fec_uuid: fec.uuid },
  });
  await h.call('POST', '/v1/cart/items', { token, body: { offer_code: 'pack-lignes-1m' } });
  await grantCredits(h.db, {
    accountUuid: owner.accountUuid,
    type: 'discount',
    amount: 1000,
    offerCode: null,
    origin: 'Geste commercial',
    expiresAt: null,
    at: now,
  });

  const cart = await pricedCartFor(h.db, caller, now);
  expect(cart).toMatchObject({
    subtotal_ht_cents: 4900 + 29900,
    discount_ht_cents: 1000,
    total_ht_cents: 33800,
    vat_rate_bp: 2000,
    vat_cents: 6760,
    total_ttc_cents: 40560,
  });
  expect(cart.items).toEqual([
    expect.objectContaining({
      kind: 'fec',
      offer_code: 'analyse-complete',
      fec_uuid: fec.uuid,
      line_count: 3000,
      price_ht_cents: 4900,
    }),
    expect.objectContaining({
      kind: 'pack',
      offer_code: 'pack-lignes-1m',
      fec_uuid: null,
      price_ht_cents: 29900,
    }),
  ]);

  const orderUuid = '11111111-1111-4111-8111-111111111111';
  await h.db.transaction().execute((trx) =>
    fulfilOrder(trx, {
      accountUuid: owner.accountUuid,
      userUuid: owner.uuid,
      orderUuid,
      invoiceNumber: 'F-000001',
      cart,
      now,
    }),
  );
  const unlocked = await h.db
    .selectFrom('fecs')
    .select(['locked', 'offer'])
    .where('uuid', '=', fec.uuid)
    .executeTakeFirstOrThrow();
  expect(unlocked).toEqual({ locked: false, offer: 'analyse-complete' });
  const lots = await lotBalances(h.db, owner.accountUuid);
  const pack = lots.find((l) => l.order_uuid === orderUuid)!;
  expect(pack).toMatchObject({
    type: 'line',
    granted: 1_000_000,
    balance: 1_000_000,
    origin: 'Facture F-000001',
  });
  expect(lots.find((l) => l.type === 'discount')!.balance).toBe(0);
  expect(
    (await h.call<{ data: { data: { items: unknown[] } } }>('GET', '/v1/cart', { token })).body.data.data
      .items,
  ).toEqual([]);

  // Some of the pack is spent before the refund (after the 20,000 Découverte lines, which expire sooner):
  // what is left is revoked, the FEC locked again.
  const other = await seededFec(h.db, owner, { lines: 25_000 });
  await h.call('POST', `/v1/fecs/${other.uuid}/unlock`, { token, body: { credit_type: 'line' } });
  await h.db.transaction().execute((trx) =>
    revokeOrder(trx, {
      accountUuid: owner.accountUuid,
      orderUuid,
      creditNoteNumber: 'AV-000001',
      now: new Date(),
    }),
  );
  const after = await lotBalances(h.db, owner.accountUuid);
  expect(after.find((l) => l.order_uuid === orderUuid)!.balance).toBe(0);
  expect(after.find((l) => l.type === 'discount')!.balance).toBe(1000);
  const relocked = await h.db
    .selectFrom('fecs')
    .select(['locked', 'offer'])
    .where('uuid', '=', fec.uuid)
    .executeTakeFirstOrThrow();
  expect(relocked).toEqual({ locked: true, offer: 'decouverte' });
  const kinds = await h.db
    .selectFrom('credit_movements')
    .select(['kind', 'amount', 'label'])
    .where('order_uuid', '=', orderUuid)
    .orderBy('id')
    .execute();
  expect(kinds.map((k) => [k.kind, Number(k.amount)])).toEqual([
    ['grant', 1_000_000],
    ['consume', -1000],
    ['revoke', -(1_000_000 - 5000)],
    ['refund', 1000],
  ]);
});

it('refuses a cart whose FEC can no longer be bought, and a role that may not pay', async () => {
  const owner = await h.newOwner();
  const fec = await seededFec(h.db, owner);
  await h.call('POST', '/v1/cart/items', {
    token: owner.accessToken,
    body: { offer_code: 'analyse-complete', fec_uuid: fec.uuid },
  });
  await h.db
    .updateTable('analyses')
    .set({ finished_at: new Date(Date.now() - 200 * 86_400_000) })
    .where('uuid', '=', fec.analysisUuid)
    .execute();
  const caller = await callerFor(h.db, owner);
  expect(await refusal(pricedCartFor(h.db, caller, new Date()))).toEqual({
    status: 409,
    message:
      "Cette offre est désactivée : l'analyse de ce FEC date de plus de 180 jours. Relancez l'analyse avant d'acheter.",
  });
  const member = await callerFor(h.db, owner, 'Role_Member');
  expect(await refusal(pricedCartFor(h.db, member, new Date()))).toEqual({
    status: 403,
    message: "Vous n'avez pas le droit de faire des paiements sur les FEC",
  });
});
