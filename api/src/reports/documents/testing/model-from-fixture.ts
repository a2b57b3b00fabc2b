import { join } from 'node:path';
import { analyseFile, controlById, type DetailRow } from '../../../../../engine/src/index';
import type { StoredPattern } from '../../../analyses/tables';
import { stakeOf } from '../key-figures';
import { CATEGORIES } from '../labels';
import {
  REPORT_FIRST_ROWS,
  REPORT_RISKY_ENTRIES,
  type ReportModel,
  type ReportOptions,
  type ReportSource,
  type ResultCategory,
} from '../report-model';

/** The shared fixtures (tests read them from ../shared, never from a copy in the repository). */
export const FIXTURES = join(__dirname, '../../../../../../shared/fixtures');
export const REAL = join(FIXTURES, 'fec-real');

export interface FixtureSourceOptions {
  companyName?: string;
  locked?: boolean;
  /** Rows kept per control (the analysis' detail cap). */
  rowCap?: number;
  comments?: Record<string, string[]>;
  /** Systemic patterns to give some controls (beside the ones the engine finds), as the engine would. */
  patterns?: Record<string, StoredPattern>;
  /** Control parameters overriding the catalogue's, per control id (as analyseFile takes them). */
  params?: Record<string, Record<string, unknown>>;
}

/**
 * A report source made by running the engine on a fixture, as the analysis job would: lets the renderers
 * be tested on real files without a database. The filters of `options` apply as in the product.
 */
export async function sourceFromFixture(
  path: string,
  options: ReportOptions,
  extra: FixtureSourceOptions = {},
): Promise<ReportSource> {
  const result = await analyseFile(path, { rowCap: extra.rowCap ?? 100_000, params: extra.params });
  const { report } = result;
  const locked = extra.locked === true;
  const kept = report.controls.filter(
    (c) =>
      (options.categories.length === 0 || options.categories.includes(c.result)) &&
      (options.themes.length === 0 || options.themes.includes(c.theme)) &&
      (options.controlIds.length === 0 || options.controlIds.includes(c.id)),
  );
  const rowsById = new Map<string, DetailRow[]>(kept.map((c) => [c.id, c.rows]));
  const summary = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<ResultCategory, number>;
  for (const c of kept) summary[c.result] += 1;
  const source: ReportSource = {
    fecUuid: '00000000-0000-4000-8000-000000000001',
    analysisUuid: '00000000-0000-4000-8000-000000000002',
    fileName: report.file.name,
    companyName: extra.companyName ?? null,
    siren: report.file.siren,
    fiscalStart: result.fiscalYear.start,
    fiscalEnd: result.fiscalYear.end,
    analysedAt: new Date('2026-11-20T10:00:00Z'),
    locked,
    summary,
    format: { ...report.format, diagnostics: report.format.diagnostics.slice(0, 200) },
    totals: report.totals,
    controls: kept.map((c) => ({
      id: c.id,
      label: c.label,
      description: (controlById(c.id) as { description?: string } | undefined)?.description ?? null,
      theme: c.theme,
      cycle: c.cycle,
      result: c.result,
      count: c.count,
      amount: locked ? null : c.amount,
      total: c.total,
      reason: c.reason,
      locked,
      firstRows: locked ? [] : c.rows.slice(0, REPORT_FIRST_ROWS),
      comments: (extra.comments?.[c.id] ?? []).map((body) => ({
        author: 'Claire Martin',
        createdAt: new Date('2026-11-21T09:30:00Z'),
        body,
      })),
      pattern: extra.patterns?.[c.id] ?? c.pattern,
    })),
    risk: {
      ...report.risk,
      entries: locked ? [] : report.risk.entries.slice(0, REPORT_RISKY_ENTRIES),
    },
    unsupportedTests: report.unsupportedTests,
    async *rows(controlId: string) {
      if (locked) return;
      for (const row of rowsById.get(controlId) ?? []) yield row;
    },
  };
  // As the report job does: the amounts at stake from every kept row.
  source.stake = await stakeOf(source, (id) => source.rows(id));
  return source;
}

