import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminResetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  PasswordResetRequiredException,
  ResourceNotFoundException,
  RespondToAuthChallengeCommand,
  UnsupportedUserStateException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import type { TestDatabase } from '../../platform/db';
import { MSG } from './errors';
import { openIdentityTestDatabase, startHarness, type Harness } from './testing/harness';
import {
  expectError,
  invite,
  passwordAuth,
  refresh,
  registeredUser,
  signIn,
  uniqueEmail,
} from './testing/flows';

/** A response body as JSON (fetch types it unknown). */
async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

let db: TestDatabase<unknown>;
let h: Harness;

beforeAll(async () => {
  db = await openIdentityTestDatabase();
  h = await startHarness(db);
});
afterAll(async () => {
  await h?.close();
  await db?.cleanup();
});

const pool = () => h.config.poolId;
const adminGet = (username: string) =>
  h.admin.send(new AdminGetUserCommand({ UserPoolId: pool(), Username: username }));
const answerChallenge = (
  session: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
) =>
  h.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: h.web.id,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeResponses: {
        USERNAME: email,
        NEW_PASSWORD: password,
        SECRET_HASH: h.secretHash(email)!,
        ...extra,
      },
    }),
  );

describe('Invitations: AdminCreateUser and NEW_PASSWORD_REQUIRED', () => {
  it('invites by email in French; first sign-in asks for a new password, then signs in', async () => {
    const email = uniqueEmail('invited');
    const created = await invite(h, email, 'Temp-pass-1', {
      UserAttributes: [
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Inès' },
      ],
    });
    expect(created.User).toMatchObject({ UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true });
    expect(created.User!.UserCreateDate).toBeInstanceOf(Date);
    const [message] = await h.service.outbox(email);
    expect(message.subject).toBe('Votre invitation à FEC Analyse');
    expect(message.text).toContain('Votre mot de passe temporaire : Temp-pass-1');

    const challenge = await passwordAuth(h, email, 'Temp-pass-1');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challenge.Session!.length).toBeGreaterThan(20);
    expect(JSON.parse(challenge.ChallengeParameters!.userAttributes)).toMatchObject({
      email,
      given_name: 'Inès',
    });

    await expectError(answerChallenge(challenge.Session!, email, 'short'), InvalidPasswordException);
    const done = await answerChallenge(challenge.Session!, email, 'my-own-password', {
      'userAttributes.family_name': 'Roux',
    });
    const id = decodeJwt(done.AuthenticationResult!.IdToken!);
    expect(id).toMatchObject({ email, given_name: 'Inès', family_name: 'Roux', email_verified: true });
    expect((await adminGet(email)).UserStatus).toBe('CONFIRMED');
    await signIn(h, email, 'my-own-password');
    await expectError(
      passwordAuth(h, email, 'Temp-pass-1'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    // The session was single use.
    await expectError(
      answerChallenge(challenge.Session!, email, 'another-password'),
      NotAuthorizedException,
      MSG.invalidSession,
    );
  });

  it('generates a temporary password when none is given, and RESEND replaces it', async () => {
    const email = uniqueEmail();
    await invite(h, email);
    const first = /mot de passe temporaire : (\S+)/.exec((await h.service.outbox(email))[0].text)![1];
    expect(first.length).toBeGreaterThanOrEqual(12);
    await invite(h, email, undefined, { MessageAction: 'RESEND' });
    const second = /mot de passe temporaire : (\S+)/.exec((await h.service.outbox(email))[0].text)![1];
    expect(second).not.toBe(first);
    await expectError(passwordAuth(h, email, first), NotAuthorizedException, MSG.incorrectCredentials);
    expect((await passwordAuth(h, email, second)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('SUPPRESS sends nothing; an existing user cannot be invited; RESEND needs an invited user', async () => {
    const email = uniqueEmail();
    await invite(h, email, 'Temp-pass-1', { MessageAction: 'SUPPRESS' });
    expect(await h.service.outbox(email)).toEqual([]);
    await expectError(invite(h, email.toUpperCase()), UsernameExistsException, MSG.userAccountExists);
    const registered = uniqueEmail();
    await registeredUser(h, registered);
    await expectError(
      invite(h, registered, undefined, { MessageAction: 'RESEND' }),
      UnsupportedUserStateException,
    );
  });

  it('lets an invited user who lost the temporary password reset it by email', async () => {
    const email = uniqueEmail();
    await invite(h, email, 'Temp-pass-1');
    await h.client.send(
      new ForgotPasswordCommand({ ClientId: h.web.id, Username: email, SecretHash: h.secretHash(email) }),
    );
    await h.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: h.web.id,
        Username: email,
        ConfirmationCode: await h.lastCode(email),
        Password: 'chosen-by-me',
        SecretHash: h.secretHash(email),
      }),
    );
    await signIn(h, email, 'chosen-by-me');
    expect((await adminGet(email)).UserStatus).toBe('CONFIRMED');
  });

  it('refuses stale and foreign sessions, and expired temporary passwords', async () => {
    const email = uniqueEmail();
    await invite(h, email, 'Temp-pass-1');
    const { Session } = await passwordAuth(h, email, 'Temp-pass-1');
    await expectError(
      answerChallenge('x'.repeat(40), email, 'my-own-password'),
      NotAuthorizedException,
      MSG.invalidSession,
    );
    await expectError(
      answerChallenge(Session!, uniqueEmail(), 'my-own-password'),
      NotAuthorizedException,
      MSG.invalidSession,
    );
    h.clock.advance(181);
    await expectError(
      answerChallenge(Session!, email, 'my-own-password'),
      NotAuthorizedException,
      MSG.invalidSession,
    );
    h.clock.advance(7 * 86400);
    await expectError(
      passwordAuth(h, email, 'Temp-pass-1'),
      NotAuthorizedException,
      MSG.temporaryPasswordExpired,
    );
  });
});

describe('AdminGetUser', () => {
  it('finds users by email (any case) or sub, and says when they do not exist', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const byEmail = await adminGet(email.toUpperCase());
    const bySub = await adminGet(sub);
    expect(byEmail.Username).toBe(sub);
    expect(bySub.UserAttributes).toEqual(byEmail.UserAttributes);
    expect(byEmail).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    expect(byEmail.UserLastModifiedDate).toBeInstanceOf(Date);
    await expectError(adminGet(uniqueEmail('nobody')), UserNotFoundException, MSG.userDoesNotExist);
  });
});

describe('Groups (roles)', () => {
  it('puts groups in both tokens and lists them', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const add = (group: string) =>
      h.admin.send(new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: group }));
    await add('Role_Owner');
    await add('Role_Manager');
    await add('Role_Manager');
    const tokens = await signIn(h, email);
    expect(decodeJwt(tokens.AccessToken)['cognito:groups']).toEqual(['Role_Manager', 'Role_Owner']);
    expect(decodeJwt(tokens.IdToken)['cognito:groups']).toEqual(['Role_Manager', 'Role_Owner']);
    const listed = await h.admin.send(
      new AdminListGroupsForUserCommand({ UserPoolId: pool(), Username: sub }),
    );
    expect(listed.Groups!.map((g) => g.GroupName)).toEqual(['Role_Manager', 'Role_Owner']);
    await h.admin.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: pool(), Username: email, GroupName: 'Role_Owner' }),
    );
    const { AuthenticationResult } = await refresh(h, tokens.RefreshToken, sub);
    expect(decodeJwt(AuthenticationResult!.AccessToken!)['cognito:groups']).toEqual(['Role_Manager']);
  });
});

