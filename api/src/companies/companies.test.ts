import type { TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { rechercheEntreprises } from './recherche-entreprises';
import { startDirectoryStandIn, type DirectoryStandIn } from './directory-stand-in';

const DOWN =
  "Le service de recherche d'entreprise est indisponible, veuillez saisir les informations manuellement.";

let database: TestDatabase<unknown>;
let standIn: DirectoryStandIn;
let online: ApiHarness;
let offline: ApiHarness;
let owner: TestUser;
let offlineOwner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  standIn = await startDirectoryStandIn([
    {
      siren: '552032534',
      nom_complet: 'DANONE',
      nom_raison_sociale: 'DANONE',
      activite_principale: '70.10Z',
      date_creation: '1955-01-01',
      etat_administratif: 'A',
      siege: { adresse: '17 BOULEVARD HAUSSMANN 75009 PARIS' },
    },
  ]);
  online = await startApiHarness(database, {
    queue: () => recordingQueue(),
    companies: rechercheEntreprises({ baseUrl: standIn.url, timeoutMs: 500 }),
  });
  offline = await startApiHarness(database, { queue: () => recordingQueue() }); // default: offline
  owner = await online.newOwner();
  offlineOwner = await offline.newOwner();
});
afterEach(() => standIn.behave(null));
afterAll(async () => {
  await online?.close();
  await offline?.close();
  await standIn?.close();
  await database?.cleanup();
});

describe('GET /v1/companies/{siren}', () => {
  it('answers the company found in the directory', async () => {
    const res = await online.call('GET', '/v1/companies/552032534', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        data: {
          siren: '552032534',
          name: 'DANONE',
          naf_code: '70.10Z',
          address: '17 BOULEVARD HAUSSMANN 75009 PARIS',
          creation_date: '1955-01-01',
          active: true,
        },
      },
    });
  });

  it('accepts a SIREN written with spaces', async () => {
    const res = await online.call<{ data: { data: { siren: string } } }>(
      'GET',
      '/v1/companies/552%20032%20534',
      {
        token: owner.accessToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data.siren).toBe('552032534');
    expect(standIn.queries.at(-1)).toBe('552032534');
  });

  it.each(['123456789', '12345678', '1234567890', 'abcdefghi', '55203253A'])(
    'refuses %s as an invalid SIREN without asking the directory',
    async (siren) => {
      const asked = standIn.queries.length;
      const res = await online.call('GET', `/v1/companies/${siren}`, { token: owner.accessToken });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message: 'Numéro de SIREN invalide' });
      expect(standIn.queries.length).toBe(asked);
    },
  );

  it('answers 404 for a valid SIREN the directory does not know', async () => {
    const res = await online.call('GET', '/v1/companies/443061841', { token: owner.accessToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Aucune entreprise trouvée pour ce SIREN.' });
  });

  it('answers 503 (enter the values by hand) when the directory fails', async () => {
    standIn.behave((_req, res) => res.writeHead(500).end());
    const res = await online.call('GET', '/v1/companies/552032534', { token: owner.accessToken });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: DOWN });
  });

  it('answers 503 when the directory is too slow', async () => {
    standIn.behave(() => {
      // never answers
    });
    const res = await online.call('GET', '/v1/companies/552032534', { token: owner.accessToken });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: DOWN });
  });

  it('answers 503 when offline', async () => {
    const res = await offline.call('GET', '/v1/companies/552032534', { token: offlineOwner.accessToken });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: DOWN });
  });

  it('still checks the SIREN when offline', async () => {
    const res = await offline.call('GET', '/v1/companies/123456789', { token: offlineOwner.accessToken });
    expect(res.status).toBe(400);
  });

  it('needs an access token', async () => {
    const asked = standIn.queries.length;
    const res = await online.call('GET', '/v1/companies/552032534');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401 });
    expect(standIn.queries.length).toBe(asked);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await online.call<{ paths: Record<string, { get?: { tags?: string[] } }> }>(
      'GET',
      '/docs/json',
    );
    expect(res.body.paths['/v1/companies/{siren}']?.get?.tags).toEqual(['Entreprises']);
  });
});
