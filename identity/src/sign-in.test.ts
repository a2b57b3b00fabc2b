import {
  AliasExistsException,
  ChangePasswordCommand,
  CodeMismatchException,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  InvalidParameterException,
  InvalidPasswordException,
  NotAuthorizedException,
  RevokeTokenCommand,
  UnauthorizedException,
  UnsupportedTokenTypeException,
  UpdateUserAttributesCommand,
  UserNotConfirmedException,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { TestDatabase } from '../../platform/db';
import { MSG } from './errors';
import { openIdentityTestDatabase, startHarness, type Harness } from './testing/harness';
import {
  expectError,
  passwordAuth,
  refresh,
  registeredUser,
  signIn,
  signUp,
  uniqueEmail,
} from './testing/flows';

let db: TestDatabase<unknown>;
let h: Harness;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  db = await openIdentityTestDatabase();
  h = await startHarness(db, { lockout: { maxFailures: 3, cooldownSeconds: 60, maxCooldownSeconds: 240 } });
  jwks = createRemoteJWKSet(new URL(`${h.endpoint}/${h.config.poolId}/.well-known/jwks.json`));
});
afterAll(async () => {
  await h?.close();
  await db?.cleanup();
});

const issuer = () => `${h.endpoint}/${h.config.poolId}`;
const getUser = (token: string) => h.client.send(new GetUserCommand({ AccessToken: token }));
const verify = (token: string, options: { audience?: string } = {}) =>
  jwtVerify(token, jwks, { issuer: issuer(), currentDate: h.clock.now(), algorithms: ['RS256'], ...options });