describe('Blocking, deleting, resetting', () => {
  it('AdminDisableUser blocks the user and revokes their tokens; AdminEnableUser lets them back', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const tokens = await signIn(h, email);
    await h.admin.send(new AdminDisableUserCommand({ UserPoolId: pool(), Username: email }));
    expect((await adminGet(email)).Enabled).toBe(false);
    await expectError(
      h.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken })),
      NotAuthorizedException,
      MSG.accessTokenRevoked,
    );
    await expectError(refresh(h, tokens.RefreshToken, sub), NotAuthorizedException, MSG.refreshTokenRevoked);
    await expectError(passwordAuth(h, email, 'motdepasse1'), NotAuthorizedException, MSG.userDisabled);
    await expectError(passwordAuth(h, email, 'wrong-one'), NotAuthorizedException, MSG.incorrectCredentials);
    await h.admin.send(new AdminEnableUserCommand({ UserPoolId: pool(), Username: email }));
    await signIn(h, email);
  });

  it('AdminUserGlobalSignOut revokes every sign-in of the user and nobody else’s', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const first = await signIn(h, email);
    const second = await signIn(h, email);
    const otherEmail = uniqueEmail();
    await registeredUser(h, otherEmail);
    const other = await signIn(h, otherEmail);
    await h.admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: sub }));
    for (const t of [first, second]) {
      await expectError(
        h.client.send(new GetUserCommand({ AccessToken: t.AccessToken })),
        NotAuthorizedException,
        MSG.accessTokenRevoked,
      );
    }
    await expectError(refresh(h, first.RefreshToken, sub), NotAuthorizedException, MSG.refreshTokenRevoked);
    await h.client.send(new GetUserCommand({ AccessToken: other.AccessToken }));
    // The password still works: a new sign-in is a new session.
    await signIn(h, email);
  });

  it('AdminDeleteUser removes the user and their sign-ins', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const tokens = await signIn(h, email);
    await h.admin.send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
    await expectError(adminGet(email), UserNotFoundException);
    await expectError(
      h.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken })),
      NotAuthorizedException,
    );
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await expectError(
      h.admin.send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email })),
      UserNotFoundException,
    );
  });

  it('AdminResetUserPassword requires a reset with an emailed code', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await h.admin.send(new AdminResetUserPasswordCommand({ UserPoolId: pool(), Username: email }));
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      PasswordResetRequiredException,
      MSG.passwordResetRequired,
    );
    await h.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: h.web.id,
        Username: email,
        ConfirmationCode: await h.lastCode(email),
        Password: 'after-reset',
        SecretHash: h.secretHash(email),
      }),
    );
    await signIn(h, email, 'after-reset');
  });
});

