import type { StoredPattern } from './tables';

/**
 * A systemic pattern in French words, the same in every export and report: it is ONE finding, printed
 * once with its share, before the few example rows the control kept.
 */

const INTEGER = new Intl.NumberFormat('fr-FR');
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/** « 2 151 écritures sur 2 152 (99,95 %) ». */
export function patternShare(p: Pick<StoredPattern, 'affected' | 'population' | 'unit' | 'share'>): string {
  const noun = p.unit === 'lines' ? 'ligne' : 'écriture';
  const plural = p.affected > 1 ? 's' : '';
  return `${INTEGER.format(p.affected)} ${noun}${plural} sur ${INTEGER.format(p.population)} (${PERCENT.format(p.share)})`;
}

/** « Constat systémique : <message> (2 151 écritures sur 2 152 (99,95 %)) » — the finding's one line. */
export function patternFinding(p: StoredPattern): string {
  return `Constat systémique : ${p.message} — ${patternShare(p)}`;
}