describe('InitiateAuth USER_PASSWORD_AUTH', () => {
  it('returns RS256 tokens with Cognito’s claims, verifiable against the served JWKS', async () => {
    const email = uniqueEmail('claims');
    const sub = await registeredUser(h, email);
    const result = await signIn(h, email.toUpperCase());
    expect(result.TokenType).toBe('Bearer');
    expect(result.ExpiresIn).toBe(3600);
    expect(result.RefreshToken).toMatch(/^[A-Za-z0-9_-]{64}$/);

    const id = await verify(result.IdToken, { audience: h.web.id });
    expect(decodeProtectedHeader(result.IdToken)).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(id.payload).toMatchObject({
      sub,
      token_use: 'id',
      aud: h.web.id,
      iss: issuer(),
      email,
      email_verified: true,
      'cognito:username': sub,
    });
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);

    const access = await verify(result.AccessToken);
    expect(access.payload).toMatchObject({
      sub,
      token_use: 'access',
      client_id: h.web.id,
      username: sub,
      iss: issuer(),
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(access.payload.aud).toBeUndefined();
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    for (const claims of [id.payload, access.payload]) {
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof claims.auth_time).toBe('number');
    }
    expect(access.payload.origin_jti).toBe(id.payload.origin_jti);
    expect(access.payload.jti).not.toBe(id.payload.jti);
  });

  it('answers unknown users and wrong passwords alike', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    await expectError(
      passwordAuth(h, email, 'wrong-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await expectError(
      passwordAuth(h, uniqueEmail('nobody'), 'whatever'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
  });

  it('tells a pending user apart only once the password is right', async () => {
    const email = uniqueEmail();
    await signUp(h, email, 'secret1');
    await expectError(
      passwordAuth(h, email, 'wrong-password'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await expectError(passwordAuth(h, email, 'secret1'), UserNotConfirmedException, MSG.userNotConfirmed);
  });

  it('locks sign-in after repeated wrong passwords, with a doubling cool-down', async () => {
    const email = uniqueEmail('locked');
    await registeredUser(h, email);
    for (let i = 0; i < 3; i++) {
      await expectError(
        passwordAuth(h, email, `wrong-${i}`),
        NotAuthorizedException,
        MSG.incorrectCredentials,
      );
    }
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      NotAuthorizedException,
      MSG.passwordAttemptsExceeded,
    );
    h.clock.advance(61);
    await expectError(
      passwordAuth(h, email, 'wrong-again'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    h.clock.advance(61); // the second cool-down lasts 120 s
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      NotAuthorizedException,
      MSG.passwordAttemptsExceeded,
    );
    h.clock.advance(60);
    await signIn(h, email);
    // Success resets the counter.
    await expectError(passwordAuth(h, email, 'wrong'), NotAuthorizedException, MSG.incorrectCredentials);
    await signIn(h, email);
  });

  it('locks unknown usernames the same way (no enumeration through the lock-out)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) {
      await expectError(passwordAuth(h, ghost, 'guess'), NotAuthorizedException, MSG.incorrectCredentials);
    }
    await expectError(passwordAuth(h, ghost, 'guess'), NotAuthorizedException, MSG.passwordAttemptsExceeded);
  });

  it('refuses flows it does not serve and missing parameters', async () => {
    await expectError(
      h.client.send(
        new InitiateAuthCommand({ ClientId: h.web.id, AuthFlow: 'USER_SRP_AUTH', AuthParameters: {} }),
      ),
      InvalidParameterException,
      'USER_SRP_AUTH flow not enabled for this client',
    );
    await expectError(
      h.client.send(
        new InitiateAuthCommand({
          ClientId: h.sso.id,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a@b.fr' },
        }),
      ),
      InvalidParameterException,
      'Missing required parameter PASSWORD',
    );
  });
});

describe('InitiateAuth REFRESH_TOKEN_AUTH', () => {
  it('issues new access and id tokens from the same sign-in', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const first = await signIn(h, email);
    h.clock.advance(5);
    const { AuthenticationResult } = await refresh(h, first.RefreshToken, sub);
    expect(AuthenticationResult?.RefreshToken).toBeUndefined();
    const before = await verify(first.AccessToken);
    const after = await verify(AuthenticationResult!.AccessToken!);
    expect(after.payload.origin_jti).toBe(before.payload.origin_jti);
    expect(after.payload.auth_time).toBe(before.payload.auth_time);
    expect(after.payload.iat).toBeGreaterThan(before.payload.iat!);
    await verify(AuthenticationResult!.IdToken!, { audience: h.web.id });
    // The SecretHash may also be computed over the email the user signed in with.
    await refresh(h, first.RefreshToken, email);
  });

  it('refuses unknown, foreign, mis-hashed and expired refresh tokens', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const tokens = await signIn(h, email);
    await expectError(
      refresh(h, 'not-a-real-token-xxxxxxxxxxxxxxxx', sub),
      NotAuthorizedException,
      MSG.invalidRefreshToken,
    );
    await expectError(
      refresh(h, tokens.RefreshToken, sub, h.sso),
      NotAuthorizedException,
      MSG.invalidRefreshToken,
    );
    await expectError(
      h.client.send(
        new InitiateAuthCommand({
          ClientId: h.web.id,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken, SECRET_HASH: h.secretHash('someone-else')! },
        }),
      ),
      NotAuthorizedException,
      `Unable to verify secret hash for client ${h.web.id}`,
    );
    h.clock.advance(30 * 86400 + 1);
    await expectError(refresh(h, tokens.RefreshToken, sub), NotAuthorizedException, MSG.refreshTokenExpired);
  });
});

describe('GetUser', () => {
  it('returns the signed-in user’s attributes', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const tokens = await signIn(h, email);
    const out = await getUser(tokens.AccessToken);
    expect(out.Username).toBe(sub);
    expect(out.UserAttributes).toEqual([
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ]);
  });

  it('refuses expired, tampered and non-access tokens', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const tokens = await signIn(h, email);
    const [header, payload, signature] = tokens.AccessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
    await expectError(getUser(forged), NotAuthorizedException, MSG.invalidAccessToken);
    await expectError(getUser(tokens.IdToken), NotAuthorizedException, MSG.invalidAccessToken);
    await expectError(getUser('abc.def.ghi'), NotAuthorizedException, MSG.invalidAccessToken);
    h.clock.advance(3601);
    await expectError(getUser(tokens.AccessToken), NotAuthorizedException, MSG.accessTokenExpired);
    await expect(verify(tokens.AccessToken)).rejects.toThrow(/exp/);
  });
});

