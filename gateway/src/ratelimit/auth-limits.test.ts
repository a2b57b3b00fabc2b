import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../../../platform/db';
import { uniqueEmail } from '../../../identity/src/testing/flows';
import { buildGateway } from '../app';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  // The test client plays a load balancer on 127.0.0.1: its X-Forwarded-For is the client's address.
  g = await startGatewayHarness(database, {
    config: {
      authRateLimitPerMinute: 3,
      authIpRateLimitPerMinute: 5,
      trustProxy: ['127.0.0.1'],
      now: () => g.api.identity.clock.now().getTime(),
    },
  });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const SIGN_IN = 'mutation($e: String!) { signIn(email: $e, password: "mauvais-mdp") { connected } }';
const FORGOT = 'mutation($e: String!) { forgotPassword(email: $e) { medium } }';
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.code;

describe('rate limits on sign-in and code requests (sliding minute, per (email, IP) and per IP)', () => {
  it('the fourth sign-in of an email from one address within a minute is refused; a minute later it passes', async () => {
    const email = uniqueEmail('limite');
    for (let i = 0; i < 3; i++)
      expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('10.0.0.1')))).toBe('UNAUTHENTICATED');
    const blocked = await g.gql(SIGN_IN, { e: email }, from('10.0.0.1'));
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(blocked.errors?.[0]?.message).toMatch(
      /^Trop de tentatives, veuillez réessayer dans \d+ secondes?\.$/,
    );

    g.api.identity.clock.advance(61);
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('10.0.0.1')))).toBe('UNAUTHENTICATED');
  });

  it("an attacker's address cannot lock the owner out: another address keeps its budget for the same email", async () => {
    const email = uniqueEmail('victime');
    for (let i = 0; i < 4; i++) await g.gql(SIGN_IN, { e: email }, from('10.0.3.66'));
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('10.0.3.66')))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('10.0.3.7')))).toBe('UNAUTHENTICATED');
  });

  it('two emails from one address have separate budgets', async () => {
    const [first, second] = [uniqueEmail('bureau'), uniqueEmail('bureau')];
    for (let i = 0; i < 3; i++) await g.gql(SIGN_IN, { e: first }, from('10.0.4.1'));
    expect(codeOf(await g.gql(SIGN_IN, { e: first }, from('10.0.4.1')))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await g.gql(SIGN_IN, { e: second }, from('10.0.4.1')))).toBe('UNAUTHENTICATED');
  });

  it('one address trying many emails meets the per-IP ceiling; other addresses do not', async () => {
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.1')))).toBe(
        'UNAUTHENTICATED',
      );
    }
    const blocked = await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.1'));
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(codeOf(await g.gql(SIGN_IN, { e: uniqueEmail('balayage') }, from('10.0.1.2')))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('code requests are counted apart from sign-ins', async () => {
    const email = uniqueEmail('codes');
    for (let i = 0; i < 3; i++)
      expect((await g.gql(FORGOT, { e: email }, from('10.0.2.1'))).errors).toBeUndefined();
    expect(codeOf(await g.gql(FORGOT, { e: email }, from('10.0.2.1')))).toBe('TOO_MANY_REQUESTS');
    const resend = await g.gql(
      'mutation($e: String!) { resendCode(email: $e) { medium } }',
      { e: email },
      from('10.0.2.1'),
    );
    expect(codeOf(resend)).toBe('TOO_MANY_REQUESTS');
    // Sign-ins of the same email from the same address still have their own budget.
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('10.0.2.1')))).toBe('UNAUTHENTICATED');
  });
});

describe('the client address (TRUST_PROXY)', () => {
  let direct: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    // The same gateway without TRUST_PROXY: the socket's address, whatever X-Forwarded-For says.
    direct = await buildGateway({ config: { ...g.config, trustProxy: false } });
    await direct.listen({ host: '127.0.0.1', port: 0 });
    const address = direct.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const email = uniqueEmail('usurpation');
    const signIn = async (ip: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ query: SIGN_IN, variables: { e: email } }),
      });
      return codeOf((await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] });
    };
    // A new address in the header each time: all counted on 127.0.0.1 all the same.
    for (let i = 0; i < 3; i++) expect(await signIn(`203.0.113.${i}`)).toBe('UNAUTHENTICATED');
    expect(await signIn('203.0.113.99')).toBe('TOO_MANY_REQUESTS');
  });

  it('honours X-Forwarded-For from a trusted proxy, taking the address that proxy appended', async () => {
    const email = uniqueEmail('chaine');
    // The client wrote 6.6.6.6 itself; the trusted proxy appended the real address last.
    for (let i = 0; i < 3; i++) await g.gql(SIGN_IN, { e: email }, from(`6.6.6.6, 198.51.100.${i}`));
    // Three different real addresses: nobody is over budget although the spoofed part is the same.
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('6.6.6.6, 198.51.100.9')))).toBe('UNAUTHENTICATED');
  });
});

describe("the identity service's own per-address limits", () => {
  afterEach(() => {
    Object.assign(g.api.identity.config.callerLimits, { perUserAndIpPerMinute: 0, perIpPerMinute: 0 });
  });

  it("are counted on the end user's address, which the gateway sends as UserContextData", async () => {
    // Stricter than the gateway's (3), so that the pool is the one refusing (its settings are live).
    Object.assign(g.api.identity.config.callerLimits, { perUserAndIpPerMinute: 2, perIpPerMinute: 1000 });
    const email = uniqueEmail('pool');
    for (let i = 0; i < 2; i++) {
      expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('192.0.2.10')))).toBe('UNAUTHENTICATED');
    }
    const refused = await g.gql(SIGN_IN, { e: email }, from('192.0.2.10'));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(refused.errors?.[0]?.message).toBe('Trop de demandes, veuillez réessayer dans quelques instants.');
    // Every gateway call reaches the pool from 127.0.0.1; another end user is still let through.
    expect(codeOf(await g.gql(SIGN_IN, { e: email }, from('192.0.2.11')))).toBe('UNAUTHENTICATED');
  });
});
