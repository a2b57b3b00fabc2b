import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { COMPARISON_CONTROLS, CONTROLS } from '../controls/catalogue';
import { HORS_EXO_PER_LINE } from '../controls/hors-exo';
import { FecCorrector, type CorrectionSummary, type CorrectorOptions } from '../correct/corrector';
import type { ControlDefinition, ControlOutcome } from '../model/control';
import type { FecSummary } from '../model/aggregates';
import type { Conformity } from '../model/format';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../validate/codes';
import type { DiagnosticCollector } from '../validate/collector';
import {
  openFecFile,
  runPipeline,
  runPipelineThreaded,
  type PipelineOptions,
  type PipelineResult,
} from './pipeline';
import { toControlResult, type AnalysisResult, type ControlResult } from './report';
import { assessRisk } from './risk';
import { testerVerdictOf, testerVerdictOfFile } from './tester-check';
import { UNSUPPORTED_TESTS } from './unsupported-tests';
import { computeStatements } from '../statements/compute';
import type { TaxForm } from '../statements/types';

export interface AnalyseOptions extends Omit<PipelineOptions, 'controls' | 'onLine' | 'backpressure'> {
  /** Defaults to the whole catalogue. */
  controls?: ControlDefinition<object>[];
  /** Also write the corrected FEC (and its change log) during the same pass. */
  corrected?: CorrectorOptions;
  /**
   * Read and parse the file on a second thread while this one runs the controls (analyseFile only, not
   * with `corrected`); `'auto'`: for files of READER_THREAD_MIN_BYTES or more on a machine of 2+ cores.
   * Off by default: it shortens one analysis (~20 % of wall time on 1M and 5M lines) but costs ~15–40 %
   * more CPU and 30–80 MB more memory — analyses running side by side get more done on one thread each.
   * The CLI uses `'auto'`, and so does the API's pool while each of its threads has a core to spare.
   */
  readerThread?: boolean | 'auto';
  /** Lines per batch sent by the reading thread (tests cross batch boundaries with tiny ones). */
  readerBatchLines?: number;
  /**
   * The declared tax regime's form ('2050': réel normal, '2033': réel simplifié); without it the form is
   * chosen from the file (turnover thresholds of the régime simplifié).
   */
  taxForm?: TaxForm;
  /** N-1's closing balances (account → debit − credit, cents), the opening when the file has no à-nouveaux. */
  previousClosing?: Record<string, number>;
}

/**
 * From this size on, a second thread reads the file: below it, starting the thread (loading the reader's
 * modules, ~0.2 s) costs more than it saves.
 */
export const READER_THREAD_MIN_BYTES = 8 << 20;

function readerThreadFor(bytes: number, options: AnalyseOptions): boolean {
  if (options.corrected || !options.readerThread) return false;
  if (options.readerThread === true) return true;
  return bytes >= READER_THREAD_MIN_BYTES && availableParallelism() > 1;
}

export interface AnalysisWithCorrection extends AnalysisResult {
  correction: CorrectionSummary | null;
}

/**
 * The format checks the DGFiP tester misses come from the controls that compute them (one pass, one
 * implementation): their findings become diagnostics with the exact count and the first details.
 */
const DIAGNOSTIC_FROM_CONTROL: Record<string, DiagnosticCode> = {
  'EQ-ECR': 'ECRITURE_DESEQUILIBREE',
  'EQ-GLB': 'BALANCE_DESEQUILIBREE',
  'HORS-EXO': 'DATE_HORS_EXERCICE',
  CHRONO: 'CHRONOLOGIE_VALIDATION',
  'SEQ-RUPT': 'NUMEROTATION',
  'SEQ-MULTIDATE': 'NUMERO_REUTILISE',
};

function addControlDiagnostics(
  diags: DiagnosticCollector,
  id: string,
  label: string,
  o: ControlOutcome,
): void {
  const code = DIAGNOSTIC_FROM_CONTROL[id];
  if (!code || o.result === 'OK' || o.result === 'NA' || o.total === 0) return;
  const severity = DIAGNOSTIC_CODES[code].severity;
  if (o.pattern) {
    // A file-wide pattern is one diagnostic with its sentence, not its example rows.
    diags.add(code, o.rows[0]?.line ?? 0, '', o.pattern.message);
    return;
  }
  diags.addMany(
    code,
    o.total,
    o.rows.map((r) => ({
      line: r.line,
      column: '',
      code,
      severity,
      message: r.detail ?? label,
      beyondTester: true,
    })),
  );
}

export async function analyseStream(
  input: Readable,
  options: AnalyseOptions & { fileName: string; bytes?: number },
): Promise<AnalysisWithCorrection> {
  const controls = options.controls ?? CONTROLS;
  const corrector = options.corrected
    ? new FecCorrector({ commercialBncBa: options.commercialBncBa, ...options.corrected })
    : null;
  const result = await runPipeline(input, {
    ...options,
    controls,
    onLine: corrector?.line,
    backpressure: corrector ? () => corrector.pending() : undefined,
  });
  const correction =
    corrector && !result.reader.failed ? await corrector.finish(result.reader, result.diagnostics) : null;
  if (correction && typeof options.corrected?.output === 'string')
    correction.tester = await testerVerdictOfFile(options.corrected.output, result.fileName);
  return { ...build(result, options.bytes ?? result.reader.bytes, options), correction };
}

