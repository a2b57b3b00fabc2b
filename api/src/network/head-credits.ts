import type { Kysely } from 'kysely';
import type { ApiDb } from '../db/database';

/**
 * The import credits a network head may lend (spec §6): `line`, `dossier` and `file` credits (a `discount`
 * credit imports nothing). The billing ledger (migration 0006_billing_core, api/src/billing) keeps them as
 * lots and append-only movements: a lot is usable when it has not expired and its movements sum above zero.
 * The tables are declared here, read-only, so this module does not depend on the billing domain's code.
 */
interface LedgerTables {
  credit_lots: { uuid: string; account_uuid: string; type: string; expires_at: Date | null };
  credit_movements: { lot_uuid: string; amount: number | string };
  credits: { account_uuid: string; type: string; balance: number | string; expires_at: Date | null };
}

const IMPORT_TYPES = ['line', 'dossier', 'file'];

/** PostgreSQL's "relation does not exist". */
const isUndefinedTable = (error: unknown) => (error as { code?: string })?.code === '42P01';

/**
 * Whether the head account holds at least one usable import credit. Reads the ledger (credit_lots +
 * credit_movements); on a database where the ledger is not migrated yet it reads the legacy `credits` table
 * of 0001 (one balance per row) instead. Not for use inside a transaction (a missing table aborts it).
 */
export async function headHasImportCredits(db: ApiDb, headUuid: string, now: Date): Promise<boolean> {
  const ledger = db as unknown as Kysely<LedgerTables>;
  try {
    const lot = await ledger
      .selectFrom('credit_lots')
      .innerJoin('credit_movements', 'credit_movements.lot_uuid', 'credit_lots.uuid')
      .select('credit_lots.uuid')
      .where('credit_lots.account_uuid', '=', headUuid)
      .where('credit_lots.type', 'in', IMPORT_TYPES)
      .where((eb) =>
        eb.or([eb('credit_lots.expires_at', 'is', null), eb('credit_lots.expires_at', '>', now)]),
      )
      .groupBy('credit_lots.uuid')
      .having((eb) => eb.fn.sum<number>('credit_movements.amount'), '>', 0)
      .limit(1)
      .executeTakeFirst();
    return Boolean(lot);
  } catch (error) {
    if (!isUndefinedTable(error)) throw error;
  }
  const legacy = await ledger
    .selectFrom('credits')
    .select('account_uuid')
    .where('account_uuid', '=', headUuid)
    .where('type', 'in', IMPORT_TYPES)
    .where('balance', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(legacy);
}
