import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** A field error the API sent back (`extensions.fields`). */
export interface FieldError {
  field: string;
  message: string;
}

/** The French message to show for a failed call: the gateway's own, else a network message. */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Erreur';
  if (ServerError.is(error)) {
    if (error.statusCode === 413) return 'Fichier volumineux.';
    if (error.statusCode === 429) return 'Trop de tentatives, veuillez patienter avant de réessayer.';
    return 'Problème serveur.';
  }
  if (ServerParseError.is(error)) return 'Problème serveur.';
  if (error instanceof TypeError) return 'Connexion au serveur impossible. Vérifiez votre réseau.';
  if (error instanceof Error && error.message) return error.message;
  return 'Erreur';
}

/** The GraphQL error code (`UNAUTHENTICATED`, `FORBIDDEN`…), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions?.code as string | undefined;
}

/** Per-field messages from a 400 'Certains champs sont invalides'. */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields = error.errors[0]?.extensions?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}
