import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import { emailField, idsQuery, safeText, uuidField } from '../http/validators';
import { userView } from '../users/schemas';
import { changeRole, inviteUser, removeUser, setBlocked } from './access-service';
import {
  currentAccount,
  deleteCurrentAccount,
  editCurrentAccount,
  listMyAccounts,
  selectAccount,
  checkEmailSso,
} from './account-service';
import { accountUpdateInput, accountView, anyAccountRole, invitableRole } from './schemas';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const userParams = z.object({ uuid: uuidField });

/** Accounts and access management (spec §6): thin routes over account-service and access-service. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's accounts (or some of them by ids)",
        querystring: z.object({ ids: idsQuery }),
        response: { 200: envelope(z.array(accountView)), ...errors },
      },
    },
    async (request) => ok(await listMyAccounts(deps, callerOf(request), request.query.ids)),
  );

  app.get(
    '/v1/accounts/current',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The current account',
        response: { 200: envelope(accountView), ...errors },
      },
    },
    async (request) => ok(currentAccount(callerOf(request))),
  );

  app.put(
    '/v1/accounts/current',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Renames the current account or sets its branding (Owner)',
        body: accountUpdateInput,
        response: { 200: envelope(accountView), ...errors },
      },
    },
    async (request) => ok(await editCurrentAccount(deps, callerOf(request), request.body)),
  );

  app.delete(
    '/v1/accounts/current',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Deletes the current account (Owner; its files must be removed first) and, sign-in included, its members left with no other account',
        response: {
          200: envelope(z.object({ deleted: z.boolean(), deleted_users: z.array(z.uuid()) })),
          ...errors,
        },
      },
    },
    async (request) => ok(await deleteCurrentAccount(deps, request, callerOf(request))),
  );

  app.put(
    '/v1/users/me/current-account',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Selects another of my accounts as the current one',
        body: z.object({ account_uuid: uuidField }),
        response: { 200: envelope(accountView), ...errors },
      },
    },
    async (request) => ok(await selectAccount(deps, callerOf(request), request.body.account_uuid)),
  );

  app.post(
    '/v1/accounts/current/users',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Invites someone into the current account: pending until they accept (same answer whether the address has an account or not)',
        body: z.object({
          email: emailField,
          role: invitableRole,
          first_name: safeText(100).optional(),
          last_name: safeText(100).optional(),
        }),
        response: {
          200: envelope(
            z.object({
              user: userView.describe(
                'The invitee as the account sees them: address, role offered, state invited',
              ),
              email_sent: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await inviteUser(deps, request, callerOf(request), request.body)),
  );

  app.put(
    '/v1/accounts/current/users/:uuid/role',
    {
      schema: {
        tags: ['accounts'],
        summary: "Changes a member's role (Owner: Owners only, and a confirmed user)",
        params: userParams,
        body: z.object({ role: anyAccountRole }),
        response: { 200: envelope(userView), ...errors },
      },
    },
    async (request) =>
      ok(await changeRole(deps, request, callerOf(request), request.params.uuid, request.body.role)),
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/v1/accounts/current/users/:uuid/${action}`,
      {
        schema: {
          tags: ['accounts'],
          summary: blocked
            ? 'Blocks a member in this account (they keep their sign-in and other accounts)'
            : 'Unblocks a member in this account',
          params: userParams,
          response: { 200: envelope(userView), ...errors },
        },
      },
      async (request) => ok(await setBlocked(deps, request, callerOf(request), request.params.uuid, blocked)),
    );
  }

  app.delete(
    '/v1/accounts/current/users/:uuid',
    {
      schema: {
        tags: ['accounts'],
        summary: "Removes a member (or cancels an invitation); their FECs go to the account's administrator",
        params: userParams,
        response: {
          200: envelope(
            z.object({
              removed: z.boolean(),
              user_deleted: z.boolean(),
              fecs_transferred: z.number().int(),
              transferred_to: z.uuid(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await removeUser(deps, request, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/v1/group/users/check_email_sso',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Whether the email's domain signs in through single sign-on",
        security: [],
        body: z.object({ email: emailField }),
        response: { 200: envelope(z.object({ sso: z.boolean() })), 400: errorBody },
      },
    },
    async (request) => ok(await checkEmailSso(deps, request.body.email)),
  );
};
