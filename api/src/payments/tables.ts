import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';

export type PaymentMethodType = 'card' | 'sepa_debit';
export type ProviderKind = 'sandbox' | 'stripe';
export type OrderStatus = 'pending' | 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'refunded';

/** Buyer's mentions of the invoices (spec §3 "Billing address"), one per account. */
export interface BillingAddressesTable {
  account_uuid: string;
  company_name: string | null;
  address: string | null;
  address_complement: string | null;
  zip_code: string | null;
  city: string | null;
  country: Generated<string>;
  siren: string | null;
  vat_number: string | null;
  updated_at: Timestamp;
}

/** The account as a customer of the payment provider (Stripe `cus_…`, or the sandbox's own). */
export interface PaymentCustomersTable {
  account_uuid: string;
  provider: ProviderKind;
  customer_ref: string;
  created_at: Timestamp;
}

/** A saved card or SEPA mandate; never the number itself, only what the provider tells us to show. */
export interface PaymentMethodsTable {
  uuid: string;
  account_uuid: string;
  provider: ProviderKind;
  provider_ref: string;
  type: PaymentMethodType;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: Generated<boolean>;
  /** Soft delete: past orders still name the method they were paid with. */
  deleted_at: Timestamp | null;
  created_at: Timestamp;
}

/** An "add a payment method" in progress on the provider's page. */
export interface PaymentSetupsTable {
  uuid: string;
  account_uuid: string;
  user_uuid: string | null;
  provider: ProviderKind;
  type: PaymentMethodType;
  provider_ref: string;
  status: Generated<'pending' | 'completed'>;
  payment_method_uuid: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface OrdersTable {
  uuid: string;
  account_uuid: string;
  user_uuid: string | null;
  payment_method_uuid: string | null;
  payment_method_type: PaymentMethodType;
  provider: ProviderKind;
  payment_ref: string | null;
  status: OrderStatus;
  message: string | null;
  redirect_url: string | null;
  /** The priced cart paid (billing/fulfilment.ts `PricedCart`), as it was at checkout. */
  cart: Json<unknown>;
  total_ht_cents: number;
  vat_cents: number;
  total_ttc_cents: number;
  invoice_uuid: string | null;
  credit_note_uuid: string | null;
  refund_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

/** Provider events already handled (a webhook is delivered at least once). */
export interface WebhookEventsTable {
  event_id: string;
  provider: ProviderKind;
  type: string;
  received_at: Timestamp;
}

/** The embedded sandbox's customers, setups, methods and payments: in the database, so they survive a restart. */
export interface PaymentSandboxObjectsTable {
  ref: string;
  kind: 'setup' | 'method' | 'payment' | 'refund';
  account_uuid: string | null;
  status: string;
  data: Json<Record<string, unknown>>;
  /** A pending SEPA debit settles at this time (read lazily and by the sweep). */
  due_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentTables {
  billing_addresses: BillingAddressesTable;
  payment_customers: PaymentCustomersTable;
  payment_methods: PaymentMethodsTable;
  payment_setups: PaymentSetupsTable;
  orders: OrdersTable;
  webhook_events: WebhookEventsTable;
  payment_sandbox_objects: PaymentSandboxObjectsTable;
}