describe('GlobalSignOut and RevokeToken', () => {
  it('GlobalSignOut rejects every token issued before it, in every user call', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const a = await signIn(h, email);
    const b = await signIn(h, email, 'motdepasse1', h.sso);
    await h.client.send(new GlobalSignOutCommand({ AccessToken: a.AccessToken }));
    for (const token of [a.AccessToken, b.AccessToken]) {
      await expectError(getUser(token), NotAuthorizedException, MSG.accessTokenRevoked);
    }
    await expectError(
      h.client.send(
        new ChangePasswordCommand({
          AccessToken: b.AccessToken,
          PreviousPassword: 'motdepasse1',
          ProposedPassword: 'other-one',
        }),
      ),
      NotAuthorizedException,
      MSG.accessTokenRevoked,
    );
    await expectError(
      h.client.send(
        new UpdateUserAttributesCommand({
          AccessToken: a.AccessToken,
          UserAttributes: [{ Name: 'given_name', Value: 'X' }],
        }),
      ),
      NotAuthorizedException,
      MSG.accessTokenRevoked,
    );
    await expectError(
      h.client.send(new GlobalSignOutCommand({ AccessToken: a.AccessToken })),
      NotAuthorizedException,
    );
    await expectError(refresh(h, a.RefreshToken, sub), NotAuthorizedException, MSG.refreshTokenRevoked);
    const c = await signIn(h, email);
    await getUser(c.AccessToken);
  });

  it('RevokeToken ends one sign-in only', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const a = await signIn(h, email);
    const b = await signIn(h, email);
    await h.client.send(
      new RevokeTokenCommand({ Token: a.RefreshToken, ClientId: h.web.id, ClientSecret: h.web.secret! }),
    );
    await expectError(refresh(h, a.RefreshToken, sub), NotAuthorizedException, MSG.refreshTokenRevoked);
    await expectError(getUser(a.AccessToken), NotAuthorizedException, MSG.accessTokenRevoked);
    await getUser(b.AccessToken);
    await refresh(h, b.RefreshToken, sub);
    // Revoking again, or an unknown token, is not an error.
    await h.client.send(
      new RevokeTokenCommand({ Token: a.RefreshToken, ClientId: h.web.id, ClientSecret: h.web.secret! }),
    );
  });

  it('RevokeToken checks the client secret and the token type', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const a = await signIn(h, email);
    await expectError(
      h.client.send(
        new RevokeTokenCommand({ Token: a.RefreshToken, ClientId: h.web.id, ClientSecret: 'wrong' }),
      ),
      UnauthorizedException,
    );
    await expectError(
      h.client.send(
        new RevokeTokenCommand({ Token: a.AccessToken, ClientId: h.web.id, ClientSecret: h.web.secret! }),
      ),
      UnsupportedTokenTypeException,
    );
  });
});

describe('ChangePassword', () => {
  it('changes the password after checking the previous one and the policy', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const { AccessToken } = await signIn(h, email);
    const change = (previous: string, proposed: string) =>
      h.client.send(
        new ChangePasswordCommand({ AccessToken, PreviousPassword: previous, ProposedPassword: proposed }),
      );
    await expectError(change('not-it', 'brand-new'), NotAuthorizedException, MSG.incorrectCredentials);
    await expectError(
      change('motdepasse1', 'tiny'),
      InvalidPasswordException,
      'Password did not conform with policy: Password not long enough',
    );
    await change('motdepasse1', 'brand-new');
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
    await signIn(h, email, 'brand-new');
  });
});

