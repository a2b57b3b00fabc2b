import { combineShares, sharesOf, type DetailRow, type StakeShares } from '../../../../engine/src/index';
import type { ReportControl, ReportSource, ReportStake, ResultCategory } from './report-model';

/**
 * The results that ask the accountant to act. « Constats » and « montant en jeu » add up these only: an
 * INFO control (weekend entries, statistics) describes the file, it is not a finding — counting it would
 * make the headline figure mostly noise. Every format uses this one definition.
 */
export const FINDING_RESULTS: ReadonlySet<ResultCategory> = new Set(['WARNING', 'ERROR', 'SAVINGS']);

/** Categories whose amounts the documents print (the others have none). */
const STAKE_CATEGORIES: readonly ResultCategory[] = ['WARNING', 'ERROR', 'SAVINGS', 'INFO'];

/** The label of the headline amount: it says that overlapping controls do not count a line twice. */
export const AMOUNT_AT_STAKE_LABEL = 'Montant en jeu (chaque ligne comptée une fois)';

/**
 * The amounts at stake of a source, each line counted once across its controls (engine at-stake.ts), from
 * every kept row of each control (`rows`: the analysis' detail file). Null when the FEC is locked.
 */
export async function stakeOf(
  source: Pick<ReportSource, 'locked' | 'controls'>,
  rows: (controlId: string) => AsyncIterable<DetailRow>,
): Promise<ReportStake | null> {
  if (source.locked) return null;
  const parts = new Map<ReportControl, StakeShares>();
  for (const c of source.controls) {
    if (!STAKE_CATEGORIES.includes(c.result) || !((c.amount ?? 0) > 0)) continue;
    const kept: DetailRow[] = [];
    for await (const row of rows(c.id)) kept.push(row);
    parts.set(c, sharesOf({ amount: c.amount ?? 0, total: c.total, pattern: c.pattern, rows: kept }));
  }
  return stakeFrom(source.controls, (c) => parts.get(c));
}

/** Without the detail file: from the first rows (the others counted as they are, without overlap). */
function stakeFromFirstRows(source: ReportSource): ReportStake {
  return stakeFrom(source.controls, (c) =>
    sharesOf({ amount: c.amount ?? 0, total: c.total, pattern: c.pattern, rows: c.firstRows }),
  );
}

function stakeFrom(
  controls: ReportControl[],
  shares: (c: ReportControl) => StakeShares | undefined,
): ReportStake {
  const of = (keep: (c: ReportControl) => boolean) =>
    combineShares(controls.filter(keep).flatMap((c) => shares(c) ?? []));
  const total = of((c) => FINDING_RESULTS.has(c.result));
  const perCategory: ReportStake['perCategory'] = {};
  for (const category of STAKE_CATEGORIES) perCategory[category] = of((c) => c.result === category).amount;
  return { amount: total.amount, complete: total.complete, perCategory };
}

/** The source's amounts at stake: computed by the report job, else from the first rows (null: locked). */
export function stakeOfSource(source: ReportSource): ReportStake | null {
  if (source.locked) return null;
  return source.stake ?? stakeFromFirstRows(source);
}

/** Findings and amount at stake of a source (amount null when the FEC is locked). */
export function findingsOf(source: ReportSource): {
  findings: number;
  amount: number | null;
  complete: boolean;
} {
  const acting = source.controls.filter((c) => FINDING_RESULTS.has(c.result));
  const stake = stakeOfSource(source);
  return {
    findings: acting.reduce((n, c) => n + c.count, 0),
    amount: stake?.amount ?? null,
    complete: stake?.complete ?? true,
  };
}

/** The note printed beside those figures, so the reader knows what they add up. */
export const FINDINGS_NOTE =
  'Les constats additionnent les contrôles en alerte, en anomalie ou en économie. Le montant en jeu ne compte ' +
  'qu’une fois une ligne relevée par plusieurs contrôles (pour le plus fort montant qu’un contrôle lui ' +
  'attribue) : il peut être inférieur à la somme des montants des contrôles.';

/** Added to the note when some control kept only part of its rows. */
export const STAKE_INCOMPLETE_NOTE =
  'Certains contrôles n’ont conservé qu’une partie de leurs lignes : les lignes non conservées sont comptées ' +
  'sans recoupement, le montant en jeu est donc un maximum.';

export function findingsNote(sources: ReportSource[]): string {
  return sources.every((s) => findingsOf(s).complete)
    ? FINDINGS_NOTE
    : `${FINDINGS_NOTE} ${STAKE_INCOMPLETE_NOTE}`;
}
