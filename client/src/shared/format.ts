/** Dates DD/MM/YYYY and amounts in euros, as a French accountant reads them (spec §9, locale fr-FR). */

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const integers = new Intl.NumberFormat('fr-FR');
const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-12-31` or an ISO timestamp → `31/12/2024` (the calendar day as written, no time zone shift). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day && value.length === 10) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** ISO timestamp → `31/12/2024 14:05` in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Euros from a number of euros: `1 234,56 €`. */
export function formatEuros(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : euros.format(value);
}

/** Euros from integer cents (the engine's unit), without floating-point drift. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : euros.format(cents / 100);
}

/** `12345` → `12 345`. */
export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : integers.format(value);
}

const decimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** An amount to edit in a French field: `122473.44` → `122 473,44` (no currency sign). */
export function formatDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : decimals.format(value);
}

/**
 * What a French user types back (`122 473,44`, `-1 000`, `12,5`, also `122473.44`) → a number; NaN when
 * it is no number, null when blank. Spaces of any kind group thousands; one comma or dot is the decimal.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** Bytes → `1,5 Mo`. */
export function formatSize(bytes: number): string {
  const units = ['o', 'Ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
