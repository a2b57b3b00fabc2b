/**
 * Payments per role, in one account: Owner and Manager pay and read billing; Supervisor and Member are
 * refused every payments action and read with spec §8's « Vous n'avez pas le droit de faire des paiements
 * sur les FEC » (REST 403 and GraphQL FORBIDDEN), and the account's payments rows stay as they were.
 */
import type { TestDatabase } from '../../platform/db';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import type { AccountRole } from '../../api/src/permissions/roles';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf } from './support';
import { payingWorld, snapshotPayments } from './payments-support';

const PAY_ROLE = "Vous n'avez pas le droit de faire des paiements sur les FEC";

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let owner: TestUser;
let W: Awaited<ReturnType<typeof payingWorld>>;
const users: Partial<Record<AccountRole, TestUser>> = {};

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    api: {
      workers: 0,
      config: { payments: { sandboxWebhookSecret: 'whsec_x', sandboxSepaDelayMs: 60_000, sweepEveryMs: 0 } },
    },
  });
  h = g.api;
  owner = await h.newOwner();
  W = await payingWorld(h, owner);
  for (const role of ['Role_Manager', 'Role_Supervisor', 'Role_Member'] as const) {
    users[role] = await h.newMember(owner.accountUuid, role);
  }
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const restCalls = (): [string, string, unknown?][] => [
  ['GET', '/v1/invoices'],
  ['GET', `/v1/invoices/${W.invoice}/pdf`],
  ['GET', '/v1/payment-methods'],
  ['GET', '/v1/billing/address'],
  ['PUT', '/v1/billing/address', { company_name: 'X', address: 'Y', zip_code: '75001', city: 'Paris' }],
  ['POST', '/v1/payment-methods/setup', { type: 'card' }],
  ['POST', `/v1/payment-methods/setup/${W.setup}/complete`],
  ['DELETE', `/v1/payment-methods/${W.sepa}`],
  ['PUT', `/v1/payment-methods/${W.sepa}/default`],
  ['POST', '/v1/checkout', { payment_method_uuid: W.card, terms_accepted: true }],
  ['GET', `/v1/orders/${W.order}`],
  ['POST', `/v1/orders/${W.order}/refund`],
  ['GET', `/v1/payment-sandbox/steps/${W.authRef}`],
  ['POST', `/v1/payment-sandbox/steps/${W.authRef}/authenticate`, { approve: true }],
];

describe.each(['Role_Supervisor', 'Role_Member'] as const)('%s', (role) => {
  it('is refused every payments route with the spec’s message; nothing changes', async () => {
    const before = await snapshotPayments(h, owner.accountUuid);
    const failures: string[] = [];
    for (const [method, path, body] of restCalls()) {
      const res = await h.call<{ message?: string }>(method, path, { token: users[role]!.accessToken, body });
      if (res.status !== 403 || res.body?.message !== PAY_ROLE)
        failures.push(`${method} ${path} → ${brief(res)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshotPayments(h, owner.accountUuid)).toEqual(before);
  });

  it('is refused through GraphQL too', async () => {
    for (const query of [
      '{ invoices { items { uuid } } }',
      '{ paymentMethods { uuid } }',
      '{ billingAddress { complete } }',
      `{ order(uuid: "${W.order}") { uuid } }`,
      `{ paymentSandboxStep(ref: "${W.authRef}") { ref } }`,
      'mutation { updateBillingAddress(input: { companyName: "X", address: "Y", zipCode: "75001", city: "Paris" }) { complete } }',
      'mutation { startPaymentMethodSetup(type: SEPA_DEBIT) { setupUuid } }',
      `mutation { checkout(input: { paymentMethodUuid: "${W.card}", termsAccepted: true }) { uuid } }`,
      `mutation { requestRefund(orderUuid: "${W.order}") { uuid } }`,
      `mutation { deletePaymentMethod(uuid: "${W.sepa}") }`,
    ]) {
      const res = await g.gql(query, {}, { token: users[role]!.accessToken });
      expect([query, codeOf(res), res.errors?.[0]?.message]).toEqual([query, 'FORBIDDEN', PAY_ROLE]);
    }
  });
});

describe('Role_Manager', () => {
  it('reads billing and may pay like the Owner', async () => {
    const token = users.Role_Manager!.accessToken;
    const invoices = await h.call<{ data: { data: { total: number } } }>('GET', '/v1/invoices', { token });
    expect(invoices.body.data.data.total).toBe(1);
    const pdf = await fetch(`${h.url}/api/v1/invoices/${W.invoice}/pdf`, { headers: { AccessToken: token } });
    expect(pdf.status).toBe(200);
    await h.db
      .insertInto('cart_items')
      .values({
        uuid: crypto.randomUUID(),
        account_uuid: owner.accountUuid,
        offer_code: 'pack-lignes-1m',
        fec_uuid: null,
      })
      .execute();
    const paid = await h.call('POST', '/v1/checkout', {
      token,
      body: { payment_method_uuid: W.card, terms_accepted: true },
    });
    expect(paid.status).toBe(201);
  });
});
