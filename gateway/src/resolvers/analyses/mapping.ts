import type {
  FecConformity,
  TesterMode,
  TesterSeverity,
  TesterVerdict,
} from '../../__generated__/resolvers-types';
import type { AnalysisDto, ControlCommentDto } from './dto';

/** API values → GraphQL enum values. */
export const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const CATEGORIES = ['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'] as const;

const CORRECTED = { none: 'NONE', inprogress: 'IN_PROGRESS', done: 'DONE' } as const;
export const correctedStatus = (s: keyof typeof CORRECTED) => CORRECTED[s];

/** Every category with its count (0 when none); empty while the analysis has no results. */
export function summaryOf(summary: AnalysisDto['summary'] | undefined) {
  if (!summary) return [];
  return CATEGORIES.map((category) => ({ category, count: summary[category] ?? 0 }));
}

/** AAAAMMJJ (the engine's dates) → AAAA-MM-JJ. */
export function dateOf(ymd: unknown): string | null {
  if (typeof ymd !== 'number' || !Number.isFinite(ymd)) return null;
  const s = String(ymd);
  return s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : null;
}

/** The engine's prediction of the DGFiP tester (`format.tester`, `corrected_summary.tester`). */
interface StoredTester {
  verdict: string;
  mode: string;
  modeReason: string;
  reasons: Array<{
    code: string;
    severity: string;
    message: string;
    column: string;
    count: number;
    lines: number[];
    fixable: boolean;
  }>;
  fixable: boolean;
  byMode: Record<string, string>;
  fields: Array<{ name: string; field: string | null }>;
}

interface StoredReport {
  format?: {
    lines?: number;
    entries?: number;
    conformity?: string;
    /** Null, or absent, for analyses stored before the tester's verdict. */
    tester?: StoredTester | null;
    diagnosticCounts?: Record<string, number>;
  };
  totals?: { debit: number; credit: number };
  fiscalYear?: {
    start: number;
    end: number;
    source?: 'option' | 'file-name' | 'data';
    suggested?: { start: number; end: number } | null;
    outliers?: number;
    /** Absent for analyses stored before it. */
    outliersUnit?: 'entries' | 'lines';
  };
  /** Analyses stored before the report carried its own source. */
  fiscalYearSource?: 'option' | 'file-name' | 'data';
  risk?: {
    score: number;
    level: 'faible' | 'modere' | 'eleve';
    summary: string;
    entries: Array<{
      journalCode: string;
      ecritureNum: string;
      ecritureDate: number;
      line: number;
      label: string;
      amount: number;
      score: number;
      controls: string[];
    }>;
  };
  unsupportedTests?: Array<{ test: string; reason: string }>;
}

/** 'conforme-avec-alertes' → CONFORME_AVEC_ALERTES, 'bic-is' → BIC_IS. */
const enumOf = <T extends string>(value: string) => value.toUpperCase().replace(/-/g, '_') as T;

/** The tester's modes in the schema's order (its byMode record becomes a list in this order). */
const TESTER_MODES = ['bic-is', 'ba-tresorerie', 'bnc-tresorerie'] as const;

/** The tester's verdict in the schema's shape; null when absent (stored before it, or not generated). */
export function testerOf(stored: unknown): TesterVerdict | null {
  if (!stored || typeof stored !== 'object') return null;
  const t = stored as StoredTester;
  return {
    verdict: enumOf<FecConformity>(t.verdict),
    mode: enumOf<TesterMode>(t.mode),
    modeReason: t.modeReason,
    reasons: (t.reasons ?? []).map((r) => ({
      code: r.code,
      severity: r.severity.toUpperCase() as TesterSeverity,
      message: r.message,
      column: r.column,
      count: r.count,
      lines: r.lines,
      fixable: r.fixable,
    })),
    fixable: t.fixable,
    byMode: TESTER_MODES.filter((m) => t.byMode?.[m]).map((m) => ({
      mode: enumOf<TesterMode>(m),
      verdict: enumOf<FecConformity>(t.byMode[m]!),
    })),
    fields: (t.fields ?? []).map((f) => ({ name: f.name, field: f.field ?? null })),
  };
}

