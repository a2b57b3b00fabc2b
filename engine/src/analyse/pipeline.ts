import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { ControlContext, ControlDefinition, ControlOutcome } from '../model/control';
import type { FiscalYear } from '../model/format';
import type { FecLine } from '../model/line';
import type { Aggregates } from '../model/aggregates';
import { FecReader } from '../read/reader';
import { parseFileName } from '../read/file-name';
import type { HeaderInfo } from '../read/header';
import { DiagnosticCollector } from '../validate/collector';
import { ControlPass } from './control-pass';
import { DateHistogram, decideFiscalYear, inferFiscalYear, type FiscalYearDecision } from './fiscal-year';

export interface PipelineOptions {
  /** File name used for the SIREN and closing date (defaults to the path's base name). */
  fileName?: string;
  /** Explicit fiscal year (AAAAMMJJ); otherwise from the file name, else inferred from the entries. */
  yearEnd?: number;
  yearStart?: number;
  firstYear?: boolean;
  /** BNC/BA keeping commercial-law accounts (18 columns, some fields may be blank, no PCG rule). */
  commercialBncBa?: boolean;
  rowCap?: number;
  diagnosticCap?: number;
  controls: ControlDefinition<object>[];
  /** Parameter overrides per control id. */
  params?: Record<string, Record<string, unknown>>;
  /** Sees every data line with the record as written (e.g. the corrector). */
  onLine?(line: FecLine, raw: string, header: HeaderInfo): void;
  /** Reports progress in bytes read. */
  onProgress?(bytesRead: number): void;
  /** Awaited between input chunks when it returns a promise (a slow writer downstream). */
  backpressure?(): Promise<void> | null;
}

export interface PipelineResult {
  reader: FecReader;
  diagnostics: DiagnosticCollector;
  fileName: string;
  siren: string | null;
  fiscalYear: FiscalYearDecision;
  aggregates: Aggregates;
  outcomes: Array<{ definition: ControlDefinition<object>; outcome: ControlOutcome }>;
}

/**
 * Lines read (and kept) before the fiscal year is decided: the dates of these lines tell which year
 * the file is (see decideFiscalYear). Kept lines cost about 700 bytes each (measured: 20,000 lines ≈
 * 14 MiB of heap, 50,000 ≈ 34 MiB), hence the bound. Dates go to a histogram whose size does not grow
 * with the file: it keeps counting to the end, and the year the whole file's entries point to is the
 * `suggested` one.
 */
export const LOOKAHEAD = 20_000;

/** One streaming pass: read, group entries, aggregate, run every control; nothing re-reads the file. */
export async function runPipeline(input: Readable, opts: PipelineOptions): Promise<PipelineResult> {
  const fileName = opts.fileName ?? 'fec.txt';
  const name = parseFileName(fileName);
  const diagnostics = new DiagnosticCollector(opts.diagnosticCap ?? 1000);
  const rowCap = opts.rowCap ?? 1000;
  let pass: ControlPass | null = null;
  let decision: FiscalYearDecision | null = null;
  const pending: Array<[FecLine, string]> = [];
  const dates = new DateHistogram();
  const allDates = new DateHistogram();

  const consume = (line: FecLine, raw: string) => {
    pass!.push(line);
    if (opts.onLine) opts.onLine(line, raw, reader.header!);
  };

  const decide = () => {
    decision = decideFiscalYear({ start: opts.yearStart, end: opts.yearEnd }, name.closingDate, dates);
    if (decision.warning) diagnostics.add('EXERCICE_DEDUIT', 1, '', decision.warning);
    const variant = reader.variant ?? 'debit-credit';
    const context: ControlContext = {
      fiscalYear: decision.fiscalYear,
      variant,
      cashBasis: variant === 'ba-tresorerie' || variant === 'bnc-tresorerie' || opts.commercialBncBa === true,
      firstYear: opts.firstYear === true,
      rowCap,
    };
    pass = new ControlPass(
      opts.controls.map((def) => def.create(context, { ...def.params, ...(opts.params?.[def.id] ?? {}) })),
    );
    for (const [l, f] of pending) consume(l, f);
    pending.length = 0;
  };

  const reader = new FecReader({
    diagnostics,
    commercialBncBa: opts.commercialBncBa,
    onLine: (line, source) => {
      allDates.add(line.ecritureDate);
      if (decision === null) {
        // The record as written is made only for a consumer that reads it (the corrector).
        pending.push([line, opts.onLine ? source.rawLine() : '']);
        dates.add(line.ecritureDate);
        if (pending.length >= LOOKAHEAD) decide();
      } else {
        pass!.push(line);
        if (opts.onLine) opts.onLine(line, source.rawLine(), reader.header!);
      }
    },
  });

  for await (const chunk of input) {
    reader.push(chunk as Buffer);
    opts.onProgress?.(reader.bytes);
    if (reader.failed) break;
    const wait = opts.backpressure?.();
    if (wait) await wait;
  }
  if (!reader.failed) reader.end();
  if (reader.failed) input.destroy();
  if (decision === null) decide();
  // The decision saw the first lines only; what the entries point to is judged on all of them.
  const decided = decision as unknown as FiscalYearDecision;
  const fiscalYear: FiscalYearDecision = {
    ...decided,
    suggested: inferFiscalYear(allDates, decided.fiscalYear),
    datedLines: allDates.total,
    linesInside: allDates.countBetween(decided.fiscalYear.start, decided.fiscalYear.end),
  };

  if (!name.conforming)
    diagnostics.add(
      'NOM_FICHIER',
      0,
      '',
      `Le nom « ${fileName} » ne respecte pas la forme <SIREN>FEC<AAAAMMJJ> (SIREN à 9 chiffres, date de clôture).`,
    );
  else if (!name.sirenValid)
    diagnostics.add(
      'SIREN_INVALIDE',
      0,
      '',
      `Le SIREN ${name.siren} du nom de fichier est invalide (clé de Luhn).`,
    );

  const { aggregates, outcomes: results } = pass!.finish(!reader.failed);
  const outcomes = results.map((outcome, i) => ({ definition: opts.controls[i], outcome }));
  return {
    reader,
    diagnostics,
    fileName,
    siren: name.siren,
    fiscalYear,
    aggregates,
    outcomes,
  };
}

/** A FEC file as the pipeline reads it: 1 MiB chunks, and its base name for the SIREN and closing date. */
export function openFecFile(path: string): { stream: Readable; fileName: string } {
  return {
    stream: createReadStream(path, { highWaterMark: 1 << 20 }),
    fileName: path.split(/[\\/]/).pop() ?? path,
  };
}

export function runPipelineOnFile(path: string, opts: PipelineOptions): Promise<PipelineResult> {
  const { stream, fileName } = openFecFile(path);
  return runPipeline(stream, { fileName, ...opts });
}

export type { FiscalYear };
