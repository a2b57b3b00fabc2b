import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ApiDatabase, ApiDb } from '../db/database';
import { claimFreeGrant } from './free-grants';
import { FREE_OFFER, offerByCode } from './offers';
import type { CreditType, MovementKind } from './tables';

/**
 * The credit ledger: lots (one per grant) and their append-only movements. A balance is the sum of a
 * lot's movements, never a stored counter, so support can explain any balance line by line. Every
 * spending path locks the lots it reads (`for update`) inside its transaction: concurrent unlocks queue
 * on the same rows and the second one sees what the first spent.
 */

export type Db = ApiDb | Transaction<ApiDatabase>;

export const CREDIT_TYPES: readonly CreditType[] = ['line', 'dossier', 'file', 'discount', 'ecf'];

export interface LotBalance {
  uuid: string;
  account_uuid: string;
  type: CreditType;
  offer_code: string | null;
  granted: number;
  expires_at: Date | null;
  origin: string;
  order_uuid: string | null;
  created_at: Date;
  balance: number;
}

export type CreditTotals = Record<CreditType, number>;

export const emptyTotals = (): CreditTotals => ({ line: 0, dossier: 0, file: 0, discount: 0, ecf: 0 });

export interface MovementInput {
  lotUuid: string;
  accountUuid: string;
  kind: MovementKind;
  type: CreditType;
  amount: number;
  label: string;
  fecUuid?: string | null;
  fecName?: string | null;
  forAccountUuid?: string | null;
  forAccountName?: string | null;
  orderUuid?: string | null;
  invoiceNumber?: string | null;
  at: Date;
}

export async function insertMovement(db: Db, m: MovementInput): Promise<void> {
  if (m.amount === 0) return;
  await db
    .insertInto('credit_movements')
    .values({
      lot_uuid: m.lotUuid,
      account_uuid: m.accountUuid,
      kind: m.kind,
      type: m.type,
      amount: m.amount,
      label: m.label,
      fec_uuid: m.fecUuid ?? null,
      fec_name: m.fecName ?? null,
      for_account_uuid: m.forAccountUuid ?? null,
      for_account_name: m.forAccountName ?? null,
      order_uuid: m.orderUuid ?? null,
      invoice_number: m.invoiceNumber ?? null,
      created_at: m.at,
    })
    .execute();
}

export interface GrantInput {
  accountUuid: string;
  type: CreditType;
  amount: number;
  offerCode: string | null;
  origin: string;
  expiresAt: Date | null;
  orderUuid?: string | null;
  invoiceNumber?: string | null;
  at: Date;
}

/** A new lot and its `grant` movement; answers the lot's uuid. */
export async function grantCredits(db: Db, g: GrantInput): Promise<string> {
  if (!Number.isInteger(g.amount) || g.amount <= 0) throw new Error(`grant of ${g.amount} ${g.type}`);
  const uuid = randomUUID();
  await db
    .insertInto('credit_lots')
    .values({
      uuid,
      account_uuid: g.accountUuid,
      type: g.type,
      offer_code: g.offerCode,
      granted: g.amount,
      expires_at: g.expiresAt,
      origin: g.origin,
      order_uuid: g.orderUuid ?? null,
      created_at: g.at,
    })
    .execute();
  await insertMovement(db, {
    lotUuid: uuid,
    accountUuid: g.accountUuid,
    kind: 'grant',
    type: g.type,
    amount: g.amount,
    label: g.origin,
    orderUuid: g.orderUuid,
    invoiceNumber: g.invoiceNumber,
    at: g.at,
  });
  return uuid;
}

const DAY_MS = 86_400_000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/**
 * The Découverte credits every account gets (1 file, 20,000 lines, 30 days from the account's creation).
 * Granted on first use of the ledger rather than by the code that creates accounts: accounts are created
 * in three places of the core (sign-up, first call, an account-less user), none of which should know about
 * billing, and an account created before this ledger existed gets them too (already expired if old). A
 * partial unique index makes the grant happen once even when two first calls race. Once per person and per
 * company too (`free-grants.ts`): an account whose administrator or SIREN already had it gets none.
 */
