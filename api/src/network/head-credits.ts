import type { ApiDb } from '../db/database';
import { ensureWelcomeCredits, lotBalances, totalsOf } from '../billing/credits';

/**
 * Whether the head account holds at least one usable import credit (spec §6): a `line`, `dossier` or `file`
 * lot not expired with a positive balance on the billing ledger (a `discount` credit imports nothing). The
 * head's Découverte credits count too: they are granted on the ledger's first use, so make sure of them.
 */
export async function headHasImportCredits(db: ApiDb, headUuid: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await ensureWelcomeCredits(trx, headUuid);
    const totals = totalsOf(await lotBalances(trx, headUuid), now);
    return totals.line + totals.dossier + totals.file > 0;
  });
}
