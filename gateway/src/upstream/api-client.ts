import { Agent, request, type Dispatcher } from 'undici';
import type { paths } from '../__generated__/api';
import { ApiClientError, EMPTY_ANSWER, normaliseError } from './api-errors';
import { callerUserAgent } from './caller';

export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends ApiPath, M extends ApiMethod> = paths[P][M];
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Unwrapped<J> = J extends { data: { data: infer D } } ? D : unknown;
type SuccessOf<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Unwrapped<JsonOf<R[200]>>
    : 201 extends keyof R
      ? Unwrapped<JsonOf<R[201]>>
      : 202 extends keyof R
        ? Unwrapped<JsonOf<R[202]>>
        : unknown
  : unknown;

/** What a route answers inside `data.data`, from the API's OpenAPI document. */
export type ApiData<P extends ApiPath, M extends ApiMethod> = SuccessOf<Operation<P, M>>;
/** The JSON body a route takes. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type PathParams<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { path: infer X } } ? X : never;
type QueryParams<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

export interface CallOptions<P extends ApiPath, M extends ApiMethod> {
  params?: PathParams<P, M>;
  query?: QueryParams<P, M>;
  body?: ApiBody<P, M>;
  /** Extra request headers a route takes (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Who the calls are made for: the access token and, when impersonating, the target (spec §7). */
export interface ApiCredentials {
  accessToken?: string | null;
  impersonate?: { account_uuid: string; user_uuid: string; force_see_analysis_uuid?: string | null } | null;
}

/** One request handed to an API served by this very process, and its answer. */
export interface LocalRequest {
  method: Dispatcher.HttpMethod;
  /** Path and query under the API's base URL, e.g. `/v1/users/me?x=1`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface LocalAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
export type LocalDispatch = (request: LocalRequest) => Promise<LocalAnswer>;

export interface ApiTransport {
  baseUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /**
   * When the API runs in this process (`npm start`): its calls go straight to it (Fastify's `inject`),
   * without a socket, HTTP parsing or the undici client. Absent when the API is another process.
   */
  local?: LocalDispatch;
}

/** One keep-alive connection pool per gateway process, shared by every request (not by users' data). */
export function apiTransport(baseUrl: string, timeoutMs: number): ApiTransport {
  const dispatcher = new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    connections: 64,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: Math.min(timeoutMs, 10_000),
  });
  return { baseUrl: baseUrl.replace(/\/+$/, ''), dispatcher, timeoutMs };
}

/** `dispatch`, failing as the HTTP path does when no answer comes within `timeoutMs`. */
async function withinTimeout(
  dispatch: LocalDispatch,
  request: LocalRequest,
  timeoutMs: number,
): Promise<LocalAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([dispatch(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function buildUrl(base: string, path: string, params?: unknown, query?: unknown): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query as object | undefined) ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) search.set(key, value.join(','));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${filled}${qs ? `?${qs}` : ''}`;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The product-API client: `AccessToken` and `impersonate` headers, `data.data` unwrapping, spec §8 error
 * normalisation, timeouts. Typed from the API's OpenAPI document. One per GraphQL request.
 */
export class ApiClient {
  constructor(
    private readonly transport: ApiTransport,
    private readonly credentials: ApiCredentials,
  ) {}

  async call<P extends ApiPath, M extends ApiMethod>(
    method: M,
    path: P,
    options: CallOptions<P, M> = {},
  ): Promise<ApiData<P, M>> {
    return (await this.callWithHeaders(method, path, options)).data;
  }

  /** The same call, with the answer's headers (e.g. `x-total-count` of a paginated list). */
  async callWithHeaders<P extends ApiPath, M extends ApiMethod>(
    method: M,
    path: P,
    options: CallOptions<P, M> = {},
  ): Promise<{ data: ApiData<P, M>; headers: Record<string, string | string[] | undefined> }> {
    const headers: Record<string, string> = { ...(options.headers ?? {}), accept: 'application/json' };
    // The refresh route carries no token (spec §7).
    if (this.credentials.accessToken && !path.includes('auth/refresh'))
      headers.AccessToken = this.credentials.accessToken;
    if (this.credentials.impersonate) headers.impersonate = JSON.stringify(this.credentials.impersonate);
    const agent = callerUserAgent();
    if (agent && !headers['user-agent']) headers['user-agent'] = agent.slice(0, 300);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const verb = method.toUpperCase() as Dispatcher.HttpMethod;
    const { local, timeoutMs } = this.transport;
    let response: { statusCode: number; headers: Record<string, string | string[] | undefined> };
    let text: string;
    try {
      if (local) {
        const target = buildUrl('', path, options.params, options.query);
        const answer = await withinTimeout(local, { method: verb, path: target, headers, body }, timeoutMs);
        response = answer;
        text = answer.body;
      } else {
        const url = buildUrl(this.transport.baseUrl, path, options.params, options.query);
        const answer = await request(url, {
          method: verb,
          headers,
          body,
          dispatcher: this.transport.dispatcher,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        response = answer;
        text = await answer.body.text();
      }
    } catch (error) {
      throw new ApiClientError(503, 'Problème serveur.', { cause: (error as Error).message });
    }
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (response.statusCode >= 400) {
      throw normaliseError(response.statusCode, STATUS_TEXT[response.statusCode] ?? '', parsed, verb);
    }
    const outer = parsed as { data?: { data?: unknown } } | undefined;
    if (!outer || typeof outer !== 'object' || !outer.data || !('data' in outer.data)) {
      throw new ApiClientError(400, EMPTY_ANSWER);
    }
    return { data: outer.data.data as ApiData<P, M>, headers: response.headers };
  }
}
