import type { ApiDb } from '../db/database';
import { grantCredits } from './credits';
import { unlockWithCredits } from './unlock';

/**
 * Tests only: unlocks FECs the way a customer would, through the ledger (a `file` credit granted as a
 * commercial gesture, then consumed by the unlock), so tests of detail rows read an unlocked FEC without
 * weakening the lock.
 */
export async function unlockForTests(db: ApiDb, fecUuids: string[]): Promise<void> {
  for (const fecUuid of fecUuids) {
    const fec = await db
      .selectFrom('fecs')
      .innerJoin('accounts', 'accounts.uuid', 'fecs.account_uuid')
      .select(['fecs.locked', 'accounts.uuid as account_uuid', 'accounts.name as account_name'])
      .where('fecs.uuid', '=', fecUuid)
      .executeTakeFirstOrThrow();
    if (!fec.locked) continue;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await grantCredits(trx, {
        accountUuid: fec.account_uuid,
        type: 'file',
        amount: 1,
        offerCode: null,
        origin: 'Geste commercial',
        expiresAt: null,
        at: now,
      });
      await unlockWithCredits(trx, {
        accountUuid: fec.account_uuid,
        accountName: fec.account_name,
        fecUuid,
        creditType: 'file',
        now,
        anyAnalysis: true,
      });
    });
  }
}
