import type { TestDatabase } from '../../../../platform/db';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Doc = { slug: string; kind: string; title: string; url: string; format: string; updatedAt: string };
const QUERY = '{ documentation { slug kind title description url format updatedAt } }';

describe('Query.documentation', () => {
  it('lists the documents without a session, each opened through the gateway', async () => {
    const res = await g.gql<{ documentation: Doc[] }>(QUERY);
    expect(res.errors).toBeUndefined();
    const docs = res.data!.documentation;
    expect(docs.map((d) => d.kind)).toEqual(['GUIDE', 'CATALOGUE', 'TERMS', 'SALES_TERMS', 'PRIVACY']);
    const base = g.url.replace(/\/graphql$/, '');
    for (const d of docs) {
      expect(d.url).toBe(`/download/documentation/${d.slug}`);
      expect(d.format).toBe('html');
      const page = await fetch(`${base}${d.url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<html lang="fr">');
    }
    // A signed-in user gets the same list.
    const owner = await g.api.newOwner();
    const signed = await g.gql<{ documentation: Doc[] }>(QUERY, {}, { token: owner.accessToken });
    expect(signed.data?.documentation).toEqual(docs);
  });

  it('the file route refuses a malformed name and passes the API’s French 404 on', async () => {
    const base = g.url.replace(/\/graphql$/, '');
    const bad = await fetch(`${base}/download/documentation/..%2Fsecret`);
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${base}/download/documentation/inconnu`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe("Ce document n'existe pas.");
  });
});
