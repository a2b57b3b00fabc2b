import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../../../platform/db';
import type { TestUser } from '../../../api/src/testing/harness';
import { buildGateway } from '../app';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

interface Answer {
  status: number;
  body: {
    status?: number;
    message?: string;
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; status?: number; detail?: string } }[];
  };
}

async function send(init: RequestInit & { url?: string } = {}): Promise<Answer> {
  const res = await fetch(init.url ?? g.url, init);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  send({ method: 'POST', headers, body });

/** The house shape of an HTTP-level error of /graphql, in French, with `code` and `status`. */
function expectHouseShape(answer: Answer, status: number, code: string, message: string | RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.body.status).toBe(status);
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  const [error] = answer.body.errors!;
  expect(error.extensions?.code).toBe(code);
  expect(error.extensions?.status).toBe(status);
  expect(answer.body.message).toBe(error.message);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

describe('HTTP errors of /graphql, in French and in the house shape', () => {
  it('413: a body over the limit', async () => {
    const answer = await post(JSON.stringify({ query: `{ schemaVersion } # ${'x'.repeat(1_100_000)}` }));
    expectHouseShape(answer, 413, 'PAYLOAD_TOO_LARGE', 'Requête trop volumineuse.');
  });

  it('415: a content type other than JSON', async () => {
    const answer = await post('<query/>', { 'content-type': 'application/xml' });
    expectHouseShape(answer, 415, 'UNSUPPORTED_MEDIA_TYPE', /^Type de contenu non pris en charge/);
  });

  it('400: malformed JSON, and JSON without a query', async () => {
    expectHouseShape(await post('{"query": '), 400, 'BAD_REQUEST', 'Corps de requête JSON invalide.');
    expectHouseShape(
      await post(JSON.stringify({ variables: {} })),
      400,
      'BAD_REQUEST',
      'La requête ne contient aucune opération GraphQL (champ « query » vide ou absent).',
    );
    expectHouseShape(await post('{}'), 400, 'BAD_REQUEST', /^Corps de requête absent ou invalide/);
  });

  it("400: Apollo's CSRF prevention (a GET without a preflight header)", async () => {
    const answer = await send({ url: `${g.url}?query=${encodeURIComponent('{ schemaVersion }')}` });
    expectHouseShape(answer, 400, 'BAD_REQUEST', /^Requête refusée par la protection .* \(CSRF\)/);
    expect(answer.body.errors?.[0]?.extensions?.detail).toMatch(/Cross-Site Request Forgery/);
  });

  it('405: a mutation over GET, and a method other than GET or POST', async () => {
    const answer = await send({
      url: `${g.url}?query=${encodeURIComponent('mutation { ping }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expectHouseShape(answer, 405, 'BAD_REQUEST', /^Les mutations ne sont acceptées qu'en POST/);
    const put = await send({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expectHouseShape(put, 405, 'BAD_REQUEST', 'Méthode HTTP non prise en charge : GET ou POST.');
  });

  it('400: parse and validation errors keep their code, with the English detail', async () => {
    const parse = await post(JSON.stringify({ query: '{ me { uuid ' }));
    expectHouseShape(parse, 400, 'GRAPHQL_PARSE_FAILED', 'Requête GraphQL invalide.');
    expect(parse.body.errors?.[0]?.extensions?.detail).toMatch(/^Syntax Error/);
    const validation = await post(JSON.stringify({ query: '{ nope }' }));
    expectHouseShape(validation, 400, 'GRAPHQL_VALIDATION_FAILED', 'Requête GraphQL invalide.');
    expect(validation.body.errors?.[0]?.extensions?.detail).toMatch(/Cannot query field "nope"/);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: schemaVersion`).join(' ');
    expectHouseShape(
      await post(JSON.stringify({ query: `{ ${aliases} }` })),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      "Requête GraphQL refusée : trop d'alias (20 au plus).",
    );
    const ids = Array.from({ length: 3100 }, (_, i) => `"${i}"`).join(' ');
    expectHouseShape(
      await post(JSON.stringify({ query: `{ folders(ids: [${ids}]) { uuid } }` })),
      400,
      'GRAPHQL_PARSE_FAILED',
      'Requête GraphQL refusée : requête trop longue (3000 éléments au plus).',
    );
  });

  it('400: variables that do not fit their type', async () => {
    const answer = await post(
      JSON.stringify({
        query: 'query($l: Int) { fecs(limit: $l) { items { uuid } } }',
        variables: { l: 'abc' },
      }),
      { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` },
    );
    expectHouseShape(answer, 400, 'BAD_USER_INPUT', 'Variables de la requête invalides.');
    expect(answer.body.errors?.[0]?.extensions?.detail).toMatch(/Variable "\$l" got invalid value "abc"/);
  });

  it('400: an unknown enum value is named, with where it was sent and the values allowed', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` };
    const mutation =
      'mutation($s: ReviewStatus!) { setReview(analysisUuid: "a", controlId: "EQ-ECR", status: $s) { __typename } }';
    const allowed = 'TO_REVIEW, JUSTIFIED, CONFIRMED, CORRECTED, NOT_APPLICABLE';
    expectHouseShape(
      await post(JSON.stringify({ query: mutation, variables: { s: 'VALIDE' } }), headers),
      400,
      'BAD_USER_INPUT',
      `Valeur inconnue « VALIDE » pour « s » (ReviewStatus) : valeurs possibles ${allowed}.`,
    );
    expectHouseShape(
      await post(
        JSON.stringify({
          query:
            'mutation { setReview(analysisUuid: "a", controlId: "EQ-ECR", status: VALIDE) { __typename } }',
        }),
        headers,
      ),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      `Valeur inconnue « VALIDE » (ReviewStatus) : valeurs possibles ${allowed}.`,
    );
  });

  it("the product's own errors are unchanged (200, their French message and status)", async () => {
    const res = await g.gql(
      'mutation { createFolder(name: "", parentUuid: "-1") { uuid } }',
      {},
      {
        token: owner.accessToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.errors?.[0]?.message).toBe('Certains champs sont invalides');
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect((res as unknown as { status?: unknown }).status).toBe(200);
  });
});

describe('in production', () => {
  let production: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    production = await buildGateway({ config: { ...g.config, production: true } });
    await production.listen({ host: '127.0.0.1', port: 0 });
    const address = production.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  });
  afterAll(async () => {
    await production?.close();
  });

  it('is refused with a French 403 to anyone but internal staff (it was a 500)', async () => {
    const answer = await send({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expectHouseShape(answer, 403, 'FORBIDDEN', /^Interdit : l'introspection du schéma est réservée/);
  });

  it("an unknown enum value is named without the schema's other values (schema details hidden)", async () => {
    const answer = await send({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` },
      body: JSON.stringify({
        query:
          'mutation { setReview(analysisUuid: "a", controlId: "EQ-ECR", status: VALIDE) { __typename } }',
      }),
    });
    expectHouseShape(answer, 400, 'GRAPHQL_VALIDATION_FAILED', 'Valeur inconnue « VALIDE » (ReviewStatus).');
  });
});
