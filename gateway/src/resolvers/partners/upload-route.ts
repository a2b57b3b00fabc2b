import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../../context';
import { forward } from '../fecs/download-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `PUT /upload/fec-uploads/{uuid}?expires=&signature=` (the `uploadUrl` of `createFecUpload`): the raw body
 * streamed unread to `PUT v1/fec-uploads/{uuid}/file` with the same query. No token: the API checks the
 * URL's signature (and acts for the key that prepared the upload). Answers pass through unchanged.
 */
export async function fecUploadRoute(app: FastifyInstance, services: GatewayServices): Promise<void> {
  // Whatever the content type, the body is not parsed here: it streams to the API as it arrives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // A body sent without a content type (curl -T, fetch of a Buffer) is a file all the same.
  app.addHook('onRequest', async (request) => {
    request.headers['content-type'] ??= 'application/octet-stream';
  });
  app.put<{ Params: { uuid: string }; Querystring: { expires?: string; signature?: string } }>(
    '/upload/fec-uploads/:uuid',
    (request, reply) => {
      if (!UUID.test(request.params.uuid)) {
        return reply.code(400).send({ status: 400, message: 'Format incorrect.' });
      }
      const query = new URLSearchParams();
      if (typeof request.query.expires === 'string') query.set('expires', request.query.expires);
      if (typeof request.query.signature === 'string') query.set('signature', request.query.signature);
      const headers: Record<string, string> = {
        'content-type': String(request.headers['content-type'] ?? 'application/octet-stream'),
      };
      if (request.headers['content-length'])
        headers['content-length'] = String(request.headers['content-length']);
      return forward(
        services,
        request,
        reply,
        'PUT',
        `/v1/fec-uploads/${request.params.uuid}/file?${query.toString()}`,
        headers,
        true,
      );
    },
  );
}
