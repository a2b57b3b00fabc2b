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

interface StoredReport {
  format?: {
    lines?: number;
    entries?: number;
    conformity?: string;
    diagnosticCounts?: Record<string, number>;
  };
  totals?: { debit: number; credit: number };
  fiscalYear?: { start: number; end: number };
}

/** The stored report (format, totals, fiscal year) in the schema's shape; null before the results. */
export function reportOf(report: unknown) {
  if (!report || typeof report !== 'object') return null;
  const r = report as StoredReport;
  const f = r.format;
  return {
    lines: f?.lines ?? null,
    entries: f?.entries ?? null,
    conformity: f?.conformity
      ? (f.conformity.toUpperCase().replace(/-/g, '_') as
          'CONFORME' | 'CONFORME_AVEC_ALERTES' | 'NON_CONFORME')
      : null,
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
