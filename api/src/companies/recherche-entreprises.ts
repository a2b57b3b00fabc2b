import { DirectoryUnavailableError, type Company, type CompanyDirectory } from './company-directory';

export const RECHERCHE_ENTREPRISES_URL = 'https://recherche-entreprises.api.gouv.fr';
export const DEFAULT_LOOKUP_TIMEOUT_MS = 3000;

export interface RechercheEntreprisesOptions {
  /** Base address (the public API, or a stand-in in tests). */
  baseUrl?: string;
  /** Whole-request budget: a form waits on this, so it is short. */
  timeoutMs?: number;
}

/** The fields we read from one entry of `results` (the API sends many more). */
interface SearchResult {
  siren?: unknown;
  nom_complet?: unknown;
  nom_raison_sociale?: unknown;
  activite_principale?: unknown;
  date_creation?: unknown;
  etat_administratif?: unknown;
  siege?: { adresse?: unknown } | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function toCompany(siren: string, r: SearchResult): Company | null {
  const name = text(r.nom_raison_sociale) ?? text(r.nom_complet);
  if (!name) return null;
  return {
    siren,
    name,
    nafCode: text(r.activite_principale),
    address: text(r.siege?.adresse),
    creationDate: text(r.date_creation),
    active: r.etat_administratif !== 'C',
  };
}

/**
 * Adapter for the public "Recherche d'entreprises" API (`GET /search?q=<siren>`). The search is full
 * text, so only a result whose `siren` is exactly the one asked counts as a match.
 */
export function rechercheEntreprises(options: RechercheEntreprisesOptions = {}): CompanyDirectory {
  const base = (options.baseUrl ?? RECHERCHE_ENTREPRISES_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  return {
    async lookup(siren) {
      const url = new URL(`${base}/search`);
      url.searchParams.set('q', siren);
      url.searchParams.set('page', '1');
      url.searchParams.set('per_page', '1');
      const signal = AbortSignal.timeout(timeoutMs);
      let body: unknown;
      try {
        // The timeout covers the body too: a server that stalls mid-answer must not hang the request.
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal,
        });
        if (response.status === 404) return null;
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new DirectoryUnavailableError(`HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof DirectoryUnavailableError) throw error;
        // The signal, not the error's class: errors may come from another realm (fetch's own).
        throw new DirectoryUnavailableError(signal.aborted ? 'timeout' : 'unreachable', { cause: error });
      }
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw new DirectoryUnavailableError('unexpected answer');
      const match = (results as SearchResult[]).find((r) => r?.siren === siren);
      return match ? toCompany(siren, match) : null;
    },
  };
}
