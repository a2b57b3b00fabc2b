import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoFec } from './demo-fec';

/**
 * A local stand-in of the Pennylane Company API v2 endpoints the adapter uses (and nothing else):
 * `GET /api/external/v2/me`, `GET /api/external/v2/fiscal_years`, `POST /api/external/v2/exports/fecs`,
 * `GET /api/external/v2/exports/fecs/{id}`, and the pre-signed download link an export hands out (valid
 * 10 minutes). Companies are per token. Tests start it on port 0 and turn its knobs; `npm start` runs one
 * with a demo company when `PENNYLANE_API_URL` is unset, so connectors can be tried offline.
 */
export interface StandInCompany {
  name: string | null;
  reg_no: string | null;
  activity?: string | null;
  address?: string | null;
  fiscalYears: { start: string; finish: string }[];
  /** Bumped to change the exported file (a nightly refresh then re-imports). */
  version: number;
  /** Entries per exported FEC (default 40). */
  entries?: number;
}

export interface StandInKnobs {
  /** Every export ends in status `error`. */
  exportError: boolean;
  /** Status reads that answer `pending` before an export is ready (a slow export). */
  pendingPolls: number;
  /** The next N downloads answer 403 as an expired link would. */
  expireNextLinks: number;
  /** Link lifetime in ms (Pennylane: 10 minutes). */
  linkLifetimeMs: number;
}

export interface PennylaneStandIn {
  url: string;
  knobs: StandInKnobs;
  /** Adds (or replaces) the company a token opens. */
  addCompany(token: string, company: StandInCompany): void;
  company(token: string): StandInCompany | undefined;
  /** The token no longer opens anything (revoked in the software). */
  revoke(token: string): void;
  /** Requests received, `METHOD path` (tests check what was asked). */
  requests: string[];
  close(): Promise<void>;
}

/** The demo company `npm start` knows (README « Connecteurs »). */
export const DEMO_PENNYLANE_TOKEN = 'demo-pennylane-0000-1234';

export function demoCompany(now = new Date()): StandInCompany {
  const year = now.getUTCFullYear();
  return {
    name: 'Boulangerie Démo SAS',
    reg_no: '732829320',
    activity: '10.71C Boulangerie et boulangerie-pâtisserie',
    address: '12 rue du Four, 69002 Lyon',
    fiscalYears: [year, year - 1, year - 2].map((y) => ({ start: `${y}-01-01`, finish: `${y}-12-31` })),
    version: 1,
  };
}

interface StandInExport {
  id: number;
  token: string;
  start: string;
  end: string;
  polls: number;
  version: number;
  error: boolean;
}

interface Link {
  exportId: number;
  expiresAt: number;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startPennylaneStandIn(
  options: { port?: number; host?: string; companies?: Record<string, StandInCompany> } = {},
): Promise<PennylaneStandIn> {
  const companies = new Map<string, StandInCompany>(Object.entries(options.companies ?? {}));
  const exports = new Map<number, StandInExport>();
  const links = new Map<string, Link>();
  const requests: string[] = [];
  const knobs: StandInKnobs = {
    exportError: false,
    pendingPolls: 1,
    expireNextLinks: 0,
    linkLifetimeMs: 600_000,
  };
  let nextId = 100;
  let url = '';

  const tokenOf = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push(`${req.method} ${path}`);
    void handle(req, res, path).catch(() => json(res, 500, { error: 'stand-in failure' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    // The pre-signed link: no token, a signature that lives 10 minutes.
    const file = /^\/files\/([A-Za-z0-9_-]+)\/FEC\.txt$/.exec(path);
    if (req.method === 'GET' && file) {
      const link = links.get(file[1]);
      if (knobs.expireNextLinks > 0) {
        knobs.expireNextLinks--;
        return json(res, 403, { error: 'Request has expired' });
      }
      if (!link || link.expiresAt < Date.now()) return json(res, 403, { error: 'Request has expired' });
      const exp = exports.get(link.exportId)!;
      const company = companies.get(exp.token);
      if (!company) return json(res, 403, { error: 'Request has expired' });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        demoFec({
          start: exp.start,
          end: exp.end,
          seed: `${company.reg_no ?? company.name}`,
          version: exp.version,
          entries: company.entries,
        }),
      );
      return;
    }
    const company = companies.get(tokenOf(req));
    if (!company) return json(res, 401, { error: 'Unauthorized' });
    if (req.method === 'GET' && path === '/api/external/v2/me') {
      return json(res, 200, {
        user: { id: 1, first_name: 'Camille', last_name: 'Démo', email: 'camille@exemple.fr', locale: 'fr' },
        company: {
          id: 1,
          name: company.name,
          reg_no: company.reg_no,
          activity: company.activity ?? null,
          address: company.address ?? null,
        },
      });
    }
    if (req.method === 'GET' && path === '/api/external/v2/fiscal_years') {
      const limit = Math.max(1, Math.min(Number(query.get('limit') ?? 20) || 20, 100));
      const from = Number(query.get('cursor') ?? 0) || 0;
      const items = company.fiscalYears.slice(from, from + limit).map((fy, i) => ({
        id: from + i + 1,
        start: fy.start,
        finish: fy.finish,
        status: 'open',
      }));
      const more = from + limit < company.fiscalYears.length;
      return json(res, 200, { items, has_more: more, next_cursor: more ? String(from + limit) : null });
    }
    if (req.method === 'POST' && path === '/api/external/v2/exports/fecs') {
      const body = await readJson(req);
      const start = String(body.period_start ?? '');
      const end = String(body.period_end ?? '');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || start > end) {
        return json(res, 422, { error: 'Invalid period' });
      }
      const id = nextId++;
      exports.set(id, {
        id,
        token: tokenOf(req),
        start,
        end,
        polls: 0,
        version: company.version,
        error: knobs.exportError,
      });
      const at = new Date().toISOString();
      return json(res, 201, { id, status: 'pending', created_at: at, updated_at: at });
    }
    const one = /^\/api\/external\/v2\/exports\/fecs\/(\d+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const exp = exports.get(Number(one[1]));
      if (!exp || exp.token !== tokenOf(req)) return json(res, 404, { error: 'Not found' });
      const at = new Date().toISOString();
      if (exp.error || knobs.exportError)
        return json(res, 200, { id: exp.id, status: 'error', updated_at: at });
      if (exp.polls++ < knobs.pendingPolls)
        return json(res, 200, { id: exp.id, status: 'pending', updated_at: at });
      // A fresh link at every read, as a pre-signed URL would be.
      const key = randomBytes(12).toString('base64url');
      links.set(key, { exportId: exp.id, expiresAt: Date.now() + knobs.linkLifetimeMs });
      return json(res, 200, {
        id: exp.id,
        status: 'ready',
        file_url: `${url}/files/${key}/FEC.txt`,
        updated_at: at,
      });
    }
    return json(res, 404, { error: 'Not found' });
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url,
    knobs,
    requests,
    addCompany: (token, company) => void companies.set(token, company),
    company: (token) => companies.get(token),
    revoke: (token) => void companies.delete(token),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
