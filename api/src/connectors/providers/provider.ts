import type { Readable } from 'node:stream';

/**
 * The port to an accounting software (spec §2 « Connecteurs »): who the token belongs to, and the FEC of a
 * period, produced asynchronously by the software. One adapter per software (pennylane.ts); tests and the
 * offline default run against a local stand-in of the same HTTP endpoints (pennylane-stand-in.ts).
 */
export interface ProviderFiscalYear {
  start_date: string;
  end_date: string;
  /** The software's label when it has one (else the service writes « Exercice AAAA »). */
  label?: string | null;
}

export interface ProviderCompany {
  name: string | null;
  siren: string | null;
  activity: string | null;
  address: string | null;
  fiscalYears: ProviderFiscalYear[];
}

export interface ExportPeriod {
  start: string;
  end: string;
}

export type ExportStatus =
  { status: 'pending' } | { status: 'ready'; fileUrl: string } | { status: 'error'; message?: string };

export interface ConnectorProvider {
  /** The company behind the token and its fiscal years. */
  identify(token: string): Promise<ProviderCompany>;
  /** Asks the software for the FEC of a period; answers its export id. */
  startFecExport(token: string, period: ExportPeriod): Promise<string>;
  exportStatus(token: string, exportId: string): Promise<ExportStatus>;
  /** The file behind a ready export's link; a link past its life throws `ProviderError('link_expired')`. */
  download(fileUrl: string): Promise<Readable>;
}

export type ProviderFailure =
  /** The token is missing, invalid, expired or revoked (the software said 401/403). */
  | 'unauthorized'
  /** Nothing for this period (the software said 404/422). */
  | 'not_found'
  /** The download link has expired: read the export again for a fresh one. */
  | 'link_expired'
  /** The software did not answer, or answered something unexpected. */
  | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string = failure,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type ConnectorProviders = Record<'pennylane', ConnectorProvider>;
