import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { ApiError, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { envelope, errorBody, ok } from '../http/reply';
import { uuidField } from '../http/validators';
import { getBillingAddress, putBillingAddress } from './billing-address';
import {
  checkout,
  getOrder,
  handleWebhook,
  refreshOrderByPaymentRef,
  refundOrder,
  sweepPendingOrders,
} from './orders';
import { requirePay } from './payment-access';
import { WebhookSignatureError } from './payment-gateway';
import { completeSetup, deleteMethod, listMethods, setDefaultMethod, startSetup } from './payment-methods';
import {
  billingAddressBody,
  billingAddressView,
  checkoutBody,
  methodType,
  orderView,
  paymentMethodView,
  sandboxRef,
  sandboxSetupBody,
  sandboxStepView,
} from './schemas';

const tags = ['Paiements'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const uuidParams = z.object({ uuid: uuidField });

/** Billing address, payment methods, checkout, orders, refunds, the provider's webhook and the sandbox's pages. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  // Pending payments (a SEPA debit, a missed webhook) are re-read periodically; the state is in the
  // database, so a restart loses nothing — the next sweep or read settles them.
  const every = deps.config.payments.sweepEveryMs;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepPendingOrders(deps)
        .catch((error) => deps.log?.error({ err: error }, 'payment sweep failed'))
        .finally(() => (running = false));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/v1/billing/address',
    {
      schema: {
        tags,
        summary: "L'adresse de facturation du compte",
        response: { 200: envelope(billingAddressView), ...errors },
      },
    },
    async (request) => ok(await getBillingAddress(deps.db, callerOf(request))),
  );

  app.put(
    '/v1/billing/address',
    {
      schema: {
        tags,
        summary: "Enregistre l'adresse de facturation (complète : « Adresse incomplète. » sinon)",
        body: billingAddressBody,
        response: { 200: envelope(billingAddressView), ...errors },
      },
    },
    async (request) => ok(await putBillingAddress(deps.db, callerOf(request), request.body, deps.now())),
  );

  app.get(
    '/v1/payment-methods',
    {
      schema: {
        tags,
        summary: 'Les moyens de paiement enregistrés',
        response: {
          200: envelope(z.object({ items: z.array(paymentMethodView), total: z.number().int() })),
          ...errors,
        },
      },
    },
    async (request) => ok(await listMethods(deps, callerOf(request))),
  );

  app.post(
    '/v1/payment-methods/setup',
    {
      schema: {
        tags,
        summary: "Commence l'ajout d'un moyen de paiement : l'adresse de la page du prestataire",
        body: z.object({ type: methodType }),
        response: {
          200: envelope(
            z.object({
              setup_uuid: z.string(),
              redirect_url: z.string().describe('Page du prestataire (Stripe) ou du bac à sable'),
            }),
          ),
          ...errors,
          503: errorBody,
        },
      },
    },
    async (request) => ok(await startSetup(deps, callerOf(request), request.body.type)),
  );

  app.post(
    '/v1/payment-methods/setup/:uuid/complete',
    {
      schema: {
        tags,
        summary: "Termine l'ajout au retour de la page du prestataire",
        params: uuidParams,
        response: { 200: envelope(paymentMethodView), ...errors, 503: errorBody },
      },
    },
    async (request) => ok(await completeSetup(deps, callerOf(request), request.params.uuid)),
  );

  app.delete(
    '/v1/payment-methods/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprime un moyen de paiement',
        params: uuidParams,
        response: { 200: envelope(z.object({ deleted: z.boolean() })), ...errors },
      },
    },
    async (request) => ok(await deleteMethod(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/payment-methods/:uuid/default',
    {
      schema: {
        tags,
        summary: 'Choisit le moyen de paiement par défaut',
        params: uuidParams,
        response: { 200: envelope(paymentMethodView), ...errors },
      },
    },
    async (request) => ok(await setDefaultMethod(deps, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/checkout',
    {
      schema: {
        tags,
        summary: 'Paie le panier (facture émise et achats livrés une fois payé)',
        description:
          'Adresse de facturation complète et CGV acceptées. 402 si la banque refuse (rien n’est facturé, le panier reste), ' +
          '409 si `expected_total_ttc_cents` ne correspond plus au panier.',
        body: checkoutBody,
        response: { 201: envelope(orderView), ...errors, 402: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await checkout(deps, callerOf(request), request.body))),
  );

  app.get(
    '/v1/orders/:uuid',
    {
      schema: {
        tags,
        summary: 'Une commande (relit le prestataire tant que le paiement est en attente)',
        params: uuidParams,
        response: { 200: envelope(orderView), ...errors, 503: errorBody },
      },
    },
    async (request) => ok(await getOrder(deps, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/orders/:uuid/refund',
    {
      schema: {
        tags,
        summary: 'Rembourse un prélèvement SEPA de moins de 8 semaines : un avoir est émis',
        params: uuidParams,
        response: { 200: envelope(orderView), ...errors, 503: errorBody },
      },
    },
    async (request) => ok(await refundOrder(deps, callerOf(request), request.params.uuid)),
  );

  // The provider's webhook: public, the raw body kept for the signature (Stripe's `Stripe-Signature`).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/v1/payments/webhook',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Événements signés du prestataire de paiement (Stripe-Signature), traités une fois par identifiant',
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }), 400: errorBody },
        },
      },
      async (request) => {
        const raw = request.body as Buffer;
        const header = request.headers['stripe-signature'];
        let event;
        try {
          event = deps.payments.parseWebhook(
            Buffer.isBuffer(raw) ? raw : Buffer.from(''),
            typeof header === 'string' ? header : undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new ApiError(400, MSG.webhookSignature);
          throw error;
        }
        return handleWebhook(deps, event);
      },
    );
  });

  // The embedded sandbox's local pages (404 with Stripe).
  const sandbox = () => {
    if (!deps.payments.sandbox) throw notFound(MSG.sandboxStepNotFound);
    return deps.payments.sandbox;
  };
  const refParams = z.object({ ref: sandboxRef });

  app.get(
    '/v1/payment-sandbox/steps/:ref',
    {
      schema: {
        tags,
        summary: 'Bac à sable : une étape de paiement locale en attente',
        params: refParams,
        response: { 200: envelope(sandboxStepView), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requirePay(caller);
      const step = await sandbox().step(request.params.ref, caller.account.uuid);
      if (!step) throw notFound(MSG.sandboxStepNotFound);
      return ok(step);
    },
  );

  app.post(
    '/v1/payment-sandbox/steps/:ref/setup',
    {
      schema: {
        tags,
        summary: 'Bac à sable : saisit une carte ou un IBAN de test',
        params: refParams,
        body: sandboxSetupBody,
        response: { 200: envelope(z.object({ return_url: z.string() })), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requirePay(caller);
      const done = await sandbox().submitSetup(request.params.ref, caller.account.uuid, request.body);
      if (!done) throw notFound(MSG.sandboxStepNotFound);
      return ok({ return_url: done.returnUrl });
    },
  );

  app.post(
    '/v1/payment-sandbox/steps/:ref/authenticate',
    {
      schema: {
        tags,
        summary: 'Bac à sable : accepte ou refuse l’authentification forte d’un paiement',
        params: refParams,
        body: z.object({ approve: z.boolean().describe('Vrai : authentification réussie') }),
        response: { 200: envelope(z.object({ return_url: z.string() })), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requirePay(caller);
      const done = await sandbox().authenticate(
        request.params.ref,
        caller.account.uuid,
        request.body.approve,
      );
      if (!done) throw notFound(MSG.sandboxStepNotFound);
      await refreshOrderByPaymentRef(deps, request.params.ref);
      return ok({ return_url: done.returnUrl });
    },
  );
};
