import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { FECS_READ } from '../auth/api-key-scopes';
import { MSG } from '../http/messages';
import { envelope, ok } from '../http/reply';
import { idsQuery, uuidField } from '../http/validators';
import { attachment, zipStream } from './folder-zip';
import {
  ROOT,
  createFolder,
  deleteFolder,
  folderWithChildren,
  folderZipEntries,
  foldersBatch,
  listChildren,
  moveFolder,
  renameFolder,
} from './folder-service';

const tags = ['Dossiers'];

const folderRef = z
  .union([z.literal(ROOT), uuidField])
  .describe('Un répertoire : son uuid, ou `-1` pour la racine.');

const folderName = z
  .string({ error: MSG.folderNameRequired })
  .trim()
  .min(1, { error: MSG.folderNameRequired })
  .max(255, { error: MSG.tooLong(255) })
  .refine((v) => !/[<>]/.test(v), { error: MSG.htmlCharacters })
  .describe('Nom du répertoire (unique parmi ses voisins, sans tenir compte de la casse).');

const folderView = z.object({
  uuid: z.string(),
  name: z.string(),
  parent_uuid: z.string().describe('uuid du parent, `-1` à la racine'),
  created_by: z.string().nullable(),
  created_at: z.string(),
  nb_folders: z.number().int().describe('Sous-répertoires directs'),
  nb_fecs: z.number().int().describe('FEC directement dans le répertoire, lisibles par l’appelant'),
});
const folderDetailView = folderView.extend({
  path: z
    .array(z.object({ uuid: z.string(), name: z.string() }))
    .describe('Ancêtres, de la racine au parent'),
});
const folderWithChildrenView = folderDetailView.extend({
  parent_uuid: z
    .string()
    .nullable()
    .describe('uuid du parent, `-1` à la racine ; null pour la racine elle-même'),
  created_at: z.string().nullable().describe('null pour la racine'),
  children: z.array(folderView).describe('Sous-répertoires directs, triés par nom'),
});
const folderList = z.object({ items: z.array(folderView), total: z.number().int() });
const uuidParams = z.object({ uuid: uuidField });

/** Folders (spec §2, §5): a tree per account, root `-1`. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/folders',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Sous-répertoires d’un répertoire, ou plusieurs répertoires par uuid',
        description:
          '`parent` (défaut `-1`) : les répertoires directement dedans. `ids=a,b` : lecture groupée ' +
          '(un répertoire d’un autre compte → 403 pour tout l’appel ; les inconnus sont omis). Un Membre ne ' +
          'voit que les répertoires menant à un FEC qui lui est accordé ; les autres → 403, sans leur nom.',
        querystring: z.object({ parent: folderRef.optional(), ids: idsQuery }),
        response: { 200: envelope(folderList) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ids, parent } = request.query;
      const items = ids
        ? await foldersBatch(db, caller, ids)
        : await listChildren(db, caller, parent ?? ROOT);
      return ok({ items, total: items.length });
    },
  );

  app.get(
    '/v1/folders/:uuid',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Un répertoire avec son chemin et ses sous-répertoires directs',
        description:
          '`-1` : la racine du compte (nom `Racine`, sans parent ni date). `children` : les sous-répertoires ' +
          'directs avec leurs compteurs, pour afficher une page de répertoire en un appel.',
        params: z.object({ uuid: folderRef }),
        response: { 200: envelope(folderWithChildrenView) },
      },
    },
    async (request) => ok(await folderWithChildren(db, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/folders',
    {
      schema: {
        tags,
        summary: 'Crée un répertoire',
        body: z.object({ name: folderName, parent_uuid: folderRef.default(ROOT) }),
        response: { 201: envelope(folderDetailView) },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(db, callerOf(request), request.body);
      return reply.status(201).send(ok(folder));
    },
  );

  app.put(
    '/v1/folders/:uuid',
    {
      schema: {
        tags,
        summary: 'Renomme un répertoire',
        params: uuidParams,
        body: z.object({ name: folderName }),
        response: { 200: envelope(folderDetailView) },
      },
    },
    async (request) => ok(await renameFolder(db, callerOf(request), request.params.uuid, request.body.name)),
  );

  app.put(
    '/v1/folders/:uuid/move',
    {
      schema: {
        tags,
        summary: 'Déplace un répertoire (jamais dans lui-même ni dans un de ses descendants)',
        params: uuidParams,
        body: z.object({ parent_uuid: folderRef }),
        response: { 200: envelope(folderDetailView) },
      },
    },
    async (request) =>
      ok(await moveFolder(db, callerOf(request), request.params.uuid, request.body.parent_uuid)),
  );

  app.delete(
    '/v1/folders/:uuid',
    {
      schema: {
        tags,
        summary: 'Supprime un répertoire et ses sous-répertoires',
        description:
          'Les FEC du répertoire et de ses sous-répertoires ne sont pas supprimés : ils passent dans le ' +
          'parent du répertoire supprimé (`fecs_moved_to`).',
        params: uuidParams,
        response: {
          200: envelope(z.object({ deleted: z.array(z.string()), fecs_moved_to: z.string() })),
        },
      },
    },
    async (request) => ok(await deleteFolder(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/folders/:uuid/download',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Télécharge un répertoire en zip',
        description:
          'Les FEC lisibles par l’appelant, dans le répertoire et ses sous-répertoires (chemins du zip), ' +
          'sous leur nom d’origine. `-1` : tout le compte.',
        params: z.object({ uuid: folderRef }),
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { name, entries } = await folderZipEntries(db, callerOf(request), request.params.uuid);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(`${name}.zip`))
        .send(zipStream(app.deps.storage, entries, request.log));
    },
  );
};
