import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Caller } from '../auth/caller';
import * as cartLock from '../billing/cart';
import * as fulfilment from '../billing/fulfilment';
import type { PricedCart } from '../billing/fulfilment';
import type { ApiDb } from '../db/database';
import { json } from '../db/database';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { creditNoteOf, invoiceView, issueInvoice } from '../invoices/invoice-service';
import { invoiceByUuid } from '../invoices/invoice-store';
import type { InvoiceLine } from '../invoices/tables';
import { buyerOf } from './billing-address';
import { requireBillingRead, requirePay } from './payment-access';
import { methodName, type PaymentState } from './payment-gateway';
import { activeMethod, customerRef, isExpired, provider } from './payment-methods';
import type { OrdersTable } from './tables';

export type OrderRow = Selectable<OrdersTable>;

/**
 * What checkout needs from billing (H1's api/src/billing/fulfilment.ts), through one object so payments'
 * tests can stand in for the cart without the whole commerce core.
 */
export const commerce = {
  pricedCartFor: fulfilment.pricedCartFor,
  fulfilOrder: fulfilment.fulfilOrder,
  revokeOrder: fulfilment.revokeOrder,
  /** One payment at a time per cart (issue 34): taken at checkout, released when the payment ends. */
  cartCheckout: cartLock.cartCheckout,
  lockCart: cartLock.lockCart,
  releaseCart: cartLock.releaseCart,
};

const OPEN_STATUSES = ['pending', 'processing', 'requires_action'] as const;
const isOpen = (status: OrderRow['status']) => (OPEN_STATUSES as readonly string[]).includes(status);

/** Spec §9: a bank-debit refund may be requested within 8 weeks. */
export const REFUND_WINDOW_MS = 8 * 7 * 24 * 3600 * 1000;

export const orderReturnPath = (orderUuid: string) => `/panier?commande=${orderUuid}`;

const groupThousands = (n: number) => n.toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ');

/** The cart as invoice lines: one per item, a negative line for the discount. */
export function invoiceLines(cart: PricedCart): InvoiceLine[] {
  const lines: InvoiceLine[] = cart.items.map((item) => ({
    label: item.offer_name,
    detail:
      item.kind === 'fec'
        ? [item.fec_name, item.line_count !== null ? `${groupThousands(item.line_count)} lignes` : null]
            .filter(Boolean)
            .join(' — ') || null
        : null,
    quantity: 1,
    unit_ht_cents: item.price_ht_cents,
    total_ht_cents: item.price_ht_cents,
  }));
  if (cart.discount_ht_cents > 0) {
    lines.push({
      label: 'Remise',
      detail: 'Crédits de remise du compte',
      quantity: 1,
      unit_ht_cents: -cart.discount_ht_cents,
      total_ht_cents: -cart.discount_ht_cents,
    });
  }
  return lines;
}

export function isRefundable(o: OrderRow, now: Date): boolean {
  return (
    o.status === 'succeeded' &&
    o.payment_method_type === 'sepa_debit' &&
    o.paid_at !== null &&
    now.getTime() - new Date(o.paid_at).getTime() <= REFUND_WINDOW_MS
  );
}

/**
 * Of `orderUuids` (the account's invoices' orders), those whose refund may still be asked: what the invoice
 * list (invoices/routes.ts) shows, passed in by app.ts since invoices/ does not import payments' orders.
 */
