import type { GraphQLFormattedError } from 'graphql';

/**
 * Errors of /graphql that the product's resolvers never see — Fastify's (body, content type) and Apollo's
 * own (HTTP, CSRF, parse, validation, variables) — in French and in the house shape, with Apollo's
 * English text kept in `extensions.detail` for developers.
 */

export const INVALID_QUERY = 'Requête GraphQL invalide.';
export const SERVER_PROBLEM = 'Problème serveur.';

/** Apollo's request errors (code BAD_REQUEST), by the beginning of their English message. */
const BAD_REQUESTS: [RegExp, string][] = [
  [
    /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    "Requête refusée par la protection contre la falsification de requêtes (CSRF) : envoyez l'en-tête " +
      'Content-Type: application/json, ou un en-tête apollo-require-preflight non vide.',
  ],
  [
    /^GET requests only support query operations/,
    "Les mutations ne sont acceptées qu'en POST : en GET, seules les lectures (query) sont permises.",
  ],
  [
    /^GraphQL operations must contain a non-empty `query`/,
    'La requête ne contient aucune opération GraphQL (champ « query » vide ou absent).',
  ],
  [
    /^POST body missing, invalid Content-Type, or JSON object has no keys/,
    'Corps de requête absent ou invalide : envoyez un objet JSON avec le champ « query ».',
  ],
  [/^GraphQL queries must be strings/, 'Le champ « query » doit être une chaîne de caractères.'],
  [
    /^`(variables|extensions)` in a POST body/,
    'Les champs « variables » et « extensions » doivent être des objets JSON.',
  ],
  [/^`operationName` in a POST body/, 'Le champ « operationName » doit être une chaîne.'],
  [
    /^GET requests may not have a content-type header other than application\/json/,
    'Type de contenu non pris en charge : en GET, seul application/json est accepté.',
  ],
  [/^Apollo Server supports only GET\/POST requests/, 'Méthode HTTP non prise en charge : GET ou POST.'],
  [
    /^An 'accept' header was provided for this request which does not accept/,
    'En-tête Accept non pris en charge : acceptez application/json.',
  ],
  [
    /^Operation batching disabled|^No operations found in request/,
    'Les requêtes groupées (plusieurs opérations dans un tableau) ne sont pas acceptées.',
  ],
  [/search parameter/, 'Paramètres de la requête GET invalides.'],
  [
    /incremental delivery/,
    "La livraison incrémentale (@defer, @stream) n'est pas prise en charge par ce client.",
  ],
];

/** graphql-armor's refusals (parse and validation), by their English message. */
const ARMOR: [RegExp, (limit: string) => string][] = [
  [
    /Query depth limit of (\d+) exceeded/,
    (n) => `Requête GraphQL refusée : imbrication trop profonde (${n} niveaux au plus).`,
  ],
  [/Aliases limit of (\d+) exceeded/, (n) => `Requête GraphQL refusée : trop d'alias (${n} au plus).`],
  [
    /Directives limit of (\d+) exceeded/,
    (n) => `Requête GraphQL refusée : trop de directives (${n} au plus).`,
  ],
  [
    /Document contains more th[ae][nt] (\d+) tokens/,
    (n) => `Requête GraphQL refusée : requête trop longue (${n} éléments au plus).`,
  ],
];

/** An enum's values by its name, when they may be told to the caller (never in production). */
export type EnumValuesOf = (enumName: string) => readonly string[] | undefined;

/**
 * graphql-js's refusal of an enum value, in a query's text or in its variables (« Variable "$input" got
 * invalid value "X" at "input.status"; Value "X" does not exist in "ReviewStatus" enum. »), said in French
 * with what was sent, where, and the values allowed.
 */
function unknownEnumMessage(detail: string, enumValuesOf?: EnumValuesOf): string | undefined {
  const match = /Value "((?:[^"\\]|\\.)*)" does not exist in "(\w+)" enum/.exec(detail);
  if (!match) return undefined;
  const [, value, enumName] = match;
  const variable = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?;/.exec(detail);
  const where = variable ? ` pour « ${variable[2] ?? variable[1]} »` : '';
  const values = enumValuesOf?.(enumName);
  const allowed = values?.length ? ` : valeurs possibles ${values.join(', ')}` : '';
  return `Valeur inconnue « ${value} »${where} (${enumName})${allowed}.`;
}

function armorMessage(detail: string): string | undefined {
  for (const [pattern, message] of ARMOR) {
    const match = pattern.exec(detail);
    if (match) return message(match[1]);
  }
  return undefined;
}

