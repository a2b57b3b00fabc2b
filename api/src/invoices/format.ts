/** French money and dates as printed on invoices (spec §9: fr-FR, DD/MM/YYYY, Europe/Paris). */

// pdfkit's standard fonts are WinAnsi: the narrow no-break space Intl uses is not in it, the plain one is.
const NBSP = '\u00a0';

export function euros(cents: number): string {
  const text = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return text.replace(/[\u202f\u00a0]/g, NBSP);
}

export function frenchDate(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** 20 % from basis points. */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('fr-FR')}${NBSP}%`;
