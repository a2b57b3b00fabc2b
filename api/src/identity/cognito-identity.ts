import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  UserNotFoundException,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createHmac } from 'node:crypto';
import { IdentityError, type IdentityPort, type IdentityUser } from './identity-port';

export interface CognitoIdentityOptions {
  endpoint?: string;
  region: string;
  poolId: string;
  clientId: string;
  clientSecret?: string | null;
  /** Admin credentials (the embedded service's admin key, or IAM credentials for AWS Cognito). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Cognito's SecretHash: base64(HMAC-SHA256(secret, username + clientId)). */
function secretHash(secret: string, username: string, clientId: string): string {
  return createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');
}

export function cognitoIdentity(options: CognitoIdentityOptions): IdentityPort & { close(): void } {
  // maxAttempts 1: the SDK would retry LimitExceeded/TooManyRequests as throttling.
  const client = new CognitoIdentityProviderClient({
    region: options.region,
    endpoint: options.endpoint,
    maxAttempts: 1,
    credentials: options.credentials,
  });
  const pool = options.poolId;
  const hash = (username: string) =>
    options.clientSecret ? secretHash(options.clientSecret, username, options.clientId) : undefined;

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CognitoIdentityProviderServiceException) {
        throw new IdentityError(error.name, error.message, error.$metadata.httpStatusCode ?? 400);
      }
      throw error;
    }
  }

  return {
    async getUser(username) {
      try {
        const out = await client.send(new AdminGetUserCommand({ UserPoolId: pool, Username: username }));
        const attrs = Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
        const user: IdentityUser = {
          sub: attrs.sub ?? out.Username ?? username,
          email: attrs.email ?? '',
          emailVerified: attrs.email_verified === 'true',
          status: out.UserStatus ?? 'UNKNOWN',
          enabled: out.Enabled ?? true,
        };
        return user;
      } catch (error) {
        if (error instanceof UserNotFoundException) return undefined;
        return call(() => Promise.reject(error));
      }
    },
    async signUp(email, password) {
      const out = await call(() =>
        client.send(
          new SignUpCommand({
            ClientId: options.clientId,
            Username: email,
            Password: password,
            SecretHash: hash(email),
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        ),
      );
      return { sub: out.UserSub!, confirmed: out.UserConfirmed ?? false };
    },
    async confirmSignUp(email, code) {
      await call(() =>
        client.send(
          new ConfirmSignUpCommand({
            ClientId: options.clientId,
            Username: email,
            ConfirmationCode: code,
            SecretHash: hash(email),
          }),
        ),
      );
    },
    async invite(email) {
      const out = await call(() =>
        client.send(
          new AdminCreateUserCommand({
            UserPoolId: pool,
            Username: email,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
            // The product sends its own invitation with a link; a temporary password is never mailed.
            MessageAction: 'SUPPRESS',
          }),
        ),
      );
      const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? out.User?.Username;
      if (!sub) throw new IdentityError('InternalErrorException', 'Invitation sans identifiant.', 500);
      return sub;
    },
    async setPassword(sub, password) {
      await call(() =>
        client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: pool,
            Username: sub,
            Password: password,
            Permanent: true,
          }),
        ),
      );
    },
    async setEnabled(sub, enabled) {
      await call(() =>
        client.send(
          enabled
            ? new AdminEnableUserCommand({ UserPoolId: pool, Username: sub })
            : new AdminDisableUserCommand({ UserPoolId: pool, Username: sub }),
        ),
      );
    },
    async requestEmailChange(accessToken, email) {
      await call(() =>
        client.send(
          new UpdateUserAttributesCommand({
            AccessToken: accessToken,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        ),
      );
    },
    async confirmEmailChange(accessToken, code) {
      await call(() =>
        client.send(
          new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }),
        ),
      );
    },
    async deleteUser(sub) {
      await call(() => client.send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: sub })));
    },
    async confirmForgotPassword(email, code, password) {
      await call(() =>
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: options.clientId,
            Username: email,
            ConfirmationCode: code,
            Password: password,
            SecretHash: hash(email),
          }),
        ),
      );
    },
    async changePassword(accessToken, previous, proposed) {
      await call(() =>
        client.send(
          new ChangePasswordCommand({
            AccessToken: accessToken,
            PreviousPassword: previous,
            ProposedPassword: proposed,
          }),
        ),
      );
    },
    async signOutEverywhere(sub) {
      await call(() => client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool, Username: sub })));
    },
    close() {
      client.destroy();
    },
  };
}
