import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { createContext, type GatewayContext, type GatewayServices } from '../context';
import { tooManyBytes } from '../limits/errors';
import { costOfRequest } from '../limits/query-cost-plugin';
import { withCallerAddress } from '../upstream/caller';
import { fastifyErrorBody, httpErrorBody, SERVER_PROBLEM, withHttpShape } from './graphql-errors';

/** Every method answers, so that even PUT or DELETE get Apollo's 405 in French rather than a 404. */
const METHODS = ['GET', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const;

const isJson = (reply: FastifyReply) => /json/i.test(String(reply.getHeader('content-type') ?? ''));

/** Over the ceiling? Counted in bytes only when the characters alone cannot decide. */
function tooBig(payload: string, maxBytes: number): boolean {
  if (payload.length > maxBytes) return true;
  return payload.length * 3 > maxBytes && Buffer.byteLength(payload) > maxBytes;
}

/**
 * POST/GET `/graphql` in a scope of its own, so that its error handler and answer rewriting touch no
 * other route: Fastify's refusals (413, 415, malformed JSON) and Apollo's HTTP errors all answer the
 * house shape in French; a serialised answer over `maxResponseBytes` is replaced by RESPONSE_TOO_LARGE.
 */
export async function graphqlRoute(
  scope: FastifyInstance,
  apollo: ApolloServer<GatewayContext>,
  services: GatewayServices,
): Promise<void> {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const body = fastifyErrorBody(error);
    if (body) return reply.code(body.status).type('application/json; charset=utf-8').send(body);
    request.log.error({ err: error }, 'graphql request failed');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send(httpErrorBody(500, SERVER_PROBLEM, 'INTERNAL_SERVER_ERROR'));
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isJson(reply)) return payload;
    const { maxResponseBytes } = services.config.limits;
    if (tooBig(payload, maxResponseBytes)) {
      const error = tooManyBytes(maxResponseBytes);
      const status = Number(error.extensions.status);
      const cost = costOfRequest(request);
      reply.code(status);
      return JSON.stringify({
        ...httpErrorBody(status, error.message, String(error.extensions.code)),
        ...(cost ? { extensions: { cost } } : {}),
      });
    }
    return reply.statusCode >= 400 ? withHttpShape(payload, reply.statusCode) : payload;
  });

  const handler = fastifyApolloHandler(apollo, {
    context: (request, reply) => createContext(services, request, reply),
  });
  scope.route<{ Reply: string }>({
    method: [...METHODS],
    url: '/graphql',
    handler: (request, reply) =>
      withCallerAddress(
        request.ip,
        () => handler.call(scope, request, reply),
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
      ),
  });
}
