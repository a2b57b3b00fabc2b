import type { TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { upload, smallFec } from '../fecs/testing';
import { grantCredits } from './credits';
import { seededFec } from './testing';

let database: TestDatabase<unknown>;
let h: ApiHarness;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
type Loose = any;
const data = (res: { body: Loose }) => res.body?.data?.data;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const grant = (owner: TestUser, type: 'line' | 'dossier' | 'file' | 'discount', amount: number) =>
  grantCredits(h.db, {
    accountUuid: owner.accountUuid,
    type,
    amount,
    offerCode: null,
    origin: 'Geste commercial',
    expiresAt: null,
    at: new Date(),
  });

/** Expires the Découverte credits of a new account so a test starts from what it grants itself. */
async function withoutWelcome(owner: TestUser) {
  await h.call('GET', '/v1/credits', { token: owner.accessToken });
  await h.db
    .updateTable('credit_lots')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('account_uuid', '=', owner.accountUuid)
    .execute();
  await h.call('GET', '/v1/credits', { token: owner.accessToken });
}

describe('offers and new FECs', () => {
  it('lists the catalogue with French names and HT prices', async () => {
    const owner = await h.newOwner();
    const res = await h.call('GET', '/v1/offers', { token: owner.accessToken });
    expect(res.status).toBe(200);
    const codes = data(res).items.map((o: Loose) => o.code);
    expect(codes).toEqual([
      'decouverte',
      'analyse-complete',
      'pack-dossiers-5',
      'pack-dossiers-20',
      'pack-lignes-1m',
      'mission-ecf',
      'pack-missions-ecf-10',
    ]);
    const fec = data(res).items[1];
    expect(fec.price_tiers[0]).toEqual({ max_lines: 10000, price_ht_cents: 4900 });
  });

  it('imports a FEC under Découverte, locked, priced by its lines', async () => {
    const owner = await h.newOwner();
    const res = await upload(h, owner.accessToken, [{ name: 'a.txt', content: smallFec(5) }]);
    expect(res.status).toBe(201);
    expect(res.body.data.data[0]).toMatchObject({ offer: 'decouverte', locked: true, price_ht_cents: 4900 });
  });

  it('prices per FEC and disables the offer when the analysis is too old or missing', async () => {
    const owner = await h.newOwner();
    const big = await seededFec(h.db, owner, { lines: 60_000 });
    const old = await seededFec(h.db, owner, { analysedDaysAgo: 181 });
    const running = await seededFec(h.db, owner, { analysedDaysAgo: null });
    const offers = async (uuid: string) =>
      data(await h.call('GET', `/v1/fecs/${uuid}/offers`, { token: owner.accessToken }));
    expect(await offers(big.uuid)).toMatchObject({
      line_count: 60_000,
      current_offer: 'decouverte',
      locked: true,
      options: [{ price_ht_cents: 14900, available: true, reason: null }],
    });
    expect((await offers(old.uuid)).options[0]).toMatchObject({
      available: false,
      reason:
        "Cette offre est désactivée : l'analyse de ce FEC date de plus de 180 jours. Relancez l'analyse avant d'acheter.",
    });
    expect((await offers(running.uuid)).options[0].available).toBe(false);
  });
});

describe('credits and unlock', () => {
  it('gives a new account the Découverte credits (1 file, 20,000 lines, 30 days)', async () => {
    const owner = await h.newOwner();
    const res = await h.call('GET', '/v1/credits', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(data(res).totals).toEqual({ line: 20000, dossier: 0, file: 1, discount: 0, ecf: 0 });
    expect(data(res).inherited).toBeNull();
    for (const lot of data(res).lots) {
      expect(lot).toMatchObject({ offer_code: 'decouverte', origin: 'Offre Découverte', expired: false });
      const days = (Date.parse(lot.expires_at) - Date.parse(lot.created_at)) / 86_400_000;
      expect(days).toBe(30);
    }
    const movements = await h.call('GET', '/v1/credits/movements', { token: owner.accessToken });
    expect(data(movements).total).toBe(2);
    expect(data(movements).items.every((m: Loose) => m.kind === 'grant')).toBe(true);
  });

  it('unlocks with the file credit, then lines, then answers 402 with held and needed', async () => {
    const owner = await h.newOwner();
    const [a, b, c] = [
      await seededFec(h.db, owner, { lines: 15_000 }),
      await seededFec(h.db, owner, { lines: 15_000 }),
      await seededFec(h.db, owner, { lines: 15_000 }),
    ];
    const unlock = (uuid: string, body: unknown = {}) =>
      h.call('POST', `/v1/fecs/${uuid}/unlock`, { token: owner.accessToken, body });
    // Locked: synthesis without amounts nor rows.
    const before = await h.call('GET', `/v1/analyses/${a.analysisUuid}/controls/EQ-ECR`, {
      token: owner.accessToken,
    });
    expect(data(before)).toMatchObject({ locked: true, amount: null, rows: [], count: 1, result: 'ERROR' });

    const first = await unlock(a.uuid);
    expect(first.status).toBe(200);
    expect(data(first).consumed).toEqual([{ type: 'file', amount: 1, from_network: false }]);
    expect(data(first).fec).toMatchObject({ uuid: a.uuid, locked: false, offer: 'analyse-complete' });
    const after = await h.call('GET', `/v1/analyses/${a.analysisUuid}/controls/EQ-ECR`, {
      token: owner.accessToken,
    });
    expect(data(after)).toMatchObject({ locked: false, amount: 123456 });
    expect(data(after).rows).toHaveLength(1);

    expect((await unlock(a.uuid)).body).toMatchObject({ status: 409, message: 'Ce FEC est déjà débloqué.' });

    const second = await unlock(b.uuid);
    expect(data(second).consumed).toEqual([{ type: 'line', amount: 15_000, from_network: false }]);

    const third = await unlock(c.uuid);
    expect(third.status).toBe(402);
    expect(third.body).toEqual({
      status: 402,
      message:
        'Crédits insuffisants : vous disposez de 5000 crédits lignes, il en faut 15000 pour débloquer ce FEC.',
      line_credit_held: 5000,
      line_credit_needed: 15000,
    });
    const credits = data(await h.call('GET', '/v1/credits', { token: owner.accessToken }));
    expect(credits.totals).toEqual({ line: 5000, dossier: 0, file: 0, discount: 0, ecf: 0 });
    // Balances are the sums of the ledger.
    const ledger = data(await h.call('GET', '/v1/credits/movements', { token: owner.accessToken })).items;
    const sum = ledger.reduce((s: number, m: Loose) => s + (m.type === 'line' ? m.amount : 0), 0);
    expect(sum).toBe(5000);
    expect(ledger[0]).toMatchObject({ kind: 'consume', type: 'line', amount: -15000, fec_uuid: b.uuid });
  });

  it('says the free credit expired when only it would have sufficed', async () => {
    const owner = await h.newOwner();
    const fec = await seededFec(h.db, owner, { lines: 100 });
    await h.call('GET', '/v1/credits', { token: owner.accessToken });
    await h.db
      .updateTable('credit_lots')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_uuid', '=', owner.accountUuid)
      .execute();
    const res = await h.call('POST', `/v1/fecs/${fec.uuid}/unlock`, { token: owner.accessToken, body: {} });
    expect(res.body).toEqual({
      status: 402,
      message: 'Votre crédit gratuit a expiré. Contactez le support pour le prolonger.',
    });
    const credits = data(await h.call('GET', '/v1/credits', { token: owner.accessToken }));
    expect(credits.totals.line).toBe(0);
    expect(credits.lots.every((l: Loose) => l.expired && l.balance === 0)).toBe(true);
    const kinds = data(await h.call('GET', '/v1/credits/movements', { token: owner.accessToken })).items.map(
      (m: Loose) => m.kind,
    );
    expect(kinds.filter((k: string) => k === 'expire')).toHaveLength(2);
  });

  it('refuses an analysis older than 180 days, and a FEC gone', async () => {
    const owner = await h.newOwner();
    const old = await seededFec(h.db, owner, { analysedDaysAgo: 200 });
    const res = await h.call('POST', `/v1/fecs/${old.uuid}/unlock`, { token: owner.accessToken, body: {} });
    expect(res.status).toBe(409);
    expect((res.body as Loose).message).toMatch(/date de plus de 180 jours/);
    const gone = await h.call('POST', `/v1/fecs/00000000-0000-4000-8000-000000000000/unlock`, {
      token: owner.accessToken,
      body: {},
    });
    expect(gone.body).toEqual({ status: 404, message: "Ce FEC n'est plus disponible." });
  });

  it('uses a dossier credit once per company and fiscal year', async () => {
    const owner = await h.newOwner();
    await withoutWelcome(owner);
    await grant(owner, 'dossier', 1);
    const dossier = { siren: '552100554', fiscalEnd: '2024-12-31' };
    const a = await seededFec(h.db, owner, dossier);
    const b = await seededFec(h.db, owner, dossier);
    const other = await seededFec(h.db, owner, { siren: '552100554', fiscalEnd: '2023-12-31' });
    const unlock = (uuid: string) =>
      h.call('POST', `/v1/fecs/${uuid}/unlock`, { token: owner.accessToken, body: {} });
    expect(data(await unlock(a.uuid)).consumed).toEqual([
      { type: 'dossier', amount: 1, from_network: false },
    ]);
    expect(data(await unlock(b.uuid)).consumed).toEqual([]);
    expect((await unlock(other.uuid)).status).toBe(402);
  });

  it("falls back on the network head's credits", async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    await withoutWelcome(member);
    await withoutWelcome(head);
    await grant(head, 'line', 10_000);
    await h.db
      .updateTable('accounts')
      .set({ network_parent_uuid: head.accountUuid, name: 'Membre du réseau' })
      .where('uuid', '=', member.accountUuid)
      .execute();
    const fec = await seededFec(h.db, member, { lines: 4000 });
    const res = await h.call('POST', `/v1/fecs/${fec.uuid}/unlock`, { token: member.accessToken, body: {} });
    expect(data(res).consumed).toEqual([{ type: 'line', amount: 4000, from_network: true }]);
    const credits = data(await h.call('GET', '/v1/credits', { token: member.accessToken }));
    expect(credits.inherited.totals.line).toBe(6000);
    const headLedger = data(await h.call('GET', '/v1/credits/movements', { token: head.accessToken })).items;
    expect(headLedger[0]).toMatchObject({
      kind: 'consume',
      amount: -4000,
      for_account_name: 'Membre du réseau',
    });
  });
});

describe('locks on every path', () => {
  it('hides amounts in lists and batches, refuses exports and the corrected FEC', async () => {
    const owner = await h.newOwner();
    const fec = await seededFec(h.db, owner);
    const token = owner.accessToken;
    const list = data(await h.call('GET', `/v1/analyses/${fec.analysisUuid}/controls`, { token }));
    expect(list.items[0]).toMatchObject({ id: 'EQ-ECR', amount: null, count: 1 });
    const batch = data(
      await h.call('GET', '/v1/analyses/controls', { token, query: { ids: fec.analysisUuid, rows: 'true' } }),
    );
    expect(batch.items[0]).toMatchObject({ amount: null, rows: [], locked: true });
    const csv = await h.call('GET', `/v1/analyses/${fec.analysisUuid}/controls/EQ-ECR/export.csv`, { token });
    expect(csv.status).toBe(403);
    const corrected = await h.call('GET', `/v1/fecs/${fec.uuid}/corrected`, { token });
    expect(corrected.body).toEqual({
      status: 403,
      message: 'Ce FEC est verrouillé : débloquez-le pour télécharger le FEC corrigé.',
    });
    const table = await h.call('GET', '/v1/fecs/export.csv', { token });
    expect(String(table.body)).not.toMatch(/1234,56|123456/);
  });
});

describe('cart', () => {
  it('adds a FEC offer and a pack once each, totals HT, VAT and TTC, with the discount credits', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const fec = await seededFec(h.db, owner, { lines: 12_000 });
    const add = (body: unknown) => h.call('POST', '/v1/cart/items', { token, body });
    expect((await add({ offer_code: 'analyse-complete', fec_uuid: fec.uuid })).status).toBe(201);
    await add({ offer_code: 'analyse-complete', fec_uuid: fec.uuid });
    const res = await add({ offer_code: 'pack-dossiers-5' });
    expect(data(res)).toMatchObject({
      subtotal_ht_cents: 8900 + 19900,
      discount_ht_cents: 0,
      total_ht_cents: 28800,
      vat_rate_bp: 2000,
      vat_cents: 5760,
      total_ttc_cents: 34560,
    });
    expect(data(res).items).toHaveLength(2);
    expect(data(res).items[0]).toMatchObject({ fec_uuid: fec.uuid, line_count: 12_000, available: true });

    await grant(owner, 'discount', 800);
    const cart = data(await h.call('GET', '/v1/cart', { token }));
    expect(cart).toMatchObject({ discount_ht_cents: 800, total_ht_cents: 28000, vat_cents: 5600 });

    const refused = await h.call('DELETE', `/v1/fecs/${fec.uuid}`, { token });
    expect(refused.body).toEqual({
      status: 409,
      message: 'Ce FEC est dans un panier : retirez-le du panier avant de le supprimer.',
    });
    const removed = await h.call('DELETE', `/v1/cart/items/${cart.items[0].uuid}`, { token });
    expect(data(removed).items).toHaveLength(1);
    expect((await h.call('DELETE', `/v1/fecs/${fec.uuid}`, { token })).status).toBe(200);
  });

  it('refuses unknown offers, a free offer, a FEC offer without FEC and a too old analysis', async () => {
    const owner = await h.newOwner();
    const token = owner.accessToken;
    const old = await seededFec(h.db, owner, { analysedDaysAgo: 365 });
    const add = (body: unknown) => h.call('POST', '/v1/cart/items', { token, body });
    expect((await add({ offer_code: 'nope' })).body).toEqual({ status: 404, message: 'Offre introuvable.' });
    expect((await add({ offer_code: 'decouverte' })).status).toBe(400);
    expect((await add({ offer_code: 'analyse-complete' })).status).toBe(400);
    expect((await add({ offer_code: 'analyse-complete', fec_uuid: old.uuid })).status).toBe(409);
    expect(data(await h.call('GET', '/v1/cart', { token })).items).toEqual([]);
  });
});
