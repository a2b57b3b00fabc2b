/**
 * Money and credits as a French accountant reads them (spec §9: locale fr-FR, prices HT). Amounts are
 * integer cents, formatted with integer arithmetic (no floating-point drift, whatever the amount):
 * `123456` → « 1 234,56 € HT ». Separators are Intl's for fr-FR: a narrow no-break space between
 * thousands, a no-break space before the euro sign and before HT/TTC, so an amount never wraps.
 */

import type { CreditType } from '../../../__generated__/graphql';

const THOUSANDS = '\u202f';
const NBSP = '\u00a0';

/** `123456` → « 1 234,56 € »; `-500` → « -5,00 € ». Null or undefined → ''. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const euros = Math.floor(abs / 100).toString();
  const rest = (abs % 100).toString().padStart(2, '0');
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return `${whole < 0 ? '-' : ''}${grouped},${rest}${NBSP}€`;
}

/** Price excluding tax: « 89,00 € HT ». */
export function formatHt(cents: number | null | undefined): string {
  const money = formatMoney(cents);
  return money && `${money}${NBSP}HT`;
}

/** Price including tax: « 106,80 € TTC ». */
export function formatTtc(cents: number | null | undefined): string {
  const money = formatMoney(cents);
  return money && `${money}${NBSP}TTC`;
}

/** VAT rate from basis points: `2000` → « 20 % », `550` → « 5,5 % ». */
export function formatVatRate(basisPoints: number): string {
  const percent = basisPoints / 100;
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(percent)}${NBSP}%`;
}

const integers = new Intl.NumberFormat('fr-FR');

/** Credit types in French, singular and plural. */
export const CREDIT_TYPE_LABELS: Record<CreditType, { one: string; many: string; title: string }> = {
  LINE: { one: 'ligne', many: 'lignes', title: 'Crédits lignes' },
  DOSSIER: { one: 'dossier', many: 'dossiers', title: 'Crédits dossiers' },
  FILE: { one: 'fichier', many: 'fichiers', title: 'Crédits fichiers' },
  DISCOUNT: { one: 'remise', many: 'remises', title: 'Remises' },
  ECF: { one: 'mission ECF', many: 'missions ECF', title: 'Crédits missions ECF' },
};

/** A quantity of credits: « 20 000 lignes », « 1 fichier », a discount in euros HT. */
export function formatCredits(type: CreditType, amount: number): string {
  if (type === 'DISCOUNT') return formatHt(amount);
  const label = CREDIT_TYPE_LABELS[type];
  return `${integers.format(amount)}${NBSP}${Math.abs(amount) > 1 ? label.many : label.one}`;
}

/** A signed ledger quantity: « +20 000 lignes », « −1 200 lignes ». */
export function formatCreditDelta(type: CreditType, amount: number): string {
  const text = formatCredits(type, Math.abs(amount));
  return `${amount < 0 ? '−' : '+'}${text}`;
}

/** A card's expiry `AAAA-MM` → « 03/2027 ». */
export function formatExpiration(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? `${match[2]}/${match[1]}` : '';
}

/** A line-count tier: « jusqu'à 10 000 lignes », or « au-delà de 1 000 000 lignes » for the last one. */
export function tierLabel(maxLines: number | null, previousMax: number | null): string {
  if (maxLines !== null) return `Jusqu'à ${integers.format(maxLines)} lignes`;
  return previousMax === null ? 'Toutes tailles' : `Au-delà de ${integers.format(previousMax)} lignes`;
}
