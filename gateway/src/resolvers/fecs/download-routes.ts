import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as upstream, type Dispatcher } from 'undici';
import type { GatewayServices } from '../../context';
import { SessionCookies } from '../../session/cookies';
import { refreshIfNeeded } from '../../session/refresh';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Control ids of the catalogue (`EQ-ECR`, `AN-CONTINUITE`…). */
const CONTROL_ID = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
/** A report's document: `{uuid}.{pdf|docx|xlsx}`. */
const REPORT_FILE = /^([0-9a-fA-F-]{36})\.(pdf|docx|xlsx)$/;
/** A compte rendu de mission ECF: `{uuid}.{docx|pdf}`. */
const ECF_FILE = /^([0-9a-fA-F-]{36})\.(pdf|docx)$/;
/** A product document (« Ma documentation »): `catalogue-des-controles`… */
const DOCUMENT_SLUG = /^[a-z0-9-]{1,100}$/;
/** Answer headers worth passing to the browser (the rest are hop-by-hop or the API's business). */
const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'x-content-type-options',
];
/** A finding's stable key (engine/src/findings/finding-key.ts, FINDING_KEY_PATTERN). */
const FINDING_KEY = /^f1_[A-Za-z0-9_-]{22}(?:~\d{1,6})?$/;

/**
 * The API's file routes need the `AccessToken` header, which a browser link cannot send: these
 * routes stream them with the session held in the httpOnly cookies (or a partner's bearer token).
 *
 * - `GET /download/folders/{uuid}` (`-1`: the whole account) → zip of the folder
 * - `GET /download/fecs/{uuid}` → the original file; `…/corrected` (`?log=true`: its change log)
 * - `GET /download/fecs/export.csv?folder=` → the FEC table as CSV
 * - `GET /download/analyses/{uuid}/controls/{controlId}/export.csv` → every row of one control's result
 * - `GET /download/fecs/export.xlsx?folder=`, `…/controls/{controlId}/export.xlsx` → the same as Excel
 * - `GET /download/analyses/{uuid}/diagnostics.csv` → the format diagnostics and both verdicts (issue 17)
 * - `GET /download/analyses/{uuid}/certificate.pdf` → an analysis' conformity certificate (issue 17)
 * - `GET /download/analyses/{uuid}/trial-balance.csv`, `…/statements.xlsx` → the trial balance, the workbook (issue 36)
 * - `GET /download/invoices/{uuid}.pdf` → an invoice or credit note (issue 11, payments)
 * - `GET /download/reports/{uuid}.{pdf|docx|xlsx}` → a report's document (issue 12, reports)
 * - `GET /download/ecf-missions/{uuid}.{docx|pdf}` → an ECF mission's compte rendu (issue 38)
 * - `GET /download/documentation/{slug}` → a product document (guide, catalogue, terms): public
 * - `POST /upload/fecs` → multipart import, streamed unread to `POST v1/fecs` (same fields); with a
 *   cookie session the browser must send an `x-requested-with` header (a cross-site form cannot).
 * - `POST /upload/fecs/anonymous` → one FEC before sign-in (no session; `x-requested-with` too)
 * - `POST /upload/analyses/{uuid}/controls/{controlId}/attachments` (`?finding_key=`) → a file attached to a
 *   control's or a finding's review (issue 37), streamed unread to the API's route of the same path
 * - `GET /download/review-attachments/{uuid}` → that file
 *
 * Answers (files or the API's French JSON errors) pass through unchanged.
 */
