import { PassThrough, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { FECS_READ } from '../auth/api-key-scopes';
import { attachment } from '../folders/folder-zip';
import { MSG } from '../http/messages';
import { inertCsv } from '../http/csv';
import { envelope, ok } from '../http/reply';
import { idsQuery, safeText, uuidField } from '../http/validators';
import {
  analysesBatch,
  analysesOfFecFor,
  catalogue,
  controlDetail,
  controlExport,
  controlsBatch,
  diagnosticsExport,
  getAnalysis,
  latestAnalysesOfFecs,
  listControls,
  rerunAnalysis,
  startMultiAnalysis,
} from './analysis-service';
import { addComment, commentsBatch, deleteComment, listComments } from './comments';
import { certificateOf } from './certificate';
import { correctedFile, startCorrection } from './corrected';
import { renderCertificate } from '../reports/documents/certificate';
import { XLSX_TYPE } from '../http/xlsx-cells';
import { writeControlXlsx } from './control-xlsx';
import { controlDetailFilter, patternLine } from './detail-csv';
import { controlRows } from './detail-rows';
import { DEFAULT_JOB_SETTINGS } from './run-analysis';
import * as s from './schemas';

const { tags } = s;
const controlFilterQuery = z.object({
  category: s.categoryField.optional(),
  theme: z
    .string()
    .max(64)
    .regex(/^[a-z-]*$/, { error: MSG.pattern })
    .optional(),
  search: safeText(100).optional(),
});

const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** Analyses (spec §2, §4, §9): history, results per control, exports, multi-analysis, corrected FEC. */
export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  app.post(
    '/v1/fecs/:uuid/analyses',
    {
      schema: {
        tags,
        summary: 'Relancer l’analyse d’un FEC',
        description:
          'Crée une nouvelle analyse (statut `waitstart`) exécutée hors requête ; les précédentes restent ' +
          'dans l’historique. Accès en écriture au FEC requis. 409 si une analyse est déjà en cours.',
        params: s.uuidParams,
        response: { 201: envelope(s.analysisView) },
      },
    },
    async (request, reply) => {
      const view = await rerunAnalysis(deps, callerOf(request), request.params.uuid);
      return reply.code(201).send(ok(view));
    },
  );

  app.get(
    '/v1/analyses',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Analyses par uuid, ou historique des analyses d’un FEC',
        description:
          '`ids=a,b` : lecture groupée (une analyse d’un FEC inaccessible → 403 pour tout l’appel ; les ' +
          'inconnues sont omises). `fec=uuid` : toutes les analyses du FEC, la plus récente d’abord. ' +
          '`latest=a,b` (uuid de FEC) : la dernière analyse de chaque FEC (un FEC inaccessible → 403).',
        querystring: z.object({ ids: idsQuery, fec: uuidField.optional(), latest: idsQuery }),
        response: { 200: envelope(list(s.analysisView)) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ids, fec, latest } = request.query;
      const items = ids
        ? await analysesBatch(db, caller, ids)
        : latest
          ? await latestAnalysesOfFecs(db, caller, latest)
          : fec
            ? await analysesOfFecFor(db, caller, fec)
            : [];
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/analyses/controls',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Résultats par contrôle de plusieurs analyses en un appel',
        description:
          'Lecture groupée pour la passerelle GraphQL : `ids=a,b` (uuid d’analyses, 500 au plus), mêmes ' +
          'filtres que `GET analyses/{uuid}/controls`, et `rows=true` pour les 1000 premières lignes de ' +
          'chaque contrôle. Une analyse inaccessible → 403 pour tout l’appel ; les inconnues sont omises ; ' +
          'une analyse pas encore terminée n’a pas de résultats.',
        querystring: controlFilterQuery.extend({
          ids: idsQuery,
          rows: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: envelope(list(s.batchControl)) },
      },
    },
    async (request) => {
      const { ids, rows, ...filter } = request.query;
      const items = await controlsBatch(
        db,
        callerOf(request),
        ids ?? [],
        { ...filter, rows: rows === 'true' },
        DEFAULT_JOB_SETTINGS.dbRowCap,
      );
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/analyses/comments',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Commentaires de plusieurs analyses en un appel',
        description:
          'Lecture groupée pour la passerelle GraphQL : `ids=a,b` (uuid d’analyses). Les commentaires du ' +
          'dossier (même société, même exercice) écrits dans n’importe laquelle de ses analyses sont repris, ' +
          'une fois par analyse demandée (`for_analysis_uuid`) ; `analysis_uuid` dit où chacun a été écrit. ' +
          'Une analyse inaccessible → 403 pour tout l’appel ; les inconnues sont omises.',
        querystring: z.object({ ids: idsQuery }),
        response: { 200: envelope(list(s.commentView)) },
      },
    },
    async (request) => {
      const items = await commentsBatch(deps, callerOf(request), request.query.ids ?? []);
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/analyses/:uuid',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Une analyse : statut, synthèse par catégorie, rapport, dates',
        params: s.uuidParams,
        response: { 200: envelope(s.analysisView) },
      },
    },
    async (request) => ok(await getAnalysis(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/analyses/:uuid/certificate.pdf',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Certificat de conformité du FEC (PDF)',
        description:
          'Prévision du verdict de l’outil officiel de la DGFiP (Test Compta Demat) : conclusion, mode, ' +
          'correspondance des champs, anomalies, alertes et données absentes ; puis nos constats au-delà de ' +
          'l’outil officiel. Mêmes droits que la lecture des résultats ; analyse d’un seul FEC, terminée ' +
          '(409 sinon), FEC débloqué (403 sinon).',
        params: s.uuidParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { model, fileName } = await certificateOf(db, callerOf(request), request.params.uuid, deps.now);
      const body = new PassThrough();
      renderCertificate(model, body).catch((error: unknown) => {
        // The headers are gone already: cut the download short rather than hand over a broken file.
        request.log.error({ err: error }, 'certificate pdf failed');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.get(
    '/v1/analyses/:uuid/controls',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Résultats par contrôle (sans les lignes de détail)',
        description:
          'Filtres : catégorie de résultat, thème, recherche dans l’identifiant, le libellé et la description.',
        params: s.uuidParams,
        querystring: controlFilterQuery,
        response: { 200: envelope(list(s.controlSummary)) },
      },
    },
    async (request) => {
      const items = await listControls(db, callerOf(request), request.params.uuid, request.query);
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/analyses/:uuid/controls/:controlId',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Le résultat d’un contrôle avec ses 1000 premières lignes',
        description: `Au-delà, \`truncated\` est vrai et \`message\` vaut « ${MSG.analysisRowsTruncated} ».`,
        params: s.controlParams,
        response: { 200: envelope(s.controlDetail) },
      },
    },
    async (request) =>
      ok(
        await controlDetail(
          db,
          callerOf(request),
          request.params.uuid,
          request.params.controlId,
          DEFAULT_JOB_SETTINGS.dbRowCap,
        ),
      ),
  );

  app.get(
    '/v1/analyses/:uuid/controls/:controlId/export.csv',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Export CSV du détail complet d’un contrôle',
        description:
          'CSV `;` en UTF-8 avec BOM, diffusé depuis le stockage (jusqu’à 100 000 lignes par contrôle).',
        params: s.controlParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { key, fileName, control, pattern } = await controlExport(
        db,
        callerOf(request),
        request.params.uuid,
        request.params.controlId,
      );
      const source = await deps.storage.get(key);
      const lead = pattern ? patternLine(control, pattern) : null;
      // The FEC's labels and accounts are someone else's text: inertCsv keeps each cell from being a formula.
      const body = pipeline(
        source,
        controlDetailFilter(request.params.controlId, lead),
        inertCsv(),
        () => undefined,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.get(
    '/v1/analyses/:uuid/diagnostics.csv',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Export CSV des diagnostics de format',
        description:
          'CSV `;` en UTF-8 avec BOM : le verdict que donnerait l’outil officiel de la DGFiP (Test Compta ' +
          'Demat) et son mode, notre verdict sur toutes les règles, les motifs de l’outil, puis chaque ' +
          'diagnostic (ligne, colonne, code, gravité, message, règle : outil officiel ou au-delà). 1000 ' +
          'diagnostics par code au plus (une ligne le signale). Mêmes droits que l’export CSV d’un contrôle ; ' +
          '404 pour une multi-analyse ou une analyse sans résultat.',
        params: s.uuidParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await diagnosticsExport(db, callerOf(request), request.params.uuid);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(csv);
    },
  );

  app.get(
    '/v1/analyses/:uuid/controls/:controlId/export.xlsx',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Export Excel du détail complet d’un contrôle',
        description:
          'Classeur .xlsx d’une feuille (en-tête figé, filtres, dates et montants typés), diffusé ligne à ' +
          'ligne depuis le stockage (jusqu’à 100 000 lignes par contrôle). Mêmes droits que l’export CSV.',
        params: s.controlParams,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const { uuid, controlId } = request.params;
      const { key, fileName, total, pattern } = await controlExport(
        db,
        callerOf(request),
        uuid,
        controlId,
        'xlsx',
      );
      const source = await deps.storage.get(key);
      const body = new PassThrough();
      writeControlXlsx(controlRows(source, controlId), body, { id: controlId, total, pattern }).catch(
        (error: unknown) => {
          // The headers are gone already: cut the download short rather than hand over a broken file.
          if (!body.destroyed) request.log.error({ err: error }, 'control xlsx export failed');
          source.destroy();
          body.destroy(error as Error);
        },
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.get(
    '/v1/controls',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Catalogue des contrôles',
        response: { 200: envelope(list(s.catalogueEntry)) },
      },
    },
    async () => {
      const items = catalogue();
      return ok({ items, total: items.length });
    },
  );

  app.post(
    '/v1/multi-analyses',
    {
      schema: {
        tags,
        summary: 'Multi-analyse de 1 à 3 FEC',
        description:
          'Une même société sur plusieurs exercices, ou plusieurs sociétés sur un même exercice (spec §2). ' +
          'Chaque FEC doit avoir une analyse terminée ; la comparaison porte sur leurs synthèses.',
        body: z.object({
          fec_uuids: z.array(uuidField).max(50).describe('1 à 3 uuid de FEC'),
        }),
        response: { 201: envelope(s.analysisView) },
      },
    },
    async (request, reply) => {
      const view = await startMultiAnalysis(deps, callerOf(request), request.body.fec_uuids);
      return reply.code(201).send(ok(view));
    },
  );

  app.post(
    '/v1/fecs/:uuid/corrected',
    {
      schema: {
        tags,
        summary: 'Générer le FEC corrigé',
        description:
          'Lance la génération (statut `inprogress` puis `done`) à partir de la dernière analyse terminée du FEC.',
        params: s.uuidParams,
        response: { 202: envelope(s.correctedView) },
      },
    },
    async (request, reply) => {
      const view = await startCorrection(deps, callerOf(request), request.params.uuid);
      return reply.code(202).send(ok(view));
    },
  );

  app.get(
    '/v1/fecs/:uuid/corrected',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Télécharger le FEC corrigé (ou son journal des corrections avec `log=true`)',
        description: '409 tant que la génération est en cours, 404 si aucun FEC corrigé n’a été généré.',
        params: s.uuidParams,
        querystring: z.object({ log: z.enum(['true', 'false']).optional() }),
        produces: ['text/plain', 'text/csv'],
      },
    },
    async (request, reply) => {
      const file = await correctedFile(
        deps,
        callerOf(request),
        request.params.uuid,
        request.query.log === 'true',
      );
      const stored = await deps.storage.get(file.key);
      // The corrections log quotes the FEC's values before and after: made inert like every CSV export.
      const body = file.csv ? pipeline(stored, inertCsv(), () => undefined) : stored;
      return reply
        .header('content-type', file.type)
        .header('content-disposition', attachment(file.fileName))
        .send(body);
    },
  );

  app.get(
    '/v1/analyses/:uuid/controls/:controlId/comments',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Commentaires d’un contrôle',
        description:
          'Ceux du dossier (même société, même exercice) sur ce contrôle, quelle que soit l’analyse où ils ont ' +
          'été écrits (`analysis_uuid`, `carried_over`), du plus ancien au plus récent.',
        params: s.controlParams,
        response: { 200: envelope(list(s.commentView)) },
      },
    },
    async (request) => {
      const items = await listComments(
        deps,
        callerOf(request),
        request.params.uuid,
        request.params.controlId,
      );
      return ok({ items, total: items.length });
    },
  );

  app.post(
    '/v1/analyses/:uuid/controls/:controlId/comments',
    {
      schema: {
        tags,
        summary: 'Commenter un contrôle',
        params: s.controlParams,
        body: s.commentBody,
        response: { 201: envelope(s.commentView) },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        callerOf(request),
        request.params.uuid,
        request.params.controlId,
        request.body.body,
      );
      return reply.code(201).send(ok(comment));
    },
  );

  app.delete(
    '/v1/comments/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprimer un commentaire (son auteur, ou un gestionnaire du compte)',
        params: s.uuidParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await deleteComment(deps, callerOf(request), request.params.uuid);
      return ok({ deleted: true as const });
    },
  );
};
