import {
  AdminGetUserCommand,
  CodeMismatchException,
  ConfirmForgotPasswordCommand,
  ExpiredCodeException,
  ForgotPasswordCommand,
  GetUserCommand,
  InvalidParameterException,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  TooManyFailedAttemptsException,
  UserNotConfirmedException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../platform/db';
import { MSG } from './errors';
import { openIdentityTestDatabase, startHarness, type Harness } from './testing/harness';
import {
  confirm,
  expectError,
  passwordAuth,
  registeredUser,
  signIn,
  signUp,
  uniqueEmail,
} from './testing/flows';

let db: TestDatabase<unknown>;
let h: Harness;

beforeAll(async () => {
  db = await openIdentityTestDatabase();
  h = await startHarness(db, { codes: { maxAttempts: 3, maxSends: 3, attemptCooldownSeconds: 600 } });
});
afterAll(async () => {
  await h?.close();
  await db?.cleanup();
});

const outboxSize = async (email: string) => (await h.service.outbox(email, 200)).length;

const resend = (email: string) =>
  h.client.send(
    new ResendConfirmationCodeCommand({
      ClientId: h.web.id,
      Username: email,
      SecretHash: h.secretHash(email),
    }),
  );
const forgot = (email: string) =>
  h.client.send(
    new ForgotPasswordCommand({ ClientId: h.web.id, Username: email, SecretHash: h.secretHash(email) }),
  );
const confirmForgot = (email: string, code: string, password: string) =>
  h.client.send(
    new ConfirmForgotPasswordCommand({
      ClientId: h.web.id,
      Username: email,
      ConfirmationCode: code,
      Password: password,
      SecretHash: h.secretHash(email),
    }),
  );

describe('SignUp', () => {
  it('creates a pending user and emails a six-digit code in French', async () => {
    const email = uniqueEmail('Alice');
    const out = await signUp(h, email, 'secret1');
    expect(out.UserConfirmed).toBe(false);
    expect(out.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.CodeDeliveryDetails).toEqual({
      Destination: 'A***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [message] = await h.service.outbox(email);
    expect(message.subject).toBe('Votre code de validation');
    expect(message.text).toContain(`Votre code de validation : ${message.code}`);
    expect(message.text).toContain('valable 24 heures');
    const user = await h.admin.send(
      new AdminGetUserCommand({ UserPoolId: h.config.poolId, Username: email }),
    );
    expect(user.UserStatus).toBe('UNCONFIRMED');
    expect(user.Username).toBe(out.UserSub);
  });

  it('stores the password with scrypt and the code as an HMAC, never in clear', async () => {
    const email = uniqueEmail();
    const { UserSub } = await signUp(h, email, 'secret1');
    const row = await h.service.context.stores.users.bySub(UserSub!);
    expect(row!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[^$]+\$[^$]+$/);
    expect(row!.password_hash).not.toContain('secret1');
    const code = await h.lastCode(email);
    const stored = await h.service.context.stores.codes.get(UserSub!, 'signup');
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);
  });

  it('enforces the password policy with Cognito’s message', async () => {
    await expectError(
      signUp(h, uniqueEmail(), 'abc12'),
      InvalidPasswordException,
      'Password did not conform with policy: Password not long enough',
    );
  });

  it('refuses an email already registered, whatever its case', async () => {
    const email = uniqueEmail('bob');
    await registeredUser(h, email);
    await expectError(signUp(h, email.toUpperCase(), 'secret1'), UsernameExistsException, MSG.emailExists);
  });

  it('lets a pending sign-up be redone: same sub, new password, new code', async () => {
    const email = uniqueEmail();
    const first = await signUp(h, email, 'first-password');
    const oldCode = await h.lastCode(email);
    const second = await signUp(h, email, 'second-password');
    expect(second.UserSub).toBe(first.UserSub);
    const newCode = await h.lastCode(email);
    if (newCode !== oldCode)
      await expectError(confirm(h, email, oldCode), CodeMismatchException, MSG.codeMismatch);
    await confirm(h, email, newCode);
    await expectError(
      passwordAuth(h, email, 'first-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await signIn(h, email, 'second-password');
  });

  it('requires an email as username', async () => {
    await expectError(
      signUp(h, 'not-an-email', 'secret1'),
      InvalidParameterException,
      'Username should be an email.',
    );
  });

  it('verifies the SecretHash of a client with a secret', async () => {
    const email = uniqueEmail();
    await expectError(
      h.client.send(
        new SignUpCommand({
          ClientId: h.web.id,
          Username: email,
          Password: 'secret1',
        }),
      ),
      NotAuthorizedException,
      `Client ${h.web.id} is configured with secret but SECRET_HASH was not received`,
    );
    await expectError(
      h.client.send(
        new SignUpCommand({
          ClientId: h.web.id,
          Username: email,
          Password: 'secret1',
          SecretHash: h.secretHash('someone.else@exemple.fr'),
        }),
      ),
      NotAuthorizedException,
      `Unable to verify secret hash for client ${h.web.id}`,
    );
  });

  it('works without SecretHash on the single sign-on client (no secret)', async () => {
    const email = uniqueEmail('sso');
    await signUp(h, email, 'secret1', h.sso);
    await confirm(h, email, await h.lastCode(email), h.sso);
    await signIn(h, email, 'secret1', h.sso);
  });

  it('rejects a missing member with Cognito’s validation message', async () => {
    await expectError(
      h.client.send(new SignUpCommand({ ClientId: h.web.id, Username: uniqueEmail() } as never)),
      InvalidParameterException,
      "1 validation error detected: Value null at 'password' failed to satisfy constraint: Member must not be null",
    );
  });
});

describe('ConfirmSignUp', () => {
  it('turns a pending user into a registered one; the code is single use', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    await expectError(passwordAuth(h, email, 'secret1'), UserNotConfirmedException, MSG.userNotConfirmed);
    const code = await h.lastCode(email);
    await confirm(h, email, code);
    const user = await h.admin.send(
      new AdminGetUserCommand({ UserPoolId: h.config.poolId, Username: email }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    await expectError(
      confirm(h, email, code),
      NotAuthorizedException,
      'User cannot be confirmed. Current status is CONFIRMED',
    );
  });

  it('answers CodeMismatchException to a wrong code', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    const code = await h.lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    await expectError(confirm(h, email, wrong), CodeMismatchException, MSG.codeMismatch);
    await confirm(h, email, code);
  });

  it('expires sign-up codes after 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    const code = await h.lastCode(email);
    h.clock.advance(24 * 3600 + 1);
    await expectError(confirm(h, email, code), ExpiredCodeException, MSG.codeExpired);
    await resend(email);
    await confirm(h, email, await h.lastCode(email));
  });

  it('burns the code after too many wrong attempts, then asks to wait', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    const code = await h.lastCode(email);
    const wrong = code === '111111' ? '222222' : '111111';
    await expectError(confirm(h, email, wrong), CodeMismatchException);
    await expectError(confirm(h, email, wrong), CodeMismatchException);
    await expectError(confirm(h, email, wrong), TooManyFailedAttemptsException);
    await expectError(confirm(h, email, code), LimitExceededException, MSG.attemptLimit);
    h.clock.advance(601);
    await expectError(confirm(h, email, code), ExpiredCodeException, MSG.codeExpired);
    await resend(email);
    await confirm(h, email, await h.lastCode(email));
  });

  it('answers an unknown user exactly like a wrong code (no enumeration)', async () => {
    const email = uniqueEmail('ghost');
    await expectError(confirm(h, email, '123456'), CodeMismatchException, MSG.codeMismatch);
    await expectError(confirm(h, email, '123456'), CodeMismatchException, MSG.codeMismatch);
    await expectError(confirm(h, email, '123456'), TooManyFailedAttemptsException);
    await expectError(confirm(h, email, '123456'), LimitExceededException, MSG.attemptLimit);
  });
});

describe('ResendConfirmationCode', () => {
  it('sends a new code that replaces the previous one', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    const first = await h.lastCode(email);
    const out = await resend(email);
    expect(out.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const second = await h.lastCode(email);
    if (first !== second) await expectError(confirm(h, email, first), CodeMismatchException);
    await confirm(h, email, second);
  });

  it('squatting: the owner who confirms a re-sent code takes the address; the squatter’s password dies', async () => {
    const email = uniqueEmail('owner');
    // The squatter signs up with the owner's address and never confirms.
    const { UserSub } = await signUp(h, email, 'squatter-password');
    // The owner asks for a code and confirms it: the address is proven, the squatter's password is not hers.
    await resend(email);
    await expectError(
      passwordAuth(h, email, 'squatter-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await confirm(h, email, await h.lastCode(email));
    const pooled = await h.admin.send(
      new AdminGetUserCommand({ UserPoolId: h.config.poolId, Username: UserSub! }),
    );
    expect(pooled.UserStatus).toBe('RESET_REQUIRED');
    await expectError(
      passwordAuth(h, email, 'squatter-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    // She chooses her password with a reset code; it is the only one that counts.
    await forgot(email);
    await confirmForgot(email, await h.lastCode(email), 'owner-password');
    await signIn(h, email, 'owner-password');
    await expectError(
      passwordAuth(h, email, 'squatter-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
  });

  it('answers unknown and confirmed users like pending ones, sending nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const confirmed = uniqueEmail('done');
    await registeredUser(h, confirmed);
    const before = await outboxSize(confirmed);
    const a = await resend(unknown);
    const b = await resend(confirmed);
    expect(a.CodeDeliveryDetails).toEqual({
      Destination: 'n***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(b.CodeDeliveryDetails).toEqual({
      Destination: 'd***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await outboxSize(unknown)).toBe(0);
    expect(await outboxSize(confirmed)).toBe(before);
  });

  it('limits how many codes one address can ask for', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1'); // 1
    await resend(email); // 2
    await resend(email); // 3
    await expectError(resend(email), LimitExceededException, MSG.attemptLimit);
    // Unknown addresses hit the same limit: the answer does not tell them apart.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) await resend(ghost);
    await expectError(resend(ghost), LimitExceededException, MSG.attemptLimit);
    h.clock.advance(3601);
    await resend(email);
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('resets the password with an emailed code and signs every session out', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email, 'old-password');
    const before = await signIn(h, email, 'old-password');
    const out = await forgot(email);
    expect(out.CodeDeliveryDetails).toEqual({
      Destination: 'u***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [message] = await h.service.outbox(email);
    expect(message.subject).toBe('Réinitialisation de votre mot de passe');
    expect(message.text).toContain('valable 1 heure');
    await confirmForgot(email, message.code!, 'new-password');
    await expectError(
      passwordAuth(h, email, 'old-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await signIn(h, email, 'new-password');
    await expectError(
      h.client.send(new GetUserCommand({ AccessToken: before.AccessToken })),
      NotAuthorizedException,
      MSG.accessTokenRevoked,
    );
    await expectError(
      confirmForgot(email, message.code!, 'third-password'),
      ExpiredCodeException,
      MSG.codeExpired,
    );
  });

  it('gives unknown users the same answer and sends them nothing', async () => {
    const unknown = uniqueEmail('zed');
    const a = await forgot(unknown);
    expect(a.CodeDeliveryDetails).toEqual({
      Destination: 'z***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await outboxSize(unknown)).toBe(0);
    await expectError(
      confirmForgot(unknown, '123456', 'new-password'),
      CodeMismatchException,
      MSG.codeMismatch,
    );
  });

  it('lets the owner of a pending address take it with their own password (squatting)', async () => {
    const email = uniqueEmail('pending');
    const { UserSub } = await signUp(h, email, 'squatter-password');
    const b = await forgot(email);
    expect(b.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const [message] = await h.service.outbox(email);
    expect(message.subject).toBe('Réinitialisation de votre mot de passe');
    await confirmForgot(email, message.code!, 'owner-password');
    const pooled = await h.admin.send(
      new AdminGetUserCommand({ UserPoolId: h.config.poolId, Username: UserSub! }),
    );
    expect(pooled.UserStatus).toBe('CONFIRMED');
    expect(pooled.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    await signIn(h, email, 'owner-password');
    await expectError(
      passwordAuth(h, email, 'squatter-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
  });

  it('checks the new password before spending the code', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await forgot(email);
    const code = await h.lastCode(email);
    await expectError(
      confirmForgot(email, code, 'short'),
      InvalidPasswordException,
      'Password did not conform with policy: Password not long enough',
    );
    await confirmForgot(email, code, 'long-enough');
    await signIn(h, email, 'long-enough');
  });

  it('expires reset codes after one hour', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await forgot(email);
    const code = await h.lastCode(email);
    h.clock.advance(3601);
    await expectError(confirmForgot(email, code, 'new-password'), ExpiredCodeException, MSG.codeExpired);
  });

  it('stops guessing: too many wrong codes, then too many requests', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await forgot(email);
    const code = await h.lastCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    await expectError(confirmForgot(email, wrong, 'new-password'), CodeMismatchException, MSG.codeMismatch);
    await expectError(confirmForgot(email, wrong, 'new-password'), CodeMismatchException);
    await expectError(confirmForgot(email, wrong, 'new-password'), TooManyFailedAttemptsException);
    await expectError(confirmForgot(email, code, 'new-password'), LimitExceededException, MSG.attemptLimit);
    await forgot(email);
    await forgot(email);
    await expectError(forgot(email), LimitExceededException, MSG.attemptLimit);
  });
});
