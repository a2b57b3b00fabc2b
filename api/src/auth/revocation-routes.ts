import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { unauthorized } from '../http/errors';
import { envelope, errorBody, ok } from '../http/reply';
import { accessTokenOf } from './authenticate';
import { endEverySession } from './sessions-ended';
import type { AccessClaims } from './token-verifier';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is about the access token itself: it is verified and checked against the revocation
     * list, but no caller is resolved (a blocked user or a read-only impersonator can still sign out).
     */
    tokenOnly?: boolean;
  }
  interface FastifyRequest {
    /** The verified claims of a person's access token (on `tokenOnly` routes, and once authenticated). */
    accessClaims?: AccessClaims;
  }
}

/** The request's access token, verified and not signed out (401 otherwise). */
export async function verifiedClaims(deps: ApiDeps, request: FastifyRequest): Promise<AccessClaims> {
  const token = accessTokenOf(request);
  if (!token) throw unauthorized();
  const claims = await deps.verifyToken(token);
  await deps.revocations.check(claims);
  return claims;
}

function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.accessClaims) throw unauthorized();
  return request.accessClaims;
}

const errors = { 400: errorBody, 401: errorBody };

/**
 * Sign-out and session check for the web gateway and REST partners. Both take the access token
 * (`AccessToken` or `Authorization: Bearer`); neither calls the identity service.
 */
export const revocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/v1/auth/signout',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['auth'],
        summary:
          'Signs out: every access token of this sign-in (or, with everywhere, of every sign-in of the user ' +
          'until now) is refused by every API process within API_REVOCATION_REFRESH_MS. The refresh token ' +
          'is revoked at the identity service (RevokeToken / GlobalSignOut), not here.',
        // Strict: a misspelt `everywhere` must not quietly sign out only this session.
        body: z
          .strictObject({
            everywhere: z.boolean().optional().describe('Also end every other session of the user'),
          })
          .nullish(),
        response: {
          200: envelope(
            z.object({
              signed_out: z.literal(true),
              everywhere: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const everywhere = request.body?.everywhere === true;
      await deps.revocations.revokeSession(claims);
      if (everywhere) await endEverySession(deps, claims.sub, 'signed_out_everywhere');
      return ok({ signed_out: true as const, everywhere });
    },
  );

  app.get(
    '/v1/auth/session',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether the access token is still valid (signature, expiry, not signed out); nothing else',
        response: {
          200: envelope(
            z.object({
              sub: z.string(),
              expires_at: z.string().describe('Expiry of the access token, ISO 8601'),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const claims = claimsOf(request);
      reply.header('cache-control', 'no-store');
      return ok({ sub: claims.sub, expires_at: new Date(claims.exp * 1000).toISOString() });
    },
  );
};
