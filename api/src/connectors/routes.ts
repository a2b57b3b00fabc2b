import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit/audit';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import {
  addConnector,
  deleteConnector,
  getConnector,
  importFiscalYear,
  listConnectors,
  listProviders,
  refreshConnector,
  setAutoRefresh,
} from './connector-service';
import * as s from './schemas';

const { tags } = s;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** The software's answers: the token (401), nothing for this year (404), the software down (502). */
const softwareErrors = { ...errors, 502: errorBody };
const ROLE =
  'Owner et Manager (`account.connectors`), 403 « Votre rôle ne permet pas de gérer les connecteurs. »';

/**
 * Connectors (spec §2 « Connecteurs », §3 « Connector token », §8): an accounting-software token per
 * company, its identity and fiscal years, imports of a fiscal year. Another account's connector is 404.
 */
export const connectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/connectors/providers',
    {
      schema: {
        tags,
        summary: 'Les logiciels comptables pris en charge',
        description: `Avec où trouver le jeton. ${ROLE}.`,
        response: { 200: envelope(z.array(s.providerView)), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ok(listProviders(callerOf(request))),
  );

  app.get(
    '/v1/connectors',
    {
      schema: {
        tags,
        summary: 'Les connecteurs du compte (ou par uuid)',
        description:
          `Du plus récent au plus ancien. \`ids=a,b\` : lecture groupée (inconnus omis, un connecteur d’un ` +
          `autre compte : 403 pour tout l’appel). ${ROLE}.`,
        querystring: s.listQuery,
        response: { 200: envelope(s.connectorPage), ...errors },
      },
    },
    async (request) => ok(await listConnectors(deps, callerOf(request), request.query)),
  );

  app.get(
    '/v1/connectors/:uuid',
    {
      schema: {
        tags,
        summary: 'Un connecteur : société, exercices, dernier import',
        description: `404 « Ce connecteur n’existe pas. » (aussi pour celui d’un autre compte). ${ROLE}.`,
        params: s.uuidParams,
        response: { 200: envelope(s.connectorView), ...errors },
      },
    },
    async (request) => ok(await getConnector(deps, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/connectors',
    {
      schema: {
        tags,
        summary: 'Ajouter le jeton d’une société',
        description:
          'Le jeton est vérifié auprès du logiciel (401 « Le jeton est manquant, invalide ou expiré… »), ' +
          'refusé s’il a déjà été ajouté à ce compte (400), ou si la société n’a pas de nom ou pas ' +
          `d’exercice (400 « Informations manquantes… »), puis chiffré au repos. ${ROLE}.`,
        body: s.addBody,
        response: { 201: envelope(s.connectorView), ...softwareErrors },
      },
    },
    async (request, reply) => {
      const added = await addConnector(deps, callerOf(request), request.body);
      await audit(deps.db, request, `connector.add ${added.uuid}`, 201);
      return reply.code(201).send(ok(added));
    },
  );

  app.post(
    '/v1/connectors/:uuid/refresh',
    {
      schema: {
        tags,
        summary: 'Relire la société et ses exercices dans le logiciel',
        description: `Mêmes erreurs que l’ajout. ${ROLE}.`,
        params: s.uuidParams,
        response: { 200: envelope(s.connectorView), ...softwareErrors },
      },
    },
    async (request) => ok(await refreshConnector(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/connectors/:uuid',
    {
      schema: {
        tags,
        summary: 'Activer ou couper l’actualisation de chaque nuit',
        description:
          'Chaque nuit, l’exercice en cours est réexporté et réimporté si le fichier a changé (SHA-256). ' +
          `${ROLE}.`,
        params: s.uuidParams,
        body: s.autoRefreshBody,
        response: { 200: envelope(s.connectorView), ...errors },
      },
    },
    async (request) =>
      ok(await setAutoRefresh(deps, callerOf(request), request.params.uuid, request.body.auto_refresh)),
  );

  app.delete(
    '/v1/connectors/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprimer un connecteur et son jeton',
        description: `Les FEC déjà importés restent. ${ROLE}.`,
        params: s.uuidParams,
        response: { 200: envelope(z.object({ uuid: z.string() })), ...errors },
      },
    },
    async (request) => {
      const deleted = await deleteConnector(deps, callerOf(request), request.params.uuid);
      await audit(deps.db, request, `connector.delete ${request.params.uuid}`);
      return ok(deleted);
    },
  );

  app.post(
    '/v1/connectors/:uuid/imports',
    {
      schema: {
        tags,
        summary: 'Importer un exercice depuis le logiciel comptable',
        description:
          'Le logiciel produit le FEC de l’exercice ; le FEC est créé aussitôt au statut `generating`, puis ' +
          'importé et analysé comme un envoi depuis le poste. 404 « Cet exercice n’a pas de fichier ou le ' +
          'jeton n’est plus valide. ». Droits `account.connectors.read` et `fec.file.import`.',
        params: s.uuidParams,
        body: s.importBody,
        response: { 201: envelope(s.importView), ...softwareErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await importFiscalYear(deps, callerOf(request), request.params.uuid, request.body))),
  );
};
