import type { ColumnType } from 'kysely';
import type { Timestamp } from '../db/column-types';

/** Nullable, optional on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * pending: invited, waiting for the invited account's Owner; active: the member may consume the head's
 * credits; declined: the Owner said no; ended: the head detached the member (or cancelled the invitation),
 * or the member left. Only pending and active rows are shown; the others are the history.
 */
export type AffiliationStatus = 'pending' | 'active' | 'declined' | 'ended';

/** One head–member link of a network of accounts (spec §6), from the invitation to its end. */
export interface NetworkAffiliationsTable {
  uuid: string;
  head_account_uuid: string;
  /**
   * The member account: set on acceptance (the account of the Owner who accepted), or at invitation when the
   * address is the Owner of exactly one account. Null while the address has no account of its own.
   */
  member_account_uuid: Optional<string>;
  /** The address invited (lower case): the Owner of the account to affiliate. */
  invited_email: string;
  invited_by: Optional<string>;
  status: ColumnType<AffiliationStatus, AffiliationStatus | undefined, AffiliationStatus>;
  created_at: Timestamp;
  accepted_at: Optional<Date>;
  ended_at: Optional<Date>;
  /** The user who declined or ended it. */
  ended_by: Optional<string>;
}

export interface NetworkTables {
  network_affiliations: NetworkAffiliationsTable;
}
