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
