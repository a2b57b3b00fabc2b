import type { Transaction } from 'kysely';
import type { ApiDatabase } from '../db/database';

/**
 * What leaves with a person is inherited (spec §6: « Deleting a user profile transfers that user's FECs and
 * reports to the account administrator »). The core moves the FECs itself (membership-store
 * `transferFecs`); business domains that keep things of their own per person (reports) plug in here, wired
 * in start.ts and the tests' harness — so users/ and memberships/ never import them.
 */
export interface HeirTransfer {
  /**
   * Moves what `from` holds in `accountUuid` to `to`, inside the transaction that moves the FECs (a
   * failure rolls the whole departure back).
   */
  (trx: Transaction<ApiDatabase>, accountUuid: string, from: string, to: string): Promise<unknown>;
}

/** Runs every business domain's transfer after the FECs'. */
export async function transferToHeir(
  transfers: readonly HeirTransfer[] | undefined,
  trx: Transaction<ApiDatabase>,
  accountUuid: string,
  from: string,
  to: string,
): Promise<void> {
  for (const transfer of transfers ?? []) await transfer(trx, accountUuid, from, to);
}
