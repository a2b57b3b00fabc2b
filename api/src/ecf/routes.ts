import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { ECF_READ, ECF_WRITE } from '../auth/api-key-scopes';
import { attachment } from '../folders/folder-zip';
import { envelope, ok } from '../http/reply';
import { compteRendu } from './documents';
import {
  concludeEcfPoint,
  createMission,
  getMission,
  listMissions,
  markEcfMissionSent,
  setEcfChecklistItem,
  signEcfMission,
} from './ecf-service';
import * as s from './schemas';

const { tags } = s;

/**
 * ECF missions (issue 38): the examen de conformité fiscale of a FEC, its ten points (what the FEC establishes,
 * the checklist, the provider's conclusion) and its compte rendu in Word and PDF. Read: `analysis.ecf.read` on the
 * FECs the caller may read (partner keys: `fecs:read` or `ecf`); create, conclude, checklist:
 * `analysis.ecf.create` / `.write` (keys: the `ecf` scope); sign and mark sent: Owner, Manager, never a key.
 */
export const ecfRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  app.get(
    '/v1/ecf/missions',
    {
      config: { apiKeyScopes: ECF_READ },
      schema: {
        tags,
        summary: 'Missions ECF du compte, la plus récente d’abord',
        description:
          'Un Membre ne voit que les missions des FEC auxquels il a accès. Filtres : `state`, `fec_uuid`. ' +
          'Les points ne sont pas rendus ici (une mission à la fois : `GET v1/ecf/missions/{uuid}`).',
        querystring: s.listQuery,
        response: {
          200: envelope(z.object({ items: z.array(s.missionSummary), total: z.number().int() })),
        },
      },
    },
    async (request) => ok(await listMissions(db, callerOf(request), request.query)),
  );

  app.post(
    '/v1/ecf/missions',
    {
      config: { apiKeyScopes: ECF_WRITE },
      schema: {
        tags,
        summary: 'Ouvrir une mission ECF sur un FEC analysé et débloqué',
        description:
          'Consomme un crédit « Mission ECF » (402 sans crédit). Les examens automatiques des dix points sont ' +
          'calculés sur le FEC (et le FEC de l’exercice suivant de la même société s’il est dans le compte). ' +
          'Responsable ou propriétaire du compte. Journalisé.',
        body: s.createBody,
        response: { 201: envelope(s.missionDetail) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createMission(deps, request, callerOf(request), request.body))),
  );

  app.get(
    '/v1/ecf/missions/:uuid',
    {
      config: { apiKeyScopes: ECF_READ },
      schema: {
        tags,
        summary: 'Une mission ECF et ses dix points',
        description:
          '404 pour une mission d’un autre compte ou sur un FEC inaccessible. Chaque point : ses examens ' +
          'automatiques, ses contrôles et leur revue, sa liste de diligences, sa conclusion et son historique.',
        params: s.uuidParams,
        response: { 200: envelope(s.missionDetail) },
      },
    },
    async (request) => ok(await getMission(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/ecf/missions/:uuid/points/:number',
    {
      config: { apiKeyScopes: ECF_WRITE },
      schema: {
        tags,
        summary: 'Conclure un point (conforme, non conforme, sans objet)',
        description:
          'Commentaire obligatoire pour « non conforme ». 409 tant que les contrôles du point en anomalie ne ' +
          'sont pas revus, et après la signature. L’historique est gardé. Journalisé.',
        params: s.pointParams,
        body: s.concludeBody,
        response: { 200: envelope(s.pointView) },
      },
    },
    async (request) =>
      ok(
        await concludeEcfPoint(
          deps,
          request,
          callerOf(request),
          request.params.uuid,
          request.params.number,
          request.body,
        ),
      ),
  );

  app.put(
    '/v1/ecf/missions/:uuid/points/:number/checklist/:key',
    {
      config: { apiKeyScopes: ECF_WRITE },
      schema: {
        tags,
        summary: 'Cocher ou décocher un élément de la liste de diligences d’un point',
        description: '409 après la signature. Journalisé.',
        params: s.checklistParams,
        body: s.checklistBody,
        response: { 200: envelope(s.checklistItemView) },
      },
    },
    async (request) =>
      ok(
        await setEcfChecklistItem(
          deps,
          request,
          callerOf(request),
          request.params.uuid,
          request.params.number,
          request.params.key,
          request.body.checked,
        ),
      ),
  );

  app.post(
    '/v1/ecf/missions/:uuid/sign',
    {
      schema: {
        tags,
        summary: 'Signer la mission (les dix points conclus)',
        description:
          'Responsable ou propriétaire du compte, jamais une clé d’API. La mission passe en lecture seule. Journalisé.',
        params: s.uuidParams,
        response: { 200: envelope(s.missionDetail) },
      },
    },
    async (request) => ok(await signEcfMission(deps, request, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/ecf/missions/:uuid/sent',
    {
      schema: {
        tags,
        summary: 'Marquer le compte rendu signé comme envoyé à l’entreprise',
        description: 'Responsable ou propriétaire du compte, jamais une clé d’API. Journalisé.',
        params: s.uuidParams,
        response: { 200: envelope(s.missionDetail) },
      },
    },
    async (request) => ok(await markEcfMissionSent(deps, request, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/ecf/missions/:uuid/report/:format',
    {
      config: { apiKeyScopes: ECF_READ },
      schema: {
        tags,
        summary: 'Le compte rendu de mission, en Word (docx) ou en PDF',
        description:
          'Régénéré quand la mission a changé depuis la dernière génération (conclusion, signature). Marqué ' +
          '« Projet » tant que la mission n’est pas signée.',
        params: s.reportParams,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      },
    },
    async (request, reply) => {
      const doc = await compteRendu(deps, callerOf(request), request.params.uuid, request.params.format);
      return reply
        .type(doc.contentType)
        .header('content-disposition', attachment(doc.fileName))
        .header('cache-control', 'private, no-store')
        .send(doc.stream);
    },
  );
};
