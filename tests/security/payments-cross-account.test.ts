/**
 * Payments and invoices across accounts: the Owner of account B tries every payments route and GraphQL
 * field on account A's objects (invoices, PDF, methods, setups, orders, refunds, sandbox steps) and pays
 * with A's card. Each is refused and answers nothing of A; afterwards A's payments rows are unchanged.
 */
import type { TestDatabase } from '../../platform/db';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf } from './support';
import { payingWorld, snapshotPayments } from './payments-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let a: TestUser;
let b: TestUser;
let A: Awaited<ReturnType<typeof payingWorld>>;
let before: Awaited<ReturnType<typeof snapshotPayments>>;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    api: {
      workers: 0,
      config: { payments: { sandboxWebhookSecret: 'whsec_x', sandboxSepaDelayMs: 60_000, sweepEveryMs: 0 } },
    },
  });
  h = g.api;
  a = await h.newOwner();
  b = await h.newOwner();
  A = await payingWorld(h, a);
  // B has a cart and a complete address of its own: a refusal is about A's objects, nothing else.
  await h.call('PUT', '/v1/billing/address', {
    token: b.accessToken,
    body: { company_name: 'Intrus SAS', address: '1 rue X', zip_code: '75001', city: 'Paris' },
  });
  await h.db
    .insertInto('cart_items')
    .values({
      uuid: crypto.randomUUID(),
      account_uuid: b.accountUuid,
      offer_code: 'pack-dossiers-5',
      fec_uuid: null,
    })
    .execute();
  before = await snapshotPayments(h, a.accountUuid);
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('REST: B on A’s payments objects', () => {
  it('is refused everywhere (404: not in B’s account) and reads nothing of A', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/invoices/${A.invoice}/pdf`],
      ['GET', `/v1/orders/${A.order}`],
      ['GET', `/v1/orders/${A.pendingOrder}`],
      ['POST', `/v1/orders/${A.order}/refund`],
      ['DELETE', `/v1/payment-methods/${A.card}`],
      ['PUT', `/v1/payment-methods/${A.card}/default`],
      ['POST', `/v1/payment-methods/setup/${A.setup}/complete`],
      ['GET', `/v1/payment-sandbox/steps/${A.setupRef}`],
      ['GET', `/v1/payment-sandbox/steps/${A.authRef}`],
      [
        'POST',
        `/v1/payment-sandbox/steps/${A.setupRef}/setup`,
        { card_number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123', holder: 'Intrus' },
      ],
      ['POST', `/v1/payment-sandbox/steps/${A.authRef}/authenticate`, { approve: true }],
      ['POST', '/v1/checkout', { payment_method_uuid: A.card, terms_accepted: true }],
      ['POST', '/v1/checkout', { payment_method_uuid: A.sepa, terms_accepted: true }],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of attempts) {
      const res = await h.call(method, path, { token: b.accessToken, body });
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      if (res.status !== 404) failures.push(`${method} ${path} → ${brief(res)}`);
      for (const secret of ['Cabinet Durand', A.invoice, A.card]) {
        if (text.includes(secret)) failures.push(`${method} ${path} leaks ${secret}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('B’s lists show none of A’s invoices nor methods', async () => {
    const invoices = await h.call<{ data: { data: { total: number } } }>('GET', '/v1/invoices', {
      token: b.accessToken,
    });
    expect(invoices.body.data.data.total).toBe(0);
    const methods = await h.call<{ data: { data: { total: number } } }>('GET', '/v1/payment-methods', {
      token: b.accessToken,
    });
    expect(methods.body.data.data.total).toBe(0);
    const address = await h.call<{ data: { data: { company_name: string } } }>('GET', '/v1/billing/address', {
      token: b.accessToken,
    });
    expect(address.body.data.data.company_name).toBe('Intrus SAS');
  });

  it('the invoice download through the gateway refuses B', async () => {
    const base = g.url.replace(/\/graphql$/, '');
    const res = await fetch(`${base}/download/invoices/${A.invoice}.pdf`, {
      headers: { authorization: `Bearer ${b.accessToken}` },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
  });
});

describe('GraphQL: B on A’s payments objects', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['order', 'query ($u: ID!) { order(uuid: $u) { uuid } }', { u: 'pendingOrder' }],
    ['requestRefund', 'mutation ($u: ID!) { requestRefund(orderUuid: $u) { uuid } }', { u: 'order' }],
    ['deletePaymentMethod', 'mutation ($u: ID!) { deletePaymentMethod(uuid: $u) }', { u: 'card' }],
    [
      'setDefaultPaymentMethod',
      'mutation ($u: ID!) { setDefaultPaymentMethod(uuid: $u) { uuid } }',
      { u: 'card' },
    ],
    [
      'completePaymentMethodSetup',
      'mutation ($u: ID!) { completePaymentMethodSetup(setupUuid: $u) { uuid } }',
      { u: 'setup' },
    ],
    [
      'checkout',
      'mutation ($u: ID!) { checkout(input: { paymentMethodUuid: $u, termsAccepted: true }) { uuid } }',
      { u: 'card' },
    ],
    [
      'paymentSandboxAuthenticate',
      'mutation ($u: ID!) { paymentSandboxAuthenticate(ref: $u, approve: true) { returnUrl } }',
      { u: 'authRef' },
    ],
    [
      'paymentSandboxSubmitSetup',
      'mutation ($u: ID!) { paymentSandboxSubmitSetup(ref: $u, input: { cardNumber: "4242424242424242", expMonth: 1, expYear: 2099, cvc: "123", holder: "X" }) { returnUrl } }',
      { u: 'setupRef' },
    ],
  ];
  it.each(cases)('%s → NOT_FOUND', async (_name, query, vars) => {
    const res = await g.gql(query, { u: A[vars.u as keyof typeof A] }, { token: b.accessToken });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(JSON.stringify(res)).not.toContain('Cabinet Durand');
  });

  it('paymentSandboxStep of A’s step reads as null for B', async () => {
    for (const ref of [A.setupRef, A.authRef]) {
      const res = await g.gql<{ paymentSandboxStep: unknown }>(
        'query ($r: ID!) { paymentSandboxStep(ref: $r) { ref } }',
        { r: ref },
        { token: b.accessToken },
      );
      expect(res.data?.paymentSandboxStep).toBeNull();
    }
  });

  it('invoices, paymentMethods and billingAddress show B’s own only', async () => {
    const res = await g.gql<{
      invoices: { items: unknown[] };
      paymentMethods: unknown[];
      billingAddress: { companyName: string };
    }>(
      '{ invoices { items { uuid } } paymentMethods { uuid } billingAddress { companyName } }',
      {},
      { token: b.accessToken },
    );
    expect(res.data).toEqual({
      invoices: { items: [] },
      paymentMethods: [],
      billingAddress: { companyName: 'Intrus SAS' },
    });
  });
});

describe('afterwards', () => {
  it('A’s address, methods, setups, orders and invoices are unchanged, and A still works with them', async () => {
    expect(await snapshotPayments(h, a.accountUuid)).toEqual(before);
    const step = await h.call('GET', `/v1/payment-sandbox/steps/${A.authRef}`, { token: a.accessToken });
    expect(step.status).toBe(200);
    const pdf = await fetch(`${h.url}/api/v1/invoices/${A.invoice}/pdf`, {
      headers: { AccessToken: a.accessToken },
    });
    expect(pdf.status).toBe(200);
  });
});