export async function refundableOrders(
  db: ApiDb,
  accountUuid: string,
  orderUuids: string[],
  now: Date,
): Promise<Set<string>> {
  if (orderUuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('uuid', 'in', orderUuids)
    .execute();
  return new Set(rows.filter((o) => isRefundable(o, now)).map((o) => o.uuid));
}

const MESSAGES: Partial<Record<OrderRow['status'], string>> = {
  processing: MSG.paymentProcessing,
  pending: MSG.paymentProcessing,
  requires_action: MSG.paymentRequiresAction,
  failed: MSG.paymentRefused,
  refunded: MSG.orderRefunded,
};

export async function orderView(db: ApiDb, o: OrderRow, now: Date) {
  const invoice = o.invoice_uuid ? await invoiceByUuid(db, o.invoice_uuid) : undefined;
  return {
    uuid: o.uuid,
    // `pending` only lives between the order row and the provider's first answer.
    status: (o.status === 'pending' ? 'processing' : o.status) as Exclude<OrderRow['status'], 'pending'>,
    message: o.message ?? MESSAGES[o.status] ?? null,
    redirect_url: o.status === 'requires_action' ? o.redirect_url : null,
    total_ht_cents: Number(o.total_ht_cents),
    vat_cents: Number(o.vat_cents),
    total_ttc_cents: Number(o.total_ttc_cents),
    payment_method_type: o.payment_method_type,
    invoice: invoice ? invoiceView(invoice, isRefundable(o, now)) : null,
    refundable: isRefundable(o, now),
    created_at: new Date(o.created_at).toISOString(),
    paid_at: o.paid_at ? new Date(o.paid_at).toISOString() : null,
  };
}

const orderOf = (db: ApiDb, accountUuid: string, uuid: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

/**
 * Paid: in ONE transaction (the order row locked, so a webhook and a read racing settle it once) the
 * invoice takes its number and the purchase is delivered (billing/fulfilment.ts).
 */
async function settlePaid(deps: ApiDeps, orderUuid: string, paidAt: Date): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const o = await trx
      .selectFrom('orders')
      .selectAll()
      .where('uuid', '=', orderUuid)
      .forUpdate()
      .executeTakeFirst();
    if (!o || o.status === 'succeeded' || o.status === 'refunded') return;
    const buyer = await buyerOf(trx, o.account_uuid);
    if (!buyer) throw new Error(`order ${o.uuid}: billing address incomplete at settlement`);
    const cart = o.cart as PricedCart;
    const method = o.payment_method_uuid
      ? await trx
          .selectFrom('payment_methods')
          .selectAll()
          .where('uuid', '=', o.payment_method_uuid)
          .executeTakeFirst()
      : undefined;
    const invoice = await issueInvoice(
      trx,
      { storage: deps.storage, seller: deps.config.seller },
      {
        kind: 'invoice',
        accountUuid: o.account_uuid,
        orderUuid: o.uuid,
        buyer,
        lines: invoiceLines(cart),
        totalHtCents: cart.total_ht_cents,
        vatRateBp: cart.vat_rate_bp,
        vatCents: cart.vat_cents,
        totalTtcCents: cart.total_ttc_cents,
        paymentMethodLabel: method
          ? methodName(method)
          : o.payment_method_type === 'card'
            ? 'Carte'
            : 'Prélèvement SEPA',
        paidAt,
        now: paidAt,
      },
    );
    await commerce.fulfilOrder(trx, {
      accountUuid: o.account_uuid,
      userUuid: o.user_uuid ?? '',
      orderUuid: o.uuid,
      invoiceNumber: invoice.number,
      cart,
      now: paidAt,
    });
    // The paid items have left the cart (fulfilOrder): what is left there may be paid again.
    await commerce.releaseCart(trx, o.account_uuid, o.uuid);
    await trx
      .updateTable('orders')
      .set({
        status: 'succeeded',
        paid_at: paidAt,
        invoice_uuid: invoice.uuid,
        message: null,
        redirect_url: null,
        updated_at: paidAt,
      })
      .where('uuid', '=', o.uuid)
      .execute();
  });
}

/** Records what the provider says of the order's payment; a success is settled (invoice + delivery). */
export async function applyState(deps: ApiDeps, orderUuid: string, state: PaymentState): Promise<void> {
  const now = deps.now();
  if (state.status === 'succeeded') return settlePaid(deps, orderUuid, now);
  if (state.status === 'refunded') return;
  if (state.status === 'failed' && state.reason) {
    deps.log?.info({ order: orderUuid, reason: state.reason }, 'payment refused');
  }
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('orders')
      .set({
        status: state.status,
        redirect_url: state.status === 'requires_action' ? state.redirectUrl : null,
        message: null,
        updated_at: now,
      })
      .where('uuid', '=', orderUuid)
      .where('status', 'in', [...OPEN_STATUSES])
      .returning('account_uuid')
      .executeTakeFirst();
    // Refused or cancelled: nothing was paid, the cart is the user's again (the same item can be bought).
    if (changed && state.status === 'failed')
      await commerce.releaseCart(trx, changed.account_uuid, orderUuid);
  });
}

/** Re-reads an unsettled order's payment at the provider (reads, webhooks, the sweep). */
export async function refreshOrder(deps: ApiDeps, o: OrderRow): Promise<void> {
  if (!isOpen(o.status) || !o.payment_ref) return;
  if (o.provider !== deps.payments.kind) return;
  const state = await provider(deps, () => deps.payments.retrieve(o.payment_ref!));
  await applyState(deps, o.uuid, state);
}

export interface CheckoutInput {
  payment_method_uuid: string;
  terms_accepted: boolean;
  expected_total_ttc_cents?: number | null;
}

/**
 * Before a new checkout: the payment holding the cart is re-read (it may have ended). An authentication
 * left unfinished is cancelled — the user is back to pay, as before issue 34 — but a debit under way
 * (SEPA: days) keeps the cart: the new checkout is refused.
 */
