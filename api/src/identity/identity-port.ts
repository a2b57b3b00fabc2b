/**
 * What the API asks of the user pool. One adapter speaks Cognito's JSON protocol through the AWS SDK,
 * so it works unchanged against the embedded `identity/` service and against AWS Cognito.
 */
export interface IdentityUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  /** Cognito's UserStatus: UNCONFIRMED, CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED… */
  status: string;
  enabled: boolean;
}

export interface IdentityPort {
  /** By sub or email; undefined when the pool has no such user. */
  getUser(username: string): Promise<IdentityUser | undefined>;
  /** Self sign-up: the pool emails a code; returns the new sub. */
  signUp(email: string, password: string): Promise<{ sub: string; confirmed: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  /**
   * Creates the user of an invitation, with no message from the pool (the product emails its own link to
   * choose a password); returns the sub.
   */
  invite(email: string): Promise<string>;
  /** Sets a permanent password (invitation link). */
  setPassword(sub: string, password: string): Promise<void>;
  setEnabled(sub: string, enabled: boolean): Promise<void>;
  /**
   * The user asks for a new sign-in address (their own access token): the pool sends a code to it and
   * keeps the current address until the code is verified.
   */
  requestEmailChange(accessToken: string, email: string): Promise<void>;
  /** Verifies the code sent to the new address, which then becomes the sign-in address. */
  confirmEmailChange(accessToken: string, code: string): Promise<void>;
  deleteUser(sub: string): Promise<void>;
  /** The emailed reset code and a new password (ConfirmForgotPassword with the API's app client). */
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  /** The user changes their own password (their access token, the previous password checked). */
  changePassword(accessToken: string, previous: string, proposed: string): Promise<void>;
  /**
   * Ends every sign-in of the user at the pool (AdminUserGlobalSignOut): no refresh token of theirs gives
   * new access tokens. The API refuses the access tokens already out through its revocation list.
   */
  signOutEverywhere(sub: string): Promise<void>;
}

/** An identity error kept with its Cognito name, so routes can map it to the spec's messages. */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
