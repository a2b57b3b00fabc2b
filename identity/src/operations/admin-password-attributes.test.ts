import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AliasExistsException,
  GetUserCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  UserNotFoundException,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../../platform/db';
import { MSG } from '../errors';
import { openIdentityTestDatabase, startHarness, type Harness } from '../testing/harness';
import {
  expectError,
  invite,
  passwordAuth,
  registeredUser,
  signIn,
  signUp,
  uniqueEmail,
} from '../testing/flows';

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
const setPassword = (username: string, password: string, permanent?: boolean) =>
  h.admin.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool(),
      Username: username,
      Password: password,
      Permanent: permanent,
    }),
  );
const updateAttributes = (username: string, attributes: { Name: string; Value: string }[]) =>
  h.admin.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool(),
      Username: username,
      UserAttributes: attributes,
    }),
  );
const attributesOf = async (username: string) =>
  Object.fromEntries(((await adminGet(username)).UserAttributes ?? []).map((a) => [a.Name, a.Value]));

describe('AdminSetUserPassword', () => {
  it('permanent: an invited user becomes CONFIRMED and signs in with the new password', async () => {
    const email = uniqueEmail('invited');
    await invite(h, email, 'Temp-pass-1');
    expect((await adminGet(email)).UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    await setPassword(email, 'chosen-password', true);
    expect((await adminGet(email)).UserStatus).toBe('CONFIRMED');
    const tokens = await signIn(h, email, 'chosen-password');
    expect(tokens.AccessToken).toBeTruthy();
    await expectError(
      passwordAuth(h, email, 'Temp-pass-1'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
  });

  it('permanent also confirms a user who never validated the sign-up code', async () => {
    const email = uniqueEmail('pending');
    await signUp(h, email, 'first-password');
    expect((await adminGet(email)).UserStatus).toBe('UNCONFIRMED');
    await setPassword(email, 'second-password', true);
    expect((await adminGet(email)).UserStatus).toBe('CONFIRMED');
    await signIn(h, email, 'second-password');
  });

  it('temporary: FORCE_CHANGE_PASSWORD, existing sign-ins revoked, next sign-in is a challenge', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const tokens = await signIn(h, email);
    await setPassword(sub, 'Temp-pass-2', false);
    expect((await adminGet(email)).UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    await expectError(
      h.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken })),
      NotAuthorizedException,
      MSG.accessTokenRevoked,
    );
    expect((await passwordAuth(h, email, 'Temp-pass-2')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    // Permanent defaults to false, as in Cognito.
    await setPassword(email, 'Temp-pass-3');
    expect((await adminGet(email)).UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('applies the password policy and needs an existing user', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await expectError(setPassword(email, 'abc', true), InvalidPasswordException);
    await signIn(h, email);
    await expectError(setPassword(uniqueEmail('nobody'), 'long-enough-1', true), UserNotFoundException);
  });
});

describe('AdminUpdateUserAttributes', () => {
  it('replaces the email at once when the administrator marks it verified', async () => {
    const email = uniqueEmail('before');
    const sub = await registeredUser(h, email);
    const next = uniqueEmail('after');
    await updateAttributes(sub, [
      { Name: 'email', Value: next },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'given_name', Value: 'Zoé' },
    ]);
    expect(await attributesOf(sub)).toMatchObject({ email: next, email_verified: 'true', given_name: 'Zoé' });
    await signIn(h, next);
    await expectError(passwordAuth(h, email, 'motdepasse1'), NotAuthorizedException);
  });

  it('without email_verified, the new address waits for its emailed code', async () => {
    const email = uniqueEmail('keep');
    await registeredUser(h, email);
    const tokens = await signIn(h, email);
    const next = uniqueEmail('pending');
    await updateAttributes(email, [{ Name: 'email', Value: next }]);
    expect((await attributesOf(email)).email).toBe(email);
    await h.client.send(
      new VerifyUserAttributeCommand({
        AccessToken: tokens.AccessToken,
        AttributeName: 'email',
        Code: await h.lastCode(next),
      }),
    );
    expect(await attributesOf(next)).toMatchObject({ email: next, email_verified: 'true' });
  });

  it('sets email_verified alone, and removes an attribute given an empty value', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await updateAttributes(email, [{ Name: 'family_name', Value: 'Roux' }]);
    expect((await attributesOf(email)).family_name).toBe('Roux');
    await updateAttributes(email, [
      { Name: 'email_verified', Value: 'false' },
      { Name: 'family_name', Value: '' },
    ]);
    const attrs = await attributesOf(email);
    expect(attrs.email_verified).toBe('false');
    expect(attrs.family_name).toBeUndefined();
  });

  it("refuses another user's address and unknown users", async () => {
    const taken = uniqueEmail('taken');
    await registeredUser(h, taken);
    const email = uniqueEmail();
    await registeredUser(h, email);
    await expectError(
      updateAttributes(email, [
        { Name: 'email', Value: taken.toUpperCase() },
        { Name: 'email_verified', Value: 'true' },
      ]),
      AliasExistsException,
      MSG.emailExists,
    );
    expect((await attributesOf(email)).email).toBe(email);
    await expectError(
      updateAttributes(uniqueEmail('nobody'), [{ Name: 'given_name', Value: 'X' }]),
      UserNotFoundException,
    );
  });
});
