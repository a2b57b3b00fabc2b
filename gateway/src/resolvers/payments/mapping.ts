import type {
  BillingAddress,
  Invoice,
  InvoiceKind,
  Order,
  OrderStatus,
  PaymentMethod,
  PaymentMethodType,
  PaymentSandboxStep,
} from '../../__generated__/resolvers-types';
import type { ApiData } from '../../upstream/api-client';

export type InvoiceDto = ApiData<'/v1/invoices', 'get'>['items'][number];
export type MethodDto = ApiData<'/v1/payment-methods', 'get'>['items'][number];
export type OrderDto = ApiData<'/v1/orders/{uuid}', 'get'>;
export type AddressDto = ApiData<'/v1/billing/address', 'get'>;
export type StepDto = ApiData<'/v1/payment-sandbox/steps/{ref}', 'get'>;

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** Served by the gateway with the session cookies (download-routes.ts). */
export const invoiceDownloadUrl = (uuid: string) => `/download/invoices/${uuid}.pdf`;

export const invoiceOf = (i: InvoiceDto): Invoice => ({
  uuid: i.uuid,
  kind: upper<InvoiceKind>(i.kind),
  number: i.number,
  name: i.name,
  totalHtCents: i.total_ht_cents,
  vatCents: i.vat_cents,
  totalTtcCents: i.total_ttc_cents,
  paidAt: i.paid_at,
  issuedAt: i.issued_at,
  downloadUrl: invoiceDownloadUrl(i.uuid),
  orderUuid: i.order_uuid,
  refundable: i.refundable,
});

export const methodOf = (m: MethodDto): PaymentMethod => ({
  uuid: m.uuid,
  type: upper<PaymentMethodType>(m.type),
  name: m.name,
  last4: m.last4,
  expiration: m.expiration,
  expired: m.expired,
  isDefault: m.is_default,
  createdAt: m.created_at,
});

export const orderOf = (o: OrderDto): Order => ({
  uuid: o.uuid,
  status: upper<OrderStatus>(o.status),
  message: o.message,
  redirectUrl: o.redirect_url,
  totalHtCents: o.total_ht_cents,
  vatCents: o.vat_cents,
  totalTtcCents: o.total_ttc_cents,
  paymentMethodType: upper<PaymentMethodType>(o.payment_method_type),
  invoice: o.invoice ? invoiceOf(o.invoice) : null,
  refundable: o.refundable,
  createdAt: o.created_at,
  paidAt: o.paid_at,
});

export const addressOf = (a: AddressDto): BillingAddress => ({
  companyName: a.company_name,
  address: a.address,
  addressComplement: a.address_complement,
  zipCode: a.zip_code,
  city: a.city,
  country: a.country,
  siren: a.siren,
  vatNumber: a.vat_number,
  complete: a.complete,
});

export const stepOf = (s: StepDto): PaymentSandboxStep => ({
  ref: s.ref,
  kind: s.kind.toUpperCase(),
  paymentMethodType: upper<PaymentMethodType>(s.payment_method_type),
  amountCents: s.amount_cents,
  testInstruments: s.test_instruments,
});

export const methodTypeForApi = (t: PaymentMethodType) => t.toLowerCase() as 'card' | 'sepa_debit';
