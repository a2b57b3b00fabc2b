import Fastify, { type FastifyInstance } from 'fastify';
import { ApiClient, apiTransport, type ApiTransport } from '../../gateway/src/upstream/api-client';
import { ApiClientError } from '../../gateway/src/upstream/api-errors';
import { inProcessApi } from './in-process-api';

/** The gateway's API client over `inject` (npm start): same requests, same answers as over HTTP. */
let app: FastifyInstance;
let transport: ApiTransport;
const seen: { url: string; token: unknown; impersonate: unknown; body: unknown }[] = [];

beforeAll(async () => {
  app = Fastify();
  await app.register(
    async (api) => {
      api.get('/v1/users/me', async (request, reply) => {
        seen.push({
          url: request.url,
          token: request.headers.accesstoken,
          impersonate: request.headers.impersonate,
          body: undefined,
        });
        if (request.headers.accesstoken !== 'jeton') return reply.code(401).send({ message: 'Non connecté' });
        reply.header('x-total-count', 7);
        return { data: { data: { uuid: 'u-1', ip: request.ip } } };
      });
      api.post('/v1/folders', async (request) => {
        seen.push({ url: request.url, token: undefined, impersonate: undefined, body: request.body });
        return { data: { data: { created: true } } };
      });
    },
    { prefix: '/api' },
  );
  const local = inProcessApi(app, '/api');
  await app.ready();
  // An address nothing listens on: every call must go through inject.
  transport = { ...apiTransport('http://127.0.0.1:1/api', 2_000), local };
});
afterAll(async () => {
  await transport.dispatcher.close();
  await app.close();
});

describe('the gateway → API hop in one process', () => {
  it('carries the token, impersonation, query and body, and answers data.data with the headers', async () => {
    const client = new ApiClient(transport, {
      accessToken: 'jeton',
      impersonate: { account_uuid: 'a', user_uuid: 'u' },
    });
    const { data, headers } = await client.callWithHeaders('get', '/v1/users/me', {
      query: { justConnected: 'yes' },
    });
    expect(data).toEqual({ uuid: 'u-1', ip: '127.0.0.1' });
    expect(headers['x-total-count']).toBe('7');
    expect(seen.at(-1)).toMatchObject({
      url: '/api/v1/users/me?justConnected=yes',
      token: 'jeton',
      impersonate: JSON.stringify({ account_uuid: 'a', user_uuid: 'u' }),
    });
    await new ApiClient(transport, { accessToken: 'jeton' }).call('post', '/v1/folders', {
      body: { name: 'Dossier', parent_uuid: null } as never,
    });
    expect(seen.at(-1)?.body).toEqual({ name: 'Dossier', parent_uuid: null });
  });

  it('normalises an error answer as over HTTP', async () => {
    const error = await new ApiClient(transport, { accessToken: 'autre' }).call('get', '/v1/users/me').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).code).toBe(401);
  });

  it('fails as a closed socket would once the app closes (503), never reaching the API', async () => {
    const closing = Fastify();
    let reached = 0;
    closing.get('/api/v1/users/me', async () => {
      reached++;
      return { data: { data: {} } };
    });
    const local = inProcessApi(closing, '/api');
    await closing.ready();
    await closing.close();
    const error = await new ApiClient({ ...transport, local }, { accessToken: 'jeton' })
      .call('get', '/v1/users/me')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((error as ApiClientError).code).toBe(503);
    expect(reached).toBe(0);
  });

  it('answers 503 when the API does not answer in time', async () => {
    const slow: ApiTransport = {
      ...transport,
      timeoutMs: 50,
      local: () => new Promise(() => undefined),
    };
    const error = await new ApiClient(slow, { accessToken: 'jeton' }).call('get', '/v1/users/me').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as ApiClientError).code).toBe(503);
  });
});
