import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type { EcfConclusion } from './compte-rendu-model';
import type {
  EcfChecklistTable,
  EcfDocumentsTable,
  EcfMissionsTable,
  EcfPointHistoryTable,
  EcfPointsTable,
  EcfState,
} from './tables';

/** SQL of the ECF domain (issue 38): missions, points and their history, checklists, documents. */

export type Db = ApiDb | Transaction<ApiDatabase>;
export type MissionRow = Selectable<EcfMissionsTable>;
export type PointRow = Selectable<EcfPointsTable>;
export type PointHistoryRow = Selectable<EcfPointHistoryTable>;
export type ChecklistRow = Selectable<EcfChecklistTable>;
export type DocumentRow = Selectable<EcfDocumentsTable>;

export interface Actor {
  userUuid: string;
  impersonatorUuid: string | null;
  apiKeyUuid: string | null;
}

export async function insertMission(db: Db, row: Insertable<EcfMissionsTable>): Promise<void> {
  await db.insertInto('ecf_missions').values(row).execute();
  await db
    .insertInto('ecf_points')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        mission_uuid: row.uuid,
        number: i + 1,
        conclusion: null,
        comment: null,
        concluded_by: null,
        concluded_at: null,
      })),
    )
    .execute();
}

export function missionByUuid(db: Db, uuid: string): Promise<MissionRow | undefined> {
  return db.selectFrom('ecf_missions').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Locks the mission row until the transaction ends (conclusions and the signature queue on it). */
export function lockMission(trx: Db, uuid: string): Promise<MissionRow | undefined> {
  return trx.selectFrom('ecf_missions').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
}

export function missionsByUuids(db: Db, uuids: string[]): Promise<MissionRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ecf_missions').selectAll().where('uuid', 'in', uuids).execute();
}

/** The account's missions, newest first (filtered by state and FEC when given). */
export function missionsOfAccount(
  db: Db,
  accountUuid: string,
  filter: { state?: EcfState; fecUuid?: string },
): Promise<MissionRow[]> {
  let q = db
    .selectFrom('ecf_missions')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid');
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.fecUuid) q = q.where('fec_uuid', '=', filter.fecUuid);
  return q.execute();
}

export function pointsOf(db: Db, missionUuids: string[]): Promise<PointRow[]> {
  if (missionUuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ecf_points')
    .selectAll()
    .where('mission_uuid', 'in', missionUuids)
    .orderBy('number')
    .execute();
}

export function historyOf(db: Db, missionUuid: string): Promise<PointHistoryRow[]> {
  return db
    .selectFrom('ecf_point_history')
    .selectAll()
    .where('mission_uuid', '=', missionUuid)
    .orderBy('at')
    .orderBy('uuid')
    .execute();
}

export function checklistOf(db: Db, missionUuid: string): Promise<ChecklistRow[]> {
  return db.selectFrom('ecf_checklist').selectAll().where('mission_uuid', '=', missionUuid).execute();
}

/** Sets a point's conclusion and appends its history line; bumps the mission's version. */
export async function concludePoint(
  trx: Db,
  mission: MissionRow,
  number: number,
  conclusion: EcfConclusion,
  comment: string | null,
  actor: Actor,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('ecf_points')
    .set({ conclusion, comment, concluded_by: actor.userUuid, concluded_at: at })
    .where('mission_uuid', '=', mission.uuid)
    .where('number', '=', number)
    .execute();
  await trx
    .insertInto('ecf_point_history')
    .values({
      uuid: randomUUID(),
      mission_uuid: mission.uuid,
      account_uuid: mission.account_uuid,
      number,
      conclusion,
      comment,
      actor_uuid: actor.userUuid,
      impersonator_uuid: actor.impersonatorUuid,
      api_key_uuid: actor.apiKeyUuid,
      at,
    })
    .execute();
  await bumpVersion(trx, mission.uuid);
}

export async function bumpVersion(trx: Db, missionUuid: string): Promise<void> {
  await trx
    .updateTable('ecf_missions')
    .set({ version: sql<number>`version + 1` })
    .where('uuid', '=', missionUuid)
    .execute();
}

export async function setChecklistItem(
  trx: Db,
  missionUuid: string,
  number: number,
  key: string,
  checked: boolean,
  userUuid: string,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('ecf_checklist')
    .values({
      mission_uuid: missionUuid,
      number,
      key,
      checked,
      checked_by: checked ? userUuid : null,
      checked_at: checked ? at : null,
    })
    .onConflict((oc) =>
      oc.columns(['mission_uuid', 'number', 'key']).doUpdateSet({
        checked,
        checked_by: checked ? userUuid : null,
        checked_at: checked ? at : null,
      }),
    )
    .execute();
}

export async function markSigned(trx: Db, missionUuid: string, userUuid: string, at: Date): Promise<void> {
  await trx
    .updateTable('ecf_missions')
    .set({ state: 'signe', signed_by: userUuid, signed_at: at, version: sql<number>`version + 1` })
    .where('uuid', '=', missionUuid)
    .execute();
}

export async function markSent(trx: Db, missionUuid: string, userUuid: string, at: Date): Promise<void> {
  await trx
    .updateTable('ecf_missions')
    .set({ state: 'envoye', sent_by: userUuid, sent_at: at })
    .where('uuid', '=', missionUuid)
    .execute();
}

/** JSON with object keys sorted: jsonb gives keys back in its own order, so compare this. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Stores checks computed again. The version (what the compte rendu shows) moves only when they changed, so a
 * computation that finds the same does not make the stored documents stale.
 */
export async function storeChecks(
  db: Db,
  mission: Pick<MissionRow, 'uuid' | 'checks' | 'next_fec_uuid' | 'previous_fec_uuid'>,
  checks: unknown,
  nextFecUuid: string | null,
  previousFecUuid: string | null,
): Promise<void> {
  const changed =
    canonical(checks) !== canonical(mission.checks) ||
    nextFecUuid !== mission.next_fec_uuid ||
    previousFecUuid !== mission.previous_fec_uuid;
  await db
    .updateTable('ecf_missions')
    .set({
      checks: json(checks),
      checks_at: new Date(),
      next_fec_uuid: nextFecUuid,
      previous_fec_uuid: previousFecUuid,
      ...(changed ? { version: sql<number>`version + 1` } : {}),
    })
    .where('uuid', '=', mission.uuid)
    .execute();
}

export function documentOf(
  db: Db,
  missionUuid: string,
  format: 'docx' | 'pdf',
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('ecf_documents')
    .selectAll()
    .where('mission_uuid', '=', missionUuid)
    .where('format', '=', format)
    .executeTakeFirst();
}

export async function saveDocument(
  db: Db,
  missionUuid: string,
  format: 'docx' | 'pdf',
  storageKey: string,
  version: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('ecf_documents')
    .values({ mission_uuid: missionUuid, format, storage_key: storageKey, version, generated_at: at })
    .onConflict((oc) =>
      oc
        .columns(['mission_uuid', 'format'])
        .doUpdateSet({ storage_key: storageKey, version, generated_at: at }),
    )
    .execute();
}
