import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit/audit';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import * as s from './schemas';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  replayWebhookDelivery,
  updateWebhook,
} from './webhook-service';

const { tags } = s;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
const RIGHTS =
  'Droits `account.integrations.read` (lecture) et `account.integrations.manage` (Owner et Manager) ; ' +
  'un point de réception d’un autre compte répond 404.';

/** Webhooks (issue 13): an account's receiving endpoints, their deliveries, replays. Never with an API key. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/webhooks',
    {
      schema: {
        tags,
        summary: 'Les points de réception du compte, du plus récent au plus ancien (ou par uuid)',
        description: `${RIGHTS} \`ids=a,b\` : lecture groupée (inconnus omis, un uuid d’un autre compte : 403).`,
        querystring: s.listQuery,
        response: { 200: envelope(list(s.webhookView)), ...errors },
      },
    },
    async (request) => ok(await listWebhooks(deps, callerOf(request), request.query)),
  );

  app.post(
    '/v1/webhooks',
    {
      schema: {
        tags,
        summary: 'Enregistrer un point de réception',
        description:
          'URL `https://` vers une adresse publique (`http://` et adresses privées seulement avec ' +
          '`API_WEBHOOKS_ALLOW_HTTP=true`), au moins un événement. Le secret de signature n’est rendu ' +
          `qu’ici. ${RIGHTS}`,
        body: s.createBody,
        response: { 201: envelope(s.createdView), ...errors },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(deps, callerOf(request), request.body);
      await audit(deps.db, request, `webhook.create ${created.webhook.uuid}`, 201);
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    '/v1/webhooks/:uuid',
    {
      schema: {
        tags,
        summary: 'Un point de réception',
        description: RIGHTS,
        params: s.uuidParams,
        response: { 200: envelope(s.webhookView), ...errors },
      },
    },
    async (request) => ok(await getWebhook(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/webhooks/:uuid',
    {
      schema: {
        tags,
        summary: 'Activer ou suspendre un point de réception',
        description: RIGHTS,
        params: s.uuidParams,
        body: s.updateBody,
        response: { 200: envelope(s.webhookView), ...errors },
      },
    },
    async (request) => ok(await updateWebhook(deps, callerOf(request), request.params.uuid, request.body)),
  );

  app.delete(
    '/v1/webhooks/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprimer un point de réception (ses livraisons en attente sont abandonnées)',
        description: RIGHTS,
        params: s.uuidParams,
        response: { 200: envelope(z.object({ uuid: z.string() })), ...errors },
      },
    },
    async (request) => {
      const deleted = await deleteWebhook(deps, callerOf(request), request.params.uuid);
      await audit(deps.db, request, `webhook.delete ${request.params.uuid}`);
      return ok(deleted);
    },
  );

  app.get(
    '/v1/webhooks/:uuid/deliveries',
    {
      schema: {
        tags,
        summary: 'Les livraisons d’un point de réception, de la plus récente à la plus ancienne',
        description: RIGHTS,
        params: s.uuidParams,
        querystring: s.pageQuery,
        response: { 200: envelope(list(s.deliveryView)), ...errors },
      },
    },
    async (request) => ok(await listDeliveries(deps, callerOf(request), request.params.uuid, request.query)),
  );

  app.post(
    '/v1/webhook-deliveries/:uuid/replay',
    {
      schema: {
        tags,
        summary: 'Renvoyer une livraison (même corps, nouvelle signature)',
        description: `Elle repasse « en attente » ; 409 si elle l’est déjà ou si son point de réception est suspendu. ${RIGHTS}`,
        params: s.uuidParams,
        response: { 200: envelope(s.deliveryView), ...errors, 409: errorBody },
      },
    },
    async (request) => ok(await replayWebhookDelivery(deps, callerOf(request), request.params.uuid)),
  );
};
