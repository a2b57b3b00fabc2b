import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

export type CreditType = 'line' | 'dossier' | 'file' | 'discount' | 'ecf';
export type MovementKind = 'grant' | 'consume' | 'expire' | 'refund' | 'revoke';

/** One grant of credits (an offer, a pack bought, a gesture); what is left is the sum of its movements. */
export interface CreditLotsTable {
  uuid: string;
  account_uuid: string;
  type: CreditType;
  offer_code: string | null;
  granted: number;
  expires_at: Date | null;
  /** Readable origin: « Offre Découverte », « Facture F-000012 »… */
  origin: string;
  /** The order that bought the lot (so a refund can revoke what is left). */
  order_uuid: string | null;
  created_at: Timestamp;
}

/** Append-only ledger (a trigger refuses updates): balances are sums of `amount`. */
export interface CreditMovementsTable {
  id: Generated<string>;
  lot_uuid: string;
  /** The account owning the lot. */
  account_uuid: string;
  kind: MovementKind;
  type: CreditType;
  amount: number;
  label: string;
  fec_uuid: string | null;
  /** Kept as written: the FEC may be deleted later, the ledger must still read. */
  fec_name: string | null;
  /** The network member whose unlock consumed the head's credits. */
  for_account_uuid: string | null;
  for_account_name: string | null;
  order_uuid: string | null;
  invoice_number: string | null;
  created_at: Timestamp;
}

export interface FecUnlocksTable {
  uuid: string;
  fec_uuid: string;
  account_uuid: string;
  method: 'credits' | 'order' | 'dossier' | 'demo';
  credit_type: CreditType | null;
  from_network: boolean;
  order_uuid: string | null;
  siren: string | null;
  fiscal_end: string | null;
  revoked_at: Date | null;
  created_at: Timestamp;
}

export interface CartItemsTable {
  uuid: string;
  account_uuid: string;
  offer_code: string;
  fec_uuid: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/**
 * A cart under payment (issue 34): one row per account while an order is open (a SEPA debit stays
 * `processing` for days). The cart cannot be paid again nor changed until the payment ends.
 */
export interface CartCheckoutsTable {
  account_uuid: string;
  order_uuid: string;
  created_at: Generated<Date>;
}

/**
 * Who already had the Découverte grant: a person (hash of the normalised email) or a company (hash of the
 * SIREN). Not tied to the account, which may be deleted: only the hash is kept.
 */
export interface FreeGrantsTable {
  kind: 'person' | 'company';
  key_hash: string;
  /** The account that received it (no foreign key: the claim outlives the account). */
  account_uuid: string | null;
  granted_at: Generated<Date>;
}

export interface BillingTables {
  free_grants: FreeGrantsTable;
  credit_lots: CreditLotsTable;
  credit_movements: CreditMovementsTable;
  fec_unlocks: FecUnlocksTable;
  cart_items: CartItemsTable;
  cart_checkouts: CartCheckoutsTable;
}
