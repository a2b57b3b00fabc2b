import type { Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';

/**
 * What the FECs domain asks of whoever sells access to results (billing/, wired in start.ts and the tests'
 * harness). A port, so the arrow points one way: fecs/ never imports billing/.
 */
export interface FecLifecycle {
  /** The offer, lock and price HT a FEC starts with, from its line count. */
  initialOffer(lineCount: number | null): {
    offer: string | null;
    locked: boolean;
    price_ht_cents: number | null;
  };
  /** Called before FECs are deleted (one FEC, or a folder's): throws an ApiError to refuse. */
  beforeDelete(db: ApiDb | Transaction<ApiDatabase>, fecUuids: string[]): Promise<void>;
}

/** No commerce: every FEC open, nothing to refuse (tools that build deps without billing). */
export const openFecLifecycle: FecLifecycle = {
  initialOffer: () => ({ offer: null, locked: false, price_ht_cents: null }),
  beforeDelete: async () => undefined,
};
