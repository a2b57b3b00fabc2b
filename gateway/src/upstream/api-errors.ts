/** Spec §8's normalisation of product-API failures, kept apart so the resolvers and tests share it. */
export const EMPTY_ANSWER = "La réponse de l'API est invalide ou vide.";
export const DELETE_FAILED = 'Impossible de supprimer';

/** A failed API call: `code` is the HTTP status (500 when there was none), `data` the error body's other fields. */
export class ApiClientError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/**
 * message from the body, else the status text, else 'Erreur' (status 440 keeps the body's message only);
 * a failed DELETE without a message falls back to 'Impossible de supprimer'.
 */
export function normaliseError(
  status: number,
  statusText: string,
  body: unknown,
  method: string,
): ApiClientError {
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const own = typeof fields.message === 'string' && fields.message.trim() ? fields.message : undefined;
  let message = own ?? (status === 440 ? undefined : statusText || undefined);
  if (!own && method === 'DELETE') message = DELETE_FAILED;
  const { message: _m, status: _s, ...rest } = fields;
  return new ApiClientError(status || 500, message ?? 'Erreur', rest);
}
