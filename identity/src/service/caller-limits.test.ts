import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../../platform/db';
import { uniqueEmail } from '../testing/flows';
import { openIdentityTestDatabase, startHarness, type Harness } from '../testing/harness';
import type { AppClient } from './context';

let db: TestDatabase<unknown>;
let h: Harness;

beforeAll(async () => {
  db = await openIdentityTestDatabase();
  // The SDK below plays a load balancer on 127.0.0.1: its X-Forwarded-For is the socket's address.
  h = await startHarness(
    db,
    { callerLimits: { perUserAndIpPerMinute: 3, perIpPerMinute: 5 } },
    { trustProxy: ['127.0.0.1'] },
  );
});
afterEach(() => {
  // Every test starts with fresh windows.
  h.clock.advance(61);
});
afterAll(async () => {
  await h?.close();
  await db?.cleanup();
});

const clients: CognitoIdentityProviderClient[] = [];
afterAll(() => clients.forEach((c) => c.destroy()));

/** The real SDK, its requests arriving from `ip` (through the trusted proxy). */
function sdkFrom(ip: string): CognitoIdentityProviderClient {
  const client = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: h.endpoint,
    maxAttempts: 1,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers['x-forwarded-for'] = ip;
      return next(args);
    },
    { step: 'build', name: 'forwardedFor' },
  );
  clients.push(client);
  return client;
}

interface SignInOptions {
  client?: AppClient;
  /** `UserContextData.IpAddress`, the end user's address as the gateway tells it. */
  claimedIp?: string;
  /** A SecretHash other than the right one. */
  secretHash?: string;
}

/** A wrong-password InitiateAuth; answers the error's name and HTTP status. */
async function signIn(sdk: CognitoIdentityProviderClient, email: string, o: SignInOptions = {}) {
  const client = o.client ?? h.sso;
  const hash = o.secretHash ?? h.secretHash(email, client);
  try {
    await sdk.send(
      new InitiateAuthCommand({
        ClientId: client.id,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'mauvais-mdp', ...(hash ? { SECRET_HASH: hash } : {}) },
        ...(o.claimedIp ? { UserContextData: { IpAddress: o.claimedIp } } : {}),
      }),
    );
    return { name: 'ok', status: 200, message: '' };
  } catch (error) {
    const e = error as Error & { $metadata?: { httpStatusCode?: number } };
    if (!(e instanceof NotAuthorizedException) && !(e instanceof TooManyRequestsException)) throw e;
    return { name: e.name, status: e.$metadata?.httpStatusCode, message: e.message };
  }
}

describe('per-caller limits on sign-in and code requests', () => {
  it('per (username, address): the fourth attempt is refused as Cognito does; another address is not', async () => {
    const email = uniqueEmail('limite');
    const attacker = sdkFrom('10.0.0.66');
    for (let i = 0; i < 3; i++) expect((await signIn(attacker, email)).name).toBe('NotAuthorizedException');
    const refused = await signIn(attacker, email);
    expect(refused).toEqual({
      name: 'TooManyRequestsException',
      status: 400,
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds?\.$/),
    });
    // The owner, elsewhere, is not locked out by the attacker's attempts.
    expect((await signIn(sdkFrom('10.0.0.7'), email)).name).toBe('NotAuthorizedException');
    h.clock.advance(61);
    expect((await signIn(attacker, email)).name).toBe('NotAuthorizedException');
  });

  it('per address: one address trying many usernames meets the ceiling', async () => {
    const sprayer = sdkFrom('10.0.1.1');
    for (let i = 0; i < 5; i++) {
      expect((await signIn(sprayer, uniqueEmail('balayage'))).name).toBe('NotAuthorizedException');
    }
    expect((await signIn(sprayer, uniqueEmail('balayage'))).name).toBe('TooManyRequestsException');
    expect((await signIn(sdkFrom('10.0.1.2'), uniqueEmail('balayage'))).name).toBe('NotAuthorizedException');
  });

  it("believes UserContextData's address only with a valid SecretHash of a confidential client", async () => {
    const gateway = sdkFrom('10.0.2.1');
    const email = uniqueEmail('passerelle');
    // The web client has a secret: these calls prove they come from the gateway, counted per end user.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(gateway, email, { client: h.web, claimedIp: '198.51.100.1' })).name).toBe(
        'NotAuthorizedException',
      );
    }
    expect((await signIn(gateway, email, { client: h.web, claimedIp: '198.51.100.1' })).name).toBe(
      'TooManyRequestsException',
    );
    expect((await signIn(gateway, email, { client: h.web, claimedIp: '198.51.100.2' })).name).toBe(
      'NotAuthorizedException',
    );

    // Without a secret (the SSO client here) the claim is ignored: counted on the socket's address.
    const stranger = sdkFrom('10.0.2.2');
    const other = uniqueEmail('usurpation');
    for (let i = 0; i < 3; i++) await signIn(stranger, other, { claimedIp: `203.0.113.${i}` });
    expect((await signIn(stranger, other, { claimedIp: '203.0.113.99' })).name).toBe(
      'TooManyRequestsException',
    );

    // A wrong SecretHash proves nothing either.
    const forger = sdkFrom('10.0.2.3');
    const third = uniqueEmail('faussaire');
    for (let i = 0; i < 3; i++) {
      await signIn(forger, third, { client: h.web, secretHash: 'AAAA', claimedIp: `203.0.113.${i}` });
    }
    expect(
      (await signIn(forger, third, { client: h.web, secretHash: 'AAAA', claimedIp: '203.0.113.99' })).name,
    ).toBe('TooManyRequestsException');
  });

  it('a call of our own servers without an address is counted per username only', async () => {
    // The API registering users: web client and SecretHash, no UserContextData, all from one address.
    const api = sdkFrom('10.0.3.1');
    for (let i = 0; i < 8; i++) {
      expect((await signIn(api, uniqueEmail('inscription'), { client: h.web })).name).toBe(
        'NotAuthorizedException',
      );
    }
    const email = uniqueEmail('inscription');
    for (let i = 0; i < 3; i++) await signIn(api, email, { client: h.web });
    expect((await signIn(api, email, { client: h.web })).name).toBe('TooManyRequestsException');
  });

  it('code requests share a budget apart from sign-ins', async () => {
    const sdk = sdkFrom('10.0.4.1');
    const email = uniqueEmail('codes');
    const code = (command: ForgotPasswordCommand | ResendConfirmationCodeCommand) =>
      sdk.send(command).then(
        () => 'ok',
        (e: Error) => e.name,
      );
    const input = { ClientId: h.sso.id, Username: email };
    expect(await code(new ForgotPasswordCommand(input))).toBe('ok');
    expect(await code(new ForgotPasswordCommand(input))).toBe('ok');
    expect(await code(new ResendConfirmationCodeCommand(input))).toBe('ok');
    expect(await code(new ForgotPasswordCommand(input))).toBe('TooManyRequestsException');
    expect((await signIn(sdk, email)).name).toBe('NotAuthorizedException');
  });
});