describe('Admin authentication', () => {
  const serviceError = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CognitoIdentityProviderServiceException);
    return error as CognitoIdentityProviderServiceException;
  };

  it('refuses admin calls signed with another key or secret', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const call = (accessKeyId: string, secretAccessKey: string) => {
      const client = new CognitoIdentityProviderClient({
        region: 'eu-west-3',
        endpoint: h.endpoint,
        maxAttempts: 1,
        credentials: { accessKeyId, secretAccessKey },
      });
      return client
        .send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }))
        .finally(() => client.destroy());
    };
    expect((await serviceError(call('someone', h.config.admin.key))).name).toBe(
      'UnrecognizedClientException',
    );
    expect((await serviceError(call(h.config.admin.accessKeyId, 'not-the-key'))).name).toBe(
      'InvalidSignatureException',
    );
    expect((await call(h.config.admin.accessKeyId, h.config.admin.key)).Username).toBeDefined();
  });

  it('accepts the admin key header, and refuses unsigned admin calls', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const post = (headers: Record<string, string>) =>
      fetch(h.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
          ...headers,
        },
        body: JSON.stringify({ UserPoolId: pool(), Username: email }),
      });
    const unsigned = await post({});
    expect(unsigned.status).toBe(400);
    expect(await jsonOf(unsigned)).toEqual({
      __type: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token',
    });
    const wrong = await post({ 'x-identity-admin-key': 'nope' });
    expect((await jsonOf(wrong)).__type).toBe('UnrecognizedClientException');
    const ok = await post({ 'x-identity-admin-key': h.config.admin.key });
    expect(ok.status).toBe(200);
    expect((await jsonOf(ok)).UserStatus).toBe('CONFIRMED');
  });

  it('answers another pool id with ResourceNotFoundException', async () => {
    await expectError(
      h.admin.send(new AdminGetUserCommand({ UserPoolId: 'eu-west-3_Other', Username: 'a@b.fr' })),
      ResourceNotFoundException,
      'User pool eu-west-3_Other does not exist.',
    );
  });

  it('serves the outbox to the admin only', async () => {
    const email = uniqueEmail('outbox');
    await registeredUser(h, email);
    const denied = await fetch(`${h.endpoint}/outbox?email=${encodeURIComponent(email)}`);
    expect(denied.status).toBe(401);
    const res = await fetch(`${h.endpoint}/outbox?email=${encodeURIComponent(email.toUpperCase())}`, {
      headers: { authorization: `Bearer ${h.config.admin.key}` },
    });
    const { messages } = (await jsonOf(res)) as { messages: { to: string; subject: string; code: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: email,
      subject: 'Votre code de validation',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });
});
