import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_EXTENSIONS } from './import-rules';
import { callerOf } from '../auth/authenticate';
import { FECS_IMPORT, FECS_READ } from '../auth/api-key-scopes';
import { idempotencyHeaders } from '../http/idempotency';
import { attachment } from '../folders/folder-zip';
import { forbidden } from '../http/errors';
import { envelope, ok } from '../http/reply';
import { emailField, idsQuery, uuidField } from '../http/validators';
import { XLSX_TYPE } from '../http/xlsx-cells';
import { fecTableCsv } from './fec-csv';
import { writeFecTableXlsx } from './fec-xlsx';
import { fecMetadataShape, REVENUE_TYPES } from './fec-metadata';
import {
  deleteFec,
  fecDownload,
  fecsBatch,
  getFec,
  listFecsFor,
  moveFec,
  updateFecMetadata,
  uploadAnonymousFec,
  uploadFecs,
} from './fec-service';
import {
  fecGrants,
  fecGroupGrants,
  putFecGrants,
  putFecGroupGrants,
  removeFecGrant,
  removeFecGroupGrant,
} from './fec-grants';
import { fiscalYearSuggestion, SAMPLE_MAX_CHARS, SUGGESTION_BODY_LIMIT } from './fiscal-year-suggestion';
import { FEC_SORTS, type FecSort } from './fec-store';

const tags = ['FEC'];

const folderRef = z
  .union([z.literal('-1'), uuidField])
  .describe('Un répertoire : son uuid, ou `-1` pour la racine.');

const extraView = z
  .object({
    erp: z.string().nullish(),
    erp_other: z.string().nullish(),
    accounting_result: z.number().nullish(),
    headcount: z.number().nullish(),
    tax_return: z.string().nullish(),
    tax_return_filing_date: z.string().nullish(),
    vat_on_debits: z.boolean().nullish(),
    lettering: z.boolean().nullish(),
  })
  .describe('Informations complémentaires (spec §3)');

