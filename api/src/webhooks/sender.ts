import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import { WEBHOOK_MSG } from './messages';
import { isNonPublicAddress } from './url-rules';

/** What one POST to a receiver gave. */
export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  /** French, for the deliveries table; null when ok. */
  error: string | null;
  /** The start of the answer (1 KB at most). */
  response: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  /** `API_WEBHOOKS_ALLOW_HTTP`: loopback and private addresses may be reached. */
  allowPrivate: boolean;
}

const RESPONSE_KEPT_BYTES = 1024;

/**
 * Resolves like `dns.lookup` but refuses non-public addresses: checked at connection time, on the
 * address actually dialled, so a name that resolved to a public address at creation and to 127.0.0.1 now
 * (DNS rebinding) is still refused.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as { address: string; family: number }[];
    const blocked = list.find((a) => isNonPublicAddress(a.address));
    if (blocked || list.length === 0) {
      const refusal = Object.assign(new Error('non-public address'), { code: 'EFECPRIVATE' });
      return callback(refusal, '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: unknown) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** Reads at most RESPONSE_KEPT_BYTES of the answer, then drops the rest (never kept in memory). */
function firstBytes(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      if (size < RESPONSE_KEPT_BYTES) {
        chunks.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - size));
        size += Math.min(chunk.length, RESPONSE_KEPT_BYTES - size);
      }
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('aborted', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * One POST of `body` to `url`, redirects not followed, `timeoutMs` for the whole exchange. Never throws:
 * every failure is an outcome with its French message.
 */
export function sendWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendOutcome> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivate && isIP(host) && isNonPublicAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, error: WEBHOOK_MSG.urlPrivate, response: null });
  }
  const seconds = Math.round(options.timeoutMs / 1000);
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        agent: false,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        void firstBytes(response).then((text) => {
          if (code >= 200 && code < 300) {
            return done({ ok: true, statusCode: code, error: null, response: text || null });
          }
          const error = code >= 300 && code < 400 ? WEBHOOK_MSG.redirect(code) : WEBHOOK_MSG.status(code);
          done({ ok: false, statusCode: code, error, response: text || null });
        });
      },
    );
    const timer = setTimeout(() => {
      done({ ok: false, statusCode: null, error: WEBHOOK_MSG.timeout(seconds), response: null });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error.code === 'EFECPRIVATE'
          ? WEBHOOK_MSG.urlPrivate
          : WEBHOOK_MSG.unreachable(error.code ?? error.message);
      done({ ok: false, statusCode: null, error: message, response: null });
    });
    req.end(body);
  });
}
