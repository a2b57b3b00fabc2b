import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_API_KEY_SCOPE, FECS_IMPORT } from '../auth/api-key-scopes';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import {
  apiKeyScopes,
  createApiKey,
  createFecUpload,
  getFecUpload,
  keepApiKey,
  listApiKeys,
  receiveFecUploadFile,
  revokeApiKey,
  spendBudget,
} from './partner-service';
import * as s from './schemas';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
const MANAGE =
  'Droit `account.integrations` (Owner, Manager) ; 403 « Votre rôle ne permet pas de gérer les clés ' +
  'd’API et les webhooks. » sinon, et toujours pour un appel fait avec une clé d’API.';

/** The partner API (issue 13): keys, their budget, FEC imports by signed URL. */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/api-keys',
    {
      schema: {
        tags: s.keyTags,
        summary: 'Les clés d’API du compte, de la plus récente à la plus ancienne (ou par uuid)',
        description: `Le secret n’est jamais rendu. ${MANAGE} \`ids=a,b\` : lecture groupée (inconnues omises).`,
        querystring: s.listQuery,
        response: { 200: envelope(list(s.apiKeyView)), ...errors },
      },
    },
    async (request) => ok(await listApiKeys(deps, callerOf(request), request.query)),
  );

  app.get(
    '/v1/api-keys/scopes',
    {
      schema: {
        tags: s.keyTags,
        summary: 'Les portées qu’une clé peut recevoir, avec ce qu’elles permettent',
        response: { 200: envelope(z.array(s.scopeInfo)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ok(apiKeyScopes()),
  );

  app.post(
    '/v1/api-keys',
    {
      schema: {
        tags: s.keyTags,
        summary: 'Créer une clé d’API (le secret n’est rendu qu’ici)',
        description:
          'La clé agit dans le compte courant avec les droits de son créateur limités à ses portées ; ' +
          `à présenter dans \`Authorization: Bearer <secret>\`. ${MANAGE}`,
        body: s.createKeyBody,
        response: {
          201: envelope(z.object({ api_key: s.apiKeyView, secret: z.string() })),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createApiKey(deps, request, callerOf(request), request.body))),
  );

  app.post(
    '/v1/api-keys/:uuid/revoke',
    {
      schema: {
        tags: s.keyTags,
        summary: 'Révoquer une clé : tout appel qui la présente est refusé aussitôt (401)',
        description: `${MANAGE} La clé d’un autre compte : 404.`,
        params: s.uuidParams,
        response: { 200: envelope(s.apiKeyView), ...errors },
      },
    },
    async (request) => ok(await revokeApiKey(deps, request, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/api-keys/:uuid/keep',
    {
      schema: {
        tags: s.keyTags,
        summary: 'Conserver une clé « à vérifier » : sa vérification (et sa suspension) prend fin',
        description:
          'Une clé créée depuis une session de son créateur coupée depuis (mot de passe réinitialisé ou ' +
          'changé, déconnexion partout) est « à vérifier » (`review`) ; suspendue après une ' +
          `réinitialisation. ${MANAGE} Une clé révoquée : 400 ; celle d’un autre compte : 404.`,
        params: s.uuidParams,
        response: { 200: envelope(s.apiKeyView), ...errors },
      },
    },
    async (request) => ok(await keepApiKey(deps, request, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/api-keys/budget',
    {
      config: { apiKeyScopes: ANY_API_KEY_SCOPE, notAudited: true },
      schema: {
        tags: s.keyTags,
        summary: 'Consommer le budget de requêtes de la clé appelante (seau percé)',
        description:
          'Réservé aux appels faits avec une clé d’API (la passerelle y verse le coût estimé de chaque ' +
          'opération). Le seau se vide de `refill_per_second` points par seconde ; plein : 429 ' +
          '« Budget de requêtes épuisé pour cette clé d’API : réessayez dans N secondes. » avec ' +
          '`retry_after_seconds`.',
        body: s.budgetBody,
        response: { 200: envelope(s.budgetView), ...errors, 429: errorBody },
      },
    },
    async (request) => ok(await spendBudget(deps, callerOf(request), request.body.cost)),
  );

  app.post(
    '/v1/fec-uploads',
    {
      config: { apiKeyScopes: FECS_IMPORT },
      schema: {
        tags: s.uploadTags,
        summary: 'Préparer l’import d’un FEC : rend une URL signée où envoyer le fichier',
        description:
          'Mêmes règles et mêmes messages que le formulaire d’import. L’URL (`upload_path`, relative à ' +
          '`/api`) vaut 15 minutes. Idempotent par `idempotency_key` : la même demande rend le même envoi ' +
          '(avec son FEC s’il a été reçu) ; la même clé pour une autre demande : 400 « Cette clé ' +
          'd’idempotence a déjà servi pour une autre demande. »',
        body: s.fecUploadBody,
        response: { 201: envelope(s.fecUploadView), ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await createFecUpload(deps, callerOf(request), request.body);
      return reply.code(answer.status).send(ok(answer.body));
    },
  );

  app.get(
    '/v1/fec-uploads/:uuid',
    {
      config: { apiKeyScopes: FECS_IMPORT },
      schema: {
        tags: s.uploadTags,
        summary: 'Un envoi de FEC : son état, puis le FEC et l’analyse créés',
        description: 'Un envoi d’un autre compte, ou inconnu : 404.',
        params: s.uuidParams,
        response: { 200: envelope(s.fecUploadView), ...errors },
      },
    },
    async (request) => ok(await getFecUpload(deps, callerOf(request), request.params.uuid)),
  );

  // The raw body is not parsed: it streams to storage as it arrives (any content type), in a scope of its
  // own so that no other route loses its parsers.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // A body sent without a content type (curl -T, fetch of a Buffer) is a file all the same.
    raw.addHook('onRequest', async (request) => {
      request.headers['content-type'] ??= 'application/octet-stream';
    });
    raw.withTypeProvider<ZodTypeProvider>().put(
      '/v1/fec-uploads/:uuid/file',
      {
        config: { public: true },
        schema: {
          tags: s.uploadTags,
          summary: 'Envoyer le fichier d’un envoi préparé (corps brut), à l’URL signée',
          description:
            'Autorisé par la signature de l’URL (pas de jeton). 201 `{ fec_uuid, analysis_uuid }` ; un ' +
            'nouvel envoi après réception : 200, le même FEC (jamais un second). Lien expiré : 410 « Ce ' +
            'lien d’envoi a expiré : préparez un nouvel envoi. » ; signature invalide : 403.',
          security: [],
          params: s.uuidParams,
          querystring: s.signedQuery,
          consumes: ['application/octet-stream', 'text/plain'],
          response: {
            200: envelope(s.receivedView),
            201: envelope(s.receivedView),
            ...errors,
            409: errorBody,
            410: errorBody,
            413: errorBody,
          },
        },
      },
      async (request, reply) => {
        const answer = await receiveFecUploadFile(
          deps,
          request,
          request.params.uuid,
          request.query,
          request.raw,
        );
        return reply.code(answer.status as 200 | 201).send(ok(answer.body));
      },
    );
  });
};
