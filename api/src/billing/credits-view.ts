import type { Caller } from '../auth/caller';
import { countRows } from '../db/database';
import type { ApiDeps } from '../deps';
import { requireBillingRead } from './access';
import { isExpired, lockedLots, totalsOf } from './credits';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** `GET credits`: the account's lots (expired ones written off first), usable totals, the network head's. */
export async function creditsOf(deps: Pick<ApiDeps, 'db' | 'now'>, caller: Caller) {
  requireBillingRead(caller);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const lots = await lockedLots(trx, caller.account.uuid, now);
    const headUuid = caller.account.network_parent_uuid;
    let inherited = null;
    if (headUuid && headUuid !== caller.account.uuid) {
      const head = await trx
        .selectFrom('accounts')
        .select('name')
        .where('uuid', '=', headUuid)
        .executeTakeFirst();
      if (head)
        inherited = {
          head_account_name: head.name,
          totals: totalsOf(await lockedLots(trx, headUuid, now), now),
        };
    }
    return {
      lots: lots.map((l) => ({
        uuid: l.uuid,
        type: l.type,
        offer_code: l.offer_code,
        granted: l.granted,
        balance: l.balance,
        expires_at: iso(l.expires_at),
        expired: isExpired(l, now),
        origin: l.origin,
        created_at: iso(l.created_at)!,
      })),
      totals: totalsOf(lots, now),
      inherited,
    };
  });
}

/** `GET credits/movements`: the account's ledger, newest first. */
export async function creditMovementsOf(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  caller: Caller,
  page: { limit: number; offset: number },
) {
  requireBillingRead(caller);
  // The Découverte grant is made on first read, so the ledger never starts empty by accident.
  await creditsOf(deps, caller);
  const base = deps.db.selectFrom('credit_movements').where('account_uuid', '=', caller.account.uuid);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    items: rows.map((m) => ({
      id: String(m.id),
      kind: m.kind,
      type: m.type,
      amount: Number(m.amount),
      lot_uuid: m.lot_uuid,
      label: m.label,
      fec_uuid: m.fec_uuid,
      fec_name: m.fec_name,
      invoice_number: m.invoice_number,
      for_account_name: m.for_account_name,
      created_at: iso(m.created_at)!,
    })),
    total,
  };
}
