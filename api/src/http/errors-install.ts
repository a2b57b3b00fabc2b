import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { IdentityError } from '../identity/identity-port';
import { ApiError, type FieldError } from './errors';
import { MSG } from './messages';

/** `/body/siren` + context → `siren`; `/0/email` → `0.email`. */
function fieldOf(path: string, context: string | undefined, params: unknown): string {
  const fromPath = path.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  if (Array.isArray(missing) && missing.length) return missing.join('.');
  return context ?? '';
}

/**
 * Every error leaves as `{ status, message, … }` (spec §8): validation → 400 with `errors` per field,
 * ApiError as given, oversized bodies 413, unsupported content types 415, anything unexpected 500
 * 'Problème serveur.' (logged). What fails before routing (431, bad URLs) is platform/http's.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.status)
        .send({ status: error.status, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, error.validationContext, v.params),
        message: v.message ?? MSG.invalidField,
      }));
      return reply.status(400).send({ status: 400, message: MSG.invalidFields, errors });
    }
    if (error instanceof IdentityError) {
      const status = error.status >= 400 && error.status < 500 ? 400 : 502;
      return reply.status(status).send({ status, message: error.message, code: error.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ status: 500, message: MSG.server });
    }
    const code = error.code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ status: 413, message: MSG.bodyTooLarge });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply.status(415).send({ status: 415, message: MSG.unsupportedMediaType });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type…: the client's fault, said in French.
      return reply.status(error.statusCode).send({ status: error.statusCode, message: MSG.badData });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 500, message: MSG.server });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ status: 404, message: MSG.routeNotFound });
  });
}