export async function downloadRoutes(app: FastifyInstance, services: GatewayServices): Promise<void> {
  // Multipart bodies are not parsed here: the raw stream goes to the API as it arrives.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  // Fastify's own refusals of these routes, in the spec's shape and in French like the API's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ status: 413, message: 'La requête est trop volumineuse.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ status: 415, message: 'Type de contenu non pris en charge.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status, message: 'Erreur dans les données envoyées.' });
    }
    request.log.error({ err: error }, 'file route failed');
    return reply.code(500).send({ status: 500, message: 'Problème serveur.' });
  });

  app.get<{ Params: { uuid: string } }>('/download/folders/:uuid', (request, reply) =>
    request.params.uuid === '-1' || UUID.test(request.params.uuid)
      ? proxy(services, request, reply, 'GET', `/v1/folders/${request.params.uuid}/download`)
      : badId(reply),
  );
  // The FEC table and a control's rows, as CSV or as an Excel workbook (typed cells, frozen header, filters).
  for (const ext of ['csv', 'xlsx']) {
    app.get<{ Querystring: { folder?: string } }>(`/download/fecs/export.${ext}`, (request, reply) => {
      const folder = request.query.folder;
      if (folder !== undefined && folder !== '-1' && !UUID.test(folder)) return badId(reply);
      const qs = folder ? `?folder=${encodeURIComponent(folder)}` : '';
      return proxy(services, request, reply, 'GET', `/v1/fecs/export.${ext}${qs}`);
    });
    app.get<{ Params: { uuid: string; controlId: string } }>(
      `/download/analyses/:uuid/controls/:controlId/export.${ext}`,
      (request, reply) =>
        UUID.test(request.params.uuid) && CONTROL_ID.test(request.params.controlId)
          ? proxy(
              services,
              request,
              reply,
              'GET',
              `/v1/analyses/${request.params.uuid}/controls/${request.params.controlId}/export.${ext}`,
            )
          : badId(reply),
    );
  }
  app.get<{ Params: { uuid: string } }>('/download/analyses/:uuid/diagnostics.csv', (request, reply) =>
    UUID.test(request.params.uuid)
      ? proxy(services, request, reply, 'GET', `/v1/analyses/${request.params.uuid}/diagnostics.csv`)
      : badId(reply),
  );
  // Issue 36: the trial balance as CSV (its filters passed on), the accountant's workbook (chosen accounts).
  app.get<{ Params: { uuid: string }; Querystring: Record<string, string | undefined> }>(
    '/download/analyses/:uuid/trial-balance.csv',
    (request, reply) => {
      if (!UUID.test(request.params.uuid)) return badId(reply);
      const kept = new URLSearchParams();
      for (const key of ['kind', 'class', 'from', 'to', 'non_zero', 'search']) {
        const value = request.query[key];
        if (typeof value === 'string' && value) kept.set(key, value);
      }
      const qs = kept.toString();
      return proxy(
        services,
        request,
        reply,
        'GET',
        `/v1/analyses/${request.params.uuid}/trial-balance.csv${qs ? `?${qs}` : ''}`,
      );
    },
  );
  app.get<{ Params: { uuid: string }; Querystring: { accounts?: string } }>(
    '/download/analyses/:uuid/statements.xlsx',
    (request, reply) => {
      if (!UUID.test(request.params.uuid)) return badId(reply);
      const accounts = typeof request.query.accounts === 'string' ? request.query.accounts : '';
      const qs = accounts ? `?accounts=${encodeURIComponent(accounts)}` : '';
      return proxy(
        services,
        request,
        reply,
        'GET',
        `/v1/analyses/${request.params.uuid}/statements.xlsx${qs}`,
      );
    },
  );
  app.get<{ Params: { uuid: string } }>('/download/analyses/:uuid/certificate.pdf', (request, reply) =>
    UUID.test(request.params.uuid)
      ? proxy(services, request, reply, 'GET', `/v1/analyses/${request.params.uuid}/certificate.pdf`)
      : badId(reply),
  );
  app.get<{ Params: { uuid: string } }>('/download/fecs/:uuid', (request, reply) =>
    UUID.test(request.params.uuid)
      ? proxy(services, request, reply, 'GET', `/v1/fecs/${request.params.uuid}/download`)
      : badId(reply),
  );
  app.get<{ Params: { uuid: string }; Querystring: { log?: string } }>(
    '/download/fecs/:uuid/corrected',
    (request, reply) =>
      UUID.test(request.params.uuid)
        ? proxy(
            services,
            request,
            reply,
            'GET',
            `/v1/fecs/${request.params.uuid}/corrected${request.query.log === 'true' ? '?log=true' : ''}`,
          )
        : badId(reply),
  );
  app.get<{ Params: { file: string } }>('/download/invoices/:file', (request, reply) => {
    const uuid = request.params.file.replace(/\.pdf$/, '');
    return request.params.file.endsWith('.pdf') && UUID.test(uuid)
      ? proxy(services, request, reply, 'GET', `/v1/invoices/${uuid}/pdf`)
      : badId(reply);
  });
  app.get<{ Params: { file: string } }>('/download/reports/:file', (request, reply) => {
    const m = REPORT_FILE.exec(request.params.file);
    return m && UUID.test(m[1]!)
      ? proxy(services, request, reply, 'GET', `/v1/reports/${m[1]}/files/${m[2]}`)
      : badId(reply);
  });
  app.get<{ Params: { file: string } }>('/download/ecf-missions/:file', (request, reply) => {
    const m = ECF_FILE.exec(request.params.file);
    return m && UUID.test(m[1]!)
      ? proxy(services, request, reply, 'GET', `/v1/ecf/missions/${m[1]}/report/${m[2]}`)
      : badId(reply);
  });
  // Public documents: no session needed nor sent (the terms are read before signing up).
  app.get<{ Params: { slug: string } }>('/download/documentation/:slug', (request, reply) =>
    DOCUMENT_SLUG.test(request.params.slug)
      ? forward(services, request, reply, 'GET', `/v1/documentation/${request.params.slug}`, {}, false)
      : badId(reply),
  );
  // Issue 37: the evidence of a review (multipart like the FEC import; the API sniffs and limits the file).
  app.post<{ Params: { uuid: string; controlId: string }; Querystring: { finding_key?: string } }>(
    '/upload/analyses/:uuid/controls/:controlId/attachments',
    (request, reply) => {
      const { uuid, controlId } = request.params;
      const key = request.query.finding_key;
      if (!UUID.test(uuid) || !CONTROL_ID.test(controlId)) return badId(reply);
      if (key !== undefined && !FINDING_KEY.test(key)) return badId(reply);
      if (!isMultipart(request)) return notMultipart(reply);
      const qs = key ? `?finding_key=${encodeURIComponent(key)}` : '';
      return proxy(
        services,
        request,
        reply,
        'POST',
        `/v1/analyses/${uuid}/controls/${controlId}/attachments${qs}`,
        true,
      );
    },
  );
  app.get<{ Params: { uuid: string } }>('/download/review-attachments/:uuid', (request, reply) =>
    UUID.test(request.params.uuid)
      ? proxy(services, request, reply, 'GET', `/v1/review/attachments/${request.params.uuid}/download`)
      : badId(reply),
  );
  app.post('/upload/fecs', (request, reply) => {
    if (!isMultipart(request)) return notMultipart(reply);
    return proxy(services, request, reply, 'POST', '/v1/fecs', true);
  });
  // Before sign-in (spec §1): one FEC, no session; the answer's token goes to the browser's storage and
  // is presented once with `me(fecAnonymous:)` after sign-in.
  app.post('/upload/fecs/anonymous', (request, reply) => {
    if (!isMultipart(request)) return notMultipart(reply);
    if (!request.headers['x-requested-with']) {
      return reply.code(403).send({ status: 403, message: 'Interdit' });
    }
    return forward(services, request, reply, 'POST', '/v1/fecs/anonymous', {}, true);
  });
}

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

