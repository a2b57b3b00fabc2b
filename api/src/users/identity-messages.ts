import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';

/** The identity service's refusals a user can meet on their own account, in the product's words. */
const FRENCH: Record<string, { status: number; message: string }> = {
  CodeMismatchException: { status: 400, message: 'Code de validation incorrect.' },
  ExpiredCodeException: { status: 400, message: 'Ce code a expiré, veuillez en demander un nouveau.' },
  LimitExceededException: { status: 429, message: 'Trop de tentatives, veuillez réessayer plus tard.' },
  TooManyRequestsException: { status: 429, message: 'Trop de tentatives, veuillez réessayer plus tard.' },
  TooManyFailedAttemptsException: {
    status: 429,
    message: 'Trop de tentatives, veuillez réessayer plus tard.',
  },
  AliasExistsException: { status: 400, message: MSG.emailExists },
  UsernameExistsException: { status: 400, message: MSG.emailExists },
  InvalidParameterException: { status: 400, message: MSG.email },
  NotAuthorizedException: { status: 401, message: MSG.sessionExpired },
};

/** Runs an identity call; a known refusal becomes the product's French error. */
export async function inFrench<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const known = error instanceof IdentityError ? FRENCH[error.code] : undefined;
    if (known) throw new ApiError(known.status, known.message);
    throw error;
  }
}
