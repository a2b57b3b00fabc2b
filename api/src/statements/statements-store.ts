import type { ApiDb } from '../db/database';
import { json } from '../db/database';

/** The SQL of the statements domain: the tax return declared for a FEC. */

export interface DeclaredRow {
  fec_uuid: string;
  result: number | null;
  boxes: Record<string, number>;
  source: 'form' | 'csv';
  updated_by: string | null;
  updated_at: Date;
}

export async function declaredOf(db: ApiDb, fecUuid: string): Promise<DeclaredRow | null> {
  const row = await db
    .selectFrom('declared_tax_returns')
    .selectAll()
    .where('fec_uuid', '=', fecUuid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fec_uuid: row.fec_uuid,
    result: row.result === null ? null : Number(row.result),
    boxes: (row.boxes ?? {}) as Record<string, number>,
    source: row.source as 'form' | 'csv',
    updated_by: row.updated_by,
    updated_at: new Date(row.updated_at),
  };
}

export async function saveDeclared(
  db: ApiDb,
  input: {
    fecUuid: string;
    accountUuid: string;
    result: number | null;
    boxes: Record<string, number>;
    source: 'form' | 'csv';
    updatedBy: string;
    now: Date;
  },
): Promise<void> {
  const values = {
    result: input.result,
    boxes: json(input.boxes),
    source: input.source,
    updated_by: input.updatedBy,
    updated_at: input.now,
  };
  await db
    .insertInto('declared_tax_returns')
    .values({ fec_uuid: input.fecUuid, account_uuid: input.accountUuid, ...values })
    .onConflict((oc) => oc.column('fec_uuid').doUpdateSet(values))
    .execute();
}
