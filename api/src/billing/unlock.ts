import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { getFec } from '../fecs/fec-service';
import { ApiError, badRequest, conflict } from '../http/errors';
import { MSG } from '../http/messages';
import { requirePay } from './access';
import { cartCheckout } from './cart';
import { latestDoneAt, requireFecForSale, saleProblem } from './availability';
import { consumeFromLots, lockedLots, totalsOf, type Db, type LotBalance } from './credits';
import { FEC_OFFER, FREE_OFFER } from './offers';
import type { CreditType } from './tables';

export interface Consumption {
  type: CreditType;
  amount: number;
  from_network: boolean;
}

interface Source {
  accountUuid: string;
  fromNetwork: boolean;
  lots: LotBalance[];
}

/** What one credit of `type` costs for a FEC: its lines for `line`, else one. */
const costOf = (type: CreditType, lineCount: number | null) =>
  type === 'line' ? Math.max(1, lineCount ?? 1) : 1;

/** A dossier (same SIREN and fiscal end) already unlocked by a dossier credit of the account. */
async function dossierAcquired(trx: Db, accountUuid: string, siren: string | null, fiscalEnd: string | null) {
  if (!siren || !fiscalEnd) return false;
  const row = await trx
    .selectFrom('fec_unlocks')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where('credit_type', '=', 'dossier')
    .where('siren', '=', siren)
    .where('fiscal_end', '=', fiscalEnd)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Line and file credits of the Découverte offer that expired unused (« contact support » when they would have done). */
async function expiredFreeCredits(trx: Db, accountUuid: string): Promise<Record<CreditType, number>> {
  const rows = await trx
    .selectFrom('credit_movements as m')
    .innerJoin('credit_lots as l', 'l.uuid', 'm.lot_uuid')
    .select(['m.type', (eb) => eb.fn.sum<string>('m.amount').as('amount')])
    .where('l.account_uuid', '=', accountUuid)
    .where('l.offer_code', '=', FREE_OFFER)
    .where('m.kind', '=', 'expire')
    .groupBy('m.type')
    .execute();
  const out = { line: 0, dossier: 0, file: 0, discount: 0, ecf: 0 };
  for (const r of rows) out[r.type] = -Number(r.amount);
  return out;
}

export interface UnlockInput {
  accountUuid: string;
  accountName: string;
  fecUuid: string;
  creditType?: CreditType;
  now: Date;
  /** Skip the analysis-age rule (the demo seed unlocks before its analysis has run). */
  anyAnalysis?: boolean;
}

/**
 * Unlocks a FEC with credits inside `trx`: locks the FEC row, then the lots (own, then the network head's),
 * picks the credit (dossier already acquired → dossier → file → lines; own before the head's), writes the
 * consumption and the unlock. 402 with the French messages of spec §8 when nothing suffices.
 */
export async function unlockWithCredits(trx: Db, input: UnlockInput): Promise<Consumption[]> {
  const { now } = input;
  const fec = await trx
    .selectFrom('fecs')
    .selectAll()
    .where('uuid', '=', input.fecUuid)
    .forUpdate()
    .executeTakeFirst();
  const finished = (await latestDoneAt(trx, [input.fecUuid])).get(input.fecUuid);
  const problem = saleProblem(fec, input.accountUuid, input.anyAnalysis ? now : finished, now);
  if (problem) throw problem;
  const row = fec!;
  if (input.creditType === 'discount' || input.creditType === 'ecf') throw badRequest(MSG.noCreditOfType);

  const unlock = async (c: { type: CreditType | null; fromNetwork: boolean; dossier: boolean }) => {
    await trx
      .insertInto('fec_unlocks')
      .values({
        uuid: randomUUID(),
        fec_uuid: row.uuid,
        account_uuid: input.accountUuid,
        method: c.type === null ? 'dossier' : 'credits',
        credit_type: c.type,
        from_network: c.fromNetwork,
        order_uuid: null,
        siren: c.dossier ? row.siren : null,
        fiscal_end: c.dossier ? row.fiscal_end : null,
        revoked_at: null,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('fecs')
      .set({ locked: false, offer: FEC_OFFER })
      .where('uuid', '=', row.uuid)
      .execute();
  };

  const wantsDossier = input.creditType === undefined || input.creditType === 'dossier';
  if (wantsDossier && (await dossierAcquired(trx, input.accountUuid, row.siren, row.fiscal_end))) {
    await unlock({ type: null, fromNetwork: false, dossier: false });
    return [];
  }

  const account = await trx
    .selectFrom('accounts')
    .select(['network_parent_uuid'])
    .where('uuid', '=', input.accountUuid)
    .executeTakeFirstOrThrow();
  const sources: Source[] = [
    {
      accountUuid: input.accountUuid,
      fromNetwork: false,
      lots: await lockedLots(trx, input.accountUuid, now),
    },
  ];
  if (account.network_parent_uuid && account.network_parent_uuid !== input.accountUuid) {
    sources.push({
      accountUuid: account.network_parent_uuid,
      fromNetwork: true,
      lots: await lockedLots(trx, account.network_parent_uuid, now),
    });
  }

  const dossierOk = Boolean(row.siren && row.fiscal_end);
  const order: CreditType[] = input.creditType
    ? [input.creditType]
    : (['dossier', 'file', 'line'] as CreditType[]).filter((t) => t !== 'dossier' || dossierOk);
  for (const source of sources) {
    const totals = totalsOf(source.lots, now);
    for (const type of order) {
      if (type === 'dossier' && !dossierOk) continue;
      const cost = costOf(type, row.line_count);
      if (totals[type] < cost) continue;
      await consumeFromLots(trx, source.lots, type, cost, {
        label: `Déblocage de ${row.original_name}`,
        fecUuid: row.uuid,
        fecName: row.original_name,
        forAccountUuid: source.fromNetwork ? input.accountUuid : null,
        forAccountName: source.fromNetwork ? input.accountName : null,
        at: now,
      });
      await unlock({ type, fromNetwork: source.fromNetwork, dossier: type === 'dossier' });
      return [{ type, amount: cost, from_network: source.fromNetwork }];
    }
  }

  // Nothing sufficed: say why (spec §8).
  const needed = costOf('line', row.line_count);
  const expired = await expiredFreeCredits(trx, input.accountUuid);
  const couldHave = (t: CreditType) => order.includes(t) && expired[t] >= costOf(t, row.line_count);
  if (couldHave('file') || couldHave('line')) throw new ApiError(402, MSG.freeCreditExpired);
  if (input.creditType && input.creditType !== 'line') throw new ApiError(402, MSG.noCreditOfType);
  const held = sources.reduce((sum, s) => sum + totalsOf(s.lots, now).line, 0);
  throw new ApiError(402, MSG.creditsInsufficient(held, needed), {
    line_credit_held: held,
    line_credit_needed: needed,
  });
}

/** `POST fecs/{uuid}/unlock`: paying right, the caller's access to the FEC, then the unlock in one transaction. */
export async function unlockFec(deps: ApiDeps, caller: Caller, fecUuid: string, creditType?: CreditType) {
  requirePay(caller);
  await requireFecForSale(deps.db, caller, fecUuid);
  // Issue 34: a FEC whose purchase is being paid (a SEPA debit) would be paid twice, by credits and by the debit.
  if (await cartCheckout(deps.db, caller.account.uuid)) {
    const inCart = await deps.db
      .selectFrom('cart_items')
      .select('uuid')
      .where('account_uuid', '=', caller.account.uuid)
      .where('fec_uuid', '=', fecUuid)
      .executeTakeFirst();
    if (inCart) throw conflict(MSG.fecPaymentInProgress);
  }
  const consumed = await deps.db.transaction().execute((trx) =>
    unlockWithCredits(trx, {
      accountUuid: caller.account.uuid,
      accountName: caller.account.name,
      fecUuid,
      creditType,
      now: deps.now(),
    }),
  );
  return { fec: await getFec(deps, caller, fecUuid), consumed };
}
