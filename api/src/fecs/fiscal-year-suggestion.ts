import { suggestFiscalYear } from '../../../engine/src/index';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import { requireImport } from './fec-service';

/** The import form sends the first and last 2 MB of the file: 4 MiB of text at most. */
export const SAMPLE_MAX_CHARS = 4 * 1024 * 1024;

/**
 * Request body ceiling of the route: the sample JSON-escaped (tabs, accents, replacement characters take
 * up to 3 bytes each) plus the name. Larger bodies are refused by Fastify before parsing (413).
 */
export const SUGGESTION_BODY_LIMIT = SAMPLE_MAX_CHARS * 3 + 64 * 1024;

export interface FiscalYearSuggestionView {
  fiscal_start: string;
  fiscal_end: string;
  source: 'file-name' | 'data';
  /** French, when the entries cannot settle the year: why, and that the dates are to confirm. */
  question: string | null;
}

const isoOf = (ymd: number) => {
  const s = String(ymd);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};

/**
 * `POST v1/fecs/fiscal-year-suggestion`: the fiscal year a file's entries show, before it is imported,
 * so the form proposes dates that hold (rather than only the closing date of the file name). Only for
 * someone who may import here: it reads nothing stored, but it is part of the import.
 */
export async function fiscalYearSuggestion(
  caller: Caller,
  fileName: string,
  sample: string,
): Promise<FiscalYearSuggestionView | null> {
  requireImport(caller);
  if (sample.length > SAMPLE_MAX_CHARS) throw new ApiError(413, MSG.fiscalSampleTooLarge);
  const fy = await suggestFiscalYear(sample, fileName);
  if (!fy) return null;
  return {
    fiscal_start: isoOf(fy.start),
    fiscal_end: isoOf(fy.end),
    source: fy.source === 'file-name' ? 'file-name' : 'data',
    question: fy.question ?? null,
  };
}
