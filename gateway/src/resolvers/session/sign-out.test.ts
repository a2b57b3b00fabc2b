import type { TestDatabase } from '../../../../platform/db';
import { refresh } from '../../../../identity/src/testing/flows';
import type { ApiInstance, TestUser } from '../../../../api/src/testing/harness';
import { ApiClient } from '../../upstream/api-client';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
/** A second API process on the same database (behind the same load balancer), refreshing every 300 ms. */
let other: ApiInstance;
const OTHER_REFRESH_MS = 300;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
  other = await g.api.anotherProcess({ revocation: { refreshMs: OTHER_REFRESH_MS, keepSeconds: 86_400 } });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const EXPIRED = "Votre connexion n'est plus valide, veuillez vous reconnecter.";
/** Every cookie a session may leave in a browser (gateway/src/session/cookies.ts), and the anonymous FECs. */
const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'id_token',
  'token_type',
  'expires_at',
  'username',
  'client',
  'impersonate',
  'just_connected',
  'fecs',
];
const SIGN_IN = `mutation($email: String!, $password: String!, $delivery: TokenDelivery) {
  signIn(email: $email, password: $password, tokenDelivery: $delivery) {
    connected tokens { accessToken refreshToken username }
  }
}`;
const ME_AND_SESSION = '{ session { connected tokenDelivery } me { uuid } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const restMe = (token: string, on: { call: GatewayHarness['api']['call'] } = g.api) =>
  on.call<{ message?: string }>('GET', '/v1/users/me', { token }).then((r) => [r.status, r.body?.message]);

/** A browser signed in as `user`, `agoSeconds` earlier on the pool's clock. */
async function browser(user: TestUser, agoSeconds = 0): Promise<CookieJar> {
  const jar = new CookieJar();
  g.api.identity.clock.advance(-agoSeconds);
  try {
    const res = await g.gql<{ signIn: { connected: boolean } }>(
      SIGN_IN,
      { email: user.email, password: user.password },
      { jar },
    );
    expect(res.data?.signIn.connected).toBe(true);
  } finally {
    g.api.identity.clock.advance(agoSeconds);
  }
  return jar;
}

/** The same cookies, as an attacker who copied them would replay them. */
function copy(jar: CookieJar): CookieJar {
  const replay = new CookieJar();
  for (const [k, v] of jar.values) replay.values.set(k, v);
  return replay;
}

function cleared(cookies: string[], name: string): boolean {
  const line = cookies.find((c) => c.startsWith(`fecana_${name}=`));
  return !!line && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line);
}

