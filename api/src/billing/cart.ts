import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { requireBillingRead, requirePay } from './access';
import { latestDoneAt, requireFecForSale, saleProblem } from './availability';
import { lotBalances, totalsOf, type Db } from './credits';
import { VAT_RATE_BP, fecPrice, offerByCode, vatOf, type Offer } from './offers';

/** One line of the cart, priced now, with why it cannot be paid if so. */
export interface CartLine {
  uuid: string;
  offer: Offer;
  fec_uuid: string | null;
  fec_name: string | null;
  line_count: number | null;
  price_ht_cents: number;
  available: boolean;
  reason: string | null;
  /** The refusal paying it would meet (null when available). */
  problem: ApiError | null;
}

export interface CartTotals {
  subtotal_ht_cents: number;
  discount_ht_cents: number;
  total_ht_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_ttc_cents: number;
}

/** The account's cart lines, oldest first, each priced and checked now. */
export async function cartLines(db: Db, accountUuid: string, now: Date): Promise<CartLine[]> {
  const items = await db
    .selectFrom('cart_items as c')
    .leftJoin('fecs as f', 'f.uuid', 'c.fec_uuid')
    .select([
      'c.uuid',
      'c.offer_code',
      'c.fec_uuid',
      'f.uuid as fec_found',
      'f.account_uuid as fec_account',
      'f.original_name',
      'f.line_count',
      'f.locked',
    ])
    .where('c.account_uuid', '=', accountUuid)
    .orderBy('c.created_at')
    .orderBy('c.uuid')
    .execute();
  const finished = await latestDoneAt(
    db,
    items.flatMap((i) => (i.fec_found ? [i.fec_found] : [])),
  );
  const lines: CartLine[] = [];
  for (const item of items) {
    const offer = offerByCode(item.offer_code);
    if (!offer) continue; // an offer withdrawn from the catalogue: nothing to sell any more
    let problem: ApiError | null = null;
    let price = offer.price_ht_cents ?? 0;
    if (offer.kind === 'fec') {
      const fec = item.fec_found
        ? { uuid: item.fec_found, account_uuid: item.fec_account, locked: item.locked === true }
        : undefined;
      problem = saleProblem(fec, accountUuid, item.fec_found ? finished.get(item.fec_found) : undefined, now);
      price = fecPrice(offer, item.line_count);
    }
    lines.push({
      uuid: item.uuid,
      offer,
      fec_uuid: item.fec_uuid,
      fec_name: item.original_name ?? null,
      line_count: item.line_count ?? null,
      price_ht_cents: price,
      available: problem === null,
      reason: problem?.message ?? null,
      problem,
    });
  }
  return lines;
}

/** Totals of the payable lines, less the account's discount credits (never below zero), VAT 20 %. */
export async function cartTotals(
  db: Db,
  accountUuid: string,
  lines: CartLine[],
  now: Date,
): Promise<CartTotals> {
  const subtotal = lines.filter((l) => l.available).reduce((sum, l) => sum + l.price_ht_cents, 0);
  const discountHeld = totalsOf(await lotBalances(db, accountUuid), now).discount;
  const discount = Math.min(subtotal, Math.max(0, discountHeld));
  const total = subtotal - discount;
  const vat = vatOf(total, VAT_RATE_BP);
  return {
    subtotal_ht_cents: subtotal,
    discount_ht_cents: discount,
    total_ht_cents: total,
    vat_rate_bp: VAT_RATE_BP,
    vat_cents: vat,
    total_ttc_cents: total + vat,
  };
}

/** The order paying the account's cart, while its payment is open (issue 34). */
export async function cartCheckout(db: Db, accountUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('cart_checkouts')
    .select('order_uuid')
    .where('account_uuid', '=', accountUuid)
    .executeTakeFirst();
  return row?.order_uuid ?? null;
}

/**
 * Locks the cart for `orderUuid`; false if another payment holds it. The primary key decides between
 * concurrent checkouts (on PostgreSQL the second insert waits for the first transaction, then does nothing).
 */
export async function lockCart(db: Db, accountUuid: string, orderUuid: string): Promise<boolean> {
  const row = await db
    .insertInto('cart_checkouts')
    .values({ account_uuid: accountUuid, order_uuid: orderUuid })
    .onConflict((oc) => oc.column('account_uuid').doNothing())
    .returning('order_uuid')
    .executeTakeFirst();
  return row !== undefined;
}

