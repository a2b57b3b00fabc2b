import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  ProviderError,
  type ConnectorProvider,
  type ExportStatus,
  type ProviderCompany,
  type ProviderFiscalYear,
} from './provider';

export { DEFAULT_PENNYLANE_API_URL } from '../../config/config';

export interface PennylaneOptions {
  /** `https://app.pennylane.com`, or a stand-in's address. */
  baseUrl: string;
  /** Per call; the software's answers are small (the file is streamed apart). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The fields read from `GET /api/external/v2/me` (Pennylane Company API v2). */
interface MeAnswer {
  company?: {
    name?: string | null;
    reg_no?: string | number | null;
    // Not in every answer: read when present.
    activity?: string | null;
    naf_code?: string | null;
    address?: string | null;
  } | null;
}

interface FiscalYearsAnswer {
  items?: { start?: string; finish?: string; status?: string }[];
  has_more?: boolean;
  next_cursor?: string | null;
}

interface ExportAnswer {
  id?: string | number;
  status?: string;
  file_url?: string | null;
}

const text = (v: unknown): string | null => {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
};

/**
 * Pennylane Company API v2 with a company token (Bearer). The FEC export is asynchronous:
 * `POST /api/external/v2/exports/fecs { period_start, period_end }` → `{ id, status: 'pending' }`, then
 * `GET /api/external/v2/exports/fecs/{id}` → `{ status: pending|ready|error, file_url }`, whose link
 * expires after 10 minutes.
 */
export function pennylaneProvider(options: PennylaneOptions): ConnectorProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderError('unavailable');
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new ProviderError('unauthorized');
    }
    if (response.status === 404 || response.status === 422) {
      await response.body?.cancel();
      throw new ProviderError('not_found');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError('unavailable', `HTTP ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new ProviderError('unavailable', 'not JSON');
    }
  }

  async function fiscalYears(token: string): Promise<ProviderFiscalYear[]> {
    const out: ProviderFiscalYear[] = [];
    let cursor: string | null = null;
    // Cursor pagination; 20 pages of 100 is far more fiscal years than any company has.
    for (let page = 0; page < 20; page++) {
      const query = new URLSearchParams({ limit: '100' });
      if (cursor) query.set('cursor', cursor);
      const answer = await call<FiscalYearsAnswer>(token, 'GET', `/api/external/v2/fiscal_years?${query}`);
      for (const item of answer.items ?? []) {
        const start = text(item.start);
        const end = text(item.finish);
        if (start && end) out.push({ start_date: start.slice(0, 10), end_date: end.slice(0, 10) });
      }
      cursor = answer.has_more ? text(answer.next_cursor) : null;
      if (!cursor) break;
    }
    return out;
  }

  return {
    async identify(token): Promise<ProviderCompany> {
      const me = await call<MeAnswer>(token, 'GET', '/api/external/v2/me');
      const company = me.company ?? {};
      const regNo = text(company.reg_no)?.replace(/\s/g, '') ?? null;
      return {
        name: text(company.name),
        siren:
          regNo && /^\d{9}$/.test(regNo) ? regNo : regNo && /^\d{14}$/.test(regNo) ? regNo.slice(0, 9) : null,
        activity: text(company.activity) ?? text(company.naf_code),
        address: text(company.address),
        fiscalYears: await fiscalYears(token),
      };
    },
    async startFecExport(token, period) {
      const answer = await call<ExportAnswer>(token, 'POST', '/api/external/v2/exports/fecs', {
        period_start: period.start,
        period_end: period.end,
      });
      const id = text(answer.id);
      if (!id) throw new ProviderError('unavailable', 'no export id');
      return id;
    },
    async exportStatus(token, exportId): Promise<ExportStatus> {
      const answer = await call<ExportAnswer>(
        token,
        'GET',
        `/api/external/v2/exports/fecs/${encodeURIComponent(exportId)}`,
      );
      if (answer.status === 'ready') {
        const url = text(answer.file_url);
        if (!url) throw new ProviderError('unavailable', 'ready without file_url');
        return { status: 'ready', fileUrl: url };
      }
      if (answer.status === 'error') return { status: 'error' };
      return { status: 'pending' };
    },
    async download(fileUrl) {
      let response: Response;
      try {
        // The link is pre-signed: no token goes with it.
        response = await doFetch(fileUrl, { redirect: 'follow', signal: AbortSignal.timeout(10 * 60_000) });
      } catch {
        throw new ProviderError('unavailable');
      }
      // An expired pre-signed link answers 403 (S3) or 410.
      if (response.status === 403 || response.status === 410 || response.status === 401) {
        await response.body?.cancel();
        throw new ProviderError('link_expired');
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new ProviderError('unavailable', `HTTP ${response.status}`);
      }
      return Readable.fromWeb(response.body as unknown as WebReadableStream);
    },
  };
}
