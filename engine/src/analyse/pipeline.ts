import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { ControlContext, ControlDefinition, ControlOutcome } from '../model/control';
import type { FiscalYear } from '../model/format';
import type { FecLine } from '../model/line';
import type { Aggregates } from '../model/aggregates';
import { FecReader, type RawLineSource, type ReadState } from '../read/reader';
import { readOnThread } from '../read/read-thread';
import { parseFileName } from '../read/file-name';
import type { HeaderInfo } from '../read/header';
import { DiagnosticCollector } from '../validate/collector';
import { ControlPass } from './control-pass';
import { DateHistogram, decideFiscalYear, inferYear, type FiscalYearDecision } from './fiscal-year';
import { YearSignals } from './year-signals';

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
  reader: ReadState;
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

/**
 * What happens to the lines, whoever reads them (this thread or the reading thread): the fiscal year
 * decided on the first lines, then every line through the controls, and the result.
 */
class PassRun {
  readonly diagnostics: DiagnosticCollector;
  private readonly name: ReturnType<typeof parseFileName>;
  private pass: ControlPass | null = null;
  private decision: FiscalYearDecision | null = null;
  private readonly pending: Array<[FecLine, string]> = [];
  private readonly dates = new DateHistogram();
  private readonly allDates = new DateHistogram();
  /** The entries' edges (à-nouveaux, closing entries) beside their dates: the first lines', and all. */
  private readonly signals = new YearSignals();
  private readonly allSignals = new YearSignals();

  constructor(
    private readonly opts: PipelineOptions,
    readonly fileName: string,
    /** The header once read (the variant decides the controls' context). */
    private readonly headerOf: () => HeaderInfo | null,
  ) {
    this.name = parseFileName(fileName);
    this.diagnostics = new DiagnosticCollector(opts.diagnosticCap ?? 1000);
  }

  /** One data line, in file order; `source` gives the record as written (this thread's reading only). */
  line(line: FecLine, source: RawLineSource | null): void {
    this.allDates.add(line.ecritureDate);
    this.allSignals.add(line);
    const onLine = this.opts.onLine;
    if (this.decision === null) {
      // The record as written is made only for a consumer that reads it (the corrector).
      this.pending.push([line, onLine && source ? source.rawLine() : '']);
      this.dates.add(line.ecritureDate);
      this.signals.add(line);
      if (this.pending.length >= LOOKAHEAD) this.decide();
    } else {
      this.pass!.push(line);
      if (onLine && source) onLine(line, source.rawLine(), this.headerOf()!);
    }
  }

  private decide(): void {
    const opts = this.opts;
    const decision = decideFiscalYear(
      { start: opts.yearStart, end: opts.yearEnd },
      this.name.closingDate,
      this.dates,
      this.signals,
    );
    this.decision = decision;
    if (decision.warning) this.diagnostics.add('EXERCICE_DEDUIT', 1, '', decision.warning);
    const variant = this.headerOf()?.variant ?? 'debit-credit';
    const context: ControlContext = {
      fiscalYear: decision.fiscalYear,
      variant,
      cashBasis: variant === 'ba-tresorerie' || variant === 'bnc-tresorerie' || opts.commercialBncBa === true,
      // A first year the entries show (no à-nouveaux, a short or long year) expects no à-nouveaux either.
      firstYear: opts.firstYear === true || decision.firstYear === true,
      rowCap: opts.rowCap ?? 1000,
    };
    const pass = new ControlPass(
      opts.controls.map((def) => def.create(context, { ...def.params, ...(opts.params?.[def.id] ?? {}) })),
    );
    this.pass = pass;
    for (const [l, raw] of this.pending) {
      pass.push(l);
      if (opts.onLine) opts.onLine(l, raw, this.headerOf()!);
    }
    this.pending.length = 0;
  }

  /** Once every line is in: the file-name checks, the aggregates and the controls' outcomes. */
  finish(reader: ReadState): PipelineResult {
    if (this.decision === null) this.decide();
    // The decision saw the first lines only; what the entries point to is judged on all of them.
    const decided = this.decision as unknown as FiscalYearDecision;
    const { allDates, name, fileName, diagnostics } = this;
    const fiscalYear: FiscalYearDecision = {
      ...decided,
      suggested: inferYear(allDates, this.allSignals, decided.fiscalYear)?.year ?? null,
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
    const { aggregates, outcomes: results } = this.pass!.finish(!reader.failed);
    const outcomes = results.map((outcome, i) => ({ definition: this.opts.controls[i], outcome }));
    return { reader, diagnostics, fileName, siren: name.siren, fiscalYear, aggregates, outcomes };
  }
}

/** One streaming pass: read, group entries, aggregate, run every control; nothing re-reads the file. */
export async function runPipeline(input: Readable, opts: PipelineOptions): Promise<PipelineResult> {
  const run = new PassRun(opts, opts.fileName ?? 'fec.txt', () => reader.header);
  const reader: FecReader = new FecReader({
    diagnostics: run.diagnostics,
    commercialBncBa: opts.commercialBncBa,
    onLine: (line, source) => run.line(line, source),
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
  return run.finish(reader);
}

/**
 * The same pass with the file read and parsed on a second thread (see readOnThread): the controls'
 * thread only runs the controls. Not for a consumer of the records as written (`onLine`, `backpressure`).
 */
export async function runPipelineThreaded(
  path: string,
  opts: PipelineOptions & { batchLines?: number },
): Promise<PipelineResult> {
  if (opts.onLine || opts.backpressure)
    throw new Error('internal: the threaded pass reads no record as written');
  let header: HeaderInfo | null = null;
  const run = new PassRun(opts, opts.fileName ?? fileNameOf(path), () => header);
  const read = await readOnThread(path, {
    commercialBncBa: opts.commercialBncBa,
    diagnosticCap: opts.diagnosticCap ?? 1000,
    batchLines: opts.batchLines,
    onHeader: (h) => (header = h),
    onLine: (line) => run.line(line, null),
    onProgress: opts.onProgress,
  });
  // The reader's diagnostics come first within each code, as when it runs on this thread.
  run.diagnostics.absorb(read.diagnostics);
  return run.finish(read.state);
}

/** The base name of a path, '/' or '\\' separated. */
const fileNameOf = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/** A FEC file as the pipeline reads it: 1 MiB chunks, and its base name for the SIREN and closing date. */
export function openFecFile(path: string): { stream: Readable; fileName: string } {
  return {
    stream: createReadStream(path, { highWaterMark: 1 << 20 }),
    fileName: fileNameOf(path),
  };
}

export function runPipelineOnFile(path: string, opts: PipelineOptions): Promise<PipelineResult> {
  const { stream, fileName } = openFecFile(path);
  return runPipeline(stream, { fileName, ...opts });
}

export type { FiscalYear };
