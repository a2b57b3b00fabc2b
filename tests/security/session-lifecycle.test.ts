/**
 * Issue 34, item 1: a password reset (or change, or « déconnexion partout ») must end a stolen session at the
 * API, on every API process, and the partner keys the thief made with it must be put up for review. The
 * attack as reported: the attacker signs in with the stolen password and keeps the tokens and cookies; the
 * victim runs forgotPassword then resetPassword. Each story runs step by step over GraphQL (browser cookies
 * and bearer tokens) and REST, against two API processes on one database (the second re-reads the revocation
 * list every 300 ms), and checks that the attacker's later attempts changed nothing of the victim's account.
 */
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../platform/db';
import { signIn } from '../../identity/src/testing/flows';
import { MSG } from '../../api/src/http/messages';
import type { ApiInstance, TestUser } from '../../api/src/testing/harness';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { codeOf, dataOf, snapshotAccount, snapshotPerson, type Envelope } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
/** A second API process on the same database (behind the same load balancer). */
let other: ApiInstance;
const OTHER_REFRESH_MS = 300;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
  other = await g.api.anotherProcess({ revocation: { refreshMs: OTHER_REFRESH_MS, keepSeconds: 86_400 } });
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const NEW_PASSWORD = 'nouveau-Mot2passe!';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the other process has re-read the revocation list (once its interval is over). */
const otherProcessCatchesUp = () => sleep(OTHER_REFRESH_MS + 100);

type On = { call: GatewayHarness['api']['call'] };
const status = (on: On, method: string, path: string, token: string, body?: unknown) =>
  on.call<{ message?: string }>(method, path, { token, body }).then((r) => r.status);