function notMultipart(reply: FastifyReply) {
  return reply.code(415).send({ status: 415, message: 'Envoyez les fichiers en multipart/form-data.' });
}

function badId(reply: FastifyReply) {
  return reply.code(400).send({ status: 400, message: 'Format incorrect.' });
}

async function proxy(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
  method: Dispatcher.HttpMethod,
  path: string,
  upload = false,
): Promise<FastifyReply> {
  const session = new SessionCookies(request, reply, services.config.cookiePrefix);
  const bearer = session.bearer();
  const tokens = bearer ? null : session.tokens();
  const token = bearer ?? (tokens ? (await refreshIfNeeded(services, session, tokens))?.accessToken : null);
  if (!token) return reply.code(401).send({ status: 401, message: 'Utilisateur non connecté.' });
  // A cookie session is sent by the browser on any cross-site form POST: demand a header no form sets.
  if (upload && !bearer && !request.headers['x-requested-with']) {
    return reply.code(403).send({ status: 403, message: 'Interdit' });
  }

  const headers: Record<string, string> = { AccessToken: token };
  const impersonate = session.impersonation();
  if (impersonate) headers.impersonate = JSON.stringify(impersonate);
  return forward(services, request, reply, method, path, headers, upload);
}

/** Sends the request on to the API (the body streamed unread for uploads) and its answer back. */
export async function forward(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
  method: Dispatcher.HttpMethod,
  path: string,
  headers: Record<string, string>,
  upload: boolean,
): Promise<FastifyReply> {
  if (upload) {
    headers['content-type'] = String(request.headers['content-type']);
    if (request.headers['content-length'])
      headers['content-length'] = String(request.headers['content-length']);
  }
  let answer: Dispatcher.ResponseData;
  try {
    answer = await upstream(`${services.transport.baseUrl}${path}`, {
      method,
      headers,
      body: upload ? request.raw : undefined,
      dispatcher: services.transport.dispatcher,
      headersTimeout: services.transport.timeoutMs,
      bodyTimeout: services.transport.timeoutMs,
    });
  } catch (error) {
    request.log.error({ err: error }, 'upstream file route failed');
    return reply.code(503).send({ status: 503, message: 'Problème serveur.' });
  }
  reply.code(answer.statusCode);
  for (const name of PASSED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.send(answer.body);
}
