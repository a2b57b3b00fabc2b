import { formatCents } from '../../../shared/format';

/** An amount cell of the accountant's tables: empty for 0, so the eye finds the figures. */
export function cents(value: number | null | undefined): string {
  return value ? formatCents(value) : '';
}

/** A balance: signed figure with its side (« D » debit, « C » credit), as ledgers print it. */
export function sided(value: number): string {
  if (value === 0) return formatCents(0);
  return `${formatCents(Math.abs(value))} ${value > 0 ? 'D' : 'C'}`;
}

/** Where the gateway serves the accountant's downloads. */
export const downloadBase = (analysisUuid: string) => `/download/analyses/${analysisUuid}`;
