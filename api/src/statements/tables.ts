import type { Json, Timestamp } from '../db/column-types';

/**
 * The tax return a user declares for a FEC (issue 36): the declared accounting result and the boxes of the
 * liasse, entered or imported as a `code;montant` CSV. One per FEC: it is the FEC's extra information, read by
 * every analysis of it.
 */
export interface DeclaredTaxReturnsTable {
  fec_uuid: string;
  account_uuid: string;
  /** Declared accounting result, cents (null: not given). */
  result: string | number | null;
  /** code → whole euros. */
  boxes: Json<Record<string, number>>;
  /** 'form' (entered) or 'csv' (imported). */
  source: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface StatementTables {
  declared_tax_returns: DeclaredTaxReturnsTable;
}
