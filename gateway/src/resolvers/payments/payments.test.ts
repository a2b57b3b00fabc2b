import type { TestDatabase } from '../../../../platform/db';
import { defaultApiConfig } from '../../../../api/src/config/config';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;

const SEPA_DELAY_MS = 300;
const PAY_ROLE = "Vous n'avez pas le droit de faire des paiements sur les FEC";
const METHOD = 'uuid type name last4 expiration expired isDefault createdAt';
const ORDER = `uuid status message redirectUrl totalHtCents vatCents totalTtcCents paymentMethodType refundable createdAt paidAt
  invoice { uuid kind number name totalTtcCents paidAt issuedAt downloadUrl }`;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    api: {
      queue: () => recordingQueue(),
      // A sandbox SEPA debit is paid after SEPA_DELAY_MS, settled when the order is read.
      config: {
        payments: { ...defaultApiConfig().payments, sandboxSepaDelayMs: SEPA_DELAY_MS, sweepEveryMs: 0 },
      },
    },
  });
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

/** Address, then a card (or, given an IBAN, a SEPA mandate) typed on the sandbox's local page, all through GraphQL. */
async function addCard(user: TestUser, cardNumber: string, iban?: string) {
  const token = user.accessToken;
  const address = await g.gql<{ updateBillingAddress: { complete: boolean } }>(
    `mutation ($i: BillingAddressInput!) { updateBillingAddress(input: $i) { companyName zipCode complete } }`,
    { i: { companyName: 'Cabinet Durand', address: '4 place du Marché', zipCode: '69002', city: 'Lyon' } },
    { token },
  );
  expect(dataOf(address).updateBillingAddress.complete).toBe(true);
  const started = dataOf(
    await g.gql<{ startPaymentMethodSetup: { setupUuid: string; redirectUrl: string } }>(
      `mutation { startPaymentMethodSetup(type: ${iban ? 'SEPA_DEBIT' : 'CARD'}) { setupUuid redirectUrl } }`,
      {},
      { token },
    ),
  ).startPaymentMethodSetup;
  const ref = started.redirectUrl.split('/').pop()!;
  const step = dataOf(
    await g.gql<{
      paymentSandboxStep: { kind: string; paymentMethodType: string; testInstruments: string[] };
    }>(
      `query ($r: ID!) { paymentSandboxStep(ref: $r) { ref kind paymentMethodType amountCents testInstruments } }`,
      { r: ref },
      { token },
    ),
  ).paymentSandboxStep;
  expect(step).toMatchObject({ kind: 'SETUP', paymentMethodType: iban ? 'SEPA_DEBIT' : 'CARD' });
  const submitted = dataOf(
    await g.gql<{ paymentSandboxSubmitSetup: { returnUrl: string } }>(
      `mutation ($r: ID!, $i: PaymentSandboxSetupInput!) { paymentSandboxSubmitSetup(ref: $r, input: $i) { returnUrl } }`,
      {
        r: ref,
        i: iban
          ? { iban, holder: 'Jeanne Durand' }
          : { cardNumber: cardNumber, expMonth: 12, expYear: 2099, cvc: '123', holder: 'Jeanne Durand' },
      },
      { token },
    ),
  ).paymentSandboxSubmitSetup;
  expect(submitted.returnUrl).toContain(started.setupUuid);
  return dataOf(
    await g.gql<{ completePaymentMethodSetup: { uuid: string; name: string; isDefault: boolean } }>(
      `mutation ($s: ID!) { completePaymentMethodSetup(setupUuid: $s) { ${METHOD} } }`,
      { s: started.setupUuid },
      { token },
    ),
  ).completePaymentMethodSetup;
}

const packInCart = (accountUuid: string) =>
  g.api.db
    .insertInto('cart_items')
    .values({
      uuid: crypto.randomUUID(),
      account_uuid: accountUuid,
      offer_code: 'pack-dossiers-5',
      fec_uuid: null,
    })
    .execute();

