import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import {
  CognitoError,
  internalError,
  serialization,
  unknownOperation,
  type CognitoError as CognitoErrorType,
} from './errors';
import { fastifyTrustProxy, type TrustProxy } from '../../platform/config/trust-proxy';
import { authenticateAdmin, hasAdminKey } from './protocol/admin-auth';
import { createIdentityService, type IdentityService, type IdentityServiceOptions } from './identity-service';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPES = ['application/x-amz-json-1.1', 'application/x-amz-json-1.0', 'application/json'];

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

export interface IdentityRoutesOptions {
  service: IdentityService;
}

/**
 * The HTTP face of the service, as a Fastify plugin so the product can mount it under a prefix
 * (`app.register(identityRoutes, { prefix: '/identity', service })`):
 * - POST /            Cognito's JSON protocol (X-Amz-Target)
 * - GET  /<poolId>/.well-known/jwks.json
 * - GET  /outbox?email=   messages kept when there is no SMTP (admin key)
 * - GET  /health
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (fastify, { service }) => {
  const config = service.config;
  // Bodies are read raw: SigV4 signs the exact bytes, and malformed JSON must be Cognito's SerializationException.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: config.bodyLimitBytes },
    (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, undefined);
    },
  );

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CognitoError) return sendError(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(
        reply,
        new CognitoError(
          'SerializationException',
          `Request body exceeds ${config.bodyLimitBytes} bytes.`,
          413,
        ),
      );
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, serialization('The request could not be read.'));
    }
    request.log.error({ err: error }, 'identity request failed');
    return sendError(reply, internalError('An internal error occurred.'));
  });

  fastify.setNotFoundHandler((_request, reply) => {
    sendError(reply, new CognitoError('UnknownOperationException', 'No such route.', 404));
  });

  fastify.post('/', async (request, reply) => {
    reply.header('x-amzn-requestid', randomUUID());
    const target = request.headers['x-amz-target'];
    if (typeof target !== 'string' || !target) throw unknownOperation('Missing X-Amz-Target header.');
    const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
    const operation = name ? service.operation(name) : undefined;
    if (!name || !operation) throw unknownOperation(`Unknown operation ${target}.`);

    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!JSON_TYPES.includes(contentType)) throw serialization(`Unsupported content type "${contentType}".`);
    const raw = request.rawBody ?? Buffer.alloc(0);
    const body = parseBody(raw);

    if (operation.admin) {
      const [path, query = ''] = (request.raw.url ?? '/').split('?', 2);
      const denied = authenticateAdmin(
        { method: request.method, path, query, headers: request.headers, body: raw },
        config,
        // Signature freshness is about the wire, not business time: always the real clock.
        new Date(),
      );
      if (denied) throw denied;
    }
    const result = await service.call(name, body, { ip: request.ip });
    request.log.info({ operation: name }, 'identity operation');
    return reply.code(200).type('application/x-amz-json-1.1').send(JSON.stringify(result));
  });

  fastify.get('/:poolId/.well-known/jwks.json', async (request, reply) => {
    const { poolId } = request.params as { poolId: string };
    if (poolId !== config.poolId)
      throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`, 404);
    return reply.header('cache-control', 'public, max-age=300').type('application/json').send(service.jwks());
  });

  fastify.get('/outbox', async (request, reply) => {
    if (!hasAdminKey(request.headers, config)) {
      throw new CognitoError('NotAuthorizedException', 'The admin key is required.', 401);
    }
    const { email, limit } = request.query as { email?: string; limit?: string };
    const messages = await service.outbox(email || undefined, limit ? Number(limit) || 20 : 20);
    return reply.type('application/json').send({ messages });
  });

  fastify.get('/health', async () => ({ status: 'ok' }));
};

function parseBody(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw serialization('The request body is not valid JSON.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw serialization('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function sendError(reply: import('fastify').FastifyReply, error: CognitoErrorType) {
  return reply
    .code(error.statusCode)
    .header('x-amzn-errortype', error.type)
    .type('application/x-amz-json-1.1')
    .send(JSON.stringify(error.toBody()));
}

/** Never log secrets: credentials in headers are redacted (bodies and tokens are not logged at all). */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers["x-identity-admin-key"]',
  'req.headers["x-amz-security-token"]',
];

export interface BuildIdentityAppOptions<DB> extends Omit<IdentityServiceOptions<DB>, 'log'> {
  /** Fastify's logger options (pino); default: info level with redaction. `false` silences it. */
  logger?: FastifyServerOptions['logger'];
  /** Proxies whose X-Forwarded-For gives the caller's address; none by default. */
  trustProxy?: TrustProxy;
  /** Mount point inside a bigger app, e.g. '/identity'; '' when standalone. */
  prefix?: string;
}

/** A standalone Fastify app serving the identity service (npm run identity, tests). */
export async function buildIdentityApp<DB>(
  options: BuildIdentityAppOptions<DB>,
): Promise<{ app: FastifyInstance; service: IdentityService }> {
  const { logger, trustProxy, prefix, ...serviceOptions } = options;
  const app = Fastify({
    logger: logger === undefined ? { level: 'info', redact: LOG_REDACT } : logger,
    trustProxy: fastifyTrustProxy(trustProxy ?? false),
    bodyLimit: options.config.bodyLimitBytes,
  });
  const service = await createIdentityService({ ...serviceOptions, log: app.log });
  app.addHook('onClose', async () => service.close());
  await app.register(identityRoutes, { service, prefix: prefix ?? '' });
  return { app, service };
}
