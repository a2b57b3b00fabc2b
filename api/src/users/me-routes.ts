import { decodeJwt } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit/audit';
import { accessTokenOf, callerOf } from '../auth/authenticate';
import { ANY_API_KEY_SCOPE } from '../auth/api-key-scopes';
import { envelope, errorBody, ok } from '../http/reply';
import { buildMe, type MeOptions } from './me-service';
import { meView, rpcMeView } from './me-schema';

const meQuery = z.object({
  fecAnonymous: z
    .string()
    .max(4000)
    .optional()
    .describe('The anonymous FEC to attach, as JSON {"token","fecUuid"} (or give token and fecUuid)'),
  token: z.string().max(2000).optional().describe('Anonymous FEC token (with fecUuid)'),
  fecUuid: z.string().max(100).optional(),
  'fecAnonymous[token]': z.string().max(2000).optional(),
  'fecAnonymous[fecUuid]': z.string().max(100).optional(),
  justConnected: z.string().max(10).optional().describe('"yes" right after sign-in (logged once)'),
  forceApiOnly: z.string().max(10).optional().describe('"true" forces features_in_account.import.api_only'),
  light: z
    .string()
    .max(10)
    .optional()
    .describe(
      '"true": without nb_fec, countFoldersLevelOne, the other accounts and the pending invitations, which ' +
        'cost queries (the gateway reads the rest on every request for its permission checks)',
    ),
});
type MeQuery = z.infer<typeof meQuery>;

/** The anonymous FEC of the query in any of its spellings; a malformed one is ignored (me must answer). */
function anonymousFec(q: MeQuery): MeOptions['fecAnonymous'] {
  let token = q.token ?? q['fecAnonymous[token]'];
  let fecUuid = q.fecUuid ?? q['fecAnonymous[fecUuid]'];
  if (q.fecAnonymous) {
    try {
      const parsed = JSON.parse(q.fecAnonymous) as {
        token?: unknown;
        fecUuid?: unknown;
        fec?: { uuid?: unknown };
      };
      if (typeof parsed.token === 'string') token = parsed.token;
      const uuid = parsed.fecUuid ?? parsed.fec?.uuid;
      if (typeof uuid === 'string') fecUuid = uuid;
    } catch {
      token ??= '';
    }
  }
  if (token === undefined && fecUuid === undefined) return undefined;
  return { token: token ?? '', fecUuid: fecUuid ?? '' };
}

function meOptions(q: MeQuery): MeOptions {
  return {
    fecAnonymous: anonymousFec(q),
    justConnected: q.justConnected === 'yes',
    forceApiOnly: q.forceApiOnly === 'true',
    light: q.light === 'true',
  };
}

/** PHP's DateTime as JSON, which the product's session keeps (spec §3): Europe/Paris wall time. */
export function expiryObject(date: Date) {
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  const micros = String(date.getUTCMilliseconds()).padStart(3, '0') + '000';
  return { date: `${wall}.${micros}`, timezone_type: 3 as const, timezone: 'Europe/Paris' as const };
}

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me',
    {
      // Every partner key reads who it acts for (the gateway's permission checks read it on each request).
      config: { apiKeyScopes: ANY_API_KEY_SCOPE },
      schema: {
        tags: ['users'],
        summary: 'The current user (attaches an anonymous FEC given in fecAnonymous)',
        querystring: meQuery,
        response: { 200: envelope(meView), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const options = meOptions(request.query);
      if (options.justConnected) await audit(app.deps.db, request, 'user.connected');
      return ok(await buildMe(app.deps, caller, options));
    },
  );

  app.get(
    '/v1/rpc_user/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The current user with the session: expiry, access token and impersonation target',
        querystring: meQuery,
        response: { 200: envelope(rpcMeView), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const token = accessTokenOf(request)!;
      const exp = decodeJwt(token).exp;
      const expires = new Date((exp ?? Math.floor(app.deps.now().getTime() / 1000) + 3600) * 1000);
      const me = await buildMe(app.deps, caller, meOptions(request.query));
      return ok({
        me,
        expires_at: expiryObject(expires),
        access_token: token,
        impersonate: caller.impersonator
          ? { account_uuid: caller.account.uuid, user_uuid: caller.user.uuid }
          : (false as const),
      });
    },
  );
};
