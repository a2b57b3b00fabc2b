import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { MSG } from '../http/messages';
import { envelope, errorBody, ok } from '../http/reply';
import { emailField, uuidField } from '../http/validators';
import { INTERNAL_ROLES } from '../permissions/permissions';
import { inviteStaff, setStaffRoles, staffMembers } from './staff-service';

const tags = ['backoffice'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const role = z.enum(INTERNAL_ROLES as [string, ...string[]]);
const staffSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  state: z.enum(['invited', 'pending', 'registered', 'blocked']),
  internal_roles: z.array(z.string()),
  created_at: z.string(),
});
type Roles = Parameters<typeof setStaffRoles>[4];

/** Internal staff, managed by a Role_Admin only (issue 15; api/PERMISSIONS.md « Internal staff »). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/backoffice/staff',
    {
      schema: {
        tags,
        summary: 'Le personnel interne et ses rôles (administrateur seulement)',
        response: { 200: envelope(z.array(staffSchema)), ...errors },
      },
    },
    async (request) => ok(await staffMembers(deps, callerOf(request))),
  );

  app.post(
    '/v1/backoffice/staff',
    {
      schema: {
        tags,
        summary:
          'Ouvre le back-office à une adresse avec des rôles internes (lien de mot de passe si nouvelle)',
        body: z.object({
          email: emailField,
          roles: z.array(role).min(1, { error: MSG.staffRoles }).max(8),
        }),
        response: {
          200: envelope(z.object({ user: staffSchema, email_sent: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(
        await inviteStaff(deps, request, callerOf(request), request.body.email, request.body.roles as Roles),
      ),
  );

  app.put(
    '/v1/backoffice/staff/:uuid/roles',
    {
      schema: {
        tags,
        summary: 'Les rôles internes d’un utilisateur, exactement (liste vide : plus du personnel interne)',
        params: z.object({ uuid: uuidField }),
        body: z.object({ roles: z.array(role).max(8) }),
        response: { 200: envelope(staffSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await setStaffRoles(
          deps,
          request,
          callerOf(request),
          request.params.uuid,
          request.body.roles as Roles,
        ),
      ),
  );
};
