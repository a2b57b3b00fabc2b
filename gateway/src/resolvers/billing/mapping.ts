import type {
  Cart,
  CreditLot,
  CreditMovement,
  CreditMovementKind,
  CreditTotals,
  CreditType,
  Credits,
  FecOffers,
  Offer,
  OfferKind,
} from '../../__generated__/resolvers-types';
import type { ApiData } from '../../upstream/api-client';

/** The API's snake_case billing answers → the schema's types (schema/billing.graphql). */

type OfferDto = ApiData<'/v1/offers', 'get'>['items'][number];
type CartDto = ApiData<'/v1/cart', 'get'>;
type CreditsDto = ApiData<'/v1/credits', 'get'>;
type MovementDto = ApiData<'/v1/credits/movements', 'get'>['items'][number];
type FecOffersDto = ApiData<'/v1/fecs/{uuid}/offers', 'get'>;

export const creditTypeOf = (t: string) => t.toUpperCase() as CreditType;
/** `LINE` → `line` (the API's spelling). */
export const apiCreditType = (t: CreditType) =>
  t.toLowerCase() as 'line' | 'dossier' | 'file' | 'discount' | 'ecf';

export function offerOf(o: OfferDto): Offer {
  return {
    code: o.code,
    kind: o.kind.toUpperCase() as OfferKind,
    name: o.name,
    description: o.description,
    features: o.features,
    priceHtCents: o.price_ht_cents,
    priceTiers: o.price_tiers.map((t) => ({ maxLines: t.max_lines, priceHtCents: t.price_ht_cents })),
    credits: o.credits.map((c) => ({
      type: creditTypeOf(c.type),
      amount: c.amount,
      validityDays: c.validity_days,
    })),
  };
}

export function fecOffersOf(f: FecOffersDto): FecOffers {
  return {
    fecUuid: f.fec_uuid,
    lineCount: f.line_count,
    currentOffer: f.current_offer,
    locked: f.locked,
    options: f.options.map((o) => ({
      offer: offerOf(o.offer),
      priceHtCents: o.price_ht_cents,
      available: o.available,
      reason: o.reason,
    })),
  };
}

export function cartOf(c: CartDto): Cart {
  return {
    items: c.items.map((i) => ({
      uuid: i.uuid,
      offer: offerOf(i.offer),
      fecUuid: i.fec_uuid,
      fecName: i.fec_name,
      lineCount: i.line_count,
      priceHtCents: i.price_ht_cents,
      available: i.available,
      reason: i.reason,
    })),
    subtotalHtCents: c.subtotal_ht_cents,
    discountHtCents: c.discount_ht_cents,
    totalHtCents: c.total_ht_cents,
    vatRateBasisPoints: c.vat_rate_bp,
    vatCents: c.vat_cents,
    totalTtcCents: c.total_ttc_cents,
    paymentInProgress: c.payment_in_progress,
    pendingOrderUuid: c.order_uuid,
  };
}

const totalsOf = (t: CreditsDto['totals']): CreditTotals => ({ ...t });

export function creditsOf(c: CreditsDto): Credits {
  return {
    lots: c.lots.map((l): CreditLot => ({
      uuid: l.uuid,
      type: creditTypeOf(l.type),
      offerCode: l.offer_code,
      granted: l.granted,
      balance: l.balance,
      expiresAt: l.expires_at,
      expired: l.expired,
      origin: l.origin,
      createdAt: l.created_at,
    })),
    totals: totalsOf(c.totals),
    inherited: c.inherited
      ? { headAccountName: c.inherited.head_account_name, totals: totalsOf(c.inherited.totals) }
      : null,
  };
}

export function movementOf(m: MovementDto): CreditMovement {
  return {
    id: m.id,
    kind: m.kind.toUpperCase() as CreditMovementKind,
    type: creditTypeOf(m.type),
    amount: m.amount,
    lotUuid: m.lot_uuid,
    label: m.label,
    fecUuid: m.fec_uuid,
    fecName: m.fec_name,
    invoiceNumber: m.invoice_number,
    forAccountName: m.for_account_name,
    createdAt: m.created_at,
  };
}
