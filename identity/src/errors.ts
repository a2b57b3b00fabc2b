/**
 * Errors in Cognito's own shape: HTTP 400 `{ "__type": name, "message": text }` unless stated, with the
 * names and English messages Cognito uses, so the AWS SDK raises its typed exceptions.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }

  toBody(): { __type: string; message: string } {
    return { __type: this.type, message: this.message };
  }
}

const make =
  (type: string, statusCode = 400) =>
  (message: string) =>
    new CognitoError(type, message, statusCode);

export const notAuthorized = make('NotAuthorizedException');
export const userNotFound = make('UserNotFoundException');
export const userNotConfirmed = make('UserNotConfirmedException');
export const passwordResetRequired = make('PasswordResetRequiredException');
export const invalidPassword = make('InvalidPasswordException');
export const codeMismatch = make('CodeMismatchException');
export const expiredCode = make('ExpiredCodeException');
export const limitExceeded = make('LimitExceededException');
export const tooManyRequests = make('TooManyRequestsException');
export const tooManyFailedAttempts = make('TooManyFailedAttemptsException');
export const usernameExists = make('UsernameExistsException');
export const aliasExists = make('AliasExistsException');
export const invalidParameter = make('InvalidParameterException');
export const resourceNotFound = make('ResourceNotFoundException');
export const unsupportedUserState = make('UnsupportedUserStateException');
export const codeDeliveryFailure = make('CodeDeliveryFailureException');
export const serialization = make('SerializationException');
export const unknownOperation = make('UnknownOperationException');
export const internalError = make('InternalErrorException', 500);
export const missingAuthenticationToken = make('MissingAuthenticationTokenException');
export const unrecognizedClient = make('UnrecognizedClientException');
export const invalidSignature = make('InvalidSignatureException');

/** Cognito's messages, in one place so operations and tests agree on them. */
export const MSG = {
  incorrectCredentials: 'Incorrect username or password.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  userDisabled: 'User is disabled.',
  userNotConfirmed: 'User is not confirmed.',
  passwordResetRequired: 'Password reset required for the user',
  userDoesNotExist: 'User does not exist.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  tooManyFailedAttempts: 'Too many failed attempts.',
  rateExceeded: 'Rate exceeded',
  emailExists: 'An account with the given email already exists.',
  userAccountExists: 'User account already exists',
  invalidAccessToken: 'Invalid Access Token',
  accessTokenExpired: 'Access Token has expired',
  accessTokenRevoked: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  refreshTokenExpired: 'Refresh Token has expired',
  refreshTokenRevoked: 'Refresh Token has been revoked',
  invalidSession: 'Invalid session for the user, session is expired.',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  passwordPolicyPrefix: 'Password did not conform with policy: ',
} as const;

export function isCognitoError(error: unknown): error is CognitoError {
  return error instanceof CognitoError;
}