/** The HTTP status Apollo attached to its own error (`extensions.http`), if any. */
function httpStatusOf(error: unknown): number | undefined {
  const http = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http;
  return typeof http?.status === 'number' ? http.status : undefined;
}

/**
 * The French version of one of Apollo's own errors, or undefined when the error is not one of them
 * (the product's errors already carry their French message and `extensions.status`).
 */
export function translateApolloError(
  formatted: GraphQLFormattedError,
  original: unknown,
  enumValuesOf?: EnumValuesOf,
): GraphQLFormattedError | undefined {
  const code = String(formatted.extensions?.code ?? '');
  const detail = formatted.message;
  const located = { locations: formatted.locations, path: formatted.path };
  const answer = (message: string, status: number, newCode = code): GraphQLFormattedError => ({
    message,
    ...(located.locations ? { locations: located.locations } : {}),
    ...(located.path ? { path: located.path } : {}),
    extensions: { code: newCode, status, detail },
  });

  switch (code) {
    case 'GRAPHQL_PARSE_FAILED':
    case 'GRAPHQL_VALIDATION_FAILED':
      return answer(armorMessage(detail) ?? unknownEnumMessage(detail, enumValuesOf) ?? INVALID_QUERY, 400);
    case 'OPERATION_RESOLUTION_FAILURE':
      return answer(
        "Requête GraphQL invalide : précisez l'opération à exécuter (operationName) parmi celles du document.",
        400,
      );
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
    case 'PERSISTED_QUERY_NOT_FOUND':
      return answer(
        'Les requêtes persistées ne sont pas prises en charge : envoyez le texte de la requête (champ « query »).',
        httpStatusOf(original) ?? 400,
      );
    case 'BAD_REQUEST': {
      const status = httpStatusOf(original) ?? 400;
      const known = BAD_REQUESTS.find(([pattern]) => pattern.test(detail))?.[1];
      return answer(known ?? 'Requête HTTP invalide.', status);
    }
    case 'BAD_USER_INPUT':
      // The product's own BAD_USER_INPUT errors carry a status; Apollo's variable errors do not.
      if (formatted.extensions?.status !== undefined) return undefined;
      return answer(unknownEnumMessage(detail, enumValuesOf) ?? 'Variables de la requête invalides.', 400);
    default:
      if (detail.startsWith('Context creation failed: '))
        return answer(SERVER_PROBLEM, 500, 'INTERNAL_SERVER_ERROR');
      return undefined;
  }
}

/** The house shape of an HTTP-level error of /graphql: a GraphQL error list and the spec's status/message. */
export interface HttpErrorBody {
  errors: GraphQLFormattedError[];
  status: number;
  message: string;
  extensions?: Record<string, unknown>;
}

export function httpErrorBody(
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
): HttpErrorBody {
  return { errors: [{ message, extensions: { code, status, ...extra } }], status, message };
}

/**
 * Adds the spec's `status` and `message` beside the `errors` of an Apollo answer sent with an HTTP error
 * status, and the status to each error that lacks one. Anything that is not such an answer is unchanged.
 */
export function withHttpShape(payload: string, status: number): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as HttpErrorBody).errors)) return payload;
  const answer = body as HttpErrorBody;
  if (!answer.errors.length) return payload;
  answer.errors = answer.errors.map((e) => ({
    ...e,
    extensions: { ...e.extensions, status: e.extensions?.status ?? status },
  }));
  return JSON.stringify({ ...answer, status, message: answer.errors[0].message });
}

/** Fastify's refusals of a /graphql request (body size, content type, JSON), by Fastify error code. */
export function fastifyErrorBody(error: {
  code?: string;
  statusCode?: number;
  message: string;
}): HttpErrorBody | undefined {
  const detail = error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return httpErrorBody(413, 'Requête trop volumineuse.', 'PAYLOAD_TOO_LARGE', { detail });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpErrorBody(
        415,
        'Type de contenu non pris en charge : envoyez du JSON (Content-Type: application/json).',
        'UNSUPPORTED_MEDIA_TYPE',
        { detail },
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpErrorBody(400, 'Corps de requête JSON invalide.', 'BAD_REQUEST', { detail });
    default: {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // JSON.parse's own SyntaxError (Fastify marks it 400) and any other request refusal.
        const message = /JSON/i.test(detail) ? 'Corps de requête JSON invalide.' : 'Requête HTTP invalide.';
        return httpErrorBody(status, message, 'BAD_REQUEST', { detail });
      }
      return undefined;
    }
  }
}
