import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { REPORTS } from '../auth/api-key-scopes';
import { attachment } from '../folders/folder-zip';
import { idempotencyHeaders } from '../http/idempotency';
import { envelope, errorBody, ok } from '../http/reply';
import type { ReportFormat } from './documents/report-model';
import { REPORT_KEPT_DAYS, REPORT_MAX_FECS, REPORT_MAX_MERGED } from './limits';
import {
  deleteReport,
  generateReportsOnce,
  getReport,
  listReports,
  reportFile,
  reportLimits,
} from './report-service';
import * as s from './schemas';

const { tags } = s;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** Reports (spec §2 « Mes rapports », §3, §5, §9): generation off the request path, list, files, delete. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  app.post(
    '/v1/reports',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Demander la génération de rapports',
        description:
          'Un rapport par FEC, ou un seul pour 2 à ' +
          `${REPORT_MAX_MERGED} FEC fusionnés (\`merge\`), ${REPORT_MAX_FECS} FEC au plus par demande. ` +
          'Chaque rapport part de la dernière analyse terminée de son FEC (409 sinon) et naît au statut ' +
          '`loading` ; un job le génère puis le passe à `done` ou `error`. Droit `report.report.generate`, ' +
          'lecture de chaque FEC (403 « Vous n’avez pas accès à ce Fec. »). En-tête facultatif ' +
          '`Idempotency-Key` : la même demande avec la même clé rend les rapports déjà demandés.',
        body: s.generateBody,
        headers: idempotencyHeaders,
        response: { 201: envelope(list(s.reportView)), ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await generateReportsOnce(
        deps,
        callerOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(answer.status).send(ok(answer.body));
    },
  );

  app.get(
    '/v1/reports',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Les rapports visibles, du plus récent au plus ancien (ou par uuid)',
        description:
          'Un Member ne voit que les rapports qu’il a demandés ; les autres rôles tous ceux du compte. ' +
          '`ids=a,b` : lecture groupée (les rapports inconnus ou invisibles sont omis).',
        querystring: s.listQuery,
        response: { 200: envelope(list(s.reportView)), ...errors },
      },
    },
    async (request) => ok(await listReports(db, callerOf(request), request.query)),
  );

  app.get(
    '/v1/reports/limits',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Les limites de l’assistant de rapports',
        description: `Fusion, nombre de FEC par demande, longueur du nom, conservation (${REPORT_KEPT_DAYS} jours).`,
        response: { 200: envelope(s.limitsView), 401: errorBody },
      },
    },
    async () => ok(reportLimits()),
  );

  app.get(
    '/v1/reports/:uuid',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Un rapport : statut, avancement, options, fichiers',
        description:
          '404 « Ce rapport n’existe pas. » pour un rapport inconnu ou que l’appelant ne peut pas voir.',
        params: s.uuidParams,
        response: { 200: envelope(s.reportView), ...errors },
      },
    },
    async (request) => ok(await getReport(db, callerOf(request), request.params.uuid)),
  );

  app.delete(
    '/v1/reports/:uuid',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Supprimer un rapport et ses fichiers',
        description: 'Son auteur, ou un Owner ou un Manager du compte (droit `fec.file.write_all`).',
        params: s.uuidParams,
        response: { 200: envelope(z.object({ uuid: z.string() })), ...errors },
      },
    },
    async (request) => ok(await deleteReport(deps, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/reports/:uuid/files/:format',
    {
      config: { apiKeyScopes: REPORTS },
      schema: {
        tags,
        summary: 'Télécharger un document du rapport (pdf, docx ou xlsx)',
        description:
          '409 tant que le rapport n’est pas terminé, 404 si ce format n’a pas été demandé, 410 si ses ' +
          'fichiers ont été supprimés.',
        params: s.fileParams,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
      },
    },
    async (request, reply) => {
      const file = await reportFile(
        deps,
        callerOf(request),
        request.params.uuid,
        request.params.format as ReportFormat,
      );
      const body = await deps.storage.get(file.key);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
