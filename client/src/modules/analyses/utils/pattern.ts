import type { ControlItem } from '../types';
import type { MergedControl } from './controls';

export type Pattern = NonNullable<ControlItem['pattern']>;

const integers = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/** « 2 151 écritures sur 2 152 (99,95 %) »: what a systemic pattern covers. */
export function patternShare(p: Pick<Pattern, 'affected' | 'population' | 'unit' | 'share'>): string {
  const noun = p.unit === 'LINES' ? 'ligne' : 'écriture';
  const s = p.affected > 1 ? 's' : '';
  return `${integers.format(p.affected)} ${noun}${s} sur ${integers.format(p.population)} (${percent.format(p.share)})`;
}

/**
 * The findings cell of a control with a pattern: the pattern is ONE finding, the count adds the
 * individual findings it does not explain (« + 2 autres constats »), never its thousands of entries.
 */
export function otherFindings(count: number): string | null {
  const others = count - 1;
  if (others <= 0) return null;
  return `+ ${integers.format(others)} autre${others > 1 ? 's' : ''} constat${others > 1 ? 's' : ''}`;
}

/** The first systemic pattern among a control's results (1 to 3 FECs shown), if any. */
export const patternOf = (c: MergedControl): Pattern | null =>
  c.results.find((r) => r?.pattern)?.pattern ?? null;
