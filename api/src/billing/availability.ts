import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { requireFec, type FecRow } from '../fecs/fec-access';
import { ApiError, conflict } from '../http/errors';
import { MSG } from '../http/messages';
import type { Db } from './credits';
import { ANALYSIS_MAX_AGE_DAYS } from './offers';

/** When each FEC's latest finished analysis ended (absent: none finished yet). */
export async function latestDoneAt(db: Db, fecUuids: string[]): Promise<Map<string, Date>> {
  if (fecUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('analyses')
    .select(['fec_uuid', (eb) => eb.fn.max('finished_at').as('finished_at')])
    .where('fec_uuid', 'in', fecUuids)
    .where('kind', '=', 'single')
    .where('status', '=', 'done')
    .groupBy('fec_uuid')
    .execute();
  return new Map(
    rows.filter((r) => r.finished_at !== null).map((r) => [r.fec_uuid, new Date(r.finished_at as Date)]),
  );
}

export interface FecForSale {
  uuid: string;
  account_uuid: string | null;
  locked: boolean;
}

/**
 * Why a FEC cannot be bought or unlocked now (null: it can): gone, already unlocked, no finished analysis,
 * or an analysis older than 180 days to re-run first (spec §4).
 */
export function saleProblem(
  fec: FecForSale | undefined,
  accountUuid: string,
  finishedAt: Date | undefined,
  now: Date,
): ApiError | null {
  if (!fec || fec.account_uuid !== accountUuid) return new ApiError(404, MSG.fecGone);
  if (!fec.locked) return conflict(MSG.fecAlreadyUnlocked);
  if (!finishedAt) return conflict(MSG.offerNeedsAnalysis);
  if (now.getTime() - finishedAt.getTime() > ANALYSIS_MAX_AGE_DAYS * 86_400_000) {
    return conflict(MSG.offerAnalysisTooOld);
  }
  return null;
}

/**
 * The FEC a caller wants to buy or unlock: « Ce FEC n'est plus disponible. » (404) once deleted, the FEC
 * access rules otherwise (403 for another account's).
 */
export async function requireFecForSale(db: ApiDb, caller: Caller, fecUuid: string): Promise<FecRow> {
  const exists = await db.selectFrom('fecs').select('uuid').where('uuid', '=', fecUuid).executeTakeFirst();
  if (!exists) throw new ApiError(404, MSG.fecGone);
  return requireFec(db, caller, fecUuid, 'read');
}
