import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { fecViewSchema } from '../fecs/routes';
import { MSG } from '../http/messages';
import { envelope, ok } from '../http/reply';
import { uuidField } from '../http/validators';
import { addToCart, getCart, removeFromCart } from './cart';
import { creditMovementsOf, creditsOf } from './credits-view';
import { fecOffers, offerList } from './offers-view';
import * as s from './schemas';
import { unlockFec } from './unlock';

const { tags } = s;
const uuidParams = z.object({ uuid: uuidField });
const PAY = `Droit \`paiement.paiementButton.pay\` (sinon 403 « ${MSG.payRole} »).`;
const READ = 'Droit `paiement.billing.read`.';

/** Commerce core (issue 11): catalogue, per-FEC offers, credits and their ledger, unlock, cart. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/offers',
    {
      schema: {
        tags,
        summary: 'Catalogue des offres',
        description:
          'Offre gratuite Découverte, offres par FEC (prix selon les lignes) et packs de crédits ; prix HT.',
        response: { 200: envelope(s.offerList) },
      },
    },
    async () => ok(offerList()),
  );

  app.get(
    '/v1/fecs/:uuid/offers',
    {
      schema: {
        tags,
        summary: 'Offres d’un FEC, avec son prix et leur disponibilité',
        description: `Désactivée si l’analyse a plus de 180 jours (« ${MSG.offerAnalysisTooOld} ») ou si le FEC est déjà débloqué.`,
        params: uuidParams,
        response: { 200: envelope(s.fecOffersView) },
      },
    },
    async (request) => ok(await fecOffers(deps, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/credits',
    {
      schema: {
        tags,
        summary: 'Crédits du compte : lots, soldes, totaux, crédits hérités du réseau',
        description: `${READ} Les lots expirés sont passés en perte (mouvement \`expire\`) à la lecture.`,
        response: { 200: envelope(s.creditsView) },
      },
    },
    async (request) => ok(await creditsOf(deps, callerOf(request))),
  );

  app.get(
    '/v1/credits/movements',
    {
      schema: {
        tags,
        summary: 'Grand livre des crédits, le plus récent d’abord',
        description: `${READ} Les soldes sont la somme de ces mouvements.`,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: envelope(s.movementList) },
      },
    },
    async (request) => ok(await creditMovementsOf(deps, callerOf(request), request.query)),
  );

  app.post(
    '/v1/fecs/:uuid/unlock',
    {
      schema: {
        tags,
        summary: 'Débloquer un FEC avec des crédits',
        description:
          `${PAY} Sans \`credit_type\` : dossier déjà acquis, puis dossier, fichier, lignes ; ceux du compte puis ` +
          'ceux de la tête du réseau. 402 si les crédits manquent (`line_credit_held`, `line_credit_needed`), ' +
          '409 si le FEC est déjà débloqué ou si son analyse est trop ancienne.',
        params: uuidParams,
        // Strict: a misspelt `credit_type` must not quietly spend credits in the automatic order.
        body: z
          .strictObject({ credit_type: s.creditType.optional().describe('Type de crédit à utiliser') })
          .nullish(),
        response: { 200: envelope(z.object({ fec: fecViewSchema, consumed: z.array(s.consumption) })) },
      },
    },
    async (request) =>
      ok(await unlockFec(deps, callerOf(request), request.params.uuid, request.body?.credit_type)),
  );

  app.get(
    '/v1/cart',
    {
      schema: {
        tags,
        summary: 'Panier du compte, totaux HT, TVA et TTC',
        description: READ,
        response: { 200: envelope(s.cartView) },
      },
    },
    async (request) => ok(await getCart(deps, callerOf(request))),
  );

  app.post(
    '/v1/cart/items',
    {
      schema: {
        tags,
        summary: 'Ajouter une offre au panier',
        description: `${PAY} \`fec_uuid\` requis pour une offre par FEC, absent pour un pack. Ajouter deux fois la même chose ne la double pas.`,
        body: z.object({
          offer_code: z.string().min(1).max(64).describe('Code de l’offre'),
          fec_uuid: uuidField.nullish().describe('Le FEC concerné (offre par FEC)'),
        }),
        response: { 201: envelope(s.cartView) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await addToCart(deps, callerOf(request), request.body))),
  );

  app.delete(
    '/v1/cart/items/:uuid',
    {
      schema: {
        tags,
        summary: 'Retirer une ligne du panier',
        description: PAY,
        params: uuidParams,
        response: { 200: envelope(s.cartView) },
      },
    },
    async (request) => ok(await removeFromCart(deps, callerOf(request), request.params.uuid)),
  );
};
