import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import { emailField, idsQuery, uuidField } from '../http/validators';
import { profileOptions } from './profile-options';
import { crmCommonInfo, crmCommonInfos, profileInput, userView } from './schemas';
import {
  deleteSelf,
  listUsers,
  readCrmInfos,
  readUser,
  updateProfile,
  writeCrmInfoByField,
  writeCrmInfos,
} from './user-service';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { MSG } from '../http/messages';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const idParams = z.object({ id: uuidField });
const uuidParams = z.object({ uuid: uuidField });
const crmList = z.array(z.object({ field: z.string(), value: z.unknown() }));
const option = z.object({ value: z.string(), label: z.string() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/users/profile-options',
    {
      schema: {
        tags: ['users'],
        summary: 'Option lists of the profile (codes and French labels)',
        response: {
          200: envelope(
            z.object({
              organization_types: z.array(option),
              company_sizes: z.array(option),
              turnovers: z.array(option),
              positions_company: z.array(option),
              positions_accounting_firm: z.array(option),
            }),
          ),
        },
      },
      config: { public: true },
    },
    async () => ok(profileOptions()),
  );

  app.get(
    '/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Users of the current account: by ids (batch), or a page (total in X-Total-Count)',
        querystring: z.object({
          ids: idsQuery,
          limit: z.coerce.number().int().min(1).max(500).default(100),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: envelope(z.array(userView)), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(deps, callerOf(request), request.query);
      reply.header('X-Total-Count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A user of the current account (an invitee not yet accepted: address and role only)',
        params: idParams,
        response: { 200: envelope(userView), ...errors },
      },
    },
    async (request) => ok(await readUser(deps, callerOf(request), request.params.id)),
  );

  app.put(
    '/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          "Edits one's own profile (internal staff may correct anyone's); never another account member's",
        params: idParams,
        body: profileInput,
        response: { 200: envelope(userView), ...errors },
      },
    },
    async (request) => ok(await updateProfile(deps, callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/v1/users/crmCommonInfos/:uuid',
    {
      schema: {
        tags: ['users'],
        summary: "The user's CRM common infos, or null",
        params: uuidParams,
        response: { 200: envelope(crmList.nullable()), ...errors },
      },
    },
    async (request) => ok(await readCrmInfos(deps, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/users/crmCommonInfos/:uuid',
    {
      schema: {
        tags: ['users'],
        summary: "Replaces the user's CRM common infos",
        params: uuidParams,
        body: z.object({ crm_common_infos: crmCommonInfos }),
        response: { 200: envelope(crmList), ...errors },
      },
    },
    async (request) =>
      ok(await writeCrmInfos(deps, callerOf(request), request.params.uuid, request.body.crm_common_infos)),
  );

  app.put(
    '/v1/users/crmCommonInfosByField/:uuid',
    {
      schema: {
        tags: ['users'],
        summary: 'Sets one CRM entry (a one-item list), replacing the entry of the same field',
        params: uuidParams,
        body: z.object({ crm_common_infos: z.array(crmCommonInfo).length(1) }),
        response: { 200: envelope(crmList), ...errors },
      },
    },
    async (request) =>
      ok(
        await writeCrmInfoByField(
          deps,
          callerOf(request),
          request.params.uuid,
          request.body.crm_common_infos[0],
        ),
      ),
  );

  app.put(
    '/v1/users/updateEmail/:userUuid',
    {
      schema: {
        tags: ['users'],
        summary:
          'Asks for a new sign-in email (oneself only): a code goes to the new address, which replaces the current one once confirmed',
        params: z.object({ userUuid: uuidField }),
        body: z.object({ email: emailField }),
        response: {
          200: envelope(z.object({ pending_email: z.string(), code_sent: z.boolean() })),
          ...errors,
          429: errorBody,
        },
      },
    },
    async (request) =>
      ok(
        await requestEmailChange(
          deps,
          request,
          callerOf(request),
          request.params.userUuid,
          request.body.email,
        ),
      ),
  );

  app.post(
    '/v1/users/updateEmail/:userUuid/confirm',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirms the new sign-in email with the code sent to it; the old address is told',
        params: z.object({ userUuid: uuidField }),
        body: z.object({
          code: z
            .string({ error: MSG.required })
            .trim()
            .regex(/^\d{4,8}$/, { error: MSG.pattern }),
        }),
        response: { 200: envelope(userView), ...errors, 429: errorBody },
      },
    },
    async (request) =>
      ok(
        await confirmEmailChange(
          deps,
          request,
          callerOf(request),
          request.params.userUuid,
          request.body.code,
        ),
      ),
  );

  app.delete(
    '/v1/user',
    {
      schema: {
        tags: ['users'],
        summary: "Deletes one's own profile; FECs go to each account's administrator",
        response: {
          200: envelope(
            z.object({
              deleted: z.boolean(),
              transferred_to: z.array(z.object({ account_uuid: z.uuid(), user_uuid: z.uuid() })),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await deleteSelf(deps, request, callerOf(request))),
  );
};
