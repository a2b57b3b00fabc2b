/**
 * What the import form sends to propose a fiscal year (issue 14): the head and the tail of the file,
 * cut on line ends so no entry is half read. The gateway takes 1 Mo per request, so each end is a few
 * hundred kilobytes: thousands of entries, enough for their dates.
 */
import { formatDate } from '../../../shared/format';

export const SAMPLE_END_BYTES = 300_000;

/**
 * The head (with the header line) and the tail of `file` as text. Non-UTF-8 files (windows-1252) decode
 * with replacement characters in labels: only the dates matter here.
 */
export async function readFecSample(file: Blob, endBytes = SAMPLE_END_BYTES): Promise<string> {
  const decode = (buffer: ArrayBuffer) => new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  if (file.size <= 2 * endBytes) return decode(await file.arrayBuffer());
  const head = decode(await file.slice(0, endBytes).arrayBuffer());
  const tail = decode(await file.slice(file.size - endBytes).arrayBuffer());
  return head.slice(0, head.lastIndexOf('\n') + 1) + tail.slice(tail.indexOf('\n') + 1);
}

export interface FiscalYearSuggestion {
  fiscalStart: string;
  fiscalEnd: string;
  source: 'FILE_NAME' | 'DATA' | 'DECLARED';
  /** Why the entries cannot settle the year (issue 35): the form then asks to confirm the dates. */
  question?: string | null;
}

/**
 * The short French note shown under the file once its dates are proposed. `nameEnd` is the closing date
 * read from the file name (AAAA-MM-JJ), if any.
 */
export function fiscalYearNote(s: FiscalYearSuggestion, nameEnd: string | undefined): string {
  const period = `du ${formatDate(s.fiscalStart)} au ${formatDate(s.fiscalEnd)}`;
  if (nameEnd && nameEnd !== s.fiscalEnd && s.source === 'DATA') {
    return (
      `Le nom du fichier indique une clôture au ${formatDate(nameEnd)} mais les écritures couvrent ` +
      `l'exercice ${period} : dates proposées d'après les écritures.`
    );
  }
  return `Dates proposées d'après les écritures du fichier : ${period}.`;
}