export async function endHeldCheckout(deps: ApiDeps, accountUuid: string): Promise<void> {
  const held = await commerce.cartCheckout(deps.db, accountUuid);
  if (!held) return;
  let order = await orderOf(deps.db, accountUuid, held);
  if (order && isOpen(order.status)) {
    await refreshOrder(deps, order);
    order = await orderOf(deps.db, accountUuid, held);
  }
  if (order?.status === 'requires_action' && order.payment_ref && order.provider === deps.payments.kind) {
    const ref = order.payment_ref;
    await applyState(deps, order.uuid, await provider(deps, () => deps.payments.cancel(ref)));
    order = await orderOf(deps.db, accountUuid, held);
  }
  // A lock whose order is over (or gone) holds nothing.
  if (!order || !isOpen(order.status)) await commerce.releaseCart(deps.db, accountUuid, held);
}

/** The cart's port (billing/cart.ts): a cart change ends an abandoned authentication as a checkout does. */
export const paymentsCartHolds: cartLock.CartHolds = { endAbandoned: endHeldCheckout };

export async function checkout(deps: ApiDeps, caller: Caller, input: CheckoutInput) {
  requirePay(caller);
  if (!input.terms_accepted) throw badRequest(MSG.salesTermsRequired);
  const now = deps.now();
  // The method first: another account's method is not found, whatever the caller's own state.
  const method = await activeMethod(deps.db, caller.account.uuid, input.payment_method_uuid);
  if (!method) throw notFound(MSG.paymentMethodNotFound);
  if (!(await buyerOf(deps.db, caller.account.uuid))) throw badRequest(MSG.addressIncomplete);
  if (isExpired(method, now)) throw badRequest(MSG.paymentMethodExpired);
  if (method.provider !== deps.payments.kind) throw badRequest(MSG.paymentSetupFailed);
  await endHeldCheckout(deps, caller.account.uuid);
  const orderUuid = randomUUID();
  // Issue 34: the cart is locked and priced in one transaction, so two checkouts of one cart make one
  // order (the lock's primary key decides), and a checkout after a payment ended sees the cart it left.
  const cart = await deps.db.transaction().execute(async (trx) => {
    if (!(await commerce.lockCart(trx, caller.account.uuid, orderUuid))) {
      throw new ApiError(409, MSG.cartPaymentInProgress, {
        order_uuid: await commerce.cartCheckout(trx, caller.account.uuid),
      });
    }
    const priced = await commerce.pricedCartFor(trx, caller, now);
    if (priced.items.length === 0) throw badRequest(MSG.cartEmpty);
    if (
      input.expected_total_ttc_cents !== undefined &&
      input.expected_total_ttc_cents !== null &&
      input.expected_total_ttc_cents !== priced.total_ttc_cents
    ) {
      throw new ApiError(409, MSG.cartChanged, { total_ttc_cents: priced.total_ttc_cents });
    }
    await trx
      .insertInto('orders')
      .values({
        uuid: orderUuid,
        account_uuid: caller.account.uuid,
        user_uuid: caller.user.uuid,
        payment_method_uuid: method.uuid,
        payment_method_type: method.type,
        provider: deps.payments.kind,
        status: 'pending',
        cart: json(priced),
        total_ht_cents: priced.total_ht_cents,
        vat_cents: priced.vat_cents,
        total_ttc_cents: priced.total_ttc_cents,
      })
      .execute();
    return priced;
  });

  let state: PaymentState;
  if (cart.total_ttc_cents === 0) {
    // Wholly paid by discount credits: nothing to charge, the invoice still records the purchase.
    state = { ref: '', status: 'succeeded', redirectUrl: null, reason: null };
  } else {
    try {
      const customer = await customerRef(deps, caller);
      state = await provider(deps, () =>
        deps.payments.charge({
          customerRef: customer,
          methodRef: method.provider_ref,
          type: method.type,
          accountUuid: caller.account.uuid,
          amountCents: cart.total_ttc_cents,
          orderUuid,
          description: `Commande ${orderUuid}`,
          returnPath: orderReturnPath(orderUuid),
        }),
      );
    } catch (error) {
      await applyState(deps, orderUuid, { ref: '', status: 'failed', redirectUrl: null, reason: null });
      throw error;
    }
    await deps.db
      .updateTable('orders')
      .set({ payment_ref: state.ref || null })
      .where('uuid', '=', orderUuid)
      .execute();
  }
  await applyState(deps, orderUuid, state);
  const order = (await orderOf(deps.db, caller.account.uuid, orderUuid))!;
  if (order.status === 'failed') {
    // Nothing invoiced, the cart is kept: the user may try another method.
    throw new ApiError(402, MSG.paymentRefused, { order_uuid: orderUuid });
  }
  return orderView(deps.db, order, deps.now());
}

