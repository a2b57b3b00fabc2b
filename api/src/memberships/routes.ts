import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import { uuidField } from '../http/validators';
import { acceptInvitation, declineInvitation, myInvitations } from './invitation-service';
import { pendingInvitationView } from './schemas';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const accountParams = z.object({ account_uuid: uuidField });

/** The invitee's side of invitations (the inviting side is access management, in accounts/). */
export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/invitations',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Invitations the caller received and has not answered yet',
        response: { 200: envelope(z.array(pendingInvitationView)), ...errors },
      },
    },
    async (request) => ok(await myInvitations(deps, callerOf(request))),
  );

  app.post(
    '/v1/invitations/:account_uuid/accept',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Accepts an invitation: the account becomes one of the caller’s accounts',
        params: accountParams,
        response: {
          200: envelope(z.object({ account_uuid: z.uuid(), role: z.string() })),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(await acceptInvitation(deps, request, callerOf(request), request.params.account_uuid)),
  );

  app.post(
    '/v1/invitations/:account_uuid/decline',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Declines an invitation',
        params: accountParams,
        response: { 200: envelope(z.object({ declined: z.boolean() })), ...errors },
      },
    },
    async (request) =>
      ok(await declineInvitation(deps, request, callerOf(request), request.params.account_uuid)),
  );
};
