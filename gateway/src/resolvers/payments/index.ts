import type { Resolvers } from '../../__generated__/resolvers-types';
import { MESSAGES_PAY_ROLE } from './messages';
import { can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { ApiClientError } from '../../upstream/api-errors';
import { addressOf, invoiceOf, methodOf, methodTypeForApi, orderOf, stepOf } from './mapping';

/** Null rather than an error when the API answers 404: the schema says so of a sandbox step (another account's, or Stripe in use). */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiClientError && error.code === 404) return null;
    throw error;
  }
}

/** Resolvers of payments and invoices (schema/billing.graphql, issue 11): REST calls to api/src/payments. */
export const resolvers: Resolvers = {
  Query: {
    invoices: async (_p, { limit, offset }, ctx) => {
      const l = limit ?? 50;
      const o = offset ?? 0;
      const page = await ctx.api.call('get', '/v1/invoices', { query: { limit: l, offset: o } });
      return {
        items: page.items.map(invoiceOf),
        pageInfo: { total: page.total, limit: l, offset: o, hasNextPage: o + page.items.length < page.total },
      };
    },
    paymentMethods: async (_p, _a, ctx) =>
      (await ctx.api.call('get', '/v1/payment-methods')).items.map(methodOf),
    billingAddress: async (_p, _a, ctx) => addressOf(await ctx.api.call('get', '/v1/billing/address')),
    // Another account's order is NOT_FOUND (an error, as every id of another account), not null.
    order: async (_p, { uuid }, ctx) =>
      orderOf(await ctx.api.call('get', '/v1/orders/{uuid}', { params: { uuid } })),
    paymentSandboxStep: (_p, { ref }, ctx) =>
      orNull(async () =>
        stepOf(await ctx.api.call('get', '/v1/payment-sandbox/steps/{ref}', { params: { ref } })),
      ),
  },
  Mutation: {
    checkout: async (_p, { input }, ctx) =>
      orderOf(
        await ctx.api.call('post', '/v1/checkout', {
          body: {
            payment_method_uuid: input.paymentMethodUuid,
            terms_accepted: input.termsAccepted,
            expected_total_ttc_cents: input.expectedTotalTtcCents ?? undefined,
          },
        }),
      ),
    updateBillingAddress: async (_p, { input }, ctx) =>
      addressOf(
        await ctx.api.call('put', '/v1/billing/address', {
          body: {
            company_name: input.companyName,
            address: input.address,
            address_complement: input.addressComplement ?? null,
            zip_code: input.zipCode,
            city: input.city,
            country: input.country ?? null,
            siren: input.siren ?? null,
            vat_number: input.vatNumber ?? null,
          },
        }),
      ),
    startPaymentMethodSetup: async (_p, { type }, ctx) => {
      const started = await ctx.api.call('post', '/v1/payment-methods/setup', {
        body: { type: methodTypeForApi(type) },
      });
      return { setupUuid: started.setup_uuid, redirectUrl: started.redirect_url };
    },
    completePaymentMethodSetup: async (_p, { setupUuid }, ctx) =>
      methodOf(
        await ctx.api.call('post', '/v1/payment-methods/setup/{uuid}/complete', {
          params: { uuid: setupUuid },
        }),
      ),
    deletePaymentMethod: async (_p, { uuid }, ctx) =>
      (await ctx.api.call('delete', '/v1/payment-methods/{uuid}', { params: { uuid } })).deleted,
    setDefaultPaymentMethod: async (_p, { uuid }, ctx) =>
      methodOf(await ctx.api.call('put', '/v1/payment-methods/{uuid}/default', { params: { uuid } })),
    requestRefund: async (_p, { orderUuid }, ctx) =>
      orderOf(await ctx.api.call('post', '/v1/orders/{uuid}/refund', { params: { uuid: orderUuid } })),
    paymentSandboxSubmitSetup: async (_p, { ref, input }, ctx) => {
      const done = await ctx.api.call('post', '/v1/payment-sandbox/steps/{ref}/setup', {
        params: { ref },
        body: {
          card_number: input.cardNumber ?? null,
          exp_month: input.expMonth ?? null,
          exp_year: input.expYear ?? null,
          cvc: input.cvc ?? null,
          iban: input.iban ?? null,
          holder: input.holder,
        },
      });
      return { returnUrl: done.return_url };
    },
    paymentSandboxAuthenticate: async (_p, { ref, approve }, ctx) => {
      const done = await ctx.api.call('post', '/v1/payment-sandbox/steps/{ref}/authenticate', {
        params: { ref },
        body: { approve },
      });
      return { returnUrl: done.return_url };
    },
  },
};

const pay = can('paiement', 'paiementButton', 'pay', MESSAGES_PAY_ROLE);
const read = can('paiement', 'billing', 'read', MESSAGES_PAY_ROLE);

/**
 * graphql-shield rules: reading invoices, methods, address and orders needs `paiement.billing.read`; every
 * paying or changing action `paiement.paiementButton.pay` (Owner, Manager), refused with spec §8's message.
 * The API checks the same rights and the account of every object.
 */
export const rules: DomainRules = {
  Query: {
    invoices: read,
    paymentMethods: read,
    billingAddress: read,
    order: read,
    paymentSandboxStep: pay,
  },
  Mutation: {
    checkout: pay,
    updateBillingAddress: pay,
    startPaymentMethodSetup: pay,
    completePaymentMethodSetup: pay,
    deletePaymentMethod: pay,
    setDefaultPaymentMethod: pay,
    requestRefund: pay,
    paymentSandboxSubmitSetup: pay,
    paymentSandboxAuthenticate: pay,
  },
};
