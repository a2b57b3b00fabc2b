import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import { emailField, uuidField } from '../http/validators';
import {
  acceptAffiliation,
  declineAffiliation,
  endAffiliation,
  inviteMember,
  networkOf,
} from './network-service';
import { networkView } from './schemas';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ uuid: uuidField });

/** The network of accounts (spec §6): thin routes over network-service. */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/network',
    {
      schema: {
        tags: ['network'],
        summary: "The current account's network: its head or its members, and the invitations it received",
        response: { 200: envelope(networkView), ...errors },
      },
    },
    async (request) => ok(await networkOf(deps, callerOf(request))),
  );

  app.post(
    '/v1/network/members',
    {
      schema: {
        tags: ['network'],
        summary:
          "Invites an account into the network by its Owner's address: pending until that Owner accepts (same answer whether the address has an account or not)",
        body: z.object({ email: emailField.describe("Adresse de l'administrateur du compte invité") }),
        response: { 200: envelope(networkView), ...errors },
      },
    },
    async (request) => ok(await inviteMember(deps, request, callerOf(request), request.body.email)),
  );

  app.post(
    '/v1/network/affiliations/:uuid/accept',
    {
      schema: {
        tags: ['network'],
        summary: "Accepts a head's invitation (Owner of the invited account): the account joins the network",
        params,
        response: { 200: envelope(networkView), ...errors },
      },
    },
    async (request) => ok(await acceptAffiliation(deps, request, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/network/affiliations/:uuid/decline',
    {
      schema: {
        tags: ['network'],
        summary: "Declines a head's invitation (Owner of the invited account)",
        params,
        response: { 200: envelope(networkView), ...errors },
      },
    },
    async (request) => ok(await declineAffiliation(deps, request, callerOf(request), request.params.uuid)),
  );

  app.delete(
    '/v1/network/affiliations/:uuid',
    {
      schema: {
        tags: ['network'],
        summary:
          "Ends an affiliation: the head's Owner detaches a member or withdraws an invitation, or the member's Owner leaves",
        params,
        response: { 200: envelope(networkView), ...errors },
      },
    },
    async (request) => ok(await endAffiliation(deps, request, callerOf(request), request.params.uuid)),
  );
};
