import type { GraphQLError } from 'graphql';
import { gatewayError } from '../errors';

/** What the gateway was doing when the identity service failed (some names mean different things). */
export type IdentityOperation =
  | 'signIn'
  | 'completeNewPassword'
  | 'refresh'
  | 'getUser'
  | 'signOut'
  | 'confirmCode'
  | 'resendCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'sso';

export interface IdentityErrorEntry {
  message: string;
  code: string;
  status: number;
}

/** Spec §4, §8: the product's own sentences, exactly. */
export const SIGN_IN_FAILED = 'Connexion invalide, veuillez vérifier votre email ou votre mot de passe.';
export const SESSION_EXPIRED = "Votre connexion n'est plus valide, veuillez vous reconnecter.";
export const IDENTITY_SERVER_FAILURE = 'Problème de serveur lors de la connexion.';
export const BAD_DATA = 'Erreur dans les données envoyées.';
export const SSO_FAILED = 'La connexion par authentification unique a échoué, veuillez réessayer.';

const entry = (message: string, code: string, status: number): IdentityErrorEntry => ({
  message,
  code,
  status,
});

/**
 * Every identity error name of spec §8 → French message, GraphQL code, HTTP-like status. A sign-in
 * failure is a 400 (spec §8: "Identity sign-in failure returns status 400"); the others in the same voice.
 */
export const IDENTITY_ERRORS: Record<string, IdentityErrorEntry> = {
  NotAuthorizedException: entry(SIGN_IN_FAILED, 'UNAUTHENTICATED', 400),
  UserNotFoundException: entry("Aucun compte n'existe avec cette adresse email.", 'NOT_FOUND', 404),
  UserNotConfirmedException: entry(
    "Votre compte n'est pas encore validé, veuillez saisir le code reçu par email.",
    'USER_NOT_CONFIRMED',
    403,
  ),
  PasswordResetRequiredException: entry(
    'Votre mot de passe doit être réinitialisé, veuillez utiliser « Mot de passe oublié ».',
    'PASSWORD_RESET_REQUIRED',
    403,
  ),
  InvalidPasswordException: entry(
    'Le mot de passe ne respecte pas les règles de sécurité (6 caractères minimum).',
    'BAD_USER_INPUT',
    400,
  ),
  CodeMismatchException: entry('Le code de validation est incorrect.', 'BAD_USER_INPUT', 400),
  ExpiredCodeException: entry(
    'Le code de validation a expiré, veuillez demander un nouveau code.',
    'BAD_USER_INPUT',
    400,
  ),
  LimitExceededException: entry(
    'Nombre de tentatives dépassé, veuillez réessayer plus tard.',
    'TOO_MANY_REQUESTS',
    429,
  ),
  TooManyRequestsException: entry(
    'Trop de demandes, veuillez réessayer dans quelques instants.',
    'TOO_MANY_REQUESTS',
    429,
  ),
  TooManyFailedAttemptsException: entry(
    'Trop de tentatives échouées, veuillez demander un nouveau code.',
    'TOO_MANY_REQUESTS',
    429,
  ),
  UsernameExistsException: entry('Cette adresse email est déjà utilisée.', 'CONFLICT', 409),
  InvalidParameterException: entry('Un champs est invalide', 'BAD_USER_INPUT', 400),
};

const SERVER_FAILURE = entry(IDENTITY_SERVER_FAILURE, 'INTERNAL_SERVER_ERROR', 502);

/**
 * Cognito says NotAuthorizedException for several situations; its (English, stable) message tells which.
 * Only told after a right password (the identity service hides states otherwise), so no enumeration.
 */
function notAuthorized(operation: IdentityOperation, providerMessage: string): IdentityErrorEntry {
  if (/user is disabled/i.test(providerMessage))
    return entry(
      "Votre accès est bloqué, veuillez contacter l'administrateur de votre compte.",
      'FORBIDDEN',
      403,
    );
  if (/password attempts exceeded/i.test(providerMessage))
    return entry(
      'Trop de tentatives de connexion, veuillez réessayer dans quelques minutes.',
      'TOO_MANY_REQUESTS',
      429,
    );
  if (/temporary password has expired/i.test(providerMessage))
    return entry(
      "Votre mot de passe provisoire a expiré, demandez une nouvelle invitation à l'administrateur du compte.",
      'UNAUTHENTICATED',
      400,
    );
  if (operation === 'refresh' || /token/i.test(providerMessage))
    return entry(SESSION_EXPIRED, 'UNAUTHENTICATED', 401);
  if (operation === 'completeNewPassword' || /session/i.test(providerMessage))
    return entry('Votre demande a expiré, veuillez vous reconnecter.', 'UNAUTHENTICATED', 401);
  if (operation === 'changePassword')
    return entry('Le mot de passe actuel est incorrect.', 'BAD_USER_INPUT', 400);
  if (operation === 'confirmCode') return entry('Ce compte est déjà validé.', 'BAD_USER_INPUT', 400);
  return IDENTITY_ERRORS.NotAuthorizedException;
}

/** The entry for an identity error name (unknown names and network failures: a server failure). */
export function identityErrorEntry(
  name: string | undefined,
  operation: IdentityOperation,
  providerMessage = '',
): IdentityErrorEntry {
  if (name === 'NotAuthorizedException') return notAuthorized(operation, providerMessage);
  // A code sent to an address the pool does not know: spec §8 "unknown email on code validation".
  return (name && IDENTITY_ERRORS[name]) || SERVER_FAILURE;
}

/** The GraphQL error for a failure of the identity service (the SDK's exception, or anything thrown). */
export function identityError(error: unknown, operation: IdentityOperation): GraphQLError {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  const found = identityErrorEntry(name, operation, message ?? '');
  return gatewayError(found.message, found.code, {
    status: found.status,
    ...(name && name in IDENTITY_ERRORS ? { identityError: name } : {}),
  });
}
