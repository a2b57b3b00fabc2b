import catalogue from './offers.json';
import type { CreditType } from './tables';

/** The offer catalogue (offers.json, explained in OFFERS.md): data, so staff can change it without code. */

export type OfferKind = 'free' | 'fec' | 'pack';

export interface Offer {
  code: string;
  kind: OfferKind;
  name: string;
  description: string;
  features: string[];
  price_ht_cents: number | null;
  price_tiers: { max_lines: number | null; price_ht_cents: number }[];
  credits: { type: CreditType; amount: number; validity_days: number | null }[];
}

export const FREE_OFFER = 'decouverte';
export const FEC_OFFER = 'analyse-complete';
export const VAT_RATE_BP: number = catalogue.vat_rate_bp;
/** Spec §4: an analysis older than this must be re-run before a FEC is bought or unlocked. */
export const ANALYSIS_MAX_AGE_DAYS: number = catalogue.analysis_max_age_days;

export const OFFERS: readonly Offer[] = catalogue.offers as Offer[];
const BY_CODE = new Map(OFFERS.map((o) => [o.code, o]));

export function offerByCode(code: string): Offer | undefined {
  return BY_CODE.get(code);
}

/** The price HT of a per-FEC offer for a FEC of `lineCount` lines (unknown count: the first tier). */
export function fecPrice(offer: Offer, lineCount: number | null): number {
  const lines = lineCount ?? 0;
  const tier = offer.price_tiers.find((t) => t.max_lines === null || lines <= t.max_lines);
  if (!tier) throw new Error(`offer ${offer.code} has no tier for ${lines} lines`);
  return tier.price_ht_cents;
}

/** VAT of an amount HT, rounded to the cent (half up, as invoices show it). */
export function vatOf(htCents: number, rateBp: number = VAT_RATE_BP): number {
  return Math.round((htCents * rateBp) / 10_000);
}