/** The payment of `orderUuid` has ended (paid, refused, cancelled): its cart may be changed or paid again. */
export async function releaseCart(db: Db, accountUuid: string, orderUuid: string): Promise<void> {
  await db
    .deleteFrom('cart_checkouts')
    .where('account_uuid', '=', accountUuid)
    .where('order_uuid', '=', orderUuid)
    .execute();
}

/**
 * Payments' side of the lock, through a port (payments/ imports billing/, not the reverse): before the cart
 * changes, a payment that holds it only for an authentication left unfinished (3-D Secure abandoned) is
 * cancelled at the provider and lets the cart go — as a new checkout does. A debit under way keeps it.
 */
export interface CartHolds {
  endAbandoned(deps: ApiDeps, accountUuid: string): Promise<void>;
}

async function requireCartOpen(deps: ApiDeps, accountUuid: string) {
  if (!(await cartCheckout(deps.db, accountUuid))) return;
  await deps.cartHolds.endAbandoned(deps, accountUuid);
  if (await cartCheckout(deps.db, accountUuid)) throw conflict(MSG.cartPaymentInProgress);
}

async function cartView(deps: Pick<ApiDeps, 'db' | 'now'>, accountUuid: string) {
  const now = deps.now();
  const lines = await cartLines(deps.db, accountUuid, now);
  const totals = await cartTotals(deps.db, accountUuid, lines, now);
  const orderUuid = await cartCheckout(deps.db, accountUuid);
  return {
    items: lines.map(({ problem: _problem, ...line }) => line),
    ...totals,
    payment_in_progress: orderUuid !== null,
    order_uuid: orderUuid,
  };
}
export type CartView = Awaited<ReturnType<typeof cartView>>;

/** `GET cart`. */
export async function getCart(deps: Pick<ApiDeps, 'db' | 'now'>, caller: Caller): Promise<CartView> {
  requireBillingRead(caller);
  return cartView(deps, caller.account.uuid);
}

/**
 * `POST cart/items`: an offer for a FEC (locked, analysis recent enough) or a pack; the same thing twice is
 * kept once. Unexpected failures answer « L'ajout au panier a échoué. Contactez le support. » and are logged.
 */
export async function addToCart(
  deps: ApiDeps,
  caller: Caller,
  input: { offer_code: string; fec_uuid?: string | null },
): Promise<CartView> {
  requirePay(caller);
  const offer = offerByCode(input.offer_code);
  if (!offer) throw notFound(MSG.offerNotFound);
  if (offer.kind === 'free') throw badRequest(MSG.offerFree);
  const fecUuid = input.fec_uuid ?? null;
  if (offer.kind === 'fec' && !fecUuid) throw badRequest(MSG.offerNeedsFec);
  if (offer.kind === 'pack' && fecUuid) throw badRequest(MSG.offerNotForFec);
  // A cart under payment is what the order will deliver: changing it now would blur what was paid.
  await requireCartOpen(deps, caller.account.uuid);
  try {
    if (fecUuid) {
      const fec = await requireFecForSale(deps.db, caller, fecUuid);
      const now = deps.now();
      const problem = saleProblem(
        fec,
        caller.account.uuid,
        (await latestDoneAt(deps.db, [fecUuid])).get(fecUuid),
        now,
      );
      if (problem) throw problem;
    }
    await deps.db
      .insertInto('cart_items')
      .values({
        uuid: randomUUID(),
        account_uuid: caller.account.uuid,
        offer_code: offer.code,
        fec_uuid: fecUuid,
        created_by: caller.user.uuid,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    deps.log.error({ err: error, offer: offer.code, fec: fecUuid }, 'add to cart failed');
    throw new ApiError(500, MSG.cartAddFailed);
  }
  return cartView(deps, caller.account.uuid);
}

/** `DELETE cart/items/{uuid}`: a line of the caller's account's cart (another's → 404, nothing said). */
export async function removeFromCart(deps: ApiDeps, caller: Caller, itemUuid: string): Promise<CartView> {
  requirePay(caller);
  await requireCartOpen(deps, caller.account.uuid);
  const result = await deps.db
    .deleteFrom('cart_items')
    .where('uuid', '=', itemUuid)
    .where('account_uuid', '=', caller.account.uuid)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(MSG.cartItemNotFound);
  return cartView(deps, caller.account.uuid);
}
