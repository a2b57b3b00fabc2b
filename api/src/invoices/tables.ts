import type { Json, Timestamp } from '../db/column-types';

export type InvoiceKind = 'invoice' | 'credit_note';

/** The seller's legal mentions (config), copied into each invoice as issued. */
export interface SellerMentions {
  name: string;
  legalForm: string;
  capital: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  siren: string;
  rcs: string;
  vatNumber: string;
  email: string;
}

/** The buyer's mentions (billing address) at issue time. */
export interface BuyerMentions {
  company_name: string;
  address: string;
  address_complement: string | null;
  zip_code: string;
  city: string;
  country: string;
  siren: string | null;
  vat_number: string | null;
}

export interface InvoiceLine {
  label: string;
  detail: string | null;
  quantity: number;
  unit_ht_cents: number;
  total_ht_cents: number;
}

/** Issued invoices and credit notes: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface InvoicesTable {
  uuid: string;
  /** No foreign key: invoices are kept (10 years) even if the account is deleted. */
  account_uuid: string;
  kind: InvoiceKind;
  number: string;
  sequence: number;
  order_uuid: string | null;
  /** A credit note: the invoice it cancels. */
  credited_invoice_uuid: string | null;
  seller: Json<SellerMentions>;
  buyer: Json<BuyerMentions>;
  lines: Json<InvoiceLine[]>;
  total_ht_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_ttc_cents: number;
  payment_method_label: string | null;
  paid_at: Timestamp | null;
  issued_at: Timestamp;
  pdf_key: string;
}

/** One counter per kind (F-, AV-), incremented under a row lock in the invoice's own transaction. */
export interface InvoiceSequencesTable {
  kind: InvoiceKind;
  prefix: string;
  last_value: number;
}

export interface InvoiceTables {
  invoices: InvoicesTable;
  invoice_sequences: InvoiceSequencesTable;
}
