import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { MSG } from '../http/messages';
import { envelope, errorBody, ok } from '../http/reply';
import { idsQuery, requiredText, uuidField } from '../http/validators';
import { createGroup, deleteGroupOf, listGroups, renameGroupOf, setGroupMembers } from './group-service';

const groupView = z.object({
  uuid: z.uuid(),
  name: z.string(),
  user_uuids: z.array(z.uuid()),
  created_at: z.string(),
});
const name = requiredText(100, MSG.groupNameRequired);
const userUuids = z.array(uuidField).max(1000);
const params = z.object({ uuid: uuidField });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Groups of users of the current account (Access management, spec §2 "acces/groupes"). */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/groups',
    {
      schema: {
        tags: ['groups'],
        summary: "The current account's groups (or some by ids)",
        querystring: z.object({ ids: idsQuery }),
        response: { 200: envelope(z.array(groupView)), ...errors },
      },
    },
    async (request) => ok(await listGroups(deps, callerOf(request), request.query.ids)),
  );

  app.post(
    '/v1/groups',
    {
      schema: {
        tags: ['groups'],
        summary: 'Creates a group (name unique in the account)',
        body: z.object({ name, user_uuids: userUuids.optional() }),
        response: { 200: envelope(groupView), ...errors },
      },
    },
    async (request) =>
      ok(await createGroup(deps, callerOf(request), request.body.name, request.body.user_uuids)),
  );

  app.put(
    '/v1/groups/:uuid',
    {
      schema: {
        tags: ['groups'],
        summary: 'Renames a group',
        params,
        body: z.object({ name }),
        response: { 200: envelope(groupView), ...errors },
      },
    },
    async (request) =>
      ok(await renameGroupOf(deps, callerOf(request), request.params.uuid, request.body.name)),
  );

  app.delete(
    '/v1/groups/:uuid',
    {
      schema: {
        tags: ['groups'],
        summary: 'Deletes a group (its users stay)',
        params,
        response: { 200: envelope(z.object({ deleted: z.boolean() })), ...errors },
      },
    },
    async (request) => ok(await deleteGroupOf(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/groups/:uuid/users',
    {
      schema: {
        tags: ['groups'],
        summary: "Sets a group's members (users of the account only)",
        params,
        body: z.object({ user_uuids: userUuids }),
        response: { 200: envelope(groupView), ...errors },
      },
    },
    async (request) =>
      ok(await setGroupMembers(deps, callerOf(request), request.params.uuid, request.body.user_uuids)),
  );
};
