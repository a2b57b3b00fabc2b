import { decodeJwt } from 'jose';
import type { TestDatabase } from '../../../platform/db';
import { refresh, signIn } from '../../../identity/src/testing/flows';
import { MSG } from '../http/messages';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type ApiInstance,
  type TestUser,
} from '../testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
/** A second API process on the same database, learning revocations every 300 ms. */
let other: ApiInstance;
const OTHER_REFRESH_MS = 300;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  other = await h.anotherProcess({ revocation: { refreshMs: OTHER_REFRESH_MS, keepSeconds: 86_400 } });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const me = (token: string, on: { call: ApiHarness['call'] } = h) =>
  on.call<{ message?: string }>('GET', '/v1/users/me', { token });
const signOut = (token: string, body?: unknown) =>
  h.call<{ data: { data: { signed_out: boolean; everywhere: boolean } } }>('POST', '/v1/auth/signout', {
    token,
    body,
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Another sign-in of the same user, `agoSeconds` earlier on the pool's clock (a session opened before). */
async function anotherSession(user: TestUser, agoSeconds = 0) {
  h.identity.clock.advance(-agoSeconds);
  try {
    return await signIn(h.identity, user.email, user.password);
  } finally {
    h.identity.clock.advance(agoSeconds);
  }
}

describe('POST v1/auth/signout ends the session for every API process (issue #10, finding 3)', () => {
  it('this session: its access tokens get 401 at once here, and within the interval in another process', async () => {
    const user = await h.newOwner();
    const second = await anotherSession(user);
    const stranger = await h.newOwner();
    expect((await me(user.accessToken)).status).toBe(200);
    expect((await me(user.accessToken, other)).status).toBe(200);

    const out = await signOut(user.accessToken);
    expect(out.status).toBe(200);
    expect(out.body.data.data).toEqual({ signed_out: true, everywhere: false });

    expect(await me(user.accessToken).then((r) => [r.status, r.body.message])).toEqual([
      401,
      MSG.sessionExpired,
    ]);
    // The other process has not re-read the list yet; once the interval is over it refuses the token too.
    await sleep(OTHER_REFRESH_MS + 100);
    expect(await me(user.accessToken, other).then((r) => [r.status, r.body.message])).toEqual([
      401,
      MSG.sessionExpired,
    ]);
    // A token refreshed later from the same sign-in carries its origin_jti: refused as well.
    const refreshed = await refresh(h.identity, user.refreshToken, user.sub);
    expect((await me(refreshed.AuthenticationResult!.AccessToken!)).status).toBe(401);
    // The user's other session and other users are untouched.
    expect((await me(second.AccessToken)).status).toBe(200);
    expect((await me(second.AccessToken, other)).status).toBe(200);
    expect((await me(stranger.accessToken, other)).status).toBe(200);
    // Signing out again with the dead token: nothing left to end.
    expect((await signOut(user.accessToken)).status).toBe(401);
  });

  it('everywhere: every session of the user opened before it ends, not other users’; a new sign-in works', async () => {
    const user = await h.newOwner();
    const earlier = await anotherSession(user, 30);
    const stranger = await h.newOwner();
    const out = await signOut(user.accessToken, { everywhere: true });
    expect(out.body.data.data).toEqual({ signed_out: true, everywhere: true });
    for (const token of [user.accessToken, earlier.AccessToken]) {
      expect((await me(token)).status).toBe(401);
    }
    await sleep(OTHER_REFRESH_MS + 100);
    for (const token of [user.accessToken, earlier.AccessToken]) {
      expect((await me(token, other)).status).toBe(401);
    }
    expect((await me(stranger.accessToken)).status).toBe(200);
    expect((await me(stranger.accessToken, other)).status).toBe(200);
    const again = await signIn(h.identity, user.email, user.password);
    expect((await me(again.AccessToken)).status).toBe(200);
    expect((await me(again.AccessToken, other)).status).toBe(200);
  });

  it('takes Authorization: Bearer (partners), and works for a blocked user', async () => {
    const user = await h.newOwner();
    await h.db.updateTable('users').set({ state: 'blocked' }).where('uuid', '=', user.uuid).execute();
    expect((await me(user.accessToken)).status).toBe(403);
    const out = await h.call('POST', '/v1/auth/signout', {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(out.status).toBe(200);
    expect((await me(user.accessToken)).status).toBe(401);
  });

  it('needs a valid token', async () => {
    const res = await h.call<{ message: string }>('POST', '/v1/auth/signout', { body: {} });
    expect([res.status, res.body.message]).toEqual([401, MSG.notConnected]);
  });
});

describe('GET v1/auth/session', () => {
  it('answers the token’s sub and expiry while it is valid, 401 once signed out', async () => {
    const user = await h.newOwner();
    const res = await h.call<{ data: { data: { sub: string; expires_at: string } } }>(
      'GET',
      '/v1/auth/session',
      { token: user.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.data).toEqual({
      sub: user.sub,
      expires_at: new Date(decodeJwt(user.accessToken).exp! * 1000).toISOString(),
    });
    await signOut(user.accessToken);
    const after = await h.call<{ message: string }>('GET', '/v1/auth/session', { token: user.accessToken });
    expect([after.status, after.body.message]).toEqual([401, MSG.sessionExpired]);
    expect((await h.call('GET', '/v1/auth/session')).status).toBe(401);
  });
});

describe('POST v1/auth/signout refuses a body it does not understand', () => {
  it('a misspelt or mistyped everywhere is a 400, and the session stays open', async () => {
    const user = await h.newOwner();
    for (const body of [{ everywere: true }, { everywhere: 'oui' }, 42]) {
      const res = await signOut(user.accessToken, body);
      expect([res.status, (res.body as unknown as { message: string }).message]).toEqual([
        400,
        MSG.invalidFields,
      ]);
    }
    expect((await me(user.accessToken)).status).toBe(200);
    expect((await h.call('POST', '/v1/auth/signout', { token: user.accessToken })).status).toBe(200);
  });
});
