import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { seededFec } from '../../../../api/src/billing/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  g.gql<Loose>(query, variables, { token });

const CART = `items { uuid offer { code kind name } fecUuid fecName lineCount priceHtCents available reason }
  subtotalHtCents discountHtCents totalHtCents vatRateBasisPoints vatCents totalTtcCents`;

describe('billing over GraphQL', () => {
  it('lists the offers and the offers of a FEC', async () => {
    const fec = await seededFec(g.api.db, owner, { lines: 60_000 });
    const res = await gql(
      owner.accessToken,
      `query($f: ID!) {
        offers { code kind name priceHtCents priceTiers { maxLines priceHtCents } credits { type amount validityDays } }
        fecOffers(fecUuid: $f) { fecUuid lineCount currentOffer locked options { offer { code } priceHtCents available reason } }
      }`,
      { f: fec.uuid },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.offers[0]).toMatchObject({
      code: 'decouverte',
      kind: 'FREE',
      credits: [
        { type: 'FILE', amount: 1, validityDays: 30 },
        { type: 'LINE', amount: 20000, validityDays: 30 },
      ],
    });
    expect(res.data.fecOffers).toEqual({
      fecUuid: fec.uuid,
      lineCount: 60_000,
      currentOffer: 'decouverte',
      locked: true,
      options: [{ offer: { code: 'analyse-complete' }, priceHtCents: 14900, available: true, reason: null }],
    });
  });

  it('fills and empties the cart', async () => {
    const fec = await seededFec(g.api.db, owner, { lines: 100 });
    const added = await gql(
      owner.accessToken,
      `mutation($f: ID!) { addToCart(input: { offerCode: "analyse-complete", fecUuid: $f }) { ${CART} } }`,
      { f: fec.uuid },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addToCart).toMatchObject({
      items: [
        {
          offer: { code: 'analyse-complete', kind: 'FEC' },
          fecUuid: fec.uuid,
          priceHtCents: 4900,
          available: true,
        },
      ],
      totalHtCents: 4900,
      vatRateBasisPoints: 2000,
      vatCents: 980,
      totalTtcCents: 5880,
    });
    const item = added.data.addToCart.items[0].uuid;
    const cart = await gql(owner.accessToken, `{ cart { ${CART} } }`);
    expect(cart.data.cart.items).toHaveLength(1);
    const removed = await gql(
      owner.accessToken,
      `mutation($i: ID!) { removeFromCart(itemUuid: $i) { ${CART} } }`,
      {
        i: item,
      },
    );
    expect(removed.data.removeFromCart.items).toEqual([]);
  });

  it('unlocks a FEC with credits and shows the ledger', async () => {
    const fec = await seededFec(g.api.db, owner, { lines: 100 });
    const res = await gql(
      owner.accessToken,
      `mutation($f: ID!) { unlockFec(fecUuid: $f, creditType: LINE) { fec { uuid locked offer } consumed { type amount fromNetwork } } }`,
      { f: fec.uuid },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.unlockFec).toEqual({
      fec: { uuid: fec.uuid, locked: false, offer: 'analyse-complete' },
      consumed: [{ type: 'LINE', amount: 100, fromNetwork: false }],
    });
    const credits = await gql(
      owner.accessToken,
      `{ credits { totals { line file dossier discount } inherited { headAccountName }
           lots { type granted balance origin expired offerCode } }
         creditMovements(limit: 2) { items { kind type amount label fecUuid fecName } pageInfo { total limit offset hasNextPage } } }`,
    );
    expect(credits.errors).toBeUndefined();
    expect(credits.data.credits.totals).toEqual({ line: 19_900, file: 1, dossier: 0, discount: 0 });
    expect(credits.data.credits.inherited).toBeNull();
    expect(credits.data.creditMovements.items[0]).toMatchObject({
      kind: 'CONSUME',
      type: 'LINE',
      amount: -100,
      fecUuid: fec.uuid,
    });
    expect(credits.data.creditMovements.pageInfo).toEqual({
      total: 3,
      limit: 2,
      offset: 0,
      hasNextPage: true,
    });

    const again = await gql(
      owner.accessToken,
      `mutation($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }`,
      {
        f: fec.uuid,
      },
    );
    expect(again.errors?.[0]?.message).toBe('Ce FEC est déjà débloqué.');
  });

  it('refuses a Member the cart, the credits and paying, with the spec message', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    const fec = await seededFec(g.api.db, owner, { lines: 100 });
    for (const query of [
      `{ cart { totalHtCents } }`,
      `{ credits { totals { line } } }`,
      `{ creditMovements { items { id } } }`,
      `mutation { addToCart(input: { offerCode: "pack-dossiers-5" }) { totalHtCents } }`,
      `mutation { unlockFec(fecUuid: "${fec.uuid}") { fec { uuid } } }`,
    ]) {
      const res = await gql(member.accessToken, query);
      expect(res.errors?.[0]?.message).toBe("Vous n'avez pas le droit de faire des paiements sur les FEC");
    }
    const offers = await gql(member.accessToken, '{ offers { code } }');
    expect(offers.errors).toBeUndefined();
  });
});
