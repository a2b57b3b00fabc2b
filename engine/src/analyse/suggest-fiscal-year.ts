import { Readable } from 'node:stream';
import { DateHistogram, inferFiscalYear, inferYear } from './fiscal-year';
import { runPipeline } from './pipeline';
import type { FiscalYearReport } from './report';
import { YearSignals } from './year-signals';

export type FiscalYearSuggestion = Pick<FiscalYearReport, 'start' | 'end' | 'source'> & {
  /**
   * French, when the entries cannot settle the year (a short span without à-nouveaux nor closing
   * entries, closing entries where the year would not end…): why, and that the dates are to confirm.
   * Absent when the entries settle it.
   */
  question?: string;
};

/**
 * The fiscal year a FEC's entries show, read from a sample of it (the import form sends the first and
 * last part of the file before uploading): no control runs. Null when the sample holds no dated entry.
 * The year is inferred as in the analysis (bulk of the dates, and the edges: à-nouveaux, closing
 * entries, see inferYear), on every line of the sample. A sample misses the middle of the file, so its
 * two ends can weigh alike: when `headLength` (bytes of the sample that are the start of the file) is
 * given and the year inferred from the bulk of the whole sample leaves out most of the head, the head's
 * own year wins — a FEC is written in chronological order, its start is the year's.
 */
export async function suggestFiscalYear(
  sample: Buffer | string,
  fileName: string,
  headLength?: number,
): Promise<FiscalYearSuggestion | null> {
  const bytes = typeof sample === 'string' ? Buffer.from(sample, 'utf8') : sample;
  let headLines = 0;
  if (headLength !== undefined)
    for (let i = bytes.indexOf(0x0a); i >= 0 && i < headLength; i = bytes.indexOf(0x0a, i + 1)) headLines++;
  const head = new DateHistogram();
  const all = new DateHistogram();
  const signals = new YearSignals();
  const r = await runPipeline(Readable.from([bytes]), {
    fileName,
    controls: [],
    onLine: (line) => {
      all.add(line.ecritureDate);
      signals.add(line);
      if (line.line <= headLines) head.add(line.ecritureDate);
    },
  });
  if (r.reader.failed || r.fiscalYear.suggested === null) return null;
  if (r.fiscalYear.source === 'file-name') {
    const fy = r.fiscalYear.fiscalYear;
    return { start: fy.start, end: fy.end, source: 'file-name' };
  }
  const inferred = inferYear(all, signals);
  if (inferred === null) return null;
  let fy = inferred.year;
  if (inferred.basis === 'bulk' && head.total > 0 && head.between(fy.start, fy.end) * 2 < head.total)
    fy = inferFiscalYear(head) ?? fy;
  return {
    start: fy.start,
    end: fy.end,
    source: 'data',
    ...(inferred.question ? { question: inferred.question } : {}),
  };
}
