import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../http/reply';
import { MSG } from '../http/messages';
import { emailField, requiredText } from '../http/validators';
import { profileInput } from './schemas';
import { confirm, register, setPasswordWithToken } from './registration-service';

const password = z
  .string({ error: MSG.required })
  .min(6, { error: MSG.passwordTooShort })
  .max(256, { error: MSG.invalidField });

/** password + password_confirmation, which must match (spec §5). */
const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password, password_confirmation: z.string({ error: MSG.required }) }).refine(
    (v) => {
      const p = v as { password?: unknown; password_confirmation?: unknown };
      return p.password === p.password_confirmation;
    },
    { path: ['password_confirmation'], error: MSG.passwordMismatch },
  );

const registerBody = withConfirmation({
  ...profileInput.shape,
  email: emailField,
  first_name: requiredText(100),
  last_name: requiredText(100),
  terms_accepted: z.literal(true, { error: MSG.termsRequired }).describe('Terms and privacy policy accepted'),
});

const errors = { 400: errorBody, 404: errorBody };

/** Public routes of signing up and choosing a password (no access token). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/v1/auth/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: the identity service emails a code; the user gets an account of their own',
        security: [],
        body: registerBody,
        response: {
          200: envelope(
            z.object({
              uuid: z.uuid(),
              email: z.string(),
              state: z.string(),
              user_confirmed: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { password_confirmation: _c, terms_accepted: _t, ...input } = request.body;
      return ok(await register(deps, input));
    },
  );

  app.post(
    '/v1/auth/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Validates the emailed sign-up code',
        security: [],
        body: z.object({
          email: emailField,
          code: z
            .string({ error: MSG.required })
            .trim()
            .regex(/^\d{4,8}$/, { error: MSG.pattern }),
        }),
        response: {
          200: envelope(
            z.object({
              email: z.string(),
              confirmed: z.boolean(),
              password_required: z
                .boolean()
                .describe(
                  'The code was re-sent: the address is proven, a password must be chosen (reset code)',
                ),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await confirm(deps, request.body.email, request.body.code)),
  );

  app.post(
    '/v1/group/users/password/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "An invited user chooses their password with the invitation's one-time link",
        security: [],
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MSG.pattern }) }),
        body: withConfirmation({}),
        response: { 200: envelope(z.object({ email: z.string(), state: z.string() })), ...errors },
      },
    },
    async (request) => ok(await setPasswordWithToken(deps, request.params.token, request.body.password)),
  );
};
