/**
 * Commerce (issue 11) per role, in one account (api/PERMISSIONS.md « Commerce »): who may read the cart and
 * credits (`paiement.billing.read`) and who may pay (`paiement.paiementButton.pay`: cart, unlock). Staff
 * acting as an Owner never pay; customer success may read billing. A refusal says « Vous n'avez pas le droit
 * de faire des paiements sur les FEC » and leaves the account's ledger, unlocks, cart and FECs unchanged.
 */
import type { TestDatabase } from '../../platform/db';
import { seededFec } from '../../api/src/billing/testing';
import { json } from '../../api/src/db/database';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, impersonating, snapshotAccount } from './support';

const PAY = "Vous n'avez pas le droit de faire des paiements sur les FEC";

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  owner = await h.newOwner();
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Actor =
  | AccountRole
  | `${Extract<InternalRole, 'Role_Admin' | 'Role_CS' | 'Role_CSRO' | 'Role_Ope' | 'Role_OpeRO'>} as Owner`;

/** Expected table: what each actor may do; a cell not listed is refused with the payment message. */
const TABLE: Record<Actor, { read: boolean; pay: boolean }> = {
  Role_Owner: { read: true, pay: true },
  Role_Manager: { read: true, pay: true },
  Role_Supervisor: { read: false, pay: false },
  Role_Member: { read: false, pay: false },
  'Role_Admin as Owner': { read: true, pay: false },
  'Role_CS as Owner': { read: true, pay: false },
  'Role_CSRO as Owner': { read: true, pay: false },
  'Role_Ope as Owner': { read: false, pay: false },
  'Role_OpeRO as Owner': { read: false, pay: false },
};

/** Read-only staff are refused every write before any route runs (« Interdit »); the others get the payment message. */
const writeRefusal = (a: Actor) => (a.includes('RO as Owner') ? 'Interdit' : PAY);

async function actor(a: Actor): Promise<{ token: string; headers: Record<string, string> }> {
  if (!a.endsWith(' as Owner')) {
    const user = await h.newMember(owner.accountUuid, a as AccountRole);
    return { token: user.accessToken, headers: {} };
  }
  const staff = await h.newOwner();
  await h.db
    .updateTable('users')
    .set({ internal_roles: json([a.replace(' as Owner', '')]) })
    .where('uuid', '=', staff.uuid)
    .execute();
  const target = await h.newMember(owner.accountUuid, 'Role_Owner');
  return { token: staff.accessToken, headers: impersonating(owner.accountUuid, target.uuid) };
}

describe.each(Object.entries(TABLE) as [Actor, { read: boolean; pay: boolean }][])('%s', (name, expected) => {
  let who: { token: string; headers: Record<string, string> };
  let fec: string;

  beforeAll(async () => {
    who = await actor(name);
    fec = (await seededFec(h.db, owner, { lines: 100 })).uuid;
  });

  it(`${expected.read ? 'reads' : 'may not read'} the cart, credits and ledger over REST`, async () => {
    for (const path of ['/v1/cart', '/v1/credits', '/v1/credits/movements']) {
      const res = await h.call<{ message?: string }>('GET', path, { token: who.token, headers: who.headers });
      if (expected.read) expect(brief(res)).toMatch(/^200 /);
      else expect([res.status, res.body.message]).toEqual([403, PAY]);
    }
    const offers = await h.call('GET', '/v1/offers', { token: who.token, headers: who.headers });
    expect(offers.status).toBe(200);
  });

  it(`${expected.pay ? 'pays' : 'may not pay'} (cart, unlock), over REST and GraphQL`, async () => {
    const before = await snapshotAccount(h, owner.accountUuid);
    const calls: [string, string, unknown][] = [
      ['POST', '/v1/cart/items', { offer_code: 'analyse-complete', fec_uuid: fec }],
      ['POST', '/v1/cart/items', { offer_code: 'pack-dossiers-5' }],
      ['POST', `/v1/fecs/${fec}/unlock`, { credit_type: 'line' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await h.call<{ message?: string }>(method, path, {
        token: who.token,
        headers: who.headers,
        body,
      });
      if (expected.pay) expect(brief(res)).toMatch(/^20[01] /);
      else expect([res.status, res.body.message]).toEqual([403, writeRefusal(name)]);
    }
    if (!expected.pay) {
      const item = await h.db
        .insertInto('cart_items')
        .values({
          uuid: crypto.randomUUID(),
          account_uuid: owner.accountUuid,
          offer_code: 'pack-dossiers-20',
          fec_uuid: null,
          created_by: null,
          created_at: new Date(),
        })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      const snapshot = await snapshotAccount(h, owner.accountUuid);
      const del = await h.call<{ message?: string }>('DELETE', `/v1/cart/items/${item.uuid}`, {
        token: who.token,
        headers: who.headers,
      });
      expect([del.status, del.body.message]).toEqual([403, writeRefusal(name)]);
      for (const query of [
        `mutation { addToCart(input: { offerCode: "pack-dossiers-5" }) { totalHtCents } }`,
        `mutation { unlockFec(fecUuid: "${fec}") { fec { uuid } } }`,
        `mutation { removeFromCart(itemUuid: "${item.uuid}") { totalHtCents } }`,
      ]) {
        // GraphQL with the bearer token only: impersonation goes through the gateway's session, so the
        // staff rows check the API (REST above); account roles are checked here too.
        if (name.endsWith(' as Owner')) continue;
        const res = await g.gql<unknown>(query, {}, { token: who.token });
        expect(res.errors?.[0]?.message).toBe(PAY);
      }
      expect(await snapshotAccount(h, owner.accountUuid)).toEqual(snapshot);
      await h.db.deleteFrom('cart_items').where('uuid', '=', item.uuid).execute();
      expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    }
  });
});

it('users/me says who may pay: the pay button is off for staff acting as an Owner, even Role_Admin', async () => {
  const admin = await actor('Role_Admin as Owner');
  type Me = {
    data: { data: { permissions: { can: Record<string, Record<string, Record<string, boolean>>> } } };
  };
  const me = await h.call<Me>('GET', '/v1/users/me', { token: admin.token, headers: admin.headers });
  expect(me.body.data.data.permissions.can.paiement).toEqual({
    paiementButton: { pay: false },
    billing: { read: true },
  });
  const manager = await actor('Role_Manager');
  const mine = await h.call<Me>('GET', '/v1/users/me', { token: manager.token });
  expect(mine.body.data.data.permissions.can.paiement).toEqual({
    paiementButton: { pay: true },
    billing: { read: true },
  });
});
