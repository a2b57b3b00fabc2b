import { formatCentsEur } from '../../util/money';
import { formatDateFr } from '../../util/dates';

/** French display helpers for row details and reasons. */
export const eur = formatCentsEur;
export const dateFr = formatDateFr;

/** 0.1735 → '17,35 %'. */
export function pct(ratio: number, digits = 2): string {
  return (ratio * 100).toFixed(digits).replace('.', ',') + ' %';
}

/** 0.01234 → '0,0123'. */
export function dec(x: number, digits = 4): string {
  return x.toFixed(digits).replace('.', ',');
}
