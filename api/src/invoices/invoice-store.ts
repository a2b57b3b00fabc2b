import { sql, type Selectable } from 'kysely';
import type { ApiDb } from '../db/database';
import { json } from '../db/database';
import type { BuyerMentions, InvoiceKind, InvoiceLine, InvoicesTable, SellerMentions } from './tables';

export type InvoiceRow = Selectable<InvoicesTable>;

/** `F-000042`, `AV-000003`. */
export const formatNumber = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, '0')}`;

/**
 * The next number of `kind`, inside the caller's transaction: the UPDATE locks the sequence row until
 * commit, so concurrent issues queue behind it, and a rollback gives the number back — no gap, no duplicate.
 */
export async function allocateNumber(
  trx: ApiDb,
  kind: InvoiceKind,
): Promise<{ number: string; sequence: number }> {
  const row = await trx
    .updateTable('invoice_sequences')
    .set({ last_value: sql`last_value + 1` })
    .where('kind', '=', kind)
    .returning(['prefix', 'last_value'])
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last_value);
  return { number: formatNumber(row.prefix, sequence), sequence };
}

export interface NewInvoice {
  uuid: string;
  accountUuid: string;
  kind: InvoiceKind;
  number: string;
  sequence: number;
  orderUuid: string | null;
  creditedInvoiceUuid: string | null;
  seller: SellerMentions;
  buyer: BuyerMentions;
  lines: InvoiceLine[];
  totalHtCents: number;
  vatRateBp: number;
  vatCents: number;
  totalTtcCents: number;
  paymentMethodLabel: string | null;
  paidAt: Date | null;
  issuedAt: Date;
  pdfKey: string;
}

export async function insertInvoice(trx: ApiDb, i: NewInvoice): Promise<InvoiceRow> {
  return trx
    .insertInto('invoices')
    .values({
      uuid: i.uuid,
      account_uuid: i.accountUuid,
      kind: i.kind,
      number: i.number,
      sequence: i.sequence,
      order_uuid: i.orderUuid,
      credited_invoice_uuid: i.creditedInvoiceUuid,
      seller: json(i.seller),
      buyer: json(i.buyer),
      lines: json(i.lines),
      total_ht_cents: i.totalHtCents,
      vat_rate_bp: i.vatRateBp,
      vat_cents: i.vatCents,
      total_ttc_cents: i.totalTtcCents,
      payment_method_label: i.paymentMethodLabel,
      paid_at: i.paidAt,
      issued_at: i.issuedAt,
      pdf_key: i.pdfKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function invoiceOf(db: ApiDb, accountUuid: string, uuid: string): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export function invoiceByUuid(db: ApiDb, uuid: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function invoicesOf(
  db: ApiDb,
  accountUuid: string,
  limit: number,
  offset: number,
): Promise<{ items: InvoiceRow[]; total: number }> {
  const base = db.selectFrom('invoices').where('account_uuid', '=', accountUuid);
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('sequence', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
