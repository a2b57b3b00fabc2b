import { formatDate } from '../../../shared/format';

interface FecLike {
  originalName: string;
  companyName?: string | null;
  fiscalStart?: string | null;
  fiscalEnd?: string | null;
}

/** « 31/12/2024 » style fiscal year: « du 01/01/2024 au 31/12/2024 ». */
export function fiscalYear(start?: string | null, end?: string | null): string {
  if (start && end) return `du ${formatDate(start)} au ${formatDate(end)}`;
  if (end) return `clos le ${formatDate(end)}`;
  return '';
}

/** How a FEC is named in column headers: company (or file name) and fiscal year end. */
export function fecName(fec: FecLike | null | undefined): string {
  if (!fec) return 'FEC';
  const name = fec.companyName || fec.originalName;
  return fec.fiscalEnd ? `${name} — ${formatDate(fec.fiscalEnd)}` : name;
}

/** The name of an analysis' FEC (report dates first: they are what the engine read). */
export function fecLabel(a: { fecs: FecLike[]; report?: { fiscalEnd?: string | null } | null }): string {
  const fec = a.fecs[0];
  if (!fec) return 'FEC';
  return fecName({ ...fec, fiscalEnd: a.report?.fiscalEnd ?? fec.fiscalEnd });
}

/**
 * The legal name the DGFiP's tester wants for the corrected FEC, `<SIREN>FEC<AAAAMMJJ>`: the SIREN declared on
 * the FEC (else the one in its file name), and the closing date of the fiscal year the analysis ran on (else
 * the FEC's, else the file name's). A part not known stays a placeholder, said as such in `missing`.
 */
export function legalFecName(a: {
  fecs: Array<{ originalName: string; siren?: string | null; fiscalEnd?: string | null }>;
  report?: { fiscalEnd?: string | null } | null;
}): { name: string; missing: Array<'siren' | 'date'> } {
  const fec = a.fecs[0];
  const fromName = /(\d{9})FEC(\d{8})/i.exec(fec?.originalName.replace(/^.*[\\/]/, '') ?? '');
  const siren = fec?.siren || fromName?.[1] || null;
  const end = a.report?.fiscalEnd ?? fec?.fiscalEnd ?? null;
  const date = end ? end.replaceAll('-', '') : (fromName?.[2] ?? null);
  const ext = /\.(txt|csv)$/i.exec(fec?.originalName ?? '')?.[0].toLowerCase() ?? '.txt';
  const missing: Array<'siren' | 'date'> = [];
  if (!siren) missing.push('siren');
  if (!date) missing.push('date');
  return { name: `${siren ?? '<SIREN>'}FEC${date ?? '<AAAAMMJJ>'}${ext}`, missing };
}