export async function ensureWelcomeCredits(db: Db, accountUuid: string): Promise<void> {
  const has = await db
    .selectFrom('credit_lots')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where('offer_code', '=', FREE_OFFER)
    .limit(1)
    .executeTakeFirst();
  if (has) return;
  const account = await db
    .selectFrom('accounts')
    .select(['created_at'])
    .where('uuid', '=', accountUuid)
    .executeTakeFirst();
  if (!account) return;
  // Once per person and per company: an administrator or a SIREN that already had it elsewhere gets none.
  if (!(await claimFreeGrant(db, accountUuid))) return;
  const offer = offerByCode(FREE_OFFER)!;
  const at = new Date(account.created_at);
  for (const credit of offer.credits) {
    const uuid = randomUUID();
    const inserted = await db
      .insertInto('credit_lots')
      .values({
        uuid,
        account_uuid: accountUuid,
        type: credit.type,
        offer_code: FREE_OFFER,
        granted: credit.amount,
        expires_at: credit.validity_days === null ? null : addDays(at, credit.validity_days),
        origin: `Offre ${offer.name}`,
        order_uuid: null,
        created_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['account_uuid', 'type']).where('offer_code', '=', FREE_OFFER).doNothing(),
      )
      .returning('uuid')
      .executeTakeFirst();
    if (!inserted) continue;
    await insertMovement(db, {
      lotUuid: uuid,
      accountUuid,
      kind: 'grant',
      type: credit.type,
      amount: credit.amount,
      label: `Offre ${offer.name}`,
      at,
    });
  }
}

/** Locks every lot of the account until the transaction ends (spending and expiring queue behind it). */
export async function lockLots(trx: Db, accountUuid: string): Promise<void> {
  await trx
    .selectFrom('credit_lots')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .forUpdate()
    .execute();
}

/** Every lot of the account with its balance (sum of its movements), soonest expiry first. */
export async function lotBalances(db: Db, accountUuid: string): Promise<LotBalance[]> {
  const rows = await db
    .selectFrom('credit_lots as l')
    .leftJoin('credit_movements as m', 'm.lot_uuid', 'l.uuid')
    .select([
      'l.uuid',
      'l.account_uuid',
      'l.type',
      'l.offer_code',
      'l.granted',
      'l.expires_at',
      'l.origin',
      'l.order_uuid',
      'l.created_at',
      sql<string>`coalesce(sum(m.amount), 0)`.as('balance'),
    ])
    .where('l.account_uuid', '=', accountUuid)
    .groupBy('l.uuid')
    .orderBy(sql`l.expires_at asc nulls last`)
    .orderBy('l.created_at')
    .orderBy('l.uuid')
    .execute();
  return rows.map((r) => ({
    ...r,
    granted: Number(r.granted),
    balance: Number(r.balance),
    expires_at: r.expires_at ? new Date(r.expires_at) : null,
    created_at: new Date(r.created_at),
  }));
}

export const isExpired = (lot: Pick<LotBalance, 'expires_at'>, now: Date) =>
  lot.expires_at !== null && lot.expires_at.getTime() <= now.getTime();

/** Writes the `expire` movement of every lot past its date that still has a balance (caller holds the lock). */
export async function expireLots(db: Db, lots: LotBalance[], now: Date): Promise<LotBalance[]> {
  const out: LotBalance[] = [];
  for (const lot of lots) {
    if (isExpired(lot, now) && lot.balance > 0) {
      await insertMovement(db, {
        lotUuid: lot.uuid,
        accountUuid: lot.account_uuid,
        kind: 'expire',
        type: lot.type,
        amount: -lot.balance,
        label: `Expiration : ${lot.origin}`,
        at: now,
      });
      out.push({ ...lot, balance: 0 });
    } else out.push(lot);
  }
  return out;
}

/**
 * The account's lots, locked for the rest of the transaction, with the Découverte grant made and expired
 * lots written off: what a spending path reads before deciding.
 */
export async function lockedLots(trx: Db, accountUuid: string, now: Date): Promise<LotBalance[]> {
  await ensureWelcomeCredits(trx, accountUuid);
  await lockLots(trx, accountUuid);
  return expireLots(trx, await lotBalances(trx, accountUuid), now);
}

/** Usable totals per type: lots not expired. */
export function totalsOf(lots: LotBalance[], now: Date): CreditTotals {
  const totals = emptyTotals();
  for (const lot of lots) if (!isExpired(lot, now)) totals[lot.type] += lot.balance;
  return totals;
}

/**
 * Takes `amount` of `type` from the lots, soonest expiry first (the caller holds the lock and checked the
 * total): one `consume` movement per lot touched. Answers how much was taken.
 */
export async function consumeFromLots(
  db: Db,
  lots: LotBalance[],
  type: CreditType,
  amount: number,
  movement: Omit<MovementInput, 'lotUuid' | 'accountUuid' | 'kind' | 'type' | 'amount'>,
): Promise<number> {
  let left = amount;
  for (const lot of lots) {
    if (left <= 0) break;
    if (lot.type !== type || lot.balance <= 0 || isExpired(lot, movement.at)) continue;
    const take = Math.min(lot.balance, left);
    await insertMovement(db, {
      ...movement,
      lotUuid: lot.uuid,
      accountUuid: lot.account_uuid,
      kind: 'consume',
      type,
      amount: -take,
    });
    lot.balance -= take;
    left -= take;
  }
  return amount - left;
}
