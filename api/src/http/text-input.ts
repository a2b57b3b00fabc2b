import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type ApiError } from './errors';
import { MSG } from './messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body fields that carry a FEC's own content rather than text typed by someone (the import form's
     * sample): the engine reads their bytes as it reads a file, control characters included.
     */
    fecContentFields?: readonly string[];
  }
}

/**
 * Characters no text input may hold: C0 controls but TAB, LF and CR (multi-line text), DEL, C1 controls,
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: « abc\u202Egnp.exe »
 * shows as « abcexe.png »), and lone surrogates. PostgreSQL refuses NUL outright (a 500 before this), the
 * others would be stored and shown as something they are not.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The path (`a.0.b`) of the first string — value or key — holding a forbidden character; null if none. */
export function forbiddenTextPath(
  value: unknown,
  skip: readonly string[] = [],
  path = '',
  depth = 0,
): string | null {
  if (skip.includes(path)) return null;
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  // Deeper than any body the API takes: a nesting bomb is the validator's, not this walk's.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacters(key)) return childPath;
    const found = forbiddenTextPath(child, skip, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** 400 with the field named, as a validation error is answered (errors-install.ts). */
export function forbiddenCharactersError(field: string): ApiError {
  return badRequest(MSG.controlCharacters, [{ field, message: MSG.controlCharacters }]);
}

function check(request: FastifyRequest): void {
  const skip = request.routeOptions.config?.fecContentFields ?? [];
  const parts: Array<[unknown, readonly string[]]> = [
    [request.params, []],
    [request.query, []],
    // A raw body (a buffer, a stream, a partner's file) is not text typed by someone: only parsed JSON.
    [typeof request.body === 'object' ? request.body : undefined, skip],
  ];
  for (const [value, skipped] of parts) {
    const field = forbiddenTextPath(value, skipped);
    if (field !== null) throw forbiddenCharactersError(field);
  }
}

/**
 * One guard for every REST route: every string of the path, the query and the JSON body (values and keys)
 * is refused with a French 400 when it holds a control character, before any schema or service sees it.
 * Multipart forms are checked where they are read (fec-upload.ts: the file names and fields).
 */
export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
