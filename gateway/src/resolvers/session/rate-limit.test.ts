import type { TestDatabase } from '../../../../platform/db';
import { uniqueEmail } from '../../../../identity/src/testing/flows';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    config: { authRateLimitPerMinute: 3, now: () => g.api.identity.clock.now().getTime() },
  });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const SIGN_IN = 'mutation($e: String!) { signIn(email: $e, password: "mauvais-mdp") { connected } }';
const FORGOT = 'mutation($e: String!) { forgotPassword(email: $e) { medium } }';
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('rate limits on sign-in and code requests (sliding minute, per IP and per email)', () => {
  it('the fourth sign-in of an email within a minute is refused, from any address; a minute later it passes', async () => {
    const email = uniqueEmail('limite');
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const res = await g.gql(SIGN_IN, { e: email }, from(ip));
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await g.gql(SIGN_IN, { e: email }, from('10.0.0.4'));
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(blocked.errors?.[0]?.message).toMatch(
      /^Trop de tentatives, veuillez réessayer dans \d+ secondes?\.$/,
    );

    g.api.identity.clock.advance(61);
    const later = await g.gql(SIGN_IN, { e: email }, from('10.0.0.5'));
    expect(later.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('one address trying many emails is refused too', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.1'));
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.1'));
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    const other = await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.2'));
    expect(other.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('code requests are counted apart from sign-ins, per email', async () => {
    const email = uniqueEmail('codes');
    for (let i = 0; i < 3; i++) {
      const res = await g.gql(FORGOT, { e: email }, from(`10.0.2.${i}`));
      expect(res.errors).toBeUndefined();
    }
    const blocked = await g.gql(FORGOT, { e: email }, from('10.0.2.9'));
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const resend = await g.gql(
      'mutation($e: String!) { resendCode(email: $e) { medium } }',
      { e: email },
      from('10.0.2.10'),
    );
    expect(resend.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Sign-ins of the same email still have their own budget.
    const signIn = await g.gql(SIGN_IN, { e: email }, from('10.0.2.11'));
    expect(signIn.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
