import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, apiTransport, type ApiTransport } from './api-client';
import { ApiClientError } from './api-errors';

/** A stand-in API: each test sets what it answers and reads what it received. */
let server: Server;
let answer: (req: IncomingMessage) => { status: number; body?: string; delayMs?: number };
let received: IncomingMessage[] = [];
let transport: ApiTransport;

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    const { status, body, delayMs } = answer(req);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body ?? '');
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A generous timeout for the ordinary answers (a loaded CI machine); the timeout test makes its own short one.
  transport = apiTransport(`http://127.0.0.1:${port}/api`, 10_000);
});
afterAll(async () => {
  await transport.dispatcher.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const client = (impersonate = false) =>
  new ApiClient(transport, {
    accessToken: 'jeton',
    impersonate: impersonate ? { account_uuid: 'a', user_uuid: 'u' } : null,
  });

async function failure(work: Promise<unknown>): Promise<ApiClientError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('the product-API client (spec §7, §8)', () => {
  it('unwraps data.data and sends the AccessToken and impersonate headers', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ data: { data: { uuid: 'x' } } }) });
    const data = await client(true).call('get', '/v1/folders/{uuid}', { params: { uuid: 'f 1' } });
    expect(data).toEqual({ uuid: 'x' });
    expect(received[0].url).toBe('/api/v1/folders/f%201');
    expect(received[0].headers.accesstoken).toBe('jeton');
    expect(JSON.parse(String(received[0].headers.impersonate))).toEqual({
      account_uuid: 'a',
      user_uuid: 'u',
    });
  });

  it('refuses an answer without data.data: 400 "La réponse de l\'API est invalide ou vide."', async () => {
    for (const body of ['', '{}', '{"data":{}}', 'pas du JSON']) {
      answer = () => ({ status: 200, body });
      const error = await failure(client().call('get', '/v1/users/me'));
      expect([error.code, error.message]).toEqual([400, "La réponse de l'API est invalide ou vide."]);
    }
  });

  it('keeps the API message and status, with the other fields of the error body', async () => {
    answer = () => ({
      status: 403,
      body: JSON.stringify({ status: 403, message: "Vous n'avez pas accès à ce Fec.", errors: [] }),
    });
    const error = await failure(client().call('get', '/v1/fecs/{uuid}', { params: { uuid: 'x' } }));
    expect([error.code, error.message]).toEqual([403, "Vous n'avez pas accès à ce Fec."]);
    expect(error.data).toEqual({ errors: [] });
  });

  it('falls back to the status text, then to "Erreur" (440 has no status text)', async () => {
    answer = () => ({ status: 404, body: '{}' });
    expect((await failure(client().call('get', '/v1/users/me'))).message).toBe('Not Found');
    answer = () => ({ status: 440, body: '' });
    const expired = await failure(client().call('get', '/v1/users/me'));
    expect([expired.code, expired.message]).toEqual([440, 'Erreur']);
  });

  it('says "Impossible de supprimer" for a failed delete without a message', async () => {
    answer = () => ({ status: 500, body: '' });
    const error = await failure(client().call('delete', '/v1/folders/{uuid}', { params: { uuid: 'x' } }));
    expect([error.code, error.message]).toEqual([500, 'Impossible de supprimer']);
  });

  it('times out instead of waiting forever, and reports an unreachable API as a server problem', async () => {
    answer = () => ({ status: 200, body: '{"data":{"data":1}}', delayMs: 1000 });
    const { port } = server.address() as AddressInfo;
    const short = apiTransport(`http://127.0.0.1:${port}/api`, 300);
    const slow = await failure(new ApiClient(short, { accessToken: 'jeton' }).call('get', '/v1/users/me'));
    await short.dispatcher.close();
    expect([slow.code, slow.message]).toEqual([503, 'Problème serveur.']);
    const nowhere = new ApiClient(apiTransport('http://127.0.0.1:9/api', 300), { accessToken: null });
    const down = await failure(nowhere.call('get', '/v1/users/me'));
    expect([down.code, down.message]).toEqual([503, 'Problème serveur.']);
  });

  it('sends no token to the refresh route', async () => {
    answer = () => ({ status: 200, body: '{"data":{"data":true}}' });
    // Our API has no such route (the gateway refreshes with the pool): the rule belongs to the client.
    const refreshPath = '/v1/auth/refresh' as unknown as '/v1/auth/register';
    await client().call('post', refreshPath, { body: {} as never });
    expect(received[0].url).toBe('/api/v1/auth/refresh');
    expect(received[0].headers.accesstoken).toBeUndefined();
  });
});
