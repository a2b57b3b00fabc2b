import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { frenchHttpErrors } from './client-errors';

let app: FastifyInstance;
let base: string;
let port: number;

beforeAll(async () => {
  app = Fastify({ ...frenchHttpErrors });
  app.get('/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app?.close();
});

/** Writes raw bytes on a fresh connection and returns everything the server answers before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('French answers before any route', () => {
  it('answers headers too large (431) in JSON, in French', async () => {
    const res = await fetch(`${base}/items/1`, { headers: { 'x-grand': 'a'.repeat(20 * 1024) } });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      status: 431,
      message: 'Les en-têtes de la requête sont trop volumineux.',
    });
  });

  it('answers a malformed request line with a French 400', async () => {
    const answer = await raw('PAS UNE REQUÊTE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer)).toEqual({ status: 400, message: 'Requête mal formée.' });
    const badHeader = await raw('GET /items/1 HTTP/1.1\r\nHost: x\r\nEn tête sans deux-points\r\n\r\n');
    expect(bodyOf(badHeader)).toEqual({ status: 400, message: 'Requête mal formée.' });
  });

  it('answers URLs the router cannot read in French', async () => {
    const broken = await fetch(`${base}/items/%E0%A4%A`);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: 400, message: "L'adresse de la requête est mal formée." });
    const long = await fetch(`${base}/items/${'a'.repeat(500)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ status: 414, message: "L'adresse de la requête est trop longue." });
    // Routes still answer normally.
    expect(await (await fetch(`${base}/items/42`)).json()).toEqual({ id: '42' });
  });
});
