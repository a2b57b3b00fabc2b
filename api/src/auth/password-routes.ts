import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../http/reply';
import { MSG } from '../http/messages';
import { emailField } from '../http/validators';
import { callerOf } from './authenticate';
import { changePassword, resetPassword } from './password-service';

/** Bounds only: the identity service's password policy and code checks answer in its own words. */
const password = z.string({ error: MSG.required }).max(256, { error: MSG.invalidField });

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * Password reset and change through the API, so that both end every session of the person for every API
 * process (issue 34): the identity service alone would never tell the API.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/v1/auth/password/reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Forgotten password, second step: the emailed code and a new password. Every session of the user ' +
          'ends (refused by every API process within API_REVOCATION_REFRESH_MS, and at the identity ' +
          'service); the partner keys created from those sessions are suspended « à vérifier ».',
        security: [],
        body: z.object({
          email: emailField,
          code: z.string({ error: MSG.required }).trim().max(100, { error: MSG.invalidField }),
          password,
        }),
        response: {
          200: envelope(z.object({ reset: z.literal(true), signed_out_everywhere: z.literal(true) })),
          ...errors,
        },
      },
    },
    async (request) => ok(await resetPassword(deps, request, request.body)),
  );

  app.post(
    '/v1/auth/password/change',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user changes their password (the previous one checked by the identity service). ' +
          'Every session of the user ends, this one included: sign in again with the new password. The ' +
          'partner keys created from those sessions are listed « à vérifier ». Never with an API key nor ' +
          'while acting as someone (403).',
        body: z.object({ previous_password: password, proposed_password: password }),
        response: {
          200: envelope(z.object({ changed: z.literal(true), signed_out_everywhere: z.literal(true) })),
          ...errors,
        },
      },
    },
    async (request) => ok(await changePassword(deps, request, callerOf(request), request.body)),
  );
};
