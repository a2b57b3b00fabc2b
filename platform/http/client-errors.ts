import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What fails before any route runs, answered in French in the product's error shape
 * `{ "status", "message" }` (spec §8) instead of Node's and Fastify's English: requests Node's HTTP
 * parser refuses (headers too large → 431, a malformed request line → 400, too slow → 408), and URLs
 * the router cannot read (a broken %-escape → 400, a path parameter past its length → 414).
 *
 * Spread into a Fastify server's options: `Fastify({ ...options, ...frenchHttpErrors })`.
 */

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  malformedRequest: 'Requête mal formée.',
  timeout: 'La requête a mis trop de temps à arriver.',
  badUrl: "L'adresse de la requête est mal formée.",
  urlTooLong: "L'adresse de la requête est trop longue.",
  server: 'Problème serveur.',
} as const;

/** A complete HTTP/1.1 answer, written on the socket by hand: there is no request object yet. */
export function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ status, message });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, CLIENT_ERROR_MESSAGES.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, CLIENT_ERROR_MESSAGES.timeout];
  return [400, CLIENT_ERROR_MESSAGES.malformedRequest];
}

/** Fastify's `clientErrorHandler`: Node's HTTP parser gave up on a request. */
export function frenchClientErrorHandler(error: ConnectionError, socket: Socket): void {
  // The client is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Part of an answer may already be out (a keep-alive connection mid-response): only close then.
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const [status, message] = clientErrorAnswer(error.code);
    socket.end(rawAnswer(status, message));
    return;
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: the router could not read the URL. */
export function frenchFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, CLIENT_ERROR_MESSAGES.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, CLIENT_ERROR_MESSAGES.urlTooLong]
        : [500, CLIENT_ERROR_MESSAGES.server];
  if (status === 500) reply.log.error({ err: error }, 'router failed');
  void reply.status(status).type('application/json; charset=utf-8').send({ status, message });
}

/** The two server options, to spread into `Fastify({ … })` (they cannot be set from a plugin). */
export const frenchHttpErrors = {
  clientErrorHandler: frenchClientErrorHandler,
  frameworkErrors: frenchFrameworkErrors,
};
