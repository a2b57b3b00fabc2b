import { Writable } from 'node:stream';
import {
  AdminCreateUserCommand,
  CodeDeliveryFailureException,
  CognitoIdentityProviderClient,
  GetUserCommand,
  ResourceNotFoundException,
  SignUpCommand,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import Fastify from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { sql } from 'kysely';
import type { TestDatabase } from '../../platform/db';
import { identityRoutes } from './app';
import { MSG } from './errors';
import { createIdentityService } from './identity-service';
import { openIdentityTestDatabase, startHarness, testConfig, type Harness } from './testing/harness';
import { expectError, invite, registeredUser, signIn, signUp, uniqueEmail } from './testing/flows';

/** A response body as JSON (fetch types it unknown). */
async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

let db: TestDatabase<unknown>;
let h: Harness;

beforeAll(async () => {
  db = await openIdentityTestDatabase();
  h = await startHarness(db, { bodyLimitBytes: 16 * 1024 });
});
afterAll(async () => {
  await h?.close();
  await db?.cleanup();
});

const TARGET = 'AWSCognitoIdentityProviderService.';

async function post(body: string | Buffer, headers: Record<string, string>, url = h.endpoint) {
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  return {
    status: res.status,
    errorType: res.headers.get('x-amzn-errortype'),
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

const json = { 'content-type': 'application/x-amz-json-1.1' };

/** Every error body is exactly Cognito's two fields: never a stack trace or an internal detail. */
function expectCognitoError(response: Awaited<ReturnType<typeof post>>, status: number, type: string) {
  expect(response.status).toBe(status);
  expect(response.errorType).toBe(type);
  expect(Object.keys(response.body).sort()).toEqual(['__type', 'message']);
  expect(response.body.__type).toBe(type);
  expect(String(response.body.message)).not.toMatch(/\n\s+at /);
}

describe('Bad input', () => {
  it('answers a missing or unknown X-Amz-Target with UnknownOperationException', async () => {
    expectCognitoError(await post('{}', json), 400, 'UnknownOperationException');
    expectCognitoError(
      await post('{}', { ...json, 'x-amz-target': `${TARGET}DeleteEverything` }),
      400,
      'UnknownOperationException',
    );
    expectCognitoError(
      await post('{}', { ...json, 'x-amz-target': 'OtherService.SignUp' }),
      400,
      'UnknownOperationException',
    );
    expectCognitoError(
      await post('{}', { ...json, 'x-amz-target': `${TARGET}constructor` }),
      400,
      'UnknownOperationException',
    );
  });

  it('answers malformed bodies with SerializationException', async () => {
    const target = { ...json, 'x-amz-target': `${TARGET}SignUp` };
    expectCognitoError(await post('{"ClientId": ', target), 400, 'SerializationException');
    expectCognitoError(await post('[1, 2]', target), 400, 'SerializationException');
    expectCognitoError(await post('{"ClientId": 5}', target), 400, 'SerializationException');
    expectCognitoError(
      await post('{}', { 'content-type': 'text/plain', 'x-amz-target': `${TARGET}SignUp` }),
      400,
      'SerializationException',
    );
  });

  it('refuses oversized bodies', async () => {
    const big = JSON.stringify({ ClientId: h.web.id, Username: 'a@b.fr', Password: 'x'.repeat(20_000) });
    expectCognitoError(
      await post(big, { ...json, 'x-amz-target': `${TARGET}SignUp` }),
      413,
      'SerializationException',
    );
  });

  it('answers an unknown client id with ResourceNotFoundException through the SDK', async () => {
    await expectError(
      h.client.send(new SignUpCommand({ ClientId: 'nosuchclient', Username: 'a@b.fr', Password: 'secret1' })),
      ResourceNotFoundException,
      'User pool client nosuchclient does not exist.',
    );
  });

  it('answers unknown paths and pools in the same shape', async () => {
    const res = await fetch(`${h.endpoint}/nope`);
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).__type).toBe('UnknownOperationException');
    const jwks = await fetch(`${h.endpoint}/eu-west-3_Other/.well-known/jwks.json`);
    expect(jwks.status).toBe(404);
    expect((await jsonOf(jwks)).__type).toBe('ResourceNotFoundException');
  });

  it('serves the public keys only', async () => {
    const res = await fetch(`${h.endpoint}/${h.config.poolId}/.well-known/jwks.json`);
    const { keys } = (await jsonOf(res)) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(keys[0]).toMatchObject({ alg: 'RS256', kty: 'RSA', use: 'sig' });
  });

  it('turns an internal failure into InternalErrorException without details', async () => {
    const broken = await startHarness(db);
    try {
      await sql`drop table ${sql.table(`${broken.schema}.codes`)} cascade`.execute(db.database.db);
      const res = await post(
        JSON.stringify({
          ClientId: broken.web.id,
          Username: 'x@y.fr',
          Password: 'secret1',
          SecretHash: broken.secretHash('x@y.fr'),
        }),
        {
          ...json,
          'x-amz-target': `${TARGET}SignUp`,
        },
        broken.endpoint,
      );
      expectCognitoError(res, 500, 'InternalErrorException');
      expect(res.body.message).toBe('An internal error occurred.');
    } finally {
      await broken.close();
    }
  });
});

describe('Limits and delivery', () => {
  it('throttles user calls past the configured rate with TooManyRequestsException', async () => {
    const limited = await startHarness(db, { rateLimitPerSecond: 1 });
    try {
      const call = () =>
        limited.client.send(new GetUserCommand({ AccessToken: 'a.b.c' })).catch((e: Error) => e);
      const results = [await call(), await call(), await call()];
      expect(results[2]).toBeInstanceOf(TooManyRequestsException);
      expect((results[2] as Error).message).toBe(MSG.rateExceeded);
      // Admin calls are not counted.
      await invite(limited, uniqueEmail(), 'Temp-pass-1', { MessageAction: 'SUPPRESS' });
      limited.clock.advance(2);
      expect(((await call()) as Error).name).toBe('NotAuthorizedException');
    } finally {
      await limited.close();
    }
  });

  it('reports a mail failure as CodeDeliveryFailureException', async () => {
    const failing = await startHarness(
      db,
      {},
      {
        mailer: {
          kind: 'memory',
          send: async () => {
            throw new Error('SMTP down');
          },
        },
      },
    );
    try {
      await expectError(signUp(failing, uniqueEmail(), 'secret1'), CodeDeliveryFailureException);
    } finally {
      await failing.close();
    }
  });
});

describe('Logging', () => {
  it('never writes passwords, tokens or keys to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startHarness(
      db,
      {},
      {
        logger: {
          level: 'debug',
          stream,
          redact: ['req.headers.authorization', 'req.headers["x-identity-admin-key"]'],
        },
      },
    );
    try {
      const email = uniqueEmail();
      await registeredUser(logged, email, 'very-secret-password');
      const tokens = await signIn(logged, email, 'very-secret-password');
      await logged.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
      await invite(logged, uniqueEmail(), 'Temporary-Secret-9');
      await fetch(`${logged.endpoint}/outbox`, {
        headers: { 'x-identity-admin-key': logged.config.admin.key },
      });
      const log = lines.join('');
      expect(log).toContain('Votre code de validation'); // the outbox is readable in the log, by design
      for (const secret of [
        'very-secret-password',
        'Temporary-Secret-9',
        tokens.AccessToken,
        tokens.RefreshToken,
        tokens.IdToken,
        logged.config.admin.key,
        logged.web.secret!,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('Mounted under a prefix', () => {
  it('works behind /identity in the standalone app, with iss and JWKS under the public URL', async () => {
    const mounted = await startHarness(db, {}, { prefix: '/identity' });
    try {
      const email = uniqueEmail();
      await registeredUser(mounted, email);
      const tokens = await signIn(mounted, email);
      const jwks = createRemoteJWKSet(
        new URL(`${mounted.endpoint}/${mounted.config.poolId}/.well-known/jwks.json`),
      );
      const { payload } = await jwtVerify(tokens.IdToken, jwks, {
        issuer: `${mounted.endpoint}/${mounted.config.poolId}`,
        audience: mounted.web.id,
        currentDate: mounted.clock.now(),
      });
      expect(payload.iss).toMatch(/\/identity\/eu-west-3_LocalPool$/);
      // Admin calls are signed over the prefixed path.
      await invite(mounted, uniqueEmail(), 'Temp-pass-1', { MessageAction: 'SUPPRESS' });
    } finally {
      await mounted.close();
    }
  });

  it('mounts inside another Fastify app next to its own routes and parsers', async () => {
    const parent = Fastify({ logger: false });
    parent.post('/api/echo', async (request) => request.body);
    const schema = `${db.schema}_parent`;
    const config = testConfig({}, 'http://product.local/identity');
    const service = await createIdentityService({
      db: db.database.db,
      schema,
      config,
      log: parent.log,
      sweepEveryMs: false,
    });
    await parent.register(identityRoutes, { prefix: '/identity', service });
    await parent.listen({ host: '127.0.0.1', port: 0 });
    const address = parent.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const client = new CognitoIdentityProviderClient({
      region: 'eu-west-3',
      endpoint: `${base}/identity`,
      maxAttempts: 1,
      credentials: {
        accessKeyId: service.config.admin.accessKeyId,
        secretAccessKey: service.config.admin.key,
      },
    });
    try {
      const echo = await fetch(`${base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(await jsonOf(echo)).toEqual({ a: 1 });
      const out = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: config.poolId,
          Username: 'mounted@exemple.fr',
          MessageAction: 'SUPPRESS',
          TemporaryPassword: 'Temp-pass-1',
        }),
      );
      expect(out.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
      const res = await fetch(`${base}/identity/nope`);
      expect((await jsonOf(res)).__type).toBe('UnknownOperationException');
    } finally {
      client.destroy();
      await parent.close();
      await service.close();
      if (db.database.kind === 'postgres')
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.database.db);
    }
  });
});
