import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One entry of the public API's `results`, as far as the adapter reads it. */
export interface StandInCompany {
  siren: string;
  nom_complet: string;
  nom_raison_sociale?: string | null;
  activite_principale?: string | null;
  date_creation?: string | null;
  etat_administratif?: 'A' | 'C';
  siege?: { adresse?: string | null } | null;
}

export interface DirectoryStandIn {
  url: string;
  /** Every `q` received, in order. */
  queries: string[];
  /** Replaces the normal answer (a status, a stall…) for the next requests. */
  behave(handler: ((req: IncomingMessage, res: ServerResponse) => void) | null): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for "Recherche d'entreprises" (`GET /search?q=`), since tests have no network. Like
 * the real one it is a full-text search: a non-matching query may still return other companies.
 */
export async function startDirectoryStandIn(companies: StandInCompany[]): Promise<DirectoryStandIn> {
  const queries: string[] = [];
  let override: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/search') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"erreur":"not found"}');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    if (override) return override(req, res);
    const exact = companies.filter((c) => c.siren === q);
    // A fuzzy neighbour when nothing matches exactly, so the adapter must check the SIREN it gets back.
    const results = exact.length ? exact : companies.slice(0, 1);
    const body = {
      results,
      total_results: results.length,
      page: 1,
      per_page: Number(url.searchParams.get('per_page') ?? 10),
      total_pages: 1,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    behave(handler) {
      override = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
