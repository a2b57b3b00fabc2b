import type { Writable } from 'node:stream';
import type { FecLine, FiscalYear } from '../model';
import { createFecWriter, type FecWriterOptions } from '../write/fec-writer';
import type { FecFormat } from '../write/format';
import { type AnomalyId, isSupportedAnomaly, UNSUPPORTED_ANOMALIES } from './anomaly-ids';
import { makePlants } from './plants';
import { Rng } from './prng';
import { isValidSiren, makeSiren } from './siren';
import { scaleFor, Simulation } from './simulation';

export interface GenerateOptions {
  seed?: number | string;
  /**
   * Records wanted (header excluded), at least 300. Reached exactly in practice: the last day fills
   * the gap with 3- to 5-line invoices (it can miss by 1–2 lines only if that day's settlements
   * alone overshoot). Default 20,000. Smaller files describe a smaller company: no payroll under
   * 3,000 lines, no rent nor loan under 1,500.
   */
  targetLines?: number;
  /** Default 20240101–20241231. */
  fiscalYear?: FiscalYear;
  /** Default: a valid SIREN derived from the seed. Must pass the Luhn check. */
  siren?: string;
  /** The company's first fiscal year: no à-nouveaux, capital and loan come in through the bank. */
  firstYear?: boolean;
  /** Catalogue control ids to plant one anomaly each for. */
  anomalies?: AnomalyId[];
}

export interface PlantedAnomaly {
  id: AnomalyId;
  description: string;
  /** Physical line numbers (header = 1) the anomaly touched, ascending. */
  lines: number[];
  /** Other controls the change cannot help triggering. */
  alsoTriggers: AnomalyId[];
  /** File-wide or statistical anomaly: no line in particular. */
  global: boolean;
  /** False when the simulation never met the conditions to plant it (should not happen). */
  planted: boolean;
}

export interface GenerationManifest {
  seed: number | string;
  siren: string;
  fiscalYear: FiscalYear;
  /** `<SIREN>FEC<closing date>`, the legal file name. */
  fileName: string;
  firstYear: boolean;
  targetLines: number;
  /** Filled while the lines are read: complete once the iteration has ended. */
  lineCount: number;
  entryCount: number;
  anomalies: PlantedAnomaly[];
}

export interface GeneratedFec {
  /** Re-iterable; each iteration regenerates the same lines from the seed in constant memory. */
  lines: Iterable<FecLine>;
  manifest: GenerationManifest;
}

export const DEFAULT_FISCAL_YEAR: FiscalYear = { start: 20240101, end: 20241231 };

/** Below this the opening entries and the monthly VAT returns alone would exceed the target. */
export const MIN_LINES = 300;

/**
 * A seeded, deterministic, realistic FEC of a small French trading company (simulation.ts):
 * - journals AN, AC, VT, BQ, CA, OD, PAIE; numbering continuous per journal ("VT000001"…: the
 *   journal code then 6 digits), in the order of validation, à-nouveaux first (AN000001, first day);
 * - entries dated on working days (no weekends, no French public holidays), validated weekly on the
 *   Tuesday after their week and never after the closing;
 * - same seed and options → the same lines (sfc32 PRNG, no Math.random), streamed in memory that
 *   depends on the daily volume, not on the file length.
 * The manifest is filled while `lines` is iterated (line numbers are known only then).
 */
