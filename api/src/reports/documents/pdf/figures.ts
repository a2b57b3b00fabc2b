import {
  CATEGORIES,
  companyLabel,
  declaredSiren,
  fiscalYearLabel,
  NO_COMPANY_NAME,
  sirenFr,
  cycleLabel,
  CYCLE_LABELS,
  themeLabel,
  THEME_LABELS,
} from '../labels';
import { findingsOf, stakeOfSource } from '../key-figures';
import type { ReportControl, ReportModel, ReportSource, ResultCategory } from '../report-model';

/** What the synthesis says about one FEC. */
export interface KeyFigures {
  lines: number;
  entries: number;
  debit: number;
  credit: number;
  controls: number;
  /** Findings over the selected controls that ask for action (key-figures.ts). */
  findings: number;
  /** Cents, each line counted once; null when the FEC is locked. */
  amount: number | null;
  /** False when the amount is a maximum (some control kept only part of its rows). */
  complete: boolean;
  perCategory: Record<ResultCategory, { controls: number; findings: number; amount: number }>;
}

export function keyFigures(source: ReportSource): KeyFigures {
  const perCategory = Object.fromEntries(
    CATEGORIES.map((c) => [c, { controls: 0, findings: 0, amount: 0 }]),
  ) as KeyFigures['perCategory'];
  for (const c of source.controls) {
    const bucket = perCategory[c.result];
    bucket.controls += 1;
    bucket.findings += c.count;
  }
  // Amounts with each line counted once, per category as for the total.
  const stake = stakeOfSource(source);
  for (const c of CATEGORIES) perCategory[c].amount = stake?.perCategory[c] ?? 0;
  return {
    lines: source.format.lines,
    entries: source.format.entries,
    debit: source.totals.debit,
    credit: source.totals.credit,
    controls: source.controls.length,
    ...findingsOf(source),
    perCategory,
  };
}

/** How a FEC is named in the document: its company, else « Société non renseignée » and its SIREN. */
export const sourceName = (s: ReportSource) => companyLabel(s);

/** « Société — SIREN 552 100 554 — Exercice du … au … » (running header, synthesis heading). */
export function sourceHeadline(s: ReportSource): string {
  const siren = declaredSiren(s.siren);
  return [
    s.companyName?.trim() || NO_COMPANY_NAME,
    siren ? `SIREN ${sirenFr(siren)}` : null,
    fiscalYearLabel(s.fiscalStart, s.fiscalEnd),
  ]
    .filter(Boolean)
    .join(' — ');
}

/** One control across the sources (merged reports: null where a FEC's filters left it out). */
export interface ControlRow {
  id: string;
  label: string;
  description: string | null;
  theme: string;
  cycle: string;
  perSource: (ReportControl | null)[];
}

/** The controls of every source, once each, in catalogue order (each source lists them in that order). */
export function controlRows(sources: ReportSource[]): ControlRow[] {
  const order: string[] = [];
  const seen = new Map<string, ControlRow>();
  sources.forEach((source, i) => {
    let at = 0;
    for (const c of source.controls) {
      let row = seen.get(c.id);
      if (!row) {
        row = {
          id: c.id,
          label: c.label,
          description: c.description,
          theme: c.theme,
          cycle: c.cycle,
          perSource: sources.map(() => null),
        };
        seen.set(c.id, row);
        // Insert after the previous control of this source so that catalogue order survives a union.
        order.splice(at, 0, c.id);
      }
      row.perSource[i] = c;
      row.description ??= c.description;
      at = order.indexOf(c.id) + 1;
    }
  });
  return order.map((id) => seen.get(id)!);
}

export interface Section {
  key: string;
  title: string;
  controls: ControlRow[];
}

/** Sections by theme (catalogue order) or by accounting cycle (an auditor's order); unknown keys last. */
export function sections(model: ReportModel): Section[] {
  const byCycle = model.options.byCycle;
  const known = Object.keys(byCycle ? CYCLE_LABELS : THEME_LABELS);
  const groups = new Map<string, ControlRow[]>();
  for (const row of controlRows(model.sources)) {
    const key = byCycle ? row.cycle : row.theme;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const rank = (k: string) => (known.includes(k) ? known.indexOf(k) : known.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, controls]) => ({ key, title: byCycle ? cycleLabel(key) : themeLabel(key), controls }));
}