export const ALL: ReportOptions = {
  merged: false,
  byCycle: false,
  categories: [],
  themes: [],
  controlIds: [],
  internalNotes: true,
};

/** A whole model around fixture sources (one, or 2–3 merged). */
export function modelOf(sources: ReportSource[], options: Partial<ReportOptions> = {}): ReportModel {
  return {
    name: 'Rapport de revue FEC',
    generatedAt: new Date('2026-11-24T08:00:00Z'),
    author: 'Claire Martin',
    accountName: 'Cabinet Démo',
    branding: { principalColor: '#1f4e79', secondaryColor: '#f2a900', logo: null },
    options: { ...ALL, ...options, merged: sources.length > 1 },
    sources,
  };
}

/** Justifications the review fixture writes (tests look for them, or for their absence). */
export const REVIEW_TEXTS = {
  control: 'Écritures de clôture passées par le cabinet : vu avec le client le 20/11.',
  finding: 'Facture d’avoir rattachée, pièce n° 2024-118.',
  reopen: 'Nouvelle version du FEC reçue du client.',
};

/**
 * A « Travaux réalisés » as the builder makes it, on a fixture source: the first control with rows justified
 * (and its first two findings reviewed, one of them gone from this run), a second control confirmed without
 * findings; signed off, or reopened. `internalNotes: false` leaves the texts out, as the builder does.
 */
export function withReview(
  source: ReportSource,
  o: { signed?: boolean; reopened?: boolean; internalNotes?: boolean } = {},
): ReportSource {
  const notes = o.internalNotes !== false;
  const withRows = source.controls.filter((c) => c.firstRows.length >= 2);
  const [first, second] = [withRows[0], source.controls.find((c) => c.id !== withRows[0]?.id)];
  const at = new Date('2026-11-21T09:30:00Z');
  const controls: NonNullable<ReportSource['review']>['controls'] = [];
  if (first) {
    controls.push({
      id: first.id,
      label: first.label,
      review: {
        status: 'justified',
        statusLabel: 'Justifié',
        justification: notes ? REVIEW_TEXTS.control : null,
        reviewer: 'Claire Martin',
        at,
      },
      findings: first.firstRows.slice(0, 2).map((r, i) => ({
        status: i === 0 ? 'justified' : 'confirmed',
        statusLabel: i === 0 ? 'Justifié' : 'Anomalie confirmée',
        justification: notes && i === 0 ? REVIEW_TEXTS.finding : null,
        reviewer: i === 0 ? 'Claire Martin' : 'Paul Durand',
        at: new Date('2026-11-22T10:00:00Z'),
        journal: r.journalCode,
        ecritureNum: r.ecritureNum,
        date: r.ecritureDate ?? null,
        compte: r.compteNum,
        compAux: r.compAuxNum || null,
        debit: r.debit,
        credit: r.credit,
        absent: i === 1,
      })),
    });
  }
  if (second) {
    controls.push({
      id: second.id,
      label: second.label,
      review: {
        status: 'confirmed',
        statusLabel: 'Anomalie confirmée',
        justification: null,
        reviewer: 'Paul Durand',
        at,
      },
      findings: [],
    });
  }
  return {
    ...source,
    review: {
      signOff: o.signed ? { by: 'Sophie Bernard', at: new Date('2026-11-23T16:00:00Z') } : null,
      reopened: o.reopened
        ? {
            by: 'Sophie Bernard',
            at: new Date('2026-11-24T08:00:00Z'),
            reason: notes ? REVIEW_TEXTS.reopen : null,
            signedBy: 'Sophie Bernard',
            signedAt: new Date('2026-11-23T16:00:00Z'),
          }
        : null,
      controls,
    },
  };
}
