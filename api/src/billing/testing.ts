import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { json, type ApiDb } from '../db/database';
import { permissionsFor } from '../permissions/permissions';
import type { AccountRole } from '../permissions/roles';
import { billingFecLifecycle } from './fec-lifecycle';
import { grantCredits } from './credits';
import { unlockWithCredits } from './unlock';

/**
 * Tests only: unlocks FECs the way a customer would, through the ledger (a `file` credit granted as a
 * commercial gesture, then consumed by the unlock), so tests of detail rows read an unlocked FEC without
 * weakening the lock.
 */
export async function unlockForTests(db: ApiDb, fecUuids: string[]): Promise<void> {
  for (const fecUuid of fecUuids) {
    const fec = await db
      .selectFrom('fecs')
      .innerJoin('accounts', 'accounts.uuid', 'fecs.account_uuid')
      .select(['fecs.locked', 'accounts.uuid as account_uuid', 'accounts.name as account_name'])
      .where('fecs.uuid', '=', fecUuid)
      .executeTakeFirstOrThrow();
    if (!fec.locked) continue;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await grantCredits(trx, {
        accountUuid: fec.account_uuid,
        type: 'file',
        amount: 1,
        offerCode: null,
        origin: 'Geste commercial',
        expiresAt: null,
        at: now,
      });
      await unlockWithCredits(trx, {
        accountUuid: fec.account_uuid,
        accountName: fec.account_name,
        fecUuid,
        creditType: 'file',
        now,
        anyAnalysis: true,
      });
    });
  }
}

export interface SeededFec {
  uuid: string;
  analysisUuid: string;
}

/**
 * Tests only: a FEC recorded as an import leaves it (Découverte, locked, priced) with a finished analysis
 * of one control that has an amount and a row, without running the engine.
 */
export async function seededFec(
  db: ApiDb,
  owner: { uuid: string; accountUuid: string },
  o: {
    lines?: number;
    siren?: string | null;
    fiscalEnd?: string | null;
    analysedDaysAgo?: number | null;
  } = {},
): Promise<SeededFec> {
  const uuid = randomUUID();
  const lines = o.lines ?? 5000;
  await db
    .insertInto('fecs')
    .values({
      uuid,
      account_uuid: owner.accountUuid,
      folder_uuid: null,
      owner_uuid: owner.uuid,
      anonymous_token_hash: null,
      original_name: `${o.siren ?? '000000000'}FEC${(o.fiscalEnd ?? '2024-12-31').replaceAll('-', '')}-${uuid.slice(0, 8)}.txt`,
      storage_key: `fecs/${owner.accountUuid}/${uuid}/fec.txt`,
      size: 100,
      sha256: 'x',
      line_count: lines,
      company_name: null,
      siren: o.siren ?? null,
      revenue_type: null,
      fiscal_start: null,
      fiscal_end: o.fiscalEnd ?? null,
      extra: json({}),
      status: 'done',
      ...billingFecLifecycle.initialOffer(lines),
    })
    .execute();
  const analysisUuid = randomUUID();
  const daysAgo = o.analysedDaysAgo === undefined ? 0 : o.analysedDaysAgo;
  const finished = daysAgo === null ? null : new Date(Date.now() - daysAgo * 86_400_000);
  await db
    .insertInto('analyses')
    .values({
      uuid: analysisUuid,
      account_uuid: owner.accountUuid,
      kind: 'single',
      fec_uuid: uuid,
      fec_uuids: json([uuid]),
      status: finished ? 'done' : 'inprogress',
      error: null,
      job_id: null,
      attempts: 1,
      heartbeat_at: null,
      started_at: finished,
      finished_at: finished,
      summary: json({ ERROR: 1 }),
      report: json({}),
      fec_summary: null,
      detail_key: `analyses/${analysisUuid}/detail.csv`,
      corrected_status: 'done',
      corrected_key: `analyses/${analysisUuid}/corrected.txt`,
      corrected_log_key: null,
      corrected_summary: null,
      corrected_error: null,
      corrected_requested_at: null,
      corrected_heartbeat_at: null,
      created_by: owner.uuid,
      created_at: finished ?? new Date(),
    })
    .execute();
  await db
    .insertInto('analysis_controls')
    .values({
      analysis_uuid: analysisUuid,
      control_id: 'EQ-ECR',
      label: 'Équilibre des écritures',
      theme: 'structure',
      cycle: 'general',
      result: 'ERROR',
      count: 1,
      amount: 123456,
      total: 1,
      reason: null,
      rows: json([{ line: 2, debit: 123456, credit: 0 }]),
    })
    .execute();
  return { uuid, analysisUuid };
}

/** Tests only: the Caller the API would resolve for `user` in their account with `role` (no impersonation). */
export async function callerFor(
  db: ApiDb,
  user: { uuid: string; accountUuid: string },
  role: AccountRole = 'Role_Owner',
): Promise<Caller> {
  const [userRow, account] = await Promise.all([
    db.selectFrom('users').selectAll().where('uuid', '=', user.uuid).executeTakeFirstOrThrow(),
    db.selectFrom('accounts').selectAll().where('uuid', '=', user.accountUuid).executeTakeFirstOrThrow(),
  ]);
  return {
    user: userRow,
    account,
    role,
    internalRoles: [],
    roles: [role],
    can: permissionsFor([role]),
    impersonator: null,
    readOnly: false,
    forceSeeAnalysisUuid: null,
    apiKey: null,
  };
}