export async function getOrder(deps: ApiDeps, caller: Caller, uuid: string) {
  requireBillingRead(caller);
  let order = await orderOf(deps.db, caller.account.uuid, uuid);
  if (!order) throw notFound(MSG.orderNotFound);
  if (isOpen(order.status)) {
    await refreshOrder(deps, order);
    order = (await orderOf(deps.db, caller.account.uuid, uuid))!;
  }
  return orderView(deps.db, order, deps.now());
}

/** Spec §9: a SEPA debit may be refunded within 8 weeks: the money back, a credit note, the purchase revoked. */
export async function refundOrder(deps: ApiDeps, caller: Caller, uuid: string) {
  requirePay(caller);
  const order = await orderOf(deps.db, caller.account.uuid, uuid);
  if (!order) throw notFound(MSG.orderNotFound);
  const now = deps.now();
  if (order.status === 'refunded') return orderView(deps.db, order, now);
  if (order.status !== 'succeeded' || !order.invoice_uuid) throw conflict(MSG.refundNotPaid);
  if (order.payment_method_type !== 'sepa_debit') throw conflict(MSG.refundCardOnly);
  if (!isRefundable(order, now)) throw conflict(MSG.refundTooLate);
  // The provider first (idempotent per order): a failure below can be retried without refunding twice.
  const refundRef = order.payment_ref
    ? await provider(deps, () => deps.payments.refund(order.payment_ref!, order.uuid))
    : null;
  await deps.db.transaction().execute(async (trx) => {
    const o = await trx
      .selectFrom('orders')
      .selectAll()
      .where('uuid', '=', uuid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (o.status !== 'succeeded') return;
    const invoice = (await invoiceByUuid(trx, o.invoice_uuid!))!;
    const note = await issueInvoice(
      trx,
      { storage: deps.storage, seller: deps.config.seller },
      {
        kind: 'credit_note',
        accountUuid: o.account_uuid,
        orderUuid: o.uuid,
        credited: invoice,
        buyer: invoice.buyer,
        ...creditNoteOf(invoice),
        paymentMethodLabel: invoice.payment_method_label,
        paidAt: now,
        now,
      },
    );
    await commerce.revokeOrder(trx, {
      accountUuid: o.account_uuid,
      orderUuid: o.uuid,
      creditNoteNumber: note.number,
      now,
    });
    await trx
      .updateTable('orders')
      .set({
        status: 'refunded',
        credit_note_uuid: note.uuid,
        refund_ref: refundRef,
        refunded_at: now,
        updated_at: now,
      })
      .where('uuid', '=', o.uuid)
      .execute();
  });
  return orderView(deps.db, (await orderOf(deps.db, caller.account.uuid, uuid))!, deps.now());
}

/** A provider event (signature already checked): handled once per event id; the payment is re-read. */
export async function handleWebhook(
  deps: ApiDeps,
  event: { id: string; type: string; paymentRef: string | null },
) {
  const seen = await deps.db
    .selectFrom('webhook_events')
    .select('event_id')
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return { received: true, duplicate: true };
  if (event.paymentRef) {
    const order = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('provider', '=', deps.payments.kind)
      .where('payment_ref', '=', event.paymentRef)
      .executeTakeFirst();
    if (order) await refreshOrder(deps, order);
  }
  // Recorded after handling: a failure above lets the provider's retry do it again (handling is idempotent).
  await deps.db
    .insertInto('webhook_events')
    .values({ event_id: event.id, provider: deps.payments.kind, type: event.type })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  return { received: true, duplicate: false };
}

/** Settles pending payments whose outcome is known (a sandbox SEPA debit past due, a missed webhook). */
export async function sweepPendingOrders(deps: ApiDeps, limit = 50): Promise<number> {
  const pending = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', ['processing', 'requires_action'])
    .where('provider', '=', deps.payments.kind)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  for (const o of pending) {
    try {
      await refreshOrder(deps, o);
    } catch (error) {
      deps.log?.error({ err: error, order: o.uuid }, 'pending payment sweep failed');
    }
  }
  return pending.length;
}

/** After a sandbox authentication: settle the order at once rather than at the next read. */
export async function refreshOrderByPaymentRef(deps: ApiDeps, paymentRef: string) {
  const o = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('payment_ref', '=', paymentRef)
    .executeTakeFirst();
  if (o) await refreshOrder(deps, o);
}
