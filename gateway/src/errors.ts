import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { translateApolloError, type EnumValuesOf } from './http/graphql-errors';
import { ApiClientError } from './upstream/api-errors';

/** GraphQL error codes by HTTP status of the upstream answer. */
export function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401 || status === 440) return 'UNAUTHENTICATED';
  if (status === 402) return 'PAYMENT_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_SERVER_ERROR';
}

/** A French error with its code: what resolvers and rules throw. */
export function gatewayError(
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const notSignedIn = () =>
  gatewayError('Utilisateur non connecté.', 'UNAUTHENTICATED', { status: 401 });
export const forbidden = (message = 'Interdit') => gatewayError(message, 'FORBIDDEN', { status: 403 });

/**
 * Apollo's formatError: upstream API errors keep their French message and status (spec §8) with a code;
 * field errors travel in `extensions.fields`; Apollo's own errors are translated; anything unexpected
 * becomes 'Problème serveur.' (logged).
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (error: unknown) => void,
  enumValuesOf?: EnumValuesOf,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof ApiClientError) {
    const { errors, ...rest } = original.data as { errors?: unknown };
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: codeForStatus(original.code),
        status: original.code,
        ...(errors ? { fields: errors } : {}),
        ...(Object.keys(rest).length ? { data: rest } : {}),
      },
    };
  }
  // Apollo's own errors (HTTP, CSRF, parse, validation, variables) in French, the English in `detail`.
  const translated = translateApolloError(formatted, error, enumValuesOf);
  if (translated) return translated;
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError || (code && code !== 'INTERNAL_SERVER_ERROR')) return formatted;
  log(original);
  return {
    message: 'Problème serveur.',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}
