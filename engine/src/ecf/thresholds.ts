/**
 * Turnover thresholds of the French tax regimes (examen de conformité fiscale, point 5 of the chemin d'audit),
 * kept as data with their source and the years they apply to. Amounts in euros HT, for a 12-month year.
 *
 * - BIC micro-entreprise: art. 50-0 du CGI; 188 700 € (ventes de marchandises, fourniture de logement) and
 *   77 700 € (prestations de services) for 2023 to 2025 (revalorisation triennale, BOI-BIC-DECLA-10-10-10).
 * - BIC réel simplifié: art. 302 septies A bis du CGI; 840 000 € (ventes) and 254 000 € (services) for 2023 to 2025.
 *   Beyond: réel normal.
 * - TVA, franchise en base: art. 293 B du CGI; 91 900 € (ventes) and 36 800 € (services) for 2023 and 2024
 *   (seuils majorés 101 000 € / 39 100 €); 85 000 € and 37 500 € from 2025 (loi n° 2025-127 du 14 février 2025).
 * - TVA, régime simplifié (RSI): art. 302 septies A du CGI, same turnover limits as the BIC réel simplifié and
 *   TVA due of the previous year below 15 000 €; beyond: réel normal (RN).
 */

export interface RegimeThresholds {
  /** Years (of the fiscal year end) the figures apply to. */
  from: number;
  to: number;
  microSales: number;
  microServices: number;
  simplifiedSales: number;
  simplifiedServices: number;
  franchiseSales: number;
  franchiseServices: number;
  /** VAT due (€) above which the RSI is left for the RN. */
  rsiVatDue: number;
  source: string;
}

export const REGIME_THRESHOLDS: RegimeThresholds[] = [
  {
    from: 2023,
    to: 2024,
    microSales: 188_700,
    microServices: 77_700,
    simplifiedSales: 840_000,
    simplifiedServices: 254_000,
    franchiseSales: 91_900,
    franchiseServices: 36_800,
    rsiVatDue: 15_000,
    source: 'CGI art. 50-0, 302 septies A, 302 septies A bis, 293 B — seuils 2023-2024',
  },
  {
    from: 2025,
    to: 9999,
    microSales: 188_700,
    microServices: 77_700,
    simplifiedSales: 840_000,
    simplifiedServices: 254_000,
    franchiseSales: 85_000,
    franchiseServices: 37_500,
    rsiVatDue: 15_000,
    source: 'CGI art. 50-0, 302 septies A, 302 septies A bis, 293 B — seuils 2025 (loi n° 2025-127)',
  },
];

/** The thresholds for a fiscal year ending in `year` (the oldest table before 2023). */
export function thresholdsFor(year: number): RegimeThresholds {
  return REGIME_THRESHOLDS.find((t) => year >= t.from && year <= t.to) ?? REGIME_THRESHOLDS[0];
}

export type IncomeRegime = 'micro' | 'reel_simplifie' | 'reel_normal';
export type VatRegime = 'franchise' | 'reel_simplifie' | 'reel_normal';

export const INCOME_REGIME_LABELS: Record<IncomeRegime, string> = {
  micro: 'Micro-entreprise',
  reel_simplifie: 'Réel simplifié',
  reel_normal: 'Réel normal',
};
export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  franchise: 'Franchise en base',
  reel_simplifie: 'Réel simplifié (RSI)',
  reel_normal: 'Réel normal (RN)',
};

const RANK: Record<IncomeRegime, number> = { micro: 0, reel_simplifie: 1, reel_normal: 2 };
const VAT_RANK: Record<VatRegime, number> = { franchise: 0, reel_simplifie: 1, reel_normal: 2 };

/**
 * The lowest income-tax (BIC) regime the turnover allows: a mixed activity stays under a regime while the total
 * is under the sales limit and the services part under the services limit. Euros, annualised.
 */
export function lowestIncomeRegime(sales: number, services: number, t: RegimeThresholds): IncomeRegime {
  const total = sales + services;
  if (total <= t.microSales && services <= t.microServices) return 'micro';
  if (total <= t.simplifiedSales && services <= t.simplifiedServices) return 'reel_simplifie';
  return 'reel_normal';
}

/** The lowest VAT regime the turnover allows (and the VAT due, for the RSI). */
export function lowestVatRegime(
  sales: number,
  services: number,
  vatDue: number,
  t: RegimeThresholds,
): VatRegime {
  const total = sales + services;
  if (total <= t.franchiseSales && services <= t.franchiseServices) return 'franchise';
  if (total <= t.simplifiedSales && services <= t.simplifiedServices && vatDue <= t.rsiVatDue)
    return 'reel_simplifie';
  return 'reel_normal';
}

/** A declared regime below what the turnover allows (an option for a higher regime is always possible). */
export const incomeRegimeTooLow = (declared: IncomeRegime, lowest: IncomeRegime) =>
  RANK[declared] < RANK[lowest];
export const vatRegimeTooLow = (declared: VatRegime, lowest: VatRegime) =>
  VAT_RANK[declared] < VAT_RANK[lowest];
