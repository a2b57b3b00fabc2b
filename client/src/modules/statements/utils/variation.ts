import { formatDate } from '../../../shared/format';

/**
 * N against N-1 as an accountant reads it beside two columns: the variation in euros, signed (« +1 234,56 € »),
 * and in percent of N-1's absolute value (« −5,0 % »; a loss that shrinks is a rise). Without an N-1 base the
 * percentage says « n.s. » (non significatif) rather than an infinite rise.
 */

const signedEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  signDisplay: 'exceptZero',
});
const signedPercent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export interface Variation {
  /** N − N-1, signed euros; empty when either year lacks the figure. */
  amount: string;
  /** (N − N-1) / |N-1|, signed; « n.s. » when N-1 is zero and N is not; empty when either is missing. */
  percent: string;
  /** Spoken form of `percent` for a screen reader (« hausse de 11,1 % »), empty when there is none. */
  percentLabel: string;
}

const missing = (v: number | null | undefined): v is null | undefined => v === null || v === undefined;

export function variation(
  current: number | null | undefined,
  previous: number | null | undefined,
): Variation {
  if (missing(current) || missing(previous)) return { amount: '', percent: '', percentLabel: '' };
  const diff = current - previous;
  const amount = signedEuros.format(diff / 100);
  if (previous === 0) {
    return diff === 0
      ? { amount, percent: '', percentLabel: '' }
      : { amount, percent: 'n.s.', percentLabel: 'non significatif (N-1 nul)' };
  }
  const rate = diff / Math.abs(previous);
  const percent = signedPercent.format(rate);
  const size = signedPercent.format(Math.abs(rate)).replace(/^[+-]/, '');
  const percentLabel = diff === 0 ? 'stable' : `${diff > 0 ? 'hausse' : 'baisse'} de ${size}`;
  return { amount, percent, percentLabel };
}

/** A column header: « N (clos le 31/08/2022) », or « N » when the closing date is unknown. */
export function yearHeader(year: 'N' | 'N-1', fiscalEnd: string | null | undefined): string {
  return fiscalEnd ? `${year} (clos le ${formatDate(fiscalEnd)})` : year;
}
