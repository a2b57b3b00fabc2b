import { GraphQLError } from 'graphql';

/** French figures as the product prints them (1 000 000, with the narrow no-break space). */
const figures = new Intl.NumberFormat('fr-FR');
export const frenchNumber = (n: number): string => figures.format(n);

const REDUCE = "Réduisez les limites (limit) ou l'imbrication.";

/**
 * An error of the operation limits: French message, house code and status, and the HTTP status Apollo
 * answers with (`extensions.http`, removed from the response by Apollo).
 */
function limitError(message: string, code: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, status, http: { status } } });
}

/** Refused before execution: the estimate is over the maximum (400, like any invalid request). */
export const queryTooCostly = (estimated: number, maximum: number) =>
  limitError(
    `Requête trop coûteuse : coût estimé ${frenchNumber(estimated)} pour un maximum de ${frenchNumber(maximum)}. ${REDUCE}`,
    'QUERY_TOO_COSTLY',
    400,
  );

/**
 * The execution deadline passed: 503, the server gave up on this request (retry later or ask less);
 * not 504, which would blame an upstream.
 */
export const queryTimeout = (timeoutMs: number) =>
  limitError(
    `La requête a dépassé la durée maximale d'exécution (${frenchNumber(timeoutMs / 1000)} s) et a été interrompue. ${REDUCE}`,
    'QUERY_TIMEOUT',
    503,
  );

/** The response would be too big: 400, the caller must ask for less. */
export const responseTooLarge = (what: string) =>
  limitError(
    `Réponse trop volumineuse : ${what}. Réduisez les limites (limit) ou le nombre de champs demandés.`,
    'RESPONSE_TOO_LARGE',
    400,
  );

export const tooManyFields = (maximum: number) => responseTooLarge(`plus de ${frenchNumber(maximum)} champs`);
export const tooManyBytes = (maximum: number) =>
  responseTooLarge(`plus de ${frenchNumber(Math.floor(maximum / 1024))} Kio`);
