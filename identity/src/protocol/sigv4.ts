import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/secrets';

/**
 * Verifies an AWS Signature Version 4 (the way the AWS SDK signs admin calls), for one static
 * access key id / secret pair: the admin key is the secret, so the gateway authenticates with plain
 * SDK credentials and nothing identity-specific.
 */

export interface SignedRequest {
  method: string;
  /** The path as sent (before any decoding), without the query string. */
  path: string;
  /** The raw query string, without '?'. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretKey: string;
  region: string;
  service: string;
}

export type SigV4Result =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknown-key' | 'scope' | 'expired' | 'signature' };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 5 * 60 * 1000;

export function verifySigV4(request: SignedRequest, credentials: SigV4Credentials, now: Date): SigV4Result {
  const authorization = header(request.headers, 'authorization');
  if (!authorization) return { ok: false, reason: 'missing' };
  const parsed = parseAuthorization(authorization);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const [accessKeyId, date, region, service, terminator] = parsed.credential.split('/');
  if (!safeEqual(accessKeyId ?? '', credentials.accessKeyId)) return { ok: false, reason: 'unknown-key' };
  if (region !== credentials.region || service !== credentials.service || terminator !== 'aws4_request') {
    return { ok: false, reason: 'scope' };
  }
  const amzDate = header(request.headers, 'x-amz-date');
  if (!amzDate || !parsed.signedHeaders.includes('x-amz-date') || !parsed.signedHeaders.includes('host')) {
    return { ok: false, reason: 'malformed' };
  }
  const time = parseAmzDate(amzDate);
  if (time === undefined || !amzDate.startsWith(date)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() - time) > MAX_SKEW_MS) return { ok: false, reason: 'expired' };

  const canonicalHeaders = parsed.signedHeaders
    .map((name) => `${name}:${canonicalHeaderValue(request.headers[name])}\n`)
    .join('');
  // The hash is always recomputed from the body received: a signed header claiming another hash (or
  // UNSIGNED-PAYLOAD) must not let a replayed signature carry a different body.
  const payloadHash = sha256(request.body);
  const claimedHash = header(request.headers, 'x-amz-content-sha256');
  if (claimedHash !== undefined && claimedHash !== payloadHash) return { ok: false, reason: 'signature' };
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.path),
    canonicalQuery(request.query),
    canonicalHeaders,
    parsed.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = signingKey(credentials.secretKey, date, region, service);
  const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return safeEqual(expected, parsed.signature) ? { ok: true } : { ok: false, reason: 'signature' };
}

function header(headers: SignedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAuthorization(
  value: string,
): { credential: string; signedHeaders: string[]; signature: string } | undefined {
  if (!value.startsWith(`${ALGORITHM} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const part of value.slice(ALGORITHM.length + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  const { Credential: credential, SignedHeaders: signed, Signature: signature } = fields;
  if (!credential || !signed || !signature || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  const signedHeaders = signed.split(';');
  if (signedHeaders.some((h) => h !== h.toLowerCase() || h.length === 0)) return undefined;
  return { credential, signedHeaders, signature };
}

function parseAmzDate(value: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

function canonicalHeaderValue(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

/** As @smithy/signature-v4 does for every service but S3: normalise, then encode the path once more. */
function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normalized = `${path.startsWith('/') ? '/' : ''}${segments.join('/')}${segments.length > 0 && path.endsWith('/') ? '/' : ''}`;
  return escapeUri(normalized).replace(/%2F/g, '/');
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = decode(eq < 0 ? pair : pair.slice(0, eq));
      const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
      return [escapeUri(key), escapeUri(value)] as const;
    })
    .filter(([key]) => key.toLowerCase() !== 'x-amz-signature');
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

function escapeUri(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(date).digest();
  const kRegion = createHmac('sha256', kDate).update(region).digest();
  const kService = createHmac('sha256', kRegion).update(service).digest();
  return createHmac('sha256', kService).update('aws4_request').digest();
}
