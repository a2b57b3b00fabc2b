import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { companyDirectoryFromConfig } from './index';
import { DirectoryUnavailableError, offlineDirectory } from './company-directory';
import { rechercheEntreprises } from './recherche-entreprises';
import { startDirectoryStandIn, type DirectoryStandIn } from './directory-stand-in';

const DANONE = {
  siren: '552032534',
  nom_complet: 'DANONE',
  nom_raison_sociale: 'DANONE',
  activite_principale: '70.10Z',
  date_creation: '1955-01-01',
  etat_administratif: 'A' as const,
  siege: { adresse: '17 BOULEVARD HAUSSMANN 75009 PARIS' },
};
const CLOSED_SOLE_TRADER = {
  siren: '732829320',
  nom_complet: 'JEAN DUPONT',
  nom_raison_sociale: null,
  etat_administratif: 'C' as const,
  siege: null,
};

let standIn: DirectoryStandIn;

beforeAll(async () => {
  standIn = await startDirectoryStandIn([DANONE, CLOSED_SOLE_TRADER]);
});
afterEach(() => standIn.behave(null));
afterAll(async () => standIn?.close());

describe('the Recherche d’entreprises adapter', () => {
  it('maps the matching result to a Company', async () => {
    const directory = rechercheEntreprises({ baseUrl: `${standIn.url}/` });
    expect(await directory.lookup('552032534')).toEqual({
      siren: '552032534',
      name: 'DANONE',
      nafCode: '70.10Z',
      address: '17 BOULEVARD HAUSSMANN 75009 PARIS',
      creationDate: '1955-01-01',
      active: true,
    });
    expect(standIn.queries.at(-1)).toBe('552032534');
  });

  it('falls back to nom_complet and reports a ceased company as inactive', async () => {
    const company = await rechercheEntreprises({ baseUrl: standIn.url }).lookup('732829320');
    expect(company).toEqual({
      siren: '732829320',
      name: 'JEAN DUPONT',
      nafCode: undefined,
      address: undefined,
      creationDate: undefined,
      active: false,
    });
  });

  it('answers null when no result carries the SIREN asked (full-text neighbours ignored)', async () => {
    // The stand-in returns DANONE for an unknown SIREN, as a fuzzy search would.
    expect(await rechercheEntreprises({ baseUrl: standIn.url }).lookup('443061841')).toBeNull();
  });

  it('answers null on an empty result list', async () => {
    standIn.behave((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[],"total_results":0}'),
    );
    expect(await rechercheEntreprises({ baseUrl: standIn.url }).lookup('552032534')).toBeNull();
  });

  it.each([500, 502, 503, 429])('is unavailable on HTTP %i', async (status) => {
    standIn.behave((_req, res) => res.writeHead(status).end('oops'));
    await expect(rechercheEntreprises({ baseUrl: standIn.url }).lookup('552032534')).rejects.toThrow(
      DirectoryUnavailableError,
    );
  });

  it('is unavailable on an answer that is not the API’s JSON', async () => {
    standIn.behave((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    await expect(rechercheEntreprises({ baseUrl: standIn.url }).lookup('552032534')).rejects.toThrow(
      DirectoryUnavailableError,
    );
  });

  it('gives up after its timeout when the directory is slow', async () => {
    standIn.behave(() => {
      // never answers
    });
    const started = Date.now();
    const error = await rechercheEntreprises({ baseUrl: standIn.url, timeoutMs: 200 })
      .lookup('552032534')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryUnavailableError);
    expect((error as Error).message).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after its timeout when the body stalls mid-answer', async () => {
    standIn.behave((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"results":[');
    });
    await expect(
      rechercheEntreprises({ baseUrl: standIn.url, timeoutMs: 200 }).lookup('552032534'),
    ).rejects.toThrow(/timeout/);
  });

  it('is unavailable, fast, when nothing listens at the address', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const started = Date.now();
    await expect(
      rechercheEntreprises({ baseUrl: `http://127.0.0.1:${closedPort}` }).lookup('552032534'),
    ).rejects.toThrow(/unreachable/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('choosing the adapter', () => {
  it('is offline with "off", and offline always throws DirectoryUnavailableError', async () => {
    await expect(
      companyDirectoryFromConfig({ companyDirectoryUrl: 'off' }).lookup('552032534'),
    ).rejects.toThrow(DirectoryUnavailableError);
    await expect(offlineDirectory().lookup('552032534')).rejects.toThrow(DirectoryUnavailableError);
  });

  it('uses the configured address otherwise', async () => {
    const company = await companyDirectoryFromConfig({ companyDirectoryUrl: standIn.url }).lookup(
      '552032534',
    );
    expect(company?.name).toBe('DANONE');
  });
});