/** What the attacker tries with a token (REST) on one API process: every answer's status. */
async function restAttempts(on: On, token: string) {
  return {
    session: await status(on, 'GET', '/v1/auth/session', token),
    me: await status(on, 'GET', '/v1/users/me', token),
    folder: await status(on, 'POST', '/v1/folders', token, { name: 'Pirate' }),
    apiKey: await status(on, 'POST', '/v1/api-keys', token, { name: 'Pirate', scopes: ['fecs:read'] }),
    webhook: await status(on, 'POST', '/v1/webhooks', token, {
      url: 'https://pirate.example/hook',
      events: ['analysis.done'],
    }),
  };
}
const ALL_REFUSED = { session: 401, me: 401, folder: 401, apiKey: 401, webhook: 401 };

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { connected }
}`;
const SESSION_AND_ME = '{ session { connected } me { uuid } }';
const CREATE_KEY = `mutation { createApiKey(input: { name: "Intégration", scopes: [FECS_READ] }) {
  secret apiKey { uuid } } }`;
const KEYS_TO_REVIEW = `{ apiKeys(toReview: true) { items { uuid revokedAt
  review { reason suspended since } createdFrom { via session signedInAt } } pageInfo { total } } }`;

/** A browser signed in as `user` with `password`, `agoSeconds` earlier on the pool's clock. */
async function browser(user: TestUser, agoSeconds = 0, password = user.password): Promise<CookieJar> {
  const jar = new CookieJar();
  g.api.identity.clock.advance(-agoSeconds);
  try {
    const res = await g.gql<{ signIn: { connected: boolean } }>(
      SIGN_IN,
      { email: user.email, password },
      { jar },
    );
    expect(res.data?.signIn.connected).toBe(true);
  } finally {
    g.api.identity.clock.advance(agoSeconds);
  }
  return jar;
}

/** A REST sign-in of `user`, `agoSeconds` earlier: the access token. */
async function session(user: TestUser, agoSeconds = 0, password = user.password): Promise<string> {
  g.api.identity.clock.advance(-agoSeconds);
  try {
    return (await signIn(g.api.identity, user.email, password)).AccessToken!;
  } finally {
    g.api.identity.clock.advance(agoSeconds);
  }
}

/** The reset code the pool emailed to `email` (the victim's mailbox). */
async function resetCode(email: string): Promise<string> {
  const mails = await g.api.identity.service.outbox(email);
  // Newest first: the reset code, not the sign-up one.
  const code = mails.find((m) => m.code)?.code;
  expect(code).toBeTruthy();
  return code!;
}

/** A partner key call (REST, fecs:read): status and message. */
const keyCall = (secret: string, on: On = g.api) =>
  on
    .call<{ message?: string }>('GET', '/v1/folders', { headers: { Authorization: `Bearer ${secret}` } })
    .then((r) => [r.status, r.status === 200 ? null : r.body?.message]);

const snapshot = async (v: TestUser) => ({
  person: await snapshotPerson(g.api, v.uuid),
  account: await snapshotAccount(g.api, v.accountUuid),
});

describe('a password reset ends a stolen session (GraphQL, two API processes)', () => {
  it('the thief’s cookies, token and key stop; the victim reviews the key and revokes it', async () => {
    const victim = await g.api.newOwner();
    // The attacker signed in with the stolen password a while ago and kept everything.
    const thief = await browser(victim, 30);
    const stolenToken = thief.values.get('fecana_access_token')!;
    const created = await g.gql<{ createApiKey: { secret: string; apiKey: { uuid: string } } }>(
      CREATE_KEY,
      {},
      { jar: thief },
    );
    const thiefKey = created.data!.createApiKey;
    expect(await keyCall(thiefKey.secret)).toEqual([200, null]);
    expect(await status(other, 'GET', '/v1/users/me', stolenToken)).toBe(200);

    // The victim resets their password through the product.
    const forgot = await g.gql('mutation($e: String!) { forgotPassword(email: $e) { medium } }', {
      e: victim.email,
    });
    expect(forgot.errors).toBeUndefined();
    const reset = await g.gql<{ resetPassword: boolean }>(
      `mutation($e: String!, $c: String!, $p: String!) {
        resetPassword(email: $e, code: $c, newPassword: $p, newPasswordConfirmation: $p) }`,
      { e: victim.email, c: await resetCode(victim.email), p: NEW_PASSWORD },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    const afterReset = await snapshot(victim);

    // At once, on the process the gateway calls: the stolen cookies are no session, the token nothing.
    const cookies = await g.gql<{ session: { connected: boolean }; me: unknown }>(
      SESSION_AND_ME,
      {},
      { jar: thief },
    );
    expect(cookies.data).toEqual({ session: { connected: false }, me: null });
    const bearer = await g.gql<{ session: { connected: boolean }; me: unknown }>(
      SESSION_AND_ME,
      {},
      { token: stolenToken },
    );
    expect(bearer.data).toEqual({ session: { connected: false }, me: null });
    const folder = await g.gql(
      'mutation { createFolder(name: "Pirate") { uuid } }',
      {},
      { token: stolenToken },
    );
    // No user behind the token any more: the schema's rules refuse before any call.
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(folder));
    const key = await g.gql(CREATE_KEY, {}, { token: stolenToken });
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(key));
    expect(await restAttempts(g.api, stolenToken)).toEqual(ALL_REFUSED);
    // The key the thief made is suspended, on GraphQL too.
    expect(await keyCall(thiefKey.secret)).toEqual([401, MSG.apiKeySuspended]);
    const byKey = await g.gql('{ folder(uuid: "-1") { uuid } }', {}, { token: thiefKey.secret });
    expect(codeOf(byKey)).toBe('UNAUTHENTICATED');
    // The other API process refuses them within its refresh interval.
    await otherProcessCatchesUp();
    expect(await restAttempts(other, stolenToken)).toEqual(ALL_REFUSED);
    expect(await keyCall(thiefKey.secret, other)).toEqual([401, MSG.apiKeySuspended]);
    // None of it changed anything of the victim's.
    expect(await snapshot(victim)).toEqual(afterReset);

    // The victim signs in with the new password and finds the key « à vérifier », with its session.
    const mine = await browser(victim, 0, NEW_PASSWORD);
    const listed = await g.gql<{
      apiKeys: {
        items: {
          uuid: string;
          review: { reason: string; suspended: boolean } | null;
          createdFrom: { via: string; session: string; signedInAt: string } | null;
        }[];
      };
    }>(KEYS_TO_REVIEW, {}, { jar: mine });
    expect(listed.errors).toBeUndefined();
    const [item] = listed.data!.apiKeys.items;
    expect(item.uuid).toBe(thiefKey.apiKey.uuid);
    expect(item.review).toMatchObject({ reason: 'PASSWORD_RESET', suspended: true });
    expect(item.createdFrom).toMatchObject({ via: 'SESSION' });
    expect(item.createdFrom!.session).toHaveLength(8);
    expect(Date.parse(item.createdFrom!.signedInAt)).toBeLessThan(Date.now() - 20_000);
    const revoked = await g.gql(
      'mutation($u: ID!) { revokeApiKey(uuid: $u) { revokedAt } }',
      { u: item.uuid },
      {
        jar: mine,
      },
    );
    expect(revoked.errors).toBeUndefined();
    expect(await keyCall(thiefKey.secret)).toEqual([401, MSG.apiKeyUnknown]);
    const none = await g.gql<{ apiKeys: { pageInfo: { total: number } } }>(KEYS_TO_REVIEW, {}, { jar: mine });
    expect(none.data?.apiKeys.pageInfo.total).toBe(0);
    // The victim's new session works on both processes.
    const fresh = mine.values.get('fecana_access_token')!;
    expect(await status(g.api, 'GET', '/v1/users/me', fresh)).toBe(200);
    expect(await status(other, 'GET', '/v1/users/me', fresh)).toBe(200);
  });
});

describe('a password reset through the REST API', () => {
  it('a wrong code ends nothing; the right one ends every session; the owner may keep a suspended key', async () => {
    const victim = await g.api.newOwner();
    const stolen = await session(victim, 30);
    const made = await g.api.call<Envelope<{ api_key: { uuid: string }; secret: string }>>(
      'POST',
      '/v1/api-keys',
      { token: stolen, body: { name: 'Intégration', scopes: ['fecs:read'] } },
    );
    expect(made.status).toBe(201);
    const { secret, api_key } = dataOf(made);
    await g.api.identity.client.send(
      new ForgotPasswordCommand({
        ClientId: g.api.identity.web.id,
        Username: victim.email,
        SecretHash: g.api.identity.secretHash(victim.email),
      }),
    );
    const code = await resetCode(victim.email);

    const wrong = await g.api.call<{ code?: string }>('POST', '/v1/auth/password/reset', {
      body: { email: victim.email, code: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'CodeMismatchException']);
    expect(await status(g.api, 'GET', '/v1/users/me', stolen)).toBe(200);
    expect(await keyCall(secret)).toEqual([200, null]);

    const reset = await g.api.call('POST', '/v1/auth/password/reset', {
      body: { email: victim.email, code, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const afterReset = await snapshot(victim);
    expect(await restAttempts(g.api, stolen)).toEqual(ALL_REFUSED);
    await otherProcessCatchesUp();
    expect(await restAttempts(other, stolen)).toEqual(ALL_REFUSED);
    expect(await keyCall(secret, other)).toEqual([401, MSG.apiKeySuspended]);
    expect(await snapshot(victim)).toEqual(afterReset);

    // The owner, signed in again, recognises the key as theirs and keeps it: it works again.
    const owner = await session(victim, 0, NEW_PASSWORD);
    const review = await g.api.call<Envelope<{ items: { uuid: string; review: unknown }[] }>>(
      'GET',
      '/v1/api-keys',
      { token: owner, query: { to_review: 'true' } },
    );
    expect(dataOf(review).items.map((k) => [k.uuid, k.review])).toEqual([
      [api_key.uuid, { reason: 'password_reset', since: expect.any(String), suspended: true }],
    ]);
    const kept = await g.api.call<Envelope<{ review: unknown }>>(
      'POST',
      `/v1/api-keys/${api_key.uuid}/keep`,
      {
        token: owner,
      },
    );
    expect([kept.status, dataOf(kept).review]).toEqual([200, null]);
    expect(await keyCall(secret, other)).toEqual([200, null]);
  });
});

describe('« déconnexion partout » after the fact', () => {
  it('the thief’s browser ends and the key it made is listed for review (not suspended), then revoked', async () => {
    const victim = await g.api.newOwner();
    const thief = await browser(victim, 30);
    const created = await g.gql<{ createApiKey: { secret: string; apiKey: { uuid: string } } }>(
      CREATE_KEY,
      {},
      { jar: thief },
    );
    const thiefKey = created.data!.createApiKey;
    const mine = await browser(victim, 20);
    const out = await g.gql('mutation { signOut(everywhere: true) }', {}, { jar: mine });
    expect(out.data).toEqual({ signOut: true });
    const cookies = await g.gql<{ session: { connected: boolean } }>(SESSION_AND_ME, {}, { jar: thief });
    expect(cookies.data?.session.connected).toBe(false);
    // Listed, still working: a sign-out everywhere is no proof of theft, the owner decides.
    expect(await keyCall(thiefKey.secret)).toEqual([200, null]);
    const again = await browser(victim);
    const listed = await g.gql<{ apiKeys: { items: { uuid: string; review: unknown }[] } }>(
      KEYS_TO_REVIEW,
      {},
      { jar: again },
    );
    expect(listed.data?.apiKeys.items).toEqual([
      expect.objectContaining({
        uuid: thiefKey.apiKey.uuid,
        review: expect.objectContaining({ reason: 'SIGNED_OUT_EVERYWHERE', suspended: false }),
      }),
    ]);
    await g.gql(
      'mutation($u: ID!) { revokeApiKey(uuid: $u) { uuid } }',
      { u: thiefKey.apiKey.uuid },
      { jar: again },
    );
    expect(await keyCall(thiefKey.secret)).toEqual([401, MSG.apiKeyUnknown]);
  });
});

describe('a password change ends every other session; this browser stays signed in', () => {
  it('GraphQL: a wrong previous password ends nothing; the right one signs the thief out everywhere', async () => {
    const victim = await g.api.newOwner();
    const thief = await browser(victim, 30);
    const stolenToken = thief.values.get('fecana_access_token')!;
    const mine = await browser(victim, 20);
    const oldToken = mine.values.get('fecana_access_token')!;
    const change = (previous: string) =>
      g.gql<{ changePassword: boolean }>(
        `mutation($o: String!, $p: String!) {
          changePassword(previousPassword: $o, proposedPassword: $p, proposedPasswordConfirmation: $p) }`,
        { o: previous, p: NEW_PASSWORD },
        { jar: mine },
      );

    const refused = await change('pas-le-bon-1');
    expect(refused.errors?.length).toBe(1);
    expect(await status(g.api, 'GET', '/v1/users/me', stolenToken)).toBe(200);

    const changed = await change(victim.password);
    expect(changed.data).toEqual({ changePassword: true });
    // This browser got fresh cookies and stays signed in; its old token and the thief's are refused.
    const newToken = mine.values.get('fecana_access_token')!;
    expect(newToken).not.toBe(oldToken);
    const here = await g.gql<{ session: { connected: boolean }; me: { uuid: string } }>(
      SESSION_AND_ME,
      {},
      { jar: mine },
    );
    expect(here.data).toEqual({ session: { connected: true }, me: { uuid: victim.uuid } });
    const there = await g.gql<{ session: { connected: boolean } }>(SESSION_AND_ME, {}, { jar: thief });
    expect(there.data?.session.connected).toBe(false);
    expect(await restAttempts(g.api, stolenToken)).toEqual(ALL_REFUSED);
    expect(await status(g.api, 'GET', '/v1/users/me', oldToken)).toBe(401);
    await otherProcessCatchesUp();
    expect(await restAttempts(other, stolenToken)).toEqual(ALL_REFUSED);
    expect(await status(other, 'GET', '/v1/users/me', newToken)).toBe(200);
    // The old password no longer signs in; the new one does.
    await expect(signIn(g.api.identity, victim.email, victim.password)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