export function generateFec(options: GenerateOptions = {}): GeneratedFec {
  const seed = options.seed ?? 1;
  const fiscalYear = options.fiscalYear ?? DEFAULT_FISCAL_YEAR;
  const anomalies = options.anomalies ?? [];
  const targetLines = options.targetLines ?? 20_000;
  if (!(targetLines >= MIN_LINES)) throw new RangeError(`targetLines must be at least ${MIN_LINES}`);
  for (const id of anomalies) {
    if (!isSupportedAnomaly(id)) {
      const why = UNSUPPORTED_ANOMALIES[id];
      throw new Error(`Anomalie non plantable : ${id}${why ? ` (${why})` : ''}`);
    }
  }
  if (options.siren !== undefined && !isValidSiren(options.siren))
    throw new RangeError(`SIREN invalide (clé de Luhn) : ${options.siren}`);
  const siren = options.siren ?? makeSiren(new Rng(seed).fork('siren'));
  const manifest: GenerationManifest = {
    seed,
    siren,
    fiscalYear,
    fileName: `${siren}FEC${fiscalYear.end}`,
    firstYear: options.firstYear ?? false,
    targetLines,
    lineCount: 0,
    entryCount: 0,
    anomalies: [],
  };
  const lines: Iterable<FecLine> = {
    [Symbol.iterator]: () => emit(manifest, anomalies),
  };
  return { lines, manifest };
}

function* emit(manifest: GenerationManifest, anomalies: AnomalyId[]): Generator<FecLine> {
  const plants = makePlants(
    anomalies,
    manifest.seed,
    manifest.fiscalYear,
    manifest.firstYear,
    scaleFor(manifest.targetLines),
  );
  const sim = new Simulation(
    {
      seed: manifest.seed,
      targetLines: manifest.targetLines,
      fiscalYear: manifest.fiscalYear,
      firstYear: manifest.firstYear,
    },
    plants,
  );
  const records = new Map<AnomalyId, PlantedAnomaly>();
  manifest.anomalies = plants.map((p) => {
    const r: PlantedAnomaly = {
      id: p.id,
      description: p.description,
      lines: [],
      alsoTriggers: p.alsoTriggers,
      global: p.global ?? false,
      planted: false,
    };
    records.set(p.id, r);
    return r;
  });
  manifest.lineCount = 0;
  manifest.entryCount = 0;
  const numbers = new Map<string, number>();
  const cal = sim.state.cal;
  let lineNo = 1;
  for (const drafts of sim.days()) {
    for (const d of drafts) {
      const code = d.journal.code;
      const n = (numbers.get(code) ?? 0) + 1 + (d.gapBefore ?? 0);
      numbers.set(code, n);
      const num = code + String(n).padStart(6, '0');
      const valid = d.validDate ?? cal.validationDate(d.date);
      for (const l of d.lines) {
        l.line = ++lineNo;
        l.journalCode = code;
        l.journalLib = d.journal.lib;
        l.ecritureNum = num;
        l.ecritureDate = d.date;
        if (l.pieceRef === '') l.pieceRef = d.pieceRef;
        if (l.pieceDate === 0) l.pieceDate = d.pieceDate;
        if (l.ecritureLib === '') l.ecritureLib = d.lib;
        l.validDate = valid;
      }
      if (d.post) for (const fn of d.post) fn(d.lines);
      if (d.tags) {
        for (const t of d.tags) {
          const r = records.get(t.id);
          if (r === undefined) continue;
          r.planted = true;
          for (const l of t.lines === 'all' ? d.lines : t.lines) if (l.line > 0) r.lines.push(l.line);
        }
      }
      manifest.entryCount++;
      for (const l of d.lines) yield l;
    }
  }
  for (const r of manifest.anomalies) {
    r.lines = [...new Set(r.lines)].sort((a, b) => a - b);
    if (r.global) r.planted = true;
  }
  manifest.lineCount = lineNo - 1;
}

/**
 * Generates and writes a FEC in one streaming pass (benchmarks, CLI tests): neither the lines nor
 * the file are ever held in memory. Resolves with the complete manifest once the file is closed.
 */
export async function writeGeneratedFec(
  output: string | Writable,
  options: GenerateOptions = {},
  format: Partial<FecFormat> = {},
  writerOptions: FecWriterOptions = {},
): Promise<GenerationManifest> {
  const { lines, manifest } = generateFec(options);
  const writer = createFecWriter(output, format, writerOptions);
  try {
    for (const line of lines) {
      const wait = writer.writeLine(line);
      if (wait) await wait;
    }
  } finally {
    await writer.close();
  }
  return manifest;
}
