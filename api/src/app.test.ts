import { openApiTestDatabase, startApiHarness, type ApiHarness } from './testing/harness';
import type { TestDatabase } from '../../platform/db';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('the API shell', () => {
  it('serves its OpenAPI document without a token', async () => {
    const res = await h.call<{ openapi: string; info: { title: string } }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('answers an unknown route with a French 404 body', async () => {
    const res = await h.call('GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: "Cette adresse de l'API n'existe pas." });
  });
});