describe('signOut ends the access token, not only the cookies (issue #10, finding 3)', () => {
  it('a browser: the server clears every cookie; the old token gets 401 from REST and GraphQL; replayed cookies are not a session', async () => {
    const user = await g.api.newOwner();
    const jar = await browser(user);
    const replay = copy(jar);
    const token = jar.values.get('fecana_access_token')!;
    const refreshToken = jar.values.get('fecana_refresh_token')!;
    expect((await restMe(token))[0]).toBe(200);
    expect((await restMe(token, other))[0]).toBe(200);

    const out = await g.gql<{ signOut: boolean }>('mutation { signOut }', {}, { jar });
    expect(out.data).toEqual({ signOut: true });
    for (const name of SESSION_COOKIES) expect([name, cleared(out.cookies, name)]).toEqual([name, true]);
    expect(jar.values.size).toBe(0);

    // REST, on the API process the gateway called, at once.
    expect(await restMe(token)).toEqual([401, EXPIRED]);
    // GraphQL, with the token as a partner would send it: no user behind it any more.
    const bearer = await g.gql<{ me: unknown; session: unknown }>(ME_AND_SESSION, {}, { token });
    expect(bearer.data).toEqual({ me: null, session: { connected: false, tokenDelivery: null } });
    // Replayed cookies: not connected, and the gateway clears them again.
    const replayed = await g.gql<{ session: { connected: boolean } }>(ME_AND_SESSION, {}, { jar: replay });
    expect(replayed.data?.session).toEqual({ connected: false, tokenDelivery: null });
    expect(cleared(replayed.cookies, 'access_token')).toBe(true);
    expect(cleared(replayed.cookies, 'refresh_token')).toBe(true);
    // The refresh token is revoked at the identity service: no new access token from it.
    const again = copy(replay);
    again.values.set('fecana_access_token', token);
    again.values.set('fecana_refresh_token', refreshToken);
    again.values.set('fecana_username', user.sub);
    const refreshed = await g.gql('mutation { refreshSession { connected } }', {}, { jar: again });
    expect(refreshed.errors?.[0]?.message).toBe(EXPIRED);
    await expect(refresh(g.api.identity, refreshToken, user.sub)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    // Another API process sharing the database refuses it too, within its refresh interval.
    await sleep(OTHER_REFRESH_MS + 100);
    expect(await restMe(token, other)).toEqual([401, EXPIRED]);
  });

  it('a partner (Bearer): signOut with its refresh token ends its access token too', async () => {
    const user = await g.api.newOwner();
    const signed = await g.gql<{ signIn: { tokens: { accessToken: string; refreshToken: string } } }>(
      SIGN_IN,
      { email: user.email, password: user.password, delivery: 'BODY' },
    );
    const { accessToken, refreshToken } = signed.data!.signIn.tokens;
    const before = await g.gql<{ session: { connected: boolean }; me: { uuid: string } }>(
      ME_AND_SESSION,
      {},
      { token: accessToken },
    );
    expect(before.data).toEqual({
      session: { connected: true, tokenDelivery: 'BODY' },
      me: { uuid: user.uuid },
    });
    const out = await g.gql(
      'mutation($r: String!) { signOut(refreshToken: $r) }',
      { r: refreshToken },
      {
        token: accessToken,
      },
    );
    expect(out.data).toEqual({ signOut: true });
    expect(await restMe(accessToken)).toEqual([401, EXPIRED]);
    const after = await g.gql<{ session: { connected: boolean }; me: unknown }>(
      ME_AND_SESSION,
      {},
      { token: accessToken },
    );
    expect(after.data).toEqual({ session: { connected: false, tokenDelivery: null }, me: null });
  });

  it('everywhere: every browser of the user is signed out, another user stays signed in', async () => {
    const user = await g.api.newOwner();
    const stranger = await g.api.newOwner();
    const here = await browser(user);
    const elsewhere = await browser(user, 30);
    const strangerJar = await browser(stranger, 30);
    const elsewhereToken = elsewhere.values.get('fecana_access_token')!;

    const out = await g.gql('mutation { signOut(everywhere: true) }', {}, { jar: here });
    expect(out.data).toEqual({ signOut: true });

    const there = await g.gql<{ session: { connected: boolean } }>(ME_AND_SESSION, {}, { jar: elsewhere });
    expect(there.data?.session.connected).toBe(false);
    expect(elsewhere.values.has('fecana_access_token')).toBe(false);
    expect(await restMe(elsewhereToken)).toEqual([401, EXPIRED]);
    await sleep(OTHER_REFRESH_MS + 100);
    expect(await restMe(elsewhereToken, other)).toEqual([401, EXPIRED]);

    const unaffected = await g.gql<{ session: { connected: boolean }; me: { uuid: string } }>(
      ME_AND_SESSION,
      {},
      { jar: strangerJar },
    );
    expect(unaffected.errors).toBeUndefined();
    expect(unaffected.data).toEqual({
      session: { connected: true, tokenDelivery: 'COOKIE' },
      me: { uuid: stranger.uuid },
    });
  });

  it('session asks the API once per request, and not at all for a visitor', async () => {
    const user = await g.api.newOwner();
    const jar = await browser(user);
    const spy = jest.spyOn(ApiClient.prototype, 'call');
    try {
      const res = await g.gql('{ a: session { connected } b: session { connected } }', {}, { jar });
      expect(res.data).toEqual({ a: { connected: true }, b: { connected: true } });
      expect(spy.mock.calls.filter(([, path]) => path === '/v1/auth/session')).toHaveLength(1);
      spy.mockClear();
      await g.gql('{ session { connected } }');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