export async function analyseFile(
  path: string,
  options: AnalyseOptions = {},
): Promise<AnalysisWithCorrection> {
  const info = await stat(path);
  if (readerThreadFor(info.size, options)) {
    const { readerBatchLines, ...rest } = options;
    const controls = options.controls ?? CONTROLS;
    const result = await runPipelineThreaded(path, { ...rest, controls, batchLines: readerBatchLines });
    return { ...build(result, info.size, options), correction: null };
  }
  const { stream, fileName } = openFecFile(path);
  return analyseStream(stream, { fileName, bytes: info.size, ...options });
}

const CONFORMITY_RANK: Conformity[] = ['conforme', 'conforme-avec-alertes', 'non-conforme'];
const worstOf = (a: Conformity, b: Conformity): Conformity =>
  CONFORMITY_RANK[Math.max(CONFORMITY_RANK.indexOf(a), CONFORMITY_RANK.indexOf(b))];

function build(r: PipelineResult, bytes: number, options: AnalyseOptions): AnalysisResult {
  for (const { definition, outcome } of r.outcomes)
    addControlDiagnostics(r.diagnostics, definition.id, definition.label, outcome);
  const readable = !r.reader.failed;
  const fy = r.fiscalYear.fiscalYear;
  const summary: FecSummary | null = readable
    ? {
        fileName: r.fileName,
        siren: r.siren,
        fiscalYear: fy,
        variant: r.reader.variant ?? 'debit-credit',
        debit: r.aggregates.debit,
        credit: r.aggregates.credit,
        accounts: Object.fromEntries(r.aggregates.accounts),
      }
    : null;
  const controls = r.outcomes.map(({ definition, outcome }) => toControlResult(definition, outcome));
  const outside = controls.find((c) => c.id === 'HORS-EXO');
  const tester = testerVerdictOf(r.reader, r.diagnostics, r.fileName);
  return {
    readable,
    fiscalYear: fy,
    fiscalYearSource: r.fiscalYear.source,
    summary,
    report: {
      file: { name: r.fileName, siren: r.siren, closingDate: fy.end, bytes },
      format: {
        variant: r.reader.variant,
        encoding: r.reader.encoding,
        separator: r.reader.separator,
        lines: r.reader.dataLines,
        entries: r.aggregates.entries,
        // Ours covers the tester's rules too: never more lenient than its prediction (CR CR LF, a name it refuses).
        conformity: worstOf(r.diagnostics.conformity(), tester.verdict),
        tester,
        diagnosticCounts: r.diagnostics.countsObject(),
        diagnostics: r.diagnostics.list(),
      },
      totals: { debit: r.aggregates.debit, credit: r.aggregates.credit },
      fiscalYear: {
        start: fy.start,
        end: fy.end,
        source: r.fiscalYear.source,
        suggested: r.fiscalYear.suggested,
        outliers: outside?.pattern ? outside.pattern.affected : (outside?.count ?? 0),
        outliersUnit: outside?.pattern?.unit ?? (outside?.reason === HORS_EXO_PER_LINE ? 'lines' : 'entries'),
        datedLines: r.fiscalYear.datedLines ?? 0,
        linesInside: r.fiscalYear.linesInside ?? 0,
      },
      risk: assessRisk(controls, r.aggregates.entries),
      unsupportedTests: [...UNSUPPORTED_TESTS],
      controls,
      // From the aggregates the pass already kept: no second reading of the file.
      statements: computeStatements({
        accounts: r.aggregates.accounts,
        auxiliaries: r.aggregates.auxiliaries,
        journals: r.aggregates.journals,
        months: r.aggregates.months,
        variant: r.reader.variant,
        taxForm: options.taxForm,
        previousClosing: options.previousClosing,
        firstYear: options.firstYear === true,
        fiscalYear: fy,
      }),
    },
  };
}

/**
 * Multi-analysis (up to 3 files): one company over several years — ordered oldest first — or several
 * companies over one year, in the order given.
 */
export function compareAnalyses(results: AnalysisResult[], rowCap = 1000): ControlResult[] {
  const summaries = results.map((r) => r.summary).filter((s): s is FecSummary => s !== null);
  if (summaries.length > 3) throw new Error('Une multi-analyse porte sur 3 FEC au maximum.');
  const sameCompany = summaries.every((s) => s.siren !== null && s.siren === summaries[0].siren);
  const ordered = sameCompany
    ? [...summaries].sort((a, b) => a.fiscalYear.end - b.fiscalYear.end)
    : summaries;
  return COMPARISON_CONTROLS.map((c) => toControlResult(c, c.compare(ordered, c.params, rowCap)));
}