describe('payments through the gateway', () => {
  it('adds a card, pays the cart, lists and downloads the invoice', async () => {
    const card = await addCard(owner, '4242 4242 4242 4242');
    expect(card).toMatchObject({ name: 'Visa •••• 4242', isDefault: true });
    const methods = dataOf(
      await g.gql<{ paymentMethods: { uuid: string }[] }>(
        `{ paymentMethods { ${METHOD} } }`,
        {},
        { token: owner.accessToken },
      ),
    ).paymentMethods;
    expect(methods.map((m) => m.uuid)).toEqual([card.uuid]);

    await packInCart(owner.accountUuid);
    const paid = await g.gql<{
      checkout: { status: string; invoice: { uuid: string; number: string; downloadUrl: string } };
    }>(
      `mutation ($i: CheckoutInput!) { checkout(input: $i) { ${ORDER} } }`,
      { i: { paymentMethodUuid: card.uuid, termsAccepted: true, expectedTotalTtcCents: 23880 } },
      { token: owner.accessToken },
    );
    const order = dataOf(paid).checkout;
    expect(order.status).toBe('SUCCEEDED');
    expect(order.invoice.downloadUrl).toBe(`/download/invoices/${order.invoice.uuid}.pdf`);

    const invoices = dataOf(
      await g.gql<{ invoices: { items: { number: string; kind: string }[]; pageInfo: { total: number } } }>(
        `{ invoices(limit: 10) { items { uuid kind number name totalHtCents vatCents totalTtcCents downloadUrl orderUuid refundable } pageInfo { total limit offset hasNextPage } } }`,
        {},
        { token: owner.accessToken },
      ),
    ).invoices;
    expect(invoices.items).toEqual([
      // Paid by card: no online refund (spec §9: bank debits only).
      expect.objectContaining({
        kind: 'INVOICE',
        number: order.invoice.number,
        orderUuid: (order as unknown as { uuid: string }).uuid,
        refundable: false,
      }),
    ]);
    expect(invoices.pageInfo.total).toBe(1);

    const base = g.url.replace(/\/graphql$/, '');
    const pdf = await fetch(`${base}${order.invoice.downloadUrl}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      (
        await fetch(`${base}/download/invoices/not-a-uuid.pdf`, {
          headers: { authorization: `Bearer ${owner.accessToken}` },
        })
      ).status,
    ).toBe(400);

    const read = dataOf(
      await g.gql<{ order: { status: string } }>(
        `query ($u: ID!) { order(uuid: $u) { ${ORDER} } }`,
        { u: (paid.data!.checkout as unknown as { uuid: string }).uuid },
        { token: owner.accessToken },
      ),
    );
    expect(read.order.status).toBe('SUCCEEDED');
  });

  it('a paid SEPA debit: its invoice is refundable, requestRefund issues the credit note', async () => {
    const other = await g.api.newOwner();
    const token = other.accessToken;
    const sepa = await addCard(other, '', 'FR14 2004 1010 0505 0001 3M02 606');
    await packInCart(other.accountUuid);
    const pending = dataOf(
      await g.gql<{ checkout: { uuid: string; status: string } }>(
        `mutation ($i: CheckoutInput!) { checkout(input: $i) { ${ORDER} } }`,
        { i: { paymentMethodUuid: sepa.uuid, termsAccepted: true } },
        { token },
      ),
    ).checkout;
    expect(pending.status).toBe('PROCESSING');
    await new Promise((r) => setTimeout(r, SEPA_DELAY_MS + 100));
    const paid = dataOf(
      await g.gql<{ order: { status: string; refundable: boolean } }>(
        `query ($u: ID!) { order(uuid: $u) { ${ORDER} } }`,
        { u: pending.uuid },
        { token },
      ),
    ).order;
    expect(paid).toMatchObject({ status: 'SUCCEEDED', refundable: true });

    const INVOICES = `{ invoices { items { kind number orderUuid refundable } } }`;
    type Listed = {
      invoices: { items: { kind: string; number: string; orderUuid: string; refundable: boolean }[] };
    };
    const before = dataOf(await g.gql<Listed>(INVOICES, {}, { token })).invoices.items;
    expect(before).toEqual([
      { kind: 'INVOICE', number: expect.stringMatching(/^F-/), orderUuid: pending.uuid, refundable: true },
    ]);

    // Someone who may not pay cannot ask for it; the Owner can.
    const clerk = await g.api.newMember(other.accountUuid, 'Role_Member');
    const denied = await g.gql(
      `mutation ($o: ID!) { requestRefund(orderUuid: $o) { status } }`,
      { o: pending.uuid },
      { token: clerk.accessToken },
    );
    expect(errorOf(denied).message).toBe(PAY_ROLE);
    const refunded = dataOf(
      await g.gql<{ requestRefund: { status: string; refundable: boolean } }>(
        `mutation ($o: ID!) { requestRefund(orderUuid: $o) { ${ORDER} } }`,
        { o: pending.uuid },
        { token },
      ),
    ).requestRefund;
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundable: false });
    const after = dataOf(await g.gql<Listed>(INVOICES, {}, { token })).invoices.items;
    expect(after).toEqual([
      {
        kind: 'CREDIT_NOTE',
        number: expect.stringMatching(/^AV-/),
        orderUuid: pending.uuid,
        refundable: false,
      },
      { kind: 'INVOICE', number: before[0].number, orderUuid: pending.uuid, refundable: false },
    ]);
  });

  it('a refused card: PAYMENT_REQUIRED with the French message', async () => {
    const other = await g.api.newOwner();
    const card = await addCard(other, '4000000000000002');
    await packInCart(other.accountUuid);
    const refused = await g.gql(
      `mutation ($i: CheckoutInput!) { checkout(input: $i) { uuid } }`,
      { i: { paymentMethodUuid: card.uuid, termsAccepted: true } },
      { token: other.accessToken },
    );
    const error = errorOf(refused);
    expect(error.message).toBe('Paiement refusé par votre banque. Essayez un autre moyen de paiement.');
    expect(error.extensions?.code).toBe('PAYMENT_REQUIRED');
  });

  it('a Member may neither read billing nor pay', async () => {
    for (const query of [
      `{ invoices { items { uuid } } }`,
      `{ paymentMethods { uuid } }`,
      `{ billingAddress { complete } }`,
      `mutation { startPaymentMethodSetup(type: CARD) { setupUuid } }`,
      `mutation { checkout(input: { paymentMethodUuid: "${crypto.randomUUID()}", termsAccepted: true }) { uuid } }`,
    ]) {
      const res = await g.gql(query, {}, { token: member.accessToken });
      expect(errorOf(res).message).toBe(PAY_ROLE);
    }
  });

  it('an unknown sandbox step reads as null', async () => {
    const res = await g.gql<{ paymentSandboxStep: unknown }>(
      `query ($r: ID!) { paymentSandboxStep(ref: $r) { ref } }`,
      { r: `sbx_seti_${'a'.repeat(24)}` },
      { token: owner.accessToken },
    );
    expect(dataOf(res).paymentSandboxStep).toBeNull();
  });
});
