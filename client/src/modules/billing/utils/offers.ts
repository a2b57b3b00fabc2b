import type { BillingFecOffersQuery } from '../../../__generated__/graphql';

export const FULL_ANALYSIS_CODE = 'analyse-complete';

type FecOffers = BillingFecOffersQuery['fecOffers'];

/** The paid per-FEC offer proposed for a locked FEC (« Analyse complète »), if the catalogue has one. */
export function fullAnalysisOption(offers: FecOffers | null | undefined) {
  const options = offers?.options ?? [];
  return (
    options.find((o) => o.offer.code === FULL_ANALYSIS_CODE) ??
    options.find((o) => o.offer.kind === 'FEC') ??
    null
  );
}
