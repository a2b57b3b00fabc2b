import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockedResponse } from '@apollo/client/testing';
import {
  BillingCartDocument,
  BillingPaymentSetupDocument,
  type BillingAddressFieldsFragment,
  type BillingCartFragment,
  type BillingOrderFragment,
  type BillingPaymentMethodFragment,
} from '../../../__generated__/graphql';
import { baseMe, testSession } from '../../../testing/render';

export const FEC = '11111111-1111-4111-8111-111111111111';
export const ORDER = '33333333-3333-4333-8333-333333333333';
export const CARD = '44444444-4444-4444-8444-444444444444';
export const OLD_CARD = '55555555-5555-4555-8555-555555555555';

/** An Owner: may pay and read the billing centre. */
export const payer = testSession({
  ...baseMe,
  permissions: {
    routes: [...baseMe.permissions.routes, 'mon-compte/facturation'],
    can: { paiement: { paiementButton: { pay: true }, billing: { read: true } } },
  },
});
/** A Member: neither. */
export const member = testSession({ ...baseMe, roles: ['Role_Member'] });

export function graphqlError(message: string, code = 'BAD_USER_INPUT') {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
}

export const cartItem = (over: Partial<BillingCartFragment['items'][number]> = {}) => ({
  __typename: 'CartItem' as const,
  uuid: '66666666-6666-4666-8666-666666666666',
  offer: {
    __typename: 'Offer' as const,
    code: 'analyse-complete',
    kind: 'FEC' as const,
    name: 'Analyse complète',
    description: 'Tous les résultats du FEC : lignes, montants, exports et rapports.',
  },
  fecUuid: FEC,
  fecName: '552100554FEC20231231.txt',
  lineCount: 42000,
  priceHtCents: 8900,
  available: true,
  reason: null,
  ...over,
});

export const cart = (items = [cartItem()], over: Partial<BillingCartFragment> = {}) => {
  const subtotal = items.reduce((s, i) => s + i.priceHtCents, 0);
  return {
    __typename: 'Cart' as const,
    items,
    subtotalHtCents: subtotal,
    discountHtCents: 0,
    totalHtCents: subtotal,
    vatRateBasisPoints: 2000,
    vatCents: Math.round(subtotal * 0.2),
    totalTtcCents: Math.round(subtotal * 1.2),
    paymentInProgress: false,
    pendingOrderUuid: null,
    ...over,
  };
};

export const address = (over: Partial<BillingAddressFieldsFragment> = {}) => ({
  __typename: 'BillingAddress' as const,
  companyName: 'Cabinet Durand',
  address: '12 rue de la Paix',
  addressComplement: null,
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
  siren: '552100554',
  vatNumber: null,
  complete: true,
  ...over,
});

export const method = (over: Partial<BillingPaymentMethodFragment> = {}) => ({
  __typename: 'PaymentMethod' as const,
  uuid: CARD,
  type: 'CARD' as const,
  name: 'Visa •••• 4242',
  last4: '4242',
  expiration: '2030-12',
  expired: false,
  isDefault: true,
  createdAt: '2025-01-10T09:00:00.000Z',
  ...over,
});

export const invoice = {
  __typename: 'Invoice' as const,
  uuid: '77777777-7777-4777-8777-777777777777',
  kind: 'INVOICE' as const,
  number: 'F-000001',
  name: 'Facture F-000001',
  totalHtCents: 8900,
  vatCents: 1780,
  totalTtcCents: 10680,
  paidAt: '2025-03-04T10:00:00.000Z',
  issuedAt: '2025-03-04T10:00:00.000Z',
  downloadUrl: '/download/invoices/77777777-7777-4777-8777-777777777777.pdf',
  orderUuid: ORDER,
  refundable: false,
};

/** A SEPA debit's invoice still refundable (spec §9), and the credit note its refund issues. */
export const sepaInvoice = { ...invoice, refundable: true };
export const creditNote = {
  ...invoice,
  uuid: '88888888-8888-4888-8888-888888888888',
  kind: 'CREDIT_NOTE' as const,
  number: 'AV-000001',
  name: 'Avoir AV-000001',
  totalHtCents: -8900,
  vatCents: -1780,
  totalTtcCents: -10680,
  paidAt: '2025-03-20T10:00:00.000Z',
  issuedAt: '2025-03-20T10:00:00.000Z',
  downloadUrl: '/download/invoices/88888888-8888-4888-8888-888888888888.pdf',
  refundable: false,
};

export const order = (status: BillingOrderFragment['status'], over: Partial<BillingOrderFragment> = {}) => ({
  __typename: 'Order' as const,
  uuid: ORDER,
  status,
  message: null,
  redirectUrl: null,
  totalHtCents: 8900,
  vatCents: 1780,
  totalTtcCents: 10680,
  paymentMethodType: 'CARD' as const,
  refundable: false,
  createdAt: '2025-03-04T10:00:00.000Z',
  paidAt: status === 'SUCCEEDED' ? '2025-03-04T10:00:00.000Z' : null,
  invoice: status === 'SUCCEEDED' ? invoice : null,
  ...over,
});

export const cartMock = (data = cart(), maxUsageCount = 10): MockedResponse => ({
  request: { query: BillingCartDocument },
  result: { data: { cart: data } },
  maxUsageCount,
});

export const setupMock = (
  methods = [method()],
  billingAddress = address(),
  maxUsageCount = 10,
): MockedResponse => ({
  request: { query: BillingPaymentSetupDocument },
  result: { data: { billingAddress, paymentMethods: methods } },
  maxUsageCount,
});
