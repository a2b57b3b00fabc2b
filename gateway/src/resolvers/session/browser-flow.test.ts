import type { TestDatabase } from '../../../../platform/db';
import { uniqueEmail } from '../../../../identity/src/testing/flows';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  // The gateway's clock follows the identity service's, so advancing it expires the session for both.
  g = await startGatewayHarness(database, { config: { now: () => g.api.identity.clock.now().getTime() } });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { uuid email state userConfirmed } }`;
const CONFIRM = `mutation($email: String!, $code: String!) { confirmCode(email: $email, code: $code) { email confirmed } }`;
const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    connected challenge { name } attributes { name value } tokens { accessToken }
    session { connected tokenDelivery impersonating expiresAt { date timezone timezoneType } }
    me { uuid email justConnected }
  }
}`;
const ME =
  '{ me { uuid email state userDetails { firstName lastName } } session { connected tokenDelivery } }';

function cookieNamed(cookies: string[], name: string): string | undefined {
  return cookies.find((c) => c.startsWith(`fecana_${name}=`));
}

describe('a browser session in httpOnly cookies', () => {
  const email = uniqueEmail('navigateur');
  const password = 'motdepasse1';
  const jar = new CookieJar();

  it('registers, confirms with the emailed code, signs in without any token in the answer, and refreshes', async () => {
    const registered = await g.gql<{ register: { uuid: string; state: string; userConfirmed: boolean } }>(
      REGISTER,
      {
        input: {
          firstName: 'Inès',
          lastName: 'Martin',
          email,
          password,
          passwordConfirmation: password,
          termsAccepted: true,
          organizationType: 'CABINET_COMPTABLE',
          companySize: 'SIZE_11_50',
          company: 'Cabinet Martin',
        },
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register).toMatchObject({ state: 'PENDING', userConfirmed: false });

    const code = await g.api.identity.lastCode(email);
    const confirmed = await g.gql(CONFIRM, { email, code });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data).toEqual({ confirmCode: { email, confirmed: true } });

    const signed = await g.gql<{
      signIn: {
        connected: boolean;
        tokens: unknown;
        attributes: { name: string; value: string }[];
        session: {
          connected: boolean;
          tokenDelivery: string;
          expiresAt: { date: string; timezone: string; timezoneType: number };
        };
        me: { uuid: string; email: string; justConnected: boolean };
      };
    }>(SIGN_IN, { email, password }, { jar });
    expect(signed.errors).toBeUndefined();
    const payload = signed.data!.signIn;
    expect(payload.connected).toBe(true);
    expect(payload.tokens).toBeNull();
    expect(payload.attributes).toContainEqual({ name: 'email', value: email });
    expect(payload.session).toMatchObject({ connected: true, tokenDelivery: 'COOKIE' });
    expect(payload.session.expiresAt.timezone).toBe('Europe/Paris');
    expect(payload.session.expiresAt.timezoneType).toBe(3);
    expect(payload.session.expiresAt.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    // The first me after signing in carries justConnected (spec §4).
    expect(payload.me).toMatchObject({ email, justConnected: true });

    // No token is readable by page scripts: not in the body, only in httpOnly cookies.
    const body = JSON.stringify(signed.data);
    const access = cookieNamed(signed.cookies, 'access_token')!;
    expect(access).toBeDefined();
    const accessValue = access.split(';')[0].split('=')[1];
    expect(body).not.toContain(accessValue);
    for (const name of ['access_token', 'refresh_token', 'id_token', 'expires_at']) {
      const cookie = cookieNamed(signed.cookies, name)!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      // Localhost: not Secure (elsewhere it is).
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }

    const me = await g.gql<{ me: { email: string; state: string; userDetails: { firstName: string } } }>(
      ME,
      {},
      { jar },
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({ email, state: 'REGISTERED', userDetails: { firstName: 'Inès' } });

    // Two hours later the access token has expired: the next request refreshes it first.
    g.api.identity.clock.advance(2 * 3600);
    const before = jar.values.get('fecana_access_token');
    const later = await g.gql<{ me: { email: string }; session: { connected: boolean } }>(ME, {}, { jar });
    expect(later.errors).toBeUndefined();
    expect(later.data?.me.email).toBe(email);
    expect(later.data?.session.connected).toBe(true);
    expect(cookieNamed(later.cookies, 'access_token')).toBeDefined();
    expect(jar.values.get('fecana_access_token')).not.toBe(before);
  });

  it('signs out: every cookie cleared, me is null', async () => {
    const out = await g.gql<{ signOut: boolean }>('mutation { signOut }', {}, { jar });
    expect(out.data).toEqual({ signOut: true });
    for (const name of ['access_token', 'refresh_token', 'impersonate', 'fecs']) {
      expect(cookieNamed(out.cookies, name)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    }
    expect(jar.values.size).toBe(0);
    const me = await g.gql(ME, {}, { jar });
    expect(me.data).toEqual({ me: null, session: { connected: false, tokenDelivery: null } });
  });

  it('a revoked refresh token ends the session with the spec message', async () => {
    const second = new CookieJar();
    await g.gql(SIGN_IN, { email, password }, { jar: second });
    const refreshToken = second.values.get('fecana_refresh_token')!;
    // Another browser tab signs out this session's refresh token directly at the identity service.
    const stale = new CookieJar();
    stale.values.set('fecana_refresh_token', refreshToken);
    stale.values.set('fecana_username', second.values.get('fecana_username')!);
    await g.gql('mutation { signOut }', {}, { jar: second });
    const refreshed = await g.gql('mutation { refreshSession { connected } }', {}, { jar: stale });
    expect(refreshed.errors?.[0]?.message).toBe(
      "Votre connexion n'est plus valide, veuillez vous reconnecter.",
    );
    expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stale.values.size).toBe(0);
  });

  it('refreshSession with cookies renews the access token and keeps it out of the answer', async () => {
    const jar3 = new CookieJar();
    await g.gql(SIGN_IN, { email, password }, { jar: jar3 });
    const before = jar3.values.get('fecana_access_token');
    g.api.identity.clock.advance(5);
    const res = await g.gql<{ refreshSession: { connected: boolean; tokens: unknown } }>(
      'mutation { refreshSession { connected tokens { accessToken } session { connected } } }',
      {},
      { jar: jar3 },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.refreshSession).toMatchObject({ connected: true, tokens: null });
    expect(jar3.values.get('fecana_access_token')).not.toBe(before);
  });

  it('answers session for a visitor', async () => {
    const res = await g.gql(
      '{ session { connected expiresAt { date } impersonating impersonation { userUuid } forceSeeAnalysisUuid } }',
    );
    expect(res.data).toEqual({
      session: {
        connected: false,
        expiresAt: null,
        impersonating: false,
        impersonation: null,
        forceSeeAnalysisUuid: null,
      },
    });
  });
});
