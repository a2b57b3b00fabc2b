import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ApiDb } from '../db/database';
import type { Storage } from '../storage/storage';
import { renderInvoicePdf } from './invoice-pdf';
import { allocateNumber, insertInvoice, type InvoiceRow } from './invoice-store';
import type { BuyerMentions, InvoiceKind, InvoiceLine, SellerMentions } from './tables';

export interface IssueContext {
  storage: Storage;
  seller: SellerMentions;
}

export interface IssueInput {
  kind: InvoiceKind;
  accountUuid: string;
  orderUuid: string | null;
  /** A credit note: the invoice it cancels. */
  credited?: InvoiceRow | null;
  buyer: BuyerMentions;
  lines: InvoiceLine[];
  totalHtCents: number;
  vatRateBp: number;
  vatCents: number;
  totalTtcCents: number;
  paymentMethodLabel: string | null;
  paidAt: Date | null;
  now: Date;
}

export const invoiceName = (i: Pick<InvoiceRow, 'kind' | 'number'>) =>
  `${i.kind === 'invoice' ? 'Facture' : 'Avoir'} ${i.number}`;

export const invoicePdfKey = (accountUuid: string, uuid: string) => `invoices/${accountUuid}/${uuid}.pdf`;

/**
 * Issues an invoice or credit note inside the caller's transaction (`trx`, the payment's): the number is
 * taken from its sequence, the PDF rendered and stored, the row written — all or nothing for the number.
 * A rollback after the PDF was stored leaves an orphan file under a fresh uuid, never a second number.
 */
export async function issueInvoice(trx: ApiDb, ctx: IssueContext, input: IssueInput): Promise<InvoiceRow> {
  const { number, sequence } = await allocateNumber(trx, input.kind);
  const uuid = randomUUID();
  const pdf = await renderInvoicePdf({
    kind: input.kind,
    number,
    issuedAt: input.now,
    paidAt: input.paidAt,
    seller: ctx.seller,
    buyer: input.buyer,
    lines: input.lines,
    totalHtCents: input.totalHtCents,
    vatRateBp: input.vatRateBp,
    vatCents: input.vatCents,
    totalTtcCents: input.totalTtcCents,
    paymentMethodLabel: input.paymentMethodLabel,
    orderUuid: input.orderUuid,
    credited: input.credited ? { number: input.credited.number, issuedAt: input.credited.issued_at } : null,
  });
  const pdfKey = invoicePdfKey(input.accountUuid, uuid);
  await ctx.storage.put(pdfKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  return insertInvoice(trx, {
    uuid,
    accountUuid: input.accountUuid,
    kind: input.kind,
    number,
    sequence,
    orderUuid: input.orderUuid,
    creditedInvoiceUuid: input.credited?.uuid ?? null,
    seller: ctx.seller,
    buyer: input.buyer,
    lines: input.lines,
    totalHtCents: input.totalHtCents,
    vatRateBp: input.vatRateBp,
    vatCents: input.vatCents,
    totalTtcCents: input.totalTtcCents,
    paymentMethodLabel: input.paymentMethodLabel,
    paidAt: input.paidAt,
    issuedAt: input.now,
    pdfKey,
  });
}

/**
 * The invoice as lists show it (REST `GET invoices`). `refundable` is the order's (payments/orders.ts
 * `isRefundable`), computed by the caller: payments imports invoices, never the other way.
 */
export function invoiceView(i: InvoiceRow, refundable = false) {
  return {
    uuid: i.uuid,
    kind: i.kind,
    number: i.number,
    name: invoiceName(i),
    total_ht_cents: Number(i.total_ht_cents),
    vat_cents: Number(i.vat_cents),
    total_ttc_cents: Number(i.total_ttc_cents),
    paid_at: i.paid_at ? new Date(i.paid_at).toISOString() : null,
    issued_at: new Date(i.issued_at).toISOString(),
    order_uuid: i.order_uuid,
    refundable: i.kind === 'invoice' && refundable,
  };
}

/** A credit note's lines and totals: the invoice's, negated. */
export function creditNoteOf(invoice: InvoiceRow) {
  const neg = (n: number) => (Number(n) === 0 ? 0 : -Number(n));
  return {
    lines: invoice.lines.map((l) => ({
      ...l,
      unit_ht_cents: neg(l.unit_ht_cents),
      total_ht_cents: neg(l.total_ht_cents),
    })),
    totalHtCents: neg(invoice.total_ht_cents),
    vatRateBp: invoice.vat_rate_bp,
    vatCents: neg(invoice.vat_cents),
    totalTtcCents: neg(invoice.total_ttc_cents),
  };
}
