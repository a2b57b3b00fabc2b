import { REPORT_NAME_MAX } from './limits';

interface NamedFec {
  company_name: string | null;
  original_name: string;
  fiscal_end: string | Date | null;
}

/** Keeps what a report name may hold (spec §5): letters, digits, dash, underscore, space. */
const allowedOnly = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const yearOf = (end: string | Date | null) =>
  end === null ? '' : end instanceof Date ? String(end.getFullYear()) : end.slice(0, 4);

/**
 * The name of each report when one request makes one report per FEC: the user's name followed by the
 * company (or the file's name) and the closing year, so twenty downloads are not twenty « Revue.pdf ».
 * One report keeps the name as typed.
 */
export function reportNames(name: string, fecs: NamedFec[]): string[] {
  if (fecs.length < 2) return fecs.map(() => name);
  return fecs.map((fec) => {
    const who = allowedOnly(fec.company_name ?? fec.original_name.replace(/\.[^.]+$/, ''));
    const suffix = [who, yearOf(fec.fiscal_end)].filter(Boolean).join(' ');
    const room = REPORT_NAME_MAX - suffix.length - 3;
    if (!suffix) return name;
    return room > 0
      ? `${name.slice(0, room).trim()} - ${suffix}`
      : `${name} - ${suffix}`.slice(0, REPORT_NAME_MAX);
  });
}
