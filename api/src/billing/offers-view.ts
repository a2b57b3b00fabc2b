import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { requireFec } from '../fecs/fec-access';
import { latestDoneAt, saleProblem } from './availability';
import { OFFERS, fecPrice } from './offers';

/** `GET offers`: the whole catalogue (any signed-in user). */
export function offerList() {
  return { items: [...OFFERS], total: OFFERS.length };
}

/** `GET fecs/{uuid}/offers`: the per-FEC offers with this FEC's price, and why one cannot be bought now. */
export async function fecOffers(deps: Pick<ApiDeps, 'db' | 'now'>, caller: Caller, fecUuid: string) {
  const fec = await requireFec(deps.db, caller, fecUuid, 'read');
  const finished = (await latestDoneAt(deps.db, [fecUuid])).get(fecUuid);
  const problem = saleProblem(fec, caller.account.uuid, finished, deps.now());
  return {
    fec_uuid: fec.uuid,
    line_count: fec.line_count,
    current_offer: fec.offer,
    locked: fec.locked,
    options: OFFERS.filter((o) => o.kind === 'fec').map((offer) => ({
      offer,
      price_ht_cents: fecPrice(offer, fec.line_count),
      available: problem === null,
      reason: problem?.message ?? null,
    })),
  };
}
