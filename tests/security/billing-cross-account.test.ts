/**
 * Commerce (issue 11) across accounts: the Owner of account B tries to read A's cart, credits and ledger,
 * to unlock A's FEC, to put it in B's cart, to remove A's cart lines, through REST and GraphQL. Each is
 * refused or answers B's own (empty) data, nothing of A shows, and afterwards every row of A (FECs, ledger,
 * unlocks, cart) is exactly what it was, and B's cart and ledger hold nothing of A.
 */
import type { TestDatabase } from '../../platform/db';
import { seededFec, type SeededFec } from '../../api/src/billing/testing';
import { grantCredits } from '../../api/src/billing/credits';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, dataOf, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let a: TestUser;
let b: TestUser;
let fecA: SeededFec;
let cartItemA: string;
let before: Awaited<ReturnType<typeof snapshotAccount>>;
const SECRET_NAME = '999999999FEC20241231-secret';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  [a, b] = [await h.newOwner(), await h.newOwner()];
  fecA = await seededFec(h.db, a, { lines: 100, siren: '999999999' });
  await h.db.updateTable('fecs').set({ original_name: SECRET_NAME }).where('uuid', '=', fecA.uuid).execute();
  await grantCredits(h.db, {
    accountUuid: a.accountUuid,
    type: 'dossier',
    amount: 5,
    offerCode: 'pack-dossiers-5',
    origin: 'Facture F-SECRET',
    expiresAt: null,
    at: new Date(),
  });
  const cart = await h.call<Envelope<Loose>>('POST', '/v1/cart/items', {
    token: a.accessToken,
    body: { offer_code: 'analyse-complete', fec_uuid: fecA.uuid },
  });
  expect(cart.status).toBe(201);
  cartItemA = dataOf(cart).items[0].uuid;
  await h.call('GET', '/v1/credits', { token: a.accessToken });
  await h.call('GET', '/v1/credits', { token: b.accessToken });
  before = await snapshotAccount(h, a.accountUuid);
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const leaks = (body: unknown) => {
  const text = JSON.stringify(body);
  return [SECRET_NAME, fecA.uuid, cartItemA, 'F-SECRET', a.accountUuid].filter((s) => text.includes(s));
};

type RestAttempt = [string, string, () => string, unknown, number];

describe('REST', () => {
  it.each<RestAttempt>([
    ["unlock A's FEC", 'POST', () => `/v1/fecs/${fecA.uuid}/unlock`, {}, 403],
    [
      "unlock A's FEC with a dossier credit",
      'POST',
      () => `/v1/fecs/${fecA.uuid}/unlock`,
      { credit_type: 'dossier' },
      403,
    ],
    [
      "put A's FEC in B's cart",
      'POST',
      () => '/v1/cart/items',
      () => ({ offer_code: 'analyse-complete', fec_uuid: fecA.uuid }),
      403,
    ],
    ["remove A's cart line", 'DELETE', () => `/v1/cart/items/${cartItemA}`, undefined, 404],
    ["read A's FEC offers", 'GET', () => `/v1/fecs/${fecA.uuid}/offers`, undefined, 403],
  ])('%s is refused', async (_name, method, path, body, status) => {
    const res = await h.call(method, path(), {
      token: b.accessToken,
      body: typeof body === 'function' ? (body as () => unknown)() : body,
    });
    expect(brief(res)).toMatch(new RegExp(`^${status} `));
    expect(leaks(res.body)).toEqual([]);
  });

  it("answers B's own cart, credits and ledger, nothing of A", async () => {
    for (const path of ['/v1/cart', '/v1/credits', '/v1/credits/movements']) {
      const res = await h.call<Envelope<Loose>>('GET', path, { token: b.accessToken });
      expect(res.status).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
    expect(dataOf(await h.call<Envelope<Loose>>('GET', '/v1/cart', { token: b.accessToken })).items).toEqual(
      [],
    );
  });
});

describe('GraphQL', () => {
  it.each([
    ['unlockFec', () => `mutation { unlockFec(fecUuid: "${fecA.uuid}") { fec { uuid } } }`],
    [
      'unlockFec (dossier)',
      () => `mutation { unlockFec(fecUuid: "${fecA.uuid}", creditType: DOSSIER) { fec { uuid } } }`,
    ],
    [
      'addToCart',
      () =>
        `mutation { addToCart(input: { offerCode: "analyse-complete", fecUuid: "${fecA.uuid}" }) { totalHtCents } }`,
    ],
    ['removeFromCart', () => `mutation { removeFromCart(itemUuid: "${cartItemA}") { totalHtCents } }`],
    ['fecOffers', () => `{ fecOffers(fecUuid: "${fecA.uuid}") { fecUuid locked } }`],
  ] as const)('%s → FORBIDDEN or NOT_FOUND', async (_name, query) => {
    const res = await g.gql<Loose>(query(), {}, { token: b.accessToken });
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(res));
    expect(leaks({ data: res.data, errors: res.errors })).toEqual([]);
  });

  it("reads B's own cart and credits only", async () => {
    const res = await g.gql<Loose>(
      `{ cart { items { uuid fecName } totalHtCents }
         credits { lots { uuid origin } totals { dossier } }
         creditMovements { items { label fecUuid fecName invoiceNumber } } }`,
      {},
      { token: b.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.cart.items).toEqual([]);
    expect(res.data.credits.totals.dossier).toBe(0);
    expect(leaks(res.data)).toEqual([]);
  });
});

describe('afterwards', () => {
  it("leaves every row of A unchanged, and nothing of A in B's cart or ledger", async () => {
    expect(await snapshotAccount(h, a.accountUuid)).toEqual(before);
    const bCart = await h.db
      .selectFrom('cart_items')
      .selectAll()
      .where('account_uuid', '=', b.accountUuid)
      .execute();
    expect(bCart).toEqual([]);
    const bMoves = await h.db
      .selectFrom('credit_movements')
      .select(['fec_uuid', 'kind'])
      .where('account_uuid', '=', b.accountUuid)
      .execute();
    expect(bMoves.every((m) => m.kind === 'grant' && m.fec_uuid === null)).toBe(true);
  });
});
