import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { MSG } from '../http/messages';
import { envelope, errorBody, ok } from '../http/reply';
import { requiredText, safeText, uuidField } from '../http/validators';
import {
  blockUser,
  findAccounts,
  findUsers,
  grantAccountCredits,
  openAccount,
  resendInvitation,
  startImpersonation,
  unblockUser,
} from './backoffice-service';
import { accountDetailSchema, accountsPageSchema, usersPageSchema } from './schemas';

const tags = ['backoffice'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const pageQuery = z.object({
  search: safeText(200).optional().describe('Texte recherché (vide : tout)'),
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('Nombre maximal (1 à 200)'),
  offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
});
const reason = requiredText(500, MSG.backOfficeReason);
const userParams = z.object({ uuid: uuidField });

/**
 * The back-office of internal staff (issue 15): search, an account read only, and the staff actions. Every
 * route is refused (403) to anyone but internal staff acting as themselves, and to partner keys (no
 * `apiKeyScopes`); each action needs its right (api/PERMISSIONS.md « Back-office »).
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/backoffice/accounts',
    {
      schema: {
        tags,
        summary: 'Comptes dont le nom, un SIREN de FEC ou l’email d’un utilisateur contient le texte',
        querystring: pageQuery,
        response: { 200: envelope(accountsPageSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await findAccounts(deps, callerOf(request), q.search ?? '', q.limit, q.offset));
    },
  );

  app.get(
    '/v1/backoffice/accounts/:uuid',
    {
      schema: {
        tags,
        summary: 'Un compte, en lecture : utilisateurs, FEC, analyses, crédits, factures, journal',
        params: userParams,
        response: { 200: envelope(accountDetailSchema), ...errors },
      },
    },
    async (request) => ok(await openAccount(deps, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/backoffice/users',
    {
      schema: {
        tags,
        summary: 'Utilisateurs dont l’email, le prénom ou le nom contient le texte',
        querystring: pageQuery,
        response: { 200: envelope(usersPageSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await findUsers(deps, callerOf(request), q.search ?? '', q.limit, q.offset));
    },
  );

  const stateAnswer = envelope(
    z.object({ uuid: z.uuid(), state: z.enum(['invited', 'pending', 'registered', 'blocked']) }),
  );

  app.post(
    '/v1/backoffice/users/:uuid/block',
    {
      schema: {
        tags,
        summary: 'Bloque un utilisateur sur tout le produit (motif journalisé)',
        params: userParams,
        body: z.object({ reason }),
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await blockUser(deps, request, callerOf(request), request.params.uuid, request.body.reason)),
  );

  app.post(
    '/v1/backoffice/users/:uuid/unblock',
    {
      schema: {
        tags,
        summary: 'Débloque un utilisateur (motif journalisé)',
        params: userParams,
        body: z.object({ reason }),
        response: { 200: stateAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await unblockUser(deps, request, callerOf(request), request.params.uuid, request.body.reason)),
  );

  app.post(
    '/v1/backoffice/accounts/:account/invitations/:uuid/resend',
    {
      schema: {
        tags,
        summary: 'Renvoie une invitation en attente (nouveau lien pour une adresse nouvelle)',
        params: z.object({ account: uuidField, uuid: uuidField }),
        response: { 200: envelope(z.object({ email_sent: z.boolean() })), ...errors },
      },
    },
    async (request) =>
      ok(
        await resendInvitation(deps, request, callerOf(request), request.params.account, request.params.uuid),
      ),
  );

  app.post(
    '/v1/backoffice/impersonations',
    {
      schema: {
        tags,
        summary: 'Journalise le motif d’une usurpation et rend la valeur de l’en-tête `impersonate`',
        body: z.object({ account_uuid: uuidField, user_uuid: uuidField, reason }),
        response: {
          200: envelope(z.object({ account_uuid: z.uuid(), user_uuid: z.uuid(), write: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { reason: why, ...target } = request.body;
      return ok(await startImpersonation(deps, request, callerOf(request), target, why));
    },
  );

  app.post(
    '/v1/backoffice/accounts/:account/credits',
    {
      schema: {
        tags,
        summary: 'Accorde des crédits à un compte (geste commercial, motif journalisé)',
        params: z.object({ account: uuidField }),
        body: z.object({
          type: z.enum(['line', 'dossier', 'file', 'discount', 'ecf']),
          amount: z.number().int().min(1).max(1_000_000),
          valid_days: z.number().int().min(1).max(3650).nullish(),
          reason,
        }),
        response: { 200: envelope(z.object({ lot_uuid: z.uuid() })), ...errors },
      },
    },
    async (request) =>
      ok(
        await grantAccountCredits(deps, request, callerOf(request), request.params.account, {
          ...request.body,
          valid_days: request.body.valid_days ?? null,
        }),
      ),
  );
};
