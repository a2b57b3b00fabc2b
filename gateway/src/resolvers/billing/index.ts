import type { Resolvers } from '../../__generated__/resolvers-types';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { primeFecs } from '../fecs/list';
import { apiCreditType, cartOf, creditTypeOf, creditsOf, fecOffersOf, movementOf, offerOf } from './mapping';

const PAY_MESSAGE = "Vous n'avez pas le droit de faire des paiements sur les FEC";

/**
 * Resolvers of the commerce core (schema/billing.graphql): catalogue, a FEC's offers, cart, credits and
 * their ledger, unlock. Checkout, invoices, payment methods and the network are other domains' (H2, H4).
 */
export const resolvers: Resolvers = {
  Query: {
    offers: async (_p, _a, ctx) => (await ctx.api.call('get', '/v1/offers')).items.map(offerOf),
    fecOffers: async (_p, { fecUuid }, ctx) =>
      fecOffersOf(await ctx.api.call('get', '/v1/fecs/{uuid}/offers', { params: { uuid: fecUuid } })),
    cart: async (_p, _a, ctx) => cartOf(await ctx.api.call('get', '/v1/cart')),
    credits: async (_p, _a, ctx) => creditsOf(await ctx.api.call('get', '/v1/credits')),
    creditMovements: async (_p, { limit, offset }, ctx) => {
      const size = Math.max(1, Math.min(limit ?? 50, 200));
      const from = Math.max(0, offset ?? 0);
      const page = await ctx.api.call('get', '/v1/credits/movements', {
        query: { limit: size, offset: from },
      });
      return {
        items: page.items.map(movementOf),
        pageInfo: {
          total: page.total,
          limit: size,
          offset: from,
          hasNextPage: from + page.items.length < page.total,
        },
      };
    },
  },
  Mutation: {
    addToCart: async (_p, { input }, ctx) =>
      cartOf(
        await ctx.api.call('post', '/v1/cart/items', {
          body: { offer_code: input.offerCode, fec_uuid: input.fecUuid ?? undefined },
        }),
      ),
    removeFromCart: async (_p, { itemUuid }, ctx) =>
      cartOf(await ctx.api.call('delete', '/v1/cart/items/{uuid}', { params: { uuid: itemUuid } })),
    unlockFec: async (_p, { fecUuid, creditType }, ctx) => {
      const answer = await ctx.api.call('post', '/v1/fecs/{uuid}/unlock', {
        params: { uuid: fecUuid },
        body: creditType ? { credit_type: apiCreditType(creditType) } : {},
      });
      primeFecs(ctx, [answer.fec]);
      return {
        fec: answer.fec,
        consumed: answer.consumed.map((c) => ({
          type: creditTypeOf(c.type),
          amount: c.amount,
          fromNetwork: c.from_network,
        })),
      };
    },
  },
};

/**
 * graphql-shield rules, the API's rights (api/PERMISSIONS.md « Commerce »): the catalogue and a readable
 * FEC's offers for anyone signed in; cart and credits with `paiement.billing.read`; every paying action
 * with `paiement.paiementButton.pay` (the API checks again, and scopes everything to the account).
 */
export const rules: DomainRules = {
  Query: {
    offers: isAuthenticated,
    fecOffers: isAuthenticated,
    cart: can('paiement', 'billing', 'read', PAY_MESSAGE),
    credits: can('paiement', 'billing', 'read', PAY_MESSAGE),
    creditMovements: can('paiement', 'billing', 'read', PAY_MESSAGE),
  },
  Mutation: {
    addToCart: can('paiement', 'paiementButton', 'pay', PAY_MESSAGE),
    removeFromCart: can('paiement', 'paiementButton', 'pay', PAY_MESSAGE),
    unlockFec: can('paiement', 'paiementButton', 'pay', PAY_MESSAGE),
  },
};