/** The tester's verdict on the corrected FEC, from the API's `corrected_summary` (null before it). */
export function correctedTesterOf(summary: unknown): TesterVerdict | null {
  if (!summary || typeof summary !== 'object') return null;
  return testerOf((summary as { tester?: unknown }).tester);
}

/** Single analyses with results have a format report: its CSV, and (not locked) its certificate. */
const HAS_RESULTS = ['done', 'postcondition'];

export function downloadsOf(a: Pick<AnalysisDto, 'uuid' | 'kind' | 'status' | 'locked'>) {
  const ready = a.kind === 'single' && HAS_RESULTS.includes(a.status);
  const base = `/download/analyses/${a.uuid}`;
  return {
    certificateUrl: ready && !a.locked ? `${base}/certificate.pdf` : null,
    diagnosticsCsvUrl: ready ? `${base}/diagnostics.csv` : null,
  };
}

const PATTERN_UNIT = { entries: 'ENTRIES', lines: 'LINES' } as const;

const FISCAL_SOURCE = { option: 'DECLARED', 'file-name': 'FILE_NAME', data: 'DATA' } as const;

function fiscalYearOf(r: StoredReport) {
  const fy = r.fiscalYear;
  const start = dateOf(fy?.start);
  const end = dateOf(fy?.end);
  if (!fy || !start || !end) return null;
  return {
    start,
    end,
    source: FISCAL_SOURCE[fy.source ?? r.fiscalYearSource ?? 'option'],
    suggestedStart: dateOf(fy.suggested?.start),
    suggestedEnd: dateOf(fy.suggested?.end),
    outliers: fy.outliers ?? 0,
    outliersUnit: fy.outliersUnit ? PATTERN_UNIT[fy.outliersUnit] : null,
  };
}

/** The risk block; a locked FEC (free offer) shows its score but not which entries. */
function riskOf(r: StoredReport, locked: boolean) {
  if (!r.risk) return null;
  return {
    score: r.risk.score,
    level: r.risk.level.toUpperCase() as 'FAIBLE' | 'MODERE' | 'ELEVE',
    summary: r.risk.summary,
    entries: locked
      ? []
      : (r.risk.entries ?? []).map((e) => ({
          journalCode: e.journalCode,
          ecritureNum: e.ecritureNum,
          ecritureDate: dateOf(e.ecritureDate),
          line: e.line,
          label: e.label,
          amountCents: e.amount,
          score: e.score,
          controlIds: e.controls,
        })),
  };
}

/** The stored report (format, totals, fiscal year) in the schema's shape; null before the results. */
export function reportOf(report: unknown, locked: boolean) {
  if (!report || typeof report !== 'object') return null;
  const r = report as StoredReport;
  const f = r.format;
  return {
    lines: f?.lines ?? null,
    entries: f?.entries ?? null,
    conformity: f?.conformity ? enumOf<FecConformity>(f.conformity) : null,
    tester: testerOf(f?.tester),
    diagnosticCounts: Object.entries(f?.diagnosticCounts ?? {}).map(([code, count]) => ({ code, count })),
    totals: r.totals
      ? {
          debitCents: r.totals.debit,
          creditCents: r.totals.credit,
          debitEuros: r.totals.debit / 100,
          creditEuros: r.totals.credit / 100,
        }
      : null,
    fiscalStart: dateOf(r.fiscalYear?.start),
    fiscalEnd: dateOf(r.fiscalYear?.end),
    fiscalYear: fiscalYearOf(r),
    risk: riskOf(r, locked),
    unsupportedTests: r.unsupportedTests ?? [],
    raw: report,
  };
}

export function authorOf(c: ControlCommentDto) {
  return c.author
    ? {
        uuid: c.author.uuid,
        firstName: c.author.first_name,
        lastName: c.author.last_name,
        email: c.author.email,
      }
    : null;
}
