/** A company as the public directory describes it (spec §3: company name and SIREN of a FEC). */
export interface Company {
  siren: string;
  /** Dénomination (legal name), or the person's name for a sole trader. */
  name: string;
  /** NAF / APE activity code, e.g. `62.01Z`. */
  nafCode?: string;
  /** Head-office address, one line. */
  address?: string;
  /** `YYYY-MM-DD`. */
  creationDate?: string;
  /** False when the company has ceased trading (état administratif `C`). */
  active: boolean;
}

/**
 * Port: where a SIREN is looked up. Two adapters — the public "Recherche d'entreprises" API, and an
 * offline one for machines without network, where the user types the company's details.
 */
export interface CompanyDirectory {
  /** The company, or null when the directory knows no such SIREN; throws DirectoryUnavailableError. */
  lookup(siren: string): Promise<Company | null>;
}

/** The directory could not answer (offline, network error, timeout, 5xx, rate limit). */
export class DirectoryUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`company directory unavailable: ${reason}`, options);
    this.name = 'DirectoryUnavailableError';
  }
}

/** The offline adapter: never reachable, so the user enters the company's details by hand. */
export function offlineDirectory(): CompanyDirectory {
  return {
    async lookup() {
      throw new DirectoryUnavailableError('offline');
    },
  };
}
