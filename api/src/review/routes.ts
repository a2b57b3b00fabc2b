import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { REVIEW_READ, REVIEW_WRITE } from '../auth/api-key-scopes';
import { envelope, ok } from '../http/reply';
import { attachment } from '../folders/folder-zip';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_LABEL } from './attachment-sniff';
import { addAttachment, attachmentDownload, deleteAttachment } from './attachments';
import * as s from './schemas';
import {
  assignControl,
  changesSincePrevious,
  findingsOf,
  historyBatch,
  myAssignments,
  reopenAnalysisReview,
  reviewsBatch,
  setReview,
  signOffAnalysis,
} from './review-service';

const { tags } = s;
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/**
 * The review of analyses (issue 37): statuses per control and per finding, assignments, « Mes travaux »,
 * sign-off, and what changed since the previous run of the dossier. The work belongs to the dossier (company
 * and fiscal year), so every analysis of the dossier shows it. Read: whoever may read the analysis; write:
 * `analysis.review.write` (partner keys: the `review` scope); sign-off: Owner, Manager, never a key.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;
  // Scoped to this plugin: only the attachment route parses multipart. One file of 10 Mo at most (a second
  // file is counted to be refused in French; a third stops the parser).
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });

  app.post(
    '/v1/analyses/:uuid/controls/:controlId/attachments',
    {
      config: { apiKeyScopes: REVIEW_WRITE },
      schema: {
        tags,
        summary: 'Joindre une pièce justificative à la revue d’un contrôle ou d’un constat (multipart)',
        description:
          `Champ multipart \`file\` : un seul fichier, ${ATTACHMENT_MAX_LABEL} au plus (413 au-delà), ` +
          `PDF, PNG, JPEG, tableur ou document texte (${ATTACHMENT_EXTENSIONS.join(', ')}). Le type est ` +
          'reconnu d’après le contenu du fichier, qui doit correspondre à son extension (400 sinon ; un ' +
          'fichier vide aussi). `finding_key` : la revue d’un constat ; absent : celle du contrôle. La pièce ' +
          'appartient à l’élément de revue du dossier (créé « À examiner » au besoin) et le suit d’une ' +
          'analyse à l’autre. 409 tant que la revue du dossier est validée. Journalisé.',
        consumes: ['multipart/form-data'],
        params: s.controlParams,
        querystring: s.attachmentQuery,
        response: { 201: envelope(s.attachmentView) },
      },
    },
    async (request, reply) => {
      const view = await addAttachment(
        deps,
        request,
        callerOf(request),
        request.params.uuid,
        request.params.controlId,
        request.query.finding_key ?? null,
      );
      return reply.code(201).send(ok(view));
    },
  );

  app.get(
    '/v1/review/attachments/:uuid/download',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Télécharger une pièce justificative',
        description:
          'Qui peut lire la revue du dossier (un Membre : sur un FEC qui lui est accordé). Servie en pièce ' +
          'jointe, avec le type reconnu à l’envoi et `X-Content-Type-Options: nosniff`.',
        params: s.uuidParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await attachmentDownload(deps, callerOf(request), request.params.uuid);
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/v1/review/attachments/:uuid',
    {
      config: { apiKeyScopes: REVIEW_WRITE },
      schema: {
        tags,
        summary: 'Retirer une pièce justificative',
        description: 'Qui peut modifier la revue. 409 tant que la revue du dossier est validée. Journalisé.',
        params: s.uuidParams,
        response: { 200: envelope(z.object({ uuid: z.string() })) },
      },
    },
    async (request) => ok(await deleteAttachment(deps, request, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/analyses/review',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Revue de plusieurs analyses en un appel',
        description:
          'Lecture groupée pour la passerelle GraphQL : `ids=a,b` (uuid d’analyses). Pour chacune : la revue de ' +
          'chaque contrôle (« À examiner » tant que personne n’y a touché), la progression (contrôles revus sur ' +
          'ceux à regarder : résultat autre que OK et NA) et la validation. Une analyse inaccessible → 403 pour ' +
          'tout l’appel ; les inconnues sont omises ; une multi-analyse ou une analyse en cours n’a pas de revue.',
        querystring: s.idsOnly,
        response: { 200: envelope(list(s.analysisReview)) },
      },
    },
    async (request) => {
      const items = await reviewsBatch(db, callerOf(request), request.query.ids ?? []);
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/analyses/:uuid/findings',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Constats des contrôles d’une analyse, avec leur clé stable, leur revue et leur nouveauté',
        description:
          'Les lignes gardées avec les résultats (1000 par contrôle), chacune avec sa clé stable (calculée sur ' +
          'son contenu : journal, numéro et date d’écriture, compte, compte auxiliaire, débit, crédit ; jamais ' +
          'le numéro de ligne), sa revue et `change` : `new` ou `unchanged` par rapport à l’analyse précédente ' +
          'du dossier (null sans analyse précédente). Aucune tant que le FEC est verrouillé.',
        params: s.uuidParams,
        querystring: s.findingsQuery,
        response: { 200: envelope(s.findingsView) },
      },
    },
    async (request) =>
      ok(await findingsOf(db, callerOf(request), request.params.uuid, request.query.control)),
  );

  app.get(
    '/v1/analyses/:uuid/changes',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Constats nouveaux, inchangés et disparus depuis l’analyse précédente du dossier',
        description:
          'Analyse précédente : la plus récente, terminée, du même FEC ou d’un FEC de la même société et du même ' +
          'exercice (FEC corrigé, réimport) que l’appelant peut lire. `carried` : constats revus dans une autre ' +
          'analyse et toujours présents. `previous` null quand il n’y en a pas.',
        params: s.uuidParams,
        response: { 200: envelope(s.changesView) },
      },
    },
    async (request) => ok(await changesSincePrevious(db, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/analyses/:uuid/review',
    {
      config: { apiKeyScopes: REVIEW_WRITE },
      schema: {
        tags,
        summary: 'Statut de revue d’un contrôle, ou d’une sélection de ses constats',
        description:
          '« Justifié » demande une justification. Tout ou rien, historique compris. 409 tant que la revue du ' +
          'dossier est validée.',
        params: s.uuidParams,
        body: s.setReviewBody,
        response: { 200: envelope(list(s.itemView)) },
      },
    },
    async (request) => {
      const items = await setReview(deps, callerOf(request), request.params.uuid, request.body);
      return ok({ items, total: items.length });
    },
  );

  app.put(
    '/v1/analyses/:uuid/controls/:controlId/assignee',
    {
      config: { apiKeyScopes: REVIEW_WRITE },
      schema: {
        tags,
        summary: 'Affecter un contrôle à un collègue du compte',
        description:
          'Un membre actif du compte ; un Membre seulement s’il a accès au FEC. `assignee_uuid` null retire ' +
          'l’affectation. Responsable ou propriétaire du compte.',
        params: s.controlParams,
        body: s.assignBody,
        response: { 200: envelope(s.itemView) },
      },
    },
    async (request) =>
      ok(
        await assignControl(
          deps,
          callerOf(request),
          request.params.uuid,
          request.params.controlId,
          request.body.assignee_uuid,
        ),
      ),
  );

  app.post(
    '/v1/analyses/:uuid/review/sign-off',
    {
      schema: {
        tags,
        summary: 'Valider la revue (« Revue validée par … le … »)',
        description:
          'Responsable ou propriétaire du compte. La revue du dossier passe en lecture seule jusqu’à sa ' +
          'réouverture. Journalisé.',
        params: s.uuidParams,
        response: { 201: envelope(s.signoffView) },
      },
    },
    async (request, reply) => {
      const view = await signOffAnalysis(deps, request, callerOf(request), request.params.uuid);
      return reply.code(201).send(ok(view));
    },
  );

  app.post(
    '/v1/analyses/:uuid/review/reopen',
    {
      schema: {
        tags,
        summary: 'Rouvrir une revue validée (raison obligatoire)',
        description: 'Responsable ou propriétaire du compte. Journalisé avec la raison.',
        params: s.uuidParams,
        body: s.reopenBody,
        response: { 200: envelope(s.signoffView) },
      },
    },
    async (request) =>
      ok(
        await reopenAnalysisReview(
          deps,
          request,
          callerOf(request),
          request.params.uuid,
          request.body.reason,
        ),
      ),
  );

  app.get(
    '/v1/review/assignments',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Mes travaux : ce qui m’est affecté, tous dossiers du compte confondus',
        description:
          'Chaque affectation avec la dernière analyse de son dossier que l’appelant peut lire (les dossiers ' +
          'qu’il ne peut plus lire sont omis).',
        querystring: s.pageQuery,
        response: { 200: envelope(list(s.assignmentView)) },
      },
    },
    async (request) => ok(await myAssignments(db, callerOf(request), request.query)),
  );

  app.get(
    '/v1/review/history',
    {
      config: { apiKeyScopes: REVIEW_READ },
      schema: {
        tags,
        summary: 'Historique d’éléments de revue (statuts et affectations, du plus ancien au plus récent)',
        description:
          'Lecture groupée : `ids=a,b` (uuid d’éléments de revue). Un élément d’un dossier inaccessible → 403 ' +
          'pour tout l’appel ; les inconnus sont omis.',
        querystring: s.idsOnly,
        response: { 200: envelope(list(s.historyEntry)) },
      },
    },
    async (request) => {
      const items = await historyBatch(db, callerOf(request), request.query.ids ?? []);
      return ok({ items, total: items.length });
    },
  );
};
