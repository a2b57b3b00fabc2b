import {
  AdminCreateUserCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AppClient } from '../service/context';
import type { Harness } from './harness';

/** Shortcuts for tests: the product's usual flows through the real SDK. */

let counter = 0;
/** A fresh address per test, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${++counter}@exemple.fr`;
}

export async function signUp(h: Harness, email: string, password: string, client: AppClient = h.web) {
  return h.client.send(
    new SignUpCommand({
      ClientId: client.id,
      Username: email,
      Password: password,
      SecretHash: h.secretHash(email, client),
    }),
  );
}

export async function confirm(h: Harness, email: string, code: string, client: AppClient = h.web) {
  return h.client.send(
    new ConfirmSignUpCommand({
      ClientId: client.id,
      Username: email,
      ConfirmationCode: code,
      SecretHash: h.secretHash(email, client),
    }),
  );
}

/** A registered (confirmed) user; returns their sub. */
export async function registeredUser(h: Harness, email: string, password = 'motdepasse1'): Promise<string> {
  const { UserSub } = await signUp(h, email, password);
  await confirm(h, email, await h.lastCode(email));
  return UserSub!;
}

export function passwordAuth(h: Harness, email: string, password: string, client: AppClient = h.web) {
  const secretHash = h.secretHash(email, client);
  return h.client.send(
    new InitiateAuthCommand({
      ClientId: client.id,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: {
        USERNAME: email,
        PASSWORD: password,
        ...(secretHash ? { SECRET_HASH: secretHash } : {}),
      },
    }),
  );
}

export async function signIn(h: Harness, email: string, password = 'motdepasse1', client: AppClient = h.web) {
  const { AuthenticationResult } = await passwordAuth(h, email, password, client);
  if (!AuthenticationResult) throw new Error('expected tokens, got a challenge');
  return AuthenticationResult as Required<AuthenticationResultType>;
}

export function refresh(h: Harness, refreshToken: string, sub: string, client: AppClient = h.web) {
  const secretHash = h.secretHash(sub, client);
  return h.client.send(
    new InitiateAuthCommand({
      ClientId: client.id,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken, ...(secretHash ? { SECRET_HASH: secretHash } : {}) },
    }),
  );
}

export function invite(
  h: Harness,
  email: string,
  temporaryPassword?: string,
  extra: Partial<AdminCreateUserCommand['input']> = {},
) {
  return h.admin.send(
    new AdminCreateUserCommand({
      UserPoolId: h.config.poolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      ...extra,
    }),
  );
}

/** Awaits a rejection and checks the SDK's typed exception class and Cognito's message. */
export async function expectError(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => Error,
  message?: string | RegExp,
): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) {
    if (typeof message === 'string') expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);
  }
  return error as Error;
}