const fecView = z.object({
  uuid: z.string(),
  original_name: z.string(),
  company_name: z.string().nullable(),
  siren: z.string().nullable(),
  revenue_type: z
    .string()
    .nullable()
    .describe(`Un de ${REVENUE_TYPES.join(', ')}`),
  fiscal_start: z.string().nullable(),
  fiscal_end: z.string().nullable(),
  size: z.number().describe('Taille en octets'),
  line_count: z.number().nullable(),
  sha256: z.string(),
  status: z.string().nullable().describe('Statut de la dernière analyse (spec §4)'),
  folder_uuid: z.string().describe('`-1` à la racine'),
  owner_uuid: z.string().nullable(),
  created_at: z.string(),
  extra: extraView,
  offer: z.string().nullable(),
  locked: z.boolean(),
  price_ht_cents: z.number().nullable(),
  analysis_uuid: z.string().nullable().describe('Dernière analyse'),
  latest_analysis: z
    .object({
      uuid: z.string(),
      status: z.string().describe('Statut (spec §4)'),
      summary: z
        .record(z.string(), z.number())
        .nullable()
        .describe(
          'Nombre de contrôles par catégorie (OK, WARNING, ERROR, SAVINGS, INFO, NA) ; null en cours',
        ),
      corrected_status: z.string().describe('FEC corrigé : none, inprogress, done'),
      created_at: z.string(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
    })
    .nullable()
    .describe('Dernière analyse simple du FEC et son résumé (lu dans la même requête que la liste)'),
  write: z.boolean().describe('L’appelant peut modifier ce FEC'),
});
const fecList = z.object({ items: z.array(fecView), total: z.number().int() });
/** A FEC as every route answers it (billing's unlock answers it too). */
export const fecViewSchema = fecView;
const uploaded = z.array(fecView.extend({ analysis: z.object({ uuid: z.string(), status: z.string() }) }));
const grantView = z.object({
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  type: z
    .enum(['user', 'invitation'])
    .describe('`user` : membre du compte ; `invitation` : pas encore membre'),
  role: z.string().nullable(),
  write: z.boolean(),
});
const groupGrantView = z.object({
  group_uuid: z.uuid(),
  name: z.string(),
  member_count: z.number().int().describe('Personnes dans le groupe aujourd’hui'),
  write: z.boolean(),
});
const uuidParams = z.object({ uuid: uuidField });
const sortQuery = z
  .string()
  .regex(new RegExp(`^-?(${Object.keys(FEC_SORTS).join('|')})$`), { error: 'Format incorrect.' })
  .optional()
  .describe(
    `Tri : ${Object.keys(FEC_SORTS).join(', ')} ; préfixe \`-\` pour décroissant (défaut -created_at)`,
  );

const UPLOAD_FIELDS =
  'Champs multipart : un ou plusieurs fichiers (.txt, .csv), `terms_accepted=true` (obligatoire), ' +
  '`folder_uuid` (`-1` par défaut), et les métadonnées `company_name`, `siren`, `revenue_type`, ' +
  '`fiscal_start`, `fiscal_end` (AAAA-MM-JJ), `erp`, `erp_other`, `accounting_result`, `headcount`, ' +
  '`tax_return`, `tax_return_filing_date`, `vat_on_debits`, `lettering` pour tous les fichiers, ou ' +
  '`metadata` : une liste JSON d’objets par fichier (dans l’ordre des fichiers). Envoyer les champs ' +
  'avant les fichiers. SIREN et exercice manquants sont lus dans le nom légal `<SIREN>FEC<AAAAMMJJ>`.';

/** FECs: upload, metadata, moves, downloads, export and per-FEC access grants. */
export const fecsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Scoped to this plugin: only the upload routes parse multipart. File size is enforced by the
  // storage meter (exact 413 message), not busboy; the count by the service (its message too).
  await app.register(multipart, {
    limits: {
      fileSize: Number.MAX_SAFE_INTEGER,
      files: deps.config.uploads.maxFiles + 1,
      fields: 100,
      fieldSize: 256 * 1024,
      parts: deps.config.uploads.maxFiles + 101,
    },
  });

  app.post(
    '/v1/fecs',
    {
      config: { apiKeyScopes: FECS_IMPORT },
      schema: {
        tags,
        summary: 'Importe des FEC (multipart) et lance leur analyse',
        description:
          `${UPLOAD_FIELDS} En-tête facultatif \`Idempotency-Key\` : les mêmes fichiers et champs renvoyés ` +
          'avec la même clé rendent le premier import (jamais un second). Un compte « import par API ' +
          'uniquement » refuse l’import d’une personne (403) ; celui d’une clé d’API est accepté.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeaders,
        response: { 201: envelope(uploaded) },
      },
    },
    async (request, reply) => {
      const answer = await uploadFecs(deps, callerOf(request), request, request.headers['idempotency-key']);
      return reply.status(answer.status as 201).send(ok(answer.body));
    },
  );

  app.get(
    '/v1/fecs/import-settings',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Limites d'import (nombre et taille des fichiers, extensions)",
        description:
          'Pour que le formulaire d’import refuse avant l’envoi ce que l’API refuserait (spec §5).',
        security: [],
        response: {
          200: envelope(
            z.object({
              max_files: z.number().int().describe('Nombre maximal de fichiers par import'),
              max_file_bytes: z.number().int().describe('Taille maximale d’un fichier, en octets'),
              extensions: z.array(z.string()).describe('Extensions acceptées'),
            }),
          ),
        },
      },
    },
    async () =>
      ok({
        max_files: deps.config.uploads.maxFiles,
        max_file_bytes: deps.config.uploads.maxFileBytes,
        extensions: ACCEPTED_EXTENSIONS,
      }),
  );

  app.post(
    '/v1/fecs/fiscal-year-suggestion',
    {
      bodyLimit: SUGGESTION_BODY_LIMIT,
      // The sample is the file's own text: its bytes are the engine's to judge, not the text guard's.
      config: { apiKeyScopes: FECS_IMPORT, fecContentFields: ['sample'] },
      schema: {
        tags,
        summary: 'Exercice que montrent les écritures d’un extrait de FEC (avant l’import)',
        description:
          'Le formulaire d’import envoie le début et la fin du fichier (texte, 4 Mo au plus : 413 au-delà) ' +
          'et son nom : l’API répond l’exercice que montrent les écritures, `file-name` quand il concorde ' +
          'avec la date de clôture du nom, `data` sinon, et `question` quand elles ne suffisent pas à le ' +
          'fixer (le formulaire demande alors de confirmer les dates) ; `null` quand l’extrait ne ' +
          'contient aucune écriture datée. Réservé à qui peut importer des FEC dans le compte.',
        body: z.object({
          file_name: z
            .string()
            .max(1000)
            .describe('Nom du fichier (sa date de clôture est confrontée aux écritures)'),
          sample: z.string().describe(`Extrait du fichier en texte, ${SAMPLE_MAX_CHARS} caractères au plus`),
        }),
        response: {
          200: envelope(
            z
              .object({
                fiscal_start: z.string().describe('AAAA-MM-JJ'),
                fiscal_end: z.string().describe('AAAA-MM-JJ'),
                source: z
                  .enum(['file-name', 'data'])
                  .describe('`file-name` : le nom et les écritures concordent'),
                question: z
                  .string()
                  .nullable()
                  .describe(
                    'Quand les écritures ne suffisent pas à fixer l’exercice (premier exercice court ou ' +
                      'extrait, clôture ailleurs qu’au bout de 12 mois…) : pourquoi, et les dates à confirmer ; ' +
                      'null sinon',
                  ),
              })
              .nullable(),
          ),
        },
      },
    },
    async (request) =>
      ok(await fiscalYearSuggestion(callerOf(request), request.body.file_name, request.body.sample)),
  );

  app.post(
    '/v1/fecs/anonymous',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Importe un FEC sans être connecté',
        description:
          `${UPLOAD_FIELDS} Un seul fichier. Le jeton rendu est à présenter à \`users/me\` ` +
          '(`fecAnonymous`) après connexion : le FEC est alors rattaché et son analyse lancée.',
        consumes: ['multipart/form-data'],
        security: [],
        response: {
          201: envelope(
            z.object({ token: z.string(), fec: z.object({ uuid: z.string() }), analysis: z.null() }),
          ),
        },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await uploadAnonymousFec(deps, request))),
  );

  app.get(
    '/v1/fecs',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'FEC lisibles par l’appelant (d’un répertoire, ou par uuid)',
        description:
          'Sans `folder` : tous les FEC lisibles. `ids=a,b` : lecture groupée (un FEC non accessible → 403 ' +
          'pour tout l’appel ; les inconnus sont omis).',
        querystring: z.object({
          folder: folderRef.optional(),
          ids: idsQuery,
          limit: z.coerce.number().int().min(1).max(1000).default(50),
          offset: z.coerce.number().int().min(0).default(0),
          sort: sortQuery,
        }),
        response: { 200: envelope(fecList) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ids, folder, limit, offset, sort } = request.query;
      if (ids) return ok(await fecsBatch(deps, caller, ids));
      const descending = sort === undefined || sort.startsWith('-');
      return ok(
        await listFecsFor(deps, caller, {
          folder,
          limit,
          offset,
          sort: (sort?.replace(/^-/, '') as FecSort | undefined) ?? 'created_at',
          descending,
        }),
      );
    },
  );

  app.get(
    '/v1/fecs/export.csv',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Tableau des FEC en CSV (séparateur ;, UTF-8 avec BOM)',
        querystring: z.object({ folder: folderRef.optional() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.can.fec.file.export) throw forbidden();
      const { items } = await listFecsFor(deps, caller, { folder: request.query.folder, limit: 100_000 });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('fecs.csv'))
        .send(fecTableCsv(items));
    },
  );

  app.get(
    '/v1/fecs/export.xlsx',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Tableau des FEC en Excel (.xlsx : dates et nombres typés, en-tête figé, filtres)',
        description: 'Mêmes colonnes et mêmes droits que l’export CSV.',
        querystring: z.object({ folder: folderRef.optional() }),
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.can.fec.file.export) throw forbidden();
      const { items } = await listFecsFor(deps, caller, { folder: request.query.folder, limit: 100_000 });
      const body = new PassThrough();
      writeFecTableXlsx(items, body).catch((error: unknown) => {
        if (!body.destroyed) request.log.error({ err: error }, 'FEC table xlsx export failed');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment('fecs.xlsx'))
        .send(body);
    },
  );

  app.get(
    '/v1/fecs/:uuid',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: { tags, summary: 'Un FEC', params: uuidParams, response: { 200: envelope(fecView) } },
    },
    async (request) => ok(await getFec(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/fecs/:uuid',
    {
      schema: {
        tags,
        summary: 'Modifie les métadonnées et informations complémentaires d’un FEC',
        description: '`null` efface une valeur ; un champ absent est gardé.',
        params: uuidParams,
        body: z.object(fecMetadataShape),
        response: { 200: envelope(fecView) },
      },
    },
    async (request) =>
      ok(await updateFecMetadata(deps, callerOf(request), request.params.uuid, request.body)),
  );

  app.put(
    '/v1/fecs/:uuid/move',
    {
      schema: {
        tags,
        summary: 'Déplace un FEC dans un répertoire',
        params: uuidParams,
        body: z.object({ folder_uuid: folderRef }),
        response: { 200: envelope(fecView) },
      },
    },
    async (request) =>
      ok(await moveFec(deps, callerOf(request), request.params.uuid, request.body.folder_uuid)),
  );

  app.delete(
    '/v1/fecs/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprime un FEC, ses analyses et ses fichiers',
        params: uuidParams,
        response: { 200: envelope(z.object({ uuid: z.string() })) },
      },
    },
    async (request) => ok(await deleteFec(deps, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/fecs/:uuid/download',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Télécharge le fichier d’origine',
        params: uuidParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await fecDownload(deps, callerOf(request), request.params.uuid);
      return reply
        .type('application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.name))
        .send(file.stream);
    },
  );

  app.get(
    '/v1/fecs/:uuid/access',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Accès accordés sur un FEC',
        params: uuidParams,
        response: { 200: envelope(z.array(grantView)) },
      },
    },
    async (request) => ok(await fecGrants(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/fecs/:uuid/access',
    {
      schema: {
        tags,
        summary: 'Accorde ou modifie des accès (lecture, ou écriture avec write)',
        description: 'Les accès non cités sont gardés. Répond la liste complète.',
        params: uuidParams,
        querystring: z.object({
          confirm_invitation: z
            .enum(['true', 'false'])
            .optional()
            .describe(
              '`true` : inviter comme membres du compte les adresses qui n’en font pas partie. Sans lui, ' +
                'une telle adresse → 409 qui la nomme et dit ce qu’elle verra, et rien n’est changé.',
            ),
        }),
        body: z
          .array(z.object({ email: emailField, write: z.boolean().default(false) }))
          .min(1)
          .max(100),
        response: { 200: envelope(z.array(grantView)) },
      },
    },
    async (request) =>
      ok(
        await putFecGrants(
          deps,
          request,
          callerOf(request),
          request.params.uuid,
          request.body,
          request.query.confirm_invitation === 'true',
        ),
      ),
  );

  app.get(
    '/v1/fecs/:uuid/access/groups',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Groupes du compte ayant accès à un FEC',
        description:
          'Chaque membre du groupe, au moment où il lit, a l’accès (lecture, ou écriture avec write).',
        params: uuidParams,
        response: { 200: envelope(z.array(groupGrantView)) },
      },
    },
    async (request) => ok(await fecGroupGrants(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/fecs/:uuid/access/groups',
    {
      schema: {
        tags,
        summary: 'Accorde ou modifie l’accès de groupes du compte',
        description:
          'Les accès non cités sont gardés. Un groupe d’un autre compte → 403. Qui rejoint le groupe plus ' +
          'tard a l’accès ; qui le quitte le perd. Répond la liste complète des groupes.',
        params: uuidParams,
        body: z
          .array(z.object({ group_uuid: uuidField, write: z.boolean().default(false) }))
          .min(1)
          .max(100),
        response: { 200: envelope(z.array(groupGrantView)) },
      },
    },
    async (request) =>
      ok(await putFecGroupGrants(deps, callerOf(request), request.params.uuid, request.body)),
  );

  app.delete(
    '/v1/fecs/:uuid/access/groups/:group_uuid',
    {
      schema: {
        tags,
        summary: 'Retire l’accès d’un groupe',
        params: z.object({ uuid: uuidField, group_uuid: uuidField }),
        response: { 200: envelope(z.array(groupGrantView)) },
      },
    },
    async (request) =>
      ok(await removeFecGroupGrant(deps, callerOf(request), request.params.uuid, request.params.group_uuid)),
  );

  app.delete(
    '/v1/fecs/:uuid/access/:email',
    {
      schema: {
        tags,
        summary: 'Retire l’accès d’un email',
        params: z.object({ uuid: uuidField, email: emailField }),
        response: { 200: envelope(z.array(grantView)) },
      },
    },
    async (request) =>
      ok(await removeFecGrant(deps, callerOf(request), request.params.uuid, request.params.email)),
  );
};
