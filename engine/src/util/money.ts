/** Money is integer cents everywhere; these only format it for people and for the FEC. */

/** 123456 → '1234,56' (FEC notation: comma decimal, no thousands separator). */
export function formatCentsFec(cents: number): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs % 100;
  return (neg ? '-' : '') + units + ',' + (rest < 10 ? '0' : '') + rest;
}

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 123456 → '1 234,56 €' (fr-FR, for summaries). */
export function formatCentsEur(cents: number): string {
  return eur.format(cents / 100);
}