describe('User attributes', () => {
  const update = (token: string, attributes: { Name: string; Value: string }[]) =>
    h.client.send(new UpdateUserAttributesCommand({ AccessToken: token, UserAttributes: attributes }));

  it('updates names, shows them in GetUser and in the next id token; an empty value removes one', async () => {
    const email = uniqueEmail();
    const sub = await registeredUser(h, email);
    const tokens = await signIn(h, email);
    const out = await update(tokens.AccessToken, [
      { Name: 'given_name', Value: 'Élodie' },
      { Name: 'family_name', Value: 'Martin' },
    ]);
    expect(out.CodeDeliveryDetailsList).toEqual([]);
    expect((await getUser(tokens.AccessToken)).UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: 'Élodie' },
        { Name: 'family_name', Value: 'Martin' },
      ]),
    );
    const { AuthenticationResult } = await refresh(h, tokens.RefreshToken, sub);
    const id = await verify(AuthenticationResult!.IdToken!, { audience: h.web.id });
    expect(id.payload).toMatchObject({ given_name: 'Élodie', family_name: 'Martin' });
    await update(tokens.AccessToken, [{ Name: 'family_name', Value: '' }]);
    const names = (await getUser(tokens.AccessToken)).UserAttributes!.map((a) => a.Name);
    expect(names).not.toContain('family_name');
  });

  it('refuses unknown and protected attributes', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const { AccessToken } = await signIn(h, email);
    await expectError(
      update(AccessToken, [{ Name: 'favourite_colour', Value: 'blue' }]),
      InvalidParameterException,
    );
    await expectError(
      update(AccessToken, [{ Name: 'email_verified', Value: 'true' }]),
      NotAuthorizedException,
    );
  });

  it('changes the email only once the new address is verified', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await registeredUser(h, email);
    const { AccessToken } = await signIn(h, email);
    const out = await update(AccessToken, [{ Name: 'email', Value: next }]);
    expect(out.CodeDeliveryDetailsList).toEqual([
      { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    ]);
    const [message] = await h.service.outbox(next);
    expect(message.subject).toBe('Confirmation de votre adresse email');
    // Until verified, the old address stays the sign-in and GetUser one.
    expect((await getUser(AccessToken)).UserAttributes).toContainEqual({ Name: 'email', Value: email });
    await signIn(h, email);
    const verifyEmail = (code: string) =>
      h.client.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code: code }));
    await expectError(
      verifyEmail(message.code === '000000' ? '000001' : '000000'),
      CodeMismatchException,
      MSG.codeMismatch,
    );
    // A new code can be asked for; it goes to the pending address.
    const again = await h.client.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'email' }),
    );
    expect(again.CodeDeliveryDetails?.Destination).toBe('n***@e***');
    await verifyEmail(await h.lastCode(next));
    expect((await getUser(AccessToken)).UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: next },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    await signIn(h, next);
    await expectError(
      passwordAuth(h, email, 'motdepasse1'),
      NotAuthorizedException,
      MSG.incorrectCredentials,
    );
  });

  it('refuses to take over another account’s email at verification', async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    await registeredUser(h, mine);
    await registeredUser(h, theirs);
    const { AccessToken } = await signIn(h, mine);
    await update(AccessToken, [{ Name: 'email', Value: theirs.toUpperCase() }]);
    await expectError(
      h.client.send(
        new VerifyUserAttributeCommand({
          AccessToken,
          AttributeName: 'email',
          Code: await h.lastCode(theirs),
        }),
      ),
      AliasExistsException,
      MSG.emailExists,
    );
  });

  it('only verifies the email attribute', async () => {
    const email = uniqueEmail();
    await registeredUser(h, email);
    const { AccessToken } = await signIn(h, email);
    await expectError(
      h.client.send(
        new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'phone_number' }),
      ),
      InvalidParameterException,
    );
  });
});
