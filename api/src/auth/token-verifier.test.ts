import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { signJwt, type JwtPayload } from '../../../identity/src/tokens/jwt';
import { MSG } from '../http/messages';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { jwksTokenVerifier } from './token-verifier';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a good access token of the pool for `owner`, as the identity service writes them. */
function claims(overrides: JwtPayload = {}): JwtPayload {
  const now = Math.floor(Date.now() / 1000);
  const all: JwtPayload = {
    sub: owner.sub,
    iss: `${h.identity.endpoint}/${h.identity.config.poolId}`,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    client_id: h.identity.web.id,
    origin_jti: randomUUID(),
    jti: randomUUID(),
    auth_time: now,
    iat: now,
    exp: now + 600,
    username: owner.sub,
    ...overrides,
  };
  // `undefined` in the overrides removes the claim.
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
}

/** Signed with the pool's own signing key: only the claims can make it fail. */
const forged = (overrides: JwtPayload = {}) =>
  signJwt(claims(overrides), h.identity.service.context.keys.current);

async function meWith(token: string) {
  const res = await h.call<{ message?: string }>('GET', '/v1/users/me', { token });
  return { status: res.status, message: res.body?.message };
}

describe('access tokens the API accepts (issue #10, finding 6)', () => {
  it('a token with every claim right, from the web or the single sign-on client: 200', async () => {
    expect((await meWith(forged())).status).toBe(200);
    expect((await meWith(forged({ client_id: h.identity.sso.id }))).status).toBe(200);
    // And a real one from the identity service, as partners send it (Bearer).
    const res = await h.call('GET', '/v1/users/me', {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['without exp (it would never expire)', { exp: undefined }],
    ['without iat', { iat: undefined }],
    ['with an unknown client_id', { client_id: 'unclientinconnu' }],
    ['without client_id', { client_id: undefined }],
    ['with token_use: id (an id token)', { token_use: 'id' }],
    ['without token_use', { token_use: undefined }],
    ['without origin_jti (no sign-in to revoke)', { origin_jti: undefined }],
    ['with an empty origin_jti', { origin_jti: '' }],
    ['without sub', { sub: undefined }],
    ['from another issuer', { iss: 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_Autre' }],
    ['with a text auth_time', { auth_time: 'hier' }],
  ])('refuses a token %s: 401 in French', async (_name, overrides) => {
    expect(await meWith(forged(overrides as JwtPayload))).toEqual({ status: 401, message: MSG.notConnected });
  });

  it('refuses an expired token with the spec message', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect(await meWith(forged({ iat: past, auth_time: past, exp: past + 3600 }))).toEqual({
      status: 401,
      message: MSG.sessionExpired,
    });
  });

  it('refuses alg none, HS256 keyed with the public key, and a key the pool does not publish', async () => {
    const key = h.identity.service.context.keys.current;
    const body = b64(claims());
    const none = `${b64({ alg: 'none', kid: key.kid })}.${body}.`;
    const hsHeader = b64({ alg: 'HS256', kid: key.kid });
    const publicPem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const hs256 = `${hsHeader}.${body}.${createHmac('sha256', publicPem).update(`${hsHeader}.${body}`).digest('base64url')}`;
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stranger = signJwt(claims(), { kid: key.kid, privateKey, publicKey });
    for (const token of [none, hs256, stranger, 'pas-un-jeton', `${forged()}x`]) {
      expect(await meWith(token)).toEqual({ status: 401, message: MSG.notConnected });
    }
  });
});

describe('verified tokens kept until their expiry', () => {
  const verifierAt = (clock: { now: number }) =>
    jwksTokenVerifier({
      jwksUrl: `${h.identity.endpoint}/${h.identity.config.poolId}/.well-known/jwks.json`,
      issuer: `${h.identity.endpoint}/${h.identity.config.poolId}`,
      clientIds: [h.identity.web.id],
      now: () => clock.now,
    });

  it('answers a known token from the cache only until its exp, and never for other bytes', async () => {
    const clock = { now: Date.now() };
    const verify = verifierAt(clock);
    const token = forged();
    const first = await verify(token);
    expect(await verify(token)).toBe(first);
    // Same header and payload, another signature: verified on its own, and refused.
    const [head, body] = token.split('.');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = h.identity.service.context.keys.current;
    const resigned = signJwt(JSON.parse(Buffer.from(body, 'base64url').toString()) as JwtPayload, {
      kid: key.kid,
      privateKey,
      publicKey,
    });
    expect(resigned.startsWith(`${head}.${body}.`)).toBe(true);
    await expect(verify(resigned)).rejects.toMatchObject({ status: 401 });
    await expect(verify(`${token}x`)).rejects.toMatchObject({ status: 401 });
    // At its exp the cached claims are dropped and the token is refused as expired.
    clock.now = first.exp * 1000;
    await expect(verify(token)).rejects.toMatchObject({ status: 401, message: MSG.sessionExpired });
  });
});
