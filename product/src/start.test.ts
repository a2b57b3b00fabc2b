import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../identity/src/testing/harness';
import { startProduct, type Product } from './start';

/** The whole product on one port, on PGlite on disk in a temporary folder (as `npm start` does in ./data). */
let dir: string;
let product: Product | undefined;
let env: Record<string, string>;

async function gql<T>(
  query: string,
  cookie = '',
): Promise<{ data: T; cookies: string[]; fromCache: boolean }> {
  const response = await fetch(`${product!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  // The answers cache dates what it serves (`age`).
  return {
    data: body.data,
    cookies: response.headers.getSetCookie(),
    fromCache: response.headers.has('age'),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fec-product-'));
  // No DATABASE_URL: the product's own default, PGlite on disk.
  env = {
    PORT: String(await freePort()),
    PGLITE_DATA_DIR: join(dir, 'pglite'),
    STORAGE_DIR: join(dir, 'storage'),
    DATA_DIR: dir,
    API_LOG_LEVEL: 'warn',
    IDENTITY_SCRYPT_N: '1024',
    // A stand-in build: this test is about serving it; client-assets.test.ts builds the real one.
    CLIENT_BUILD: 'false',
    CLIENT_DIST: join(dir, 'dist'),
  };
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'dist', 'assets', 'index-abc.js'), 'console.log(1)');
});
afterAll(async () => {
  await product?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  let password = '';

  it('serves the API, the identity service and the gateway on one port, with an analysed demo FEC', async () => {
    product = await startProduct(env);
    expect(product.demo?.email).toBe('demo@fec-analyse.fr');
    password = product.demo!.password;
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
    expect((await fetch(`${product.url}/api/docs/json`)).status).toBe(200);

    const signIn = await gql<{ signIn: { __typename: string } }>(
      `mutation { signIn(email: "demo@fec-analyse.fr", password: "${password}") { __typename } }`,
    );
    const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('fecana_access_token=');

    type Page = {
      me: { email: string; currentAccount: { name: string } };
      folder: {
        children: { name: string; fecs: { items: { latestAnalysis: { status: string } | null }[] } }[];
      };
    };
    const query = `{ me { email currentAccount { name } } folder(uuid: "-1") { children { name
      fecs { items { latestAnalysis { status } } } } } }`;
    let page = (await gql<Page>(query, cookie)).data;
    // As a browser: the first `me` consumed the sign-in's one-shot flag. From now on answers may come from
    // the answers cache: the analysis finishing (a write) must still show.
    const session = cookie
      .split('; ')
      .filter((c) => !c.startsWith('fecana_just_connected='))
      .join('; ');
    for (
      let i = 0;
      i < 120 && page.folder.children[0]?.fecs.items[0]?.latestAnalysis?.status !== 'DONE';
      i++
    ) {
      await new Promise((r) => setTimeout(r, 500));
      page = (await gql<Page>(query, session)).data;
    }
    expect(page.me).toEqual({ email: 'demo@fec-analyse.fr', currentAccount: { name: 'Cabinet Démo' } });
    expect(page.folder.children.map((f) => f.name)).toEqual(['Exercice 2024']);
    expect(page.folder.children[0].fecs.items[0].latestAnalysis?.status).toBe('DONE');
    // Once nothing is written any more, the same page is answered again without running it. The analysis
    // still writes just after its status shows DONE (its ended event, the queue's bookkeeping): a pair of
    // requests that straddles one of those writes runs twice, so the pair is tried again until it settles.
    let again = await gql<Page>(query, session);
    for (let i = 0; i < 20 && !again.fromCache; i++) {
      await new Promise((r) => setTimeout(r, 250));
      await gql<Page>(query, session);
      again = await gql<Page>(query, session);
    }
    expect(again.fromCache).toBe(true);
    expect(again.data).toEqual(page);
  }, 240_000);

  it('serves the web client at / and its routes, and keeps server paths out of the fallback', async () => {
    const home = await fetch(`${product!.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const route = await fetch(`${product!.url}/mes-dossiers/-1/analyse/detail/abc`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<div id="root">');
    const asset = await fetch(`${product!.url}/assets/index-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${product!.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${product!.url}/api/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBeTruthy();
    expect((await fetch(`${product!.url}/graphql-nope`, { method: 'POST' })).status).toBe(404);
  });

  it('keeps its data across a restart and seeds the demo only once (gateway → API over HTTP this time)', async () => {
    await product!.close();
    // The loopback hop of separate processes; the first start used the in-process one (in-process-api.ts).
    product = await startProduct({ ...env, PRODUCT_API_OVER_HTTP: 'true' });
    expect(product.demo?.password).toBe(password);
    const signIn = await gql<{ signIn: { __typename: string } }>(
      `mutation { signIn(email: "demo@fec-analyse.fr", password: "${password}") { __typename } }`,
    );
    const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ');
    const { data } = await gql<{ me: { nbFec: number } }>('{ me { nbFec } }', cookie);
    expect(data.me.nbFec).toBe(1);
    // No answers cache when the gateway reaches the API over HTTP (it would not see the API's writes).
    const session = cookie
      .split('; ')
      .filter((c) => !c.startsWith('fecana_just_connected='))
      .join('; ');
    await gql('{ me { nbFec } }', session);
    expect((await gql('{ me { nbFec } }', session)).fromCache).toBe(false);
  }, 240_000);
});
