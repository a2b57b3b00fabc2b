import type { ReportSource, ResultCategory } from './report-model';

/**
 * The results that ask the accountant to act. « Constats » and « montant en jeu » add up these only: an
 * INFO control (weekend entries, statistics) describes the file, it is not a finding — counting it would
 * make the headline figure mostly noise. Every format uses this one definition.
 */
export const FINDING_RESULTS: ReadonlySet<ResultCategory> = new Set(['WARNING', 'ERROR', 'SAVINGS']);

/** Findings and amount at stake of a source (amount null when the FEC is locked). */
export function findingsOf(source: ReportSource): { findings: number; amount: number | null } {
  const acting = source.controls.filter((c) => FINDING_RESULTS.has(c.result));
  return {
    findings: acting.reduce((n, c) => n + c.count, 0),
    amount: source.locked ? null : acting.reduce((n, c) => n + (c.amount ?? 0), 0),
  };
}

/** The note printed beside those figures, so the reader knows what they add up. */
export const FINDINGS_NOTE =
  'Constats et montant en jeu additionnent les contrôles en alerte, en anomalie ou en économie.';
